"""Write and read Heed model files (engine/src/io/FORMAT.md), by hand: no safetensors package.

Layout: u64 little-endian header length N, N bytes of JSON padded with spaces so the data
section starts at a multiple of 64, then the data section. Every tensor starts at a multiple of
64 inside it. Tensors are laid out in name order with `tokenizer.model` (the only tensor of
arbitrary byte length) last: when D, F and V are multiples of 16 every other tensor's byte size
is a multiple of 64, so there are no gaps between tensors and strict safetensors readers (which
require the tensors to tile the data section) accept the file too.

CLI:
  /usr/bin/python3 -m models.heed_ref.export --checkpoint ckpt.pt --tokenizer spm.model \
      --out model.heed [--int8]
The checkpoint is a torch.save'd dict {"config": {...HeedConfig keys...}, "model": state_dict}
(fp16 or fp32 weights); --config FILE.json may supply the config when the checkpoint is a bare
state_dict.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import struct
import zlib
from typing import Dict, Tuple

import numpy as np
import torch

from models.heed_ref.transformer import HeedConfig, Transformer

ALIGN = 64
FORMAT_NAME = "heed-transformer"
FORMAT_VERSION = "1"
TOKENIZER = "tokenizer.model"

_DTYPE_NAMES = {torch.float32: "F32", torch.int8: "I8", torch.uint8: "U8", torch.int32: "I32"}
_NUMPY_OF = {"F32": np.dtype("<f4"), "I8": np.dtype("i1"), "U8": np.dtype("u1"), "U16": np.dtype("<u2"),
             "I32": np.dtype("<i4")}
SHORTLIST_PREFIX = "shortlist."  # the optional lexical table (models/shortlist.py)


def is_quantized_weight(name: str, tensor: torch.Tensor) -> bool:
    """Every 2-D weight is int8 in an int8 file: *_proj.weight, fc1/fc2.weight, embed.weight."""
    return name.endswith(".weight") and tensor.dim() == 2


def quantize_weight(w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    """Symmetric per-output-channel int8. w: (out, in) fp32 -> q int8 (out, in), scale (out,).
    scale = max|row| / 127 (1 for a zero row); q = round_half_even(w / scale) clamped to +-127."""
    w = w.detach().to(torch.float32)
    amax = w.abs().amax(dim=1)                                     # (out,)
    scale = torch.where(amax > 0, amax / 127.0, torch.ones_like(amax))
    q = torch.round(w / scale[:, None]).clamp(-127, 127)           # torch.round: half to even
    return q.to(torch.int8), scale


def quantize_state_dict(state: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
    """fp32 state dict -> the tensors of an int8 file (each 2-D weight -> I8 + `.scale`)."""
    out = {}
    for name, t in state.items():
        t = t.detach().to(torch.float32)
        if is_quantized_weight(name, t):
            out[name], out[name + ".scale"] = quantize_weight(t)
        else:
            out[name] = t
    return out


def _tensor_bytes(t: torch.Tensor) -> bytes:
    return t.detach().contiguous().cpu().numpy().astype(_NUMPY_OF[_DTYPE_NAMES[t.dtype]]).tobytes()


def write_heed(path: str, cfg: HeedConfig, state: Dict[str, torch.Tensor],
               tokenizer_bytes: bytes, int8: bool = False) -> None:
    """state: fp32 state_dict of a Transformer (names as FORMAT.md). Writes f32 or int8."""
    cfg = dataclasses.replace(cfg, weights="int8" if int8 else "f32")
    tensors = quantize_state_dict(state) if int8 else {k: v.detach().float() for k, v in state.items()}
    tensors[TOKENIZER] = torch.from_numpy(np.frombuffer(tokenizer_bytes, dtype=np.uint8).copy())
    write_tensors(path, cfg.to_json(), {name: (_DTYPE_NAMES[t.dtype], list(t.shape), _tensor_bytes(t))
                                        for name, t in tensors.items()})


def write_tensors(path: str, config_json: str, tensors: Dict[str, Tuple[str, list, bytes]]) -> None:
    """Lays out final tensors {name: (dtype, shape, raw little-endian bytes)} (FORMAT.md)."""
    names = sorted(n for n in tensors if n != TOKENIZER) + ([TOKENIZER] if TOKENIZER in tensors else [])
    header: Dict[str, object] = {}
    chunks, offset = [], 0
    for name in names:
        if offset % ALIGN:
            # Fill the gap up to 64 with a named U8 tensor of zeros: strict safetensors readers
            # require the tensors to tile the data section (FORMAT.md, constraint 1).
            gap = ALIGN - offset % ALIGN
            header[f"__pad.{len(header)}"] = {"dtype": "U8", "shape": [gap],
                                             "data_offsets": [offset, offset + gap]}
            chunks.append(b"\0" * gap)
            offset += gap
        dtype, shape, data = tensors[name]
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    data_section = b"".join(chunks)
    meta = {"heed.format": FORMAT_NAME, "heed.format_version": FORMAT_VERSION,
            "heed.config": config_json,
            "heed.data_crc32": format(zlib.crc32(data_section) & 0xFFFFFFFF, "08x")}
    text = json.dumps({"__metadata__": meta, **header}, separators=(",", ":")).encode("utf-8")
    text += b" " * (-(8 + len(text)) % ALIGN)                       # data starts at 64k bytes
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        f.write(data_section)


def save_model(model: Transformer, tokenizer_bytes: bytes, path: str, int8: bool = False) -> None:
    write_heed(path, model.cfg, model.state_dict(), tokenizer_bytes, int8=int8)


def read_raw(path: str):
    """-> (header dict incl. __metadata__, data section bytes, data section file offset)."""
    with open(path, "rb") as f:
        blob = f.read()
    (n,) = struct.unpack_from("<Q", blob, 0)
    if 8 + n > len(blob):
        raise ValueError(f"{path}: header length {n} exceeds file size {len(blob)}")
    return json.loads(blob[8:8 + n].decode("utf-8")), blob[8 + n:], 8 + n


def load_heed(path: str):
    """-> (HeedConfig, {name: tensor} (I8 stays int8, `.scale` F32), tokenizer bytes).
    Checks format name, version and CRC-32 like the engine does."""
    header, data, _ = read_raw(path)
    meta = header.pop("__metadata__", {})
    if meta.get("heed.format") != FORMAT_NAME:
        raise ValueError(f"{path}: not a Heed model (heed.format={meta.get('heed.format')!r})")
    if meta.get("heed.format_version") != FORMAT_VERSION:
        raise ValueError(f"{path}: format version {meta.get('heed.format_version')!r}, "
                         f"this reader knows {FORMAT_VERSION!r}")
    crc = format(zlib.crc32(data) & 0xFFFFFFFF, "08x")
    if meta.get("heed.data_crc32") != crc:
        raise ValueError(f"{path}: data crc32 {crc} != recorded {meta.get('heed.data_crc32')}")
    cfg = HeedConfig.from_json(meta["heed.config"])
    tensors, tokenizer = {}, b""
    for name, info in header.items():
        start, end = info["data_offsets"]
        if name == TOKENIZER:
            tokenizer = bytes(data[start:end])
            continue
        if name.startswith("__pad.") or name.startswith(SHORTLIST_PREFIX):
            continue  # the shortlist is for decoding, not part of the network
        arr = np.frombuffer(data[start:end], dtype=_NUMPY_OF[info["dtype"]]).reshape(info["shape"])
        tensors[name] = torch.from_numpy(arr.copy())
    return cfg, tensors, tokenizer


def load_model(path: str):
    """A runnable model from a file: Transformer for f32, the int8 simulation for int8."""
    cfg, tensors, tokenizer = load_heed(path)
    if cfg.weights == "int8":
        from models.heed_ref.quant_sim import QuantTransformer
        return QuantTransformer(cfg, tensors), tokenizer
    model = Transformer(cfg)
    model.load_state_dict(tensors, strict=True)
    return model.eval(), tokenizer


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description="Export a reference checkpoint to a Heed model file")
    ap.add_argument("--checkpoint", required=True, help="torch.save'd {'config', 'model'}")
    ap.add_argument("--tokenizer", required=True, help="sentencepiece .model file")
    ap.add_argument("--config", help="JSON config, when the checkpoint has none")
    ap.add_argument("--out", required=True)
    ap.add_argument("--int8", action="store_true", help="int8 per-channel 2-D weights")
    ap.add_argument("--shortlist", metavar="TABLE.npz",
                    help="also store this lexical shortlist (models/shortlist.py build; FORMAT.md)")
    args = ap.parse_args(argv)
    ckpt = torch.load(args.checkpoint, map_location="cpu")
    if args.config:
        with open(args.config) as f:
            cfg = HeedConfig(**json.load(f))
    else:
        cfg = HeedConfig(**ckpt["config"])
    state = ckpt["model"] if isinstance(ckpt, dict) and "model" in ckpt else ckpt
    model = Transformer(cfg)
    model.load_state_dict({k: v.float() for k, v in state.items()}, strict=True)  # checks names
    with open(args.tokenizer, "rb") as f:
        tok = f.read()
    save_model(model, tok, args.out, int8=args.int8)
    if args.shortlist:
        # Added after writing, by the same code that adds a table to a shipped file, so a model
        # exported with a table has exactly the weights of one exported without.
        from models.shortlist import add_to_model, load_table
        add_to_model(args.out, load_table(args.shortlist), args.out)
    print(f"wrote {args.out} ({'int8' if args.int8 else 'f32'} weights"
          f"{', shortlist ' + args.shortlist if args.shortlist else ''})")


if __name__ == "__main__":
    main()
