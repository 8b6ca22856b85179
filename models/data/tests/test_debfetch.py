"""Extraction of selected members from a .deb the test builds itself,
and the Contents-path patterns that pick catalogues for a language."""

import gzip
import os
import shutil
import subprocess
import tempfile
import unittest
from unittest import mock

from models.data import debfetch, debindex, langs, mo, src_binary


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

    def test_catalogues_named_by_their_locale(self):
        rx = langs.named_mo_regex("es")
        wp = "usr/share/wordpress/wp-content/languages/"
        self.assertEqual(rx.search(wp + "es_ES.mo").groups(), (None, "es_ES"))
        self.assertEqual(rx.search(wp + "admin-es_ES.mo").groups(), ("admin", "es_ES"))
        self.assertEqual(rx.search("usr/share/kvirc/5.0/locale/kvirc_es.mo").groups(), ("kvirc", "es"))
        self.assertIsNone(rx.search(wp + "admin-et.mo"))
        self.assertIsNone(rx.search("usr/share/foo/files.mo"))

    def test_scan_plans_web_catalogues_beside_lc_messages_one_locale_each(self):
        contents = "\n".join([
            "usr/share/wordpress/wp-content/languages/es_ES.mo localization/wordpress-l10n",
            "usr/share/wordpress/wp-content/languages/admin-es_ES.mo localization/wordpress-l10n",
            "usr/share/wordpress/wp-content/languages/admin-es_MX.mo localization/wordpress-l10n",
            "usr/share/wordpress/wp-content/languages/admin-de_DE.mo localization/wordpress-l10n",
            "usr/share/locale/es/LC_MESSAGES/gimp20.mo graphics/gimp-data",
            "usr/share/locale/es_ES/LC_MESSAGES/gimp20.mo graphics/gimp-data",
        ]) + "\n"
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "x_Contents-all.gz")
            with gzip.open(path, "wt") as f:
                f.write(contents)
            apt = mock.Mock()
            apt.list_files.return_value = [path]
            plan = debindex.scan_contents(apt, "es")
        self.assertEqual(sorted(plan["wordpress-l10n"]["mo"]), [
            "usr/share/wordpress/wp-content/languages/admin-es_ES.mo",
            "usr/share/wordpress/wp-content/languages/es_ES.mo"])
        self.assertEqual(plan["gimp-data"]["mo"], ["usr/share/locale/es/LC_MESSAGES/gimp20.mo"])

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
