"""The en->es model's list of Spanish nouns and their gender, for the engine to make the model's
articles agree with their noun (FORMAT.md, "Nouns"; engine/src/text/restore.h).

    /usr/bin/python3 -m models.nouns build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv --out nouns.es.tsv
    /usr/bin/python3 -m models.nouns add --model IN.heed --nouns nouns.es.tsv --out OUT.heed

Why: the en->es model writes "el residencia", "la apartamento", "los moléculas", "el oficina":
on FLORES dev about one article in 40 before a noun has the other gender (68 of 2,516), in 55 of
997 lines. The article comes before its noun, so the engine holds it back until the noun is
there.

Which nouns: the Spanish side of Debian's Apertium dictionary (models/data/lexicon.py), single
lower-case words listed as nouns, each in its singular and plural as Apertium's Spanish
generator (`lt-proc -g`) writes them, with the gender it gives: "m", "f", or "mf" for a form
either gender takes ("estudiante", or "cólera", two nouns). One line per form,
"form<TAB>gender", sorted by the form.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from typing import Callable, Dict, Iterable, List, Tuple

from models.copied_words import GENERATOR
from models.names import read_lexicon, store_lines

TENSOR = "words.nouns"  # U8: UTF-8 lines "form<TAB>m|f|mf\n" (FORMAT.md)
WORD = re.compile(r"^[^\W\d_]+$")
TAGS = [("<n><m><sg>", "m"), ("<n><m><pl>", "m"), ("<n><f><sg>", "f"), ("<n><f><pl>", "f"),
        ("<n><mf><sg>", "mf"), ("<n><mf><pl>", "mf")]


def noun_forms(lemmas: Iterable[str]) -> Dict[str, List[Tuple[str, str]]]:
    """Each noun's forms and their gender by Apertium's Spanish generator (those it knows)."""
    lemmas = sorted(set(lemmas))
    request = "".join(f"^{lemma}{tag}$\0" for lemma in lemmas for tag, _ in TAGS)
    out = subprocess.run(["lt-proc", "-g", "-z", GENERATOR], input=request, capture_output=True,
                         text=True, check=True).stdout.split("\0")
    forms: Dict[str, List[Tuple[str, str]]] = {}
    for i, lemma in enumerate(lemmas):
        for (_, gender), got in zip(TAGS, out[i * len(TAGS):(i + 1) * len(TAGS)]):
            got = got.strip()
            if got and not got.startswith("#") and "/" not in got:
                forms.setdefault(lemma, []).append((got, gender))
    return forms


def build(rows: Iterable[Tuple[str, ...]],
          forms: Callable[[Iterable[str]], Dict[str, List[Tuple[str, str]]]] = noun_forms) -> List[Tuple[str, str]]:
    """(form, gender) of the dictionary's Spanish nouns, sorted by form; a form of both genders
    (one noun of each, or a noun of either) is "mf"."""
    lemmas = {es for _, es, pos, *_ in rows if pos == "n" and WORD.match(es) and es.islower()}
    gender: Dict[str, str] = {}
    for pairs in forms(lemmas).values():
        for form, g in pairs:
            if WORD.match(form) and form.islower():
                gender[form] = g if gender.get(form, g) == g else "mf"
    return sorted(gender.items(), key=lambda p: p[0].encode("utf-8"))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the dictionary's Spanish nouns and their gender")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store a list in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--nouns", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        lines = build(read_lexicon(args.lexicon))
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(f"{form}\t{g}\n" for form, g in lines)
        print(f"nouns: {len(lines)} forms -> {args.out}", file=sys.stderr)
    else:
        n = store_lines(args.model, args.nouns, TENSOR, args.out)
        print(f"nouns: {n} forms stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
