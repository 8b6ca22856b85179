"""Augmentation: placeholders as the engine makes them, case copies, punctuation noise
(made-up sentences)."""

import random
import unittest

from models.data import augment


class SpansTest(unittest.TestCase):
    def words(self, s):
        return [s[b:e] for b, e in augment.spans(s)]

    def test_engine_word_classes(self):
        s = ("Mail ana@example.org or see (https://example.org/a?b=1), README.md, /etc/hosts, "
             "#news and @ana: 3 cats, 1,000.50 euros, COVID-19, the 19th century, the 1990s 🎉.")
        self.assertEqual(self.words(s), ["ana@example.org", "https://example.org/a?b=1", "README.md",
                                         "/etc/hosts", "#news", "@ana", "3", "1,000.50", "COVID-19", "🎉"])

    def test_prose_untouched(self):
        self.assertEqual(augment.spans("E.g. the U.S. and approx. ten people, i.e. many."), [])

    def test_markup(self):
        self.assertEqual(self.words("Press <b>Save</b> &amp; run `make all` now"),
                         ["<b>", "</b>", "&amp;", "`make all`"])


class MaskTest(unittest.TestCase):
    def test_same_spans_get_the_same_numbers(self):
        src = "Call 555-1234 or write to ana@example.org before 2024."
        tgt = "Escriba a ana@example.org o llame al 555-1234 antes de 2024."
        self.assertEqual(augment.mask(src, tgt),
                         ("Call %1 or write to %2 before %3.", "Escriba a %2 o llame al %1 antes de %3."))

    def test_repeated_span_gets_one_number_per_occurrence(self):
        self.assertEqual(augment.mask("Save as ODF 1.2 or ODF 1.2 Extended, not 2.0.",
                                      "Guarde como ODF 2.0 no; ODF 1.2 u ODF 1.2 Extended."),
                         ("Save as ODF %1 or ODF %2 Extended, not %3.",
                          "Guarde como ODF %3 no; ODF %1 u ODF %2 Extended."))

    def test_glued_spans_are_set_apart(self):
        self.assertEqual(augment.mask("Great🎉", "Genial🎉"), ("Great %1", "Genial %1"))
        self.assertEqual(augment.mask("Click <b>Save</b>.", "Pulse <b>Guardar</b>."),
                         ("Click %1 Save %2.", "Pulse %1 Guardar %2."))

    def test_mismatch_or_existing_placeholder_is_left_alone(self):
        self.assertIsNone(augment.mask("It costs 5 euros.", "Cuesta cinco euros."))
        self.assertIsNone(augment.mask("Open %1 in 2 tabs", "Abrir %1 en 2 pestañas"))
        self.assertIsNone(augment.mask("No spans here.", "Sin nada aquí."))


class OtherTest(unittest.TestCase):
    def test_insert_keeps_both_sides_parallel(self):
        rng = random.Random(3)
        seen = set()
        for _ in range(30):
            s, t = augment.insert("The house is red.", "La casa es roja.", rng)
            seen.add((s, t))
        self.assertEqual(seen, {("The house is red (%1).", "La casa es roja (%1)."),
                                ("The house is red. %1", "La casa es roja. %1"),
                                ("%1 The house is red.", "%1 La casa es roja.")})
        self.assertIsNone(augment.insert("See page 4.", "Vea la página 4.", rng))

    def test_case_copies(self):
        self.assertEqual(augment.case_copy("Open the file %1", "Abrir el archivo %1", "upper"),
                         ("OPEN THE FILE %1", "ABRIR EL ARCHIVO %1"))
        self.assertEqual(augment.case_copy("open recent files", "abrir archivos recientes", "title"),
                         ("Open Recent Files", "Abrir Archivos Recientes"))
        self.assertIsNone(augment.case_copy("a b c d e f g", "a b c d e f g", "upper"))  # too long

    def test_punct_noise(self):
        rng = random.Random(1)
        outs = {augment.punct_noise("¿Dónde está la casa?", "Where is the house?", rng) for _ in range(20)}
        self.assertEqual(outs, {("Dónde está la casa?", "Where is the house?")})
        outs = {augment.punct_noise("The cat sleeps.", "El gato duerme.", rng) for _ in range(40)}
        self.assertEqual(outs, {("The cat sleeps", "El gato duerme"), ("the cat sleeps.", "El gato duerme.")})

    def test_rates(self):
        rows = [("qt", "Page %d of the book." % i, "Página %d del libro." % i) for i in range(1000)]
        out = list(augment.augment_rows(rows, {"mask": 0.3}, seed=2))
        self.assertTrue(250 < len(out) < 350, len(out))
        self.assertEqual(out[0][0], "aug-mask:qt")
        self.assertEqual(out[0][1:], ("Page %1 of the book.", "Página %1 del libro."))
        self.assertEqual(list(augment.augment_rows(rows, {})), [])


if __name__ == "__main__":
    unittest.main()
