"""The model's glossary of names: place, people and institution names whose translation is not
the name itself (Poland -> Polonia, Londres -> London), and the months and weekdays, stored in the model file and applied by
the engine to every translation (FORMAT.md, "Glossary"; the caller can turn it off); and the
model's date formats (FORMAT.md, "Date formats"; DATE_FORMATS below).

    /usr/bin/python3 -m models.names build --lexicon $HEED_CACHE/lexicon/lexicon.en-es.tsv \
        --direction en-es --out names.en-es.tsv
    /usr/bin/python3 -m models.names add --model IN.heed --terms names.en-es.tsv [--dates en-es] --out OUT.heed

Why: the training text is software and documentation, where country and city names are rare,
so the model copies them ("Poland", "Belgium") or spells them into nonsense ("Greenland" ->
"Verdeland"). Debian's Apertium dictionary (models/data/lexicon.py) lists thousands of proper
nouns with their translations. Carried through as glossary terms (protected spans whose output
is fixed), they cost no training and gain +0.38 chrF2 en->es and +0.37 es->en on FLORES dev
(models/shipped/*.md).

Which entries (`select`): proper nouns (pos `np`) with exactly one translation in this direction
that differs from the source, written with a capital (the dictionary has a few lower-case
entries such as "port of pasaia" that are not names as text writes them). A one-word name that
is also an everyday word of the source language elsewhere in the dictionary, other than a noun,
is left out: "Nice" (Niza) would catch "Nice to meet you" at the start of a sentence. A noun
does not count: capitalised, "Turkey" and "Berlin" are the names.
The dictionary lists some Spanish names as their own English too ("Italia" is Italia and Italy,
"París" is París and Paris), which left es->en's commonest countries out ("Italia" stayed in
the English 6 times on FLORES dev): where `english` (Debian's English word lists with their case,
models.copied_words.read_english_words) lacks the name as written but has the other translation,
that one is taken (Italia, Grecia, Siria, Libia, París, Niza, Nazaret, Jesús, Sofía); "Granada",
"Guadalupe", "Lorena", "Mauricio" are English words too and stay ambiguous.
en->es also gets a weekday or a period with the word before it where Spanish says it another
way (`time_phrases`: "on Tuesday" -> "el martes", "last Monday" -> "el lunes pasado", "last year"
-> "el año pasado", "last night" -> "anoche"), and es->en the same read the other way
(`time_phrases_es_en`: "el viernes" -> "on Friday", "el mes pasado" -> "last month").
Countries the dictionary lists only as themselves ("Kenya" -> "Kenya") or not at all come from
Debian's iso-codes (models/countries.py: "Kenya" -> "Kenia").
en->es names whose Spanish starts with a noun also get "the X" with its article (`name_articles`,
given the nouns list of models/nouns.py): the model wrote "el Estados Unidos", "El República
Dominicana". es->en names English writes with "the" have it (`english_article`: "Estados Unidos"
-> "the United States"): the model wrote "in United States".
Both directions also get the acronyms of international bodies and terms that the two
languages write differently (ACRONYMS: "GDP" / "PIB", "the UN" / "la ONU", "NATO" / "la OTAN",
"DNA" / "ADN", "VAT" / "IVA", which es->en wrote "FILE"): the model copied them ("GDP gris de China", "the China PIB"). The engine leaves a term written in capitals to the model in a sentence
written in capitals throughout ("LET US KNOW": text/protect.h).
Months and weekdays (CALENDAR_EN) come in the same way, in both directions (October ->
octubre, lunes -> Monday), except "May" and "March", which are also everyday English words.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from typing import Callable, Dict, Iterable, List, Set, Tuple

from models.countries import country_names
from models.heed_ref.heed_format import read_tensors, write_tensors

TENSOR = "glossary.terms"  # U8: UTF-8 lines "source<TAB>target\n" (FORMAT.md)
DATES_TENSOR = "glossary.dates"  # U8: UTF-8 lines "months|date<TAB>source<TAB>target\n" (FORMAT.md)

# How each language writes a date, for the engine's date formats (FORMAT.md, "Date formats"):
# the model translates dates word by word ("En septiembre 24, 1759", "the 24 of September of
# 1759"). {D} day, {M} month, {Y} year, [...] a part that may be absent (written in the target
# only when the source had it). A leading preposition is part of a format where the two
# languages differ there ("on September 24" -> "el 24 de septiembre", "desde el 1 de julio" ->
# "since July 1"): without it the model writes "En 24 de septiembre" / "desde on July 1".
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
}
_EN_ES_LEADS = [("on", "el"), ("of", "del"), ("since", "desde el"), ("from", "desde el"),
                ("until", "hasta el"), ("before", "antes del"), ("after", "después del"),
                ("by", "para el"), ("between", "entre el"), ("to", "al"), ("", "")]
_ES_EN_LEADS = [("el", "on"), ("del", "of"), ("al", "to"), ("desde el", "since"), ("hasta el", "until"),
                ("antes del", "before"), ("después del", "after"), ("a partir del", "from"),
                ("para el", "by"), ("entre el", "between"), ("y el", "and"), ("", "")]


def _lead(word: str, rest: str) -> str:
    return f"{word} {rest}" if word else rest


DATE_FORMATS = {
    "en-es": [(_lead(s, "{M} {D}[, {Y}]"), _lead(t, "{D} de {M}[ de {Y}]")) for s, t in _EN_ES_LEADS]
    + [(_lead(s, "{D} {M}[ {Y}]"), _lead(t, "{D} de {M}[ de {Y}]")) for s, t in _EN_ES_LEADS]
    + [("{M} {Y}", "{M} de {Y}"), ("{M} of {Y}", "{M} de {Y}"),
       ("on the {D} of {M}[, {Y}]", "el {D} de {M}[ de {Y}]"), ("the {D} of {M}[, {Y}]", "el {D} de {M}[ de {Y}]")],
    "es-en": [(_lead(s, "{D} de {M}[ de {Y}]"), _lead(t, "{M} {D}[, {Y}]")) for s, t in _ES_EN_LEADS]
    + [(_lead(s, "{D} de {M}[ del {Y}]"), _lead(t, "{M} {D}[, {Y}]")) for s, t in _ES_EN_LEADS]
    + [(_lead(s, "{D} {M} {Y}"), _lead(t, "{M} {D}, {Y}")) for s, t in _ES_EN_LEADS]  # a web page's "27 nov. 2024"
    + [("{M} de {Y}", "{M} {Y}"), ("{M} del {Y}", "{M} {Y}")],
}


# The abbreviations a date may give its month in, read on the source side only ("Nov 27, 2026",
# a web page's date line, stayed as written: "Nov 27, 2026"). "May" has none; English "Mar"
# without its period is a verb too, but only a date's pattern reads it ("Mar 5, 2024").
MONTH_ABBREVIATIONS = {
    "en": [["Jan.", "Jan"], ["Feb.", "Feb"], ["Mar.", "Mar"], ["Apr.", "Apr"], [], ["Jun.", "Jun"], ["Jul.", "Jul"],
           ["Aug.", "Aug"], ["Sept.", "Sep.", "Sept", "Sep"], ["Oct.", "Oct"], ["Nov.", "Nov"], ["Dec.", "Dec"]],
    "es": [["ene."], ["feb."], ["mar."], ["abr."], [], ["jun."], ["jul."], ["ago."], ["sept.", "sep."], ["oct."],
           ["nov."], ["dic."]],
}


def date_table(direction: str) -> str:
    """The `glossary.dates` text of `direction`: the months line (each source month with its
    abbreviations, comma-separated), then one line per format."""
    src, tgt = direction.split("-")
    spellings = [",".join([name] + abbr) for name, abbr in zip(MONTHS[src], MONTH_ABBREVIATIONS[src])]
    lines = [f"months\t{'|'.join(spellings)}\t{'|'.join(MONTHS[tgt])}"]
    lines += [f"date\t{s}\t{t}" for s, t in DATE_FORMATS[direction]]
    return "".join(line + "\n" for line in lines)


# Debian's English word lists (packages wamerican and wbritish), with each word's case.
ENGLISH_WORD_LISTS = ("/usr/share/dict/american-english", "/usr/share/dict/british-english")


def read_english_words(paths: Iterable[str] = ENGLISH_WORD_LISTS) -> Set[str]:
    words: Set[str] = set()
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                words.update(line.strip() for line in f)
        except FileNotFoundError:
            raise SystemExit(f"{path} is missing: apt-get install wamerican wbritish") from None
    return words


def read_lexicon(path: str) -> List[Tuple[str, ...]]:
    """-> (en, es, pos, way) rows of models/data/lexicon.py's TSV (`en es pos kind source`); way
    is the source's direction mark: "both", "en>es" or "es>en" (Apertium's one-way entries)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 3:
                way = cols[4].rsplit(":", 1)[-1] if len(cols) >= 5 else "both"
                rows.append((cols[0], cols[1], cols[2], way))
    return rows


