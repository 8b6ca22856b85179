"""models/memory.py: which interface strings are memory sentences, how catalogues vote, which
entries the model's own output makes unnecessary, and storing the table in a model file."""
import json
import os
import tempfile
import unittest

from models import memory as M
from models.data import pairstore
from models.heed_ref.heed_format import read_tensors, write_tensors


class InterfaceSentenceTest(unittest.TestCase):
    def test_short_plain_single_sentences_only(self):
        for ok in ("Add to cart", "Search for:", "Forgot your password?", "Save As...", "Ok"):
            self.assertTrue(M.is_interface_sentence(ok), ok)
        for bad in ("%s files", "{count} items", "_Open", "&Save", "<b>Bold</b>", "Line\nbreak",
                    "Done. Restart now?", " Padded", "x", "42", "A" * 61,
                    "one two three four five six seven eight nine"):
            self.assertFalse(M.is_interface_sentence(bad), bad)


class SelectTest(unittest.TestCase):
    PAIRS = [
        # Three catalogues agree on "Cantidad"; one says "Importe".
        ("gettext:a", "Quantity", "Cantidad"), ("gettext:b", "Quantity", "Cantidad"),
        ("qt:c", "Quantity", "Cantidad"), ("gettext:d", "Quantity", "Importe"),
        # One catalogue repeating itself is one vote; two catalogues are not enough.
        ("gettext:a", "Cart", "Carrito"), ("gettext:a", "Cart", "Carrito"), ("gettext:a", "Cart", "Carrito"),
        ("gettext:a", "Open", "Abrir"), ("gettext:b", "Open", "Abrir"),
        # A catalogue votes for its own commonest translation; a tie stays out.
        ("gettext:a", "Log in", "Acceder"), ("gettext:a", "Log in", "Acceder"), ("gettext:a", "Log in", "Entrar"),
        ("gettext:b", "Log in", "Entrar"),
        # A web application's catalogue is enough alone, and counts twice against others.
        ("gettext:wordpress-l10n", "Leave a Reply", "Deja un comentario"),
        ("gettext:php-horde-core", "Sign up", "Alta"), ("gettext:a", "Sign up", "Registrarse"),
        ("gettext:b", "Sign up", "Registrarse"),
        ("gettext:php-horde-core", "Log out", "Salir"), ("gettext:a", "Log out", "Desconectar"),
        # Web applications' catalogues together are one voice of two votes, however many; among
        # equal votes, the translation more catalogues gave ("Salir": "Sign out" twice, "Log out" once).
        ("gettext:php-horde-core", "Sign out", "Salir"), ("gettext:php-horde-imp", "Sign out", "Salir"),
        ("gettext:php-horde-nag", "Sign out", "Salir"), ("gettext:a", "Sign out", "Cerrar sesión"),
        ("gettext:b", "Sign out", "Cerrar sesión"), ("gettext:c", "Sign out", "Cerrar sesión"),
        # The same on both sides: a name.
        ("gettext:a", "Firefox", "Firefox"), ("gettext:b", "Firefox", "Firefox"), ("gettext:c", "Firefox", "Firefox"),
    ]

    def test_three_catalogues_or_a_web_application_s_with_the_most_votes_win(self):
        self.assertEqual(M.select(self.PAIRS, "en-es"),
                         {"Quantity": "Cantidad", "Leave a Reply": "Deja un comentario", "Log out": "Salir",
                          "Sign out": "Cerrar sesión"})

    def test_the_other_direction_reads_the_pairs_the_other_way(self):
        self.assertEqual(M.select(self.PAIRS, "es-en"),
                         {"Cantidad": "Quantity", "Deja un comentario": "Leave a Reply", "Alta": "Sign up",
                          "Cerrar sesión": "Sign out", "Salir": "Sign out"})

    def test_dev_sentences_stay_out_on_either_side(self):
        self.assertEqual(M.select(self.PAIRS, "en-es", excluded_sentences={"quantity", "salir", "sign out"}),
                         {"Leave a Reply": "Deja un comentario"})

    def test_web_applications_are_named_by_their_catalogues(self):
        for web in ("gettext:wordpress-l10n", "json:mediawiki", "gettext:php-horde-imp", "gettext:python3-django-allauth",
                    "php:roundcube-core"):
            self.assertTrue(M.is_web_catalogue(web), web)
        for other in ("gettext:gimp", "firefox", "qt:php-horde-x", "gettext:python3-djvu"):
            self.assertFalse(M.is_web_catalogue(other), other)


class KeepChangedTest(unittest.TestCase):
    def test_an_output_that_is_already_the_memory_s_up_to_case_spaces_and_stop_is_dropped(self):
        memory = {"Add to cart": "Añadir al carrito", "Quantity": "Cantidad", "Close window": "Cerrar ventana",
                  "Loading...": "Cargando…"}
        outputs = ["Añadir a carta", "cantidad.", "Cerrar  la ventana", "Cargando..."]
        self.assertEqual(M.keep_changed(memory, outputs),
                         [("Add to cart", "Añadir al carrito"), ("Close window", "Cerrar ventana")])


