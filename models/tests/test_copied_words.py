"""models/copied_words.py: which dictionary words become the model's copied-word translations,
their plurals, the words translators keep, and storing the table."""
import os
import unittest

from models import copied_words as C
from models.heed_ref.heed_format import read_raw
from models.tests.stored_table import stored_table

# (en, es, pos[, way]) rows as models.names.read_lexicon gives them; made up for the test.
ROWS = [
    ("police", "policía", "n", "both"),
    ("police", "policial", "adj", "both"),       # a noun wins over an adjective
    ("trial", "juicio", "n", "both"),
    ("trial", "prueba", "n", "en>es"),           # marked for en->es: wins there
    ("zebra", "cebra", "n", "both"),
    ("zebra", "cebra", "n", "both"),
    ("quickly", "rápidamente", "adv", "both"),
    ("run", "correr", "vblex", "both"),          # verbs stay out
    ("ice cream", "helado", "n", "both"),        # one word only
    ("Paris", "París", "np", "both"),            # names are the names glossary's
    ("local", "local", "adj", "both"),           # the same word: nothing to do
    ("bus", "autobús", "n", "es>en"),            # one-way for the other direction
    ("city", "ciudad", "n", "both"),
    ("twenty", "veinte", "num", "both"),
    ("billion", "billón", "num", "en>es"),       # a one-way number: a false friend, stays out
    ("ten hundred", "mil", "num", "en>es"),
]


def fake_forms(lemmas):
    """Spanish's generator for the test's adjectives."""
    table = {"croata": ("croata", "croata", "croatas", "croatas"),
             "olímpico": ("olímpico", "olímpica", "olímpicos", "olímpicas"),
             "policial": ("policial", "policial", "policiales", "policiales")}
    return {lemma: table[lemma] for lemma in lemmas if lemma in table}


def fake_classes(words, lang):
    """English's analyser for the test's words: "trial" may be a verb, the rest are nouns."""
    return {w: {"n", "vblex"} if w == "trial" else {"n"} for w in words}


def fake_known(words, lang):
    """A target-language analyser that knows one of the candidates."""
    return {"zebra"} if lang == "es" else {"policía"}


class SelectTest(unittest.TestCase):
    def test_en_es_one_translation_per_word_with_regular_plurals(self):
        pairs = dict(C.select(ROWS, "en-es"))
        self.assertEqual(pairs["police"], "policía")
        self.assertEqual(pairs["trial"], "prueba")
        self.assertEqual(pairs["trials"], "pruebas")
        self.assertEqual(pairs["city"], "ciudad")
        self.assertEqual(pairs["cities"], "ciudades")
        self.assertEqual(pairs["quickly"], "rápidamente")
        self.assertEqual(pairs["twenty"], "veinte")
        self.assertNotIn("twenties", pairs)  # plurals are for nouns
        for absent in ("run", "ice cream", "Paris", "local", "bus", "billion", "ten hundred"):
            self.assertNotIn(absent, pairs)

    def test_es_en_reads_the_rows_the_other_way(self):
        pairs = dict(C.select(ROWS, "es-en"))
        self.assertEqual(pairs["juicio"], "trial")
        self.assertEqual(pairs["ciudades"], "cities")
        self.assertEqual(pairs["autobús"], "bus")
        self.assertEqual(pairs["autobuses"], "buses")

    def test_plural_rules(self):
        self.assertEqual([C.plural_es(w) for w in ("casa", "papel", "luz", "camión", "crisis", "almacén")],
                         ["casas", "papeles", "luces", "camiones", "crisis", "almacenes"])
        self.assertEqual([C.plural_en(w) for w in ("city", "day", "box", "church", "bird")],
                         ["cities", "days", "boxes", "churches", "birds"])


class BuildTest(unittest.TestCase):
    def test_target_language_words_and_words_translators_keep_stay_out(self):
        corpus = [("the zebra and the trial", "la cebra y el trial")] * 3 + [("the police", "la policía")] * 5
        pairs = dict(C.build(ROWS, "en-es", corpus, known=fake_known))
        self.assertNotIn("zebra", pairs)   # a Spanish word too
        self.assertNotIn("trial", pairs)   # kept as "trial" by the corpus's translators
        self.assertEqual(pairs["police"], "policía\topens")  # "Police" is no name: also as a first word
        self.assertEqual(C.kept_by_translators([("a trial", "un trial")] * 2, {"trial"}), set())  # under 3 pairs

    def test_table_is_stored_sorted_and_everything_else_is_kept(self):
        text, names = stored_table(C.main, "--words", "victims\tvíctimas\npolice\tpolicía\n", C.TENSOR)
        self.assertEqual(text, "police\tpolicía\nvictims\tvíctimas\n")
        self.assertIn("embed.weight", names)


