import os
import tempfile
import unittest

import torch

from models.heed_ref import export, quantize, search
from models.heed_ref.quant_sim import QuantTransformer, int8_linear, quantize_rows
from models.heed_ref.tests.common import random_source, tiny_model


class QuantSimTest(unittest.TestCase):
    def test_quantize_rows_rules(self):
        x = torch.tensor([[63.0, 0.5, 1.5, 2.5, -2.5, -63.0],     # 63/amax = 1: half to even
                          [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],         # zero row stays zero
                          [4.0, -2.0, 1.0, 0.0, 0.0, 0.0]])       # 7 bits: 4 -> 63, -2 -> -31.5 -> -32
        q, amax = quantize_rows(x)
        self.assertEqual(q[0].tolist(), [63, 0, 2, 2, -2, -63])
        self.assertEqual(q[1].tolist(), [0] * 6)
        self.assertEqual(q[2].tolist(), [63, -32, 16, 0, 0, 0])
        self.assertEqual(amax[:, 0].tolist(), [63.0, 0.0, 4.0])

    def test_int8_linear_is_exact_integer_arithmetic(self):
        g = torch.Generator().manual_seed(0)
        x = torch.randn(5, 64, generator=g) * 3
        w_q = torch.randint(-127, 128, (7, 64), generator=g, dtype=torch.int8)
        scale = torch.rand(7, generator=g) / 50
        bias = torch.randn(7, generator=g)
        y = int8_linear(x, w_q, scale, bias)
        q, amax = quantize_rows(x)
        acc = q.to(torch.int64) @ w_q.to(torch.int64).t()             # exact int32 dot products
        want = acc.to(torch.float32) * (amax / 63.0) * scale + bias
        self.assertTrue(torch.equal(y, want))
        self.assertEqual(int8_linear(torch.zeros(1, 64), w_q, scale, bias)[0].tolist(), bias.tolist())

    def test_close_to_fp32_model(self):
        for norm, act in (("post", "relu"), ("pre", "gelu")):
            model = tiny_model(12, norm=norm, activation=act)
            qmodel = QuantTransformer.from_float(model)
            src = torch.tensor([random_source(8, 10, model.cfg)])
            tgt = torch.tensor([[1, 5, 9, 13, 17]])
            with torch.no_grad():
                ref, got = model(src, tgt), qmodel(src, tgt)
            rel = ((got - ref).norm() / ref.norm()).item()
            self.assertLess(rel, 0.05, norm)
            self.assertGreater(rel, 0.0, "int8 path must actually quantize")

    def test_incremental_matches_teacher_forcing(self):
        qmodel = QuantTransformer.from_float(tiny_model(13, norm="pre"))
        src = random_source(9, 7, qmodel.cfg)
        h = search.greedy(qmodel, src, max_length=6)
        tgt = [1] + h.tokens[:len(h.step_logits) - 1]
        with torch.no_grad():
            forced = qmodel(torch.tensor([src]), torch.tensor([tgt]))[0]
        self.assertLess((forced - torch.stack(h.step_logits)).abs().max().item(), 1e-4)

    def test_file_and_from_float_agree(self):
        model = tiny_model(14)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "q.heed")
            export.save_model(model, b"tok", path, int8=True)
            loaded, _ = export.load_model(path)
        direct = QuantTransformer.from_float(model)
        src, tgt = torch.tensor([random_source(10, 6, model.cfg)]), torch.tensor([[1, 7, 8]])
        with torch.no_grad():
            # Same weights, same arithmetic; a float tolerance all the same, as BLAS may pick
            # other kernels for other memory alignments (the weights are compared exactly below).
            diff = (loaded(src, tgt) - direct(src, tgt)).abs().max().item()
        self.assertLessEqual(diff, 1e-6, f"largest |logit difference| {diff:.3g}")
        # Embedding rows used for lookup are the dequantized int8 rows.
        q, scale = quantize.quantize_weight(model.embed.weight)
        self.assertTrue(torch.equal(loaded.embedding_table(), q.float() * scale[:, None]))


if __name__ == "__main__":
    unittest.main()
