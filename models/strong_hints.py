"""Marks the hints the model overrules as strong (FORMAT.md "Hints": a third column, "strong"),
so that beam search favours them more (the engine's kStrongHintBonus against kHintBonus).

    /usr/bin/python3 -m models.strong_hints mark --model IN.heed --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \\
        --out OUT.heed [--engine build/engine/tools/heed]

Why: a hint's bonus moves the model only where it hesitates; where it is sure of a wrong word it
keeps it: "Las abejas polinizan" -> "Abs polynoyses", "Las ballenas" -> "Knights", "los
leopardos" -> "loose", "desayunos" -> "dishears"; en->es "staplers" -> "estaplores", "eels" ->
"eérticos". A stronger bonus for every hint had cost FLORES dev (models/hints.py); so only the
words the model overrules get it.

Which: each noun form the hints hold is put alone into a plain sentence of the source language
(es: "Hay X aquí.", en: "We saw the X yesterday.") and translated by the engine with the model
as it is (hints on); a word whose hint the translation lacks is marked, unless the word the
model wrote in its place is the dictionary's translation of it too (a synonym: Apertium's
lexicon pairs them) or the model left the sentence's frame (nothing to compare). Then, es->en:
only hints that are words of Debian's English word lists (the dictionary's "bodybuildings" is
none); en->es: only where the model wrote one word that is no Spanish word (Apertium's analyser
knows none): Spanish catalogues write "anfitriones", "libretas", "muelles" for a program's hosts,
notebooks and docks, which the model had right and the marks lost (in-domain test split 67.93 ->
67.86 with every overruled hint marked, FLORES dev +0.04 either way). Measured: the model cards.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from typing import Dict, Iterable, List, Set, Tuple

from models.copied_words import known_words
from models.heed_ref.heed_format import read_tensors
from models.names import read_english_words, read_lexicon, set_text_tensors

TENSOR = "glossary.hints"
# The plain sentence a noun is put into, and the pattern its translation keeps (the slot).
FRAMES = {
    "es-en": ("Hay {} aquí.", re.compile(r"^there(?: is|'s| are) (.*?) here\.?$")),
    "en-es": ("We saw the {} yesterday.", re.compile(r"^(?:hemos visto|vimos|vi)(?: a)? (.*?) ayer\.?$")),
}
ARTICLES = {"the", "a", "an", "some", "el", "la", "los", "las", "un", "una"}
WORDS = re.compile(r"[\w'-]+")


def read_lines(model: str) -> List[str]:
    _, tensors = read_tensors(model, keep=lambda n: n == TENSOR)
    return [line for line in tensors[TENSOR][2].decode("utf-8").splitlines() if line]


def is_past_row(line: str) -> bool:
    """An English past's row (models/past_hints.py): a verb, never a noun's mark to make; or a
    sense row (models/sense_hints.py), strong where its topic asks for it. Both are kept as
    they are."""
    return "\tpast\t" in line or "\tsense\t" in line


def hint_rows(lines: List[str]) -> List[Tuple[str, str]]:
    """The (source, target) rows of a hints table's lines (a strong mark dropped), past and sense
    rows left out."""
    return [tuple(line.split("\t")[:2]) for line in lines if not is_past_row(line)]


def noun_forms(rows: Iterable[Tuple[str, ...]], direction: str) -> Set[str]:
    """The source language's noun lemmas of the dictionary and their regular plurals (the hints
    of es->en hold verb forms too, which a noun's frame does not fit)."""
    src = direction.split("-")[0]
    out: Set[str] = set()
    for en, es, pos, *_ in rows:
        lemma = en if src == "en" else es
        if pos != "n" or " " in lemma:
            continue
        out |= {lemma, lemma + "s", lemma + "es"}
        if lemma.endswith("z"):
            out.add(lemma[:-1] + "ces")
        if lemma.endswith("y"):
            out.add(lemma[:-1] + "ies")
    return out


def slot(translation: str, direction: str) -> str:
    """The words the model wrote for the noun (articles dropped), or "" where it left the frame."""
    m = FRAMES[direction][1].match(translation.lower())
    if not m:
        return ""
    return " ".join(w for w in WORDS.findall(m.group(1)) if w not in ARTICLES)


