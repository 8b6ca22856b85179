"""models/noun_fixes.py: which rows of a table a listed noun rewrites or drops, and with which
article."""
import os
import tempfile
import unittest

from models import noun_fixes as N
from models.heed_ref.heed_format import write_tensors

ES_EN = [("buque", "fuselage", "ship|ships"), ("empresario", "employer", "businessman|businessmen"),
         ("taco", "swearword", "DROP"), ("infarto", "infarct", "heart attack|heart attacks"),
         ("turismos", "tourisms", "car|cars"), ("moros", "muslims", "Moor|Moors"),
         ("bable", "asturian", "Asturian dialect|Asturian dialects"), ("teutón", "teutonic", "Teuton|Teutons")]
EN_ES = [("kettle", "la pava", "el hervidor|los hervidores"),
         ("awareness", "la concienciación", "la conciencia|las conciencias"),
         ("outskirts", "la afueras", "las afueras|las afueras")]


def table(*rows: str) -> str:
    return "".join(row + "\n" for row in rows)


class SpanishEnglishTest(unittest.TestCase):
    def test_a_nouns_rows_take_the_right_word_with_the_sources_article(self):
        text = table("El buque\tThe fuselage", "Los buques\tFuselages", "Un empresario\tAn employer",
                     "del buque\tof the fuselage", "el buque\tthe fuselage", "el buque de guerra\tthe warship",
                     "los buques\tthe fuselages", "un buque\ta fuselage")
        out, changed, dropped = N.fix_rows(text, "glossary.terms", ES_EN, "es-en")
        self.assertEqual(out, table("El buque\tThe ship", "Los buques\tShips", "Un empresario\tA businessman",
                                    "del buque\tof the ship", "el buque\tthe ship",
                                    "el buque de guerra\tthe warship",  # a longer phrase: left as it is
                                    "los buques\tthe ships", "un buque\ta ship"))
        self.assertEqual((changed, dropped), (7, 0))

    def test_a_row_already_right_stays_and_drop_drops(self):
        text = table("el buque\tthe ship", "el taco\tthe swearword", "tacos\tswearwords",
                     "un taco de jamón\ta ham taco")
        out, changed, dropped = N.fix_rows(text, "glossary.terms", ES_EN, "es-en")
        self.assertEqual(out, table("el buque\tthe ship", "un taco de jamón\ta ham taco"))
        self.assertEqual((changed, dropped), (0, 2))

    def test_single_words_fixes_rewrite_hints_and_copied_words(self):
        words = [("plane", "plano", "avión"), ("glass", "vaso", "DROP")]
        out, changed, dropped = N.fix_words(table("glass\tvaso", "plane\tplano\tstrong", "planes\tplanos"), words)
        self.assertEqual(out, table("plane\tavión\tstrong", "planes\tplanos"))
        self.assertEqual((changed, dropped), (1, 1))
        past = [("slashed", "acuchilló", "recortó|recortaron")]
        out, changed, _ = N.fix_words(table("slashed\tacuchilló\tpast\tacuchillaron"), past)
        self.assertEqual((out, changed), (table("slashed\trecortó\tpast\trecortaron"), 1))

    def test_a_plural_listed_leaves_the_singulars_rows_and_a_names_row_stays_one_word(self):
        text = table("el turismo\tthe tourism", "los turismos\tthe tourisms", "turismos\ttourisms")
        out, _, _ = N.fix_rows(text, "glossary.terms", ES_EN, "es-en")
        self.assertEqual(out, table("el turismo\tthe tourism", "los turismos\tthe cars", "turismos\tcars"))
        words = table("bable\tAsturian\tproper", "moro\tMuslim\tproper", "moros\tmuslims", "teutón\tTeutonic\tproper")
        out, _, _ = N.fix_rows(words, "glossary.words", ES_EN, "es-en")
        # A name-like row takes one capitalised word only ("Asturian dialect" is two).
        self.assertEqual(out, table("bable\tAsturian\tproper", "moro\tMuslim\tproper", "moros\tMoors",
                                    "teutón\tTeuton\tproper"))

    def test_a_hint_of_two_words_goes_where_a_term_takes_them(self):
        hints = table("buques\tfuselages\tstrong", "infarto\tinfarct\tstrong")
        out, changed, dropped = N.fix_rows(hints, "glossary.hints", ES_EN, "es-en")
        self.assertEqual(out, table("buques\tships\tstrong"))
        self.assertEqual((changed, dropped), (1, 1))
        out, _, _ = N.fix_rows(table("un infarto\tan infarct"), "glossary.terms", ES_EN, "es-en")
        self.assertEqual(out, table("un infarto\ta heart attack"))


class EnglishSpanishTest(unittest.TestCase):
    def test_the_new_nouns_article_and_gender(self):
        text = table("A kettle\tUna pava", "The kettles\tLas pavas", "kettles\tpavas", "the kettle\tla pava",
                     "this kettle\teste hervidor", "the awareness\tla concienciación", "the outskirts\tla afueras")
        out, changed, _ = N.fix_rows(text, "glossary.terms", EN_ES, "en-es")
        self.assertEqual(out, table("A kettle\tUn hervidor", "The kettles\tLos hervidores", "kettles\thervidores",
                                    "the kettle\tel hervidor", "this kettle\teste hervidor",
                                    # "awareness" is a singular; "outskirts" a plural only.
                                    "the awareness\tla conciencia", "the outskirts\tlas afueras"))
        self.assertEqual(changed, 6)

    def test_plurals_by_rule(self):
        self.assertEqual(N.spanish_plurals("balón"), ["balones", "balóns"])
        self.assertEqual(N.spanish_plurals("luz"), ["luces"])
        self.assertEqual(N.spanish_plurals("víveres"), ["víveres"])
        self.assertEqual(N.english_plurals("fuss"), ["fusses", "fusss"])
        self.assertEqual(N.english_plurals("outskirts"), ["outskirts"])

    def test_the_shipped_lists_rows_are_well_formed(self):
        for source, wrong, right in N.ES_EN + N.EN_ES:
            self.assertTrue(source and wrong and source == source.strip(), source)
            self.assertTrue(right == N.DROP or right.count("|") == 1, source)
        for _, _, right in N.EN_ES:
            if right != N.DROP:
                self.assertTrue(all(f.split(" ")[0] in ("el", "la", "los", "las") for f in right.split("|")), right)

    def test_the_shipped_single_words_are_well_formed(self):
        for direction in ("es-en", "en-es"):
            rows = N.read_words(direction)
            self.assertGreater(len(rows), 500)
            self.assertEqual(len({source for source, _, _ in rows}), len(rows))
            for source, wrong, right in rows:
                # A hint is one lower-case word (FORMAT.md, "Hints").
                for word in right.split("|") if right != N.DROP else []:
                    self.assertTrue(N.WORD.fullmatch(word) and word == word.lower(), right)
                self.assertNotEqual(wrong, right, source)

    def test_a_direction_without_a_list_is_refused(self):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "in.heed")
            write_tensors(src, '{"src_lang": "de", "tgt_lang": "en"}', {"x": ("U8", [1], b"z")})
            with self.assertRaisesRegex(SystemExit, "no list"):
                N.fix(src, os.path.join(d, "out.heed"))


if __name__ == "__main__":
    unittest.main()
