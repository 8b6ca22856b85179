import json
import os
import tempfile
import unittest

import numpy as np

from models.data import length_match as L


def write_bundle(path, pairs):
    """pairs: (ingredient, en pieces, es pieces); the `bt` tag (4 pieces) leads the English."""
    sources = np.array(["ui:x", "prose:y", "bt:z"])
    index = {"ui": 0, "prose": 1, "bt": 2}
    en, es, en_len, es_len, src = [], [], [], [], []
    for k, (group, n_en, n_es) in enumerate(pairs):
        n_en += 4 if group == "bt" else 0
        en += [k % 7 + 10] * n_en
        es += [k % 5 + 20] * n_es
        en_len.append(n_en)
        es_len.append(n_es)
        src.append(index[group])
    os.makedirs(path)
    np.savez_compressed(os.path.join(path, "train.npz"), en=np.array(en, np.uint16), es=np.array(es, np.uint16),
                        en_len=np.array(en_len, np.uint16), es_len=np.array(es_len, np.uint16),
                        src=np.array(src, np.uint16), sources=sources)
    with open(os.path.join(path, "meta.json"), "w") as f:
        json.dump({"lang": "es", "spm": "spm.model", "tag_pieces": {"<bt>": ["▁<", "b", "t", ">"]},
                   "splits": {"train": {}}}, f)
    open(os.path.join(path, "spm.model"), "wb").write(b"spm")


class LengthMatchTest(unittest.TestCase):
    def test_a_short_target_synthetic_ingredient_is_thinned_towards_the_human_ratio(self):
        rng = np.random.default_rng(0)
        human = [("ui" if i % 2 else "prose", 20, int(rng.integers(21, 24))) for i in range(400)]   # ratio ~1.1
        synthetic = [("bt", 20, int(rng.integers(15, 24))) for _ in range(400)]                    # ratio ~0.95
        with tempfile.TemporaryDirectory() as tmp:
            write_bundle(os.path.join(tmp, "in"), human + synthetic)
            rep = L.length_match(os.path.join(tmp, "in"), os.path.join(tmp, "out"), "en-es", ["ui", "prose"], ["bt"])
            bt = rep["ingredients"]["bt"]
            self.assertLess(bt["ratio_before"], 1.0)
            self.assertGreater(bt["ratio_after"], bt["ratio_before"] + 0.05)
            self.assertLess(bt["kept"], 400)
            self.assertGreater(bt["kept"], 50)
            z = np.load(os.path.join(tmp, "out", "train.npz"))
            # Every human pair kept, token arrays consistent with the lengths, pairs intact.
            self.assertEqual(int((z["src"] < 2).sum()), 400)
            self.assertEqual(int(z["en_len"].sum()), len(z["en"]))
            self.assertEqual(int(z["es_len"].sum()), len(z["es"]))
            self.assertEqual(len(z["src"]), 400 + bt["kept"])
            kept_short = z["es_len"][z["src"] == 2]
            self.assertGreater(kept_short.mean(), np.mean([p[2] for p in synthetic]))
            meta = json.load(open(os.path.join(tmp, "out", "meta.json")))
            self.assertEqual(meta["splits"]["train"]["pairs"], 400 + bt["kept"])
            self.assertEqual(open(os.path.join(tmp, "out", "spm.model"), "rb").read(), b"spm")
            # The copy for the accelerator machine: the same arrays, xz-compressed.
            open(os.path.join(tmp, "out", "dev.npz"), "wb").write(b"dev")
            xz = L.write_carry(os.path.join(tmp, "out"), os.path.join(tmp, "carry"))
            import io, lzma
            carried = np.load(io.BytesIO(lzma.open(xz).read()))
            for name in z.files:
                np.testing.assert_array_equal(carried[name], z[name])
            self.assertEqual(open(os.path.join(tmp, "carry", "dev.npz"), "rb").read(), b"dev")

    def test_a_direction_the_bundle_does_not_hold_is_refused(self):
        with tempfile.TemporaryDirectory() as tmp:
            write_bundle(os.path.join(tmp, "in"), [("ui", 5, 5), ("bt", 5, 5)])
            with self.assertRaisesRegex(SystemExit, "holds en-es, not en-de"):
                L.length_match(os.path.join(tmp, "in"), os.path.join(tmp, "out"), "en-de", ["ui"], ["bt"])


if __name__ == "__main__":
    unittest.main()