class ProperAdjectivesTest(unittest.TestCase):
    # English writes these adjectives capitalised; the dictionary lists them in lower case.
    ROWS = [
        ("croatian", "croata", "adj", "both"),
        ("olympic", "olímpico", "adj", "both"),
        ("brown", "marrón", "adj", "both"),          # "Brown" is a name, "brown" an everyday word
        ("cartwright", "carretero", "n", "both"),     # a noun: as often a surname, stays out
        ("zebra", "cebra", "n", "both"),
    ]
    ENGLISH = {"Croatian", "Olympic", "Brown", "brown", "Cartwright", "zebra"}

    def test_capitalised_adjectives_are_those_english_writes_only_capitalised(self):
        self.assertEqual(C.capitalised_adjectives(self.ROWS, self.ENGLISH), {"croatian", "olympic"})

    def test_en_es_adds_the_capitalised_source_unless_it_is_a_spanish_word(self):
        pairs = [("brown", "marrón"), ("croatian", "croata"), ("olympic", "olímpico"), ("zebra", "cebra")]
        spanish = lambda words, lang: {"Olympic"} if lang == "es" else set()
        out = dict(C.with_proper_adjectives(pairs, self.ROWS, "en-es", self.ENGLISH, spanish))
        self.assertEqual(out["Croatian"], "croata")
        self.assertEqual(out["croatian"], "croata")     # the lower-case entry stays
        self.assertNotIn("Olympic", out)                # the analyser says it is Spanish
        self.assertNotIn("Brown", out)
        self.assertEqual(len(out), 5)

    def test_es_en_capitalises_the_english_target(self):
        pairs = [("croata", "croatian"), ("marrón", "brown"), ("carretero", "cartwright")]
        out = dict(C.with_proper_adjectives(pairs, self.ROWS, "es-en", self.ENGLISH, fake_known))
        self.assertEqual(out, {"croata": "Croatian", "marrón": "brown", "carretero": "cartwright"})

    def test_build_applies_it_after_the_filters(self):
        rows = ROWS + self.ROWS
        pairs = dict(C.build(rows, "en-es", known=fake_known, english=self.ENGLISH, forms=fake_forms, classes=fake_classes))
        self.assertEqual(pairs["Croatian"], "croata|croata|croatas|croatas")
        self.assertEqual(pairs["police"], "policía\topens")
        es_en = dict(C.build(rows, "es-en", known=fake_known, english=self.ENGLISH, forms=fake_forms, classes=fake_classes))
        # Written capitalised wherever the model writes it ("croatian" is no English word here).
        self.assertEqual((es_en["croata"], es_en["croatas"]), ("Croatian\tproper", "Croatian\tproper"))


class PeoplesAndLanguagesTest(unittest.TestCase):
    ROWS = [
        ("Venezuelan", "venezolano", "n", "both"),
        ("Venezuelan", "venezolanísimo", "n", "both"),   # the first translation wins
        ("Assyrian", "asirio", "n", "both"),
        ("American", "estadounidense", "n", "es>en"),    # one-way for the other direction
        ("Chinese", "chino", "n", "both"),               # no "Chineses"
        ("Frenchman", "galo", "n", "both"),              # no "Frenchmans"
        ("Olympics", "olimpiada", "n", "both"),          # no people, and a plural as one
        ("Apache", "apache", "n", "both"),               # the same word: the model may copy it
        ("April", "abril", "n", "both"),                 # the names glossary's
        ("Miss", "señorita", "n", "both"),               # a title before a name
        ("Sanskrit", "Sánscrito", "n", "both"),          # a capitalised target: not one of these
        ("venezuelan", "venezolano", "adj", "both"),
    ]

    def test_the_dictionary_capitalised_nouns_of_peoples_and_languages(self):
        self.assertEqual(C.peoples_and_languages(self.ROWS),
                         {"Venezuelan": "venezolano", "Assyrian": "asirio", "Chinese": "chino", "Frenchman": "galo"})

    def test_en_es_gains_them_and_their_plurals_where_the_table_has_none(self):
        pairs = [("Venezuelan", "venezolano|venezolana|venezolanos|venezolanas"), ("police", "policía")]
        spanish = lambda words, lang: {"Chinese"} if lang == "es" else set()   # made up: kept out
        out = dict(C.with_peoples_and_languages(pairs, self.ROWS, "en-es", spanish))
        self.assertEqual(out, {"Venezuelan": "venezolano|venezolana|venezolanos|venezolanas",  # kept
                               "Venezuelans": "venezolanos", "Assyrian": "asirio", "Assyrians": "asirios",
                               "Frenchman": "galo", "police": "policía"})

    def test_es_en_is_unchanged(self):
        pairs = [("venezolano", "Venezuelan")]
        self.assertEqual(C.with_peoples_and_languages(pairs, self.ROWS, "es-en", fake_known), pairs)


