"""Training-side pieces: lr schedule, loss, batching/resume, and a tiny end-to-end run
(tokenizer -> train -> average -> int8 export -> reference decode) on a made-up corpus.

Run from the repo root: /usr/bin/python3 -m unittest discover -s models/tests -t .
"""
import itertools
import os
import random
import shutil
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import torch
import torch.nn.functional as F

from models import tokenizer, train
from models.heed_ref.transformer import HeedConfig

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def toy_corpus(d: str, n_train: int = 160):
    """Imperative UI phrases with a fixed word-for-word Spanish pattern (written for this test)."""
    verbs = [("Open", "Abrir"), ("Close", "Cerrar"), ("Save", "Guardar"), ("Delete", "Borrar"),
             ("Copy", "Copiar"), ("Print", "Imprimir")]
    nouns = [("file", "archivo"), ("window", "panel"), ("folder", "directorio"), ("photo", "retrato"),
             ("note", "mensaje"), ("list", "listado")]
    adjs = [("new", "nuevo"), ("old", "viejo"), ("current", "actual"), ("last", "último"), ("big", "grande")]
    rows = [(f"{v} the {a} {n}", f"{ve} el {ne} {ae}")
            for (v, ve), (n, ne), (a, ae) in itertools.product(verbs, nouns, adjs)]
    random.Random(0).shuffle(rows)
    os.makedirs(d, exist_ok=True)
    parts = {"train": rows[:n_train], "dev": rows[n_train:n_train + 10], "test": rows[n_train + 10:n_train + 20]}
    for name, rr in parts.items():
        with open(os.path.join(d, name + ".tsv"), "w", encoding="utf-8") as f:
            for i, (en, es) in enumerate(rr):
                f.write(f"toy:pkg{i % 2}\t{en}\t{es}\n")
    return parts


class ScheduleAndLossTest(unittest.TestCase):
    def test_lr_warmup_peak_and_decay(self):
        # peak at step == warmup: d^-0.5 * warmup^-0.5
        self.assertAlmostEqual(train.lr_at(4000, 256, 4000, 1.0), 256 ** -0.5 * 4000 ** -0.5)
        self.assertAlmostEqual(train.lr_at(400, 256, 4000, 1.0), 256 ** -0.5 * 400 * 4000 ** -1.5)
        self.assertAlmostEqual(train.lr_at(16000, 256, 4000, 2.0), 2 * 256 ** -0.5 * 16000 ** -0.5)
        self.assertGreater(train.lr_at(1, 256, 4000, 1.0), 0)

    def test_smoothed_loss_matches_torch(self):
        torch.manual_seed(0)
        logits = torch.randn(12, 7)
        target = torch.tensor([1, 2, 0, 3, 4, 5, 6, 0, 1, 2, 3, 4])      # 0 = pad
        loss, nll, n = train.smoothed_loss(logits, target, pad=0, eps=0.1)
        ref = F.cross_entropy(logits, target, ignore_index=0, label_smoothing=0.1, reduction="sum")
        self.assertEqual(n, 10)
        self.assertAlmostEqual(float(loss), float(ref), places=4)
        self.assertAlmostEqual(float(nll), float(F.cross_entropy(logits, target, ignore_index=0, reduction="sum")), places=4)


