"""The model's table of copied words: dictionary translations of source words that are no words
of the target language, used by the engine when the model copies such a word into its output
untranslated (FORMAT.md, "Copied words"; the caller can turn it off with the model's glossary).

    /usr/bin/python3 -m models.copied_words build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \\
        --corpus $HEED_CACHE/corpus/en-es/train.tsv --direction en-es --out copied.en-es.tsv
    /usr/bin/python3 -m models.copied_words add --model IN.heed --words copied.en-es.tsv --out OUT.heed

Why: the training text is software and documentation, so on everyday prose the models copy the
source words they never learned: "police", "century", "victims", "kilometres" came out in the
Spanish of FLORES dev 263 times, "verano", "aves", "tormenta" in the English. A copied word that
is no word of the target language is always wrong, and Debian's Apertium dictionary
(models/data/lexicon.py) knows most of them.

Which entries (`select`, `build`): single lower-case words of the dictionary, nouns,
adjectives, adverbs and number words ("veinte" stayed in the English; only entries that go both
ways: "billion" -> "billón" is a false friend) (a verb's infinitive is rarely the form a copy needs), whose source form
is not a word of the target language (Apertium's morphological analyser of that language,
`lt-proc`, knows no analysis: "police" is no Spanish word, "general" or "local" are, and stay
out), and which the training corpus's human translators do not keep as they are: a word copied
into the target in 10% or more of the pairs whose source has it (at least 3) stays out
("socket", "host", "dock", "flash" in software Spanish). One translation per source word: nouns
before adjectives and adverbs; an entry marked for this direction before one that goes both
ways; then the dictionary's order. Nouns also get their regular plural on both sides (victims ->
víctimas, aves -> birds). Measured on FLORES dev and the in-domain test split: the model cards.

Adjectives English always capitalises and Spanish does not ("Croatian" / "croata", "Olympic" /
"olímpico", "Buddhist" / "budista"; `with_proper_adjectives`): the dictionary lists them in lower
case, so en->es also gets the capitalised source ("Croatian" -> "croata": the model copied it
into "la capital Croatian", "medallas de oro Olympic") and es->en the capitalised target
("africano" -> "African", not "african"). Which they are: Debian's English word lists (wamerican,
wbritish) have the word capitalised and not in lower case; adjectives only, since a noun there
is as often a surname or a brand ("cartwright", "corvette"). The capitalised sources skip the
corpus filter (a name-like word is no software term).

Peoples, languages and creeds (`with_peoples_and_languages`, en->es): the dictionary lists
their English nouns capitalised, as English writes them ("Venezuelan" / "venezolano", "Assyrian"
/ "asirio", "Judaism" / "judaísmo"), so no surname is read as one; the table gets each such
noun it lacks and its regular plural ("Venezuelans" -> "venezolanos"; the model copied them:
"Dos terceros de Venezuelans", "los Malays"). No plural for "-ese", "-man" or "-ism" nouns.

Spanish adjectives agree with their noun (`with_adjective_forms`): the dictionary gives an
adjective's masculine singular, which came out as "los juegos olímpico", "la región italiano",
"una manera asombroso" wherever the model copied "Olympic", "Italian", "amazing". So en->es
writes an adjective's target as its four forms, "olímpico|olímpica|olímpicos|olímpicas"
(masculine and feminine singular, masculine and feminine plural; FORMAT.md), and the engine
writes the one the determiner before the noun asks for; es->en also lists the feminine and
plural forms as sources ("olímpicas" -> "Olympic"). The forms come from Apertium's Spanish
generator (`lt-proc -g`); an adjective it cannot inflect keeps its one form, and a plural
that does not end in "s" (a gap in its paradigms: "croata") is made by the regular rule.

The dictionary spells English the British way ("kilometres", "behaviour", "organisation"), and
web prose is as often American: `with_american_spellings` gives en->es each lower-case source's
American form too ("kilometers", "behavior", "organization", "center"), where the American
word list (wamerican) has it and the British one (wbritish) does not, and it is no Spanish word
("color", "favor" are; the model may copy those). es->en writes the dictionary's targets as they
are.

A word capitalised because it opens the sentence ("Police said ...", "Coffee is ...") came out
as it was ("Police dijo", "Coffee es": the table's words are lower-case, and a capitalised word
is likely a name). `with_opening_words` marks the en->es entries whose capitalised form is no
name (neither Debian's English word lists nor the dictionary's names have it: "Apple", "Cook",
"Smith" do) and which English's analyser knows only as a noun, adjective or number (a word
that may be a verb, adverb, preposition or conjunction opens sentences as one: "Open the
file", "While he", "About 40") with a third column, "opens" (FORMAT.md): the engine then
replaces such a word as the sentence's first word too. es->en gets none: on FLORES dev a Spanish sentence's first word
was as often a word the table translates wrongly there ("Cerca de" -> "Wall of", "Gracias" ->
"Graces") as one it gets right ("Ayer" -> "Yesterday").

Words English always capitalises came out in lower case where the model wrote them itself
("italian shrubs", "the assyrians", "the olympic program"): Spanish writes peoples, languages,
months and weekdays in lower case, and the students copied that. `with_proper_words` (es->en)
marks each target that is one capitalised word whose lower-case form is no word of Debian's
English word lists ("Italian", "Assyrians", "Monday"; not "May", "March", "Polish", "French",
"Catholic", whose lower case is a word too) with a third column, "proper" (FORMAT.md): the
engine then writes it capitalised wherever the model wrote its lower-case form, whole.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from typing import Callable, Dict, Iterable, List, Set, Tuple

from models.names import CALENDAR_EN, ENGLISH_WORD_LISTS, read_english_words, read_lexicon, store_pairs

TENSOR = "glossary.words"  # U8: UTF-8 lines "source<TAB>target\n" (FORMAT.md)
GENERATOR = "/usr/share/apertium/apertium-eng-spa/eng-spa.autogen.bin"  # Spanish surface forms
FORM_TAGS = ("<m><sg>", "<f><sg>", "<m><pl>", "<f><pl>")  # the order of a target's forms (FORMAT.md)
ANALYSERS = {  # Apertium's morphological analysers (package apertium-eng-spa)
    "es": "/usr/share/apertium/apertium-eng-spa/spa-eng.automorf.bin",
    "en": "/usr/share/apertium/apertium-eng-spa/eng-spa.automorf.bin",
}
POS_ORDER = {"n": 0, "adj": 1, "adv": 2, "num": 3}
KEPT_BY_TRANSLATORS = 0.1  # share of a word's corpus pairs whose target copies it
MIN_PAIRS = 3
WORD = re.compile(r"^[^\W\d_][^\W\d_]+$")  # letters only, two or more
LETTERS = re.compile(r"[^\W\d_]+")


def plural_en(word: str) -> str:
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    if re.search(r"(s|x|z|ch|sh)$", word):
        return word + "es"
    return word + "s"


def plural_es(word: str) -> str:
    """Spanish's regular plural: casa -> casas, papel -> papeles, luz -> luces, camión -> camiones."""
    unaccent = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"}
    if word[-1] in "aeiouáéó":
        return word + "s"
    if word.endswith("z"):
        return word[:-1] + "ces"
    if len(word) > 2 and word[-2] in unaccent and word[-1] in "ns":
        return word[:-2] + unaccent[word[-2]] + word[-1] + "es"
    if word[-1] in "sx":
        return word  # crisis, tórax: unchanged
    return word + "es"


