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

Given an int8 Heed file (--model build/bench/tiny_random_int8.heed --out build/bench/onnx/int8)
the same graphs come out int8 in the form onnxruntime's own dynamic quantizer writes
(quantize_dynamic, QOperator format), which this machine cannot install: every Linear and the
output projection become DynamicQuantizeLinear (uint8 activations, per tensor) -> MatMulInteger
(the file's int8 weights, zero point 0) -> Cast -> Mul (activation scale x per-column weight
scale) -> Add bias, the pattern onnxruntime fuses into its DynamicQuantizeMatMul kernel. The
embedding lookup reads the dequantized table in fp32.
"""
from __future__ import annotations

import argparse
import json
import math
import os
from pathlib import Path

import sentencepiece as spm
import torch
from torch import nn

from models.heed_ref.export import load_heed
from models.heed_ref.transformer import Transformer

# The bench sentences, shared with the native and browser benches (one per line).
BENCH_SENTENCES_FILE = Path(__file__).resolve().parents[2] / "engine" / "tools" / "bench_sentences.txt"
SENTENCES = [line for line in BENCH_SENTENCES_FILE.read_text(encoding="utf-8").splitlines() if line]


class _OrtDynamicInt8Linear(torch.autograd.Function):
    """y = x W^T + b with W int8 and x quantized on the fly as ONNX's DynamicQuantizeLinear
    does (uint8, asymmetric, one scale per tensor); exported as the QOperator pattern of
    onnxruntime's quantize_dynamic. forward computes the same numbers in torch, for the tests."""

    @staticmethod
    def forward(ctx, x, w_t, w_zero, w_scale, bias):  # x (..., K); w_t (K, N) int8; w_scale (N,)
        lo = torch.clamp(x.min(), max=0.0)
        hi = torch.clamp(x.max(), min=0.0)
        scale = (hi - lo) / 255.0
        scale = torch.where(scale > 0, scale, torch.ones_like(scale))
        zero = torch.clamp(torch.round(-lo / scale), 0, 255)
        xq = torch.clamp(torch.round(x / scale) + zero, 0, 255)
        # float64 holds every int32 accumulator exactly.
        acc = ((xq - zero).to(torch.float64) @ w_t.to(torch.float64)).to(torch.float32)
        return acc * (scale * w_scale) + bias

    @staticmethod
    def symbolic(g, x, w_t, w_zero, w_scale, bias):
        xq, x_scale, x_zero = g.op("DynamicQuantizeLinear", x, outputs=3)
        acc = g.op("MatMulInteger", xq, w_t, x_zero, w_zero)
        acc = g.op("Cast", acc, to_i=1)                             # TensorProto.FLOAT
        return g.op("Add", g.op("Mul", acc, g.op("Mul", x_scale, w_scale)), bias)


class OrtInt8Linear(nn.Module):
    """Replaces quant_sim.QuantLinear (the file's int8 weight (N, K), scale (N,), bias)."""

    def __init__(self, w_q: torch.Tensor, w_scale: torch.Tensor, bias: torch.Tensor):
        super().__init__()
        self.register_buffer("w_t", w_q.to(torch.int8).t().contiguous())     # (K, N)
        self.register_buffer("w_zero", torch.zeros((), dtype=torch.int8))
        self.register_buffer("w_scale", w_scale.to(torch.float32).clone())
        self.register_buffer("bias", bias.to(torch.float32).clone())

    def forward(self, x):
        return _OrtDynamicInt8Linear.apply(x, self.w_t, self.w_zero, self.w_scale, self.bias)


def ort_int8_model(model):
    """quant_sim.QuantTransformer -> the same model with onnxruntime's dynamic int8 linears
    (in place). The embedding table is dequantized once, not at every lookup."""
    from models.heed_ref.quant_sim import QuantLinear
    for name, mod in list(model.named_modules()):
        if isinstance(mod, QuantLinear) and name != "output_linear":
            parent_name, _, child = name.rpartition(".")
            setattr(model.get_submodule(parent_name), child,
                    OrtInt8Linear(mod.weight, mod.scale, mod.bias))
    out = model.output_linear
    table = (out.weight.to(torch.float32) * out.scale[:, None]).detach()   # (V, D)
    proj = OrtInt8Linear(out.weight, out.scale, out.bias)
    model.ort_output = proj
    model.embedding_table = lambda: table
    model.project_output = lambda h: proj(h)
    return model


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


