"""models/heed_ref/marian_bench_model.py: Marian's binary layout (read back by an independent
walk of the bytes), the parameter names Marian's transformer with an SSRU decoder looks up, the
int8 payloads and their scales, and the shortlist blob."""
import os
import struct
import tempfile
import unittest

import numpy as np
import torch

from models.heed_ref import marian_bench_model as M
from models.heed_ref.transformer import HeedConfig, Transformer

SMALL = dict(d_model=16, n_heads=2, d_ff=32, encoder_layers=2, decoder_layers=1, vocab_size=64,
             norm="post", activation="relu", max_positions=64)


def small_model():
    torch.manual_seed(0)
    return Transformer(HeedConfig(**SMALL))


class MarianBinaryTest(unittest.TestCase):
    def setUp(self):
        self.model = small_model()
        self.items = M.marian_items(self.model, SMALL, forced=7)
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "model.bin")
        M.write_marian_binary(self.path, self.items)
        self.read = M.read_marian_binary(self.path)

    def tearDown(self):
        self.dir.cleanup()

    def test_every_item_reads_back_with_its_type_shape_and_256_byte_padding(self):
        self.assertEqual(len(self.read), len(self.items))
        for it in self.items:
            type_id, shape, data = self.read[it.name]
            self.assertEqual((type_id, shape), (it.type_id, it.shape), it.name)
            self.assertEqual(len(data) % 256, 0, it.name)
            self.assertEqual(data[:len(it.payload)], it.payload, it.name)
            self.assertEqual(data[len(it.payload):], b"\0" * (len(data) - len(it.payload)), it.name)

    def test_names_are_the_ones_marian_looks_up(self):
        names = set(self.read)
        for i in (1, 2):
            for p in "qkvo":
                self.assertIn(f"encoder_l{i}_self_W{p}", names)
                self.assertIn(f"encoder_l{i}_self_b{p}", names)
            for n in ("encoder_l%d_self_Wo_ln_scale", "encoder_l%d_ffn_W1", "encoder_l%d_ffn_W2",
                      "encoder_l%d_ffn_ffn_ln_bias"):
                self.assertIn(n % i, names)
        for n in ("decoder_l1_rnn_W", "decoder_l1_rnn_Wf", "decoder_l1_rnn_bf", "decoder_l1_rnn_ffn_ln_scale",
                  "decoder_l1_context_Wk", "decoder_l1_context_Wo_ln_bias", "decoder_l1_ffn_W2",
                  "decoder_ff_logit_out_b", "Wemb", "special:model.yml"):
            self.assertIn(n, names)
        self.assertNotIn("decoder_l1_self_Wq", names)  # SSRU replaces decoder self-attention
        int8 = [n for n, (t, _, _) in self.read.items() if t == M.TYPE_INTGEMM8]
        self.assertEqual(len(int8), 2 * 6 + 2 + 4 + 2 + 1)   # enc 2x(4+2), SSRU 2, context 4, FFN 2, Wemb
        for n in int8:  # int8shiftAlphaAll aborts on a GEMM weight without its activation scale
            self.assertIn(n + "_QuantMultA", names)

    def test_linear_weights_are_the_heed_weights_transposed_and_quantised(self):
        type_id, shape, data = self.read["encoder_l1_ffn_W1"]
        w = self.model.encoder.layers[0].ffn.fc1.weight.detach().numpy()      # [F, D]
        self.assertEqual(shape, [SMALL["d_model"], SMALL["d_ff"]])             # Marian: [in, out]
        n = w.size
        q = np.frombuffer(data[:n], np.int8).reshape(w.shape)                  # stored [out, in]
        (mult,) = struct.unpack_from("<f", data, n)
        self.assertAlmostEqual(mult, 127.0 / np.abs(w).max(), places=3)
        self.assertEqual(int(np.abs(q).max()), 127)
        np.testing.assert_allclose(q / mult, w, atol=0.5 / mult + 1e-6)

    def test_embeddings_keep_their_rows_and_the_forced_piece_wins_every_logit(self):
        _, shape, data = self.read["Wemb"]
        self.assertEqual(shape, [SMALL["vocab_size"], SMALL["d_model"]])
        e = self.model.embed.weight.detach().numpy()
        (mult,) = struct.unpack_from("<f", data, e.size)
        q = np.frombuffer(data[:e.size], np.int8).reshape(e.shape)
        np.testing.assert_allclose(q / mult, e, atol=0.5 / mult + 1e-6)
        _, _, bias = self.read["decoder_ff_logit_out_b"]
        b = np.frombuffer(bias[:4 * SMALL["vocab_size"]], "<f4")
        self.assertEqual(int(b.argmax()), 7)
        self.assertEqual(b[7], M.FORCED_BIAS)

    def test_model_yml_names_the_ssru_decoder_and_ends_with_nul(self):
        type_id, shape, data = self.read["special:model.yml"]
        text = data[:shape[0]]
        self.assertEqual(type_id, M.TYPE_INT8)
        self.assertTrue(text.endswith(b"\0"))
        for line in (b"dec-cell: ssru", b"transformer-decoder-autoreg: rnn", b"transformer-dim-ffn: 32",
                     b"enc-depth: 2", b"dec-depth: 1", b"tied-embeddings-all: true"):
            self.assertIn(line, text)

    def test_bytes_after_the_last_item_are_refused(self):
        with open(self.path, "rb") as f:
            buf = f.read()
        with open(self.path, "wb") as f:
            f.write(buf + b"\0" * 3)
        with self.assertRaisesRegex(ValueError, "bytes after the last item"):
            M.read_marian_binary(self.path)


class ShortlistBlobTest(unittest.TestCase):
    def test_header_offsets_and_lists(self):
        table = M.synthetic_table(300)
        blob = M.marian_shortlist_bytes(table)
        magic, _, first, best, n_off, n_lists = struct.unpack_from("<QQQQQQ", blob, 0)
        self.assertEqual((magic, first, best), (M.SHORTLIST_MAGIC, M.FREQUENT, M.PER_SOURCE))
        self.assertEqual(n_off, 301)
        self.assertEqual(len(blob), 48 + 8 * n_off + 4 * n_lists)   # what Marian's loader checks
        offsets = np.frombuffer(blob, "<u8", n_off, 48)
        lists = np.frombuffer(blob, "<u4", n_lists, 48 + 8 * n_off)
        self.assertEqual(int(offsets[-1]), n_lists)
        self.assertTrue(np.all(np.diff(offsets.astype(np.int64)) > 0))
        self.assertTrue(np.all(lists >= M.FREQUENT) and np.all(lists < 300))
        np.testing.assert_array_equal(table["frequent"], np.arange(M.FREQUENT))


if __name__ == "__main__":
    unittest.main()