PLURAL = {"en": plural_en, "es": plural_es}

def capitalised_adjectives(rows: Iterable[Tuple[str, ...]], english: Set[str]) -> Set[str]:
    """The dictionary's lower-case English adjectives that English always capitalises: `english`
    (read_english_words) has them capitalised and not in lower case."""
    return {en for en, _, pos, *_ in rows if pos == "adj" and WORD.match(en) and en.islower()
            and en.capitalize() in english and en not in english}


def with_proper_adjectives(pairs: List[Tuple[str, str]], rows: Iterable[Tuple[str, ...]], direction: str,
                           english: Set[str], known: Callable[[List[str], str], Set[str]]) -> List[Tuple[str, str]]:
    """`pairs` (a direction's table) with English's capitalised adjectives: en-es adds the
    capitalised source of each such entry (unless it is a Spanish word), es-en capitalises
    each such target."""
    proper = capitalised_adjectives(rows, english)
    table = dict(pairs)
    if direction == "en-es":
        new = {s.capitalize(): t for s, t in pairs if s in proper and s.capitalize() not in table}
        spanish = known(sorted(new), "es")
        table.update((s, t) for s, t in new.items() if s not in spanish)
    else:
        table.update((s, t.capitalize()) for s, t in pairs if t in proper)
    return sorted(table.items())