# Months and weekdays, by their English names: the dictionary lists them as common nouns, and
# the model leaves them in the source language ("En October 7", "the 7 of octubre").
CALENDAR_EN = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday",
               "Friday", "Saturday", "Sunday"}


# en->es: a weekday or a period of time with the word before it, which Spanish says another way
# ("on Tuesday" came out "en martes", Spanish takes the article: "el martes"; "last year" came out
# "el último año", which is "the last year": "el año pasado"; "next year" "el año siguiente";
# "Earlier this year" stayed English). "the last ..." and "the next ..." are terms of their own,
# so that the longer match keeps "the last year of his life" "el último año". A term
# opening the sentence is capitalised by the engine ("On Monday" -> "El lunes").
WEEKDAYS_ES = {"Monday": "lunes", "Tuesday": "martes", "Wednesday": "miércoles", "Thursday": "jueves",
               "Friday": "viernes", "Saturday": "sábado", "Sunday": "domingo"}
WEEKDAY_PHRASES_EN_ES = [("on {d}", "el {w}"), ("on {d}s", "los {ws}"), ("last {d}", "el {w} pasado"),
                         ("the last {d}", "el último {w}"), ("next {d}", "el próximo {w}"), ("this {d}", "este {w}"),
                         ("every {d}", "todos los {ws}")]
