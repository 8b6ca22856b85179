"""Export a reference model to a Heed model file and load one back as a runnable model. The
bytes on disk are models/heed_ref/heed_format.py's; the int8 weights models/heed_ref/quantize.py's.

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
from typing import Dict

import numpy as np
import torch

from models.heed_ref.heed_format import NUMPY_OF, SHORTLIST_PREFIX, TOKENIZER, read_checked, write_tensors
from models.heed_ref.quant_sim import QuantTransformer
from models.heed_ref.quantize import quantize_state_dict
from models.heed_ref.transformer import HeedConfig, Transformer
from models.shortlist import add_to_model, load_table

_DTYPE_NAMES = {torch.float32: "F32", torch.int8: "I8", torch.uint8: "U8", torch.int32: "I32"}


def _tensor_bytes(t: torch.Tensor) -> bytes:
    return t.detach().contiguous().cpu().numpy().astype(NUMPY_OF[_DTYPE_NAMES[t.dtype]]).tobytes()


def write_heed(path: str, cfg: HeedConfig, state: Dict[str, torch.Tensor],
               tokenizer_bytes: bytes, int8: bool = False) -> None:
    """state: fp32 state_dict of a Transformer (names as FORMAT.md). Writes f32 or int8."""
    cfg = dataclasses.replace(cfg, weights="int8" if int8 else "f32")
    tensors = quantize_state_dict(state) if int8 else {k: v.detach().float() for k, v in state.items()}
    tensors[TOKENIZER] = torch.from_numpy(np.frombuffer(tokenizer_bytes, dtype=np.uint8).copy())
    write_tensors(path, cfg.to_json(), {name: (_DTYPE_NAMES[t.dtype], list(t.shape), _tensor_bytes(t))
                                        for name, t in tensors.items()})


def save_model(model: Transformer, tokenizer_bytes: bytes, path: str, int8: bool = False) -> None:
    write_heed(path, model.cfg, model.state_dict(), tokenizer_bytes, int8=int8)


def load_heed(path: str):
    """-> (HeedConfig, {name: tensor} (I8 stays int8, `.scale` F32), tokenizer bytes).
    Checks format name, version and CRC-32 like the engine does."""
    meta, header, data = read_checked(path)
    cfg = HeedConfig.from_json(meta["heed.config"])
    tensors, tokenizer = {}, b""
    for name, info in header.items():
        start, end = info["data_offsets"]
        if name == TOKENIZER:
            tokenizer = bytes(data[start:end])
            continue
        if name.startswith(("__pad.", SHORTLIST_PREFIX, "glossary.", "words.")):
            continue  # the shortlist, the glossary and the known words are for decoding, not the network
        arr = np.frombuffer(data[start:end], dtype=NUMPY_OF[info["dtype"]]).reshape(info["shape"])
        tensors[name] = torch.from_numpy(arr.copy())
    return cfg, tensors, tokenizer


def load_float_state(path: str):
    """-> (HeedConfig with weights "f32", fp32 state_dict for Transformer, tokenizer bytes).
    int8 weights come back dequantized (q * per-row scale): the start of a fine-tuning run."""
    cfg, tensors, tokenizer = load_heed(path)
    state = {}
    for name, t in tensors.items():
        if name.endswith(".scale"):
            continue
        scale = tensors.get(name + ".scale")
        if t.dtype == torch.int8:
            if scale is None:
                raise ValueError(f"{path}: int8 tensor {name} has no {name}.scale")
            t = t.to(torch.float32) * scale.to(torch.float32).reshape(-1, *([1] * (t.dim() - 1)))
        state[name] = t.to(torch.float32)
    return dataclasses.replace(cfg, weights="f32"), state, tokenizer


def load_model(path: str):
    """A runnable model from a file: Transformer for f32, the int8 simulation for int8."""
    cfg, tensors, tokenizer = load_heed(path)
    if cfg.weights == "int8":
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
        add_to_model(args.out, load_table(args.shortlist), args.out)
    print(f"wrote {args.out} ({'int8' if args.int8 else 'f32'} weights"
          f"{', shortlist ' + args.shortlist if args.shortlist else ''})")


if __name__ == "__main__":
    main()
