"""models/set_phrases_affairs.py (and its es->en half): public life's and its services' phrases."""
import unittest

from models import set_phrases as W
from models import set_phrases_affairs as A
from models import set_phrases_affairs_es as AE


class AffairsTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_public_lifes_words_both_ways(self):
        self.assertEqual((self.en_es["The best man"], self.en_es["Good Friday"], self.en_es["asylum seekers"]),
                         ("el padrino", "Viernes Santo", "solicitantes de asilo"))
        self.assertEqual((self.es_en["tarjeta de embarque"], self.es_en["Semana Santa"], self.es_en["trabajo en equipo"]),
                         ("boarding pass", "Holy Week", "teamwork"))

    def test_es_en_writes_american_english(self):
        self.assertEqual((self.es_en["los neumáticos"], self.es_en["compañero de piso"], self.es_en["despedida de soltero"]),
                         ("the tires", "roommate", "bachelor party"))
        self.assertFalse([en for _, en in AE.AFFAIRS_ES_EN if "tyre" in en or "flatmate" in en or "apologise" in en])

    def test_lines_read_and_left_out(self):
        for source in ("by half", "will rise by", "put pressure on", "the council", "a fine"):
            self.assertNotIn(source, self.en_es)
        for source in ("sale a la venta", "los novios", "se ha disparado", "Queda prohibido", "ITV"):
            self.assertNotIn(source, self.es_en)

    def test_each_source_once_and_both_halves_reach_phrases(self):
        for rows in (A.AFFAIRS_EN_ES, AE.AFFAIRS_ES_EN):
            sources = [source for source, _ in rows]
            self.assertEqual(len(sources), len(set(sources)))
        self.assertEqual(len(A.PHRASES), len(A.AFFAIRS_EN_ES) + len(AE.AFFAIRS_ES_EN))


if __name__ == "__main__":
    unittest.main()
