"""models/institutions.py: which terms each direction gets."""
import unittest

from models import institutions as I


class TermsTest(unittest.TestCase):
    def test_en_es_with_the_and_its_article_alone_only_what_names_nothing_else(self):
        t = dict(I.terms("en-es"))
        self.assertEqual(t["the Senate"], "el Senado")
        self.assertEqual(t["The Navy"], "la Armada")
        self.assertEqual(t["the Prime Minister"], "el primer ministro")   # an office in lower case
        self.assertEqual(t["Prime Minister"], "primer ministro")
        self.assertEqual(t["the House of Commons"], "la Cámara de los Comunes")
        for alone in ("Senate", "Army", "King", "Police", "Air Force"):   # "Salvation Army", "Stephen King"
            self.assertNotIn(alone, t)

    def test_es_en_bodies_with_their_article_of_and_to_and_alone(self):
        t = dict(I.terms("es-en"))
        self.assertEqual(t["el Senado"], "the Senate")
        self.assertEqual(t["El Senado"], "the Senate")
        self.assertEqual(t["del Gobierno"], "of the Government")
        self.assertEqual(t["a la Armada"], "to the Navy")
        self.assertEqual(t["de la Cámara de Representantes"], "of the House of Representatives")
        self.assertEqual(t["Senado"], "Senate")
        self.assertEqual(t["el primer ministro"], "the Prime Minister")
        self.assertEqual(t["El presidente del Gobierno"], "the Prime Minister")
        self.assertEqual((t["El Ayuntamiento"], t["Ayuntamiento"], t["la Policía Nacional"]),
                         ("the City Council", "City Council", "the National Police"))
        self.assertNotIn("primer ministro", t)                             # lower case: not alone
        self.assertNotIn("el papa", t)                                     # the model writes it well
        self.assertNotIn("iglesia", t)

    def test_europe_s_bodies_alone_and_with_their_article(self):
        en_es, es_en = dict(I.terms("en-es")), dict(I.terms("es-en"))
        self.assertEqual(en_es["European Central Bank"], "Banco Central Europeo")  # names nothing else
        self.assertEqual(en_es["The European Commission"], "la Comisión Europea")
        self.assertEqual(es_en["la Comisión Europea"], "the European Commission")

    def test_sorted_unique_and_no_other_direction(self):
        for d in ("en-es", "es-en"):
            t = I.terms(d)
            self.assertEqual(t, sorted(set(t)))
            self.assertEqual(len({s for s, _ in t}), len(t))
        with self.assertRaises(ValueError):
            I.terms("de-en")


if __name__ == "__main__":
    unittest.main()
