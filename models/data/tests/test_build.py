"""load_and_clean on a unit file written by the test: per-source stats,
in-unit dedup and the extra sentence pairs from multi-sentence strings."""

import os
import tempfile
import unittest
from collections import Counter, defaultdict

from models.data import build, pairstore


class LoadAndCleanTest(unittest.TestCase):
    def test_stats_and_sentence_split(self):
        rows = [["gettext:p", "pkg:p", "Open the file", "Abrir el archivo"],
                ["gettext:p", "pkg:p", "Open the file", "Abrir el archivo"],
                ["gettext:p", "pkg:p", "%d files", "%s archivos"],
                ["gettext:p", "pkg:p", "The file is gone. Please check the path again.",
                 "El archivo no existe. Compruebe la ruta otra vez."]]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "p.jsonl.gz")
            pairstore.write(path, rows)
            stats = defaultdict(Counter)
            recs = build.load_and_clean([path], "es", stats)
        st = stats["gettext:p"]
        self.assertEqual(st["raw"], 4)
        self.assertEqual(st["drop:duplicate_in_unit"], 1)
        self.assertEqual(st["drop:placeholders"], 1)
        self.assertEqual(st["added_sentence_split"], 2)
        self.assertIn(("gettext:p", "pkg:p", "The file is gone.", "El archivo no existe."), recs)
        self.assertEqual(len(recs), 4)  # 1 + paragraph + its 2 sentences


if __name__ == "__main__":
    unittest.main()
