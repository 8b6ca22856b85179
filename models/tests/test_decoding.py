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


if __name__ == "__main__":
    unittest.main()
