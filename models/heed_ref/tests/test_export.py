import contextlib
import io
import json
import os
import struct
import tempfile
import unittest
import zlib

import torch

from models.heed_ref import export, heed_format, quantize
from models.heed_ref.tests.common import tiny_model

TOKENIZER = bytes(range(256)) * 3 + b"tail"   # odd length: ends the data section unaligned


def expected_names(cfg):
    """FORMAT.md's tensor table, spelled out (f32 file)."""
    names = {"tokenizer.model", "embed.weight", "output.bias"}
    attn = [f"{p}_proj.{w}" for p in "qkvo" for w in ("weight", "bias")]
    ffn = [f"ffn.fc{i}.{w}" for i in (1, 2) for w in ("weight", "bias")]
    for i in range(cfg.encoder_layers):
        pre = f"encoder.layers.{i}."
        names |= {pre + "self_attn." + a for a in attn} | {pre + f for f in ffn}
        names |= {pre + f"norm{n}.{w}" for n in (1, 2) for w in ("weight", "bias")}
    for i in range(cfg.decoder_layers):
        pre = f"decoder.layers.{i}."
        names |= {pre + s + "." + a for s in ("self_attn", "cross_attn") for a in attn}
        names |= {pre + f for f in ffn}
        names |= {pre + f"norm{n}.{w}" for n in (1, 2, 3) for w in ("weight", "bias")}
    if cfg.norm == "pre":
        names |= {f"{s}.final_norm.{w}" for s in ("encoder", "decoder") for w in ("weight", "bias")}
    return names


class ExportTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def path(self, name):
        return os.path.join(self.tmp.name, name)

    def test_f32_round_trip_is_identical(self):
        for norm in ("post", "pre"):
            model = tiny_model(1, norm=norm)
            export.save_model(model, TOKENIZER, self.path("m.heed"))
            cfg, tensors, tok = export.load_heed(self.path("m.heed"))
            self.assertEqual(cfg, model.cfg)
            self.assertEqual(tok, TOKENIZER)
            state = model.state_dict()
            self.assertEqual(set(tensors), set(state))
            self.assertEqual(set(tensors) | {"tokenizer.model"}, expected_names(cfg))
            for name, t in state.items():
                self.assertEqual(tensors[name].dtype, torch.float32, name)
                self.assertTrue(torch.equal(tensors[name], t), name)

    def test_int8_round_trip(self):
        model = tiny_model(2)
        export.save_model(model, TOKENIZER, self.path("q.heed"), int8=True)
        cfg, tensors, _ = export.load_heed(self.path("q.heed"))
        self.assertEqual(cfg.weights, "int8")
        want = quantize.quantize_state_dict(model.state_dict())
        self.assertEqual(set(tensors), set(want))
        for name, t in want.items():
            self.assertEqual(tensors[name].dtype, t.dtype, name)
            self.assertTrue(torch.equal(tensors[name], t), name)
        # Every 2-D weight (embed included) is I8 with a [out] scale; 1-D tensors stay F32.
        for name, t in model.state_dict().items():
            if t.dim() == 2:
                self.assertEqual(tensors[name].dtype, torch.int8, name)
                self.assertEqual(tuple(tensors[name + ".scale"].shape), (t.shape[0],))
            else:
                self.assertEqual(tensors[name].dtype, torch.float32, name)

    def test_layout_alignment_crc_and_metadata(self):
        # Odd widths (not multiples of 16) leave alignment gaps: they must be filled by __pad.*
        for model, int8 in [(tiny_model(3), False), (tiny_model(3), True),
                            (tiny_model(3, d_model=20, d_ff=36), False)]:
            export.save_model(model, TOKENIZER, self.path("m.heed"), int8=int8)
            with open(self.path("m.heed"), "rb") as f:
                blob = f.read()
            (n,) = struct.unpack_from("<Q", blob)
            self.assertEqual((8 + n) % 64, 0, "data section must start at a multiple of 64")
            header = json.loads(blob[8:8 + n])
            meta = header.pop("__metadata__")
            self.assertEqual(meta["heed.format"], "heed-transformer")
            self.assertEqual(meta["heed.format_version"], "1")
            self.assertEqual(json.loads(meta["heed.config"])["weights"], "int8" if int8 else "f32")
            data = blob[8 + n:]
            self.assertRegex(meta["heed.data_crc32"], r"^[0-9a-f]{8}$")
            self.assertEqual(meta["heed.data_crc32"], format(zlib.crc32(data), "08x"))
            spans = sorted(tuple(info["data_offsets"]) for info in header.values())
            for name, info in header.items():  # every real tensor starts 64-aligned
                if not name.startswith("__pad."):
                    self.assertEqual(info["data_offsets"][0] % 64, 0, name)
            # Tensors (with __pad.* fillers) tile the data section (strict safetensors readers).
            self.assertEqual(spans[0][0], 0)
            for (_, end), (start, _) in zip(spans, spans[1:]):
                self.assertEqual(end, start)
            self.assertEqual(spans[-1][1], len(data))
            self.assertEqual(header["tokenizer.model"]["dtype"], "U8")
            self.assertEqual(any(k.startswith("__pad.") for k in header), model.cfg.d_model == 20)
            cfg, tensors, tok = export.load_heed(self.path("m.heed"))
            self.assertEqual(tok, TOKENIZER)
            self.assertFalse(any(k.startswith("__pad.") for k in tensors))

    def test_corruption_is_detected(self):
        export.save_model(tiny_model(4), TOKENIZER, self.path("m.heed"))
        with open(self.path("m.heed"), "r+b") as f:
            f.seek(-100, os.SEEK_END)
            byte = f.read(1)
            f.seek(-100, os.SEEK_END)
            f.write(bytes([byte[0] ^ 0x10]))
        with self.assertRaisesRegex(ValueError, "crc32"):
            export.load_heed(self.path("m.heed"))

    def test_quantize_weight_rules(self):
        w = torch.tensor([[127.0, 0.5, 1.5, 2.5, -2.5, -127.0],    # scale 1: half to even
                          [0.0, 0.0, 0.0, 0.0, 0.0, 0.0],          # zero row: scale 1, q 0
                          [1.0, -0.25, 0.0, 0.0, 0.0, 0.5]])
        q, scale = quantize.quantize_weight(w)
        self.assertEqual(q[0].tolist(), [127, 0, 2, 2, -2, -127])
        self.assertEqual(q[1].tolist(), [0] * 6)
        self.assertEqual(scale[1].item(), 1.0)
        self.assertAlmostEqual(scale[2].item(), 1.0 / 127, places=9)
        self.assertEqual(q[2].tolist(), [127, -32, 0, 0, 0, 64])   # -31.75 -> -32, 63.5 -> 64

    def test_cli_exports_a_checkpoint(self):
        model = tiny_model(5)
        ckpt = {"config": model.cfg.__dict__,
                "model": {k: v.half() for k, v in model.state_dict().items()}}
        torch.save(ckpt, self.path("c.pt"))
        with open(self.path("spm.model"), "wb") as f:
            f.write(TOKENIZER)
        with contextlib.redirect_stdout(io.StringIO()):
            export.main(["--checkpoint", self.path("c.pt"), "--tokenizer", self.path("spm.model"),
                         "--out", self.path("o.heed"), "--int8"])
        cfg, tensors, tok = export.load_heed(self.path("o.heed"))
        self.assertEqual(cfg.weights, "int8")
        self.assertEqual(tok, TOKENIZER)
        self.assertEqual(tensors["embed.weight"].dtype, torch.int8)

    def test_cli_stores_a_shortlist_next_to_unchanged_weights(self):
        import numpy as np
        model = tiny_model(5)
        torch.save({"config": model.cfg.__dict__, "model": model.state_dict()}, self.path("c.pt"))
        with open(self.path("spm.model"), "wb") as f:
            f.write(TOKENIZER)
        vocab = model.cfg.vocab_size
        offsets = np.arange(vocab + 1, dtype=np.int32)               # source s -> [s]
        np.savez(self.path("t.npz"), offsets=offsets, targets=np.arange(vocab, dtype=np.int32),
                 frequent=np.array([2], np.int32))
        common = ["--checkpoint", self.path("c.pt"), "--tokenizer", self.path("spm.model"), "--int8"]
        with contextlib.redirect_stdout(io.StringIO()):
            export.main(common + ["--out", self.path("plain.heed")])
            export.main(common + ["--out", self.path("listed.heed"), "--shortlist", self.path("t.npz")])
        header, data, _ = heed_format.read_raw(self.path("listed.heed"))
        start, end = header["shortlist.offsets"]["data_offsets"]
        self.assertEqual(np.frombuffer(data[start:end], "<i4").tolist(), offsets.tolist())
        self.assertEqual(header["shortlist.targets"]["dtype"], "U16")
        plain, listed = export.load_heed(self.path("plain.heed"))[1], export.load_heed(self.path("listed.heed"))[1]
        self.assertEqual(plain.keys(), listed.keys())
        for name in plain:
            self.assertTrue(torch.equal(plain[name], listed[name]), name)


if __name__ == "__main__":
    unittest.main()