# A period: its Spanish noun and whether that noun is feminine.
PERIODS_ES = {"year": ("año", False), "month": ("mes", False), "week": ("semana", True),
              "weekend": ("fin de semana", False), "summer": ("verano", False), "winter": ("invierno", False),
              "spring": ("primavera", True), "autumn": ("otoño", False)}


# es->en: the same phrases read the other way ("el viernes" came out "the Friday", "el mes pasado"
# "the past month", "la semana pasada" "the week passed"). A weekday with the article is "on
# Friday"; after a preposition the longer term wins ("desde el viernes" -> "since Friday").
WEEKDAY_PHRASES_ES_EN = [("el {w}", "on {d}"), ("el día {w}", "on {d}"), ("los {ws}", "on {d}s"), ("todos los {ws}", "every {d}"),
                         ("el {w} pasado", "last {d}"), ("el próximo {w}", "next {d}"),
                         ("desde el {w}", "since {d}"), ("hasta el {w}", "until {d}"), ("para el {w}", "for {d}"),
                         ("antes del {w}", "before {d}"), ("después del {w}", "after {d}")]


# (English, Spanish) acronyms each language writes its own way; the dictionary has none of them.
# Spanish names an international body with its article ("la ONU", "el FMI"), and a placeholder
# hides a term's gender from the model ("el ONU"), so en->es also has "the UN" -> "la ONU"
# (the engine merges the term's article with the model's "de" or "a": "de la ONU", "del FMI"),
# and es->en "la ONU" -> "the UN" but "la OTAN" -> "NATO" (English writes no article there).
ACRONYMS = [("GDP", "PIB"), ("UN", "ONU"), ("NATO", "OTAN"), ("EU", "UE"), ("DNA", "ADN"), ("IMF", "FMI"),
            ("AIDS", "sida"), ("UFO", "ovni"), ("OECD", "OCDE"), ("HIV", "VIH"), ("VAT", "IVA")]
ARTICLES_ES = {"ONU": "la", "OTAN": "la", "UE": "la", "FMI": "el", "OCDE": "la", "IVA": "el"}
# Spanish writes a plural's initials doubled, "EE. UU." (Estados Unidos); the model copied them
# ("in EE. UU."). es->en only, with the article "los"; the dictionary's "EE.UU." -> "USA" gives
# way (the English of FLORES-like prose says "the United States").
PLURAL_INITIALS_ES_EN = [("EE. UU.", "the United States"), ("EE.UU.", "the United States")]
# English initials with stops that the dictionary lists only without them ("UK" -> "Reino Unido"):
# "the U.K." came out "el U.K.". en->es only, with Spanish's article. ("the U.S." stays the
# dictionary's "U.S." -> "EE. UU.": as a term with its "the" it cost "the U.S. economy", which
# came out "EE. UU. economía".)
INITIALS_EN_ES = [("U.K.", "Reino Unido", "el")]


