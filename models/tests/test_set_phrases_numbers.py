"""models/set_phrases_numbers.py: numbers in words, every Spanish form es->en, en->es only where gender cannot matter."""
import unittest

from models import set_phrases as W


class NumberTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_teens_and_compounds_both_ways_and_capitalised(self):
        self.assertEqual((self.en_es["fourteen"], self.en_es["Eighteen"], self.en_es["twenty-two"], self.en_es["sixty-five"]),
                         ("catorce", "Dieciocho", "veintidós", "sesenta y cinco"))
        self.assertEqual((self.es_en["catorce"], self.es_en["Quince"], self.es_en["sesenta y cinco"], self.es_en["veinte y ocho"]),
                         ("fourteen", "Fifteen", "sixty-five", "twenty-eight"))

    def test_forms_that_agree_with_their_noun_only_es_en(self):
        self.assertEqual((self.es_en["quinientos"], self.es_en["quinientas"], self.es_en["veintiún"], self.es_en["veintiuna"]),
                         ("five hundred", "five hundred", "twenty-one", "twenty-one"))
        for source in ("five hundred", "twenty-one", "forty-one"):
            self.assertNotIn(source, self.en_es)

    def test_en_es_tens_only_where_the_model_was_wrong(self):
        # A term matches before a hyphen: "twenty" would make "the twenty-first" "el veinte-first".
        self.assertEqual((self.en_es["sixty"], self.en_es["eighty"], self.en_es["ninety"]), ("sesenta", "ochenta", "noventa"))
        # "forty" the model lost: "There were forty people" -> "Había mucha gente".
        self.assertEqual((self.en_es["forty"], self.en_es["Forty"]), ("cuarenta", "Cuarenta"))
        for source in ("twenty", "thirty", "seventy"):
            self.assertNotIn(source, self.en_es)
        self.assertEqual(self.es_en["treinta"], "thirty")

    def test_people_counted_in_words_are_personas_in_the_feminine(self):
        self.assertEqual((self.en_es["twenty people"], self.en_es["Twenty people"], self.en_es["twenty-one people"]),
                         ("veinte personas", "Veinte personas", "veintiuna personas"))
        self.assertEqual((self.en_es["forty-one people"], self.en_es["two hundred people"], self.en_es["a hundred people"]),
                         ("cuarenta y una personas", "doscientas personas", "cien personas"))
        self.assertNotIn("veinte gente", self.es_en)


if __name__ == "__main__":
    unittest.main()
