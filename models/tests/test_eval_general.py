"""models/eval_general.py: counting the sentences an output ends, for `extra_sentence_lines`."""
import unittest

from models.eval_general import extra_sentence_ends, sentence_ends


class SentenceEndsTest(unittest.TestCase):
    def test_full_stops_of_abbreviations_end_no_sentence(self):
        self.assertEqual(sentence_ends("Hola. Adiós."), 2)
        self.assertEqual(sentence_ends("I am. It is 5. Yes!"), 3)
        self.assertEqual(sentence_ends("A las 8:46 a. m. salió de EE. UU. hacia Perú"), 0)
        self.assertEqual(sentence_ends("The U.S. Navy left at 9 a.m. on Friday. Then it came back."), 2)

    def test_an_output_that_ends_more_sentences_than_its_source_is_counted(self):
        self.assertFalse(extra_sentence_ends("Sale a las 9 a. m. del viernes.", "It leaves at 9 am on Friday."))
        self.assertTrue(extra_sentence_ends("Sale el viernes. Y el sábado.", "It leaves on Friday."))
        # A stop before or after the closing quote ends the sentence either way.
        self.assertEqual(sentence_ends('He said "I am happy." Then left.'), 2)
        self.assertFalse(extra_sentence_ends("Dijo: «Estoy feliz».", 'He said: "I am happy."'))
        self.assertFalse(extra_sentence_ends("Dijo: «Estoy feliz.»", 'He said: "I am happy."'))


if __name__ == "__main__":
    unittest.main()
