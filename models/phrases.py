"""The model's glossary phrases: fixed multiword expressions the model itself garbles.

A student trained on software text has seen few of the adverbs and connectives that prose is
made of, and translates some of them piece by piece into words that do not exist: "no obstante"
(nevertheless) came out "not obstant" in 7 of FLORES dev's 997 es->en lines, "a bordo" "to
bordo", "por unanimidad" "for unnimity". Apertium's dictionary has these expressions with one
translation each. This module asks the model itself which of them it garbles: each expression is
translated inside a carrier sentence by the engine, and it is kept when the output has a word
that is neither a word of the target language nor in the dictionary's translation (a Latin "a
priori" or "vice versa" is no garbling). English words are those of Debian's English word lists
(wamerican, wbritish: exact, where the model's `words.known` filter, built generously from
Hunspell's forms, passes "obstant"); Spanish words the model's own `words.known`
(models/known_words.py). The
kept expressions join the model's glossary (`glossary.terms`, FORMAT.md "Glossary") as
written, in lower case (a name already there wins): a sentence's capitalised first words are
the model's, which translates them better there ("No obstante, ..." -> "However, ..."; with the
capitalised forms as terms too, "Nevertheless, ...": FLORES dev 46.54 -> 46.53).

Only expressions are asked about, never single words (those are the copied words' and the
hints' business: models/copied_words.py, models/hints.py): Apertium's adverbs, conjunctions and
prepositions whose source side has a space. Measured on 2026-11-27 (shipped models): es->en 45
of 1,074 kept, en->es 30 of 991; the model cards say what they changed.

    $PY -m models.phrases build --lexicon LEXICON --direction es-en --model M --engine BIN --out phrases.tsv
    $PY -m models.phrases add --model M --phrases phrases.tsv --out M2
"""
import argparse
import re
import subprocess
import sys
from collections import defaultdict
from typing import Callable, Dict, Iterable, List, Tuple

from models.heed_ref.heed_format import read_tensors
from models.known_words import TENSOR as KNOWN_TENSOR, contains
from models.names import TENSOR, read_english_words, read_lexicon, read_terms, set_text_tensors, write_terms

# Parts of speech of the dictionary's fixed expressions (Apertium's tags).
PARTS = {"adv", "cnjadv", "cnjcoo", "cnjsub", "pr", "preadv"}
# A sentence around each expression, so that the model reads it as a clause of prose.
CARRIERS = {"en": "He said that, {}, it was true.", "es": "Dijo que, {}, era verdad."}
WORD = re.compile(r"[^\W\d_]+")
TRANSLATION_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")  # "weren't" whole


def candidates(rows: Iterable[Tuple[str, ...]], direction: str) -> Dict[str, str]:
    """source expression -> its one translation, for the multiword adverbs, conjunctions and
    prepositions of `rows` (names.read_lexicon's) usable in `direction`; an expression with
    several translations, or the same on both sides, is left out."""
    forward = direction == "en-es"
    way = "en>es" if forward else "es>en"
    targets = defaultdict(set)
    for en, es, pos, mark in rows:
        if pos not in PARTS or mark not in ("both", way):
            continue
        src, tgt = (en, es) if forward else (es, en)
        if " " in src and src != tgt:
            targets[src].add(tgt)
    return {src: next(iter(t)) for src, t in sorted(targets.items()) if len(t) == 1}


def translate(engine: str, model: str, lines: List[str]) -> List[str]:
    """The engine's translation of each line (beam search, the model's defaults)."""
    done = subprocess.run([engine, "translate", "--model", model], input="".join(f"{l}\n" for l in lines),
                          capture_output=True, text=True, check=True)
    out = done.stdout.splitlines()
    if len(out) != len(lines):
        raise SystemExit(f"phrases: {engine} gave {len(out)} lines for {len(lines)}")
    return out