# Spanish writes a plural's doubled initials with a space after each full stop ("EE. UU.",
# "FF. AA."; the RAE's Ortografía of 2010, and FLORES's references); the dictionary has "EE.UU.".
DOUBLED_INITIALS = re.compile(r"\b([A-ZÁÉÍÓÚÑ])\1\.(?=[A-ZÁÉÍÓÚÑ]{2}\.)")


def spaced_initials(text: str) -> str:
    """"EE.UU." -> "EE. UU."; anything else as it is."""
    return DOUBLED_INITIALS.sub(r"\1\1. ", text)


# Titles before a name, which each language abbreviates its own way ("Mr. Smith" stayed "Mr.
# Smith" in Spanish, "el Sr. Rudd" came out "the Sr. Rudd"). Spanish gives a title the article
# ("el Sr. Rudd dijo"), English does not: es->en takes the article (and "del"/"al") with it.
# en->es writes none (a vocative "Gracias, Sra. Brown" has none either), and only the titles
# Spanish writes otherwise: as a term "Dr." lost the article the model gives it ("El Dr. Lee").
TITLES = [("Mr.", "Sr.", "el"), ("Mrs.", "Sra.", "la"), ("Ms.", "Sra.", "la"), ("Dr.", "Dr.", "el")]
TITLES_ES_EN = [("Miss", "Srta.", "la"), ("Dr.", "Dra.", "la")]


def titles(direction: str) -> List[Tuple[str, str]]:
    """TITLES for `direction`; es->en also with the article, "del" and "al" before each."""
    if direction == "en-es":
        return [(en, es) for en, es, _ in TITLES if en != es]
    pairs = {}
    for en, es, article in TITLES + TITLES_ES_EN:
        pairs.setdefault(es, en)
        for before, after in ((article, ""), ("del" if article == "el" else "de la", "of "),
                              ("al" if article == "el" else "a la", "to ")):
            pairs.setdefault(f"{before} {es}", after + en)
            pairs.setdefault(f"{before[0].upper()}{before[1:]} {es}", (after[:1].upper() + after[1:] if after else "") + en)
    return sorted(pairs.items())


def with_capitalised(pairs: Iterable[Tuple[str, str]]) -> List[Tuple[str, str]]:
    """`pairs`, each also with its source's first letter capitalised, sorted."""
    return sorted({t for src, tgt in pairs for t in ((src, tgt), (src[0].upper() + src[1:], tgt))})


def plural_initials(direction: str) -> List[Tuple[str, str]]:
    """es-en's PLURAL_INITIALS_ES_EN, also with "los" (each also capitalised); none for en-es."""
    if direction != "es-en":
        return []
    return with_capitalised(PLURAL_INITIALS_ES_EN + [(f"los {es}", en) for es, en in PLURAL_INITIALS_ES_EN])


def acronyms(direction: str) -> List[Tuple[str, str]]:
    """ACRONYMS for `direction`, with the articles above (each also capitalised), and the plural
    initials."""
    if direction == "en-es":
        pairs = [(en, f"{ARTICLES_ES[es]} {es}" if en == "NATO" else es) for en, es in ACRONYMS]
        pairs += [(f"the {en}", f"{ARTICLES_ES[es]} {es}") for en, es in ACRONYMS if es in ARTICLES_ES and en != "NATO"]
        pairs += [p for en, es, article in INITIALS_EN_ES for p in ((en, es), (f"the {en}", f"{article} {es}"))]
    else:
        pairs = [(es, en) for en, es in ACRONYMS] + [("SIDA", "AIDS"), ("la OTAN", "NATO")]
        pairs += [(f"{ARTICLES_ES[es]} {es}", f"the {en}") for en, es in ACRONYMS if es in ARTICLES_ES and en != "NATO"]
    return sorted(set(with_capitalised(pairs)) | set(plural_initials(direction)))


