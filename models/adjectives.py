"""The model's list of Spanish adjectives in their four forms, for the engine to make the model's
own adjectives agree with their noun (FORMAT.md, "Adjectives"; engine/src/text/agreement.h).

    /usr/bin/python3 -m models.adjectives build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv --out adjectives.es.txt
    /usr/bin/python3 -m models.adjectives add --model IN.heed --adjectives adjectives.es.txt --out OUT.heed

Why: the en->es model writes "las temperaturas fríos", "la palabra latino", "una matriz confuso",
"los ciudadanos cubanas" on everyday prose (FLORES dev); the determiner before the noun says
which form the adjective needs.

Which adjectives: the Spanish side of Debian's Apertium dictionary (models/data/lexicon.py),
single lower-case words it lists as adjectives or that Apertium's Spanish analyser reads as
one (the dictionary has "frío" for "cold" as a noun only), inflected by Apertium's Spanish generator (`lt-proc -g`;
copied_words.spanish_adjective_forms). Left out: an adjective of one form only (nothing to
agree), and one with a form that Apertium's Spanish analyser also reads as anything but an
adjective, noun or verb form ("solo", "bajo", "medio", "claro" are adverbs or prepositions too:
"las personas solo pueden" must stay), or does not know. One line per adjective, its forms
"masculine singular|feminine singular|masculine plural|feminine plural", sorted by the first.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from typing import Callable, Dict, Iterable, List, Set, Tuple

from models.copied_words import ANALYSERS, spanish_adjective_forms, word_classes
from models.names import read_lexicon, store_lines

TENSOR = "words.adjectives"  # U8: UTF-8 lines "ms|fs|mp|fp\n" (FORMAT.md)
CLASSES = {"adj", "n", "vblex"}  # what an adjective's forms may also be read as
WORD = re.compile(r"^[^\W\d_]+$")
MAX_FORM_BYTES = 50


def adjective_lemmas(words: List[str]) -> Dict[str, str]:
    """word -> the lemma of its adjective reading, by Apertium's Spanish analyser (words without
    one are left out)."""
    out = subprocess.run(["lt-proc", ANALYSERS["es"]], input="".join(f"{w}\n" for w in words),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    lemmas = {}
    for word, analysis in zip(words, out):
        m = re.search(r"/([^/<$]+)<adj>", analysis)
        if m:
            lemmas[word] = m.group(1)
    return lemmas


def build(rows: Iterable[Tuple[str, ...]],
          forms: Callable[[Iterable[str]], Dict[str, Tuple[str, str, str, str]]] = spanish_adjective_forms,
          classes: Callable[[List[str], str], Dict[str, Set[str]]] = word_classes,
          readings: Callable[[List[str]], Dict[str, str]] = adjective_lemmas) -> List[Tuple[str, str, str, str]]:
    """The dictionary's Spanish adjectives in their four forms, as the docstring says; sorted by
    the masculine singular, one line per masculine singular."""
    rows = list(rows)
    words = sorted({es for _, es, *_ in rows if WORD.match(es) and es.islower()})
    lemmas = {es for _, es, pos, *_ in rows if pos == "adj" and WORD.match(es) and es.islower()}
    lemmas |= {lemma for lemma in readings(words).values() if WORD.match(lemma) and lemma.islower()}
    inflected = {lemma: f for lemma, f in forms(lemmas).items()
                 if len(set(f)) > 1 and all(WORD.match(x) and x.islower() and len(x.encode()) <= MAX_FORM_BYTES for x in f)}
    every_form = sorted({x for f in inflected.values() for x in f})
    known = classes(every_form, "es")
    out: Dict[str, Tuple[str, str, str, str]] = {}
    for lemma, f in sorted(inflected.items()):
        if all(known.get(x) and known[x] <= CLASSES for x in f):
            out.setdefault(f[0], f)
    return [out[k] for k in sorted(out, key=lambda s: s.encode("utf-8"))]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the dictionary's Spanish adjectives in their four forms")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store a list in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--adjectives", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        lines = build(read_lexicon(args.lexicon))
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines("|".join(forms) + "\n" for forms in lines)
        print(f"adjectives: {len(lines)} -> {args.out}", file=sys.stderr)
    else:
        n = store_lines(args.model, args.adjectives, TENSOR, args.out)
        print(f"adjectives: {n} stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
