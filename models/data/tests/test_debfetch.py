"""Extraction of selected members from a .deb the test builds itself,
and the Contents-path patterns that pick catalogues for a language."""

import os
import shutil
import subprocess
import tempfile
import unittest

from models.data import debfetch, langs, mo, src_binary


@unittest.skipUnless(shutil.which("dpkg-deb"), "dpkg-deb not installed")
class DebExtractTest(unittest.TestCase):
    def test_extract_and_parse(self):
        with tempfile.TemporaryDirectory() as d:
            root = os.path.join(d, "pkg")
            lc = os.path.join(root, "usr/share/locale/es/LC_MESSAGES")
            os.makedirs(lc)
            os.makedirs(os.path.join(root, "DEBIAN"))
            with open(os.path.join(root, "DEBIAN/control"), "w") as f:
                f.write("Package: heedtest\nVersion: 1.0\nArchitecture: all\n"
                        "Maintainer: Test <t@example.org>\nDescription: test\n")
            mo.write_mo([(None, "Open the file", "Abrir el archivo")], os.path.join(lc, "heedtest.mo"))
            with open(os.path.join(root, "usr/share/other.txt"), "w") as f:
                f.write("not wanted")
            deb = os.path.join(d, "heedtest_1.0_all.deb")
            subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", root, deb],
                           check=True, stdout=subprocess.DEVNULL)
            self.assertEqual(debfetch.deb_path(d, "heedtest"), deb)
            member = "usr/share/locale/es/LC_MESSAGES/heedtest.mo"
            files = debfetch.extract(deb, [member], os.path.join(d, "out"))
            self.assertEqual([m for m, _ in files], [member])
            self.assertFalse(os.path.exists(os.path.join(d, "out/usr/share/other.txt")))
            rows = src_binary.extract_pairs("heedtest", files, "es")
            self.assertEqual(rows, [["gettext:heedtest", "pkg:heedtest", "Open the file", "Abrir el archivo"]])


class PathPatternTest(unittest.TestCase):
    def test_mo_paths(self):
        rx = langs.mo_regex("es")
        self.assertTrue(rx.search("usr/share/locale/es/LC_MESSAGES/gimp20.mo"))
        self.assertTrue(rx.search("usr/share/cataclysm-dda/lang/mo/es_ES/LC_MESSAGES/cataclysm-dda.mo"))
        self.assertFalse(rx.search("usr/share/locale/et/LC_MESSAGES/gimp20.mo"))
        self.assertFalse(rx.search("usr/share/locale/es/LC_MESSAGES/gimp20.po"))

    def test_qm_paths(self):
        rx = langs.qm_regex("es")
        self.assertTrue(rx.search("usr/share/qt5/translations/qtbase_es.qm"))
        self.assertTrue(rx.search("usr/share/qgis/i18n/qgis_es_ES.qm"))
        self.assertFalse(rx.search("usr/share/foo/files.qm"))
        self.assertFalse(rx.search("usr/share/foo/foo_et.qm"))

    def test_locale_rank(self):
        self.assertLess(langs.rank_locale("es", "es"), langs.rank_locale("es_ES", "es"))
        self.assertLess(langs.rank_locale("es_ES", "es"), langs.rank_locale("es_MX", "es"))


if __name__ == "__main__":
    unittest.main()
