"""Reference encoder-decoder Transformer ("Attention Is All You Need"), mirroring FORMAT.md.

This is the contract the C++ engine is tested against, so it is written to be checked line by
line: every parameter's state_dict() name is FORMAT.md's tensor name (given as a comment where
it is created), shapes are in comments, and each numeric step is the one FORMAT.md describes.
Search (greedy, beam) lives in search.py; this file holds the network and its KV cache.
"""
from __future__ import annotations

import dataclasses
import json
import math
from dataclasses import dataclass
from typing import List, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class HeedConfig:
    """The keys of FORMAT.md's `heed.config`, with the paper's base model as defaults."""
    src_lang: str = "en"
    tgt_lang: str = "es"
    d_model: int = 512
    n_heads: int = 8
    d_ff: int = 2048
    encoder_layers: int = 6
    decoder_layers: int = 6
    vocab_size: int = 32000
    norm: str = "post"            # "post" (paper) | "pre" (adds encoder/decoder final_norm)
    activation: str = "relu"      # "relu" | "gelu" (exact erf form)
    layer_norm_eps: float = 1e-5
    max_positions: int = 1024
    pad_id: int = 0
    bos_id: int = 1
    eos_id: int = 2
    unk_id: int = 3
    weights: str = "f32"          # "f32" | "int8": storage of the 2-D weights in the file
    # Decoding defaults (FORMAT.md; written only when not the default, so files stay as before):
    word_reward: float = 0.0      # score bonus per target token (search.h)
    word_reward_ratio: float = 1.0  # a positive reward is earned by this many tokens per source token

    def __post_init__(self):
        if self.d_model % self.n_heads:
            raise ValueError(f"d_model {self.d_model} not divisible by n_heads {self.n_heads}")
        if self.norm not in ("post", "pre"):
            raise ValueError(f"norm must be 'post' or 'pre', got {self.norm!r}")
        if self.activation not in ("relu", "gelu"):
            raise ValueError(f"activation must be 'relu' or 'gelu', got {self.activation!r}")
        if self.weights not in ("f32", "int8"):
            raise ValueError(f"weights must be 'f32' or 'int8', got {self.weights!r}")

    def to_json(self) -> str:
        # sort_keys: the same config always serialises to the same bytes (reproducible files).
        data = dataclasses.asdict(self)
        for key in ("word_reward", "word_reward_ratio"):
            if data[key] == getattr(HeedConfig, key):
                del data[key]
        return json.dumps(data, sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "HeedConfig":
        data = json.loads(text)
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown config keys: {sorted(unknown)}")
        return cls(**data)


def sinusoidal_positions(length: int, d_model: int) -> torch.Tensor:
    """PE[pos, 2i] = sin(pos / 10000^(2i/D)), PE[pos, 2i+1] = cos(same); computed in float64,
    then rounded to float32 once, so the table does not depend on fp32 pow/sin details."""
    pos = torch.arange(length, dtype=torch.float64)[:, None]             # (T, 1)
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)[None, :]    # (1, D/2)
    angle = pos / torch.pow(torch.tensor(10000.0, dtype=torch.float64), two_i / d_model)
    pe = torch.zeros(length, d_model, dtype=torch.float64)               # (T, D)
    pe[:, 0::2] = torch.sin(angle)
    pe[:, 1::2] = torch.cos(angle)
    return pe.to(torch.float32)


