"""Numbers written in words, for the glossary beside models/set_phrases.py (which takes these lines
into its PHRASES).

Why: a number in digits is carried through verbatim (a protected span), but one in words is the
model's to translate, and the students changed the quantity: en->es "fourteen days" -> "cuatro
días", "sixty" -> "seis", "eighteen" -> "ocho", "five hundred" -> "cinco mil", "eleven days" ->
"días eleven"; es->en "catorce" -> (left out), "trece" -> "thirty", "sesenta" -> "six",
"noventa" -> "no", "quinientos" -> "fifth", "once" -> "else". A wrong number is the worst error a
sentence can have for so small a word.

Which: the cardinals whose form does not depend on the noun's gender. Spanish "uno/una/un",
"veintiún/veintiuna" and the hundreds ("doscientos/doscientas personas") agree with their noun,
which a term cannot see, so en->es leaves them to the model (it wrote "dos", "doscientos",
"cien" and "mil" right); es->en takes every form, both genders, since English has one. Numbers from one to
ten the models already write right both ways. Each also capitalised, as it opens a sentence.
"""
from __future__ import annotations

from typing import List, Tuple

from models.set_phrases_daily import both_cases

UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
UNITS_ES = ("", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve")
TEENS = (("eleven", "once"), ("twelve", "doce"), ("thirteen", "trece"), ("fourteen", "catorce"),
         ("fifteen", "quince"), ("sixteen", "dieciséis"), ("seventeen", "diecisiete"),
         ("eighteen", "dieciocho"), ("nineteen", "diecinueve"))
TENS = ((2, "twenty", "veinte"), (3, "thirty", "treinta"), (4, "forty", "cuarenta"), (5, "fifty", "cincuenta"),
        (6, "sixty", "sesenta"), (7, "seventy", "setenta"), (8, "eighty", "ochenta"), (9, "ninety", "noventa"))
WRONG_TENS = ("forty", "sixty", "eighty", "ninety")  # en->es: "mucha", "seis", "ocho", "nueve"
# Spanish writes 21-29 as one word ("veintidós"); "veintiuno" agrees with its noun.
TWENTIES = ("", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis",
            "veintisiete", "veintiocho", "veintinueve")
HUNDREDS = ((2, "doscientos"), (3, "trescientos"), (4, "cuatrocientos"), (5, "quinientos"), (6, "seiscientos"),
            (7, "setecientos"), (8, "ochocientos"), (9, "novecientos"))


def cardinals() -> List[Tuple[str, str, str]]:
    rows = [(en, es, "both") for en, es in TEENS]
    for tens, en, es in TENS:
        # en->es only the tens the model got wrong: a term also matches before a hyphen, and the
        # test split's "the twenty-first" came out "el veinte-first".
        rows.append((en, es, "both" if en in WRONG_TENS else "es-en"))
        if tens == 2:  # the Bible's and old prose's "veinte y ocho"
            rows += [(f"twenty-{UNITS[unit]}", f"veinte y {UNITS_ES[unit]}", "es-en") for unit in range(1, 10)]
        for unit in range(1, 10):
            spanish = TWENTIES[unit] if tens == 2 else f"{es} y {UNITS_ES[unit]}"
            # en->es only where Spanish's form is the same for either gender ("twenty-one": "veintiún
            # años", "veintiuna personas").
            rows.append((f"{en}-{UNITS[unit]}", spanish, "both" if unit != 1 else "es-en"))
    rows += [("twenty-one", "veintiún", "es-en"), ("twenty-one", "veintiuna", "es-en")]
    for hundreds, es in HUNDREDS:
        rows += [(f"{UNITS[hundreds]} hundred", es, "es-en"), (f"{UNITS[hundreds]} hundred", es[:-2] + "as", "es-en")]
    return both_cases(rows)


def people() -> List[Tuple[str, str, str]]:
    """en->es "N people" in words -> "N personas": after a number term the model wrote "gente"
    ("twenty people" -> "veinte gente", "Twenty people died" -> "Veinte la gente muere"), a word
    Spanish never counts. "personas" is feminine, so the forms that agree are known here too
    ("veintiuna personas", "doscientas personas")."""
    numbers = [(en, es) for en, es in TEENS] + [("ten", "diez")]
    for tens, en, es in TENS:
        numbers.append((en, es))
        for unit in range(1, 10):
            spanish = TWENTIES[unit] if tens == 2 else f"{es} y {UNITS_ES[unit]}"
            numbers.append((f"{en}-{UNITS[unit]}", "veintiuna" if spanish == "veintiuno" else
                            spanish[:-3] + "una" if spanish.endswith(" uno") else spanish))
    numbers += [("a hundred", "cien"), ("one hundred", "cien"), ("a thousand", "mil"), ("one thousand", "mil")]
    numbers += [(f"{UNITS[hundreds]} hundred", es[:-2] + "as") for hundreds, es in HUNDREDS]
    return both_cases([(f"{en} people", f"{es} personas", "en-es") for en, es in numbers])


PHRASES = cardinals() + people()
