"""models/set_phrases_feelings.py: a person's likes, a review's, a kitchen's and a cold's words."""
import unittest

from models import set_phrases as W
from models import set_phrases_feelings as F


class FeelingsTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_what_i_love_is_me_encanta_and_whom_i_love_te_quiero(self):
        self.assertEqual((self.en_es["I love"], self.en_es["I love you"], self.en_es["I love them"]),
                         ("me encanta", "te quiero", "me encantan"))
        self.assertEqual((self.es_en["Te quiero"], self.es_en["nos encantó"], self.es_en["me gusta mucho"]),
                         ("I love you", "we loved", "I really like"))
        # Who loves decides the Spanish ("she loves him" is "lo quiere"): only "I" and "we".
        for source in ("she loves", "he loves", "they love", "I like"):
            self.assertNotIn(source, self.en_es)

    def test_lower_case_lines_have_a_capitalised_twin(self):
        self.assertEqual((self.en_es["Highly recommended"], self.en_es["highly recommended"]),
                         ("muy recomendable", "muy recomendable"))
        self.assertEqual((self.es_en["Muy recomendable"], self.es_en["muy recomendable"]),
                         ("Highly recommended", "highly recommended"))
        self.assertEqual((self.en_es["a sore throat"], self.es_en["tarta de manzana"]), ("dolor de garganta", "apple pie"))

    def test_a_spanish_verb_that_opens_the_sentence_gets_its_subject(self):
        self.assertEqual((self.es_en["Se mudaron a"], self.es_en["se mudaron a"]), ("They moved to", "moved to"))

    def test_words_a_programs_messages_mean_otherwise_stay_out(self):
        # "separadas por dos puntos" is a list separated by colons; "los pedidos" a server's requests.
        for source in ("por dos puntos", "los pedidos", "a qué hora", "Real Sociedad"):
            self.assertNotIn(source, self.es_en)
        self.assertEqual(self.es_en["por tres puntos"], "by three points")

    def test_every_line_names_a_direction_set_phrases_reads(self):
        self.assertTrue(all(way in ("both", "en-es", "es-en") for _, _, way in F.PHRASES))
        self.assertEqual(len(F.PHRASES), len(set(F.PHRASES)))


if __name__ == "__main__":
    unittest.main()