class ExtendTest(unittest.TestCase):
    def test_a_table_built_before_gains_number_words_proper_adjectives_and_the_proper_column(self):
        rows = ROWS + ProperAdjectivesTest.ROWS
        english = ProperAdjectivesTest.ENGLISH
        before = [("croata", "croatian"), ("policía", "police")]
        after = dict(C.extend(before, rows, "es-en", english, known=fake_known, forms=fake_forms, classes=fake_classes))
        self.assertEqual(after, {"croata": "Croatian\tproper", "croatas": "Croatian\tproper", "policía": "police",
                                 "veinte": "twenty"})
        both = "croata|croata|croatas|croatas"
        en_es = C.extend([("croatian", "croata")], rows, "en-es", english, known=fake_known, forms=fake_forms, classes=fake_classes)
        self.assertEqual(dict(en_es), {"croatian": both, "Croatian": both, "twenty": "veinte\topens"})
        # Extending again changes nothing: an inflected target is no dictionary form.
        self.assertEqual(C.extend(en_es, rows, "en-es", english, known=fake_known, forms=fake_forms, classes=fake_classes), en_es)


class AdjectiveFormsTest(unittest.TestCase):
    ROWS = [("olympic", "olímpico", "adj", "both"), ("croatian", "croata", "adj", "both"),
            ("police", "policía", "n", "both"), ("police", "policial", "adj", "both"),
            ("quickly", "rápidamente", "adv", "both")]

    def test_en_es_adjectives_carry_their_four_forms(self):
        pairs = [("Olympic", "olímpico"), ("olympic", "olímpico"), ("police", "policía"), ("quickly", "rápidamente")]
        out = dict(C.with_adjective_forms(pairs, self.ROWS, "en-es", fake_forms, fake_known))
        self.assertEqual(out["Olympic"], "olímpico|olímpica|olímpicos|olímpicas")
        self.assertEqual(out["olympic"], "olímpico|olímpica|olímpicos|olímpicas")
        self.assertEqual(out["police"], "policía")           # a noun: one form
        self.assertEqual(out["quickly"], "rápidamente")

    def test_es_en_lists_the_other_forms_as_sources_unless_english(self):
        pairs = [("olímpico", "Olympic"), ("croata", "Croatian"), ("policía", "police")]
        english = lambda words, lang: {"olímpica"} if lang == "en" else set()  # as if English had it
        out = dict(C.with_adjective_forms(pairs, self.ROWS, "es-en", fake_forms, english))
        self.assertEqual(out["olímpicos"], "Olympic")
        self.assertEqual(out["olímpicas"], "Olympic")
        self.assertNotIn("olímpica", out)
        self.assertEqual(out["croatas"], "Croatian")
        self.assertNotIn("policías", out)

    @unittest.skipUnless(os.path.exists(C.GENERATOR), "Apertium's Spanish generator (apertium-eng-spa) is not installed")
    def test_the_generator_gives_four_forms_and_mends_a_plural_without_s(self):
        forms = C.spanish_adjective_forms(["olímpico", "español", "verde", "croata", "palabrería"])
        self.assertEqual(forms["olímpico"], ("olímpico", "olímpica", "olímpicos", "olímpicas"))
        self.assertEqual(forms["español"], ("español", "española", "españoles", "españolas"))
        self.assertEqual(forms["verde"], ("verde", "verde", "verdes", "verdes"))
        self.assertEqual(forms["croata"], ("croata", "croata", "croatas", "croatas"))
        self.assertNotIn("palabrería", forms)  # a noun: the generator has no adjective


class AmericanSpellingsTest(unittest.TestCase):
    def test_en_es_adds_american_spellings_that_are_no_spanish_words(self):
        pairs = [("kilometres", "kilómetros"), ("colour", "color"), ("behaviour", "comportamiento|x|y|z"),
                 ("centre", "centro"), ("theatre", "teatro")]
        american = {"kilometers", "color", "behavior", "theater", "center"}
        british = {"kilometres", "colour", "behaviour", "centre", "center"}  # "center" is British too here
        spanish = lambda words, lang: {"color"} if lang == "es" else set()
        out = dict(C.with_american_spellings(pairs, "en-es", american, british, spanish))
        self.assertEqual(out["kilometers"], "kilómetros")
        self.assertEqual(out["behavior"], "comportamiento|x|y|z")
        self.assertEqual(out["theater"], "teatro")
        self.assertNotIn("color", out)     # a Spanish word: the model may copy it
        self.assertNotIn("center", out)    # in the British list too
        self.assertEqual(len(out), 8)

    def test_es_en_is_unchanged(self):
        pairs = [("kilómetros", "kilometres")]
        self.assertEqual(C.with_american_spellings(pairs, "es-en", {"kilometers"}, set(), fake_known), pairs)


