"""models/set_phrases_web.py: the clock, durations, walks, recipes' steps and a page's phrases each direction gets."""
import unittest

from models import set_phrases as W
from models import set_phrases_web as P


class WebPageTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_the_clock_both_ways_and_a_bare_hour_only_after_a_timetable_verb(self):
        self.assertEqual((self.en_es["at eight o'clock"], self.en_es["at half past seven"], self.en_es["half past one"]),
                         ("a las ocho", "a las siete y media", "la una y media"))
        self.assertEqual((self.es_en["a las siete y media"], self.es_en["a la una en punto"], self.es_en["a las ocho de la mañana"]),
                         ("at half past seven", "at one o'clock", "at eight in the morning"))
        self.assertEqual((self.es_en["sale a las ocho"], self.es_en["sale a las siete y media"], self.en_es["leaves at half past seven"]),
                         ("leaves at eight", "leaves at half past seven", "sale a las siete y media"))
        # "a las dos" alone may be "to the two women"; a timetable's verb is not capitalised (no subject).
        for source in ("a las dos", "a las ocho", "Sale a las ocho"):
            self.assertNotIn(source, self.es_en)

    def test_durations_take_for_and_the_feminine_units_agree(self):
        self.assertEqual((self.es_en["durante veinte minutos"], self.es_en["durante varias horas"], self.es_en["durante muchos años"]),
                         ("for twenty minutes", "for several hours", "for many years"))
        self.assertEqual(self.es_en["durante semanas"], "for weeks")
        self.assertNotIn("durante varios semanas", self.es_en)
        self.assertTrue(all(way == "es-en" for _, _, way in P.durations()))

    def test_walks_both_ways(self):
        self.assertEqual(self.es_en["a diez minutos a pie del"], "a ten-minute walk from the")
        # en->es without "from (the)": a term ending in "del" put the place before it ("La playa
        # hotel está a cinco minutos a pie del").
        self.assertEqual(self.en_es["is a ten-minute walk"], "está a diez minutos a pie")
        self.assertEqual(self.en_es["is a 10-minute walk"], "está a 10 minutos a pie")
        self.assertNotIn("is a ten-minute walk from the", self.en_es)

    def test_recipe_steps_open_a_sentence_only(self):
        self.assertEqual((self.es_en["Hornea"], self.es_en["Corta"], self.es_en["Salpimienta"]),
                         ("Bake", "Cut", "Season with salt and pepper"))
        self.assertNotIn("corta", self.es_en)  # mid-sentence it is "short"
        self.assertEqual(self.es_en["y remueve"], "and stir")

    def test_a_pages_phrases_and_what_stays_inside_its_phrase(self):
        self.assertEqual((self.es_en["servicio de atención al cliente"], self.es_en["Consulte a su médico"], self.es_en["quedó en libertad bajo fianza"]),
                         ("customer service", "Consult your doctor", "was released on bail"))
        # A verb opening a Spanish sentence has no subject the term could write ("Fue detenido": he or she).
        for source in ("Fue detenido", "Quedó en libertad bajo fianza", "Se fugó de la cárcel", "Marcó dos goles"):
            self.assertNotIn(source, self.es_en)
        self.assertEqual((self.en_es["until further notice"], self.en_es["Side effects"], self.en_es["the onions"]),
                         ("hasta nuevo aviso", "Los efectos secundarios", "las cebollas"))
        # A program's "entradas" are entries, "pedido" a request, "The Onion" a name; "protesters"
        # alone broke its verb ("manifestantes se bloqueó").
        for source in ("entradas", "las entradas", "pedidos", "pedido"):
            self.assertNotIn(source, self.es_en)
        for source in ("onion", "Onion", "protesters"):
            self.assertNotIn(source, self.en_es)

    def test_the_last_list_and_what_it_took_out_again(self):
        self.assertEqual((self.es_en["equipaje"], self.es_en["partidos seguidos"], self.es_en["Llovió"]),
                         ("luggage", "games in a row", "It rained"))
        self.assertEqual((self.en_es["We use cookies"], self.en_es["saved a penalty"], self.en_es["the mayor promised"]),
                         ("Usamos cookies", "paró un penalti", "el alcalde prometió"))
        # Taken out: "The hard flight about two hours", "cerca de por una pequeña tarifa", a lost "para".
        self.assertNotIn("unas dos horas", self.es_en)
        for source in ("for a small fee", "track your order", "The company plans to"):
            self.assertNotIn(source, self.en_es)


if __name__ == "__main__":
    unittest.main()
