"""models/names.py: which dictionary names become glossary terms, and storing them in a model
file without touching anything else (the shortlist included)."""
import os
import tempfile
import unittest

from models import names as N
from models.heed_ref.export import load_heed
from models.heed_ref.heed_format import read_raw, write_tensors

# (en, es, pos[, way]) rows as models.names.read_lexicon gives them; made up for the test.
ROWS = [
    ("Poland", "Polonia", "np"),
    ("Zebraland", "Cebralandia", "np"),
    ("New Zebra City", "Nueva Ciudad Cebra", "np"),
    ("Firefox", "Firefox", "np"),        # the same in both languages: nothing to do
    ("Georgia", "Georgia", "np"),
    ("Nice", "Niza", "np"),              # also an everyday English word (below)
    ("nice", "agradable", "adj"),
    ("Springfield", "Springfield", "np"),
    ("Springfield", "Campoprimavera", "np"),  # itself and another: en-es takes the other
    ("dog", "perro", "n"),
    ("Polonia", "Polonia", "np"),
    ("port of zebras", "puerto de cebras", "np"),  # not written as a name
    ("October", "octubre", "n"),
    ("May", "mayo", "n"),                # also an everyday English word (below)
    ("may", "poder", "vaux"),
    ("Octopus", "Pulpo", "n"),           # a capitalised common noun that is no month
    ("Zebrania", "Cebrania", "np"),
    ("zebrania", "cebrería", "n"),      # an everyday noun too: capitalised, it is the name
    ("Zebraburg", "Cebraburgo", "np", "both"),
    ("Zebraburg", "Cebrabur", "np", "es>en"),  # read in Spanish, not written
]


# The fixed time phrases, acronyms and titles both directions add to every build (tested on their
# own below).
PHRASES = (set(N.time_phrases()) | set(N.time_phrases_es_en()) | set(N.acronyms("en-es")) | set(N.acronyms("es-en"))
           | set(N.titles("en-es")) | set(N.titles("es-en")))


def without_phrases(terms):
    return [t for t in terms if t not in PHRASES]


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


