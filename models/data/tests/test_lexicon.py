"""FreeDict (dictd) and Apertium (lt-print AT&T text) parsing and the lexicon
CLI, on dictionaries the test writes itself (made-up entries, real formats)."""

import gzip
import json
import os
import tempfile
import unittest

from models.data import lex_apertium, lex_freedict, lexicon, pairstore

ENTRIES = [
    ("Teekanne", "Teekanne /ˈteːkanə/ <fem, n, sg>\n [cook.] teapot <n>, tea pot (small, round) <n>\n"
                 "         Note: aus Porzellan\n see: {Teekannen}\n"),
    ("laufen", "laufen /ˈlaʊfən/ <v, intr>\nrun <v>, walk <v>\n"
               '      "Er läuft schnell." - He runs fast.\n   Synonym: {rennen}\n'),
]


def b64(n):
    digits = ""
    while True:
        digits = lex_freedict._B64[n % 64] + digits
        n //= 64
        if not n:
            return digits


def write_dict(base, entries):
    blob, index = b"", []
    for hw, text in [("00-database-info", "This text is metadata only.\n")] + entries:
        raw = text.encode("utf-8")
        index.append("%s\t%s\t%s\n" % (hw, b64(len(blob)), b64(len(raw))))
        blob += raw
    with gzip.open(base + ".dict.dz", "wb") as f:
        f.write(blob)
    with open(base + ".index", "w", encoding="utf-8") as f:
        f.writelines(index)


class FreedictTest(unittest.TestCase):
    def test_b64_roundtrip(self):
        for n in (0, 63, 64, 123456):
            self.assertEqual(lex_freedict.b64(b64(n)), n)

    def test_parse_entry(self):
        self.assertEqual(lex_freedict.parse_entry(ENTRIES[0][1].strip("\n")), [
            ("Teekanne", "teapot", "n", "word"), ("Teekanne", "tea pot (small, round)", "n", "word")])
        self.assertEqual(lex_freedict.parse_entry(ENTRIES[1][1].strip("\n")), [
            ("laufen", "run", "v", "word"), ("laufen", "walk", "v", "word"),
            ("Er läuft schnell.", "He runs fast.", "", "example")])

    def test_dict_file_both_directions(self):
        with tempfile.TemporaryDirectory() as d:
            base = os.path.join(d, "fd")
            write_dict(base, ENTRIES)
            de_en = lex_freedict.pairs_from_dict(base, "de")
            en_de = lex_freedict.pairs_from_dict(base, "en")
        self.assertEqual(len(de_en), 5)  # the metadata entry is not read
        self.assertIn(("Teekanne", "teapot", "n", "word"), de_en)
        self.assertIn(("teapot", "Teekanne", "n", "word"), en_de)  # (de, en) order either way

    def test_cli_dedups_and_counts(self):
        rows = [["dict-freedict-deu-eng", "Teekanne", "teapot", "n", "word"],
                ["dict-freedict-eng-deu", "Teekanne", "teapot", "", "word"],
                ["dict-freedict-deu-eng", "Zahl", "42", "", "word"],
                ["dict-freedict-deu-eng", "7.20am", "7.20am", "", "word"],
                ["dict-freedict-deu-eng", "Es war einmal", "Once upon a time", "", "example"]]
        with tempfile.TemporaryDirectory() as d:
            pairstore.write(os.path.join(d, "lexicon", "raw", "de-en.jsonl.gz"), rows)
            lexicon.main(["--pair", "de-en", "--cache", d, "--no-fetch"])
            with open(os.path.join(d, "lexicon", "lexicon.de-en.tsv")) as f:
                lines = f.read().splitlines()
            with open(os.path.join(d, "lexicon", "stats.lexicon.de-en.json")) as f:
                st = json.load(f)
        self.assertEqual(lines, ["Teekanne\tteapot\tn\tword\tdict-freedict-deu-eng",
                                 "Es war einmal\tOnce upon a time\t\texample\tdict-freedict-deu-eng"])
        # "42" has no letters: a number is not vocabulary
        self.assertEqual((st["kept"], st["drop:duplicate"], st["drop:no_letters"], st["drop:number_copy"],
                          st["with_pos"]), (2, 1, 1, 1, 1))


if __name__ == "__main__":
    unittest.main()


# A made-up bilingual transducer in lt-print's AT&T text: a main section with
# cat<n> -> gato<n><m>, cats share the prefix; "tea# time" has an invariable
# tail; a second, smaller section (a number pattern) must be ignored.
ATT = "\n".join([
    "0\t1\tc\tg\t0.000000", "1\t2\ta\ta\t0.000000", "2\t3\tt\tt\t0.000000",
    "3\t4\tε\to\t0.000000", "4\t5\t<n>\t<n>\t0.000000", "5\t6\tε\t<m>\t0.000000", "6\t0.000000",
    "0\t7\tt\tt\t0.000000", "7\t8\te\té\t0.000000", "8\t9\ta\tε\t0.000000",
    "9\t10\t#\t#\t0.000000", "10\t11\t \t \t0.000000", "11\t12\tt\ta\t0.000000",
    "12\t13\ti\tl\t0.000000", "13\t14\tm\ts\t0.000000", "14\t15\te\ta\t0.000000",
    "15\t16\t<n>\t<n>\t0.000000", "16\t0.000000",
    "--",
    "0\t1\t1\t1\t0.000000", "1\t2\t<num>\t<num>\t0.000000", "2\t0.000000", ""])


class ApertiumTest(unittest.TestCase):
    def test_entries_from_att(self):
        self.assertEqual(lex_apertium.entries(ATT), {("cat", "gato", "n"), ("tea time", "té alsa", "n")})

    def test_split_entry(self):
        self.assertEqual(lex_apertium.split_entry("House# of Lords<n><pl>"), ("House of Lords", ["n", "pl"]))
        self.assertIsNone(lex_apertium.split_entry("<n>x"))

    def test_merge_directions(self):
        rows = lex_apertium.merge({("cat", "gato", "n"), ("boost", "aumentar", "vblex")},
                                  {("gato", "cat", "n"), ("fronterizo", "border", "adj")})
        self.assertEqual(rows, [("boost", "aumentar", "vblex", "en>es"), ("border", "fronterizo", "adj", "es>en"),
                                ("cat", "gato", "n", "both")])
