"""models/places.py: the place names catalogues agree on, and which of them the glossary gets.

Run from the repo root: /usr/bin/python3 -m unittest discover -s models/tests -t .
"""
import unittest
from collections import Counter

from models import places as P

# (catalogue, English, Spanish) rows, made up for the test.
PAIRS = (
    [(f"clock{i}", "Jerusalem", "Jerusalén") for i in range(4)]
    + [("atlas", "Jerusalem", "Jerusalem"), ("atlas", "Jerusalem", "Jerusalén"), ("atlas", "Jerusalem", "Jerusalén")]
    + [(f"clock{i}", "Copenhagen", "Copenhague") for i in range(3)] + [("old", "Copenhagen", "Copenhage")]
    + [(f"clock{i}", "Naples", "Nápoles") for i in range(3)] + [("a", "Naples", "Napoles"), ("b", "Naples", "Napoles")]
    + [(f"clock{i}", "Munich", "Múnich") for i in range(2)]                    # two votes: too few
    + [(f"ui{i}", "Open", "Abrir") for i in range(5)]                          # an everyday word
    + [(f"ui{i}", "Esc", "Escape") for i in range(5)]                          # no word of the lists
    + [(f"lang{i}", "Armenian", "Armenio") for i in range(5)]                  # a language's label
    + [(f"cal{i}", "Augusta", "Agosto") for i in range(3)]                     # Spanish knows "agosto"
    + [(f"clock{i}", "Mumbai", "Bombay") for i in range(5)]                    # left out: an old name
    + [(f"clock{i}", "Berlin", "Berlin") for i in range(5)]                    # the same: nothing to do
    + [("x", "Save the file", "Guarde el archivo")]                             # no name
)
ENGLISH = {"Jerusalem", "Copenhagen", "Naples", "Munich", "Open", "open", "Armenian", "Augusta", "Mumbai", "Berlin"}


def spanish_known(words):
    return {"agosto"} & set(words)


def named_in_text(en, es):
    return es != "Armenio"


class PlacesTest(unittest.TestCase):
    def test_each_catalogue_votes_once_for_its_commonest_translation(self):
        voted = P.votes(PAIRS)
        self.assertEqual(voted["Jerusalem"], Counter({"Jerusalén": 5}))
        self.assertEqual(voted["Naples"], Counter({"Nápoles": 3, "Napoles": 2}))
        self.assertNotIn("Save the file", voted)

    def test_en_es_keeps_agreed_names_only(self):
        chosen = P.select(P.votes(PAIRS), "en-es", ENGLISH, spanish_known, named_in_text=named_in_text)
        # Naples: a rival two catalogues give; Munich: two votes; Open: an everyday word; Esc: no
        # word of the lists; Armenian: a label, not a name in text; Augusta: "agosto" is Spanish;
        # Mumbai: left out; Berlin: the same in both.
        self.assertEqual(chosen, [("Copenhagen", "Copenhague"), ("Jerusalem", "Jerusalén")])

    def test_es_en_reads_them_the_other_way(self):
        chosen = P.select(P.votes(PAIRS), "es-en", ENGLISH, spanish_known, named_in_text=named_in_text)
        self.assertEqual(chosen, [("Copenhague", "Copenhagen"), ("Jerusalén", "Jerusalem")])

    def test_es_en_drops_a_spanish_name_two_english_ones_share_and_given_names(self):
        pairs = ([(f"c{i}", "Kiev", "Kiev") for i in range(3)] + [(f"c{i}", "Kyiv", "Kiev") for i in range(3)]
                 + [(f"c{i}", "Kiyv", "Kiev") for i in range(3)]
                 + [(f"c{i}", "Mauritius", "Mauricio") for i in range(3)])
        english = {"Kyiv", "Kiyv", "Mauritius"}
        self.assertEqual(P.select(P.votes(pairs), "es-en", english, spanish_known), [])
        self.assertEqual(P.select(P.votes(pairs), "en-es", english, spanish_known),
                         [("Kiyv", "Kiev"), ("Kyiv", "Kiev"), ("Mauritius", "Mauricio")])

    def test_names_are_capitalised_words_only(self):
        self.assertTrue(P.is_name("Addis Ababa"))
        self.assertTrue(P.is_name("Múnich"))
        self.assertFalse(P.is_name("Save the file"))
        self.assertFalse(P.is_name("Ciudad de México"))
        self.assertFalse(P.is_name("A B C D"))
        self.assertFalse(P.is_name("Esc"[:0]))

    def test_words_written_capitalised_inside_sentences(self):
        lines = ["Vivo en Jerusalén desde 2001.", "Fue a Jerusalén y a Jerusalén.", "Hablo armenio y Armenio.",
                 "Armenio es mi idioma, el armenio.", "Nos vemos en Jerusalén."]
        # "Armenio" opens one sentence (not counted) and is capitalised once inside another,
        # lower case twice.
        self.assertEqual(P.capitalised_words(lines), {"jerusalén"})


if __name__ == "__main__":
    unittest.main()