# Months and weekdays are the names glossary's; "Miss" is a title before a name ("Miss Universe").
NOT_PEOPLES = CALENDAR_EN | {"Miss"}


def peoples_and_languages(rows: Iterable[Tuple[str, ...]]) -> Dict[str, str]:
    """The dictionary's capitalised English nouns whose Spanish is one lower-case word of another
    spelling: peoples, languages, creeds ("Venezuelan" / "venezolano", "Aramaic" / "arameo",
    "Catholic" / "católico"), the first en->es translation of each; months and weekdays are the
    names glossary's (models/names.py), and a noun that already ends in s is no singular."""
    nouns: Dict[str, str] = {}
    for en, es, pos, *way in rows:
        if (pos == "n" and WORD.match(en) and en[0].isupper() and en[1:].islower() and en not in NOT_PEOPLES
                and not en.endswith("s")  # "Olympics" -> "olimpiada": no people, and a plural as one
                and WORD.match(es) and es.islower() and es != en.lower() and (way or ["both"])[0] != "es>en"):
            nouns.setdefault(en, es)
    return nouns


def with_peoples_and_languages(pairs: List[Tuple[str, str]], rows: Iterable[Tuple[str, ...]], direction: str,
                               known: Callable[[List[str], str], Set[str]]) -> List[Tuple[str, str]]:
    """en-es: `pairs` with the dictionary's capitalised nouns of peoples and languages, singular
    and regular plural ("Venezuelans" -> "venezolanos", "Belgians" -> "belgas": the model copied
    them, "Dos terceros de Venezuelans"), where the table has no entry for the source and it is
    no Spanish word. The dictionary lists these nouns capitalised, as English writes them, so no
    surname is read as one (the capitalised adjectives' caution). es-en: unchanged (its table
    already has the adjectives' plural forms as sources)."""
    if direction != "en-es":
        return pairs
    table = dict(pairs)
    new: Dict[str, str] = {}
    for en, es in peoples_and_languages(rows).items():
        forms = [(en, es)]
        if plural_en(en) == en + "s" and not en.endswith(("ese", "ism", "man")):  # no "Chineses", "Frenchmans"
            forms.append((en + "s", plural_es(es)))
        for source, target in forms:
            if source not in table and source not in new:
                new[source] = target
    spanish = known(sorted(new), "es")
    table.update((s, t) for s, t in new.items() if s not in spanish)
    return sorted(table.items())


