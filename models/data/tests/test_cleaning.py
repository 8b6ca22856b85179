"""Normalisation and every drop reason of the pair filter."""

import unittest

from models.data import clean, normalize, placeholders


class NormalizeTest(unittest.TestCase):
    def test_markup_entities_whitespace(self):
        self.assertEqual(normalize.normalize("<b>Bold</b>\n  text &amp; more"), "Bold text & more")
        self.assertEqual(normalize.normalize("&lt;i&gt;x&lt;/i&gt; y"), "x y")
        self.assertEqual(normalize.normalize("line\\nnext"), "line next")
        self.assertEqual(normalize.normalize("error:<br>Next"), "error: Next")

    def test_nfc(self):
        self.assertEqual(normalize.normalize("Cafe\u0301"), "Café")

    def test_accelerators(self):
        self.assertEqual(normalize.normalize("_File"), "File")
        self.assertEqual(normalize.normalize("Sa_ve"), "Save")
        self.assertEqual(normalize.normalize("&Open"), "Open")
        self.assertEqual(normalize.normalize("~Edit"), "Edit")
        self.assertEqual(normalize.normalize("Tom && Jerry"), "Tom & Jerry")
        self.assertEqual(normalize.normalize("Tom & Jerry"), "Tom & Jerry")
        self.assertEqual(normalize.normalize("a_b_c"), "a_b_c")  # identifiers survive

    def test_near_key(self):
        self.assertEqual(normalize.near_key("Open 3 files!"), normalize.near_key("open files"))


class PlaceholderTest(unittest.TestCase):
    def test_kinds(self):
        ph = placeholders.placeholders
        self.assertEqual(ph("%s of %d"), ph("%d de %s"))
        self.assertEqual(ph("%1$s to %2$d"), ph("%2$d a %1$s"))
        self.assertNotEqual(ph("%s"), ph("%d"))
        self.assertEqual(ph("{0} and {name}"), ph("{name} y {0}"))
        self.assertNotEqual(ph("{name}"), ph("{nombre}"))
        self.assertEqual(ph("%(count)s items"), ph("%(count)s elementos"))
        self.assertEqual(ph("%1 of %2"), ph("%2 de %1"))
        self.assertNotEqual(ph("Open $1 in a new tab"), ph("Abrir en una pestaña nueva"))
        self.assertEqual(ph("100%% done"), ph("hecho"))
        self.assertFalse(placeholders.same_placeholders("%s files", "archivos"))


class DropReasonTest(unittest.TestCase):
    def reason(self, en, xx):
        return clean.clean_pair(en, xx, "es")[2]

    def test_kept(self):
        self.assertIsNone(self.reason("Open the file", "Abrir el archivo"))

    def test_each_reason(self):
        cases = {
            "empty": ("Open", "<b></b>"),
            "credits_email": ("translator-credits", "Juan Pérez"),
            "too_long": ("word " * 250, "palabra " * 250),
            "no_letters": ("12:30", "12.30"),
            "identical": ("Linux", "linux"),
            "few_letters": ("x=1, y=2, z=3, w", "x=1, y=2, z=3, v"),
            "length_ratio": ("Open the file in the editor now", "Abrir"),
            "placeholders": ("%d files deleted", "%s archivos eliminados"),
            "wrong_lang": ("The file could not be opened.", "The file could not be opened in the editor."),
            "keyword_list": ("Erg;erg;Ergs;ergs", "Ergio;ergio;Ergios;ergios"),
        }
        for want, (en, xx) in cases.items():
            self.assertEqual(self.reason(en, xx), want, (en, xx))
        self.assertEqual(self.reason("Mail me", "Escríbame a juan@example.org"), "credits_email")

    def test_short_strings_looser_ratio(self):
        # ratio 2.75: kept under 15 chars (0.2-5), dropped for longer text (0.4-2.5)
        self.assertIsNone(self.reason("Quit", "Salir ahora"))
        self.assertEqual(self.reason("Quit the game!!", "Salir del juego ahora mismo, sin guardar nada"),
                         "length_ratio")

    def test_source_in_third_language(self):
        self.assertEqual(self.reason("Vous devez entrer un nom de fichier pour le projet",
                                     "Debe dar un nombre de archivo para el proyecto"), "wrong_lang")

    def test_source_in_wrong_language(self):
        self.assertEqual(self.reason("No se puede abrir el archivo de la lista",
                                     "No se puede abrir el archivo de la lista ahora"), "wrong_lang")


if __name__ == "__main__":
    unittest.main()
