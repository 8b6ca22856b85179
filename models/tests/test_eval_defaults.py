"""eval.py's default test file is the tokenizer's frozen split, the one the models trained beside.

Run from the repo root: /usr/bin/python3 -m unittest discover -s models/tests -t .
"""
import os
import tempfile
import unittest

from models import eval as heed_eval


class DefaultTestFileTest(unittest.TestCase):
    def test_frozen_split_wins_over_a_later_corpus_build(self):
        with tempfile.TemporaryDirectory() as cache:
            latest = os.path.join(cache, "corpus", "en-de", "test.tsv")
            frozen = os.path.join(cache, "tok", "en-de", "corpus", "test.tsv")
            for path in (latest, frozen):
                os.makedirs(os.path.dirname(path))
                open(path, "w").close()
            self.assertEqual(heed_eval.default_test_file(cache, "de"), frozen)

    def test_without_a_frozen_split_the_corpus_build_is_used(self):
        with tempfile.TemporaryDirectory() as cache:
            self.assertEqual(heed_eval.default_test_file(cache, "es"),
                             os.path.join(cache, "corpus", "en-es", "test.tsv"))


if __name__ == "__main__":
    unittest.main()
