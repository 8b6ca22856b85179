import json
import os
import tempfile
import unittest

from models.heed_ref import export, golden, search

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "golden")


REGENERATE = "regenerate: nice /usr/bin/python3 -m models.heed_ref.golden"


def assert_close(test, want, got, where):
    """Equal structure, ints, strings and bools; floats within 2e-4 (+1e-5 relative)."""
    if isinstance(want, float) or isinstance(got, float):
        test.assertLessEqual(abs(want - got), 2e-4 + 1e-5 * abs(want), where)
    elif isinstance(want, dict):
        test.assertEqual(sorted(want), sorted(got), where)
        for k in want:
            assert_close(test, want[k], got[k], f"{where}.{k}")
    elif isinstance(want, list):
        test.assertEqual(len(want), len(got), where)
        for i, (a, b) in enumerate(zip(want, got)):
            assert_close(test, a, b, f"{where}[{i}]")
    else:
        test.assertEqual(want, got, where)


class GoldenTest(unittest.TestCase):
    def test_regenerates_identically(self):
        """Same bytes with the torch that made them; with another torch the model files are
        still the same bytes and the expected values agree to ~1e-5 (last printed digit)."""
        names = sorted(os.listdir(GOLDEN))
        generated = [n for n in names if n.startswith(("expected_", "model_"))]
        self.assertEqual(len(generated), 6, names)
        with tempfile.TemporaryDirectory() as tmp:
            golden.build(tmp, log=lambda *a: None)
            self.assertEqual(sorted(os.listdir(tmp)), generated)
            for name in generated:
                with open(os.path.join(GOLDEN, name), "rb") as f:
                    want = f.read()
                with open(os.path.join(tmp, name), "rb") as f:
                    got = f.read()
                if want == got:
                    continue
                self.assertTrue(name.endswith(".json"), f"{name} differs; {REGENERATE}")
                want, got = json.loads(want), json.loads(got)
                self.assertNotEqual(want["made_with"], got["made_with"], f"{name}: {REGENERATE}")
                for key in ("made_with", "int8_sensitivity"):
                    want.pop(key), got.pop(key)
                assert_close(self, want, got, name)

    def test_committed_models_reproduce_tokens(self):
        for variant in golden.VARIANTS:
            with open(os.path.join(GOLDEN, f"expected_{variant}.json"), encoding="utf-8") as f:
                expected = json.load(f)
            f32, _ = export.load_model(os.path.join(GOLDEN, expected["models"]["f32"]))
            q8, _ = export.load_model(os.path.join(GOLDEN, expected["models"]["int8"]))
            n = expected["max_length"]
            for case in expected["cases"]:
                src = case["source_ids"]
                self.assertEqual(search.greedy(f32, src, max_length=n).tokens,
                                 case["f32"]["greedy"]["tokens"])
                self.assertEqual(search.beam_search(f32, src, beam_size=expected["beam_size"],
                                                    alpha=expected["length_penalty"],
                                                    max_length=n).tokens,
                                 case["f32"]["beam"]["tokens"])
                self.assertEqual(search.greedy(q8, src, max_length=n).tokens,
                                 case["int8"]["greedy"]["tokens"])

    def test_size_budget(self):
        total = sum(os.path.getsize(os.path.join(GOLDEN, n)) for n in os.listdir(GOLDEN))
        self.assertLess(total, 1_000_000)


if __name__ == "__main__":
    unittest.main()