def garbled(output: str, translation: str, is_word: Callable[[str], bool]) -> List[str]:
    """The words of `output` that are no word of the target language and not in `translation`."""
    allowed = {w.lower() for w in WORD.findall(translation)}
    return [w for w in WORD.findall(output) if w.lower() not in allowed and not is_word(w.lower())]


def select(pairs: Dict[str, str], outputs: List[str], carrier_words: set,
           is_word: Callable[[str], bool]) -> List[Tuple[str, str]]:
    """The (expression, translation) pairs whose carrier's output has a garbled word; the
    carrier's own words (its translation alone) never count. A translation with a word the
    target's list lacks is left out too: the dictionary's own coinages ("like a corsair" ->
    "corsariamente", "in an orderly fashion" -> "apostadamente") are no better."""
    kept = []
    for (src, tgt), out in zip(pairs.items(), outputs):
        if not all(is_word(w.lower()) for w in TRANSLATION_WORD.findall(tgt)):
            continue
        if [w for w in garbled(out, tgt, is_word) if w.lower() not in carrier_words]:
            kept.append((src, tgt))
    return kept


def target_words(direction: str, model: str) -> Callable[[str], bool]:
    """Whether a lower-case word is a word of `direction`'s target language (module docstring)."""
    if direction.endswith("-en"):
        english = {w.lower() for w in read_english_words()}
        return lambda w: w in english
    _, tensors = read_tensors(model, keep=lambda name: name == KNOWN_TENSOR)
    if KNOWN_TENSOR not in tensors:
        raise SystemExit(f"phrases: {model} has no {KNOWN_TENSOR} (models/known_words.py add first)")
    known = tensors[KNOWN_TENSOR][2]
    return lambda w: contains(known, w)


def build(lexicon: str, direction: str, model: str, engine: str) -> List[Tuple[str, str]]:
    pairs = candidates(read_lexicon(lexicon), direction)
    is_word = target_words(direction, model)
    carrier = CARRIERS[direction.split("-")[0]]
    outputs = translate(engine, model, [carrier.format(p) for p in pairs] + [carrier.format("")])
    carrier_words = {w.lower() for w in WORD.findall(outputs.pop())}
    return select(pairs, outputs, carrier_words, is_word)


def add(model_in: str, phrases: List[Tuple[str, str]], model_out: str, override: bool = False) -> int:
    """Rewrites `model_in` with `phrases` joined to its glossary (its own terms win, or with
    `override` the list's: rows read one by one, "un infarto" -> "a heart attack", over the
    dictionary's "an infarct"); returns how many joined."""
    _, tensors = read_tensors(model_in, keep=lambda name: name == TENSOR)
    text = bytes(tensors[TENSOR][2]).decode("utf-8") if TENSOR in tensors else ""
    terms = [tuple(line.split("\t", 1)) for line in text.splitlines() if "\t" in line]
    if override:
        replaced = {s for s, _ in phrases}
        terms = [(s, t) for s, t in terms if s not in replaced]
    have = {s for s, _ in terms}
    new = [(s, t) for s, t in phrases if s not in have]
    set_text_tensors(model_in, {TENSOR: "".join(f"{s}\t{t}\n" for s, t in sorted(terms + new))}, model_out)
    return len(new)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the dictionary's expressions the model garbles, with their translation")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--model", required=True, help="the model whose outputs are checked (with words.known)")
    b.add_argument("--engine", default="build/engine/tools/heed")
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="join a phrase list to a model's glossary")
    a.add_argument("--model", required=True)
    a.add_argument("--phrases", required=True)
    a.add_argument("--out", required=True)
    a.add_argument("--override", action="store_true", help="the list's rows replace the glossary's of the same source")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        terms = build(args.lexicon, args.direction, args.model, args.engine)
        write_terms(args.out, terms)
        print(f"phrases: {len(terms)} terms -> {args.out}", file=sys.stderr)
    else:
        n = add(args.model, read_terms(args.phrases), args.out, args.override)
        print(f"phrases: {n} terms joined the glossary of {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
