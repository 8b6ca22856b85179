"""English words the dictionary made up, mended in an es->en model's tables of words
(`glossary.terms`, `glossary.hints`, `glossary.words`; FORMAT.md).

    /usr/bin/python3 -m models.english_targets fix --model es-en.heed --out OUT.heed [--wordnet DIR]

Why: the tables' English comes from Apertium, which translates a word it does not know by
copying it and writes every plural by rule, and from rules of ours that add an "s" (models/
copied_words.py). So the shipped es->en glossary said "una pandemia" -> "a pandemia", "el
surgimiento" -> "the surgimiento", "la fontanera" -> "the fontanero", "piojos" -> "louses",
"dientes" -> "tooths", "hijos" -> "childs", "patatas" -> "potatos", "aficiones" -> "fanses",
"felicidades" -> "happinesses": a term is written as it is, so each came out whenever its
Spanish did.

What (`mend_target`), for each lower-case word of a row's English that is no English word
(`English.has`: Debian's word lists, wamerican and wbritish, or a WordNet lemma, `wordnet-base`,
or such a lemma with the ending English spells for it, where WordNet knows no other plural):
- a plural made by rule where English has another (`mend_plural`): WordNet's irregular plural
  ("tooths" -> "teeth", "bacilluses" -> "bacilli"; not its Latin -a and -ae, where the -s plural
  is English too: "hematomas"), the -es or -ies English spells ("potatos" -> "potatoes",
  "consultancys" -> "consultancies"), a plural's second "s" or "es" ("studentss", "fanses" ->
  "fans", "specieses" -> "species"), a mass noun's ("happinesses" -> "happiness"); and a verb
  the word lists have where the source is a Spanish plural ("piojos": "louses" -> "lice");
- Spanish left in the English (`spanish_leftover`: a source word as it is, its singular or its
  masculine: "pandemia", "fontanero" for "fontanera"): replaced by the English of the hints
  table's row for that Spanish word where that is English ("fontanero" -> "plumber",
  "fontaneros" -> "plumbers" where the source is plural), else by SPANISH_LEFT's (read one by
  one: "surgimiento" -> "emergence"); otherwise the row goes (the model translates the word
  itself, as it does every word the tables lack).
An "a" or "an" before a mended word is set again ("An egresado" -> "A graduate"). Capitalised
words (names, "proper" rows) and rows whose English is English are left as they are. Measured on
the shipped es->en model (2026-11-29): 403 terms, 204 hints and 160 copied words mended, 16, 24
and 1 dropped (Basque words: "trainera", "ikurriña"; hints of two words); FLORES dev changes in one line
("peregrinación" -> "pilgrimage"), the test split in none; the model card says more.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set, Tuple

from models.copied_words import plural_en
from models.heed_ref.heed_format import read_tensors
from models.names import ENGLISH_WORD_LISTS, read_english_words, rewrite_text_tables

TABLES = ("glossary.terms", "glossary.hints", "glossary.words")
HINTS = "glossary.hints"
WORDNET = "/usr/share/wordnet"
WORD = re.compile(r"[^\W\d_]+")
# Irregular plurals WordNet lists for English words whose plural in -s is English too.
LATIN_PLURAL_ENDS = ("a", "ae", "ines")
# Verbs the word lists have that are a noun's plural made by rule too ("piojos" -> "louses"):
# a Spanish plural's English is the noun's plural.
VERBS_NOT_PLURALS = {"louses": "lice", "mouses": "mice", "gooses": "geese", "foots": "feet", "leafs": "leaves",
                     "knifes": "knives", "wolfs": "wolves", "loafs": "loaves", "tooths": "teeth"}
# The Spanish words the dictionary leaves in its English (Apertium copies a word it does not know),
# read one by one (the list of the rows `fix` would drop otherwise), with their English; a word
# English has too maps to itself. Singular -> singular, or "singular|plural".
SPANISH_LEFT = {
    "antonomasia": "antonomasia", "atomizador": "atomizer", "bisnieto": "great-grandchild|great-grandchildren",
    "bocata": "sandwich", "canguro": "kangaroo", "capside": "capsid", "cavatina": "cavatina", "cerilla": "match",
    "ceviche": "ceviche", "cofre": "chest", "copropietario": "co-owner", "delator": "informer", "estupor": "stupor",
    "exclave": "exclave", "extranet": "extranet", "futsal": "futsal", "melisma": "melisma",
    "nanomaterial": "nanomaterial", "pampa": "pampa", "pandemia": "pandemic", "paparazzi": "paparazzi|paparazzi",
    "paracetamol": "paracetamol", "paragüero": "umbrella stand", "peregrinación": "pilgrimage", "pivote": "pivot",
    "portaaviones": "aircraft carrier", "psicoanálisis": "psychoanalysis|psychoanalyses", "ramen": "ramen|ramen",
    "refractor": "refractor", "rinitis": "rhinitis|rhinitis", "salazón": "salting", "sarcopenia": "sarcopenia",
    "seguidilla": "seguidilla", "statvolt": "statvolt", "subcampeón": "runner-up|runners-up",
    "surgimiento": "emergence", "telson": "telson", "varactor": "varactor", "videoclub": "video store",
}
VOWEL_SOUND = re.compile(r"^(?:[aeio]|u(?!ni|s[eu]|ti|r[aeiou])|h(?:our|onest|eir|onour))", re.IGNORECASE)


@dataclass
class English:
    """What is an English word: the word lists in lower case, WordNet's lemmas, and WordNet's
    irregular plural of each noun that has one (singular -> plural)."""
    listed: Set[str]
    lemmas: Set[str]
    irregular: Dict[str, str] = field(default_factory=dict)

    def has(self, word: str) -> bool:
        """A listed word, a lemma, or a lemma with the ending English spells for it; no mass
        noun's plural in -nesses, no -s plural where WordNet knows another ("stimuluses")."""
        if word in self.listed or word in self.lemmas:
            return word not in VERBS_NOT_PLURALS
        if word.endswith("nesses"):
            return False
        for end in ("ed", "ing"):
            if word.endswith(end) and (word[:-len(end)] in self.lemmas or word[:-len(end)] + "e" in self.lemmas):
                return True
        if word.endswith("ies") and re.search(r"[^aeiou]$", word[:-3]) and word[:-3] + "y" in self.lemmas:
            return True
        return word.endswith("s") and any(self.regular_plural(word, stem) for stem in (word[:-2], word[:-1]))

    def regular_plural(self, word: str, stem: str) -> bool:
        """Whether `word` is `stem`'s plural as English spells it (-es after a hiss or an o, -s
        after anything else, no -y's -s), where WordNet knows no other."""
        irregular = self.irregular.get(stem)
        if stem not in self.lemmas or (irregular and not irregular.endswith(LATIN_PLURAL_ENDS)):
            return False
        if stem == word[:-2]:
            return word.endswith("es") and stem.endswith(("s", "x", "z", "ch", "sh", "o"))
        return (not stem.endswith(("s", "x", "z", "ch", "sh")) and not re.search(r"[^aeiou]y$", stem)
                and stem + "es" not in self.listed)