class Bf16ChoiceTest(unittest.TestCase):
    def test_modes(self):
        cpu = torch.device("cpu")
        self.assertTrue(train.wants_bf16("on", cpu, native_bf16=lambda: False))
        self.assertFalse(train.wants_bf16("off", cpu, native_bf16=lambda: True))
        self.assertTrue(train.wants_bf16("auto", cpu, native_bf16=lambda: True))
        self.assertFalse(train.wants_bf16("auto", cpu, native_bf16=lambda: False))

    def test_native_bf16_read_from_cpu_flags(self):
        with tempfile.TemporaryDirectory() as d:
            info = os.path.join(d, "cpuinfo")
            with open(info, "w") as f:
                f.write("processor\t: 0\nflags\t\t: fpu sse2 avx512f amx_bf16 amx_tile amx_int8\n")
            self.assertTrue(train.cpu_has_native_bf16(info))
            with open(info, "w") as f:
                f.write("processor\t: 0\nflags\t\t: fpu sse2 avx2 fma\n")
            self.assertFalse(train.cpu_has_native_bf16(info))
            with open(info, "w") as f:
                f.write("processor\t: 0\nflags\t\t: fpu sse2 avx512f avx512_bf16 avx512_vnni\n")
            self.assertTrue(train.cpu_has_native_bf16(info))
            self.assertFalse(train.cpu_has_native_bf16(os.path.join(d, "missing")))

    def test_bf16_forward_close_to_fp32(self):
        # The same tiny model under CPU bf16 autocast gives nearly the fp32 loss: what a
        # fine-tuning run on an AMX machine optimises is the same objective.
        torch.manual_seed(0)
        from models.heed_ref.transformer import Transformer
        cfg = HeedConfig(vocab_size=50, d_model=32, n_heads=4, d_ff=64, encoder_layers=1, decoder_layers=1)
        m = Transformer(cfg, dropout=0.0).eval()
        src = torch.randint(4, 50, (2, 7))
        tgt = torch.randint(4, 50, (2, 5))
        with torch.no_grad():
            ref = train.smoothed_loss(m(src, tgt).reshape(-1, 50), tgt.reshape(-1), 0, 0.1)[0]
            with torch.autocast("cpu", dtype=torch.bfloat16):
                low = m(src, tgt)
            got = train.smoothed_loss(low.reshape(-1, 50), tgt.reshape(-1), 0, 0.1)[0]
        self.assertEqual(low.dtype, torch.bfloat16)
        self.assertLess(abs(float(got) - float(ref)) / float(ref), 0.02)


class BatchingTest(unittest.TestCase):
    def setUp(self):
        rng = np.random.default_rng(3)
        n = 500
        self.sl = rng.integers(1, 30, n)
        self.tl = rng.integers(1, 30, n)
        mk = lambda lens: train.Side(rng.integers(4, 100, int(lens.sum())).astype(np.uint16), lens.astype(np.uint16))
        self.src, self.tgt = mk(self.sl), mk(self.tl)

    def test_token_cap_and_coverage(self):
        batches = train.make_batches(self.src, self.tgt, 200, 25, seed=1, epoch=0)
        seen = np.concatenate(batches)
        keep = np.nonzero((self.sl + 1 <= 25) & (self.tl + 1 <= 25))[0]
        self.assertEqual(sorted(seen.tolist()), sorted(keep.tolist()))   # each kept pair once
        for b in batches:
            self.assertLessEqual(len(b) * int((self.tl[b] + 1).max()), 200)

    def test_deterministic_per_epoch(self):
        a = train.make_batches(self.src, self.tgt, 200, 25, seed=1, epoch=2)
        b = train.make_batches(self.src, self.tgt, 200, 25, seed=1, epoch=2)
        c = train.make_batches(self.src, self.tgt, 200, 25, seed=1, epoch=3)
        self.assertTrue(all(np.array_equal(x, y) for x, y in zip(a, b)))
        self.assertFalse(all(len(x) == len(y) and np.array_equal(x, y) for x, y in zip(a, c)))

    def test_collate(self):
        cfg = HeedConfig(vocab_size=100)
        idx = np.array([0, 1, 2])
        s, ti, to = train.collate(self.src, self.tgt, idx, cfg)
        self.assertEqual(s.shape, (3, int(self.sl[idx].max()) + 1))
        self.assertEqual(ti.shape, to.shape)
        for b, i in enumerate(idx):
            L = int(self.tl[i])
            self.assertEqual(int(ti[b, 0]), cfg.bos_id)
            self.assertEqual(int(to[b, L]), cfg.eos_id)
            self.assertEqual(ti[b, 1:L + 1].tolist(), to[b, :L].tolist())   # shifted by one
            self.assertEqual(int(s[b, int(self.sl[i])]), cfg.eos_id)


