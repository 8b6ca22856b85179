"""Greetings and wishes inside a sentence, for the model's glossary (FORMAT.md, "Glossary").

Why: the phrasebook (models/phrasebook.en-es.tsv, in the memory) answers a greeting typed alone,
but only as a whole sentence; with one word more the students translated it word by word:
"Good morning, everyone!" -> "¡Bien mañana, todo el mundo!", "Merry Christmas and Happy New
Year!" -> "¡Necesitas y felices nuevos año!", "Good luck with your exams!" -> "¡Bien suerte con
tus exámenes!"; es->en "Buenos días a todos." -> "Well days to all.", "¡Buena suerte en los
exámenes!" -> "I'm luck in the exams!". Each expression here is a term wherever it is written
as here, capitalised (a greeting opens its sentence or is a name-like wish: "a Merry
Christmas"); a lower-case "good morning" mid-sentence may be an ordinary one ("a good morning
for fishing") and stays the model's. Expressions a possessive can follow ("Good night's sleep")
are left out. Written for Heed, in the "tú" form as the phrasebook. The terms join the glossary
by the road the phrases take (models/phrases.py's `add`: the glossary's own terms win).

    $PY -m models.wishes build --direction en-es --out wishes.en-es.tsv
    $PY -m models.phrases add --model IN.heed --phrases wishes.en-es.tsv --out OUT.heed
"""
from __future__ import annotations

import argparse
import sys
from typing import List, Tuple

from models.names import write_terms

# English, Spanish, the direction(s): "both", or the one direction the line is for (the other
# would take a more general word: "Buenas noches" is also "Good night").
WISHES = [
    ("Good morning", "Buenos días", "both"),
    ("Good afternoon", "Buenas tardes", "both"),
    ("Good evening", "Buenas noches", "en-es"),
    ("Happy birthday", "Feliz cumpleaños", "both"),
    ("Merry Christmas", "Feliz Navidad", "both"),
    ("Happy New Year", "Feliz Año Nuevo", "both"),
    ("Happy New Year", "Feliz año nuevo", "es-en"),
    ("Happy New Year", "Próspero Año Nuevo", "es-en"),
    ("Happy New Year", "Próspero año nuevo", "es-en"),
    ("Happy holidays", "Felices fiestas", "both"),
    ("Happy Easter", "Felices Pascuas", "both"),
    ("Good luck", "Buena suerte", "both"),
    ("Thank you very much", "Muchas gracias", "both"),
    ("thank you very much", "muchas gracias", "es-en"),
    ("Congratulations on", "Felicidades por", "en-es"),
    ("See you soon", "Hasta pronto", "both"),
    ("Have a nice day", "Que tengas un buen día", "en-es"),
]


def terms(direction: str) -> List[Tuple[str, str]]:
    """Sorted (source, target) glossary terms of `direction` ("en-es" or "es-en"); the first line
    of a source wins."""
    if direction not in ("en-es", "es-en"):
        raise ValueError(f"no wishes for direction {direction!r}")
    pairs = {}
    for en, es, way in WISHES:
        if way not in ("both", direction):
            continue
        source, target = (en, es) if direction == "en-es" else (es, en)
        pairs.setdefault(source, target)
    return sorted(pairs.items())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="write one direction's terms")
    b.add_argument("--direction", required=True, choices=["en-es", "es-en"])
    b.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    rows = terms(args.direction)
    write_terms(args.out, rows)
    print(f"wishes: {len(rows)} terms -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