class SelectTest(unittest.TestCase):
    def test_en_es_keeps_unambiguous_names_that_change(self):
        self.assertEqual(without_phrases(N.select(ROWS, "en-es")), [
            ("New Zebra City", "Nueva Ciudad Cebra"), ("October", "octubre"), ("Poland", "Polonia"),
            ("Springfield", "Campoprimavera"), ("Zebraburg", "Cebraburgo"), ("Zebraland", "Cebralandia"),
            ("Zebrania", "Cebrania")])

    def test_es_en_reads_the_same_rows_the_other_way(self):
        # "Polonia" has two English sources (Poland, Polonia): ambiguous, left out; "Niza" is
        # not an everyday Spanish word of this lexicon, so it stays.
        # Spanish months are lower-case and come in all the same; "mayo" too (no everyday
        # Spanish word of this lexicon).
        self.assertEqual(without_phrases(N.select(ROWS, "es-en")), [
            ("Campoprimavera", "Springfield"), ("Cebrabur", "Zebraburg"), ("Cebraburgo", "Zebraburg"),
            ("Cebralandia", "Zebraland"), ("Cebrania", "Zebrania"), ("Niza", "Nice"),
            ("Nueva Ciudad Cebra", "New Zebra City"), ("mayo", "May"), ("octubre", "October")])

    def test_en_es_time_phrases_say_it_the_spanish_way(self):
        terms = dict(N.select(ROWS, "en-es"))
        self.assertEqual(terms["on Tuesday"], "el martes")
        self.assertEqual(terms["On Tuesday"], "el martes")  # the engine capitalises a term that opens the sentence
        self.assertEqual(terms["on Sundays"], "los domingos")
        self.assertEqual(terms["every Friday"], "todos los viernes")
        self.assertEqual(terms["last Wednesday"], "el miércoles pasado")
        self.assertEqual(terms["next Saturday"], "el próximo sábado")
        self.assertEqual(terms["the last Monday"], "el último lunes")
        self.assertEqual(terms["last year"], "el año pasado")
        self.assertEqual(terms["Last week"], "la semana pasada")
        self.assertEqual(terms["the last year"], "el último año")  # "the last year of his life": the longer term wins
        self.assertEqual(terms["last night"], "anoche")
        self.assertEqual(terms["next week"], "la próxima semana")
        self.assertEqual(terms["the next year"], "el año siguiente")
        self.assertEqual(terms["Earlier this year"], "a principios de este año")
        self.assertEqual(terms["later this week"], "más adelante esta semana")
        self.assertEqual(len(N.time_phrases()), (7 * 7 + 8 * 6 + 2) * 2)

    def test_titles_spanish_abbreviates_its_way_and_es_en_takes_the_article_with_it(self):
        self.assertEqual(dict(N.titles("en-es")), {"Mr.": "Sr.", "Mrs.": "Sra.", "Ms.": "Sra."})
        es_en = dict(N.titles("es-en"))
        self.assertEqual((es_en["el Sr."], es_en["La Sra."], es_en["del Sr."], es_en["a la Dra."]),
                         ("Mr.", "Mrs.", "of Mr.", "to Dr."))
        self.assertEqual((es_en["Sr."], es_en["Srta."], es_en["Dr."]), ("Mr.", "Miss", "Dr."))

    def test_acronyms_each_language_writes_its_own_way_with_spanish_articles(self):
        en_es = dict(N.acronyms("en-es"))
        self.assertEqual((en_es["GDP"], en_es["UN"], en_es["the UN"], en_es["The IMF"], en_es["NATO"]),
                         ("PIB", "ONU", "la ONU", "el FMI", "la OTAN"))
        self.assertNotIn("the NATO", en_es)
        self.assertEqual((en_es["U.K."], en_es["the U.K."], en_es["The U.K."]), ("Reino Unido", "el Reino Unido", "el Reino Unido"))
        es_en = dict(N.acronyms("es-en"))
        self.assertEqual((es_en["PIB"], es_en["la ONU"], es_en["La OTAN"], es_en["sida"], es_en["SIDA"]),
                         ("GDP", "the UN", "NATO", "AIDS", "AIDS"))
        # A dictionary name of the same source wins; select() adds the rest.
        terms = dict(N.select([("United Nations", "ONU", "np", "both")], "es-en"))
        self.assertEqual(terms["ONU"], "United Nations")
        self.assertEqual(terms["PIB"], "GDP")

    def test_en_es_names_take_their_article(self):
        nouns = {"estado": "m", "estados": "m", "isla": "f", "islas": "f", "nación": "f", "naciones": "f",
                 "país": "m", "países": "m", "crisis": "f", "mes": "m", "lunes": "m", "casa": "f"}
        self.assertEqual([N.spanish_plural_gender(w, nouns) for w in ("estados", "islas", "naciones", "países")],
                         ["m", "f", "f", "m"])
        self.assertEqual([N.spanish_plural_gender(w, nouns) for w in ("crisis", "mes", "lunes", "casa", "perros")],
                         ["", "", "", "", ""])
        rows = [("United States", "Estados Unidos", "np"), ("Cook Islands", "Islas Cook", "np"),
                ("White House", "Casa Blanca", "np"), ("Poland", "Polonia", "np"),
                ("Zebra Crisis", "Crisis Cebra", "np"), ("Zebra Country", "País Cebra", "np"),
                ("New Zebra", "Nueva Cebra", "np")]
        terms = dict(N.select(rows, "en-es", nouns=nouns))
        self.assertEqual(terms["the United States"], "los Estados Unidos")
        self.assertEqual(terms["The Cook Islands"], "las Islas Cook")
        self.assertEqual(terms["United States"], "Estados Unidos")
        # Singular heads too: the model wrote "El República Dominicana".
        self.assertEqual(terms["the White House"], "la Casa Blanca")
        self.assertEqual(terms["The Zebra Country"], "el País Cebra")
        self.assertNotIn("the Zebra Crisis", terms)  # "crisis": singular or plural, no telling
        self.assertNotIn("the New Zebra", terms)     # "nueva" is no noun
        self.assertNotIn("the Poland", terms)        # one word: the model's own article
        self.assertNotIn("the United States", dict(N.select(rows, "en-es")))  # no nouns, no articles

    def test_en_es_a_name_listed_as_itself_and_another_means_the_other(self):
        rows = [("London", "London", "np"), ("London", "Londres", "np"),   # London, Ontario too
                ("Jordan", "Jordan", "np"), ("Jordan", "Jordania", "np"),  # a person as often
                ("April", "April", "np"), ("April", "abril", "n")]       # a month
        terms = dict(N.select(rows, "en-es"))
        self.assertEqual(terms["London"], "Londres")
        self.assertNotIn("Jordan", terms)
        self.assertNotIn("April", terms)

    def test_es_en_names_english_writes_with_the_take_it(self):
        rows = [("United States", "Estados Unidos", "np"), ("Cook Islands", "Islas Cook", "np"),
                ("Dominican Republic", "República Dominicana", "np"), ("Poland", "Polonia", "np"),
                ("New Zebra States", "Nuevos Estados Cebra", "np"), ("Statesboro", "Estadosboro", "np")]
        terms = dict(N.select(rows, "es-en"))
        self.assertEqual(terms["Estados Unidos"], "the United States")
        self.assertEqual(terms["Islas Cook"], "the Cook Islands")
        self.assertEqual(terms["República Dominicana"], "the Dominican Republic")
        self.assertEqual(terms["Nuevos Estados Cebra"], "the New Zebra States")
        self.assertEqual(terms["Polonia"], "Poland")
        self.assertEqual(terms["Estadosboro"], "Statesboro")  # a whole last word only
        # en->es keeps the names as they are.
        self.assertEqual(dict(N.select(rows, "en-es"))["United States"], "Estados Unidos")

    def test_spanish_plural_initials_win_over_the_dictionary(self):
        terms = dict(N.select([("USA", "EE.UU.", "np", "both")], "es-en"))
        for src in ("EE. UU.", "EE.UU.", "los EE. UU.", "Los EE.UU."):
            self.assertEqual(terms[src], "the United States")
        self.assertNotIn("EE. UU.", dict(N.select([], "en-es")))

    def test_en_es_writes_doubled_initials_with_their_spaces(self):
        """The RAE's "EE. UU.", not the dictionary's "EE.UU."."""
        terms = dict(N.select([("USA", "EE.UU.", "np", "both"), ("U.S.", "EE.UU.", "np", "en>es")], "en-es"))
        self.assertEqual((terms["USA"], terms["U.S."]), ("EE. UU.", "EE. UU."))
        self.assertEqual(N.spaced_initials("FF.AA. y RR.HH."), "FF. AA. y RR. HH.")
        self.assertEqual(N.spaced_initials("la ONU y el Sr. Pérez"), "la ONU y el Sr. Pérez")

    def test_es_en_time_phrases_say_it_the_english_way(self):
        terms = dict(N.select(ROWS, "es-en"))
        self.assertEqual(terms["el viernes"], "on Friday")
        self.assertEqual(terms["El viernes"], "on Friday")  # the engine capitalises a term that opens the sentence
        self.assertEqual(terms["desde el lunes"], "since Monday")
        self.assertEqual(terms["los domingos"], "on Sundays")
        self.assertEqual(terms["el mes pasado"], "last month")
        self.assertEqual(terms["la semana pasada"], "last week")
        self.assertEqual(terms["la próxima semana"], "next week")
        self.assertEqual(terms["el año que viene"], "next year")
        self.assertEqual(terms["esta noche"], "tonight")
        self.assertEqual(terms["el día martes"], "on Tuesday")  # "the day Tuesday"
        self.assertEqual(terms["El día de hoy"], "today")
        self.assertEqual((terms["Mañana"], terms["Ayer"], terms["Pasado mañana"], terms["mañana por la tarde"]),
                         ("Tomorrow", "Yesterday", "the day after tomorrow", "tomorrow afternoon"))
        for lower in ("mañana", "hoy", "ayer"):  # "la mañana" is the morning; mid-sentence the model's
            self.assertNotIn(lower, terms)
        self.assertEqual(len(N.time_phrases_es_en()), (7 * 11 + 8 * 3 + 9) * 2 + 5)

    def test_es_en_takes_the_english_name_where_the_spanish_one_is_no_english_word(self):
        # The dictionary lists "Italia" as itself too; "Granada" is English too and stays out.
        rows = [("Italia", "Italia", "np"), ("Italy", "Italia", "np"),
                ("Granada", "Granada", "np"), ("Grenada", "Granada", "np")]
        english = {"Italy", "Granada", "Grenada"}
        self.assertEqual(without_phrases(N.select(rows, "es-en", english)), [("Italia", "Italy")])
        self.assertEqual(without_phrases(N.select(rows, "es-en")), [])  # without the word lists: ambiguous
        self.assertEqual([t for t in N.select(rows, "en-es", english) if t not in PHRASES],
                         [("Grenada", "Granada"), ("Italy", "Italia")])

    def test_read_lexicon_keeps_the_direction_mark(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "lex.tsv")
            with open(path, "w", encoding="utf-8") as f:
                f.write("September\tseptiembre\tn\tword\tapertium-eng-spa:both\n"
                        "September\tsetiembre\tn\tword\tapertium-eng-spa:es>en\n")
            rows = N.read_lexicon(path)
            self.assertEqual(rows[1], ("September", "setiembre", "n", "es>en"))
            self.assertEqual([t for t in N.select(rows, "en-es") if t not in PHRASES], [("September", "septiembre")])
            self.assertEqual(without_phrases(N.select(rows, "es-en")), [("septiembre", "September"), ("setiembre", "September")])

    def test_unknown_direction_is_refused(self):
        with self.assertRaises(ValueError):
            N.select(ROWS, "de-en")