def known_words(words: List[str], lang: str) -> Set[str]:
    """The words Apertium's analyser of `lang` knows (lt-proc marks an unknown one '/*')."""
    out = subprocess.run(["lt-proc", ANALYSERS[lang]], input="".join(f"{w}\n" for w in words),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    return {w for w, analysis in zip(words, out) if "/*" not in analysis}


def spanish_adjective_forms(lemmas: Iterable[str]) -> Dict[str, Tuple[str, str, str, str]]:
    """Each Spanish adjective's four forms (FORM_TAGS' order) from Apertium's generator; an
    adjective of one form for both genders is tagged <mf>. Lemmas it cannot inflect are left out."""
    lemmas = sorted(set(lemmas))
    tags = [f"<adj>{t}" for t in FORM_TAGS] + ["<adj><mf><sg>", "<adj><mf><pl>"]
    request = "".join(f"^{lemma}{tag}$\0" for lemma in lemmas for tag in tags)
    out = subprocess.run(["lt-proc", "-g", "-z", GENERATOR], input=request, capture_output=True,
                         text=True, check=True).stdout.split("\0")
    forms = {}
    for i, lemma in enumerate(lemmas):
        got = [g.strip() for g in out[i * len(tags):(i + 1) * len(tags)]]
        ok = lambda g: bool(g) and not g.startswith("#") and "/" not in g
        ms, fs, mp, fp = (g if ok(g) else got[4 + k // 2] for k, g in enumerate(got[:4]))
        if not all(ok(g) for g in (ms, fs, mp, fp)):
            continue
        # A plural without its "s" is a gap in a paradigm ("croata" for "croatas").
        mp, fp = (p if p.endswith("s") else plural_es(p) for p in (mp, fp))
        forms[lemma] = (ms, fs, mp, fp)
    return forms


def with_adjective_forms(pairs: List[Tuple[str, str]], rows: Iterable[Tuple[str, ...]], direction: str,
                         forms: Callable[[Iterable[str]], Dict[str, Tuple[str, str, str, str]]] = spanish_adjective_forms,
                         known: Callable[[List[str], str], Set[str]] = known_words) -> List[Tuple[str, str]]:
    """`pairs` with Spanish adjectives in all their forms (the docstring above): en-es targets
    become "ms|fs|mp|fp" where the forms differ, es-en gains the other forms as sources (each
    no English word and not in the table yet). Already inflected targets stay as they are."""
    adjectives = {(en.lower(), es) for en, es, pos, *_ in rows if pos == "adj"}
    table = dict(pairs)
    if direction == "en-es":
        lemmas = {t for s, t in pairs if (s.lower(), t) in adjectives}
        inflected = forms(lemmas)
        for s, t in pairs:
            f = inflected.get(t) if (s.lower(), t) in adjectives else None
            if f and len(set(f)) > 1 and f[0] == t:
                table[s] = "|".join(f)
        return sorted(table.items())
    lemmas = {s for s, t in pairs if (t.lower(), s) in adjectives}
    new = {}
    for lemma, f in forms(lemmas).items():
        for form in f[1:]:
            if form not in table and WORD.match(form):
                new.setdefault(form, table[lemma])
    english = known(sorted(new), "en")
    table.update((s, t) for s, t in new.items() if s not in english)
    return sorted(table.items())


# British endings and their American forms (kilometre -> kilometer, colour -> color, ...).
AMERICAN = [(r"tre(s?)$", r"ter\1"), (r"our(s?)$", r"or\1"), (r"isation(s?)$", r"ization\1"),
            (r"yse(s?)$", r"yze\1"), (r"ogue(s?)$", r"og\1"), (r"ence(s?)$", r"ense\1")]


def american_spellings(word: str, american: Set[str], british: Set[str]) -> List[str]:
    """`word`'s American spellings by AMERICAN's endings that the American word list has and the
    British one lacks ("colours" -> ["colors"])."""
    out = []
    for british_end, american_end in AMERICAN:
        v = re.sub(british_end, american_end, word)
        if v != word and v in american and v not in british:
            out.append(v)
    return out


def with_american_spellings(pairs: List[Tuple[str, str]], direction: str, american: Set[str], british: Set[str],
                            known: Callable[[List[str], str], Set[str]] = known_words) -> List[Tuple[str, str]]:
    """en-es: `pairs` with the American spelling of each lower-case source (the docstring above);
    es-en unchanged."""
    if direction != "en-es":
        return pairs
    table = dict(pairs)
    new: Dict[str, str] = {}
    for s, t in pairs:
        if not s.islower():
            continue
        for v in american_spellings(s, american, british):
            if v not in table:
                new.setdefault(v, t)
    spanish = known(sorted(new), "es")
    table.update((s, t) for s, t in new.items() if s not in spanish)
    return sorted(table.items())


OPENS = "\topens"  # the third column that lets a word be replaced as a sentence's first word
PROPER = "\tproper"  # the third column of a target English writes capitalised wherever it stands
PROPER_WORD = re.compile(r"^[A-Z][a-z]+$")


def with_proper_words(pairs: List[Tuple[str, str]], direction: str, english: Set[str]) -> List[Tuple[str, str]]:
    """es-en: `pairs` with PROPER added to each target that is one capitalised word (PROPER_WORD)
    whose lower-case form `english` (read_english_words) does not have; en-es unchanged."""
    if direction != "es-en":
        return pairs
    return [(s, t + PROPER if PROPER_WORD.match(t) and t.lower() not in english else t) for s, t in pairs]


OPENING_CLASSES = {"n", "adj", "num"}  # what a sentence's first word may be to be replaced
# Adverbs of time that open sentences as themselves ("Tomorrow will be sunny." came out "Tomorrow
# será soleado."): replaced there though the analyser knows them as adverbs too.
OPENING_ADVERBS = {"today", "tomorrow", "yesterday", "tonight"}


def word_classes(words: List[str], lang: str) -> Dict[str, Set[str]]:
    """Each word's classes by Apertium's analyser of `lang` (the first tag of each analysis:
    "n", "adj", "vblex", "pr", "cnjadv", ...); empty for a word it does not know."""
    out = subprocess.run(["lt-proc", ANALYSERS[lang]], input="".join(f"{w}\n" for w in words),
                         capture_output=True, text=True, check=True).stdout.split("\n")
    return {w: set(re.findall(r"/[^/<$]*<([a-z]+)>", analysis)) for w, analysis in zip(words, out)}


def with_opening_words(pairs: List[Tuple[str, str]], rows: Iterable[Tuple[str, ...]], direction: str,
                       english: Set[str],
                       classes: Callable[[List[str], str], Dict[str, Set[str]]] = word_classes) -> List[Tuple[str, str]]:
    """en-es: `pairs` with OPENS added to the target of each lower-case source whose capitalised
    form is no name (not in `english`, read_english_words, nor a name of the dictionary's) and
    whose classes are all OPENING_CLASSES; es-en unchanged. The column rides in the target
    field of the TSV (`add` stores it as is)."""
    if direction != "en-es":
        return pairs
    names = {en for en, _, pos, *_ in rows if pos == "np"}
    candidates = [s for s, t in pairs if s.islower() and not t.endswith(OPENS)
                  and s[:1].upper() + s[1:] not in english and s[:1].upper() + s[1:] not in names]
    known = classes(candidates, "en")
    allowed = {s for s in candidates if known.get(s) and known[s] <= OPENING_CLASSES}
    allowed |= {s for s, t in pairs if s in OPENING_ADVERBS and not t.endswith(OPENS)}
    return [(s, t + OPENS if s in allowed else t) for s, t in pairs]


def select(rows: Iterable[Tuple[str, ...]], direction: str) -> List[Tuple[str, str]]:
    """(source, target) candidates for `direction` before the target-language filter, with plurals."""
    src_lang, tgt_lang = direction.split("-")
    forward = direction == "en-es"
    best: Dict[str, Tuple[Tuple[int, int, int], str, str]] = {}
    for i, (en, es, pos, *way) in enumerate(rows):
        src, tgt = (en, es) if forward else (es, en)
        mark = way[0] if way else "both"
        if mark == ("es>en" if forward else "en>es") or pos not in POS_ORDER:
            continue
        if pos == "num" and mark != "both":
            continue  # a one-way number is a false friend ("billion" -> "billón") or an article ("one" -> "un")
        if not WORD.match(src) or not WORD.match(tgt) or src == tgt or not src[0].islower():
            continue
        key = (POS_ORDER[pos], 0 if mark != "both" else 1, i)
        if src not in best or key < best[src][0]:
            best[src] = (key, tgt, pos)
    pairs = {src: tgt for src, (_, tgt, _) in best.items()}
    for src, (_, tgt, pos) in best.items():
        if pos == "n":
            plural = PLURAL[src_lang](src)
            if plural not in best:
                pairs.setdefault(plural, PLURAL[tgt_lang](tgt))
    return sorted(pairs.items())


def kept_by_translators(corpus_rows: Iterable[Tuple[str, str]], words: Set[str]) -> Set[str]:
    """Of `words`, those the (source, target) pairs copy into the target in KEPT_BY_TRANSLATORS
    or more of the pairs whose source has them (MIN_PAIRS or more)."""
    seen: Dict[str, int] = {}
    copied: Dict[str, int] = {}
    for source, target in corpus_rows:
        target_words = set(LETTERS.findall(target))
        for w in set(LETTERS.findall(source)):
            if w in words:
                seen[w] = seen.get(w, 0) + 1
                copied[w] = copied.get(w, 0) + (w in target_words)
    return {w for w, n in seen.items() if n >= MIN_PAIRS and copied[w] >= KEPT_BY_TRANSLATORS * n}


def read_corpus(path: str, direction: str) -> Iterable[Tuple[str, str]]:
    """(source, target) of the corpus builder's TSV (`source_name<TAB>en<TAB>xx`)."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 3:
                yield (cols[1], cols[2]) if direction.startswith("en-") else (cols[2], cols[1])


def build(rows, direction: str, corpus_rows: Iterable[Tuple[str, str]] = (),
          known: Callable[[List[str], str], Set[str]] = known_words,
          english: Set[str] = frozenset(),
          forms: Callable[[Iterable[str]], Dict[str, Tuple[str, str, str, str]]] = spanish_adjective_forms,
          classes: Callable[[List[str], str], Dict[str, Set[str]]] = word_classes,
          american: Set[str] = frozenset(), british: Set[str] = frozenset()) -> List[Tuple[str, str]]:
    rows = list(rows)
    pairs = select(rows, direction)
    target_words = known([s for s, _ in pairs], direction.split("-")[1])
    pairs = [(s, t) for s, t in pairs if s not in target_words]
    kept = kept_by_translators(corpus_rows, {s for s, _ in pairs})
    pairs = with_proper_adjectives([(s, t) for s, t in pairs if s not in kept], rows, direction, english, known)
    pairs = with_peoples_and_languages(pairs, rows, direction, known)
    pairs = with_american_spellings(pairs, direction, american, british, known)
    pairs = with_opening_words(with_adjective_forms(pairs, rows, direction, forms, known), rows, direction, english, classes)
    return with_proper_words(pairs, direction, english)


def extend(pairs: List[Tuple[str, str]], rows: List[Tuple[str, ...]], direction: str, english: Set[str],
           known: Callable[[List[str], str], Set[str]] = known_words,
           forms: Callable[[Iterable[str]], Dict[str, Tuple[str, str, str, str]]] = spanish_adjective_forms,
           classes: Callable[[List[str], str], Dict[str, Set[str]]] = word_classes,
           american: Set[str] = frozenset(), british: Set[str] = frozenset()) -> List[Tuple[str, str]]:
    """A table built before (`pairs`, e.g. a shipped model's) with what `build` has gained since:
    the number words, English's capitalised adjectives (without the corpus filter, which
    neither needs), the peoples and languages, the American spellings, the Spanish adjectives' forms and the "opens" and
    "proper" columns."""
    numbers = select([r for r in rows if r[2] == "num"], direction)
    target_words = known([s for s, _ in numbers], direction.split("-")[1])
    table = dict(pairs)
    table.update((s, t) for s, t in numbers if s not in target_words and s not in table)
    pairs = with_proper_adjectives(sorted(table.items()), rows, direction, english, known)
    pairs = with_peoples_and_languages(pairs, rows, direction, known)
    pairs = with_american_spellings(pairs, direction, american, british, known)
    pairs = with_opening_words(with_adjective_forms(pairs, rows, direction, forms, known), rows, direction, english, classes)
    return with_proper_words(pairs, direction, english)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="select one direction's copied-word translations")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--corpus", help="training pairs (corpus TSV): words its translators keep stay out")
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--english-words", nargs=2, default=list(ENGLISH_WORD_LISTS),
                   help="the American and the British English word lists, with their case (default: wamerican's and wbritish's)")
    b.add_argument("--out", required=True)
    p = sub.add_parser("extend", help="add to a table built before what build has gained since (extend())")
    p.add_argument("--lexicon", required=True)
    p.add_argument("--words", required=True, help="the table (TSV), e.g. read from a shipped model")
    p.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    p.add_argument("--english-words", nargs=2, default=list(ENGLISH_WORD_LISTS))
    p.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store a table in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--words", required=True)
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    if args.cmd == "build":
        corpus = read_corpus(args.corpus, args.direction) if args.corpus else ()
        american, british = (read_english_words([p]) for p in args.english_words[:2])
        pairs = build(read_lexicon(args.lexicon), args.direction, corpus,
                      english=read_english_words(args.english_words), american=american, british=british)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(f"{s}\t{t}\n" for s, t in pairs)
        print(f"copied words: {len(pairs)} -> {args.out}", file=sys.stderr)
    elif args.cmd == "extend":
        with open(args.words, encoding="utf-8") as f:
            pairs = [tuple(line.rstrip("\n").split("\t", 1)) for line in f if "\t" in line]
        american, british = (read_english_words([p]) for p in args.english_words[:2])
        out = extend(pairs, read_lexicon(args.lexicon), args.direction, read_english_words(args.english_words),
                     american=american, british=british)
        with open(args.out, "w", encoding="utf-8") as f:
            f.writelines(f"{s}\t{t}\n" for s, t in out)
        changed = len(set(out) - set(pairs))
        print(f"copied words: {len(out)} ({changed} new or re-cased) -> {args.out}", file=sys.stderr)
    else:
        stored = store_pairs(args.model, args.words, TENSOR, args.out)
        print(f"copied words: {stored} stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