class MultiHeadAttention(nn.Module):
    """Scaled dot-product attention over n_heads heads, with biased q/k/v/o projections."""

    def __init__(self, d_model: int, n_heads: int, dropout: float):
        super().__init__()
        self.n_heads, self.d_head = n_heads, d_model // n_heads
        self.q_proj = nn.Linear(d_model, d_model)  # *.q_proj.weight [D, D], *.q_proj.bias [D]
        self.k_proj = nn.Linear(d_model, d_model)  # *.k_proj.weight [D, D], *.k_proj.bias [D]
        self.v_proj = nn.Linear(d_model, d_model)  # *.v_proj.weight [D, D], *.v_proj.bias [D]
        self.o_proj = nn.Linear(d_model, d_model)  # *.o_proj.weight [D, D], *.o_proj.bias [D]
        self.dropout = nn.Dropout(dropout)

    def split_heads(self, x: torch.Tensor) -> torch.Tensor:
        B, T, _ = x.shape                                          # x: (B, T, D)
        return x.view(B, T, self.n_heads, self.d_head).transpose(1, 2)  # (B, H, T, Dh)

    def project_kv(self, x: torch.Tensor):
        """Keys and values of x: (B, T, D) -> two (B, H, T, Dh); cached by the decoder."""
        return self.split_heads(self.k_proj(x)), self.split_heads(self.v_proj(x))

    def attend(self, x: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
               allowed: torch.Tensor):
        """x: (B, Tq, D) queries; k, v: (B, H, Tk, Dh); allowed: bool, broadcastable to
        (B, H, Tq, Tk). Returns output (B, Tq, D) and attention probabilities (B, H, Tq, Tk)."""
        q = self.split_heads(self.q_proj(x))                       # (B, H, Tq, Dh)
        scores = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(self.d_head))  # (B, H, Tq, Tk)
        scores = scores.masked_fill(~allowed, float("-inf"))       # masked -> -inf (FORMAT.md)
        probs = torch.softmax(scores, dim=-1)                      # (B, H, Tq, Tk)
        ctx = self.dropout(probs) @ v                              # (B, H, Tq, Dh)
        B, H, Tq, Dh = ctx.shape
        ctx = ctx.transpose(1, 2).reshape(B, Tq, H * Dh)           # (B, Tq, D), heads concatenated
        return self.o_proj(ctx), probs


class FeedForward(nn.Module):
    def __init__(self, d_model: int, d_ff: int, activation: str):
        super().__init__()
        self.fc1 = nn.Linear(d_model, d_ff)  # *.ffn.fc1.weight [F, D], *.ffn.fc1.bias [F]
        self.fc2 = nn.Linear(d_ff, d_model)  # *.ffn.fc2.weight [D, F], *.ffn.fc2.bias [D]
        self.activation = activation

    def forward(self, x: torch.Tensor) -> torch.Tensor:            # x: (B, T, D)
        h = self.fc1(x)                                            # (B, T, F)
        # approximate="none" is the default: GELU is the exact erf form FORMAT.md names.
        h = F.relu(h) if self.activation == "relu" else F.gelu(h)
        return self.fc2(h)                                         # (B, T, D)


class EncoderLayer(nn.Module):
    def __init__(self, cfg: HeedConfig, dropout: float):
        super().__init__()
        self.pre = cfg.norm == "pre"
        self.self_attn = MultiHeadAttention(cfg.d_model, cfg.n_heads, dropout)
        self.norm1 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)  # encoder.layers.{i}.norm1.*
        self.ffn = FeedForward(cfg.d_model, cfg.d_ff, cfg.activation)
        self.norm2 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)  # encoder.layers.{i}.norm2.*
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor, src_allowed: torch.Tensor) -> torch.Tensor:
        # x: (B, S, D); src_allowed: (B, 1, 1, S), True at real (non-pad) source tokens
        if self.pre:   # x + Sublayer(LayerNorm(x))
            h = self.norm1(x)
            x = x + self.dropout(self.self_attn.attend(h, *self.self_attn.project_kv(h), src_allowed)[0])
            x = x + self.dropout(self.ffn(self.norm2(x)))
        else:          # LayerNorm(x + Sublayer(x)), as in the paper
            x = self.norm1(x + self.dropout(self.self_attn.attend(x, *self.self_attn.project_kv(x), src_allowed)[0]))
            x = self.norm2(x + self.dropout(self.ffn(x)))
        return x


