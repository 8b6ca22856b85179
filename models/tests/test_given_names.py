"""models/given_names.py: which capitalised words are given names, and the shipped lists."""
import unittest
from collections import Counter

from models import given_names as G
from models.tests.stored_table import shipped_lines, stored_table


class GivenNamesTest(unittest.TestCase):
    def test_a_given_name_is_one_and_nothing_else(self):
        self.assertTrue(G.is_given_name("John", ["John<np><ant><m><sg>"]))
        self.assertTrue(G.is_given_name("Dolores", ["Dolor<n><m><pl>", "Dolores<np><ant><f><sg>"]))
        self.assertFalse(G.is_given_name("Mark", ["Mark<n><sg>", "Mark<vblex><inf>", "Mark<np><ant><m><sg>"]))
        self.assertFalse(G.is_given_name("Will", ["Will<vaux><inf>", "Will<np><ant><m><sg>"]))
        self.assertFalse(G.is_given_name("Georgia", ["Georgia<np><loc><sg>", "Georgia<np><ant><f><sg>"]))
        self.assertFalse(G.is_given_name("June", ["June<np><ant><f><sg>"]))  # a month
        self.assertFalse(G.is_given_name("Smith", ["Smith<n><sg>", "Smith<np><cog><sg>"]))

    def test_a_name_more_often_a_lower_case_word_is_that_word(self):
        counts = Counter({"mar": 50, "Mar": 3, "pilar": 1, "Pilar": 4})
        self.assertTrue(G.mostly_a_word("Mar", ["Mar<n><m><sg>", "Mar<np><ant><f><sg>"], counts))
        self.assertFalse(G.mostly_a_word("Pilar", ["Pilar<n><f><sg>", "Pilar<np><ant><f><sg>"], counts))
        self.assertFalse(G.mostly_a_word("Juan", ["Juan<np><ant><m><sg>"], Counter({"juan": 9})))

    def test_the_corpus_words_counted_per_side_and_its_spanish_candidates(self):
        counts = G.word_counts([("John met Ana", "Ana y Ana vieron a John"), ("the sea", "el mar")])
        self.assertEqual(counts["es"]["Ana"], 2)
        self.assertEqual(counts["en"]["John"], 1)
        self.assertEqual(G.spanish_candidates(counts["es"]), {"Ana"})

    def test_the_list_is_stored_as_lines(self):
        text, _ = stored_table(G.main, "--names", "Isaac\nJohn\n", G.TENSOR)
        self.assertEqual(text, "Isaac\nJohn\n")

    def test_the_shipped_models_carry_one_sorted_list(self):
        en_es, es_en = shipped_lines("en-es", G.TENSOR), shipped_lines("es-en", G.TENSOR)
        self.assertEqual(en_es, es_en)
        self.assertGreater(len(en_es), 1500)
        self.assertTrue({"John", "Isaac", "Stephen", "Juan", "María"} <= set(en_es))
        self.assertFalse({"Mark", "Will", "June", "Mar", "Roman"} & set(en_es))
        self.assertEqual([w.encode("utf-8") for w in en_es], sorted(set(w.encode("utf-8") for w in en_es)))


if __name__ == "__main__":
    unittest.main()