class AddTest(unittest.TestCase):
    def test_terms_are_stored_as_utf8_lines_and_everything_else_is_kept(self):
        with tempfile.TemporaryDirectory() as tmp:
            model = os.path.join(tmp, "m.heed")
            write_tensors(model, '{"vocab_size": 4}', {
                "embed.weight": ("F32", [4, 1], bytes(range(16))),
                "shortlist.frequent": ("I32", [1], b"\x02\0\0\0"),
                "tokenizer.model": ("U8", [3], b"abc")})
            out = os.path.join(tmp, "named.heed")
            N.add_to_model(model, [("Poland", "Polonia"), ("Zürich", "Zúrich")], out)
            header, data, _ = read_raw(out)
            info = header["glossary.terms"]
            self.assertEqual(info["dtype"], "U8")
            blob = bytes(data[slice(*info["data_offsets"])])
            self.assertEqual(blob.decode("utf-8"), "Poland\tPolonia\nZürich\tZúrich\n")
            self.assertEqual(info["shape"], [len(blob)])
            for name in ("embed.weight", "shortlist.frequent", "tokenizer.model"):
                before, b_data, _ = read_raw(model)
                self.assertEqual(bytes(data[slice(*header[name]["data_offsets"])]),
                                 bytes(b_data[slice(*before[name]["data_offsets"])]))
            # Adding again replaces the table; an empty list removes it.
            N.add_to_model(out, [("Poland", "Polonia"), ("Zürich", "Zúrich")], os.path.join(tmp, "again.heed"))
            self.assertEqual(read_bytes(out), read_bytes(os.path.join(tmp, "again.heed")))
            N.add_to_model(out, [], os.path.join(tmp, "none.heed"))
            self.assertNotIn("glossary.terms", read_raw(os.path.join(tmp, "none.heed"))[0])

    def test_the_months_line_lists_each_source_months_abbreviations(self):
        months = N.date_table("en-es").splitlines()[0].split("\t")
        self.assertEqual(months[1].split("|")[10], "November,Nov.,Nov")
        self.assertEqual(months[1].split("|")[4], "May")
        self.assertEqual(months[2].split("|")[10], "noviembre")  # the target: one name
        self.assertEqual(N.date_table("es-en").splitlines()[0].split("\t")[1].split("|")[8], "septiembre,sept.,sep.")

    def test_date_formats_are_stored_beside_the_terms_and_replaced_with_them(self):
        with tempfile.TemporaryDirectory() as tmp:
            model = os.path.join(tmp, "m.heed")
            write_tensors(model, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(range(16)))})
            out = os.path.join(tmp, "dated.heed")
            N.add_to_model(model, [("Poland", "Polonia")], out, N.date_table("en-es"))
            header, data, _ = read_raw(out)
            text = bytes(data[slice(*header["glossary.dates"]["data_offsets"])]).decode("utf-8")
            lines = text.splitlines()
            self.assertTrue(lines[0].startswith("months\tJanuary,Jan.,Jan|February,"))
            self.assertTrue(lines[0].endswith("\t" + "|".join(N.MONTHS["es"])))
            self.assertIn("date\ton {M} {D}[, {Y}]\tel {D} de {M}[ de {Y}]", lines)
            self.assertEqual(len(lines), 1 + len(N.DATE_FORMATS["en-es"]))
            # Adding names without dates drops the old formats with the old names.
            N.add_to_model(out, [("Poland", "Polonia")], os.path.join(tmp, "undated.heed"))
            self.assertNotIn("glossary.dates", read_raw(os.path.join(tmp, "undated.heed"))[0])

    def test_every_format_uses_the_same_slots_on_both_sides(self):
        for direction, formats in N.DATE_FORMATS.items():
            self.assertEqual(len(formats), len(set(formats)), direction)
            for source, target in formats:
                slots = lambda p: sorted(x for x in "DMY" if "{%s}" % x in p)
                self.assertEqual(slots(source), slots(target), (direction, source))
                self.assertIn("{M}", source)

    def test_copy_tables_carries_every_table_and_nothing_else(self):
        with tempfile.TemporaryDirectory() as tmp:
            shipped = os.path.join(tmp, "shipped.heed")
            tuned = os.path.join(tmp, "tuned.heed")
            write_tensors(shipped, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(16)),
                                                           "glossary.words": ("U8", [4], b"a\tb\n"),
                                                           "glossary.hints": ("U8", [4], b"c\td\n"),
                                                           "glossary.memory": ("U8", [6], b"Ok\tSi\n"),
                                                           "words.known": ("U8", [10], bytes([6, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0x80])),
                                                           "words.source": ("U8", [10], bytes([6, 0, 0, 0, 1, 0, 0, 0, 0x7F, 0x01])),
                                                           "words.adjectives": ("U8", [8], b"a|b|c|d\n"),
                                                           "words.nouns": ("U8", [7], b"casa\tf\n"),
                                                           "words.given_names": ("U8", [5], b"Juan\n")})
            N.add_to_model(shipped, [("Poland", "Polonia")], shipped, N.date_table("en-es"))
            write_tensors(tuned, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(range(16)))})
            out = os.path.join(tmp, "out.heed")
            self.assertEqual(N.copy_tables(shipped, tuned, out),
                             ["glossary.dates", "glossary.hints", "glossary.memory", "glossary.terms", "glossary.words", "words.adjectives",
                              "words.given_names", "words.known", "words.nouns", "words.source"])
            header, data, _ = read_raw(out)
            before, s_data, _ = read_raw(shipped)
            for name in N.TABLES:
                self.assertEqual(bytes(data[slice(*header[name]["data_offsets"])]),
                                 bytes(s_data[slice(*before[name]["data_offsets"])]))
            self.assertEqual(bytes(data[slice(*header["embed.weight"]["data_offsets"])]), bytes(range(16)))

    def test_copy_tables_with_shortlist_also_carries_the_shortlist(self):
        with tempfile.TemporaryDirectory() as tmp:
            shipped = os.path.join(tmp, "shipped.heed")
            tuned = os.path.join(tmp, "tuned.heed")
            write_tensors(shipped, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(16)),
                                                           "shortlist.targets": ("U16", [3], bytes([1, 0, 2, 0, 3, 0])),
                                                           "words.known": ("U8", [2], b"\x01\x02")})
            write_tensors(tuned, '{"vocab_size": 4}', {"embed.weight": ("F32", [4, 1], bytes(range(16))),
                                                         "shortlist.targets": ("U16", [1], bytes([3, 0]))})
            out = os.path.join(tmp, "out.heed")
            self.assertEqual(N.copy_tables(shipped, tuned, out), ["words.known"])
            header, data, _ = read_raw(out)
            self.assertEqual(bytes(data[slice(*header["shortlist.targets"]["data_offsets"])]), bytes([3, 0]))
            self.assertEqual(N.copy_tables(shipped, tuned, out, shortlist=True), ["shortlist.targets", "words.known"])
            header, data, _ = read_raw(out)
            self.assertEqual(bytes(data[slice(*header["shortlist.targets"]["data_offsets"])]), bytes([1, 0, 2, 0, 3, 0]))
            self.assertEqual(bytes(data[slice(*header["embed.weight"]["data_offsets"])]), bytes(range(16)))

    def test_terms_file_round_trip(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "t.tsv")
            N.write_terms(path, [("Poland", "Polonia"), ("New York", "Nueva York")])
            self.assertEqual(N.read_terms(path), [("Poland", "Polonia"), ("New York", "Nueva York")])


