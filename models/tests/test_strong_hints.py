"""models/strong_hints.py: which hints the model overrules, and which of those are marked."""
import unittest

from models import strong_hints as S


class StrongHintsTest(unittest.TestCase):
    def test_the_slot_is_what_the_model_wrote_for_the_noun(self):
        self.assertEqual(S.slot("There are trays here.", "es-en"), "trays")
        self.assertEqual(S.slot("There's a termite here.", "es-en"), "termite")
        self.assertEqual(S.slot("Let's look at yesterday.", "es-en"), "")       # the frame left
        self.assertEqual(S.slot("Vimos a los adornos ayer.", "en-es"), "adornos")
        self.assertEqual(S.slot("Hemos visto la agorafobia ayer.", "en-es"), "agorafobia")

    def test_overruled_hints_but_not_synonyms_or_a_lost_frame(self):
        hints = [("bandejas", "trays"), ("leopardos", "leopards"), ("respuestas", "replies"), ("abad", "abbot")]
        outputs = ["There are trays here.", "There are loose here.", "There are responses here.", "Let's look at yesterday."]
        pairs = {("responses", "respuestas")}
        self.assertEqual(S.overruled(hints, outputs, "es-en", pairs), [("leopardos", "leopards", "loose")])

    def test_marks_keep_english_words_es_en_and_spanish_non_words_en_es(self):
        cands = [("leopardos", "leopards", "loose"), ("culturismos", "bodybuildings", "qualturms")]
        self.assertEqual(S.keep_marked(cands, "es-en", {"leopards"}), {"leopardos"})
        en_es = [("staplers", "grapadoras", "estaplores"), ("notebooks", "libretas", "cuadernos"),
                 ("switchboards", "centralitas", "paneles de interruptores")]
        known = lambda words, lang: {"cuadernos"} & set(words)
        self.assertEqual(S.keep_marked(en_es, "en-es", set(), spanish_known=known), {"staplers"})

    def test_a_past_row_is_no_noun_to_mark(self):
        self.assertTrue(S.is_past_row("played\tjugó\tpast\tjugaron"))
        self.assertFalse(S.is_past_row("focas\tseals\tstrong"))
        self.assertFalse(S.is_past_row("pastor\tpastor"))

    def test_marks_keep_the_tables_order_and_untested_rows(self):
        lines = ["banco\tbench\tsense\tparque plaza", "banco\tbank", "bancos\tbanks\tstrong",
                 "comí\tate\tstrong", "focas\tseals", "jugó\tplayed\tpast\tplayed"]
        self.assertEqual(S.with_marks(lines, tested={"banco", "bancos", "focas"}, marked={"banco", "focas"}),
                         ["banco\tbench\tsense\tparque plaza", "banco\tbank\tstrong", "bancos\tbanks",
                          "comí\tate\tstrong", "focas\tseals\tstrong", "jugó\tplayed\tpast\tplayed"])

    def test_noun_forms_and_their_regular_plurals(self):
        rows = [("bee", "abeja", "n", "both"), ("light", "luz", "n", "both"), ("run", "correr", "vblex", "both")]
        forms = S.noun_forms(rows, "es-en")
        self.assertTrue({"abeja", "abejas", "luz", "luces"} <= forms)
        self.assertNotIn("correr", forms)


if __name__ == "__main__":
    unittest.main()
