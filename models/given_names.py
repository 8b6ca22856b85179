"""The models' list of given names: a listed name followed by capitalised words is a person's
name, which the engine keeps as written (FORMAT.md "Given names"; engine/src/text/person_names.h).

    /usr/bin/python3 -m models.given_names build --corpus $HEED_CACHE/corpus/en-es/train.tsv --out names.txt
    /usr/bin/python3 -m models.given_names add --model IN.heed --names names.txt --out OUT.heed

Why: the students read given names as words or translated them, and garbled what followed: of
301 common English given names in "<name> Smith said that the plan was good.", 45 came out
wrong from the en->es model ("Isaac Smith said" -> "Y dijo", "Anne Smith" -> "Un Smith",
"Stephen Smith" -> "Avanzar Smith", "Elizabeth Smith said" -> "Elizabeth dijo", the surname
lost); es->en wrote "Dolores Ibárruri" -> "Two Ibárruri", "Juan Pérez" -> "John Perez",
"Mercedes Sosa cantó" -> "Sosa sang Mercedes".

Which: the capitalised words of Debian's English word lists (wamerican, wbritish) and those the
training corpus's Spanish side has twice or more, each analysed by Apertium's analyser of its
language (`lt-proc`), kept where one analysis is a given name (`<np><ant>`) and none is a place,
an organisation or a word that is no noun or adjective (a verb, an auxiliary, a pronoun, a
preposition...): "Will" is an auxiliary ("Will Microsoft..."), "Mark" and "Rose" verbs, "May"
is no name there; a name that is also a noun or an adjective is kept unless the corpus has it
more often in lower case, in either language ("Rey": "el Rey del Polvo" is a title; "Mar":
"Mar Negro", a sea; "Dolores" is kept), nor an adjective ("Roman Catholic Church", "Frank"). Months are left out ("June Smith", but
"In June Microsoft"). One list for both models: names cross languages ("John Smith" in a Spanish
text); a word of the English word lists is judged by the English analyser ("Mark", a name to
the Spanish analyser, is an English verb), the corpus's other words by the Spanish one.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from typing import Dict, Iterable, List, Set

from models.copied_words import read_corpus
from models.names import store_lines

TENSOR = "words.given_names"
ANALYSERS = {"en": "/usr/share/apertium/apertium-eng-spa/eng-spa.automorf.bin",
             "es": "/usr/share/apertium/apertium-eng-spa/spa-eng.automorf.bin"}
WORD_LISTS = ("/usr/share/dict/american-english", "/usr/share/dict/british-english")
NAME = re.compile(r"^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]+$")
# An analysis with one of these tags makes the word something other than a person's name.
NOT_A_NAME = ("<np><loc>", "<np><org>", "<vblex>", "<vaux>", "<vbmod>", "<vbser>", "<vbhaver>", "<vbdo>",
              "<pr>", "<det>", "<cnj", "<adv>", "<prn>", "<preadv>", "<ij>", "<num>", "<rel>")
MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December", "Enero", "Febrero", "Marzo", "Abril", "Mayo", "Junio", "Julio", "Agosto",
          "Septiembre", "Octubre", "Noviembre", "Diciembre"}
MAX_BYTES = 40  # the engine's limit


def english_candidates(paths: Iterable[str] = WORD_LISTS) -> Set[str]:
    words: Set[str] = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            words |= {line.strip() for line in f if NAME.match(line.strip())}
    return words


def word_counts(corpus_rows: Iterable[tuple]) -> Dict[str, Counter]:
    """{"en": counts, "es": counts} of the words of the corpus's two sides, as written."""
    counts = {"en": Counter(), "es": Counter()}
    for english, spanish in corpus_rows:
        counts["en"].update(re.findall(r"[A-Za-z]+", english))
        counts["es"].update(re.findall(r"[A-Za-zÁÉÍÓÚÑáéíóúñü]+", spanish))
    return counts


def spanish_candidates(counts: Counter, min_count: int = 2) -> Set[str]:
    return {w for w, n in counts.items() if n >= min_count and NAME.match(w)}


def mostly_a_word(word: str, analyses: List[str], counts: Counter) -> bool:
    """Whether a name that is also a noun or an adjective is more often that word: its lower
    case more frequent in the corpus than it capitalised ("Rey": "el rey", a king; "Dolores"
    stays, "dolores" being rarer than the name)."""
    common = any("<n>" in a or "<adj>" in a for a in analyses)
    return common and counts[word.lower()] > counts[word]


def analyse(words: List[str], lang: str) -> Dict[str, List[str]]:
    """{word: [analyses]} by Apertium's analyser of `lang` ("^John/John<np><ant><m><sg>$")."""
    text = "".join(f"{w}\n" for w in words)
    out = subprocess.run(["lt-proc", ANALYSERS[lang]], input=text, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    result = {}
    for word, line in zip(words, out):
        m = re.match(r"^\^[^/]*/(.*)\$$", line.strip())
        result[word] = m.group(1).split("/") if m else []
    return result


def is_given_name(word: str, analyses: List[str]) -> bool:
    if word in MONTHS or len(word.encode("utf-8")) > MAX_BYTES:
        return False
    if not any("<np><ant>" in a for a in analyses):
        return False
    return not any(tag in a for a in analyses for tag in NOT_A_NAME)


def build(corpus: str) -> List[str]:
    """The candidates their language's analyser calls a given name and nothing else: a word of
    the English word lists by the English analyser ("Mark", a name to the Spanish analyser, is an
    English verb: out; "Charles" is "charlar" to it: in), the others by the Spanish one."""
    counts = word_counts(read_corpus(corpus, "en-es"))
    english_words = english_candidates()
    spanish_words = spanish_candidates(counts["es"]) - english_words
    words = sorted(english_words | spanish_words)
    analyses = {"en": analyse(words, "en"), "es": analyse(words, "es")}
    names = []
    for w in words:
        own = "en" if w in english_words else "es"
        # Either language's common word ("Mar": el mar, "Mar Negro"; "Polo Sur") is that word
        # where its lower case is the more frequent; an adjective in its own language is no name
        # ("Roman Catholic Church").
        if not is_given_name(w, analyses[own][w]) or any("<adj>" in a for a in analyses[own][w]):
            continue
        if not any(mostly_a_word(w, analyses[lang][w], counts[lang]) for lang in ("en", "es")):
            names.append(w)
    return sorted(names, key=lambda w: w.encode("utf-8"))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the given names of the English word lists and the corpus's Spanish")
    b.add_argument("--corpus", required=True, help="training pairs (corpus TSV): its Spanish side's capitalised words")
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store the list in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--names", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        names = build(args.corpus)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(n + "\n" for n in names)
        print(f"given names: {len(names)} -> {args.out}", file=sys.stderr)
    else:
        print(f"given names: {store_lines(args.model, args.names, TENSOR, args.out)} stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
