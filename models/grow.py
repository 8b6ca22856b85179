"""Deeper encoder from a trained model, same function at the start.

A pre-norm layer is x + Attn(LN(x)) then x + FFN(LN(x)); with its attention's output projection
and its feed-forward's second matrix (weights and biases) at zero, it returns x unchanged. New
such layers, spread between the trained ones, make a deeper model that translates exactly as the
trained one did, and fine-tuning then has more encoder to spend. The encoder runs once per
sentence, the decoder once per output token, so depth is cheapest here (models/README.md,
"Training"); the decoder is left as it is.
"""
from __future__ import annotations

import dataclasses

import torch

from models.heed_ref.transformer import HeedConfig


def new_layer_slots(n_old: int, n_new: int) -> list[int]:
    """-> for each new layer, the index of the trained layer it follows (spread evenly, the last
    after the top trained layer): 6 trained + 4 new -> [1, 2, 4, 5]."""
    return [-(-(k + 1) * n_old // n_new) - 1 for k in range(n_new)]


def grown_config(cfg: HeedConfig, layers: int) -> HeedConfig:
    """-> cfg with `layers` encoder layers; refuses what cannot start as the same function."""
    if cfg.norm != "pre":
        raise SystemExit("growing needs a pre-norm model: a post-norm layer is no identity at zero")
    if layers <= cfg.encoder_layers:
        raise SystemExit(f"--grow-encoder {layers}: the model already has {cfg.encoder_layers} encoder layers")
    return dataclasses.replace(cfg, encoder_layers=layers)


def grow_encoder_state(state: dict, old_layers: int, fresh: dict) -> dict:
    """-> a state_dict for the grown model. state: the trained model's (fp32); fresh: the grown
    model's freshly initialised one, which gives the new layers' matrices (so they can learn once
    their output leaves zero) and their count. The trained layers keep their order."""
    layers = 1 + max(int(n.split(".")[2]) for n in fresh if n.startswith("encoder.layers."))
    slots = new_layer_slots(old_layers, layers - old_layers)
    order = []                                   # position -> trained layer index, or None: new
    for i in range(old_layers):
        order.append(i)
        order.extend(None for s in slots if s == i)
    out = {n: t for n, t in state.items() if not n.startswith("encoder.layers.")}
    for pos, src in enumerate(order):
        prefix = f"encoder.layers.{pos}."
        if src is not None:
            trained = f"encoder.layers.{src}."
            out.update({prefix + n[len(trained):]: t for n, t in state.items() if n.startswith(trained)})
            continue
        out.update({n: t.detach().clone() for n, t in fresh.items() if n.startswith(prefix)})
        for zero in ("self_attn.o_proj.weight", "self_attn.o_proj.bias", "ffn.fc2.weight", "ffn.fc2.bias"):
            out[prefix + zero] = torch.zeros_like(out[prefix + zero])
    return out