def overruled(hints: List[Tuple[str, str]], outputs: List[str], direction: str,
              pairs: Set[Tuple[str, str]]) -> List[Tuple[str, str, str]]:
    """(source, hint, the model's words) of each hint its frame's translation lacks, where the
    model's words are no synonym the dictionary pairs with the source."""
    out = []
    for (source, target), translation in zip(hints, outputs):
        if target.lower() in WORDS.findall(translation.lower()):
            continue
        words = slot(translation, direction)
        if not words:
            continue
        synonym = (words, source) in pairs if direction == "es-en" else (source, words) in pairs
        if not synonym:
            out.append((source, target, words))
    return out


def keep_marked(cands: List[Tuple[str, str, str]], direction: str, english: Set[str],
                spanish_known=known_words) -> Set[str]:
    """The sources to mark (the docstring's last filter)."""
    if direction == "es-en":
        return {s for s, t, _ in cands if t in english}
    single = sorted({w for _, _, w in cands if " " not in w})
    known = spanish_known(single, "es") if single else set()
    return {s for s, _, w in cands if " " not in w and w not in known}


def with_marks(lines: List[str], tested: Set[str], marked: Set[str]) -> List[str]:
    """The table's rows in their own order: a plain or strong row of a tested source strong where
    the source is marked, else plain; any other row as it is (past and sense rows, and a verb's
    mark models/hints.py gave: es->en's frame tests nouns only). The order is the table's: a
    word's sense rows come before its other row, which a sort by source alone would not keep
    (the engine reads a repeated source only after a sense row)."""
    out = []
    for line in lines:
        source, target = line.split("\t")[:2]
        if is_past_row(line) or source not in tested:
            out.append(line)
        else:
            out.append(f"{source}\t{target}\tstrong" if source in marked else f"{source}\t{target}")
    return out


def mark(model: str, lexicon: str, out: str, engine: str) -> int:
    config = json.loads(read_tensors(model, keep=lambda n: False)[0])
    direction = f"{config['src_lang']}-{config['tgt_lang']}"
    if direction not in FRAMES:
        raise ValueError(f"no frame for direction {direction!r}")
    rows = read_lexicon(lexicon)
    # The en->es hints are nouns only (models/hints.py); es->en's hold verb forms too.
    nouns = noun_forms(rows, direction) if direction == "es-en" else None
    lines = read_lines(model)
    table = hint_rows(lines)
    hints = [(s, t) for s, t in table if nouns is None or s in nouns]
    frame = FRAMES[direction][0]
    text = "".join(frame.format(s) + "\n" for s, _ in hints)
    # Translated with every hint plain, so that marking a marked file gives the same marks.
    with tempfile.TemporaryDirectory() as tmp:
        plain = os.path.join(tmp, "plain.heed")
        set_text_tensors(model, {TENSOR: "".join(f"{s}\t{t}\n" for s, t in table)}, plain)
        outputs = subprocess.run([engine, "translate", "--model", plain], input=text, capture_output=True,
                                 text=True, check=True).stdout.splitlines()
    if len(outputs) != len(hints):
        raise RuntimeError(f"the engine gave {len(outputs)} lines for {len(hints)} sentences")
    pairs = {(en.lower(), es.lower()) for en, es, *_ in rows}
    marked = keep_marked(overruled(hints, outputs, direction, pairs), direction, read_english_words())
    marked_lines = with_marks(lines, {s for s, _ in hints}, marked)
    set_text_tensors(model, {TENSOR: "\n".join(marked_lines) + "\n"}, out)
    return len(marked)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("mark", help="mark the hints the model overrules, in a copy of the model file")
    m.add_argument("--model", required=True)
    m.add_argument("--lexicon", required=True)
    m.add_argument("--out", required=True)
    m.add_argument("--engine", default="build/engine/tools/heed")
    args = ap.parse_args(argv)
    n = mark(args.model, args.lexicon, args.out, args.engine)
    print(f"strong hints: {n} marked -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
