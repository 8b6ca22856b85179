"""Export a Heed model to ONNX for the onnxruntime-web comparison bench (`npm run bench:ort`).

Two graphs, the usual split for incremental decoding:
  encoder.onnx  src_ids (1, S) int64 -> cross_k_i, cross_v_i (1, H, S, Dh) for every decoder
                layer: the encoder output projected once per sentence, as the engine does.
  step.onnx     token (1,) int64, position (1,) int64, cross K/V, past_k_i, past_v_i
                (1, H, T, Dh) -> log_probs (1, V), present_k_i, present_v_i (1, H, T + 1, Dh):
                one decoder step over a KV cache (T = 0 at the first step).
ids.json        the bench sentences as source ids (+ EOS), tokenised by the model's own
                sentencepiece model, so both engines decode identical inputs.

  /usr/bin/python3 -m models.heed_ref.export_onnx --model build/bench/tiny_random_f32.heed \\
      --out build/bench/onnx
Needs only torch (its exporter writes the protobuf itself; no onnx package).
"""
from __future__ import annotations

import argparse
import json
import math
import os

import sentencepiece as spm
import torch
from torch import nn

from models.heed_ref.export import load_heed
from models.heed_ref.transformer import Transformer

# The sentences of tests/bench/browser/bench.js (and the native bench), written for the bench.
SENTENCES = [
    "Open the file menu and choose save as.",
    "The printer is not connected to this computer.",
    "Please enter your password again to confirm the change.",
    "This package contains the documentation for the library.",
    "An error occurred while downloading the update from the server, so try again later.",
    "Click here.",
    "The selected folder does not exist or you do not have permission to read it.",
    "Settings will be applied after you restart the application.",
    "We walked along the river until the sun went down behind the hills.",
    "Do you want to replace the existing file?",
    "The new version is faster, uses less memory and fixes several bugs reported by users.",
    "Select all",
]


class EncoderGraph(nn.Module):
    def __init__(self, model: Transformer):
        super().__init__()
        self.model = model

    def forward(self, src_ids):                                     # (1, S) int64
        memory, _ = self.model.encode(src_ids, torch.ones_like(src_ids, dtype=torch.bool))
        out = []
        for layer in self.model.decoder.layers:
            k, v = layer.cross_attn.project_kv(memory)              # (1, H, S, Dh) each
            out += [k, v]
        return tuple(out)


class StepGraph(nn.Module):
    def __init__(self, model: Transformer):
        super().__init__()
        self.model = model
        self.register_buffer("pe", model._pe.clone())              # (P, D) sinusoids

    def forward(self, token, position, *kv):
        """token, position: (1,) int64; kv: cross_k/v per layer, then past_k/v per layer."""
        m = self.model
        n = len(m.decoder.layers)
        cross, past = kv[:2 * n], kv[2 * n:]
        d = m.cfg.d_model
        x = m.embedding_table()[token] * math.sqrt(d) + self.pe[position]   # (1, D)
        x = x[:, None, :]                                                    # (1, 1, D)
        everything = torch.ones(1, 1, 1, 1, dtype=torch.bool)
        presents = []
        for i, layer in enumerate(m.decoder.layers):
            k, v = layer.self_attn.project_kv(layer.self_input(x))          # (1, H, 1, Dh)
            k = torch.cat([past[2 * i], k], dim=2)                           # (1, H, T + 1, Dh)
            v = torch.cat([past[2 * i + 1], v], dim=2)
            x, _ = layer(x, k, v, everything, cross[2 * i], cross[2 * i + 1], everything)
            presents += [k, v]
        logits = m.project_output(m.decoder.finish(x))[:, 0, :]             # (1, V)
        return (torch.log_softmax(logits, dim=-1), *presents)


def export(model_path: str, out_dir: str) -> dict:
    cfg, tensors, tokenizer = load_heed(model_path)
    if cfg.weights != "f32":
        raise ValueError("export an f32 model (the int8 file needs the engine's own kernels)")
    model = Transformer(cfg)
    model.load_state_dict(tensors, strict=True)
    model.eval()
    os.makedirs(out_dir, exist_ok=True)
    n = cfg.decoder_layers
    H, Dh = cfg.n_heads, cfg.d_model // cfg.n_heads
    src = torch.tensor([[5, 6, 7, cfg.eos_id]], dtype=torch.int64)
    cross_names = [f"cross_{kv}_{i}" for i in range(n) for kv in ("k", "v")]
    with torch.no_grad():
        torch.onnx.export(EncoderGraph(model), (src,), os.path.join(out_dir, "encoder.onnx"),
                          input_names=["src_ids"], output_names=cross_names, opset_version=14,
                          dynamic_axes={"src_ids": {1: "S"}, **{c: {2: "S"} for c in cross_names}})
        cross = EncoderGraph(model)(src)
        past = [torch.zeros(1, H, 0, Dh) for _ in range(2 * n)]
        past_names = [f"past_{kv}_{i}" for i in range(n) for kv in ("k", "v")]
        present_names = [f"present_{kv}_{i}" for i in range(n) for kv in ("k", "v")]
        token = torch.tensor([cfg.bos_id], dtype=torch.int64)
        position = torch.tensor([0], dtype=torch.int64)
        torch.onnx.export(StepGraph(model), (token, position, *cross, *past),
                          os.path.join(out_dir, "step.onnx"),
                          input_names=["token", "position", *cross_names, *past_names],
                          output_names=["log_probs", *present_names], opset_version=14,
                          dynamic_axes={**{c: {2: "S"} for c in cross_names},
                                        **{p: {2: "T"} for p in past_names},
                                        **{p: {2: "T1"} for p in present_names}})
    sp = spm.SentencePieceProcessor(model_proto=tokenizer)
    meta = {"model": model_path, "layers": n, "heads": H, "d_head": Dh, "bos_id": cfg.bos_id,
            "eos_id": cfg.eos_id, "vocab": cfg.vocab_size,
            "sentences": [sp.encode(s) + [cfg.eos_id] for s in SENTENCES]}
    with open(os.path.join(out_dir, "ids.json"), "w") as f:
        json.dump(meta, f)
    return meta


def greedy_with_step_graph(model: Transformer, src_ids, max_len: int):
    """The greedy loop the bench runs in JS, in torch over the same two wrappers (for tests).
    -> (tokens, log-probs of each chosen token)."""
    enc, step = EncoderGraph(model), StepGraph(model)
    cfg = model.cfg
    H, Dh = cfg.n_heads, cfg.d_model // cfg.n_heads
    with torch.no_grad():
        cross = enc(torch.tensor([src_ids], dtype=torch.int64))
        past = [torch.zeros(1, H, 0, Dh) for _ in range(2 * cfg.decoder_layers)]
        token, out, log_probs_out = cfg.bos_id, [], []
        for pos in range(max_len):
            log_probs, *past = step(torch.tensor([token]), torch.tensor([pos]), *cross, *past)
            token = int(log_probs[0].argmax())
            if token == cfg.eos_id:
                break
            out.append(token)
            log_probs_out.append(float(log_probs[0, token]))
    return out, log_probs_out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default="build/bench/tiny_random_f32.heed")
    ap.add_argument("--out", default="build/bench/onnx")
    args = ap.parse_args(argv)
    meta = export(args.model, args.out)
    print(f"{args.out}: encoder.onnx, step.onnx, ids.json ({len(meta['sentences'])} sentences)")


if __name__ == "__main__":
    main()
