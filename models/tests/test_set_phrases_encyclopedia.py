"""models/set_phrases_encyclopedia.py: an encyclopedia's, a travel guide's and a news wire's phrases."""
import unittest

from models import set_phrases as W
from models import set_phrases_encyclopedia as E


class EncyclopediaTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_nature_votes_and_disasters_both_ways(self):
        self.assertEqual((self.en_es["play a vital role in"], self.en_es["The earthquake"], self.en_es["coastal areas"]),
                         ("desempeñan un papel fundamental en", "el terremoto", "zonas costeras"))
        self.assertEqual((self.es_en["moción de censura"], self.es_en["críticas dispares"], self.es_en["El guepardo"]),
                         ("vote of no confidence", "mixed reviews", "The cheetah"))
        # A verb after its subject has both numbers, as the model writes them after a plural one.
        self.assertEqual(self.en_es["praised"], "elogió\telogiaron")

    def test_a_spanish_verb_is_a_term_mid_sentence_only(self):
        self.assertEqual((self.es_en["se derrumbó"], self.es_en["dejó decenas de heridos"]), ("collapsed", "left dozens injured"))
        for source in ("Se derrumbó", "Dejó decenas de heridos", "Se duplicó"):
            self.assertNotIn(source, self.es_en)

    def test_the_longer_river_phrase_wins_and_measured_losers_stay_out(self):
        self.assertEqual(self.en_es["flows into the Atlantic Ocean"], "desemboca en el océano Atlántico")
        for source in ("after winning", "are more likely to"):
            self.assertNotIn(source, self.en_es)
        for source in ("en gran medida", "la entrada es gratuita"):
            self.assertNotIn(source, self.es_en)
        self.assertEqual(self.en_es["Plants"], "Las plantas")
        self.assertNotIn("plants", self.en_es)  # mid-sentence they may be factories

    def test_every_line_is_unique_and_names_a_direction(self):
        self.assertTrue(all(way in ("en-es", "es-en") for _, _, way in E.PHRASES))
        self.assertEqual(len(E.PHRASES), len(set(E.PHRASES)))


if __name__ == "__main__":
    unittest.main()
