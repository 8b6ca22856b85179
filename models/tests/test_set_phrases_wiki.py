"""models/set_phrases_wiki.py (and its es->en half): a travel guide's, a news wire's and a textbook's phrases."""
import unittest

from models import set_phrases as W
from models import set_phrases_wiki as K
from models import set_phrases_wiki_es as KE


class WikiTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_centuries_in_words_with_their_part(self):
        self.assertEqual((self.en_es["in the early nineteenth century"], self.en_es["By the late fifth century"]),
                         ("a principios del siglo XIX", "hacia finales del siglo V"))
        self.assertEqual(self.en_es["the mid twentieth century"], "mediados del siglo XX")
        self.assertEqual(len(K.centuries()), len(K.ORDINALS) * (1 + 3 * len(K.PARTS)) * 2)

    def test_wiki_prose_both_ways(self):
        self.assertEqual((self.en_es["late on Wednesday"], self.en_es["remains at large"], self.en_es["plate tectonics"]),
                         ("a última hora del miércoles", "sigue en libertad", "la tectónica de placas"))
        self.assertEqual((self.es_en["un dos por ciento"], self.es_en["en menos de un año"], self.es_en["tanda de penaltis"]),
                         ("two percent", "in less than a year", "penalty shootout"))

    def test_lines_read_and_left_out(self):
        for source in ("just over", "in just over", "earthquake", "offspring", "a starter"):
            self.assertNotIn(source, self.en_es)
        # "el equipo local" is a program's local computer as often as a home team.
        for source in ("el equipo local", "entrenador", "a puerta cerrada", "de la zona", "gótico"):
            self.assertNotIn(source, [es for es, _ in KE.WIKI_ES_EN])

    def test_each_source_once_per_half(self):
        for rows in (K.WIKI_EN_ES + K.centuries(), KE.WIKI_ES_EN):
            sources = [source for source, _ in rows]
            self.assertEqual(len(sources), len(set(sources)))


if __name__ == "__main__":
    unittest.main()
