"""models/decoding.py: a model's decoding defaults are written into its config and nothing else
changes; values the engine would refuse are refused here first."""
import os
import tempfile
import unittest

from models import decoding as D
from models.heed_ref.heed_format import read_raw

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "golden", "model_pre_gelu_int8.heed")


class SetDefaultsTest(unittest.TestCase):
    def test_only_the_config_changes(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "tuned.heed")
            self.assertEqual(D.read_config(GOLDEN).word_reward, 0.0)
            D.set_defaults(GOLDEN, out, 0.6, 1.1)
            cfg = D.read_config(out)
            self.assertEqual((cfg.word_reward, cfg.word_reward_ratio), (0.6, 1.1))
            before, data_before, _ = read_raw(GOLDEN)
            after, data_after, _ = read_raw(out)
            self.assertEqual(bytes(data_before), bytes(data_after))
            self.assertEqual(before["__metadata__"]["heed.data_crc32"], after["__metadata__"]["heed.data_crc32"])
            self.assertEqual({k: v for k, v in before.items() if k != "__metadata__"},
                             {k: v for k, v in after.items() if k != "__metadata__"})
            # Back to the defaults: the file is the original again, byte for byte.
            again = os.path.join(tmp, "plain.heed")
            D.set_defaults(out, again, 0.0, 1.0)
            with open(GOLDEN, "rb") as f, open(again, "rb") as g:
                self.assertEqual(f.read(), g.read())

    def test_out_of_range_values_are_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "bad.heed")
            with self.assertRaisesRegex(ValueError, "word_reward 11"):
                D.set_defaults(GOLDEN, out, 11.0, 1.0)
            with self.assertRaisesRegex(ValueError, "word_reward_ratio 0.1"):
                D.set_defaults(GOLDEN, out, 0.5, 0.1)
            self.assertFalse(os.path.exists(out))



class GridTest(unittest.TestCase):
    def test_each_setting_is_translated_with_its_flags_and_scored(self):
        calls = []

        def translate(flags, lines):
            calls.append((tuple(flags), len(lines)))
            # A made-up engine: a reward makes the output keep the sentence's last word.
            reward = float(flags[1])
            return [line if reward > 0 else " ".join(line.split()[:-1]) for line in lines]

        dev = (["the red house", "a small dog runs"], ["the red house", "a small dog runs"])
        test = (["one two three four five"], ["one two three four five"])
        rows = D.grid(translate, dev, rewards=[0.3], ratios=[1.0, 1.1], test=test)
        self.assertEqual([(r["word_reward"], r["word_reward_ratio"]) for r in rows], [(0.0, 1.0), (0.3, 1.0), (0.3, 1.1)])
        self.assertEqual(calls[0], (("--word-reward", "0", "--word-reward-ratio", "1"), 2))
        self.assertEqual(calls[1], (("--word-reward", "0", "--word-reward-ratio", "1"), 1))  # the test split
        self.assertEqual(calls[4], (("--word-reward", "0.3", "--word-reward-ratio", "1.1"), 2))
        self.assertLess(rows[0]["length_ratio"], 1.0)
        self.assertEqual(rows[1]["length_ratio"], 1.0)
        self.assertEqual(rows[1]["chrf2"], 100.0)
        self.assertEqual(rows[2]["test_chrf2"], 100.0)
        table = D.grid_markdown(rows)
        self.assertIn("| 0.3, 1.1 | 100.00 / 100.00 / 1.000 | 0 | 100.00 / 100.00 |", table)


if __name__ == "__main__":
    unittest.main()