def time_phrases_es_en() -> List[Tuple[str, str]]:
    """es->en glossary terms for weekdays and periods (above), each also with its first word
    capitalised."""
    pairs = []
    for day, es in WEEKDAYS_ES.items():
        plural = es + "s" if es.endswith("o") else es
        pairs += [(src.format(w=es, ws=plural), tgt.format(d=day)) for src, tgt in WEEKDAY_PHRASES_ES_EN]
    for period, (es, feminine) in PERIODS_ES.items():
        the = "la" if feminine else "el"
        last, next_ = ("pasada", "próxima") if feminine else ("pasado", "próximo")
        pairs += [(f"{the} {es} {last}", f"last {period}"), (f"{the} {next_} {es}", f"next {period}"),
                  (f"{the} {es} que viene", f"next {period}")]
    pairs += [("del año pasado", "of last year"), ("esta noche", "tonight"), ("anoche", "last night"),
              ("el día de hoy", "today"), ("el día de ayer", "yesterday"), ("pasado mañana", "the day after tomorrow")]
    pairs += [(f"mañana por la {part}", f"tomorrow {en}") for part, en in (("mañana", "morning"), ("tarde", "afternoon"), ("noche", "night"))]
    pairs = [t for src, tgt in pairs for t in ((src, tgt), (src[0].upper() + src[1:], tgt))]
    # Capitalised only, where they open a sentence: "Mañana hará sol" came out "Machine will do
    # sun" and "Ayer" stayed as written; in lower case mid-sentence "hoy" and "ayer" are the
    # model's (as terms they cost "today's arrest" -> "the arrest of today"), and "mañana" is as
    # often "morning" ("la mañana"). Capitalised in English too: after a quotation mark the term
    # opens a quoted sentence («Hoy Apple reinventará…»).
    return pairs + [("Mañana", "Tomorrow"), ("Hoy", "Today"), ("Ayer", "Yesterday"), ("Hoy en día", "Nowadays"),
                    ("Hoy día", "Nowadays")]


def time_phrases() -> List[Tuple[str, str]]:
    """en->es glossary terms for weekdays and periods with the word before them (above), each
    also with its first word capitalised."""
    pairs = []
    for day, es in WEEKDAYS_ES.items():
        plural = es + "s" if es.endswith("o") else es  # sábados, domingos; lunes ... viernes
        pairs += [(src.format(d=day), tgt.format(w=es, ws=plural)) for src, tgt in WEEKDAY_PHRASES_EN_ES]
    for period, (es, feminine) in PERIODS_ES.items():
        the, this = ("la", "esta") if feminine else ("el", "este")
        pairs += [(f"last {period}", f"{the} {es} pasada" if feminine else f"{the} {es} pasado"),
                  (f"the last {period}", f"{the} última {es}" if feminine else f"{the} último {es}"),
                  (f"next {period}", f"{the} próxima {es}" if feminine else f"{the} próximo {es}"),
                  (f"the next {period}", f"{the} {es} siguiente"),
                  (f"earlier this {period}", f"a principios de {this} {es}"),
                  (f"later this {period}", f"más adelante {this} {es}")]
    pairs += [("last night", "anoche"), ("the last night", "la última noche")]
    return [t for src, tgt in pairs for t in ((src, tgt), (src[0].upper() + src[1:], tgt))]


def spanish_plural_gender(word: str, nouns: Dict[str, str]) -> str:
    """"m" or "f" where `word` (lower case) is the plural of a noun of `nouns` (form -> "m", "f"
    or "mf": models/nouns.py's lines), else "": "estados" (estado), "islas", "naciones" (nación),
    "países" (país), "luces" (luz); not "crisis", "mes" or "lunes", which are singular too."""
    if not word.endswith("s") or nouns.get(word) not in ("m", "f"):
        return ""
    singulars = {word[:-1], word[:-2], word[:-2] + "s", word[:-3] + "z"}
    for ending, accented in (("iones", "ión"), ("ones", "ón"), ("enes", "én"), ("ines", "ín")):
        if word.endswith(ending):
            singulars.add(word[: -len(ending)] + accented)
    singulars.discard(word)
    return nouns[word] if any(nouns.get(s) == nouns[word] for s in singulars) else ""


