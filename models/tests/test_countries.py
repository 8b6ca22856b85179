"""models/countries.py: ISO 3166-1's names with the Spanish of a gettext catalogue, and how
names.select takes them beside the dictionary's names. The files are made up here."""
import json
import os
import struct
import tempfile
import unittest

from models import countries as C
from models import names as N


def write_mo(path, messages):
    """A GNU .mo catalogue of `messages` (msgid -> msgstr), UTF-8, as msgfmt writes one."""
    entries = sorted({"": "Content-Type: text/plain; charset=UTF-8\n", **messages}.items())
    ids = [k.encode() for k, _ in entries]
    strs = [v.encode() for _, v in entries]
    n = len(entries)
    start = 28 + 16 * n
    blob, id_table, str_table = b"", [], []
    for table, texts in ((id_table, ids), (str_table, strs)):
        for text in texts:
            table.append((len(text), start + len(blob)))
            blob += text + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, n, 28, 28 + 8 * n, 0, 0)
    with open(path, "wb") as f:
        f.write(header + b"".join(struct.pack("<2I", *e) for e in id_table + str_table) + blob)


ISO = {"3166-1": [
    {"alpha_2": "KE", "name": "Kenya"},
    {"alpha_2": "BO", "name": "Bolivia, Plurinational State of", "common_name": "Bolivia"},
    {"alpha_2": "KR", "name": "Korea, Republic of"},
    {"alpha_2": "ZB", "name": "Zebra Republic"},
    {"alpha_2": "FR", "name": "France"},
    {"alpha_2": "JO", "name": "Jordan"},
    {"alpha_2": "ZZ", "name": "Zebraland"},
]}
SPANISH = {"Kenya": "Kenia", "Bolivia": "Bolivia", "Korea, Republic of": "Corea, República de",
           "Zebra Republic": "República Cebra", "Jordan": "Jordania", "Zebraland": "Cebralandia"}


class CountryNamesTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.json = os.path.join(self.dir.name, "iso_3166-1.json")
        self.mo = os.path.join(self.dir.name, "iso_3166-1.mo")
        with open(self.json, "w", encoding="utf-8") as f:
            json.dump(ISO, f)
        write_mo(self.mo, SPANISH)

    def tearDown(self):
        self.dir.cleanup()

    def test_short_names_the_catalogue_translates_otherwise(self):
        # Bolivia is the same in Spanish, France untranslated, Korea an inverted official form,
        # Jordan as often a person: none of them.
        self.assertEqual(C.country_names(self.json, self.mo),
                         [("Kenya", "Kenia"), ("Zebra Republic", "República Cebra"), ("Zebraland", "Cebralandia")])

    def test_no_iso_codes_no_names(self):
        self.assertEqual(C.country_names(os.path.join(self.dir.name, "none.json"), self.mo), [])

    def test_select_takes_a_country_where_the_dictionary_only_passes_the_name_through(self):
        countries = C.country_names(self.json, self.mo)
        rows = [("Kenya", "Kenya", "np"), ("Kenia", "Kenia", "np"),      # names passing through
                ("Zebraland", "Cebrolandia", "np")]                        # the dictionary's own
        en_es = dict(N.select(rows, "en-es", nouns={"república": "f"}, countries=countries))
        self.assertEqual(en_es["Kenya"], "Kenia")
        self.assertEqual(en_es["Zebraland"], "Cebrolandia")
        self.assertEqual(en_es["Zebra Republic"], "República Cebra")
        self.assertEqual(en_es["the Zebra Republic"], "la República Cebra")  # its article too
        es_en = dict(N.select(rows, "es-en", countries=countries))
        self.assertEqual(es_en["Kenia"], "Kenya")
        self.assertEqual(es_en["Cebrolandia"], "Zebraland")
        self.assertEqual(es_en["Cebralandia"], "Zebraland")
        # An everyday word of the source language is no name: "Zebraland" left alone where the
        # dictionary has "zebraland" as an adjective.
        everyday = dict(N.select(rows[:2] + [("zebraland", "cebrés", "adj")], "en-es", countries=countries))
        self.assertNotIn("Zebraland", everyday)


if __name__ == "__main__":
    unittest.main()
