"""models/set_phrases_interests.py: a reader's interests, each direction's from its own sentences."""
import unittest

from models import set_phrases as W
from models import set_phrases_interests as I


class InterestsTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_a_readers_words_both_ways(self):
        self.assertEqual((self.en_es["The vet"], self.en_es["the yellow jersey"], self.en_es["the weeds"]),
                         ("el veterinario", "el maillot amarillo", "las malas hierbas"))
        self.assertEqual((self.es_en["una hipoteca"], self.es_en["bebés"], self.es_en["han caído en picado"]),
                         ("a mortgage", "babies", "have plummeted"))

    def test_a_verb_after_its_subject_has_both_numbers(self):
        self.assertEqual(self.en_es["dropped out of college"], "dejó la universidad\tdejaron la universidad")

    def test_lines_read_and_left_out(self):
        for source in ("the second round", "should I be worried", "never looked back", "steals the show"):
            self.assertNotIn(source, self.en_es)
        for source in ("irse a la cama", "hace aguas", "A la hora de", "despegó"):
            self.assertNotIn(source, self.es_en)
        # No line holds an opening mark: such a term lost the space before it (text/protect.cc).
        self.assertFalse([es for es, _ in I.INTERESTS_ES_EN if "¡" in es or "¿" in es])

    def test_each_source_once_per_direction(self):
        for rows in (I.INTERESTS_EN_ES, I.INTERESTS_ES_EN):
            sources = [source for source, _ in rows]
            self.assertEqual(len(sources), len(set(sources)))


if __name__ == "__main__":
    unittest.main()