class ShippedModelsTest(unittest.TestCase):
    def test_shipped_models_carry_names_and_dates_the_reference_ignores(self):
        root = os.path.join(os.path.dirname(__file__), "..", "shipped")
        for name, term in (("en-es.heed", "Poland\tPolonia\n"), ("es-en.heed", "Polonia\tPoland\n")):
            header, data, _ = read_raw(os.path.join(root, name))
            text = bytes(data[slice(*header["glossary.terms"]["data_offsets"])]).decode("utf-8")
            self.assertIn(term, text)
            self.assertGreater(text.count("\n"), 500)
            direction = name.split(".")[0]
            dates = bytes(data[slice(*header["glossary.dates"]["data_offsets"])]).decode("utf-8")
            self.assertEqual(dates, N.date_table(direction))
            _, tensors, _ = load_heed(os.path.join(root, name))
            self.assertNotIn("glossary.terms", tensors)
            self.assertNotIn("glossary.dates", tensors)

    def test_copy_tables_knows_every_table_the_shipped_models_carry(self):
        root = os.path.join(os.path.dirname(__file__), "..", "shipped")
        for name in ("en-es.heed", "es-en.heed"):
            header, _, _ = read_raw(os.path.join(root, name))
            _, weights, _ = load_heed(os.path.join(root, name))
            tables = {t for t in header if not t.startswith("__") and t not in weights
                      and t != "tokenizer.model" and not t.startswith("shortlist.")}
            self.assertIn("words.given_names", tables)
            self.assertEqual(tables - set(N.TABLES), set(), name)


if __name__ == "__main__":
    unittest.main()
