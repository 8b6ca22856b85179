"""models/nouns.py: which Spanish nouns the model's list holds, with what gender, and storing it."""
import os
import unittest

from models import nouns as N
from models.tests.stored_table import shipped_lines, stored_table

# (en, es, pos, way) rows as models.names.read_lexicon gives them; made up for the test.
ROWS = [("house", "casa", "n", "both"), ("cholera", "cólera", "n", "both"), ("anger", "cólera", "n", "both"),
        ("student", "estudiante", "n", "both"), ("New York", "Nueva York", "np", "both"), ("fast", "rápido", "adj", "both")]
FORMS = {"casa": [("casa", "f"), ("casas", "f")], "cólera": [("cólera", "m"), ("cólera", "f")],
         "estudiante": [("estudiante", "mf"), ("estudiantes", "mf")]}


def fake_forms(lemmas):
    return {lemma: FORMS[lemma] for lemma in lemmas if lemma in FORMS}


class BuildTest(unittest.TestCase):
    def test_nouns_in_their_forms_with_their_gender_sorted(self):
        self.assertEqual(N.build(ROWS, fake_forms), [("casa", "f"), ("casas", "f"), ("cólera", "mf"),
                                                     ("estudiante", "mf"), ("estudiantes", "mf")])

    @unittest.skipUnless(os.path.exists(N.GENERATOR), "Apertium's Spanish generator (apertium-eng-spa) is not installed")
    def test_the_generator_gives_each_noun_its_forms(self):
        forms = N.noun_forms(["casa", "camión"])
        self.assertIn(("casas", "f"), forms["casa"])
        self.assertIn(("camiones", "m"), forms["camión"])


class StoreTest(unittest.TestCase):
    def test_the_list_is_stored_as_lines_of_noun_and_gender(self):
        text, names = stored_table(N.main, "--nouns", "casa\tf\ncasas\tf\n", N.TENSOR)
        self.assertEqual(text, "casa\tf\ncasas\tf\n")
        self.assertIn("embed.weight", names)

    def test_the_shipped_en_es_model_carries_a_sorted_list(self):
        lines = shipped_lines("en-es", N.TENSOR)
        table = dict(line.split("\t") for line in lines)
        self.assertEqual((table["residencia"], table["apartamento"], table["estudiante"]), ("f", "m", "mf"))
        forms = [line.split("\t")[0].encode("utf-8") for line in lines]
        self.assertEqual(forms, sorted(set(forms)))


if __name__ == "__main__":
    unittest.main()
