"""export_onnx.py's graph wrappers decode exactly like the reference, and the export runs."""
import os
import tempfile
import unittest

import torch

from models.heed_ref import export_onnx, search
from models.heed_ref.tests.common import random_source, tiny_model


class OnnxWrappersTest(unittest.TestCase):
    def test_step_graph_loop_equals_reference_greedy(self):
        for norm in ("post", "pre"):
            model = tiny_model(seed=3, norm=norm)
            for seed in range(4):
                src = random_source(seed, 5 + seed, model.cfg)
                want = search.greedy(model, src, max_length=12)
                got, log_probs = export_onnx.greedy_with_step_graph(model, src, 12)
                self.assertEqual(got, want.tokens, f"{norm} seed {seed}")
                # Random weights repeat one token, but its log-prob changes with the position
                # and the cache: these pin every step's computation.
                for a, b in zip(log_probs, want.log_probs):
                    self.assertAlmostEqual(a, b, delta=1e-5)
                self.assertGreater(len(set(round(x, 4) for x in log_probs)), 3)

    def test_int8_step_graph_loop_equals_its_own_greedy(self):
        # The int8 graphs (onnxruntime's dynamic quantization of the file's int8 weights): the
        # step wrapper decodes exactly what the reference search decodes with the same layers,
        # and stays close to the engine's int8 numerics (quant_sim), whose activations are
        # quantized per row, symmetric, instead of per tensor, asymmetric.
        from models.heed_ref.quant_sim import QuantTransformer
        for norm in ("post", "pre"):
            base = tiny_model(seed=3, norm=norm)
            engine = QuantTransformer.from_float(base)
            ort = export_onnx.ort_int8_model(QuantTransformer.from_float(base))
            agree = 0
            for seed in range(4):
                src = random_source(seed, 5 + seed, base.cfg)
                want = search.greedy(ort, src, max_length=12)
                got, log_probs = export_onnx.greedy_with_step_graph(ort, src, 12)
                self.assertEqual(got, want.tokens, f"{norm} seed {seed}")
                for a, b in zip(log_probs, want.log_probs):
                    self.assertAlmostEqual(a, b, delta=1e-5)
                agree += got == search.greedy(engine, src, max_length=12).tokens
            self.assertGreaterEqual(agree, 3, norm)

    def test_int8_linear_is_dynamic_quantization(self):
        from models.heed_ref.quantize import quantize_weight
        g = torch.Generator().manual_seed(0)
        w, b = torch.randn(24, 40, generator=g), torch.randn(24, generator=g)
        x = torch.randn(3, 5, 40, generator=g) + 0.5                # not centred: zero point != 0
        q, scale = quantize_weight(w)
        y = export_onnx.OrtInt8Linear(q, scale, b)(x)
        exact = x @ (q.float() * scale[:, None]).t() + b            # only x's rounding differs
        step = (x.max() - x.min()) / 255
        bound = 0.5 * step * (q.float() * scale[:, None]).abs().sum(dim=1) + 1e-4
        self.assertTrue(bool(((y - exact).abs() <= bound).all()))
        self.assertGreater(float((y - exact).abs().max()), 0)       # it did quantize

    def test_export_writes_both_graphs_and_the_ids(self):
        from models.heed_ref.export import save_model
        import sentencepiece as spm
        import io
        model = tiny_model(seed=1)
        proto = io.BytesIO()
        words = ["alpha beta gamma delta epsilon zeta eta theta iota kappa"] * 50
        spm.SentencePieceTrainer.train(sentence_iterator=iter(words), model_writer=proto,
                                       vocab_size=model.cfg.vocab_size, model_type="char",
                                       pad_id=0, bos_id=1, eos_id=2, unk_id=3, minloglevel=2)
        for int8 in (False, True):
            with tempfile.TemporaryDirectory() as tmp:
                path = os.path.join(tmp, "m.heed")
                save_model(model, proto.getvalue(), path, int8=int8)
                try:
                    meta = export_onnx.export(path, tmp)
                except (RuntimeError, ImportError) as e:  # an exporter-less torch build
                    self.skipTest(f"torch.onnx.export unavailable: {e}")
                export_onnx.export_parts(path, os.path.join(tmp, "parts"))
                for name in ("encoder.onnx", "step.onnx", "ids.json", "parts/projection.onnx",
                             "parts/cache.onnx"):
                    self.assertGreater(os.path.getsize(os.path.join(tmp, name)), 0)
                self.assertEqual(meta["weights"], "int8" if int8 else "f32")
                self.assertEqual(len(meta["sentences"]), len(export_onnx.SENTENCES))
                self.assertTrue(all(s[-1] == model.cfg.eos_id for s in meta["sentences"]))
                with open(os.path.join(tmp, "step.onnx"), "rb") as f:
                    graph = f.read()
                # The op names are strings in the protobuf; no onnx package needed to look.
                self.assertEqual(b"MatMulInteger" in graph, int8)
                self.assertEqual(b"DynamicQuantizeLinear" in graph, int8)


if __name__ == "__main__":
    unittest.main()