@unittest.skipIf(shutil.which("spm_train") is None, "Debian's sentencepiece tools (spm_train) not installed")
class TinyEndToEndTest(unittest.TestCase):
    """Tokenizer + 60 training steps + averaging + int8 export + loading, in a temp dir."""

    def test_pipeline_pieces(self):
        tmp = tempfile.mkdtemp(prefix="heed_test_")
        try:
            corpus, tok, run = (os.path.join(tmp, x) for x in ("corpus", "tok", "run"))
            toy_corpus(corpus)
            tokenizer.main(["all", "--corpus", corpus, "--out", tok, "--vocab", "400", "--soft-vocab"])
            z = np.load(os.path.join(tok, "train.npz"))
            self.assertEqual(z["en"].dtype, np.uint16)
            self.assertEqual(len(z["en_len"]), 160)
            common = ["--tok", tok, "--run", run, "--d-model", "32", "--heads", "2", "--d-ff", "64",
                      "--enc-layers", "1", "--dec-layers", "1", "--max-tokens", "600", "--warmup", "20",
                      "--lr-scale", "2", "--log-every", "10", "--snapshot-steps", "10", "--avg-k", "2",
                      "--eval-minutes", "1000", "--eval-sents", "5", "--threads", "1", "--dropout", "0"]
            self.assertEqual(train.main(common + ["--max-steps", "30", "--no-resume"]), 0)
            first = torch.load(os.path.join(run, "ckpt_last.pt"))
            self.assertEqual(first["step"], 30)
            # resuming continues from step 30 with the saved data position
            self.assertEqual(train.main(common + ["--max-steps", "60"]), 0)
            second = torch.load(os.path.join(run, "ckpt_last.pt"))
            self.assertEqual(second["step"], 60)
            self.assertTrue(os.path.exists(os.path.join(run, "avg.pt")))
            self.assertTrue(os.path.exists(os.path.join(run, "dev.jsonl")))

            out = os.path.join(run, "m.heed")
            subprocess.run([sys.executable, "-m", "models.heed_ref.export", "--checkpoint",
                            os.path.join(run, "avg.pt"), "--tokenizer", os.path.join(tok, "spm.model"),
                            "--out", out, "--int8"], check=True, cwd=ROOT, capture_output=True)
            from models.heed_ref.export import load_model
            model, tok_bytes = load_model(out)
            self.assertEqual(model.cfg.weights, "int8")
            self.assertEqual(model.cfg.norm, "pre")
            with open(os.path.join(tok, "spm.model"), "rb") as f:
                self.assertEqual(tok_bytes, f.read())

            # fine-tuning starts from the int8 file's dequantized weights, with its config
            from models.heed_ref.export import load_float_state
            cfg, start, _ = load_float_state(out)
            avg = torch.load(os.path.join(run, "avg.pt"))["model"]
            for name, t in avg.items():                           # int8 error <= half a step per row
                self.assertLess(float((start[name] - t.float()).abs().max()),
                                float(t.float().abs().max()) / 127 + 1e-6, name)
            # A shipped file also carries lookup tables (known words): not weights, left out.
            from models.heed_ref.heed_format import read_tensors, write_tensors
            config, tensors = read_tensors(out)
            tensors["words.known"] = ("U8", [4], bytes([1, 0, 0, 0]))
            write_tensors(out, config, tensors)
            tuned = os.path.join(tmp, "tuned")
            self.assertEqual(train.main(["--tok", tok, "--run", tuned, "--init-from", out, "--max-steps", "1",
                                         "--lr-scale", "1e-9", "--eval-minutes", "0", "--threads", "1",
                                         "--no-resume"]), 0)
            ck = torch.load(os.path.join(tuned, "ckpt_last.pt"))
            self.assertEqual(ck["config"]["d_model"], 32)                  # from the file, not the flags' 256
            self.assertEqual(ck["config"]["weights"], "f32")
            for name, t in start.items():
                self.assertTrue(torch.allclose(ck["model"][name], t, atol=1e-5), name)
            with self.assertRaises(SystemExit) as wrong:
                train.main(["--tok", tok, "--run", tuned, "--init-from", out, "--direction", "es-en",
                            "--max-steps", "1", "--no-resume"])
            self.assertIn("translates en-es, not es-en", str(wrong.exception))

            parts = train.save_fp16_parts(os.path.join(run, "avg.pt"), os.path.join(tmp, "parts"), max_bytes=20000)
            self.assertGreater(len(parts), 1)
            train.join_parts(parts, os.path.join(tmp, "joined.pt"))
            a = torch.load(os.path.join(run, "avg.pt"))["model"]
            b = torch.load(os.path.join(tmp, "joined.pt"))["model"]
            self.assertEqual(set(a), set(b))
            for k in a:
                self.assertTrue(torch.allclose(a[k], b[k], atol=1e-2, rtol=1e-3))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    unittest.main()
