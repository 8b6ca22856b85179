"""Random-weight models of Firefox Translations' "tiny" shape, for Heed and for Bergamot (Marian).

Issue 12, part 5: the browser bench runs Bergamot (Firefox's engine, npm
@browsermt/bergamot-translator) beside Heed at the same dimensions. No Firefox model may be
downloaded, and speed depends only on the shape, so this writes one random model twice:

  Heed:    encoder 6, decoder 2 (self-attention, cross-attention, FFN), d 256, 8 heads, FFN 1536,
           vocab 32k, int8 (.heed), with and without a lexical shortlist;
  Marian:  the same embeddings, encoder, cross-attention and FFN weights, with Firefox tiny's SSRU
           in place of decoder self-attention (`transformer-decoder-autoreg: rnn`, `dec-cell:
           ssru`), int8 in Marian's binary format (`intgemm8`, with precomputed activation scales
           for `gemm-precision: int8shiftAlphaAll`, as Firefox ships them), the same shortlist in
           Marian's binary layout (50 frequent + 50 per source token, like Firefox's lex.50.50).

Both engines are made to decode full length: one ordinary piece (`forced_piece` in meta.json)
gets an output bias no logit can beat, so neither emits end-of-sentence early and Bergamot's
token count can be read off its text (the piece's letters repeated). Written with our own code from the
format as Marian reads it (common/binary.cpp, data/shortlist.h); nothing is taken from Marian.

  nice /usr/bin/python3 -m models.heed_ref.marian_bench_model --out build/bench/firefox_tiny   # ~2 min

Output: heed_int8.heed, heed_int8_shortlist.heed, model.intgemm8.bin, lex.50.50.bin, vocab.spm,
meta.json.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import struct
from typing import Dict, List, Tuple

import numpy as np
import sentencepiece as spm
import torch

from models.heed_ref import bench_model, export
from models.heed_ref.transformer import HeedConfig, Transformer

FIREFOX_TINY = dict(d_model=256, n_heads=8, d_ff=1536, encoder_layers=6, decoder_layers=2,
                    vocab_size=32000, norm="post", activation="relu", max_positions=1024)
FREQUENT = 50    # Firefox's lex.50.50: the 50 most frequent target ids for every sentence ...
PER_SOURCE = 50  # ... and 50 candidates per source token
FORCED_BIAS = 1.0e4

# Marian's element types (common/types.h): class bits + size in bytes.
TYPE_INT8 = 0x0100 + 1
TYPE_FLOAT32 = 0x0400 + 4
TYPE_INTGEMM8 = 0x0100 + 1 + 0x4000
BINARY_FILE_VERSION = 1
SHORTLIST_MAGIC = 0xF11A48D5013417F5

# Marian's model.yml for the Firefox tiny student (the keys its transformer reads).
MODEL_YML = """type: transformer
dim-vocabs:
  - {vocab}
  - {vocab}
dim-emb: {d_model}
enc-depth: {encoder_layers}
dec-depth: {decoder_layers}
transformer-heads: {n_heads}
transformer-dim-ffn: {d_ff}
transformer-ffn-depth: 2
transformer-ffn-activation: relu
transformer-decoder-autoreg: rnn
dec-cell: ssru
transformer-preprocess: ""
transformer-postprocess: dan
transformer-postprocess-emb: d
transformer-train-position-embeddings: false
tied-embeddings-all: true
layer-normalization: false
"""


def train_tokenizer(vocab_size: int) -> bytes:
    """32k pieces need more made-up text than bench_model's 16k. No byte pieces: Marian
    shortlists the lowest ids for every sentence, which must be ordinary pieces, as in Firefox's
    vocabularies (Marian asks the model for its eos and unk ids)."""
    return bench_model.train_tokenizer(vocab_size, sentences=200000, byte_fallback=False)


def forced_piece(tokenizer: bytes) -> Tuple[int, str]:
    """The first all-letter piece among the always-shortlisted ids. Repeated, it decodes to the
    piece's letters run together, so a text of n characters holds n / len(piece) tokens."""
    sp = spm.SentencePieceProcessor(model_proto=tokenizer)
    for i in range(4, FREQUENT):
        piece = sp.id_to_piece(i)
        if piece.isalpha() and piece.isascii():
            return i, piece
    raise ValueError("no all-letter piece among the frequent ids")


# -- Marian's binary model format ---------------------------------------------------------
class Item:
    """One named array of a Marian model: type, shape and payload bytes (unpadded)."""

    def __init__(self, name: str, type_id: int, shape: List[int], payload: bytes):
        self.name, self.type_id, self.shape, self.payload = name, type_id, shape, payload


def float_item(name: str, t: torch.Tensor, shape: List[int]) -> Item:
    a = t.detach().float().numpy().astype("<f4").reshape(shape)
    return Item(name, TYPE_FLOAT32, shape, a.tobytes())


def quantise(w: np.ndarray) -> Tuple[bytes, float]:
    quant_mult = 127.0 / max(float(np.abs(w).max()), 1e-8)
    return np.clip(np.rint(w * quant_mult), -127, 127).astype(np.int8).tobytes(), quant_mult