def read_english(word_lists=ENGLISH_WORD_LISTS, wordnet: str = WORDNET) -> English:
    if not os.path.isfile(os.path.join(wordnet, "noun.exc")):
        raise SystemExit(f"{wordnet} has no WordNet: apt-get install wordnet-base")
    lemmas: Set[str] = set()
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(wordnet, f"index.{pos}"), encoding="utf-8") as f:
            lemmas.update(line.split(" ", 1)[0] for line in f if not line.startswith(" "))
    irregular: Dict[str, str] = {}
    with open(os.path.join(wordnet, "noun.exc"), encoding="utf-8") as f:
        for line in f:
            plural, singular = line.split()[:2]
            irregular.setdefault(singular, plural)  # the first is WordNet's usual one
    return English({w.lower() for w in read_english_words(word_lists)}, lemmas, irregular)


def mend_plural(word: str, en: English) -> str:
    """The right form of a plural made by rule that is no English word, or "" (docstring)."""
    if word in VERBS_NOT_PLURALS:
        return VERBS_NOT_PLURALS[word]
    if en.has(word):
        return ""
    found = ""
    if word.endswith("nesses"):
        found = word[:-2]
    elif word.endswith("ss") and not word.endswith("ness"):
        base = word[:-1]  # "studentss", "calluss"
        found = base + "es" if base + "es" in en.listed else en.irregular.get(base) or base
    elif word.endswith("ses") and word[:-2].endswith("s") and word[:-1] not in en.lemmas:
        base = word[:-2]
        found = en.irregular.get(base) or base
    elif word.endswith("s"):
        base = word[:-1]
        irregular = en.irregular.get(base, "")
        if irregular and not irregular.endswith(LATIN_PLURAL_ENDS):
            found = irregular
        elif base.endswith(("ch", "sh", "x", "z", "o")):
            found = base + "es"
        elif re.search(r"[^aeiou]y$", base):
            found = base[:-1] + "ies"
        elif word.endswith("ches") and word[:-2] + "s" in en.listed:
            found = word[:-2] + "s"  # "eunuches" -> "eunuchs"
    return found if found and found != word and (en.has(found) or found in en.irregular.values()) else ""


def plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def spanish_leftover(word: str, source_words: List[str], en: English) -> bool:
    """Whether an English target word is Spanish left in it (docstring): no English word, and a
    source word as it is, its singular ("bocata" for "bocatas", "atomizador" for "atomizadores")
    or its masculine ("fontanero" for "fontanera", "boxeador" for "boxeadora"; not a stem
    English has too: "datagram" for "datagrama", "atomist" for "atomista")."""
    if en.has(word):
        return False
    if word in source_words:
        return True
    w = plain(word)
    for s in map(plain, source_words):
        # A plural's singular: "-es" off only where a Spanish noun ends so ("atomizador", "salazón";
        # "cricoid" for "cricoides" is English's adjective).
        forms = {s[:-1]} | ({s[:-2]} if s.endswith(("res", "nes", "zes")) else set()) if s.endswith("s") else set()
        stem = s[:-2] if s.endswith("as") else s[:-1] if s.endswith("a") else ""
        if stem:
            forms |= {stem + "o", stem + "os"} | ({stem} if stem.endswith(("or", "on", "er", "es")) else set())
        if w in forms:
            return True
    return False


