"""models/set_phrases_past.py: English irregular pasts with Spanish's singular and plural."""
import unittest

from models import set_phrases as W
from models import set_phrases_past as P


class PastTermsTest(unittest.TestCase):
    def setUp(self):
        self.en_es, self.es_en = dict(W.terms("en-es")), dict(W.terms("es-en"))

    def test_a_past_has_its_plural_after_a_tab(self):
        self.assertEqual(self.en_es["sold"], "vendió\tvendieron")
        self.assertEqual(self.en_es["withdrew from"], "se retiró de\tse retiraron de")
        self.assertEqual(self.en_es["won"], "ganó\tganaron")
        # A target holds at most one tab (FORMAT.md: "source<TAB>target<TAB>plural target").
        self.assertTrue(all(t.count("\t") <= 1 for t in self.en_es.values()))
        self.assertTrue(all("\t" not in t for t in self.es_en.values()))

    def test_perfects_passives_and_he_or_she_agree_by_their_words(self):
        self.assertEqual((self.en_es["has thrown"], self.en_es["have thrown"], self.en_es["had thrown"]),
                         ("ha lanzado", "han lanzado", "había lanzado\thabían lanzado"))
        self.assertEqual((self.en_es["was overthrown"], self.en_es["were overthrown"]), ("fue derrocado", "fueron derrocados"))
        self.assertEqual((self.en_es["He drove"], self.en_es["she drove"]), ("Condujo", "condujo"))

    def test_a_past_that_is_its_participle_after_be_is_a_participle(self):
        self.assertEqual((self.en_es["being sold"], self.en_es["been taught"], self.en_es["were fed"]),
                         ("siendo vendido", "sido enseñado", "fueron alimentados"))
        # A fixed line wins over the generated one.
        self.assertEqual((self.en_es["is sold"], self.en_es["are sold"]), ("se vende", "se venden"))

    def test_phrasal_pasts_and_pasts_left_to_the_model(self):
        self.assertEqual((self.en_es["grew up"], self.en_es["broke out"]), ("creció\tcrecieron", "estalló\testallaron"))
        # Also a present or a noun ("a red rose", "a bit"), or several verbs in Spanish.
        for source in ("rose", "beat", "quit", "spread", "bit", "ran", "spent", "held", "drew", "led", "was held"):
            self.assertNotIn(source, self.en_es)

    def test_spanish_pasts_are_lower_case_terms_to_english(self):
        self.assertEqual((self.es_en["fundó"], self.es_en["huyeron"], self.es_en["se hundió"], self.es_en["desemboca en"]),
                         ("founded", "fled", "sank", "flows into"))
        # A sentence they open has its subject in the verb: left to the model.
        for source in ("Fundó", "Huyeron", "Se hundió"):
            self.assertNotIn(source, self.es_en)
        # "derrocaron al" had moved its subject after it ("The overthrew the Government rebels").
        self.assertNotIn("derrocaron al", self.es_en)

    def test_a_past_that_takes_no_object_has_no_passive(self):
        self.assertEqual((self.en_es["lasted"], self.en_es["has lasted"]), ("duró\tduraron", "ha durado"))
        for source in ("is lasted", "was lasted", "being wept"):
            self.assertNotIn(source, self.en_es)

    def test_every_verb_has_distinct_forms(self):
        for past, participle, sg, pl, es_participle, _ in P.VERBS:
            self.assertNotEqual(sg, pl, past)
            self.assertTrue(past.isalpha() and participle.isalpha())


if __name__ == "__main__":
    unittest.main()