def intgemm8_item(name: str, weight_out_in: torch.Tensor) -> Item:
    """A Linear's weight as Marian's intgemm8: shape [in, out] (x @ W), the payload being the
    *transposed* matrix ([out, in] row-major, which is PyTorch's own layout) quantised with one
    scale, then that scale (127 / max|w|) as a float32. Marian prepares it for its GEMM at load."""
    w = weight_out_in.detach().float().numpy()
    q, quant_mult = quantise(w)
    return Item(name, TYPE_INTGEMM8, [w.shape[1], w.shape[0]], q + struct.pack("<f", quant_mult))


def embedding_item(table: torch.Tensor) -> Item:
    """Wemb [V, D] as intgemm8, row-major as it stands (Marian dequantises it at load)."""
    q, quant_mult = quantise(table.detach().float().numpy())
    return Item("Wemb", TYPE_INTGEMM8, list(table.shape), q + struct.pack("<f", quant_mult))


def alpha_item(weight_name: str, value: float) -> Item:
    """The precomputed activation scale int8shiftAlphaAll reads as `<weight>_QuantMultA`."""
    return Item(weight_name + "_QuantMultA", TYPE_FLOAT32, [1], struct.pack("<f", value))


def model_yml_item(cfg: dict) -> Item:
    text = MODEL_YML.format(vocab=cfg["vocab_size"], **cfg).encode() + b"\0"
    return Item("special:model.yml", TYPE_INT8, [len(text)], text)


