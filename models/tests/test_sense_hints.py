"""models/sense_hints.py: its rows as the engine reads them (FORMAT.md "Hints", a "sense" row),
and how they take the place of a table's rows for the same words."""
import re
import unittest

from models import sense_hints as S

# The engine's word letters in lower case (translator_hints.cc all_letters): ASCII and U+00C0..U+024F.
LOWER_WORD = re.compile(r"^[a-zß-öø-ÿ\u0100-\u024f]+$")


class SenseRowsTest(unittest.TestCase):
    def test_rows_are_four_columns_of_lower_case_words(self):
        for direction in ("en-es", "es-en"):
            for row in S.rows(direction):
                source, target, kind, triggers = row.split("\t")
                self.assertEqual(kind, "sense")
                self.assertRegex(source, LOWER_WORD)
                self.assertRegex(target, LOWER_WORD)
                words = triggers.split(" ")
                self.assertTrue(all(LOWER_WORD.match(w) for w in words), row)
                self.assertEqual(len(words), len(set(words)), row)
                self.assertNotIn(source, words)  # the word is no trigger of itself
                self.assertLessEqual(len(triggers.encode("utf-8")), 2000)
        with self.assertRaises(ValueError):
            S.rows("de-en")

    def test_a_words_senses_in_order_and_the_topics(self):
        es_en = [r.split("\t") for r in S.rows("es-en")]
        partido = [(t, trig.split()) for s, t, _, trig in es_en if s == "partido"]
        self.assertEqual([t for t, _ in partido], ["match", "party"])
        self.assertIn("gol", partido[0][1])
        self.assertIn("elecciones", partido[1][1])
        en_es = {r.split("\t")[0]: r.split("\t") for r in S.rows("en-es")}
        self.assertEqual(en_es["goal"][1], "gol")
        self.assertIn("scored", en_es["goal"][3].split())
        # Words that as often name something else are no trigger ("final", "points", "team").
        for trigger in ("final", "points"):
            self.assertNotIn(trigger, en_es["goal"][3].split())
        # Left out: the model kept "frase" and "El juez" came out "El juzgó".
        self.assertNotIn("sentence", en_es)

    def test_sense_rows_come_before_the_words_own_row_sorted_bytewise(self):
        existing = ["banco\tbank", "drivers\tmotor", "focas\tseals", "goal\tgol", "partido\tparty\tsense\tviejo",
                    "árbol\ttree"]
        senses = ["partido\tmatch\tsense\tgol", "partido\tparty\tsense\telecciones", "goal\tgol\tsense\tscored",
                  "banco\tbench\tsense\tparque", "drivers\tpilotos\tsense\tlaps"]
        # The own row stays after the senses ("bank"), unless a sense has its target ("gol") or
        # it is dropped ("motor"); sense rows added before are replaced.
        self.assertEqual(S.with_senses(existing, senses, {"drivers": "motor"}),
                         ["banco\tbench\tsense\tparque", "banco\tbank", "drivers\tpilotos\tsense\tlaps", "focas\tseals",
                          "goal\tgol\tsense\tscored", "partido\tmatch\tsense\tgol", "partido\tparty\tsense\telecciones",
                          "árbol\ttree"])


if __name__ == "__main__":
    unittest.main()