def _load(model_path: str):
    cfg, tensors, tokenizer = load_heed(model_path)
    if cfg.weights == "int8":
        from models.heed_ref.quant_sim import QuantTransformer
        model = ort_int8_model(QuantTransformer(cfg, tensors))
    else:
        model = Transformer(cfg)
        model.load_state_dict(tensors, strict=True)
    return model.eval(), tokenizer


def export(model_path: str, out_dir: str) -> dict:
    model, tokenizer = _load(model_path)
    cfg = model.cfg
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
    meta = {"model": model_path, "weights": cfg.weights, "layers": n, "heads": H, "d_head": Dh, "bos_id": cfg.bos_id,
            "eos_id": cfg.eos_id, "vocab": cfg.vocab_size,
            "sentences": [sp.encode(s) + [cfg.eos_id] for s in SENTENCES]}
    with open(os.path.join(out_dir, "ids.json"), "w") as f:
        json.dump(meta, f)
    return meta


class ProjectionGraph(nn.Module):
    """The step's last piece alone: decoder output h (1, 1, D) -> log_probs (1, V)."""

    def __init__(self, model: Transformer):
        super().__init__()
        self.model = model

    def forward(self, h):
        return torch.log_softmax(self.model.project_output(h)[:, 0, :], dim=-1)


class CacheGraph(nn.Module):
    """The step's KV-cache traffic alone: past_k/v per layer in, each grown by one position out,
    no arithmetic. Timing it in onnxruntime shows what passing the cache through costs."""

    def __init__(self, heads: int, d_head: int):
        super().__init__()
        self.register_buffer("new", torch.zeros(1, heads, 1, d_head))   # the new position

    def forward(self, *past):
        return tuple(torch.cat([p, self.new], dim=2) for p in past)


def export_parts(model_path: str, out_dir: str) -> None:
    """parts/projection.onnx and parts/cache.onnx, for tests/bench/ort/ort_parts.html."""
    model, _ = _load(model_path)
    cfg = model.cfg
    n, H, Dh = cfg.decoder_layers, cfg.n_heads, cfg.d_model // cfg.n_heads
    os.makedirs(out_dir, exist_ok=True)
    past_names = [f"past_{kv}_{i}" for i in range(n) for kv in ("k", "v")]
    present_names = [f"present_{kv}_{i}" for i in range(n) for kv in ("k", "v")]
    with torch.no_grad():
        torch.onnx.export(ProjectionGraph(model), (torch.zeros(1, 1, cfg.d_model),),
                          os.path.join(out_dir, "projection.onnx"), input_names=["h"],
                          output_names=["log_probs"], opset_version=14)
        past = [torch.zeros(1, H, 2, Dh) for _ in range(2 * n)]
        torch.onnx.export(CacheGraph(H, Dh), tuple(past), os.path.join(out_dir, "cache.onnx"),
                          input_names=past_names, output_names=present_names, opset_version=14,
                          dynamic_axes={**{p: {2: "T"} for p in past_names},
                                        **{p: {2: "T1"} for p in present_names}})


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
    ap.add_argument("--model", default="build/bench/tiny_random_f32.heed",
                    help="an f32 file gives fp32 graphs, an int8 file dynamic-int8 graphs")
    ap.add_argument("--out", default="build/bench/onnx")
    ap.add_argument("--parts", action="store_true",
                    help="also write parts/projection.onnx and parts/cache.onnx (timing pieces)")
    args = ap.parse_args(argv)
    meta = export(args.model, args.out)
    if args.parts:
        export_parts(args.model, os.path.join(args.out, "parts"))
    print(f"{args.out}: encoder.onnx, step.onnx, ids.json ({len(meta['sentences'])} sentences)")


if __name__ == "__main__":
    main()
