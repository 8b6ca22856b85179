"""models/shortlist.py: co-occurrence counts, the table's ranking and layout, candidate sets,
and adding a table to a model file without touching its weights."""
import os
import tempfile
import unittest

import numpy as np

from models import shortlist as S
from models.heed_ref.export import load_heed
from models.heed_ref.heed_format import read_raw, write_tensors

V = 12


def pairs():
    """A toy corpus: source 5 always translates to 9; 6 to 10 or 11; 7 co-occurs once with 8."""
    src, tgt = [], []
    for i in range(40):
        src.append(np.array([5, 4, 4], np.uint16))
        tgt.append(np.array([9, 4], np.uint16))
        src.append(np.array([6, 4], np.uint16))
        tgt.append(np.array([10 if i % 3 else 11, 4], np.uint16))
    src.append(np.array([7], np.uint16))
    tgt.append(np.array([8], np.uint16))
    return src, tgt


class ShortlistTest(unittest.TestCase):
    def test_cooccurrence_counts_each_token_once_per_pair(self):
        src, tgt = pairs()
        counts, src_df, tgt_df = S.cooccurrence(src, tgt, V, chunk=7)  # chunking must not matter
        self.assertEqual(counts[5, 9], 40)
        self.assertEqual(counts[4, 4], 80)        # 4 twice in a source still counts once
        self.assertEqual(counts[6, 10] + counts[6, 11], 40)
        self.assertEqual(src_df[4], 80)
        self.assertEqual(tgt_df[4], 80)
        self.assertEqual(counts.sum(), sum(len(set(s)) * len(set(t)) for s, t in zip(src, tgt)))

    def test_vectorised_counts_equal_a_count_pair_by_pair(self):
        # Random sentences with repeats and empty ones, chunks that split the corpus unevenly.
        rng = np.random.default_rng(1)
        src = [rng.integers(0, V, rng.integers(0, 6)).astype(np.uint16) for _ in range(57)]
        tgt = [rng.integers(0, V, rng.integers(0, 6)).astype(np.uint16) for _ in range(57)]
        expected = np.zeros((V, V), np.int64)
        for s_ids, t_ids in zip(src, tgt):
            for s in set(s_ids.tolist()):
                for t in set(t_ids.tolist()):
                    expected[s, t] += 1
        for chunk in (1, 10, 57, 1000):
            counts, src_df, tgt_df = S.cooccurrence(src, tgt, V, chunk=chunk)
            np.testing.assert_array_equal(counts, expected)
            self.assertEqual(src_df.tolist(), [sum(s in a for a in src) for s in range(V)])
            self.assertEqual(tgt_df.tolist(), [sum(t in a for a in tgt) for t in range(V)])

    def test_flat_loader_gives_the_same_counts_as_the_split_arrays(self):
        src, tgt = pairs()
        flat = S.cooccurrence_flat(*S.flatten(src), *S.flatten(tgt), V)
        for a, b in zip(flat, S.cooccurrence(src, tgt, V)):
            np.testing.assert_array_equal(a, b)
        with self.assertRaises(ValueError):
            S.cooccurrence(src, tgt[:-1], V)

    def test_table_keeps_translations_drops_frequent_and_rare(self):
        counts, src_df, tgt_df = S.cooccurrence(*pairs(), V)
        table = S.build_table(counts, src_df, tgt_df, k=2, frequent=1, always=[2], pairs=81, min_count=2)
        off, tg = table["offsets"], table["targets"]
        self.assertEqual(len(off), V + 1)
        self.assertEqual(off[0], 0)
        self.assertEqual(off[-1], len(tg))
        self.assertTrue(np.all(np.diff(off) >= 0))
        self.assertEqual(sorted(table["frequent"].tolist()), [2, 4])   # the most frequent + always
        row = lambda s: tg[off[s]:off[s + 1]].tolist()
        self.assertEqual(row(5), [5, 9])       # its translation, and itself (copying)
        self.assertEqual(row(6), [6, 10, 11])
        self.assertEqual(row(7), [7])          # one co-occurrence is below min_count
        # 4 is frequent, so not copied; it co-occurs with everything, 9 (40 pairs) and 10 (26) most.
        self.assertEqual(row(4), [9, 10])

    def test_candidates_are_the_sorted_union(self):
        table = {"offsets": np.array([0, 0, 0, 2, 3] + [3] * (V - 3), np.int32),
                 "targets": np.array([8, 1, 5], np.int32), "frequent": np.array([4], np.int32)}
        self.assertEqual(S.candidates(table, [2, 3, 99], [2]).tolist(), [1, 2, 4, 5, 8])

    def test_coverage_counts_reference_tokens_inside_their_candidates(self):
        table = {"offsets": np.array([0] * 6 + [1] * (V - 5), np.int32),   # source 5 -> [9]
                 "targets": np.array([9], np.int32), "frequent": np.array([4], np.int32)}
        c = S.coverage(table, [np.array([5]), np.array([6])], [np.array([9, 4]), np.array([10, 4])], [2])
        self.assertEqual(c["token_recall"], 0.75)
        self.assertEqual(c["sentence_recall"], 0.5)

    def test_add_to_model_keeps_every_weight_and_writes_the_three_tensors(self):
        with tempfile.TemporaryDirectory() as tmp:
            model = os.path.join(tmp, "m.heed")
            rng = np.random.default_rng(0)
            weight = rng.standard_normal((V, 4)).astype("<f4")
            write_tensors(model, '{"vocab_size": %d}' % V, {
                "embed.weight": ("F32", [V, 4], weight.tobytes()),
                "tokenizer.model": ("U8", [3], b"abc")})
            counts, src_df, tgt_df = S.cooccurrence(*pairs(), V)
            table = S.build_table(counts, src_df, tgt_df, k=2, frequent=1, pairs=81, min_count=2)
            out = os.path.join(tmp, "m_sl.heed")
            S.add_to_model(model, table, out)
            header, data, _ = read_raw(out)
            self.assertEqual(header["shortlist.targets"]["dtype"], "U16")
            self.assertEqual(header["shortlist.offsets"]["shape"], [V + 1])
            start, end = header["shortlist.targets"]["data_offsets"]
            self.assertEqual(np.frombuffer(data[start:end], "<u2").tolist(), table["targets"].tolist())
            start, end = header["embed.weight"]["data_offsets"]
            self.assertEqual(bytes(data[start:end]), weight.tobytes())
            for name, info in header.items():
                if "data_offsets" in info and not name.startswith("__pad."):
                    self.assertEqual(info["data_offsets"][0] % 64, 0)   # FORMAT.md alignment
            # Adding again replaces the table instead of duplicating it.
            S.add_to_model(out, table, os.path.join(tmp, "again.heed"))
            self.assertEqual(open(out, "rb").read(), open(os.path.join(tmp, "again.heed"), "rb").read())


class ShippedModelsTest(unittest.TestCase):
    def test_shipped_models_carry_a_consistent_table(self):
        root = os.path.join(os.path.dirname(__file__), "..", "shipped")
        for name in ("en-es.heed", "es-en.heed"):
            header, data, _ = read_raw(os.path.join(root, name))
            get = lambda key, dt: np.frombuffer(data[slice(*header[key]["data_offsets"])], dt)
            off, tg, fr = get("shortlist.offsets", "<i4"), get("shortlist.targets", "<u2"), get("shortlist.frequent", "<i4")
            self.assertEqual(len(off), 8001)
            self.assertEqual(off[-1], len(tg))
            self.assertTrue(np.all(np.diff(off) >= 0))
            self.assertLess(int(tg.max()), 8000)
            self.assertIn(2, fr.tolist())   # EOS is always reachable
            # load_heed (the reference) still reads the network and ignores the table.
            _, tensors, _ = load_heed(os.path.join(root, name))
            self.assertFalse(any(k.startswith("shortlist.") for k in tensors))


if __name__ == "__main__":
    unittest.main()
