"""Make the random-weight benchmark model of the "tiny" shape (encoder 6, decoder 2, d_model 256,
FFN 1024, 8 heads, vocab 16k), int8 and f32, with a 16k sentencepiece model trained on made-up
words. Speed depends only on the shape, so no corpus or training is needed and anyone can
rebuild it:

  nice /usr/bin/python3 -m models.heed_ref.bench_model --out build/bench   # ~1 minute
"""
from __future__ import annotations

import argparse
import io
import os
import random

import numpy as np

import sentencepiece as spm
import torch

from models.heed_ref import export
from models.heed_ref.transformer import HeedConfig, Transformer

TINY = dict(d_model=256, n_heads=8, d_ff=1024, encoder_layers=6, decoder_layers=2,
            vocab_size=16000, norm="post", activation="relu", max_positions=1024)
SYLLABLES = [c + v for c in "bcdfghjklmnprstvz" for v in "aeiou"] + ["ar", "en", "is", "on", "ul"]


def made_up_sentences(n: int, seed: int = 1):
    """Words of 1-4 random syllables: enough distinct strings for 16k unigram pieces."""
    rng = random.Random(seed)
    for _ in range(n):
        words = ("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4)))
                 for _ in range(rng.randint(4, 16)))
        yield " ".join(words) + "."


def train_tokenizer(vocab_size: int, sentences: int = 60000, byte_fallback: bool = True) -> bytes:
    """A unigram model on made-up words, with Heed's special ids (pad 0, bos 1, eos 2, unk 3)."""
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=made_up_sentences(sentences), model_writer=model, vocab_size=vocab_size,
        model_type="unigram", byte_fallback=byte_fallback, pad_id=0, bos_id=1, eos_id=2, unk_id=3,
        character_coverage=1.0, minloglevel=2, num_threads=2)
    return model.getvalue()


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="build/bench")
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    tokenizer = train_tokenizer(TINY["vocab_size"])
    torch.manual_seed(0)
    model = Transformer(HeedConfig(**TINY))
    for precision, int8 in (("int8", True), ("f32", False)):
        path = os.path.join(args.out, f"tiny_random_{precision}.heed")
        export.save_model(model, tokenizer, path, int8=int8)
        print(path, os.path.getsize(path))
    path = os.path.join(args.out, "tiny_random_int8_shortlist.heed")
    from models.shortlist import add_to_model
    add_to_model(os.path.join(args.out, "tiny_random_int8.heed"), synthetic_shortlist(TINY["vocab_size"]), path)
    print(path, os.path.getsize(path))


def synthetic_shortlist(vocab: int, per_source: int = 100, frequent: int = 300, seed: int = 0):
    """A table of the size real ones have: 100 random candidates per source token and 300
    frequent ids, so a 20-token sentence scores ~2,300 of 16,000 rows (the shipped 8k models'
    real tables give 1,300-1,350 candidates a sentence on their test sets, 16% of the vocabulary)."""
    rng = np.random.default_rng(seed)
    targets = [np.unique(rng.integers(4, vocab, per_source)) for _ in range(vocab)]
    offsets = np.concatenate([[0], np.cumsum([len(t) for t in targets])]).astype(np.int32)
    return {"offsets": offsets, "targets": np.concatenate(targets).astype(np.int32),
            "frequent": np.arange(1, frequent + 1, dtype=np.int32)}


if __name__ == "__main__":
    main()
