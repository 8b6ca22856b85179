"""models/adjectives.py: which Spanish adjectives the model's list holds, in what form, and storing it."""
import os
import unittest

from models import adjectives as A
from models.tests.stored_table import shipped_lines, stored_table

# (en, es, pos, way) rows as models.names.read_lexicon gives them; made up for the test.
ROWS = [
    ("latin", "latino", "adj", "both"),
    ("green", "verde", "adj", "both"),
    ("only", "solo", "adj", "both"),      # also an adverb: "solo pueden" must stay
    ("general", "general", "adj", "both"),  # one form for all: nothing to agree
    ("cold", "frío", "n", "both"),         # listed as a noun; the analyser reads an adjective too
    ("house", "casa", "n", "both"),
]
FORMS = {"latino": ("latino", "latina", "latinos", "latinas"), "verde": ("verde", "verde", "verdes", "verdes"),
         "solo": ("solo", "sola", "solos", "solas"), "general": ("general", "general", "general", "general"),
         "frío": ("frío", "fría", "fríos", "frías")}


def fake_forms(lemmas):
    return {lemma: FORMS[lemma] for lemma in lemmas if lemma in FORMS}


def fake_classes(words, lang):
    return {w: {"adj", "adv"} if w.startswith("sol") else {"adj", "n"} for w in words}


def fake_readings(words):
    return {w: w for w in words if w == "frío"}


class BuildTest(unittest.TestCase):
    def test_adjectives_with_more_than_one_form_and_no_other_reading(self):
        lines = A.build(ROWS, fake_forms, fake_classes, fake_readings)
        self.assertEqual(lines, [("frío", "fría", "fríos", "frías"), ("latino", "latina", "latinos", "latinas"),
                                 ("verde", "verde", "verdes", "verdes")])

    @unittest.skipUnless(os.path.exists(A.ANALYSERS["es"]), "Apertium's Spanish analyser (apertium-eng-spa) is not installed")
    def test_the_analyser_reads_adjectives_and_their_lemmas(self):
        self.assertEqual(A.adjective_lemmas(["frías", "casa", "latino"]), {"frías": "frío", "latino": "latino"})


class StoreTest(unittest.TestCase):
    def test_the_list_is_stored_as_lines_of_four_forms(self):
        text, names = stored_table(A.main, "--adjectives", "frío|fría|fríos|frías\nverde|verde|verdes|verdes\n", A.TENSOR)
        self.assertEqual(text, "frío|fría|fríos|frías\nverde|verde|verdes|verdes\n")
        self.assertIn("embed.weight", names)

    def test_the_shipped_en_es_model_carries_a_sorted_list(self):
        lines = shipped_lines("en-es", "words.adjectives")
        self.assertIn("frío|fría|fríos|frías", lines)
        self.assertNotIn("solo|sola|solos|solas", lines)
        firsts = [line.split("|")[0].encode("utf-8") for line in lines]
        self.assertEqual(firsts, sorted(set(firsts)))
        self.assertTrue(all(len(line.split("|")) == 4 for line in lines))


if __name__ == "__main__":
    unittest.main()