def name_articles(terms: List[Tuple[str, str]], nouns: Dict[str, str]) -> List[Tuple[str, str]]:
    """en->es: "the X" -> "el/la/los/las Y" for each name X -> Y of two words or more whose first
    word is a noun of one gender, plural ("the United States" -> "los Estados Unidos", "the
    Canary Islands" -> "las Islas Canarias") or singular ("the Dominican Republic" -> "la
    República Dominicana", "the United Kingdom" -> "el Reino Unido"): the model wrote the article
    of "the" before the name, singular and masculine ("el Estados Unidos" 8 times on FLORES dev,
    "El República Dominicana"); the engine merges the term's article with the model's ("el"
    gives way, "de" stays: "de los Estados Unidos"; "de el" is "del")."""
    have = {src for src, _ in terms}
    out = []
    for src, tgt in terms:
        head = tgt.split(" ")[0]
        if " " not in tgt or not head[:1].isupper() or src.split(" ")[0].lower() == "the":
            continue
        word = head.lower()
        plural = spanish_plural_gender(word, nouns)
        # A singular ending in "s" only where its plural is another word ("país", "países"): a
        # "crisis" or "lunes" could be either.
        singular = "" if plural or (word.endswith("s") and nouns.get(word + "es") != nouns.get(word)) else nouns.get(word, "")
        if plural:
            out.append((f"the {src}", f"{'los' if plural == 'm' else 'las'} {tgt}"))
        elif singular in ("m", "f"):
            out.append((f"the {src}", f"{'el' if singular == 'm' else 'la'} {tgt}"))
    return [t for t in with_capitalised(out) if t[0] not in have]


# en->es: names the dictionary lists as themselves and as another name, which stay ambiguous: a
# person as often as a place or figure ("Jordan", "Troy", "Lorraine", "Sofia", "Jesus": the model
# writes "Jesús" itself, and a footballer keeps his name), a US city with a Spanish
# town's name ("Albuquerque") or no name ("Marine"); so do months ("April" is a name too). Every
# other such name means the other ("London" -> "Londres", "Paris" -> "París": London, Ontario is
# rarer).
KEEP_AS_THEMSELVES = {"Jordan", "Troy", "Lorraine", "Sofia", "Jesus", "Albuquerque", "Marine"}


# Last words of English names written with "the": plural names and a kingdom, republic, union or
# federation ("the United States", "the Cook Islands", "the Dominican Republic").
THE_NAMES_END = ("States", "Islands", "Emirates", "Netherlands", "Philippines", "Maldives", "Bahamas", "Kingdom",
                 "Republic", "Union", "Federation")


def english_article(name: str) -> str:
    """es->en: `name` with "the" where English writes one (THE_NAMES_END): the model wrote "in
    United States", "Cook Islands are formed by 15 islands" (FLORES dev, 7 lines); the engine
    merges the term's "the" with a "the" the model writes before it, as "EE. UU." already did."""
    if name[:1].isupper() and name.split(" ")[-1] in THE_NAMES_END:
        return f"the {name}"
    return name


