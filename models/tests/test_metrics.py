"""BLEU / chrF2 against values worked out by hand (and against sacrebleu when it is installed).

Run from the repo root: /usr/bin/python3 -m unittest discover -s models/tests -t .
All sentences here are written for this test.
"""
import random
import unittest

from models import metrics


class Tokenizer13aTest(unittest.TestCase):
    def test_punctuation_split(self):
        self.assertEqual(metrics.tokenize_13a("Hello, world."), "Hello , world .")
        self.assertEqual(metrics.tokenize_13a("(see: page/2)"), "( see : page / 2 )")

    def test_numbers_keep_decimal_point_and_split_dash(self):
        # "3.5": period between digits stays; "10-12": dash after a digit is split.
        self.assertEqual(metrics.tokenize_13a("It is 3.5 km, pages 10-12."),
                         "It is 3.5 km , pages 10 - 12 .")
        # a dash between letters stays inside the word
        self.assertEqual(metrics.tokenize_13a("a well-known tool"), "a well-known tool")

    def test_entities_and_spaces(self):
        self.assertEqual(metrics.tokenize_13a("Tom &amp; Ann  &quot;x&quot;"), 'Tom & Ann " x "')


class BleuTest(unittest.TestCase):
    def bleu(self, hyps, refs):
        return metrics.bleu(hyps, refs, impl="ours")

    def test_perfect_match_is_100(self):
        s = ["The small boat left the harbour at dawn .", "Save the file before closing ."]
        self.assertAlmostEqual(self.bleu(s, s), 100.0, places=6)

    def test_empty_hypothesis_is_0(self):
        self.assertEqual(self.bleu([""], ["the red house is big"]), 0.0)

    def test_one_word_differs(self):
        # hyp "the red house is small" vs ref "the red house is big", 5 tokens each, BP = 1.
        # matches: 1-grams 4/5, 2-grams 3/4, 3-grams 2/3, 4-grams 1/2
        # BLEU = 100 * (4/5 * 3/4 * 2/3 * 1/2) ** (1/4) = 100 * 0.2 ** 0.25 = 66.87403...
        self.assertAlmostEqual(self.bleu(["the red house is small"], ["the red house is big"]),
                               66.8740304976, places=6)

    def test_brevity_penalty(self):
        # hyp 4 tokens, all n-grams match (precisions 1), ref 6 tokens:
        # BP = exp(1 - 6/4) = exp(-0.5) -> 60.65307
        self.assertAlmostEqual(self.bleu(["the red house is"], ["the red house is very big"]),
                               60.6530659713, places=6)

    def test_exp_smoothing(self):
        # hyp "the house red is" vs ref "the red house is": 1-grams 4/4, no 2/3/4-gram matches.
        # exp smoothing: p2 = 100/(2*3), p3 = 100/(4*2), p4 = 100/(8*1)
        # BLEU = (100 * 16.667 * 12.5 * 12.5) ** (1/4) = 22.59005
        self.assertAlmostEqual(self.bleu(["the house red is"], ["the red house is"]),
                               22.5900500902, places=6)

    def test_too_short_for_4grams_is_0(self):
        # sacreBLEU corpus BLEU without effective order: no 4-grams at all -> 0.
        self.assertEqual(self.bleu(["the red house"], ["the red house"]), 0.0)

    def test_corpus_level_not_average(self):
        # Counts are summed over the corpus: the 3-token segment contributes no 4-gram but
        # the corpus still has 4-grams, so the score is > 0 (an average of sentence BLEU is 50).
        hyps = ["the red house", "open the file in the editor"]
        refs = ["the red house", "open the file in the editor"]
        self.assertAlmostEqual(self.bleu(hyps, refs), 100.0, places=6)

    def test_tokenization_applies(self):
        # "big." vs "big ." are the same after 13a.
        self.assertAlmostEqual(self.bleu(["the red house is big."], ["the red house is big ."]), 100.0)


class ChrfTest(unittest.TestCase):
    def chrf(self, hyps, refs):
        return metrics.chrf(hyps, refs, impl="ours")

    def test_perfect_match_is_100(self):
        self.assertAlmostEqual(self.chrf(["Abre el archivo."], ["Abre el archivo."]), 100.0)

    def test_empty_hypothesis_is_0(self):
        self.assertEqual(self.chrf([""], ["Abre el archivo."]), 0.0)

    def test_whitespace_is_ignored(self):
        self.assertAlmostEqual(self.chrf(["a b c"], ["abc"]), 100.0)

    def test_small_case_by_hand(self):
        # hyp "ab", ref "abc".
        # order 1: hyp 2, ref 3, match 2 -> P 1, R 2/3
        # order 2: hyp 1 ("ab"), ref 2 ("ab","bc"), match 1 -> P 1, R 1/2
        # orders 3..6: the hypothesis has none -> not counted (effective order 2)
        # avg P = 1, avg R = 7/12; F2 = 5 * 1 * 7/12 / (4 * 1 + 7/12) = 7/11 -> 63.6364
        self.assertAlmostEqual(self.chrf(["ab"], ["abc"]), 100 * 7 / 11, places=9)

    def test_reference_without_ngrams_of_an_order(self):
        # hyp "abcd", ref "ab" (sacreBLEU 2.x rule: where the reference has no n-grams of an
        # order, the hypothesis count at that order is reported as 0).
        # order 1: hyp 4, ref 2, match 2 -> P 1/2, R 1
        # order 2: hyp 3, ref 1 ("ab"), match 1 -> P 1/3, R 1
        # order 3: ref has none -> hyp counted as 0 -> order not counted (same for 4..6)
        # avg P = (1/2 + 1/3) / 2 = 5/12, avg R = 1; F2 = 5 * 5/12 / (4 * 5/12 + 1) = 25/32
        self.assertAlmostEqual(self.chrf(["abcd"], ["ab"]), 100 * 25 / 32, places=9)
        # so in a corpus that segment's trigrams do not dilute order 3's precision
        stats = metrics.chrf_stats("abcd", "ab")
        self.assertEqual(stats[6:9], [0, 0, 0])

    def test_corpus_statistics_are_summed(self):
        # "ab"/"ab" and "xy"/"zw": order 1 -> 4 hyp, 4 ref, 2 match; order 2 -> 2, 2, 1.
        # avg P = avg R = 1/2 -> F2 = 50.
        self.assertAlmostEqual(self.chrf(["ab", "xy"], ["ab", "zw"]), 50.0, places=9)

    def test_length_mismatch_raises(self):
        with self.assertRaises(ValueError):
            metrics.chrf(["a"], ["a", "b"], impl="ours")


@unittest.skipIf(metrics.which_impl() != "sacrebleu", "sacrebleu not installed (CPU machine)")
class AgreesWithSacrebleuTest(unittest.TestCase):
    def test_random_sentences(self):
        rng = random.Random(7)
        words = "the a red house file open save, close. 3.5 km 10-12 (new) is was big small".split()
        hyps, refs = [], []
        for _ in range(200):
            refs.append(" ".join(rng.choice(words) for _ in range(rng.randint(1, 15))))
            hyps.append(" ".join(rng.choice(words) for _ in range(rng.randint(0, 15))))
        self.assertAlmostEqual(metrics.bleu(hyps, refs, "ours"), metrics.bleu(hyps, refs, "sacrebleu"), places=6)
        self.assertAlmostEqual(metrics.chrf(hyps, refs, "ours"), metrics.chrf(hyps, refs, "sacrebleu"), places=6)


if __name__ == "__main__":
    unittest.main()
