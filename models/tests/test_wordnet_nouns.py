"""models/wordnet_nouns.py on a WordNet of our own making (WordNet's file format, our words)."""
import os
import tempfile
import unittest

from models.wordnet_nouns import WordNetNouns

# (key, words, neighbours as (pointer symbol, key), gloss)
SYNSETS = [
    ("climate", ["climate", "clime"], [("@", "condition")], "the weather of a place over many years"),
    ("condition", ["condition"], [], "a state at a particular time"),
    ("girl", ["girl", "miss"], [("@", "person")], "a young woman"),
    ("person", ["person"], [], "a human being"),
    ("nine", ["nine", "9"], [], "the cardinal number after eight"),
    ("walnut", ["walnut"], [("@", "nut")], "the edible seed of a tree"),
    ("nut", ["nut"], [], "a hard-shelled seed"),
]


def write_wordnet(folder: str) -> None:
    """data.noun with each line's own byte offset first and pointers by offset, as WordNet has."""
    header = "  1 This is a WordNet of our own making for a test.\n"
    lines, offsets, at = [], {}, len(header)
    for key, words, neighbours, gloss in SYNSETS:   # offsets need the lengths: two passes
        offsets[key] = at
        at += len(line_of(0, words, [(s, 0) for s, _ in neighbours], gloss))
    for key, words, neighbours, gloss in SYNSETS:
        lines.append(line_of(offsets[key], words, [(s, offsets[k]) for s, k in neighbours], gloss))
    with open(os.path.join(folder, "data.noun"), "w", encoding="utf-8") as f:
        f.write(header + "".join(lines))
    index = {}
    for key, words, _, _ in SYNSETS:
        for w in words:
            index.setdefault(w.lower(), []).append(offsets[key])
    with open(os.path.join(folder, "index.noun"), "w", encoding="utf-8") as f:
        f.write(header)
        for lemma in sorted(index):
            offs = " ".join(f"{o:08d}" for o in index[lemma])
            f.write(f"{lemma} n {len(index[lemma])} 0 {len(index[lemma])} 0 {offs}  \n")


def line_of(offset: int, words, pointers, gloss: str) -> str:
    ws = " ".join(f"{w} 0" for w in words)
    ps = " ".join(f"{s} {o:08d} n 0000" for s, o in pointers)
    return f"{offset:08d} 03 n {len(words):02x} {ws} {len(pointers):03d} {ps} | {gloss}  \n".replace("  |", " |")


class WordNetNounsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        write_wordnet(cls.tmp.name)
        cls.wn = WordNetNouns(cls.tmp.name)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_a_noun_has_its_senses_offsets(self):
        self.assertEqual(len(self.wn.senses["climate"]), 1)
        self.assertEqual(self.wn.synset(self.wn.senses["clime"][0])[0], {"climate", "clime"})

    def test_related_by_gloss_by_neighbour_or_by_a_shared_sense(self):
        self.assertTrue(self.wn.related("climate", "weather"))     # the gloss says "weather"
        self.assertTrue(self.wn.related("weather", "climate"))     # either way round
        self.assertTrue(self.wn.related("walnut", "nut"))          # a hypernym's word
        self.assertTrue(self.wn.related("girl", "miss"))           # one sense's two words
        self.assertTrue(self.wn.related("girl", "person"))

    def test_unrelated_nouns_and_unknown_words(self):
        self.assertFalse(self.wn.related("girl", "nine"))
        self.assertFalse(self.wn.related("nine", "girl"))
        self.assertFalse(self.wn.related("girl", "girl"))          # the same word is no other word
        self.assertFalse(self.wn.related("verdures", "vegetables"))
        self.assertEqual(self.wn.bag("nowhere"), set())

    def test_a_missing_wordnet_says_what_to_install(self):
        with tempfile.TemporaryDirectory() as empty:
            with self.assertRaises(SystemExit) as e:
                WordNetNouns(empty)
        self.assertIn("wordnet-base", str(e.exception))


if __name__ == "__main__":
    unittest.main()
