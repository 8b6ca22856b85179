"""models/past_hints.py: the Spanish preterites of English pasts, which of them the model gets
wrong, and how their rows join a model's hints."""
import unittest

from models import past_hints as P
from models.tests.stored_table import shipped_lines, stored_table


class PastHintsTest(unittest.TestCase):
    def test_the_verb_of_apertiums_translation_besides_its_pronouns(self):
        self.assertEqual(P.verb_of("Lo anunció."), "anunció")
        self.assertEqual(P.verb_of("Ellos lo anunciaron."), "anunciaron")
        self.assertEqual(P.verb_of("Se lo dio a ella."), "")  # more than one word left

    def test_a_preterite_regular_or_irregular_singular_or_plural(self):
        for spanish in ("Ayer el director lo anunció.", "Ayer los directores lo definieron.", "Ayer lo hizo.",
                        "Ayer lo condujeron.", "Ayer lo leyeron."):
            self.assertTrue(P.is_preterite(spanish), spanish)
        for spanish in ("Ayer el director lo definido.", "Ayer el director lo usa.", "Ayer lo ha seleccionado."):
            self.assertFalse(P.is_preterite(spanish), spanish)

    def test_failing_pasts_lack_a_preterite_in_either_frame_and_the_excluded_never_count(self):
        pasts = ["defined", "used", "announced", "had"]
        singular = ["lo definido.", "lo utilizó.", "lo anunció.", "lo tenía."]
        plural = ["lo definieron.", "lo usan.", "lo anunciaron.", "lo tenían."]
        self.assertEqual(P.failing(pasts, singular, plural), ["defined", "used"])
        # A third frame (a term before the verb, FRAMES) counts as the others do.
        after_term = ["lo definió.", "lo utilizó.", "lo anunciado.", "lo tenía."]
        self.assertEqual(P.failing(pasts, singular, plural, after_term), ["defined", "used", "announced"])
        self.assertEqual(len(P.FRAMES), 4)

    def test_rows_join_a_table_sorted_bytewise_its_own_rows_winning(self):
        existing = ["abeja\tbee", "zorro\tfox"]
        added = [P.past_row("defined", "definió", "definieron"), "abeja\tother\tpast\tothers"]
        self.assertEqual(P.merged(existing, added), ["abeja\tbee", "defined\tdefinió\tpast\tdefinieron", "zorro\tfox"])
        text, _ = stored_table(P.main, "--hints", "defined\tdefinió\tpast\tdefinieron\n", P.TENSOR)
        self.assertEqual(text, "defined\tdefinió\tpast\tdefinieron\n")

    def test_the_shipped_en_es_model_holds_past_rows_beside_its_nouns(self):
        lines = shipped_lines("en-es", P.TENSOR)
        pasts = [line for line in lines if "\tpast\t" in line]
        self.assertGreater(len(pasts), 1000)
        self.assertIn("played\tjugó\tpast\tjugaron", pasts)
        # models/noun_fixes.py's row: "attended" had been "atendió".
        self.assertIn("attended\tasistió\tpast\tasistieron", pasts)
        self.assertFalse(any(line.startswith("had\t") for line in pasts))  # EXCLUDED: an auxiliary
        # "said" the model wrote right after "the director", not after a name's placeholder
        # ("Berhane Asfaw dicho"): the third frame's (FRAMES).
        self.assertIn("said\tdijo\tpast\tdijeron", pasts)
        sources = [line.split("\t", 1)[0].encode("utf-8") for line in lines]
        self.assertEqual(sources, sorted(sources))  # a word's sense rows repeat it (test_hints.py)
        self.assertEqual(len({s for s, line in zip(sources, lines) if "\tpast\t" in line}), len(pasts))


if __name__ == "__main__":
    unittest.main()