class DecoderLayer(nn.Module):
    def __init__(self, cfg: HeedConfig, dropout: float):
        super().__init__()
        self.pre = cfg.norm == "pre"
        self.self_attn = MultiHeadAttention(cfg.d_model, cfg.n_heads, dropout)   # masked
        self.norm1 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)  # decoder.layers.{i}.norm1.*
        self.cross_attn = MultiHeadAttention(cfg.d_model, cfg.n_heads, dropout)  # K/V = encoder out
        self.norm2 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)  # decoder.layers.{i}.norm2.*
        self.ffn = FeedForward(cfg.d_model, cfg.d_ff, cfg.activation)
        self.norm3 = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps)  # decoder.layers.{i}.norm3.*
        self.dropout = nn.Dropout(dropout)

    def forward(self, x, self_k, self_v, self_allowed, cross_k, cross_v, cross_allowed):
        """x: (B, T, D) new target positions; self_k/v: (B, H, Tk, Dh) keys/values of all
        target positions so far (these included); cross_k/v: (B, H, S, Dh) from the encoder
        output. Returns x (B, T, D) and cross-attention probabilities (B, H, T, S)."""
        if self.pre:
            h = self.norm1(x)
            x = x + self.dropout(self.self_attn.attend(h, self_k, self_v, self_allowed)[0])
            c, cross_probs = self.cross_attn.attend(self.norm2(x), cross_k, cross_v, cross_allowed)
            x = x + self.dropout(c)
            x = x + self.dropout(self.ffn(self.norm3(x)))
        else:
            x = self.norm1(x + self.dropout(self.self_attn.attend(x, self_k, self_v, self_allowed)[0]))
            c, cross_probs = self.cross_attn.attend(x, cross_k, cross_v, cross_allowed)
            x = self.norm2(x + self.dropout(c))
            x = self.norm3(x + self.dropout(self.ffn(x)))
        return x, cross_probs

    def self_input(self, x: torch.Tensor) -> torch.Tensor:
        """What the self-attention projects to keys/values: the normed input in pre-norm."""
        return self.norm1(x) if self.pre else x


class Stack(nn.Module):
    """Holds `layers` and, for pre-norm, `final_norm`, so names read encoder.layers.{i}.*,
    encoder.final_norm.* (and the same under decoder.)."""

    def __init__(self, cfg: HeedConfig, layer_cls, n: int, dropout: float):
        super().__init__()
        self.layers = nn.ModuleList(layer_cls(cfg, dropout) for _ in range(n))
        # *.final_norm.{weight,bias} [D]: pre-norm only (post-norm already ends in a LayerNorm)
        self.final_norm = nn.LayerNorm(cfg.d_model, eps=cfg.layer_norm_eps) if cfg.norm == "pre" else None

    def finish(self, x: torch.Tensor) -> torch.Tensor:
        return self.final_norm(x) if self.final_norm is not None else x


class DecoderState:
    """KV cache of incremental decoding for B hypotheses."""

    def __init__(self, src_allowed, cross_kv, n_layers):
        self.src_allowed = src_allowed                  # (B, 1, 1, S) bool
        self.cross_kv = cross_kv                        # per layer: (k, v), each (B, H, S, Dh)
        self.self_kv: List[Optional[tuple]] = [None] * n_layers  # per layer: (B, H, t, Dh) pairs
        self.step = 0                                   # position of the next target token

    def reorder(self, parents: torch.Tensor) -> None:
        """Hypothesis i continues former hypothesis parents[i] (beam search)."""
        pick = lambda t: t.index_select(0, parents)
        self.src_allowed = pick(self.src_allowed)
        self.cross_kv = [(pick(k), pick(v)) for k, v in self.cross_kv]
        self.self_kv = [None if kv is None else (pick(kv[0]), pick(kv[1])) for kv in self.self_kv]


