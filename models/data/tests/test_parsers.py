"""Parsers on fixtures the tests build themselves (no third-party files)."""

import os
import struct
import tempfile
import unittest

from models.data import mo, pak, po, qm


class MoTest(unittest.TestCase):
    def test_roundtrip_context_plural(self):
        entries = [(None, "Open", "Abrir"),
                   ("menu", "File", "Archivo"),
                   (None, "%d file\x00%d files", "%d archivo\x00%d archivos"),
                   (None, "Untranslated", "")]
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "t.mo")
            mo.write_mo(entries, path)
            got = mo.parse_mo(path)
        self.assertIn((None, "Open", "Abrir"), got)
        self.assertIn(("menu", "File", "Archivo"), got)
        self.assertIn((None, "%d file", "%d archivo"), got)  # singular only
        self.assertEqual(len(got), 3)  # empty translation and header skipped

    def test_big_endian_and_charset(self):
        # hand-built big-endian catalogue in ISO-8859-1
        header = b"Content-Type: text/plain; charset=ISO-8859-1\n"
        items = [(b"", header), (b"Yes", "Sí".encode("latin-1"))]
        n = len(items)
        otab, ttab = 28, 28 + 8 * n
        pos = ttab + 8 * n
        blob, desc = b"", []
        for s in [o for o, _ in items] + [t for _, t in items]:
            desc.append((len(s), pos + len(blob)))
            blob += s + b"\0"
        data = struct.pack(">7I", 0x950412DE, 0, n, otab, ttab, 0, 0)
        data += b"".join(struct.pack(">2I", *d) for d in desc) + blob
        self.assertEqual(list(mo.parse_mo_bytes(data)), [(None, "Yes", "Sí")])

    def test_bad_magic(self):
        with self.assertRaises(mo.MoError):
            list(mo.parse_mo_bytes(b"\0" * 40))


class QmTest(unittest.TestCase):
    def test_roundtrip(self):
        data = qm.write_qm([("Dialog", "&Save", "&Guardar"), ("Main", "Quit", "Salir")])
        got = list(qm.parse_qm_bytes(data))
        self.assertEqual(got, [("Dialog", "&Save", "&Guardar"), ("Main", "Quit", "Salir")])

    def test_skips_message_without_source(self):
        t = "Hola".encode("utf-16-be")
        body = bytes([qm.T_TRANS]) + struct.pack(">I", len(t)) + t + bytes([qm.T_END])
        data = qm.QM_MAGIC + bytes([qm.TAG_MESSAGES]) + struct.pack(">I", len(body)) + body
        self.assertEqual(list(qm.parse_qm_bytes(data)), [])


class PakTest(unittest.TestCase):
    def test_roundtrip(self):
        data = pak.write_pak({7: "Bookmarks", 3: "New tab $1", 12: "Añadir"})
        self.assertEqual(pak.read_pak(data), {3: "New tab $1", 7: "Bookmarks", 12: "Añadir"})


class PoTest(unittest.TestCase):
    def test_entries(self):
        text = "\n".join([
            'msgid ""', 'msgstr "Content-Type: text/plain; charset=UTF-8\\n"', "",
            'msgctxt "menu"', 'msgid "Open"', 'msgstr "Abrir"', "",
            "#, fuzzy", 'msgid "Close"', 'msgstr "Cerrar"', "",
            'msgid "Line one\\n"', '"line two"', 'msgstr ""', '"Linea uno\\n"', '"linea dos"', "",
            'msgid "%d file"', 'msgid_plural "%d files"', 'msgstr[0] "%d archivo"',
            'msgstr[1] "%d archivos"', "",
            'msgid "untranslated"', 'msgstr ""', "",
            '#~ msgid "Old"', '#~ msgstr "Viejo"', ""])
        got = list(po.parse_po_text(text))
        self.assertEqual(got, [("menu", "Open", "Abrir"),
                               (None, "Line one\nline two", "Linea uno\nlinea dos"),
                               (None, "%d file", "%d archivo")])



class SourcePoSelectTest(unittest.TestCase):
    def test_select(self):
        from models.data import src_sourcepo
        rx = src_sourcepo.po_member_re("es")
        self.assertTrue(rx.search("pkg-1.0/po/es.po"))
        self.assertTrue(rx.search("pkg-1.0/manual/es/index.po"))
        self.assertTrue(rx.search("pkg-1.0/man/po/dpkg.es.po"))
        self.assertFalse(rx.search("pkg-1.0/po/et.po"))
        found = {"po/es.po": b"a", "po/es_MX.po": b"b", "manual/es/x.po": b"c",
                 "manual/es_MX/x.po": b"d", "copy/es.po": b"a", "other/es_AR.po": b"e"}
        self.assertEqual(src_sourcepo.select(found, "es"),
                         ["manual/es/x.po", "other/es_AR.po", "po/es.po"])


if __name__ == "__main__":
    unittest.main()


class BibleSpellingTest(unittest.TestCase):
    def test_pre_1952_accents_on_monosyllables_are_dropped_and_nothing_else(self):
        from models.data.src_bible import modern_spelling
        self.assertEqual(modern_spelling("Y fué á Jerusalem, y vió que dió fruto ó no. Á ti clamé."),
                         "Y fue a Jerusalem, y vio que dio fruto o no. A ti clamé.")
        self.assertEqual(modern_spelling("Fué allí; él está aquí; más allá; sofá; José vió"),
                         "Fue allí; él está aquí; más allá; sofá; José vio")
