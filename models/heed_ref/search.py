"""Greedy and beam search over the reference model's incremental decoder.

The rules are the engine's (engine/src/decode/search.h, "Conventions shared with the PyTorch
reference"); this file must pick the same output:
- The source is sentencepiece ids + eos; the decoder starts from bos at position 0.
- len = generated tokens including eos (excluding bos); an unfinished hypothesis has
  len = its token count. score = sum of log-probs (eos step included) / ((5 + len) / 6)^alpha
  + word_reward * min(len, rewarded_length), in fp32 like the engine.
- max_length bounds the tokens before eos: after max_length tokens one more step runs only to
  learn whether eos comes there. Default: source length (eos included) + 50, capped so every
  position fits in max_positions.
- Greedy: argmax of the log-probs (ties: lower token id).
- Beam (k): keep the 2k best (hypothesis, token) by summed log-prob (ties: lower hypothesis
  slot, then lower token id). Walking them best first, an eos among the first k finishes and
  replaces the best finished hypothesis if strictly better (eos ranked k or later is dropped);
  the others fill the k live slots, except at the step after max_length tokens. Stop when no
  hypothesis is live, or when the best finished score >= best live sum / penalty(len + 1).
  Result: the best finished hypothesis, else the best live one before the last step.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

import numpy as np
import torch


@dataclass
class Hypothesis:
    tokens: List[int] = field(default_factory=list)        # without bos / eos
    log_probs: List[float] = field(default_factory=list)   # one per token (eos's is in `total`)
    attention: List[torch.Tensor] = field(default_factory=list)  # per token: (S,) mean of heads
    total: float = 0.0                                     # sum of log-probs, eos included
    score: float = 0.0                                     # total / length_penalty
    finished: bool = False
    # Greedy only: every step's raw logits (V,) and cross-attention (S,), the eos step included.
    step_logits: List[torch.Tensor] = field(default_factory=list)
    step_attention: List[torch.Tensor] = field(default_factory=list)


def length_penalty(length: int, alpha: float) -> np.float32:
    """((5 + len) / 6)^alpha in fp32, as the engine's length_penalty computes it."""
    return np.power((np.float32(5.0) + np.float32(length)) / np.float32(6.0), np.float32(alpha))


def normalised_score(total, length: int, alpha: float, word_reward: float = 0.0,
                     rewarded_length: int = 1 << 30) -> float:
    reward = np.float32(word_reward) * np.float32(min(length, rewarded_length))
    return float(np.float32(total) / length_penalty(length, alpha) + reward)


def default_max_length(model, src_len: int) -> int:
    # Positions 0..max_length are used (the last step only checks for eos).
    return min(src_len + 50, model.cfg.max_positions - 1)


def _start(model, src_ids: List[int], max_length: Optional[int]):
    src = torch.tensor([src_ids], dtype=torch.long)                # (1, S)
    memory, allowed = model.encode(src)                            # (1, S, D)
    if max_length is None:
        max_length = default_max_length(model, len(src_ids))
    return model.start_decoding(memory, allowed), max_length


@torch.no_grad()
def greedy(model, src_ids: List[int], max_length: Optional[int] = None, alpha: float = 0.6,
           attn_layer: int = -1) -> Hypothesis:
    model.eval()
    state, max_length = _start(model, src_ids, max_length)
    cfg, h = model.cfg, Hypothesis()
    total = torch.zeros((), dtype=torch.float32)                   # fp32 sum, like the engine
    last = cfg.bos_id
    for t in range(max_length + 1 if max_length > 0 else 0):
        logits, attn = model.decode_step(torch.tensor([last]), state, attn_layer)  # (1, V), (1, H, S)
        logp = torch.log_softmax(logits[0], dim=-1)                # (V,)
        tok = int(torch.argmax(logp))                              # first maximum on ties
        h.step_logits.append(logits[0].clone())
        h.step_attention.append(attn[0].mean(dim=0))               # (S,)
        if tok == cfg.eos_id:
            h.finished = True
            h.total = float(total + logp[tok])
            h.score = normalised_score(h.total, len(h.tokens) + 1, alpha)
            return h
        if t == max_length:                                        # only asked whether eos came
            break
        total = total + logp[tok]
        h.tokens.append(tok)
        h.log_probs.append(float(logp[tok]))
        h.attention.append(h.step_attention[-1])
        last = tok
    h.total = float(total)
    h.score = normalised_score(h.total, len(h.tokens), alpha)
    return h


@torch.no_grad()
def beam_search(model, src_ids: List[int], beam_size: int = 4, alpha: float = 0.6,
                max_length: Optional[int] = None, attn_layer: int = -1, word_reward: float = 0.0,
                rewarded_length: int = 1 << 30) -> Hypothesis:
    model.eval()
    state, max_length = _start(model, src_ids, max_length)
    if max_length == 0:
        return Hypothesis()
    cfg, k = model.cfg, beam_size
    live = [Hypothesis()]
    sums = torch.zeros(1, dtype=torch.float32)                     # (n,) summed log-probs, fp32
    best: Optional[Hypothesis] = None                              # best finished so far
    last = torch.tensor([cfg.bos_id])
    for step in range(max_length + 1):
        logits, attn = model.decode_step(last, state, attn_layer)  # (n, V), (n, H, S)
        logp = torch.log_softmax(logits, dim=-1)                   # (n, V)
        V = logp.shape[1]
        flat = (sums[:, None] + logp).reshape(-1)                  # (n * V,)
        # Stable descending sort: equal sums keep (slot, token) order, the documented ties.
        order = torch.sort(flat, descending=True, stable=True).indices[:2 * k]
        at_limit = step == max_length
        next_live, parents, next_sums = [], [], []
        for rank, idx in enumerate(order.tolist()):
            b, tok = divmod(idx, V)
            old = live[b]
            if tok == cfg.eos_id:
                if rank >= k:                                      # would not have made the beam
                    continue
                score = normalised_score(flat[idx], len(old.tokens) + 1, alpha, word_reward, rewarded_length)
                if best is None or score > best.score:
                    best = Hypothesis(list(old.tokens), list(old.log_probs), list(old.attention),
                                      float(flat[idx]), score, finished=True)
                continue
            if at_limit or len(next_live) == k:
                continue
            next_live.append(Hypothesis(old.tokens + [tok], old.log_probs + [float(logp[b, tok])],
                                        old.attention + [attn[b].mean(dim=0)]))
            parents.append(b)
            next_sums.append(flat[idx])
        stop = not next_live
        if not stop and best is not None:                          # can a live one still win?
            stop = best.score >= normalised_score(next_sums[0], len(next_live[0].tokens) + 1, alpha, word_reward, rewarded_length)
        if stop:
            if best is not None:
                return best
            h = live[0]                                            # best live before this step
            h.total = float(sums[0])
            h.score = normalised_score(h.total, len(h.tokens), alpha, word_reward, rewarded_length)
            return h
        live, sums = next_live, torch.stack(next_sums)
        state.reorder(torch.tensor(parents))
        last = torch.tensor([h.tokens[-1] for h in live])
    raise AssertionError("unreachable: the step at max_length always stops")
