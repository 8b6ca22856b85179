"""models/set_phrases_compounds.py: the compound nouns each direction gets."""
import unittest

from models import set_phrases as W
from models import set_phrases_compounds as C


class CompoundTermsTest(unittest.TestCase):
    def test_compounds_and_their_plurals(self):
        es_en, en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))
        self.assertEqual((es_en["diente de león"], es_en["Arco iris"], es_en["seres vivos"]), ("dandelion", "Rainbow", "living beings"))
        self.assertEqual((en_es["frying pan"], en_es["video games"], en_es["Christmas tree"]), ("sartén", "videojuegos", "árbol de Navidad"))
        # The sixteenth session's: compounds the model wrote word by word ("first minister").
        self.assertEqual((es_en["primer ministro"], es_en["Medio ambiente"], es_en["hombres armados"]), ("prime minister", "Environment", "gunmen"))
        self.assertEqual((en_es["stock market"], en_es["oil spill"], en_es["guinea pig"]), ("mercado de valores", "derrame de petróleo", "cobaya"))
        self.assertTrue(all(way == "es-en" for _, _, way in C.ES_EN) and all(way == "en-es" for _, _, way in C.EN_ES))

    def test_english_compounds_only_in_lower_case_and_left_outs(self):
        en_es, es_en = dict(W.terms("en-es")), dict(W.terms("es-en"))
        # Opening a sentence the compound is a general subject: Spanish's article is the model's.
        self.assertNotIn("Machine translation", en_es)
        self.assertEqual(en_es["machine translation"], "traducción automática")
        for left_out in ("punto de control", "fondo de pantalla"):  # the catalogues' checkpoint and wallpaper
            self.assertNotIn(left_out, es_en)
        self.assertNotIn("best practices", en_es)


if __name__ == "__main__":
    unittest.main()