def write_marian_binary(path: str, items: List[Item]) -> None:
    """Version, header count, headers {name length, type, shape length, data length}, names,
    shapes (int32), an offset that puts the data on a 256-byte boundary, then each payload
    padded to a multiple of 256 bytes (the data lengths count the padding)."""
    padded = [it.payload + b"\0" * (-len(it.payload) % 256) for it in items]
    head = io.BytesIO()
    head.write(struct.pack("<QQ", BINARY_FILE_VERSION, len(items)))
    for it, data in zip(items, padded):
        head.write(struct.pack("<QQQQ", len(it.name) + 1, it.type_id, len(it.shape), len(data)))
    for it in items:
        head.write(it.name.encode() + b"\0")
    for it in items:
        head.write(struct.pack(f"<{len(it.shape)}i", *it.shape))
    pos = head.tell()
    next_pos = ((pos + 8) // 256 + 1) * 256
    offset = next_pos - pos - 8
    head.write(struct.pack("<Q", offset) + b"\0" * offset)
    with open(path, "wb") as f:
        f.write(head.getvalue())
        for data in padded:
            f.write(data)


def read_marian_binary(path: str) -> Dict[str, Tuple[int, List[int], bytes]]:
    """The reader the tests use: name -> (type, shape, payload with its padding)."""
    with open(path, "rb") as f:
        buf = f.read()
    version, n = struct.unpack_from("<QQ", buf, 0)
    if version != BINARY_FILE_VERSION:
        raise ValueError(f"binary file version {version}")
    pos = 16
    headers = [struct.unpack_from("<QQQQ", buf, pos + 32 * i) for i in range(n)]
    pos += 32 * n
    names = []
    for name_len, _, _, _ in headers:
        names.append(buf[pos:pos + name_len - 1].decode())
        pos += name_len
    shapes = []
    for _, _, shape_len, _ in headers:
        shapes.append(list(struct.unpack_from(f"<{shape_len}i", buf, pos)))
        pos += 4 * shape_len
    (offset,) = struct.unpack_from("<Q", buf, pos)
    pos += 8 + offset
    if pos % 256:
        raise ValueError(f"data starts at {pos}, not on a 256-byte boundary")
    out = {}
    for name, (_, type_id, _, data_len), shape in zip(names, headers, shapes):
        out[name] = (type_id, shape, buf[pos:pos + data_len])
        pos += data_len
    if pos != len(buf):
        raise ValueError(f"{len(buf) - pos} bytes after the last item")
    return out


def marian_items(model: Transformer, cfg: dict, forced: int, seed: int = 1) -> List[Item]:
    """Heed's weights under Marian's parameter names (models/transformer.h, layers/generic.h,
    rnn/cells.h), plus random SSRU weights where Heed has decoder self-attention."""
    d, gen = cfg["d_model"], torch.Generator().manual_seed(seed)
    items: List[Item] = [model_yml_item(cfg)]
    gemm: List[str] = []

    def linear(name_w: str, name_b: str, lin) -> None:
        items.append(intgemm8_item(name_w, lin.weight))
        items.append(float_item(name_b, lin.bias, [1, lin.weight.shape[0]]))
        gemm.append(name_w)

    def norm(prefix: str, ln) -> None:
        items.append(float_item(prefix + "_ln_scale", ln.weight, [1, d]))
        items.append(float_item(prefix + "_ln_bias", ln.bias, [1, d]))

    def attention(prefix: str, att, ln) -> None:
        for p, lin in (("q", att.q_proj), ("k", att.k_proj), ("v", att.v_proj), ("o", att.o_proj)):
            linear(f"{prefix}_W{p}", f"{prefix}_b{p}", lin)
        norm(prefix + "_Wo", ln)

    def ffn(prefix: str, f, ln) -> None:
        linear(prefix + "_W1", prefix + "_b1", f.fc1)
        linear(prefix + "_W2", prefix + "_b2", f.fc2)
        norm(prefix + "_ffn", ln)

    items.append(embedding_item(model.embed.weight))               # [V, D]
    for i, layer in enumerate(model.encoder.layers, 1):
        attention(f"encoder_l{i}_self", layer.self_attn, layer.norm1)
        ffn(f"encoder_l{i}_ffn", layer.ffn, layer.norm2)
    for i, layer in enumerate(model.decoder.layers, 1):
        rnn = f"decoder_l{i}_rnn"
        for name in ("_W", "_Wf"):                                   # SSRU: [D, D] each
            w = torch.randn(d, d, generator=gen) / d ** 0.5
            items.append(intgemm8_item(rnn + name, w))
            gemm.append(rnn + name)
        items.append(float_item(rnn + "_bf", torch.zeros(d), [1, d]))
        items.append(float_item(rnn + "_ffn_ln_scale", torch.ones(d), [1, d]))
        items.append(float_item(rnn + "_ffn_ln_bias", torch.zeros(d), [1, d]))
        attention(f"decoder_l{i}_context", layer.cross_attn, layer.norm2)
        ffn(f"decoder_l{i}_ffn", layer.ffn, layer.norm3)
    bias = model.output.bias.detach().clone()
    bias[forced] = FORCED_BIAS
    items.append(float_item("decoder_ff_logit_out_b", bias, [1, cfg["vocab_size"]]))
    # Activation scales: inputs are layer-normed (|x| up to ~4) or FFN activations; a fixed
    # 127 / 8 stands in for the calibrated values a trained model would carry. The tied
    # output projection reads Wemb's.
    items += [alpha_item(name, 127.0 / 8.0) for name in gemm + ["Wemb"]]
    return items


# -- shortlist --------------------------------------------------------------------------------
def synthetic_table(vocab: int, seed: int = 0) -> Dict[str, np.ndarray]:
    """PER_SOURCE random candidates per source id and the FREQUENT lowest ids, as Heed's
    shortlist stores them (models/shortlist.py)."""
    rng = np.random.default_rng(seed)
    targets = [np.unique(rng.integers(FREQUENT, vocab, PER_SOURCE)) for _ in range(vocab)]
    offsets = np.concatenate([[0], np.cumsum([len(t) for t in targets])]).astype(np.int32)
    return {"offsets": offsets, "targets": np.concatenate(targets).astype(np.int32),
            "frequent": np.arange(0, FREQUENT, dtype=np.int32)}


def marian_shortlist_bytes(table: Dict[str, np.ndarray]) -> bytes:
    """Marian's binary shortlist: header {magic, checksum, firstNum, bestNum, offsets length,
    lists length}, uint64 offsets (vocab + 1), uint32 lists. Bergamot loads it without the
    checksum (check-bytearray is off), so 0 is written there."""
    offsets = table["offsets"].astype("<u8")
    lists = table["targets"].astype("<u4")
    head = struct.pack("<QQQQQQ", SHORTLIST_MAGIC, 0, FREQUENT, PER_SOURCE, len(offsets), len(lists))
    return head + offsets.tobytes() + lists.tobytes()


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="build/bench/firefox_tiny")
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    cfg = dict(FIREFOX_TINY)
    vocab_path = os.path.join(args.out, "vocab.spm")
    if os.path.exists(vocab_path):                 # the slow part; made-up words never change
        with open(vocab_path, "rb") as f:
            tokenizer = f.read()
    else:
        tokenizer = train_tokenizer(cfg["vocab_size"])
    forced, piece = forced_piece(tokenizer)
    torch.manual_seed(0)
    model = Transformer(HeedConfig(**cfg))
    with torch.no_grad():
        model.output.bias[forced] = FORCED_BIAS
    plain = os.path.join(args.out, "heed_int8.heed")
    export.save_model(model, tokenizer, plain, int8=True)
    table = synthetic_table(cfg["vocab_size"])
    from models.shortlist import add_to_model
    add_to_model(plain, table, os.path.join(args.out, "heed_int8_shortlist.heed"))
    write_marian_binary(os.path.join(args.out, "model.intgemm8.bin"), marian_items(model, cfg, forced))
    with open(os.path.join(args.out, "lex.50.50.bin"), "wb") as f:
        f.write(marian_shortlist_bytes(table))
    with open(vocab_path, "wb") as f:
        f.write(tokenizer)
    with open(os.path.join(args.out, "meta.json"), "w") as f:
        json.dump({"shape": cfg, "forced_id": forced, "forced_piece": piece,
                   "shortlist": {"frequent": FREQUENT, "per_source": PER_SOURCE}}, f, indent=1)
    for name in sorted(os.listdir(args.out)):
        print(os.path.join(args.out, name), os.path.getsize(os.path.join(args.out, name)))


if __name__ == "__main__":
    main()
