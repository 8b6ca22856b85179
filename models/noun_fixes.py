"""The dictionary's nouns a reader found wrong, rewritten or dropped in a model's tables of words
(`glossary.terms`, `glossary.hints`, `glossary.words`; FORMAT.md).

    /usr/bin/python3 -m models.noun_fixes fix --model M.heed --out OUT.heed

Why: the noun terms (models/noun_terms.py) force the dictionary's word for a noun the model does
not know, and Apertium's choice is at times a rare word, another sense or another country's:
es->en "el buque" -> "the fuselage", "el balón" -> "the balloon", "el semáforo" -> "the
semaphore", "el seísmo" -> "the seism", "los agricultores" -> "the agriculturalists", "el
empresario" -> "the employer", "la infancia" -> "the infancy"; en->es "the kettle" -> "la pava"
(Argentine), "the outbreak" -> "el estallido", "the nightclub" -> "el cabaret", "the fee" -> "el
coste", "the buffet" -> "el bufete" (a law firm), "the sty" -> "el búho" (an owl). No word list
catches these (models/english_targets.py mends only words that are no words).

Which: the lists of models/noun_fixes_es_en.py and models/noun_fixes_en_es.py, one row a noun:
its source (the singular, the plural following the language's rule; or the plural alone), the
dictionary's word that was wrong, and the right one as "singular|plural" or DROP where the noun has two
everyday senses no single word serves ("el taco": a taco, a swearword; "the deed": escritura,
hazaña). Few are dropped: without a term the model garbles most of these nouns ("una fuga de
gas" came out "a gas fuzzy", "the estate" "Lazo"), so where one sense serves most prose its
word stays ("la fuga" an escape, "the pan" la sartén).
They were drafted by reading every noun of the shipped glossaries' definite singular terms
(3,330 es->en, 2,222 en->es) and the es->en plural terms with no singular (1,418), helpers,
2026-11-29, and each row read here. And the single words of the hints and copied words
(`fix_words`; models/noun_fixes_words.en-es.tsv: "plane" had been "plano", "rooms" "salas";
models/noun_fixes_words.es-en.tsv, verbs too: "niños" "boys", "alcanzó" "achieved").

What (`fix_rows`): a row whose source is the noun, alone or after an article, and whose target
still has the wrong word, gets the right one with the article the source's asks for ("los
agricultores" -> "the farmers", "Un balón" -> "A ball", "del buque" -> "of the ship"; "a kettle"
-> "un hervidor", "The kettles" -> "Los hervidores"); a hint or a copied word takes the bare word
where it is one word (a hint must be), else goes; DROP drops them all. Rows with the noun inside
a longer phrase are left as they are (set phrases, read one by one, join after and win).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Dict, List, Optional, Tuple

from models.copied_words import plural_en, plural_es
from models.english_targets import TABLES, WORD, fits, indefinite_article, plain
from models.heed_ref.heed_format import read_tensors
from models.names import rewrite_text_tables
from models.noun_fixes_en_es import EN_ES
from models.noun_fixes_es_en import ES_EN

DROP = "DROP"
ES_ARTICLES = {"el": "the", "la": "the", "los": "the", "las": "the", "un": "a", "una": "a", "del": "of the"}
EN_ARTICLES = ("the", "a", "an")
INDEFINITE = {"el": "un", "la": "una"}


def spanish_plurals(noun: str) -> List[str]:
    """A Spanish noun's plural by rule ("balón" -> "balones", "luz" -> "luces"), and the noun
    itself where it ends in s ("víveres", "la crisis")."""
    if noun.endswith("s") and noun[-2] not in "áéíóú":
        return [noun]
    rule = plural_es(noun)
    # After a consonant, -s too ("bisturís" beside "bisturíes", "argots").
    return [rule] if noun[-1] in "aeioué" or noun.endswith("z") else [rule, noun + "s"]


def english_plurals(noun: str) -> List[str]:
    """An English noun's plural by rule, or the noun itself where it is one ("outskirts"; not
    "awareness", "hiatus", "rhinitis")."""
    if noun.endswith("s") and not noun.endswith(("ss", "us", "is")):
        return [noun]
    return [plural_en(noun), noun + "s"]


def source_form(source: str, singular: str, plurals: List[str], articles) -> Optional[Tuple[str, bool]]:
    """(the source's article or "", whether the noun is plural) where `source` is the noun alone
    or after an article, in any case of its first letter; else None."""
    words = source.split(" ")
    article = words[0].lower() if len(words) == 2 and words[0].lower() in articles else ""
    noun = " ".join(words[1:] if article else words)
    noun = noun[0].lower() + noun[1:] if noun else noun
    if noun != singular and noun not in plurals:
        return None
    return article, noun != singular or singular in plurals  # "víveres", "outskirts": plural only


def still_wrong(target: str, wrong: str) -> bool:
    """Whether a target still has the wrong word (or its plural): its first letters."""
    noun = plain(wrong.split(" ")[-1].lower())
    return plain(target.lower()).find(noun[:max(3, len(noun) - 2)]) >= 0


def with_case(text: str, like: str) -> str:
    return text[0].upper() + text[1:] if like[:1].isupper() else text


def english_target(article: str, plural: bool, right: str, source: str) -> str:
    one, _, many = right.partition("|")
    noun = many if plural else one
    if article in ("los", "las") and source[0].isupper():
        return with_case(noun, source)  # "Los agricultores" opens a general statement: "Farmers"
    english = ES_ARTICLES.get(article, "")
    if english == "a":
        english = indefinite_article(noun)
    return with_case(f"{english} {noun}" if english else noun, source)


def spanish_target(article: str, plural: bool, right: str, source: str) -> str:
    one, _, many = right.partition("|")
    phrase = many if plural else one
    first, _, noun = phrase.partition(" ")
    if article == "the":
        return with_case(phrase, source)
    if article in ("a", "an") and not plural:
        return with_case(f"{INDEFINITE.get(first, 'un')} {noun}", source)
    return with_case(noun, source)


def fix_rows(text: str, table: str, fixes: List[Tuple[str, str, str]], direction: str) -> Tuple[str, int, int]:
    """A table's lines with the fixes applied -> (text, rows rewritten, rows dropped)."""
    es_en = direction == "es-en"
    forms = [(source, wrong, right, spanish_plurals(source) if es_en else english_plurals(source))
             for source, wrong, right in fixes]
    by_noun: Dict[str, list] = {}
    for row in forms:
        for form in [row[0]] + row[3]:
            by_noun.setdefault(form, []).append(row)
    make = english_target if es_en else spanish_target
    out, changed, dropped = [], 0, 0
    for line in text.splitlines():
        cols = line.split("\t")
        last = cols[0].split(" ")[-1]
        for source, wrong, right, plurals in by_noun.get(last[0].lower() + last[1:] if last else last, []):
            form = source_form(cols[0], source, plurals, ES_ARTICLES if es_en else EN_ARTICLES)
            if form is None or len(cols) < 2 or not still_wrong(cols[1], wrong):
                continue
            if right == DROP:
                cols = None
                break
            target = make(form[0], form[1], right, cols[0])
            if len(cols) > 2 and cols[2] == "proper" and not (WORD.fullmatch(target) and target[0].isupper()):
                break  # a name-like row's target stays one capitalised word (FORMAT.md): "bable" Asturian
            if not fits(table, target):  # a hint is one word: "heart attack" is a term's
                cols = None
                break
            changed += target != cols[1]
            cols[1] = target
            break
        if cols is None:
            dropped += 1
            continue
        out.append("\t".join(cols))
    return "".join(line + "\n" for line in out), changed, dropped


def read_words(direction: str) -> List[Tuple[str, str, str]]:
    """The single words' fixes of `direction` (models/noun_fixes_words.<direction>.tsv: source
    word, the wrong word, the right one or DROP; "#" lines are its notes)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), f"noun_fixes_words.{direction}.tsv")
    with open(path, encoding="utf-8") as f:
        rows = [tuple(line.rstrip("\n").split("\t")) for line in f if line.strip() and not line.startswith("#")]
    bad = next((row for row in rows if len(row) != 3), None)
    if bad:
        raise ValueError(f"{path}: a row is not source, wrong, right: {bad!r}")
    return rows


def fix_words(text: str, words: List[Tuple[str, str, str]]) -> Tuple[str, int, int]:
    """A hints or copied-words table with the single words' fixes applied (a row whose source is
    the word and whose target is the wrong one; an English past's row takes "singular|plural",
    models/past_hints.py) -> (text, rows rewritten, rows dropped)."""
    right_of = {(source, wrong): right for source, wrong, right in words}
    out, changed, dropped = [], 0, 0
    for line in text.splitlines():
        cols = line.split("\t")
        right = right_of.get((cols[0], cols[1])) if len(cols) >= 2 else None
        if right == DROP:
            dropped += 1
            continue
        if right and "|" in right:  # an English past's preterite, singular|plural (FORMAT.md, "Hints")
            if len(cols) == 4 and cols[2] == "past":
                cols[1], cols[3] = right.split("|")
                changed += 1
        elif right:
            cols[1] = right
            changed += 1
        out.append("\t".join(cols))
    return "".join(line + "\n" for line in out), changed, dropped


def fix(model_in: str, model_out: str) -> Dict[str, Tuple[int, int]]:
    config = json.loads(read_tensors(model_in, keep=lambda n: False)[0])
    direction = f"{config.get('src_lang')}-{config.get('tgt_lang')}"
    fixes = {"es-en": ES_EN, "en-es": EN_ES}.get(direction)
    if fixes is None:
        raise SystemExit(f"noun_fixes: no list for {model_in}'s direction {direction!r}")
    words = read_words(direction)

    def rewrite(name: str, text: str) -> Tuple[str, int, int]:
        text, changed, dropped = fix_rows(text, name, fixes, direction)
        if name == "glossary.terms":
            return text, changed, dropped
        text, word_changes, word_drops = fix_words(text, words)
        return text, changed + word_changes, dropped + word_drops

    return rewrite_text_tables(model_in, model_out, TABLES, rewrite)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fix", help="rewrite or drop the listed nouns' rows of a model's tables")
    f.add_argument("--model", required=True)
    f.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    for name, (changed, dropped) in fix(args.model, args.out).items():
        print(f"noun_fixes: {name}: {changed} rows rewritten, {dropped} dropped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