class OpeningWordsTest(unittest.TestCase):
    ROWS = [("apple", "manzana", "n", "both"), ("Virgin", "Virgin", "np", "both"), ("virgin", "virgen", "n", "both")]

    def test_en_es_marks_words_whose_capitalised_form_is_no_name(self):
        pairs = [("apple", "manzana"), ("coffee", "café"), ("virgin", "virgen"), ("Croatian", "croata"),
                 ("police", "policía\topens")]
        classes = lambda words, lang: {w: {"cnjadv", "n"} if w == "while" else {"n"} for w in words}
        pairs += [("while", "rato"), ("tomorrow", "mañana")]
        out = dict(C.with_opening_words(pairs, self.ROWS, "en-es", {"Apple", "Croatian"}, classes))
        self.assertEqual(out["while"], "rato")            # "While he..." opens sentences as a conjunction
        self.assertEqual(out["tomorrow"], "mañana\topens")  # an adverb of time opens as itself
        self.assertEqual(out["coffee"], "café\topens")
        self.assertEqual(out["apple"], "manzana")         # Apple: a name in the English word lists
        self.assertEqual(out["virgin"], "virgen")         # Virgin: a name of the dictionary's
        self.assertEqual(out["Croatian"], "croata")       # capitalised already
        self.assertEqual(out["police"], "policía\topens")  # marked once

    def test_es_en_marks_none(self):
        pairs = [("ayer", "yesterday"), ("cerca", "wall")]
        self.assertEqual(C.with_opening_words(pairs, self.ROWS, "es-en", set(), fake_classes), pairs)

    @unittest.skipUnless(os.path.exists(C.ANALYSERS["en"]), "Apertium's English analyser (apertium-eng-spa) is not installed")
    def test_the_analyser_gives_each_word_its_classes(self):
        got = C.word_classes(["while", "coffee", "open", "zzqx"], "en")
        self.assertEqual(got["while"], {"cnjadv", "n"})
        self.assertEqual(got["coffee"], {"n"})
        self.assertIn("vblex", got["open"])
        self.assertEqual(got["zzqx"], set())

    def test_the_column_is_stored_as_a_third_one(self):
        text, _ = stored_table(C.main, "--words", "coffee\tcafé\topens\npolice\tpolicía\n", C.TENSOR)
        self.assertEqual(text, "coffee\tcafé\topens\npolice\tpolicía\n")


class ProperWordsTest(unittest.TestCase):
    ENGLISH = {"Italian", "May", "may", "French", "french", "Monday"}

    def test_es_en_marks_capitalised_targets_whose_lower_case_is_no_english_word(self):
        pairs = [("italianos", "Italians"), ("italiano", "Italian"), ("mayo", "May"), ("francés", "French"),
                 ("lunes", "Monday"), ("verano", "summer"), ("sida", "AIDS"), ("neoyorquino", "New Yorker")]
        out = dict(C.with_proper_words(pairs, "es-en", self.ENGLISH))
        self.assertEqual((out["italianos"], out["italiano"], out["lunes"]),
                         ("Italians\tproper", "Italian\tproper", "Monday\tproper"))
        # "may", "french" are words of their own; capitals throughout and two words are no such target.
        self.assertEqual((out["mayo"], out["francés"], out["sida"], out["neoyorquino"], out["verano"]),
                         ("May", "French", "AIDS", "New Yorker", "summer"))

    def test_en_es_is_unchanged(self):
        pairs = [("Croatian", "croata"), ("police", "policía\topens")]
        self.assertEqual(C.with_proper_words(pairs, "en-es", self.ENGLISH), pairs)


class ShippedModelsTest(unittest.TestCase):
    def test_shipped_models_carry_sorted_tables(self):
        root = os.path.join(os.path.dirname(__file__), "..", "shipped")
        for name, line in (("en-es.heed", "police\tpolicía\topens"), ("es-en.heed", "verano\tsummer"),
                           ("en-es.heed", "Croatian\tcroata|croata|croatas|croatas"),
                           ("en-es.heed", "Olympic\tolímpico|olímpica|olímpicos|olímpicas"), ("en-es.heed", "kilometers\tkilómetros\topens"), ("es-en.heed", "olímpicas\tOlympic\tproper"), ("es-en.heed", "africano\tAfrican\tproper"),
                           ("es-en.heed", "mayo\tMay"),
                           ("es-en.heed", "veinte\ttwenty")):
            header, data, _ = read_raw(os.path.join(root, name))
            text = bytes(data[slice(*header["glossary.words"]["data_offsets"])]).decode("utf-8")
            lines = text.splitlines()
            self.assertTrue(line in lines, f"{name}: no line {line!r}")
            sources = [ln.split("\t")[0].encode("utf-8") for ln in lines]
            self.assertEqual(sources, sorted(set(sources)))


if __name__ == "__main__":
    unittest.main()