def select(rows: List[Tuple[str, ...]], direction: str, english: Set[str] = frozenset(),
           nouns: Dict[str, str] | None = None, countries: Iterable[Tuple[str, str]] = ()) -> List[Tuple[str, str]]:
    """Sorted (source, target) pairs for `direction` ("en-es" or "es-en"); see the module doc.
    `english`: English words with their case, for es-en's names listed as themselves too;
    `nouns`: Spanish nouns' forms and gender (models/nouns.py), for en-es's names' articles;
    `countries`: (English, Spanish) country names (models/countries.py), each taken where the
    dictionary has no translation for its source but the source itself ("Kenya" -> "Kenya")."""
    if direction not in ("en-es", "es-en"):
        raise ValueError(f"direction must be en-es or es-en, got {direction!r}")
    forward = direction == "en-es"
    targets: Dict[str, Set[str]] = defaultdict(set)
    calendar: Set[str] = set()  # sources that are month or weekday names (Spanish ones lower-case)
    everyday: Set[str] = set()  # source-side words of the other entries that are not nouns
    for en, es, pos, *way in rows:
        src, tgt = (en, es) if forward else (es, en)
        if way and way[0] == ("es>en" if forward else "en>es"):
            continue  # a one-way entry of the other direction ("setiembre" is read, not written)
        if pos == "np" or (pos == "n" and en in CALENDAR_EN):
            targets[src].add(tgt)
            if pos == "n":
                calendar.add(src)
        elif pos != "n":
            everyday.add(src.lower())
    terms = []
    for src, tgts in targets.items():
        if len(tgts) == 2 and src in tgts:
            other = next(t for t in tgts if t != src)
            if (src not in english and other in english) if not forward else src not in KEEP_AS_THEMSELVES | calendar:
                tgts = {other}
        if len(tgts) != 1:
            continue
        tgt = next(iter(tgts))
        if tgt == src or not tgt.strip():
            continue
        if not src[:1].isupper() and src not in calendar:
            continue
        if " " not in src and src.lower() in everyday:
            continue  # "May" (may), "March" (to march), "Nice" (nice); "Turkey" stays
        terms.append((src, tgt))
    for en, es in countries:
        src, tgt = (en, es) if forward else (es, en)
        if targets.get(src, {src}) != {src} or (" " not in src and src.lower() in everyday):
            continue  # the dictionary's translations decide; an everyday word is no name
        terms.append((src, tgt))
    if forward:
        terms = [(src, spaced_initials(tgt)) for src, tgt in terms]
    if forward and nouns:
        terms += name_articles(terms, nouns)
    if not forward:
        terms = [(src, english_article(tgt)) for src, tgt in terms]
    terms += time_phrases() if forward else time_phrases_es_en()
    # A dictionary name of the same source wins over an acronym, except over the plural initials.
    winning = {src for src, _ in plural_initials(direction)}
    terms = [t for t in terms if t[0] not in winning]
    have = {src for src, _ in terms}
    terms += [(src, tgt) for src, tgt in acronyms(direction) if src not in have]
    have = {src for src, _ in terms}
    terms += [(src, tgt) for src, tgt in titles(direction) if src not in have]
    return sorted(terms)


def write_terms(path: str, terms: List[Tuple[str, str]]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(f"{s}\t{t}\n" for s, t in terms)


def build_terms_main(argv, description: str, label: str, terms) -> int:
    """The command line of a hand-written term list (models/institutions.py, models/set_phrases.py):
    `build --direction D --out TSV` writes `terms(D)`."""
    ap = argparse.ArgumentParser(description=description)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="write one direction's terms")
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    rows = terms(args.direction)
    write_terms(args.out, rows)
    print(f"{label}: {len(rows)} terms -> {args.out}", file=sys.stderr)
    return 0


def read_terms(path: str) -> List[Tuple[str, str]]:
    with open(path, encoding="utf-8") as f:
        return [tuple(line.rstrip("\n").split("\t", 1)) for line in f if "\t" in line]


def rewrite_text_tables(model_in: str, model_out: str, tables: Iterable[str],
                        rewrite: Callable[[str, str], Tuple[str, int, int]]) -> Dict[str, Tuple[int, int]]:
    """Rewrites a .heed file with each of `tables` the file has passed through `rewrite(name,
    text)` -> (text, rows changed, rows dropped); returns those counts by table."""
    _, tensors = read_tensors(model_in, keep=lambda name: name in tables)
    texts, counts = {}, {}
    for name in tables:
        if name in tensors:
            texts[name], changed, dropped = rewrite(name, bytes(tensors[name][2]).decode("utf-8"))
            counts[name] = (changed, dropped)
    set_text_tensors(model_in, texts, model_out)
    return counts


def set_text_tensors(model_in: str, texts: Dict[str, str], model_out: str) -> None:
    """Rewrites a .heed file with each named U8 text tensor set to its text (removed when the
    text is empty); every other tensor is copied unchanged."""
    config, tensors = read_tensors(model_in, keep=lambda name: name not in texts)
    for name, text in texts.items():
        if text:
            blob = text.encode("utf-8")
            tensors[name] = ("U8", [len(blob)], blob)
    write_tensors(model_out, config, tensors)


def store_lines(model_in: str, lines_path: str, tensor: str, model_out: str) -> int:
    """Rewrites a .heed file with the non-empty lines of `lines_path` as the text tensor `tensor`
    (each line ending in a newline); returns how many lines."""
    with open(lines_path, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f if line.strip()]
    set_text_tensors(model_in, {tensor: "".join(f"{line}\n" for line in lines)}, model_out)
    return len(lines)


