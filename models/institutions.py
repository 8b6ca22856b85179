"""The model's institutions and offices: the capitalised common nouns news prose names a state's
bodies and officers by ("the Government", "the Senate", "the Navy", "the Prime Minister"), for
the model's glossary (FORMAT.md, "Glossary").

Why: capitalised, they read as names to a model trained on software text, which copied them:
"el Government actuará", "El Senate pasó la cuenta", "la base Navy", "El Army y la Fuerza Aire",
"en la Church", "El Ministro principal" for the Prime Minister; and es->en "the Senado", "The
first minister", "Supreme Tribunal". Apertium's dictionary lists them as common nouns, so the
names glossary (models/names.py) has none. Written for Heed: each English body or office with
its Spanish and the Spanish article. Spanish capitalises a body ("el Gobierno", "la Armada")
but not an office ("el primer ministro", "el papa"; the RAE's Ortografía of 2010).

Which terms: en->es, each English noun with "the" ("the Senate" -> "el Senado", also "The
Senate"), since alone a capitalised word is as often part of a name ("Salvation Army", "Stephen
King", "Police Academy"); alone only the offices and courts of two words or more, which name
nothing else ("Prime Minister" -> "primer ministro"). es->en, each body with its article and
with "del"/"de la" and "al"/"a la" ("del Senado" -> "of the Senate"), and alone, where Spanish
writes it capitalised (a capitalised "Senado" is the body; "la iglesia", a building, is written
in lower case and is no term); of the offices only "el primer ministro", which the model wrote
"the first minister" ("el papa", "la reina" it writes well). The terms join the glossary by the
road the phrases take (models/phrases.py's `add`: the glossary's own terms win).

    $PY -m models.institutions build --direction en-es --out institutions.en-es.tsv
    $PY -m models.phrases add --model IN.heed --phrases institutions.en-es.tsv --out OUT.heed
"""
from __future__ import annotations

import sys
from typing import List, Tuple

from models.names import build_terms_main

# English, Spanish, the Spanish article; office: Spanish writes it in lower case.
BODIES = [
    ("Government", "Gobierno", "el"), ("Senate", "Senado", "el"), ("Congress", "Congreso", "el"),
    ("Parliament", "Parlamento", "el"), ("Cabinet", "Gabinete", "el"),
    ("Supreme Court", "Tribunal Supremo", "el"), ("Constitutional Court", "Tribunal Constitucional", "el"),
    ("Navy", "Armada", "la"), ("Army", "Ejército", "el"), ("Air Force", "Fuerza Aérea", "la"),
    ("Coast Guard", "Guardia Costera", "la"), ("Church", "Iglesia", "la"), ("Crown", "Corona", "la"),
    ("Treasury", "Tesoro", "el"), ("House of Representatives", "Cámara de Representantes", "la"),
    ("House of Commons", "Cámara de los Comunes", "la"), ("House of Lords", "Cámara de los Lores", "la"),
    ("City Council", "Ayuntamiento", "el"), ("National Police", "Policía Nacional", "la"),
    ("Civil Guard", "Guardia Civil", "la"), ("Ministry of Health", "Ministerio de Sanidad", "el"),
    ("Ministry of Education", "Ministerio de Educación", "el"), ("Ministry of Defence", "Ministerio de Defensa", "el"),
    ("European Commission", "Comisión Europea", "la"), ("European Parliament", "Parlamento Europeo", "el"),
    ("European Central Bank", "Banco Central Europeo", "el"),
]
OFFICES = [
    ("Prime Minister", "primer ministro", "el"), ("President", "presidente", "el"), ("Pope", "papa", "el"),
    ("King", "rey", "el"), ("Queen", "reina", "la"), ("Police", "policía", "la"), ("Mayor", "alcalde", "el"),
    ("Governor", "gobernador", "el"), ("Chancellor", "canciller", "el"),
]
ES_EN_OFFICES = {"Prime Minister"}  # the offices es->en takes (the model writes the others well)
# es->en only: Spain's head of government, "the President of the Government" word for word.
ES_EN_ONLY_OFFICES = [("Prime Minister", "presidente del Gobierno", "el")]
# en->es's terms without "the": names of nothing else ("Air Force" is in "Royal Air Force").
ALONE_EN = {"Prime Minister", "Supreme Court", "Constitutional Court", "House of Representatives",
            "House of Commons", "House of Lords", "European Commission", "European Parliament",
            "European Central Bank"}


def _of_and_to(article: str) -> Tuple[str, str]:
    """Spanish's "of the" and "to the" before a noun of `article`: "del"/"de la", "al"/"a la"."""
    return ("del", "al") if article == "el" else ("de la", "a la")


def terms(direction: str) -> List[Tuple[str, str]]:
    """Sorted (source, target) glossary terms of `direction` ("en-es" or "es-en")."""
    pairs = set()
    if direction == "en-es":
        for en, es, article in BODIES + OFFICES:
            pairs |= {(f"the {en}", f"{article} {es}"), (f"The {en}", f"{article} {es}")}
            if en in ALONE_EN:
                pairs.add((en, es))
    elif direction == "es-en":
        for en, es, article in BODIES + [o for o in OFFICES if o[0] in ES_EN_OFFICES] + ES_EN_ONLY_OFFICES:
            of, to = _of_and_to(article)
            for before, after in ((article, "the"), (of, "of the"), (to, "to the")):
                pairs |= {(f"{before} {es}", f"{after} {en}"), (f"{before[0].upper()}{before[1:]} {es}", f"{after} {en}")}
            if es[0].isupper():
                pairs.add((es, en))
    else:
        raise ValueError(f"no institutions for direction {direction!r}")
    return sorted(pairs)


def main(argv=None) -> int:
    return build_terms_main(argv, __doc__.split("\n")[0], "institutions", terms)


if __name__ == "__main__":
    sys.exit(main())