class PairStoreTest(unittest.TestCase):
    def test_interface_catalogues_are_read_cleaned_and_prose_and_excluded_catalogues_skipped(self):
        with tempfile.TemporaryDirectory() as cache:
            pairstore.write(pairstore.unit_path(cache, "es", "binary", "a"), [
                ["gettext:a", "pkg:a", "Quantity", "Cantidad"],
                ["gettext:a", "pkg:a", "%d items", "%d elementos"],
                ["gettext:a", "pkg:a", "  Quantity ", " Cantidad"],  # cleaned as the corpus cleans it
            ])
            pairstore.write(pairstore.unit_path(cache, "es", "binary", "held"), [["gettext:held", "pkg:held", "Cart", "Carrito"]])
            pairstore.write(pairstore.unit_path(cache, "es", "bible", "Gen"), [["bible", "bible:Gen", "Light", "Luz"]])
            got = sorted(M.interface_pairs(cache, "es", excluded={"gettext:held"}))
        self.assertEqual(got, [("gettext:a", "Quantity", "Cantidad"), ("gettext:a", "Quantity", "Cantidad")])


class StoreTest(unittest.TestCase):
    def test_the_table_is_stored_sorted_and_replaces_any_the_file_has(self):
        with tempfile.TemporaryDirectory() as tmp:
            model = os.path.join(tmp, "m.heed")
            blob = "Old\tViejo\n".encode()
            write_tensors(model, json.dumps({"src_lang": "en", "tgt_lang": "es"}),
                          {"x": ("F32", [1], b"\0\0\0\0"), M.TENSOR: ("U8", [len(blob)], blob)})
            out = os.path.join(tmp, "out.heed")
            self.assertEqual(M.add(model, [("Quantity", "Cantidad"), ("Add to cart", "Añadir al carrito")], out), 2)
            _, tensors = read_tensors(out)
            self.assertEqual(bytes(tensors[M.TENSOR][2]).decode(), "Add to cart\tAñadir al carrito\nQuantity\tCantidad\n")
            self.assertIn("x", tensors)
            M.without_memory(out, model)
            self.assertNotIn(M.TENSOR, read_tensors(model)[1])



