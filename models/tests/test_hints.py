"""models/hints.py: which source words get a hint, what its word is, and storing the table."""
import os
import shutil
import unittest

from models import hints as H
from models.tests.stored_table import shipped_lines, stored_table

# (en, es, pos, way) rows as models.names.read_lexicon gives them; made up for the test.
ROWS = [("seal", "foca", "n", "both"), ("tomb", "tumba", "n", "both"), ("bellows", "fuelle", "n", "both"), ("house", "casa", "n", "both"),
        ("span", "abarcar", "vblex", "both"), ("fast", "rápido", "adj", "both"), ("Spain", "España", "np", "both")]
APERTIUM = shutil.which("apertium") is not None and os.path.exists(H.GENERATORS["es"])


class OneWordTest(unittest.TestCase):
    def test_one_word_of_letters_in_lower_case(self):
        self.assertEqual(H.one_word("Seals", "n"), "seals")
        self.assertEqual(H.one_word("It spans", "vblex"), "spans")
        self.assertEqual(H.one_word("It spans", "n"), "")          # a noun's translation has no subject
        self.assertEqual(H.one_word("sea lions", "n"), "")
        self.assertEqual(H.one_word("*lunfardo", "n"), "")         # Apertium's mark of an unknown word
        self.assertEqual(H.one_word("número", "n"), "número")


class CorpusTest(unittest.TestCase):
    def test_source_words_are_counted_in_lower_case_as_the_engine_splits_them(self):
        counts = H.corpus_counts([("Focas y focas", "seals"), ("las focas, l'eau", "x")])
        self.assertEqual((counts["focas"], counts["y"], counts["l"], counts["eau"]), (3, 1, 1, 1))


@unittest.skipUnless(APERTIUM, "Apertium (apertium, apertium-eng-spa) is not installed")
class BuildTest(unittest.TestCase):
    def test_nouns_and_verbs_in_their_forms_an_ambiguous_form_left_out(self):
        table = dict(H.build(ROWS, "es-en"))
        self.assertEqual((table["focas"], table["fuelles"], table["foca"]), ("seals", "bellows", "seal"))
        self.assertEqual(table["abarcan"], "span")
        # "I" is the model's; the first person's past is strong, its present plain
        self.assertEqual((table["abarqué"], table["abarco"]), ("spanned\tstrong", "span"))
        self.assertNotIn("abarcamos", table)  # present and past alike
        self.assertNotIn("casa", table)      # a noun, or the verb "casar": no sentence to choose by
        self.assertNotIn("rápido", table)    # adjectives stay out
        self.assertNotIn("españa", table)    # names are the glossary's
        sources = [s.encode("utf-8") for s in table]
        self.assertEqual(sources, sorted(sources))

    def test_a_word_the_corpus_has_often_gets_no_hint(self):
        often = [("focas", "seals")] * H.MAX_CORPUS_COUNT
        table = dict(H.build(ROWS, "es-en", often + [("fuelles", "bellows")] * (H.MAX_CORPUS_COUNT - 1)))
        self.assertNotIn("focas", table)
        self.assertEqual((table["foca"], table["fuelles"]), ("seal", "bellows"))

    def test_english_nouns_to_spanish(self):
        table = dict(H.build(ROWS, "en-es"))
        self.assertEqual((table["tomb"], table["tombs"]), ("tumba", "tumbas"))
        self.assertNotIn("seal", table)      # also a verb ("to seal")
        self.assertNotIn("span", table)      # en->es has nouns only


class StoreTest(unittest.TestCase):
    def test_the_table_is_stored_sorted_by_source_bytes(self):
        text, names = stored_table(H.main, "--hints", "focas\tseals\ncápsula\tcapsule\n", H.TENSOR)
        self.assertEqual(text, "cápsula\tcapsule\nfocas\tseals\n")
        self.assertIn("embed.weight", names)

    def test_the_shipped_models_carry_sorted_tables(self):
        for model, source, target in (("es-en", "fuelles", "bellows"), ("en-es", "tombs", "tumbas")):
            lines = shipped_lines(model, H.TENSOR)
            rows = [line.split("\t") for line in lines]
            table = {cols[0]: cols[1:] for cols in rows}
            self.assertEqual(table[source][0], target)
            # A third column marks a strong hint (models/strong_hints.py), an English past with
            # its plural (models/past_hints.py, en-es only) or a sense with its triggers
            # (models/sense_hints.py).
            self.assertTrue(all(rest[1:] in ([], ["strong"]) or (model == "en-es" and len(rest) == 3 and rest[1] == "past")
                                or (len(rest) == 3 and rest[1] == "sense") for rest in table.values()))
            self.assertTrue(any(rest[1:] == ["strong"] for rest in table.values()))
            self.assertTrue(any(len(rest) == 3 and rest[1] == "sense" for rest in table.values()))
            # Sorted bytewise; a source repeats only after a sense row (its own row last).
            sources = [cols[0].encode("utf-8") for cols in rows]
            self.assertEqual(sources, sorted(sources))
            self.assertTrue(all(prev[2:3] == ["sense"] for prev, cols in zip(rows, rows[1:]) if prev[0] == cols[0]))


if __name__ == "__main__":
    unittest.main()
