"""The model's list of the source language's everyday words: a Bloom filter the engine reads to
decide which capitalised words of a Title Case sentence to lower before translating (FORMAT.md,
"Source words"; engine/src/text/casing.h).

    /usr/bin/python3 -m models.source_words build --lang en --corpus $HEED_CACHE/corpus/en-es/train.tsv \\
        --out source.en.txt
    /usr/bin/python3 -m models.source_words build --lang es --corpus $HEED_CACHE/corpus/en-es/train.tsv \
        --only-corpus-words --out source.es.txt
    /usr/bin/python3 -m models.source_words add --model IN.heed --words source.en.txt --out OUT.heed

Why: the students saw few Title Case sentences, so the engine translates "Getting Started With
Firefox" from a normalised form. Lowering every capitalised word lowered the names too, and the
model translated them as words ("Empezando Con Fuego", "Instalar Debian En Un Piso Frambuesa",
"Nicolas Tuviesanacek"). With this list only everyday words are lowered; a name stays as
written and is copied.

Which words (`build`): the forms of Debian's Hunspell dictionaries of the language (the ones
models/known_words.py reads) that the dictionary writes in lower case ("raspberry", not
"Firefox" or "Germany"), lower-cased to the engine's letter runs (only a form's first run: the
engine looks up a word's letters before any apostrophe), less the words the corpus's source side
writes capitalised more than twice as often as not in the middle of ordinary sentences, at least 5 times
("Python", "Excel", "Evolution", "Windows": everyday words that the text this model learned from
uses as names). No corpus words are added: software text writes names in lower case in commands
and paths ("debian-installer"). `--only-corpus-words` keeps only the words the corpus's source
side has (in any case): Spanish's 1,024,698 forms (1.5 MB of filter) become 65,591 (98 KB), and
on FLORES dev in Title Case the es->en model scores 46.91 chrF2 (lower-cased) against 46.96 with
them all (`models.eval_general --case title`); for English the whole list (266 k words, 400 KB)
scored 44.22 against 44.12 for the corpus's 38 k, and English headings are often Title Case.

The filter is known_words.py's with 12 bits per word and 8 hashes; a false positive (0.3% of
unlisted words) lowers a name, as the engine did for every word before.
"""
from __future__ import annotations

import re
import shutil
import sys
from collections import Counter
from typing import Iterable, Set

from models import known_words

TENSOR = "words.source"
# 12 bits and 8 hashes per word: 0.3% of names pass as everyday words and are lowered (8 bits
# and 6 hashes, the known words' filter, let 2.2% through: "Mario Lemieux" became "mario lemieux").
BITS_PER_WORD = 12
HASHES = 8
MIN_NAME_COUNT = 5
NAME_RATIO = 2  # capitalised at least twice as often as not: "General" (GNU General Public License) stays everyday
WORD = re.compile(r"[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+")
# The minor words a title leaves in lower case (engine/src/text/casing.cc): a sentence whose
# other long words are all capitalised is a title, and its capitals say nothing about names.
TITLE_WORD_MIN_LETTERS = 4


def dictionary_lower_forms(forms: Iterable[str]) -> Set[str]:
    """The first letter run, lower-cased, of each form the dictionary writes in lower case."""
    out: Set[str] = set()
    for form in forms:
        if form and form[0].islower():
            runs = list(known_words.letter_runs(form))
            if runs:
                out.add(runs[0])
    return out


def looks_like_title(words: list) -> bool:
    longer = [w for w in words if len(w) >= TITLE_WORD_MIN_LETTERS]
    return len(longer) >= 3 and all(w[0].isupper() for w in longer)


def mid_sentence_capitals(lines: Iterable[str]) -> tuple[Counter, Counter]:
    """How often each word (lower-cased) is written capitalised and in lower case after the
    first word of sentences that are no titles and not ALL-CAPS."""
    upper: Counter = Counter()
    lower: Counter = Counter()
    for line in lines:
        words = WORD.findall(line)
        if len(words) < 3 or looks_like_title(words) or line.upper() == line:
            continue
        for w in words[1:]:
            if len(w) < 2 or not w[1:].islower():
                continue  # acronyms and mixed case ("NASA", "iPhone") say nothing here
            (upper if w[0].isupper() else lower)[w.lower()] += 1
    return upper, lower


def name_like(upper: Counter, lower: Counter) -> Set[str]:
    return {w for w, n in upper.items() if n >= MIN_NAME_COUNT and n > NAME_RATIO * lower[w]}


def corpus_column(path: str, column: int) -> Iterable[str]:
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) > column:
                yield cols[column]


def build(lang: str, corpus: str, cache: str, only_corpus_words: bool = False) -> Set[str]:
    words: Set[str] = set()
    for base in known_words.fetch_dictionaries(lang, cache):
        words |= dictionary_lower_forms(known_words.unmunch(base + ".dic", base + ".aff"))
    lines = list(corpus_column(corpus, 1 if lang == "en" else 2))
    upper, lower = mid_sentence_capitals(lines)
    if only_corpus_words:
        words &= {w.lower() for line in lines for w in WORD.findall(line)}
    return words - name_like(upper, lower)


def add(model_in: str, words: list, model_out: str) -> int:
    """Rewrites a .heed file with the filter of `words` as `words.source`; every other tensor is
    copied unchanged. Returns the filter's bytes."""
    return known_words.add(model_in, words, model_out, TENSOR, BITS_PER_WORD, HASHES)


def main(argv=None) -> int:
    ap, b = known_words.list_cli(__doc__.split("\n")[0], "the list of a language's everyday words")
    b.add_argument("--only-corpus-words", action="store_true", help="only words the corpus has (a smaller filter)")
    args = ap.parse_args(argv)
    if args.cmd == "build":
        if shutil.which("unmunch") is None:
            raise SystemExit("unmunch not installed (apt-get install hunspell-tools)")
        words = build(args.lang, args.corpus, args.cache, args.only_corpus_words)
        known_words.write_list(args.out, words)
        print(f"{len(words)} words -> {args.out}", file=sys.stderr)
    else:
        words = known_words.read_list(args.words)
        size = add(args.model, words, args.out)
        print(f"{len(words)} words, {size} bytes of filter -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
