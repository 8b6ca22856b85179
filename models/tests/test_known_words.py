"""models/known_words.py: the words as the engine reads them, the Bloom filter's bytes (the
engine's test checks the same hash values), the list's sources, and storing it in a model."""
import os
import tempfile
import unittest
from collections import Counter
from unittest import mock

from models import known_words as K
from models.heed_ref.heed_format import read_raw, write_tensors


class WordsTest(unittest.TestCase):
    def test_letter_runs_split_and_lower_case_like_the_engine(self):
        self.assertEqual(list(K.letter_runs("Don't")), ["don", "t"])
        self.assertEqual(list(K.letter_runs("Legislación×2")), ["legislación"])
        self.assertEqual(list(K.letter_runs("¿Qué?")), ["qué"])
        self.assertEqual(list(K.letter_runs("İstanbul")), [])  # "i̇stanbul" is a byte longer: left out

    def test_fnv1a64_published_values(self):
        self.assertEqual(K.fnv1a64(b""), 0xCBF29CE484222325)
        self.assertEqual(K.fnv1a64(b"a"), 0xAF63DC4C8601EC8C)
        self.assertEqual(K.fnv1a64(b"foobar"), 0x85944171F73967E8)

    def test_plural_candidates(self):
        self.assertEqual(K.plural_forms("aplicación"), ["aplicaciónes"])  # Hunspell rejects it; "aplicaciones" comes from the corpus
        self.assertEqual(K.plural_forms("disponible"), ["disponibles"])
        self.assertEqual(K.plural_forms("luz"), ["luzes", "luces"])
        self.assertEqual(K.plural_forms("city"), ["cityes", "cities"])


class FilterTest(unittest.TestCase):
    def test_every_listed_word_is_found_and_few_others(self):
        words = ["aeropuerto", "legislación", "casa", "perros"] + [f"w{i}x" for i in range(2000)]
        blob = K.bloom(words)
        self.assertEqual(blob[:8], (6).to_bytes(4, "little") + len(words).to_bytes(4, "little"))
        self.assertEqual(len(blob), 8 + len(words))  # 8 bits a word
        for w in words:
            self.assertTrue(K.contains(blob, w), w)
        strangers = [f"z{i}q" for i in range(2000)]
        passed = sum(K.contains(blob, w) for w in strangers)
        self.assertLess(passed, 0.05 * len(strangers))  # ~2% expected

    def test_build_words_joins_dictionary_forms_accepted_candidates_and_corpus_words(self):
        corpus = Counter({"aplicaciones": 1, "renderizar": 2, "Jehová": 5, "xqzt": 1})
        with mock.patch.object(K, "unmunch", return_value=["casa", "disponible", "don't"]), \
             mock.patch.object(K, "hunspell_accepts", side_effect=lambda c, base: {"disponibles", "aplicaciones"} & set(c)):
            words = K.build_words(["es_ES"], corpus)
        self.assertEqual(words, {"casa", "disponible", "don", "t", "disponibles", "aplicaciones", "renderizar", "jehová"})

    def test_add_stores_the_filter_and_keeps_every_other_tensor(self):
        with tempfile.TemporaryDirectory() as d:
            src, out = os.path.join(d, "in.heed"), os.path.join(d, "out.heed")
            write_tensors(src, '{"x": 1}', {"a": ("U8", [3], b"abc")})
            K.add(src, ["casa", "perro"], out)
            header, data, _ = read_raw(out)
            self.assertIn("a", header)
            begin, end = header[K.TENSOR]["data_offsets"]
            blob = bytes(data[begin:end])
            self.assertTrue(K.contains(blob, "casa") and K.contains(blob, "perro"))
            K.add(out, ["gato"], out)  # replaced, not added twice
            header, data, _ = read_raw(out)
            begin, end = header[K.TENSOR]["data_offsets"]
            self.assertEqual(int.from_bytes(bytes(data[begin + 4:begin + 8]), "little"), 1)


if __name__ == "__main__":
    unittest.main()
