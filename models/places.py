"""Place names the catalogues agree on: cities whose Spanish name is another ("Jerusalem" /
"Jerusalén", "Munich" / "Múnich", "Khartoum" / "Jartum"), for the model's glossary.

Why: the names glossary (models/names.py) has Apertium's names and ISO 3166's countries, but
few cities, and the models copy a city's name from the other language: "Jerusalén" came out in
the English of 3 FLORES dev lines, "Kioto" in one. Debian's catalogues list thousands of cities
(clocks' and weather applets' time zones, atlases, planetariums, games), each translated by its
own team. One catalogue alone is often wrong or old ("Mongólia", "Copenhage", "Cabul"), so a
name is kept only where three or more catalogues translate it the same way and no other
translation has two (`select`).

Which names: one to three words, each a proper noun of Debian's English word lists (there
capitalised and not in lower case: "New", "City", "Sea" make a phrase the model may translate
better itself; "Esc", "Monospace", "Passphrase" are interface words, not names), and none of the
Spanish words an everyday Spanish word (Apertium's analyser knows its lower case: "Colonia" is
also "colony"), and the name a place's: Apertium's English analyser knows it as one, or the
corpus's Spanish writes it capitalised inside sentences more often than not (a language list's
"Armenian" / "Armenio", "Chechen" / "Checheno" are "armenio", "checheno" in running text).
The dev and test catalogues of the corpus stay out (`--exclude-split`), as for the memory (models/memory.py).
The names join the glossary (`glossary.terms`) where it has no term for them yet, by the road
the phrases take (models/phrases.py's `add`: the glossary's own terms win).

    $PY -m models.places build --direction en-es --corpus $HEED_CACHE/corpus/en-es/train.tsv \\
        --exclude-split $HEED_CACHE/corpus/en-es --out places.en-es.tsv
    $PY -m models.phrases add --model IN.heed --phrases places.en-es.tsv --out OUT.heed
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter, defaultdict
from typing import Callable, Dict, Iterable, List, Set, Tuple

from models.copied_words import ANALYSERS, known_words
from models.names import ENGLISH_WORD_LISTS, read_english_words, write_terms

MIN_VOTES = 3
ENGLISH_ANALYSER = ANALYSERS["en"]
# Agreed on, but another thing or an old name in running text: "Guyana" is "Guyana" (Guayana is
# the region), Mumbai no longer Bombay, Eire is Ireland's Irish name, Kongo and Inuktitut
# languages ("Kikongo", "Inuit" are their speakers' words), Tonga's language lists call
# "Tongano", Hittite is a people, Sofia and Adelaide are also women.
LEFT_OUT = {"Guyana", "Mumbai", "Eire", "Kongo", "Inuktitut", "Tonga", "Hittite", "Sofia", "Adelaide"}
# es->en: Spanish names that are also given names ("Mauricio", "Guadalupe"), and an adjective
# the model reads whole in its sea's name ("el mar Báltico" came out "the Mar Baltic").
LEFT_OUT_ES = {"Mauricio", "Guadalupe", "Báltico"}
NAME_WORD = re.compile(r"[A-ZÁÉÍÓÚÑ][a-záéíóúüñ'’-]+")  # one capitalised word of a name


def is_name(text: str, max_words: int = 3) -> bool:
    words = text.split(" ")
    return 1 <= len(words) <= max_words and all(NAME_WORD.fullmatch(w) for w in words)


def votes(pairs: Iterable[Tuple[str, str, str]]) -> Dict[str, Counter]:
    """(catalogue, English, Spanish) -> {English: Counter(Spanish -> catalogues)}: each catalogue
    votes once, for its commonest translation of the name."""
    by: Dict[str, Dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for catalogue, en, es in pairs:
        if is_name(en) and is_name(es):
            by[en][catalogue][es] += 1
    out: Dict[str, Counter] = {}
    for en, catalogues in by.items():
        out[en] = Counter(c.most_common(1)[0][0] for c in catalogues.values())
    return out


def capitalised_words(spanish_lines: Iterable[str]) -> Set[str]:
    """The words (lower-cased) `spanish_lines` write capitalised inside a sentence (after its
    first word) three times or more, and over twice as often as in lower case: names. Peoples,
    languages and months are written in lower case there, so a language list's "Armenio" or
    "Checheno" is not among them."""
    lower: Counter = Counter()
    capital: Counter = Counter()
    for line in spanish_lines:
        for word in re.findall(r"[^\W\d_]+", line)[1:]:
            if word.islower():
                lower[word] += 1
            elif word[0].isupper() and word[1:].islower():
                capital[word.lower()] += 1
    return {w for w, n in capital.items() if n >= 3 and n > 2 * lower[w]}


def english_places(names: List[str]) -> Set[str]:
    """The names Apertium's English analyser knows as places (<np><loc>)."""
    out = subprocess.run(["lt-proc", ENGLISH_ANALYSER], input="".join(f"{n}\n" for n in names),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    return {n for n, analysis in zip(names, out) if "<np><loc>" in analysis}


def select(voted: Dict[str, Counter], direction: str, english: Set[str],
           spanish_known: Callable[[List[str]], Set[str]], min_votes: int = MIN_VOTES,
           named_in_text: Callable[[str, str], bool] = lambda en, es: True) -> List[Tuple[str, str]]:
    """-> sorted (source, target) of `direction`: names with one translation at least `min_votes`
    catalogues give and no rival two give, that differ, whose English words are proper nouns of
    `english` (the word lists, with their case) and whose Spanish words are no everyday Spanish
    (`spanish_known`: the lower-case words it knows), written as a name in running text
    (`named_in_text(en, es)`: a language list's "Armenian" / "Armenio" is "armenio" there);
    longer than an abbreviation ("Jan" / "Ene"); not in LEFT_OUT. es-en drops a Spanish name two
    English ones share, and those of LEFT_OUT_ES."""
    agreed = {}
    for en, counts in voted.items():
        (es, n), *rest = counts.most_common()
        if n >= min_votes and all(m < 2 for _, m in rest) and es != en and len(en) > 3 \
                and en not in LEFT_OUT and named_in_text(en, es) \
                and all(w in english and w.lower() not in english for w in en.split(" ")):
            agreed[en] = es
    words = sorted({w.lower() for es in agreed.values() for w in es.split(" ")})
    everyday = spanish_known(words)
    agreed = {en: es for en, es in agreed.items() if not any(w.lower() in everyday for w in es.split(" "))}
    if direction == "en-es":
        return sorted(agreed.items())
    backwards: Dict[str, Set[str]] = defaultdict(set)
    for en, es in agreed.items():
        if es not in LEFT_OUT_ES:
            backwards[es].add(en)
    return sorted((es, ens.pop()) for es, ens in backwards.items() if len(ens) == 1)


def catalogue_pairs(cache: str, lang: str, excluded: Set[str]) -> Iterable[Tuple[str, str, str]]:
    """(catalogue, English, Spanish) of every catalogue in the pair store whose English is a name."""
    from models.data import pairstore
    from models.memory import clean_pair
    for path in pairstore.all_units(cache, lang):
        for name, _group, en_raw, xx_raw in pairstore.read(path):
            if name in excluded or not is_name(en_raw.strip()):
                continue
            en, xx, why = clean_pair(en_raw, xx_raw, lang)
            if why is None:
                yield name, en, xx


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="the place names the catalogues agree on, for one direction")
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--cache", help="the data cache (default $HEED_CACHE)")
    b.add_argument("--exclude-split", help="a corpus folder: its dev and test catalogues stay out")
    b.add_argument("--corpus", required=True, help="a corpus TSV: how its Spanish writes each word's case")
    b.add_argument("--min-votes", type=int, default=MIN_VOTES)
    b.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        from models.data.config import cache_dir
        from models.memory import split_catalogues
        excluded = split_catalogues(args.exclude_split) if args.exclude_split else set()
        voted = votes(catalogue_pairs(cache_dir(args.cache), "es", excluded))
        with open(args.corpus, encoding="utf-8") as f:
            # The 1909 Bible capitalises peoples ("los Hititas"): today's Spanish does not.
            capitalised = capitalised_words(line.rstrip("\n").split("\t")[2] for line in f
                                            if line.count("\t") >= 2 and not line.startswith("bible"))
        # Only names with the votes to be chosen are asked about (the analyser reads a line each).
        places = english_places(sorted(en for en, counts in voted.items() if max(counts.values()) >= args.min_votes))
        chosen = select(voted, args.direction, read_english_words(ENGLISH_WORD_LISTS),
                        lambda words: known_words(words, "es"), args.min_votes,
                        lambda en, es: en in places or all(w.lower() in capitalised for w in es.split(" ")))
        write_terms(args.out, chosen)
        print(f"places: {len(voted)} names voted on, {len(chosen)} agreed -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
