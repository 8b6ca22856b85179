"""models/english_targets.py: which English words of an es->en model's tables are made up, and
what they become."""
import os
import tempfile
import unittest

from models import english_targets as E
from models.heed_ref.heed_format import read_tensors, write_tensors

# A small English: the word lists, WordNet's lemmas and irregular plurals, as read_english gives them.
LISTED = {"louse", "louses", "lice", "tooth", "teeth", "child", "children", "potato", "potatoes", "fan", "fans",
          "happiness", "plumber", "plumbers", "student", "students", "callus", "calluses", "knife", "knifes",
          "knives", "graduate", "a", "an", "the", "of", "had", "boys", "pilgrimage", "emergence", "pandemic"}
LEMMAS = {"louse", "tooth", "child", "potato", "fan", "happiness", "plumber", "student", "callus", "knife",
          "stimulus", "hematoma", "graduate", "consultancy", "starch"}
IRREGULAR = {"louse": "lice", "tooth": "teeth", "child": "children", "stimulus": "stimuli", "hematoma": "hematomata",
             "knife": "knives"}


def english() -> E.English:
    return E.English(set(LISTED), set(LEMMAS), dict(IRREGULAR))


class PluralTest(unittest.TestCase):
    def test_a_plural_made_by_rule_becomes_englishs(self):
        en = english()
        cases = {"tooths": "teeth", "childs": "children", "potatos": "potatoes", "fanses": "fans",
                 "happinesses": "happiness", "studentss": "students", "calluss": "calluses",
                 "stimuluses": "stimuli", "consultancys": "consultancies", "starchs": "starches"}
        self.assertEqual({w: E.mend_plural(w, en) for w in cases}, cases)

    def test_english_plurals_stay(self):
        en = english()
        # "hematomas": WordNet's "hematomata" is Latin, and the -s plural English too.
        for word in ("teeth", "plumbers", "hematomas", "students", "happiness"):
            self.assertEqual(E.mend_plural(word, en), "", word)

    def test_a_verb_the_lists_have_is_a_nouns_plural_only_after_a_spanish_plural(self):
        en = english()
        self.assertEqual(E.mend_target("piojos", "louses", en, {}), "lice")
        self.assertEqual(E.mend_target("los cuchillos", "the knifes", en, {}), "the knives")
        self.assertEqual(E.mend_target("acuchilla", "knifes", en, {}), "knifes")


class LeftoverTest(unittest.TestCase):
    def test_a_spanish_masculine_takes_its_own_rows_english(self):
        en, of = english(), {"fontanero": "plumber", "fontaneros": "plumbers", "egresado": "graduate"}
        self.assertEqual(E.mend_target("Una fontanera", "A fontanero", en, of), "A plumber")
        self.assertEqual(E.mend_target("las fontaneras", "the fontanero", en, of), "the plumbers")
        self.assertEqual(E.mend_target("Una egresada", "An egresado", en, of), "A graduate")
        # No row for the plural: the singular's English in the plural.
        self.assertEqual(E.mend_target("egresadas", "egresado", en, of), "graduates")

    def test_a_copied_word_takes_the_read_english_or_the_row_goes(self):
        en = english()
        self.assertEqual(E.mend_target("una pandemia", "a pandemia", en, {}), "a pandemic")
        self.assertEqual(E.mend_target("Las peregrinaciones", "The peregrinación", en, {}), "The pilgrimages")
        self.assertEqual(E.mend_target("la portaaviones", "the portaaviones", en, {}), "the aircraft carrier")
        self.assertEqual(E.mend_target("una trainera", "a trainera", en, {}), None)

    def test_english_words_names_and_cognates_stay(self):
        en = english()
        self.assertEqual(E.mend_target("Cartagena de Indias", "Cartagena", en, {}), "Cartagena")
        # "datagram" is in neither list here, but English's stem of "datagrama", not Spanish.
        self.assertEqual(E.mend_target("el datagrama", "the datagram", en, {}), "the datagram")
        self.assertEqual(E.mend_target("el surgimiento", "the emergence", en, {}), "the emergence")


class FixTest(unittest.TestCase):
    def test_fix_mends_the_three_tables_and_keeps_every_other_column(self):
        tables = {"glossary.terms": "Una pandemia\tA pandemia\nla trainera\tthe trainera\npiojos\tlouses\n",
                  "glossary.hints": "dientes\ttooths\tstrong\nfontanero\tplumber\nportaaviones\tportaaviones\n",
                  "glossary.words": "hijos\tchilds\nabril\tApril\tproper\n"}
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "in.heed"), os.path.join(d, "out.heed")
            write_tensors(src, '{"src_lang": "es", "tgt_lang": "en"}',
                          {name: ("U8", [len(t.encode())], t.encode()) for name, t in tables.items()})
            counts = E.fix(src, out, english())
            _, tensors = read_tensors(out)
            self.assertEqual({n: bytes(tensors[n][2]).decode() for n in tables},
                             {"glossary.terms": "Una pandemia\tA pandemic\npiojos\tlice\n",
                              "glossary.hints": "dientes\tteeth\tstrong\nfontanero\tplumber\n",
                              "glossary.words": "hijos\tchildren\nabril\tApril\tproper\n"})
            # "aircraft carrier" is no hint (one word): the row goes.
            self.assertEqual(counts, {"glossary.terms": (2, 1), "glossary.hints": (1, 1), "glossary.words": (1, 0)})

    def test_a_model_into_spanish_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "in.heed")
            write_tensors(src, '{"src_lang": "en", "tgt_lang": "es"}', {"x": ("U8", [1], b"z")})
            with self.assertRaisesRegex(SystemExit, "does not translate into English"):
                E.fix(src, os.path.join(d, "out.heed"), english())


if __name__ == "__main__":
    unittest.main()
