import json
import os
import tempfile
import unittest

from models.heed_ref import export, golden, search

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "golden")


REGENERATE = "regenerate: nice /usr/bin/python3 -m models.heed_ref.golden"


def write(folder, files):
    for name, content in files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(content if isinstance(content, bytes) else json.dumps(content).encode())


class GoldenTest(unittest.TestCase):
    def test_regenerates_same_models_and_close_values(self):
        """The model files come out as the same bytes on any machine; the expected values
        agree within golden.FLOAT_ATOL/FLOAT_RTOL (other CPUs' BLAS kernels round differently)
        and tokens, texts and structure exactly. Failures name the largest difference."""
        names = sorted(os.listdir(GOLDEN))
        generated = [n for n in names if n.startswith(("expected_", "model_"))]
        self.assertEqual(len(generated), 6, names)
        with tempfile.TemporaryDirectory() as tmp:
            golden.build(tmp, log=lambda *a: None)
            problems, largest = golden.compare(GOLDEN, tmp)
        self.assertEqual(problems, [], f"{golden.describe(largest)}; {REGENERATE}")

    def test_compare_judges_floats_by_tolerance_and_the_rest_exactly(self):
        want = {"made_with": {"torch": "1.13"},
                "cases": [{"tokens": [5, 6], "finished": True, "log_probs": [-0.2845666, -1.5]}]}
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            write(a, {"expected_x.json": want, "model_x.heed": b"\x01\x02"})

            def compare(**changes):
                got = json.loads(json.dumps(want))
                got["made_with"]["torch"] = "2.11"          # not an output: never compared
                got["cases"][0].update(changes)
                write(b, {"expected_x.json": got, "model_x.heed": b"\x01\x02"})
                return golden.compare(a, b)

            problems, largest = compare(log_probs=[-0.2845662, -1.5])   # the Xeon's 7th digit
            self.assertEqual(problems, [])
            self.assertAlmostEqual(largest[0], 4e-7, places=9)
            self.assertEqual(largest[2], "expected_x.json.cases[0].log_probs[0]")
            problems, largest = compare(log_probs=[-0.2845666, -1.501])
            self.assertEqual(len(problems), 1, problems)
            self.assertIn("log_probs[1]", problems[0])
            self.assertIn("largest float difference 0.001 at expected_x.json.cases[0].log_probs[1]",
                          golden.describe(largest))
            self.assertEqual(len(compare(tokens=[5, 7])[0]), 1)        # tokens: exact
            self.assertEqual(len(compare(finished=False)[0]), 1)
            self.assertEqual(len(compare(log_probs=[-0.28])[0]), 1)     # structure: exact
            write(b, {"expected_x.json": want, "model_x.heed": b"\x01\x03"})  # model bytes: exact
            self.assertEqual(golden.compare(a, b)[0], ["model_x.heed: different bytes"])

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
