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


def train_tokenizer(vocab_size: int) -> bytes:
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=made_up_sentences(60000), model_writer=model, vocab_size=vocab_size,
        model_type="unigram", byte_fallback=True, pad_id=0, bos_id=1, eos_id=2, unk_id=3,
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


if __name__ == "__main__":
    main()
