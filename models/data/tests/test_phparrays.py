"""models/data/src_phparrays.py on PHP files the test writes itself: string literals, the
entries kept and skipped, which file pairs are found, and the rows of one pair."""
import unittest

from models.data import src_phparrays as P

EN = r"""<?php
// comment
$labels = array();
$labels['logout'] = 'Log out';
$labels['welcome'] = 'Welcome to $product';
$labels["it's"] = 'It\'s done \\ ok';
$messages['sent'] = "Message sent.\n";
$lang['js']['del'] = 'Delete';
$labels['joined'] = 'Two ' . 'parts';
$labels['vars'] = "Hello $name";
$labels['onlyen'] = 'Only in English';
"""
XX = r"""<?php
$labels['logout'] = 'Cerrar sesión';
$labels['welcome'] = 'Bienvenido a $product';
$labels["it's"] = 'Está hecho';
$messages['sent'] = "Mensaje enviado.\n";
$lang['js']['del'] = 'Borrar';
$labels['joined'] = 'Dos ' . 'partes';
"""


class PhpArraysTest(unittest.TestCase):
    def test_string_literals_unescape_as_php_does(self):
        self.assertEqual(P.php_string(r"'It\'s \\ \n'"), "It's \\ \\n")
        self.assertEqual(P.php_string(r'"Line\n\"q\" \$x"'), 'Line\n"q" $x')

    def test_plain_assignments_only(self):
        entries = P.php_array_entries(EN)
        self.assertEqual(entries["labels['logout']"], "Log out")
        self.assertEqual(entries["labels['welcome']"], "Welcome to $product")  # single quotes: no variables
        self.assertEqual(entries["labels[\"it's\"]"], "It's done \\ ok")
        self.assertEqual(entries["messages['sent']"], "Message sent.\n")
        self.assertEqual(entries["lang['js']['del']"], "Delete")
        self.assertNotIn("labels['joined']", entries)  # a concatenation
        self.assertNotIn("labels['vars']", entries)    # a variable inside double quotes

    def test_rows_join_on_key(self):
        rows = P.rows_of("roundcube-core", "usr/share/roundcube/program/localization/en_US/labels.inc", EN, XX)
        self.assertEqual([(r[2], r[3]) for r in rows],
                         [("It's done \\ ok", "Está hecho"), ("Log out", "Cerrar sesión"),
                          ("Welcome to $product", "Bienvenido a $product"), ("Delete", "Borrar"),
                          ("Message sent.\n", "Mensaje enviado.\n")])
        self.assertEqual({r[0] for r in rows}, {"php:roundcube-core"})

    def test_file_pairs_of_both_layouts(self):
        paths = ["usr/share/roundcube/program/localization/en_US/labels.inc",
                 "usr/share/roundcube/program/localization/es_ES/labels.inc",
                 "usr/share/roundcube/program/localization/de_DE/labels.inc",
                 "usr/share/roundcube/plugins/acl/localization/en_US.inc",
                 "usr/share/roundcube/plugins/acl/localization/es_ES.inc",
                 "usr/share/roundcube/plugins/zip/localization/en_US.inc",      # no Spanish file
                 "usr/share/dokuwiki/inc/lang/en/lang.php", "usr/share/dokuwiki/inc/lang/es/lang.php"]
        self.assertEqual(P.pair_paths(paths, "es"), [
            ("usr/share/dokuwiki/inc/lang/en/lang.php", "usr/share/dokuwiki/inc/lang/es/lang.php"),
            ("usr/share/roundcube/plugins/acl/localization/en_US.inc", "usr/share/roundcube/plugins/acl/localization/es_ES.inc"),
            ("usr/share/roundcube/program/localization/en_US/labels.inc", "usr/share/roundcube/program/localization/es_ES/labels.inc"),
        ])
        self.assertEqual(len(P.pair_paths(paths, "de")), 1)


if __name__ == "__main__":
    unittest.main()
