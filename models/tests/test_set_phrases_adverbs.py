"""models/set_phrases_adverbs.py: the multi-word adverbs and conjunctions each direction gets."""
import unittest

from models import set_phrases as W
from models import set_phrases_adverbs as A


class AdverbTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_both_cases_and_one_direction_each(self):
        self.assertEqual((self.es_en["Desde luego"], self.es_en["desde luego"]), ("Of course", "of course"))
        self.assertEqual((self.es_en["en ningún caso"], self.es_en["Pese a"], self.es_en["sin ánimo de lucro"]),
                         ("under no circumstances", "Despite", "non-profit"))
        self.assertEqual((self.en_es["In the long run"], self.en_es["on foot"], self.en_es["right away"]),
                         ("A la larga", "a pie", "enseguida"))
        self.assertTrue(all(way == "es-en" for _, _, way in A.ES_EN + A.OPENING))
        self.assertTrue(all(way == "en-es" for _, _, way in A.EN_ES))
        self.assertNotIn("Of course", self.en_es)            # English's own phrase, the model's

    def test_opening_only_and_left_out(self):
        # Inside a sentence "con el tiempo" is also "with the time it needs".
        self.assertEqual(self.es_en["Con el tiempo"], "Over time")
        self.assertNotIn("con el tiempo", self.es_en)
        self.assertNotIn("en realidad", self.es_en)           # "what actually is doing"
        for left_out in ("a favor", "de moda", "en parte", "de fondo", "de memoria", "en vista de", "en juego", "con respecto a"):
            self.assertNotIn(left_out, self.es_en)
        for left_out in ("not at all", "in return for", "wide open", "under construction", "just in time", "no doubt"):
            self.assertNotIn(left_out, self.en_es)
        # The longer phrase is there beside the shorter one inside it.
        self.assertEqual((self.es_en["a cambio"], self.es_en["a cambio de"]), ("in return", "in exchange for"))
        self.assertEqual(self.en_es["there is no doubt that"], "no cabe duda de que")


if __name__ == "__main__":
    unittest.main()
