"""Country names in English and Spanish from Debian's iso-codes package, for the glossary of names
(models/names.py).

Why: Apertium's dictionary, the names' first source, lists some countries only as themselves
("Kenya" -> "Kenya", "Kenia" -> "Kenia": names that pass through) or not at all: "Kenia" stayed
in the English of FLORES dev 4 times ("Nairobi, Kenia"), "Kenya" in the Spanish 4 times, and
"Dominican Republic", "United Arab Emirates", "Bhutan" were spelt anew ("los Emirates Unidos
árabe"). iso-codes (package iso-codes) ships ISO 3166-1's names
(`/usr/share/iso-codes/json/iso_3166-1.json`) and their Spanish in a gettext catalogue
(`/usr/share/locale/es/LC_MESSAGES/iso_3166-1.mo`).

Which names: each country's short English name (its `common_name` where ISO's `name` is an
official form: "Bolivia", not "Bolivia, Plurinational State of") with the catalogue's Spanish,
where the two differ. Left out: names with a comma or a bracket (ISO's inverted official forms,
"Korea, Republic of"), and LEFT_OUT below. names.select adds a country only where the dictionary
has no translation for the name but the name itself, so its choices ("Bahrain" -> "Bahrein")
and its ambiguous names ("Granada", "Mauricio") stand.
"""
from __future__ import annotations

import gettext
import json
import os
from typing import List, Tuple

ISO_3166_JSON = "/usr/share/iso-codes/json/iso_3166-1.json"
ISO_3166_ES_MO = "/usr/share/locale/es/LC_MESSAGES/iso_3166-1.mo"

# English names whose entries the glossary must not carry: the catalogue misspells their Spanish
# ("Costa de Marfíl", "Islas Äland", "Burquina Faso", "zona holandsea", "Tunez", "Surinám"), or
# the English is as often a person ("Jordan": Michael Jordan would become "Michael Jordania"),
# or ISO's English is not the one pages write ("Viet Nam").
LEFT_OUT = {"Côte d'Ivoire", "Åland Islands", "Burkina Faso", "Sint Maarten (Dutch part)", "Tunisia",
            "Suriname", "Jordan", "Viet Nam"}


def country_names(json_path: str = ISO_3166_JSON, mo_path: str = ISO_3166_ES_MO) -> List[Tuple[str, str]]:
    """(English, Spanish) country names, sorted; empty when iso-codes is not installed."""
    if not (os.path.exists(json_path) and os.path.exists(mo_path)):
        return []
    with open(mo_path, "rb") as f:
        catalogue = gettext.GNUTranslations(f)
    with open(json_path, encoding="utf-8") as f:
        entries = json.load(f)["3166-1"]
    pairs = set()
    for entry in entries:
        english = entry.get("common_name", entry["name"])
        spanish = catalogue.gettext(english)
        if english in LEFT_OUT or spanish == english or any(c in english + spanish for c in ",()"):
            continue
        pairs.add((english, spanish))
    return sorted(pairs)
