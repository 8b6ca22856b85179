"""int8 weights of a Heed file (FORMAT.md, "int8 linear"): which tensors are quantized and how.
Shared by the exporter (writes them) and the int8 simulation (runs them).
"""
from __future__ import annotations

from typing import Dict, Tuple

import torch


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