def indefinite_article(noun: str) -> str:
    """English's "a" or "an" before `noun`, by its sound ("an hour", "a union")."""
    return "an" if VOWEL_SOUND.match(noun) else "a"


def with_article(words: List[str], i: int) -> None:
    """Sets the "a"/"an" before words[i] (a list of words and the spaces between them) again."""
    j = i - 2  # words[i - 1] is the space
    if j >= 0 and words[j].lower() in ("a", "an"):
        article = indefinite_article(words[i])
        words[j] = article.capitalize() if words[j][0].isupper() else article


def spanish_plural(words: List[str]) -> bool:
    """Whether a Spanish term names more than one: by its article, else by its last word's -s."""
    if any(w in ("el", "la", "un", "una", "del", "al") for w in words):
        return False
    return any(w in ("los", "las", "unos", "unas") for w in words) or words[-1].endswith("s")


def spanish_word_in_english(word: str, plural: bool) -> str:
    """The English of a Spanish word the dictionary left in its English (SPANISH_LEFT), in the
    plural where the source is, or ""."""
    singular = next((w for w in (word, word[:-1], word[:-2]) if w in SPANISH_LEFT), "")
    if not singular:
        return ""
    english = SPANISH_LEFT[singular]
    if english == singular:
        return word  # English's word too ("ramen", "exclave")
    one, _, many = english.partition("|")
    return (many or plural_en(one)) if plural else one


def mend_target(source: str, target: str, en: English, english_of: Dict[str, str]) -> Optional[str]:
    """`target` with its made-up words mended, or None where the row should go (docstring).
    `english_of`: the hints table's English of each Spanish word."""
    sources = [w.lower() for w in WORD.findall(source)]
    parts = re.split(r"([^\W\d_]+)", target)  # words at odd indexes
    for i in range(1, len(parts), 2):
        word = parts[i]
        if word != word.lower() or (word in VERBS_NOT_PLURALS and not spanish_plural(sources)):
            continue  # a name, or a verb's third person ("acuchilla" -> "knifes")
        mended = mend_plural(word, en)
        if not mended and spanish_leftover(word, sources, en):
            plural = spanish_plural(sources)
            forms = [word + "s", word + "es"] if plural else [word]
            mended = next((english_of[f] for f in forms if f in english_of and en.has(english_of[f])), "")
            if not mended and plural and en.has(english_of.get(word, "")):
                mended = plural_en(english_of[word])  # "tenderas": "tendero" -> "shopkeepers"
            mended = mended or spanish_word_in_english(word, plural)
            if not mended:
                return None
        if mended:
            parts[i] = mended
            with_article(parts, i)
    return "".join(parts)


def fits(table: str, target: str) -> bool:
    """Whether a mended target is one the table can hold: a hint's is one lower-case word of
    letters (FORMAT.md, "Hints"; "aircraft carrier" is a term's, not a hint's)."""
    return table != HINTS or (WORD.fullmatch(target) is not None and target == target.lower())


def fix_table(text: str, en: English, english_of: Dict[str, str], table: str = "") -> Tuple[str, int, int]:
    """A table's lines with their English mended -> (text, rows changed, rows dropped)."""
    out, changed, dropped = [], 0, 0
    for line in text.splitlines():
        cols = line.split("\t")
        if len(cols) < 2 or (len(cols) > 2 and cols[2] == "proper"):
            out.append(line)
            continue
        mended = mend_target(cols[0], cols[1], en, english_of)
        if mended is None or not fits(table, mended):
            dropped += 1
            continue
        if mended != cols[1]:
            changed += 1
            cols[1] = mended
        out.append("\t".join(cols))
    return "".join(line + "\n" for line in out), changed, dropped


def fix(model_in: str, model_out: str, en: English) -> Dict[str, tuple]:
    config = json.loads(read_tensors(model_in, keep=lambda n: False)[0])
    if config.get("tgt_lang") != "en":
        raise SystemExit(f"english_targets: {model_in} does not translate into English")
    _, tensors = read_tensors(model_in, keep=lambda n: n == HINTS)
    hints = bytes(tensors[HINTS][2]).decode("utf-8") if HINTS in tensors else ""
    english_of = {cols[0]: cols[1] for cols in (line.split("\t") for line in hints.splitlines()) if len(cols) >= 2}
    return rewrite_text_tables(model_in, model_out, TABLES,
                               lambda name, text: fix_table(text, en, english_of, name))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fix", help="mend an es->en model's made-up English words")
    f.add_argument("--model", required=True)
    f.add_argument("--out", required=True)
    f.add_argument("--wordnet", default=WORDNET, help="WordNet's dict folder (package wordnet-base)")
    args = ap.parse_args(argv)
    counts = fix(args.model, args.out, read_english(wordnet=args.wordnet))
    for name, (changed, dropped) in counts.items():
        print(f"english_targets: {name}: {changed} rows mended, {dropped} dropped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