def read_table(text, reader, direction):
    """reader(path, direction) of a file holding `text` (one of our own tables)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "table.tsv")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return reader(path, direction)


class WebStringsTest(unittest.TestCase):
    FILE = ("# comment\n"
            "Add to cart\tAñadir al carrito\n"
            "Store\tTienda\n"
            "Contact us\tContacto\n"
            "Your cart is empty.\tTu carrito está vacío.\n"
            "Table of contents\tÍndice\ten-es\n"
            "Add to cart\tAgregar al carrito\tes-en\n"
            "Checkout\tFinalizar compra\n"
            "Proceed to checkout\tFinalizar compra\n")

    def rows(self, direction):
        return read_table(self.FILE, M.web_strings, direction)

    def test_title_case_keeps_small_words_and_what_is_not_lower_case(self):
        self.assertEqual(M.title_case("Add to cart"), "Add to Cart")
        self.assertEqual(M.title_case("Terms and conditions of use"), "Terms and Conditions of Use")
        self.assertEqual(M.title_case("the iPhone app"), "The iPhone App")
        self.assertEqual(M.title_case("Add to cart", small_words=False), "Add To Cart")

    def test_each_direction_reads_its_lines_the_first_of_a_source_winning(self):
        en = self.rows("en-es")
        self.assertEqual(en["Add to cart"], "Añadir al carrito")          # the es-en line is not read
        self.assertEqual(en["Add to Cart"], "Añadir al carrito")          # and its Title Case
        self.assertEqual(en["Add To Cart"], "Añadir al carrito")          # every word capitalised
        self.assertEqual(en["Table of contents"], "Índice")
        self.assertNotIn("Your Cart Is Empty.", en)                       # a sentence keeps its case
        es = self.rows("es-en")
        self.assertEqual(es["Agregar al carrito"], "Add to cart")
        self.assertEqual(es["Finalizar compra"], "Checkout")              # the first line wins
        self.assertNotIn("Índice", es)                                    # an en-es line

    def test_en_es_overrides_the_catalogues_es_en_only_fills_gaps(self):
        memory = {"Store": "Almacenar"}
        M.add_web_strings(memory, self.rows("en-es"), "en-es")
        self.assertEqual(memory["Store"], "Tienda")
        back = {"Contacto": "Contact"}
        M.add_web_strings(back, self.rows("es-en"), "es-en", excluded_sentences={"checkout"})
        self.assertEqual(back["Contacto"], "Contact")
        self.assertEqual(back["Tienda"], "Store")
        self.assertNotIn("Finalizar compra", back)                        # its English is a dev sentence

    def test_the_shipped_file_reads_both_ways(self):
        en, es = M.web_strings(M.WEB_STRINGS, "en-es"), M.web_strings(M.WEB_STRINGS, "es-en")
        self.assertEqual(en["Add to Cart"], "Añadir al carrito")
        self.assertEqual(es["Síguenos"], "Follow us")
        self.assertTrue(all(M.is_interface_sentence(s) and M.is_interface_sentence(t) for s, t in en.items()))

class PhrasebookTest(unittest.TestCase):
    FILE = ("# comment\n"
            "Hello\tHola\n"
            "Hi\tHola\ten-es\n"
            "How are you?\t¿Cómo estás?\n"
            "I'm sorry\tLo siento\n"
            "I don't understand.\tNo entiendo.\n")

    def rows(self, direction):
        return read_table(self.FILE, M.phrasebook, direction)

    def test_en_es_forms_people_type(self):
        en = self.rows("en-es")
        self.assertEqual(en["Hello"], "Hola")
        self.assertEqual(en["hello"], "hola")
        self.assertEqual(en["Hello!"], "¡Hola!")
        self.assertEqual(en["hi!"], "¡hola!")
        self.assertNotIn("Hello.", en)                                    # "No." is a table's "Núm."
        self.assertEqual(en["I'm sorry."], "Lo siento.")                 # two words: with "." too
        self.assertEqual(en["I'm Sorry"], "Lo siento")                   # Title Case, as a heading
        self.assertEqual(en["how are you?"], "¿cómo estás?")
        self.assertNotIn("How are you?!", en)                             # a question stays one
        self.assertNotIn("I Don't Understand.", en)                       # a sentence keeps its case
        self.assertEqual(en["I don't understand."], "No entiendo.")
        self.assertNotIn("i don't understand.", en)                       # English's "I" stays
        # Hello, Hi: with "!" and in lower case; I'm sorry: with "!", with "." and in Title Case;
        # the question: in lower case; the sentence with "I": itself.
        self.assertEqual(len(en), 4 + 4 + 5 + 2 + 1)

    def test_es_en_forms_the_first_line_of_a_source_winning(self):
        es = self.rows("es-en")
        self.assertEqual(es["Hola"], "Hello")                              # not the en-es line's "Hi"
        self.assertEqual(es["¡Hola!"], "Hello!")
        self.assertEqual(es["Hola!"], "Hello!")                            # without its opening mark
        self.assertEqual(es["¡hola!"], "hello!")
        self.assertEqual(es["lo siento"], "I'm sorry")                     # English's "I" stays
        self.assertEqual(es["cómo estás?"], "how are you?")
        self.assertNotIn("Hi", es.values())

    def test_the_phrasebook_overrides_the_catalogues_in_either_direction(self):
        with tempfile.TemporaryDirectory() as tmp:
            calls = []
            def fake_translate(engine, model, lines):
                calls.append(list(lines))
                return ["Buen mañana" if l.startswith("Good") else l for l in lines]
            old_translate, old_without = M.translate, M.without_memory
            M.translate, M.without_memory = fake_translate, lambda model, out: out
            try:
                pairs = [(f"gettext:{c}", "Good morning", "Buen día") for c in "abc"]
                rows = M.build(pairs, "en-es", "m.heed", "heed", set(), phrases={"Good morning": "Buenos días"})
            finally:
                M.translate, M.without_memory = old_translate, old_without
        self.assertEqual(rows, [("Good morning", "Buenos días")])

    def test_the_shipped_phrasebook(self):
        en, es = M.phrasebook(M.PHRASEBOOK, "en-es"), M.phrasebook(M.PHRASEBOOK, "es-en")
        self.assertEqual(en["Merry Christmas!"], "¡Feliz Navidad!")
        self.assertEqual(en["good morning"], "buenos días")
        self.assertEqual(es["hola"], "hello")
        self.assertEqual(es["¿Cómo te llamas?"], "What's your name?")
        self.assertTrue(all(M.is_interface_sentence(s) and M.is_interface_sentence(t) for s, t in en.items()))


if __name__ == "__main__":
    unittest.main()


class ScoreLeftOutTest(unittest.TestCase):
    def test_a_catalogue_left_out_is_scored_with_the_memory_of_the_others(self):
        pairs = [(f"gettext:{c}", "Quantity", "Cantidad") for c in "abc"] + \
                [(f"gettext:{c}", "Close", "Cerrar") for c in "abc"] + \
                [("gettext:wordpress-l10n", "Quantity", "Cantidad"), ("gettext:wordpress-l10n", "Close", "Cerrar"),
                 ("gettext:wordpress-l10n", "Leave a Reply", "Deja un comentario")]
        model = {"Quantity": "Calidad", "Close": "Cerrar", "Leave a Reply": "Dejar una Responder"}
        got = M.score_left_out(pairs, "gettext:wordpress-l10n", "en-es", lambda lines: [model[l] for l in lines])
        # The memory of the others knows "Quantity" and "Close"; only "Quantity" changes an output.
        self.assertEqual((got["strings"], got["memory"], got["changed"]), (3, 2, 1))
        self.assertEqual(got["changed_chrf2_with_memory"], 100.0)
        self.assertLess(got["changed_chrf2_model"], 50)
        self.assertGreater(got["chrf2_with_memory"], got["chrf2_model"])