class Transformer(nn.Module):
    def __init__(self, cfg: HeedConfig, dropout: float = 0.0):
        super().__init__()
        self.cfg = cfg
        # embed.weight [V, D]: shared by source, target and (tied) the output projection
        self.embed = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.encoder = Stack(cfg, EncoderLayer, cfg.encoder_layers, dropout)
        self.decoder = Stack(cfg, DecoderLayer, cfg.decoder_layers, dropout)
        self.output = nn.Module()
        self.output.bias = nn.Parameter(torch.zeros(cfg.vocab_size))  # output.bias [V]
        self.dropout = nn.Dropout(dropout)
        # Computed, not a parameter or buffer: the file does not store it (FORMAT.md).
        self._pe = sinusoidal_positions(cfg.max_positions, cfg.d_model)   # (P, D)

    # -- pieces the int8 simulation (quant_sim.py) overrides ------------------------------
    def embedding_table(self) -> torch.Tensor:
        return self.embed.weight                                   # (V, D)

    def project_output(self, h: torch.Tensor) -> torch.Tensor:
        # Tied output projection: logits = h E^T + output.bias.  h: (B, T, D) -> (B, T, V)
        return F.linear(h, self.embed.weight, self.output.bias)

    # -- network ---------------------------------------------------------------------------
    def embed_tokens(self, ids: torch.Tensor, start: int = 0) -> torch.Tensor:
        """x = E[token] * sqrt(D) + PE[pos], pos from `start`.  ids: (B, T) -> (B, T, D)."""
        T = ids.shape[1]
        if start + T > self.cfg.max_positions:
            raise ValueError(f"position {start + T - 1} >= max_positions {self.cfg.max_positions}")
        x = self.embedding_table()[ids] * math.sqrt(self.cfg.d_model)
        return self.dropout(x + self._pe[start:start + T])

    def encode(self, src_ids: torch.Tensor, src_mask: Optional[torch.Tensor] = None):
        """src_ids: (B, S) sentencepiece ids + eos, padded with pad_id; src_mask: (B, S) bool,
        True at real tokens (default: ids != pad_id). Returns memory (B, S, D), allowed mask."""
        if src_mask is None:
            src_mask = src_ids != self.cfg.pad_id
        allowed = src_mask[:, None, None, :]                       # (B, 1, 1, S)
        x = self.embed_tokens(src_ids)
        for layer in self.encoder.layers:
            x = layer(x, allowed)
        return self.encoder.finish(x), allowed

    def start_decoding(self, memory: torch.Tensor, src_allowed: torch.Tensor) -> DecoderState:
        """Cross-attention keys/values are computed once per sentence."""
        cross = [layer.cross_attn.project_kv(memory) for layer in self.decoder.layers]
        return DecoderState(src_allowed, cross, len(self.decoder.layers))

    def decode_step(self, tokens: torch.Tensor, state: DecoderState, attn_layer: int = -1):
        """One incremental step. tokens: (B,) last token of each hypothesis (bos first).
        Returns logits (B, V) and cross-attention of decoder layer `attn_layer` (B, H, S)."""
        x = self.embed_tokens(tokens[:, None], start=state.step)   # (B, 1, D)
        attn_layer %= len(self.decoder.layers)
        everything = torch.ones(1, 1, 1, 1, dtype=torch.bool)      # a new token sees all past ones
        attn = None
        for i, layer in enumerate(self.decoder.layers):
            k, v = layer.self_attn.project_kv(layer.self_input(x)) # (B, H, 1, Dh) each
            if state.self_kv[i] is not None:
                k = torch.cat([state.self_kv[i][0], k], dim=2)     # (B, H, t+1, Dh)
                v = torch.cat([state.self_kv[i][1], v], dim=2)
            state.self_kv[i] = (k, v)
            ck, cv = state.cross_kv[i]
            x, probs = layer(x, k, v, everything, ck, cv, state.src_allowed)
            if i == attn_layer:
                attn = probs[:, :, 0, :]                           # (B, H, S)
        state.step += 1
        return self.project_output(self.decoder.finish(x))[:, 0, :], attn

    def decode(self, tgt_in: torch.Tensor, memory: torch.Tensor, src_allowed: torch.Tensor,
               tgt_mask: Optional[torch.Tensor] = None, attn_layer: int = -1):
        """Teacher-forced decoder. tgt_in: (B, T) bos + target (padded). Returns logits
        (B, T, V) and cross-attention of layer `attn_layer` (B, H, T, S)."""
        if tgt_mask is None:
            tgt_mask = tgt_in != self.cfg.pad_id
        T = tgt_in.shape[1]
        causal = torch.ones(T, T, dtype=torch.bool).tril()         # (T, T): query i sees keys <= i
        allowed = causal[None, None] & tgt_mask[:, None, None, :]  # (B, 1, T, T)
        x = self.embed_tokens(tgt_in)
        attn_layer %= len(self.decoder.layers)
        attn = None
        for i, layer in enumerate(self.decoder.layers):
            k, v = layer.self_attn.project_kv(layer.self_input(x))
            ck, cv = layer.cross_attn.project_kv(memory)
            x, probs = layer(x, k, v, allowed, ck, cv, src_allowed)
            if i == attn_layer:
                attn = probs
        return self.project_output(self.decoder.finish(x)), attn

    def forward(self, src: torch.Tensor, tgt_in: torch.Tensor,
                src_mask: Optional[torch.Tensor] = None,
                tgt_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        """Training: src (B, S), tgt_in (B, T) -> logits (B, T, V)."""
        memory, src_allowed = self.encode(src, src_mask)
        return self.decode(tgt_in, memory, src_allowed, tgt_mask)[0]