def store_pairs(model_in: str, pairs_path: str, tensor: str, model_out: str) -> int:
    """Rewrites a .heed file with the `source<TAB>target` lines of `pairs_path` as the text
    tensor `tensor`, sorted by source without repeated lines (code points sort as UTF-8 bytes
    do: the engine looks sources up by binary search); returns how many lines."""
    with open(pairs_path, encoding="utf-8") as f:
        rows = sorted({tuple(line.rstrip("\n").split("\t", 1)) for line in f if "\t" in line})
    set_text_tensors(model_in, {tensor: "".join(f"{s}\t{t}\n" for s, t in rows)}, model_out)
    return len(rows)


# Every table FORMAT.md names (a test checks the shipped files carry no other beside the
# weights, the tokenizer and the shortlist: a table missing here is lost by a fine-tuned model).
TABLES = ("glossary.terms", "glossary.memory", "glossary.dates", "glossary.words", "glossary.hints",
          "words.known", "words.source", "words.adjectives", "words.nouns", "words.given_names")


def copy_tables(model_from: str, model_in: str, model_out: str, shortlist: bool = False) -> List[str]:
    """Rewrites `model_in` with the tables of `model_from` (a fine-tuned model keeps the shipped
    one's names, dates, copied words and known words; absent ones are removed); returns their
    names. Tables are copied byte for byte (the known words are a binary filter). `shortlist`
    also copies the vocabulary shortlist (`shortlist.*`): valid because fine-tuning keeps the
    tokenizer, so the table's token ids mean the same pieces."""
    is_table = lambda name: name in TABLES or (shortlist and name.startswith("shortlist."))
    _, tables = read_tensors(model_from, keep=is_table)
    config, tensors = read_tensors(model_in, keep=lambda name: not is_table(name))
    tensors.update(tables)
    write_tensors(model_out, config, tensors)
    return sorted(tables)


def add_to_model(model_in: str, terms: List[Tuple[str, str]], model_out: str, dates: str = "") -> None:
    """Rewrites a .heed file with the glossary tensor and, when `dates` (a date_table) is given,
    the date formats; every other tensor is copied unchanged."""
    set_text_tensors(model_in, {TENSOR: "".join(f"{s}\t{t}\n" for s, t in terms), DATES_TENSOR: dates}, model_out)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="select the name pairs of one direction from the lexicon")
    b.add_argument("--lexicon", required=True)
    b.add_argument("--direction", required=True)
    b.add_argument("--english-words", nargs="*", default=list(ENGLISH_WORD_LISTS),
                   help="English word lists with their case (default: wamerican's and wbritish's)")
    b.add_argument("--nouns", help="Spanish nouns and their gender (models/nouns.py's lines): en-es's plural names get their article")
    b.add_argument("--iso-codes", nargs=2, metavar=("JSON", "MO"),
                   help="ISO 3166-1's names and their Spanish catalogue (default: the iso-codes package's; none when absent)")
    b.add_argument("--out", required=True)
    a = sub.add_parser("add", help="store a term list in a model file (replacing any it has)")
    a.add_argument("--model", required=True)
    a.add_argument("--terms", required=True)
    a.add_argument("--out", required=True)
    a.add_argument("--dates", metavar="DIRECTION", help="also store the date formats of en-es or es-en")
    c = sub.add_parser("copy-tables", help="give a model the text tables of another (names, dates, copied words)")
    c.add_argument("--from", dest="source", required=True)
    c.add_argument("--model", required=True)
    c.add_argument("--out", required=True)
    c.add_argument("--shortlist", action="store_true", help="also the vocabulary shortlist")
    args = ap.parse_args(argv)
    if args.cmd == "copy-tables":
        copied = copy_tables(args.source, args.model, args.out, args.shortlist)
        print(f"names: {', '.join(copied) or 'no tables'} copied into {args.out}", file=sys.stderr)
    elif args.cmd == "build":
        nouns = dict(read_terms(args.nouns)) if args.nouns else None
        countries = country_names(*args.iso_codes) if args.iso_codes else country_names()
        terms = select(read_lexicon(args.lexicon), args.direction, read_english_words(args.english_words), nouns,
                       countries)
        write_terms(args.out, terms)
        print(f"names: {len(terms)} terms -> {args.out}", file=sys.stderr)
    else:
        terms = read_terms(args.terms)
        dates = date_table(args.dates) if args.dates else ""
        add_to_model(args.model, terms, args.out, dates)
        formats = f" and {len(DATE_FORMATS[args.dates])} date formats" if args.dates else ""
        print(f"names: {len(terms)} terms{formats} stored in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
