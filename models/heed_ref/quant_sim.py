"""Simulation of the engine's int8 path (FORMAT.md "int8 linear"), in PyTorch.

Same network as transformer.py; only the layers whose weight is int8 in the file change:
- every Linear (attention q/k/v/o, FFN fc1/fc2) and the tied output projection run as
  dynamic per-row activation quantization -> exact integer matmul -> fp32 rescale + bias;
- the embedding lookup reads dequantized int8 rows, E[token] = q[token] * scale[token].
Everything else (LayerNorm, softmax, attention matmuls, GELU/ReLU, residuals) stays fp32.
"""
from __future__ import annotations

import contextlib
from typing import Dict

import torch
import torch.nn as nn

from models.heed_ref.quantize import quantize_state_dict
from models.heed_ref.transformer import HeedConfig, Transformer


# Sensitivity probe (golden.py): when set to (relative_std, generator), every activation is
# multiplied by (1 + relative_std * N(0, 1)) before quantization, mimicking the few-ulp
# differences of another fp32 summation order (the engine's). None in normal use.
_INPUT_NOISE = None


@contextlib.contextmanager
def perturbed_activations(relative_std: float, generator: torch.Generator):
    global _INPUT_NOISE
    _INPUT_NOISE = (relative_std, generator)
    try:
        yield
    finally:
        _INPUT_NOISE = None


# Activations get 7 bits (FORMAT.md "int8 linear"; engine kernels::kActivationMax): a + 64 then
# fits the browser's relaxed int8 dot product, one instruction per 16 products.
ACTIVATION_MAX = 63.0


def quantize_rows(x: torch.Tensor):
    """Per-row dynamic quantization. x: (..., K) fp32 -> q (..., K) integer-valued fp32 and
    amax (..., 1). q = clamp(round_half_even(x * (63 / amax)), -63, 63); a zero row -> 0."""
    if _INPUT_NOISE is not None:
        std, gen = _INPUT_NOISE
        x = x * (1 + std * torch.randn(x.shape, generator=gen))
    amax = x.abs().amax(dim=-1, keepdim=True)                      # (..., 1)
    safe = torch.where(amax > 0, amax, torch.ones_like(amax))      # zero row: x * 63 = 0
    q = torch.round(x * (ACTIVATION_MAX / safe)).clamp(-ACTIVATION_MAX, ACTIVATION_MAX)  # 63/amax first, fp32
    return q, amax


def int8_linear(x: torch.Tensor, w_q: torch.Tensor, w_scale: torch.Tensor,
                bias: torch.Tensor) -> torch.Tensor:
    """x: (..., K) fp32; w_q: (N, K) int8; w_scale: (N,); bias: (N,) -> (..., N) fp32.
    y = acc * (amax / 63) * w_scale + bias, with acc the exact int32 dot products."""
    q, amax = quantize_rows(x)
    # float64 holds every int32 accumulator exactly (|acc| <= 63*127*K << 2^53).
    acc = (q.to(torch.float64) @ w_q.to(torch.float64).t()).to(torch.float32)  # (..., N)
    return acc * (amax / ACTIVATION_MAX) * w_scale + bias


class QuantLinear(nn.Module):
    """Drop-in for nn.Linear holding an int8 weight (N, K), its scale (N,) and a fp32 bias."""

    def __init__(self, w_q: torch.Tensor, w_scale: torch.Tensor, bias: torch.Tensor):
        super().__init__()
        self.register_buffer("weight", w_q.to(torch.int8))
        self.register_buffer("scale", w_scale.to(torch.float32))
        self.register_buffer("bias", bias.to(torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return int8_linear(x, self.weight, self.scale, self.bias)


class QuantTransformer(Transformer):
    """The reference model running the engine's int8 numerics. tensors: the tensors of an
    int8 Heed file (load_heed, or quantize_state_dict of an fp32 model)."""

    def __init__(self, cfg: HeedConfig, tensors: Dict[str, torch.Tensor]):
        super().__init__(cfg)
        # Swap every Linear for its int8 twin; names stay `<name>.weight`, `<name>.bias`.
        linears = [(name, mod) for name, mod in self.named_modules() if isinstance(mod, nn.Linear)]
        for name, _ in linears:
            parent_name, _, child = name.rpartition(".")
            parent = self.get_submodule(parent_name)
            setattr(parent, child, QuantLinear(tensors[name + ".weight"],
                                               tensors[name + ".weight.scale"], tensors[name + ".bias"]))
        # embed.weight (I8) + embed.weight.scale: one int8 table for lookup and output projection.
        self.output_linear = QuantLinear(tensors["embed.weight"], tensors["embed.weight.scale"],
                                         tensors["output.bias"])
        del self.embed                                               # replaced by output_linear
        self.output.bias.data.copy_(tensors["output.bias"])
        # Remaining fp32 tensors: LayerNorm weights/biases.
        rest = {k: v for k, v in tensors.items() if k.endswith((".weight", ".bias"))
                and "norm" in k.split(".")[-2]}
        missing, _ = self.load_state_dict(rest, strict=False)
        wanted = {k for k in missing if "norm" in k}
        if wanted:
            raise ValueError(f"missing norm tensors: {sorted(wanted)}")
        self.eval()

    def embedding_table(self) -> torch.Tensor:
        # Dequantized rows q * scale, in fp32.                   (V, D)
        return self.output_linear.weight.to(torch.float32) * self.output_linear.scale[:, None]

    def project_output(self, h: torch.Tensor) -> torch.Tensor:
        return self.output_linear(h)                               # (B, T, V)

    @classmethod
    def from_float(cls, model: Transformer) -> "QuantTransformer":
        return cls(model.cfg, quantize_state_dict(model.state_dict()))
