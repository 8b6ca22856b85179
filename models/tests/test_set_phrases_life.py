"""models/set_phrases_life.py (and its es->en half): daily life's and leisure's phrases."""
import unittest

from models import set_phrases as W
from models import set_phrases_life as L
from models import set_phrases_life_es as LE


class LifeTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_daily_lifes_words_both_ways(self):
        self.assertEqual((self.en_es["passed away"], self.en_es["Head lice"], self.en_es["normal wear and tear"]),
                         ("falleció\tfallecieron", "los piojos", "el desgaste normal"))
        self.assertEqual((self.es_en["echar de menos"], self.es_en["mis padres"], self.es_en["reembolso"]),
                         ("miss", "my parents", "refund"))

    def test_a_subject_of_two_opening_a_sentence(self):
        self.assertEqual([self.en_es[s] for s in ("He and", "She and I", "She and he")], ["Él y", "Ella y yo", "Ella y él"])

    def test_lines_read_and_left_out(self):
        for source in ("took the lead", "opted for", "made the cut", "the charity", "the resort", "going on sale"):
            self.assertNotIn(source, self.en_es)
        for source in ("apostó por", "rumbo a", "la manada", "las críticas", "la cal", "su billete", "Real Sociedad"):
            self.assertNotIn(source, self.es_en)

    def test_each_source_once_and_both_halves_reach_phrases(self):
        for rows in (L.LIFE_EN_ES, LE.LIFE_ES_EN):
            sources = [source for source, _ in rows]
            self.assertEqual(len(sources), len(set(sources)))
        self.assertEqual(len(L.PHRASES), len(L.LIFE_EN_ES) + len(LE.LIFE_ES_EN))


if __name__ == "__main__":
    unittest.main()
