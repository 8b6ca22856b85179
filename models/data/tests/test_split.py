"""Group hold-out split, train dedup, near-duplicate removal, segmentation."""

import unittest

from models.data import segment, split, src_ddtp
from models.data.normalize import near_key


def word(n):
    # letters, not digits: near-duplicate keys ignore digits
    return "".join(chr(97 + int(c)) for c in str(n))


def make_records():
    recs = []
    for g in range(60):
        for i in range(30):
            en = "Sentence %s of group %s is long enough here" % (word(i), word(g))
            xx = "Frase %s del grupo %s bastante larga" % (word(i), word(g))
            recs.append(("gettext:p%d" % g, "pkg:p%d" % g, en, xx))
        recs.append(("gettext:p%d" % g, "pkg:p%d" % g, "Open", "Abrir"))
    for d in range(40):
        recs.append(("ddtp", "ddtp:%d" % d, "Description %d says something useful" % d,
                     "La descripción %d dice algo útil" % d))
    return recs


class SplitTest(unittest.TestCase):
    def test_groups_are_held_out_whole(self):
        recs = make_records()
        train, dev, test, st = split.split(recs, "es", target=100, group_cap=20)
        held = {r[1] for r in dev + test}
        self.assertTrue(held)
        self.assertFalse(held & {r[1] for r in train})        # no group on both sides
        self.assertFalse({r[1] for r in dev} & {r[1] for r in test})
        types = {split.source_type(r[0]) for r in dev} | {split.source_type(r[0]) for r in test}
        self.assertEqual(types, {"gettext", "ddtp"})           # every source represented
        for rows in (dev, test):
            share = sum(split.is_sentence(r[2]) for r in rows) / len(rows)
            self.assertGreaterEqual(share, 0.4)

    def test_split_is_stable(self):
        a = split.split(make_records(), "es", target=100)[1]
        b = split.split(list(reversed(make_records())), "es", target=100)[1]
        self.assertEqual({r[1] for r in a}, {r[1] for r in b})

    def test_dedup_and_cap(self):
        rows = [("s", "g", "Open", "Abrir")] * 3 + [("s", "g", "Open", t) for t in
                                                    ("Abre", "Apertura", "Abrir ya", "Abierto", "Abra")]
        out, dropped = split.dedup_train(rows)
        self.assertEqual(len(out), 4)
        self.assertIn(("s", "g", "Open", "Abrir"), out)   # most frequent kept
        self.assertEqual(dropped[("duplicate", "s")], 2)
        self.assertEqual(dropped[("too_many_translations", "s")], 2)

    def test_near_dup_removal(self):
        held = [("s", "h", "Open the file.", "Abrir el archivo.")]
        train = [("s", "g", "open the file", "Abre el fichero"),      # en near-dup
                 ("s", "g", "Close it", "abrir el archivo 2"),         # target near-dup
                 ("s", "g", "Save the file", "Guardar el archivo")]
        out, dropped = split.remove_near_dups(train, held)
        self.assertEqual(out, [train[2]])
        self.assertEqual(dropped[("near_dup_of_heldout", "s")], 2)
        self.assertEqual(near_key("Open the file."), near_key("OPEN the file 3"))


class SegmentTest(unittest.TestCase):
    def test_split_sentences(self):
        self.assertEqual(segment.split_sentences("It works, e.g. Foo does. Then bar? Yes!"),
                         ["It works, e.g. Foo does.", "Then bar?", "Yes!"])

    def test_align(self):
        self.assertEqual(segment.align_paragraph("Alpha one. Beta two.", "Uno alfa. Dos beta."),
                         [("Alpha one.", "Uno alfa."), ("Beta two.", "Dos beta.")])
        self.assertEqual(segment.align_paragraph("A one. B two.", "Uno a y dos b."),
                         [("A one. B two.", "Uno a y dos b.")])

    def test_ddtp_structure(self):
        en = "short tool\n Tool does work. It is fast.\n .\n Features:\n  * one\n  * two"
        es = "herramienta corta\n La herramienta trabaja. Es rápida.\n .\n Características:\n  * uno\n  * dos"
        self.assertEqual(src_ddtp.pairs_from(en, es),
                         [("short tool", "herramienta corta"), ("Tool does work.", "La herramienta trabaja."),
                          ("It is fast.", "Es rápida."), ("Features:", "Características:"),
                          ("one", "uno"), ("two", "dos")])


if __name__ == "__main__":
    unittest.main()
