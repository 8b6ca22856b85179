"""models/phrases.py: which dictionary expressions are asked about, which outputs count as
garbled, and joining the kept ones to a model's glossary."""
import os
import tempfile
import unittest
from unittest import mock

from models import phrases as P
from models.heed_ref.heed_format import read_tensors, write_tensors

ROWS = [  # (en, es, pos, way) as names.read_lexicon gives them
    ("nevertheless", "no obstante", "cnjadv", "both"),
    ("on board", "a bordo", "adv", "both"),
    ("aboard", "a bordo", "adv", "en>es"),      # a second English for "a bordo": one way only
    ("a priori", "a priori", "adv", "both"),    # the same on both sides
    ("quickly", "rápidamente", "adv", "both"),  # no space on either side
    ("in brief", "en resumen", "adv", "es>en"),
    ("in short", "en resumen", "adv", "both"),  # "en resumen" has two translations
    ("Spain", "España", "np", "both"),          # a name, not an expression
]


class CandidatesTest(unittest.TestCase):
    def test_multiword_expressions_with_one_translation_in_the_direction(self):
        self.assertEqual(P.candidates(ROWS, "es-en"), {"a bordo": "on board", "no obstante": "nevertheless"})
        self.assertEqual(P.candidates(ROWS, "en-es"), {"in short": "en resumen", "on board": "a bordo"})


class SelectTest(unittest.TestCase):
    ENGLISH = {"he", "said", "that", "it", "was", "true", "nevertheless", "on", "board", "to", "vice", "not"}

    def is_word(self, w):
        return w in self.ENGLISH

    def test_a_word_of_no_language_not_in_the_translation_is_garbling(self):
        self.assertEqual(P.garbled("He said that, not obstant, it was true.", "nevertheless", self.is_word), ["obstant"])
        # A word of the dictionary's translation is no garbling ("versa" is in no word list).
        self.assertEqual(P.garbled("He said that, vice versa, it was true.", "and vice versa", self.is_word), [])

    def test_only_expressions_whose_output_garbles_them_are_kept_and_the_carrier_never_counts(self):
        pairs = {"a bordo": "on board", "no obstante": "nevertheless", "vice versa": "vice versa"}
        outputs = ["He said that, to bordo, it was truth.", "He said that, not obstant, it was truth.",
                   "He said that, vice versa, it was truth."]
        # "truth" is not in the test's English words, but the carrier's own output has it.
        kept = P.select(pairs, outputs, {"he", "said", "that", "it", "was", "truth"}, self.is_word)
        self.assertEqual(kept, [("a bordo", "on board"), ("no obstante", "nevertheless")])

    def test_a_translation_with_a_word_the_target_lacks_is_left_out(self):
        pairs = {"no obstante": "nevertheless", "a lo corsario": "corsairly"}
        outputs = ["He said that, not obstant, it was true.", "He said that, to the corsario, it was true."]
        self.assertEqual(P.select(pairs, outputs, set(), self.is_word), [("no obstante", "nevertheless")])

    def test_build_asks_the_engine_once_with_the_carrier_alone_last(self):
        seen = []

        def fake_translate(engine, model, lines):
            seen.extend(lines)
            return ["He said that, not obstant, it was true.", "He said that, on board, it was true.",
                    "He said that, it was true."]

        with mock.patch.object(P, "read_lexicon", return_value=ROWS), \
             mock.patch.object(P, "translate", side_effect=fake_translate), \
             mock.patch.object(P, "read_english_words", return_value=self.ENGLISH):
            kept = P.build("lex.tsv", "es-en", "m.heed", "heed")
        self.assertEqual(seen, ["Dijo que, a bordo, era verdad.", "Dijo que, no obstante, era verdad.",
                                "Dijo que, , era verdad."])
        # The outputs come in the candidates' order: "a bordo" got the garbled one here.
        self.assertEqual(kept, [("a bordo", "on board")])


class AddTest(unittest.TestCase):
    def test_phrases_join_the_glossary_sorted_and_its_own_terms_win(self):
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "in.heed"), os.path.join(d, "out.heed")
            write_tensors(src, '{"x": 1}', {"glossary.terms": ("U8", [17], "Polonia\tPoland\n".encode()),
                                            "other": ("U8", [1], b"z")})
            n = P.add(src, [("no obstante", "nevertheless"), ("Polonia", "Polska"), ("a bordo", "on board")], out)
            self.assertEqual(n, 2)
            _, tensors = read_tensors(out)
            self.assertEqual(bytes(tensors["glossary.terms"][2]).decode(),
                             "Polonia\tPoland\na bordo\ton board\nno obstante\tnevertheless\n")
            self.assertEqual(bytes(tensors["other"][2]), b"z")

    def test_with_override_the_lists_rows_replace_the_glossarys(self):
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "in.heed"), os.path.join(d, "out.heed")
            text = "mareos\tseasicknesses\nun infarto\tan infarct\n".encode()
            write_tensors(src, '{"x": 1}', {"glossary.terms": ("U8", [len(text)], text)})
            n = P.main(["add", "--model", src, "--phrases", self.write(d, "un infarto\ta heart attack\n"),
                        "--out", out, "--override"])
            self.assertEqual(n, 0)
            _, tensors = read_tensors(out)
            self.assertEqual(bytes(tensors["glossary.terms"][2]).decode(),
                             "mareos\tseasicknesses\nun infarto\ta heart attack\n")

    @staticmethod
    def write(folder: str, text: str) -> str:
        path = os.path.join(folder, "phrases.tsv")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path


if __name__ == "__main__":
    unittest.main()
