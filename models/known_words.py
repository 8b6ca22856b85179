"""The model's list of the target language's words: a Bloom filter beam search reads to prefer
hypotheses that write real words (FORMAT.md, "Known words"; engine/src/translator_known_words.h).

    /usr/bin/python3 -m models.known_words build --lang es --corpus $HEED_CACHE/corpus/en-es/train.tsv \\
        --out words.es.txt
    /usr/bin/python3 -m models.known_words add --model IN.heed --words words.es.txt --out OUT.heed

Why: trained on software text, the students invent words on everyday prose when they do not know
one ("aireport", "legisación", "accusaciones": 2.7% of the words of the shipped en->es model's
Spanish on FLORES dev, in 42% of its lines). A hypothesis that ends such a word pays a penalty in
beam search, so a real word the model also offers wins.

Which words (`build`): the forms of Debian's Hunspell dictionary of the language (hunspell-es's
es_ES, hunspell-en-us's en_US and hunspell-en-gb's en_GB), expanded with `unmunch`
(hunspell-tools); because unmunch skips two-level suffixes ("disponibles", "aplicaciones"),
also the regular plurals of those forms and the words of the training corpus's target side that
Hunspell itself accepts (`hunspell -G`); and every target-side corpus word seen twice or more
(software Spanish: "renderizar", "superusuario"; Bible names). Words are split into runs of
letters as the engine reads them (ASCII letters and U+00C0..U+024F but the multiplication and
division signs) and lower-cased: "don't" gives "don" and "t". On FLORES dev's Spanish
references 0.44% of the words (not in their source sentence) are outside such a list, on the
shipped model's output 3.4%.

The filter (`add`): 8 bits per word, 6 hashes (about 2% of unknown words pass as known, no
listed word is ever refused); hash FNV-1a 64 of the UTF-8 word, bit i = (h1 + i * h2) mod bits
with h1 its low 32 bits and h2 its high 32 bits | 1. The tensor `words.known` (U8): uint32
hash count, uint32 word count (little-endian), then the bits (bit b is byte b / 8, bit b % 8).
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections import Counter
from typing import Dict, Iterable, List, Set

from models.heed_ref.heed_format import read_tensors, write_tensors

TENSOR = "words.known"
BITS_PER_WORD = 8
HASHES = 6
MIN_CORPUS_COUNT = 2
DICTIONARIES = {  # language -> (Debian package, Hunspell dictionary name) pairs
    "es": [("hunspell-es", "es_ES")],
    "en": [("hunspell-en-us", "en_US"), ("hunspell-en-gb", "en_GB")],
}
LETTERS = re.compile(r"[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+")


def letter_runs(text: str) -> Iterable[str]:
    """The engine's words of `text`, lower-cased; a run whose lower case changes its UTF-8 length
    is skipped (the engine's case maps keep lengths)."""
    for run in LETTERS.findall(text):
        low = run.lower()
        if len(low.encode("utf-8")) == len(run.encode("utf-8")):
            yield low


def fnv1a64(data: bytes) -> int:
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def bit_positions(word: str, bits: int, hashes: int) -> List[int]:
    """The filter's bits of `word`: (h1 + i * h2) mod bits (FORMAT.md "Known words")."""
    h = fnv1a64(word.encode("utf-8"))
    h1, h2 = h & 0xFFFFFFFF, (h >> 32) | 1
    return [(h1 + i * h2) % bits for i in range(hashes)]


def bloom(words: Iterable[str], bits_per_word: int = BITS_PER_WORD, hashes: int = HASHES) -> bytes:
    """The tensor's bytes for `words` (already in the engine's form)."""
    words = sorted(set(words))
    bits = max(8, len(words) * bits_per_word)
    bits += -bits % 8
    filt = bytearray(bits // 8)
    for w in words:
        for b in bit_positions(w, bits, hashes):
            filt[b >> 3] |= 1 << (b & 7)
    return struct.pack("<II", hashes, len(words)) + bytes(filt)


def contains(tensor: bytes, word: str) -> bool:
    """What the engine's ModelKnownWords::contains answers (for the tests and for checks)."""
    hashes, _ = struct.unpack_from("<II", tensor)
    filt = tensor[8:]
    return all(filt[b >> 3] & (1 << (b & 7)) for b in bit_positions(word, len(filt) * 8, hashes))


def plural_forms(form: str) -> List[str]:
    """Candidates only: Hunspell decides whether they are words."""
    if form[-1] in "aeiouáéó":
        return [form + "s"]
    out = [form + "es"]
    if form.endswith("z"):
        out.append(form[:-1] + "ces")
    if form.endswith("y"):
        out.append(form[:-1] + "ies")
    return out


def hunspell_accepts(candidates: List[str], dic_base: str) -> Set[str]:
    """The candidates `hunspell -G` (prints correct words) accepts with dictionary dic_base."""
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("\n".join(candidates) + "\n")
        path = f.name
    try:
        with open(path, encoding="utf-8") as stdin:
            r = subprocess.run(["hunspell", "-d", dic_base, "-G", "-i", "utf-8"], stdin=stdin,
                               capture_output=True, text=True, check=True)
    finally:
        os.unlink(path)
    return set(r.stdout.split())


def unmunch(dic: str, aff: str) -> List[str]:
    r = subprocess.run(["unmunch", dic, aff], capture_output=True, check=True)
    return [line.split("/")[0] for line in r.stdout.decode("utf-8", "replace").splitlines() if line.strip()]


def corpus_words(path: str, column: int) -> Counter:
    """Words (as written) of one column of a corpus TSV."""
    counts: Counter = Counter()
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) > column:
                counts.update(LETTERS.findall(cols[column]))
    return counts


def build_words(dictionaries: List[str], corpus: Counter) -> Set[str]:
    """The list: dictionaries are Hunspell bases (path without .dic/.aff)."""
    words: Set[str] = set()
    for base in dictionaries:
        forms = unmunch(base + ".dic", base + ".aff")
        candidates = set(forms) | set(corpus)
        for form in forms:
            candidates.update(plural_forms(form))
        accepted = hunspell_accepts(sorted(c for c in candidates if c), base)
        for w in set(forms) | accepted:
            words.update(letter_runs(w))
    for w, n in corpus.items():
        if n >= MIN_CORPUS_COUNT:
            words.update(letter_runs(w))
    return words


def fetch_dictionaries(lang: str, cache: str) -> List[str]:
    """Downloads and unpacks Debian's Hunspell packages of `lang` into the cache; their bases."""
    dest = os.path.join(cache, "extract", "hunspell", lang)
    bases = []
    for package, name in DICTIONARIES[lang]:
        base = os.path.join(dest, "usr/share/hunspell", name)
        if not os.path.exists(base + ".dic"):
            os.makedirs(dest, exist_ok=True)
            with tempfile.TemporaryDirectory() as tmp:
                subprocess.run(["apt-get", "download", package], cwd=tmp, check=True, capture_output=True)
                deb = next(f for f in os.listdir(tmp) if f.endswith(".deb"))
                subprocess.run(["dpkg-deb", "-x", os.path.join(tmp, deb), dest], check=True)
        bases.append(base)
    return bases


def add(model_in: str, words: List[str], model_out: str, tensor: str = TENSOR,
        bits_per_word: int = BITS_PER_WORD, hashes: int = HASHES) -> int:
    """Rewrites a .heed file with the filter of `words` as `tensor` (`words.known`; source_words.py
    writes `words.source` the same way); every other tensor is copied unchanged. Returns the
    filter's bytes."""
    config, tensors = read_tensors(model_in, keep=lambda name: name != tensor)
    blob = bloom(words, bits_per_word, hashes)
    tensors[tensor] = ("U8", [len(blob)], blob)
    write_tensors(model_out, config, tensors)
    return len(blob)


def write_list(path: str, words: Iterable[str]) -> None:
    """One word a line, sorted: what `build` writes and `add` reads."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(w + "\n" for w in sorted(words)))


def read_list(path: str) -> List[str]:
    with open(path, encoding="utf-8") as f:
        return [w for w in f.read().split("\n") if w]


def list_cli(description: str, build_help: str):
    """The command line of a word list's two steps (this module's, source_words.py's): `build`
    (a language, a corpus, the cache, the list's file) and `add` (a model, a list, the output).
    Returns the parser and `build`'s subparser, for options of its own."""
    ap = argparse.ArgumentParser(description=description)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help=build_help)
    b.add_argument("--lang", required=True, choices=sorted(DICTIONARIES))
    b.add_argument("--corpus", required=True, help="corpus TSV (source, en, xx columns)")
    b.add_argument("--cache", default=os.environ.get("HEED_CACHE", "/work/cache/heed"))
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="put a list's filter into a model file")
    a.add_argument("--model", required=True)
    a.add_argument("--words", required=True)
    a.add_argument("--out", required=True)
    return ap, b


def main(argv=None) -> int:
    ap, _ = list_cli(__doc__.split("\n")[0], "the list of a language's words")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        for tool in ("unmunch", "hunspell"):
            if shutil.which(tool) is None:
                raise SystemExit(f"{tool} not installed (apt-get install hunspell hunspell-tools)")
        column = 1 if args.lang == "en" else 2  # corpus TSV: kind, English, other language
        words = build_words(fetch_dictionaries(args.lang, args.cache), corpus_words(args.corpus, column))
        write_list(args.out, words)
        print(f"{len(words)} words -> {args.out}", file=sys.stderr)
    else:
        words = read_list(args.words)
        size = add(args.model, words, args.out)
        print(f"{len(words)} words, {size} bytes of filter -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
