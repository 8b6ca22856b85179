"""models/source_words.py: which of the dictionary's forms count as everyday words, which the
corpus shows to be names, and storing the list in a model as `words.source`."""
import os
import tempfile
import unittest
from unittest import mock

from models import known_words as K
from models import source_words as S
from models.heed_ref.heed_format import read_raw, write_tensors


class ListTest(unittest.TestCase):
    def test_only_forms_written_in_lower_case_count_first_letter_run_lower_cased(self):
        forms = ["raspberry", "Firefox", "Germany", "beginner's", "árbol", "e-mail", "NASA", ""]
        self.assertEqual(S.dictionary_lower_forms(forms), {"raspberry", "beginner", "árbol", "e"})

    def test_words_capitalised_mid_sentence_twice_as_often_as_not_are_names(self):
        lines = ["I wrote it in Python and ran it here."] * 6 + [
            "Open the General tab to change it.", "The general idea is simple here.",
            "Get started with Excel today.", "Get started with Excel again.",
            "Export it to Excel from here.", "Export it to Excel from there.", "Open Excel files here now.",
            "Getting Started With Excel Sheets",  # a title: its capitals say nothing
            "PRESS EXCEL NOW PLEASE",             # nor do ALL-CAPS
        ]
        upper, lower = S.mid_sentence_capitals(lines)
        self.assertEqual(upper["excel"], 5)
        self.assertEqual(upper["python"], 6)
        self.assertEqual((upper["general"], lower["general"]), (1, 1))
        self.assertNotIn("getting", upper)  # a sentence's first word is not counted
        self.assertEqual(S.name_like(upper, lower), {"excel", "python"})

    def test_build_takes_the_dictionary_less_the_corpus_names(self):
        with tempfile.TemporaryDirectory() as d:
            corpus = os.path.join(d, "train.tsv")
            with open(corpus, "w", encoding="utf-8") as f:
                f.write("".join(f"gettext\tSave it as Excel with care.\tx\n" for _ in range(5)))
                f.write("gettext\tthe evolution of software\tx\n")
            with mock.patch.object(K, "fetch_dictionaries", return_value=["/x/en_US"]), \
                 mock.patch.object(K, "unmunch", return_value=["excel", "evolution", "save", "Debian"]):
                words = S.build("en", corpus, d)
            self.assertEqual(words, {"evolution", "save"})
            with mock.patch.object(K, "fetch_dictionaries", return_value=["/x/en_US"]), \
                 mock.patch.object(K, "unmunch", return_value=["excel", "evolution", "save", "gardening"]):
                self.assertEqual(S.build("en", corpus, d, only_corpus_words=True), {"evolution", "save"})

    def test_add_stores_the_filter_as_words_source_beside_the_known_words(self):
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "in.heed"), os.path.join(d, "out.heed")
            write_tensors(src, '{"x": 1}', {"words.known": ("U8", [3], b"abc")})
            S.add(src, ["raspberry", "started"], out)
            header, data, _ = read_raw(out)
            self.assertIn("words.known", header)
            begin, end = header["words.source"]["data_offsets"]
            blob = bytes(data[begin:end])
            self.assertTrue(K.contains(blob, "raspberry") and K.contains(blob, "started"))
            self.assertEqual(int.from_bytes(blob[:4], "little"), 8)  # hashes: 12 bits a word, 0.3% false positives
            self.assertEqual(int.from_bytes(blob[4:8], "little"), 2)
            self.assertEqual(len(blob), 8 + 3)


if __name__ == "__main__":
    unittest.main()
