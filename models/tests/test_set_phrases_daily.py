"""models/set_phrases_daily.py: the links, times and a day's words each direction gets."""
import unittest

from models import set_phrases as W
from models import set_phrases_daily as D


class DailyTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_both_cases_adds_the_capitalised_twin(self):
        self.assertEqual(D.both_cases([("little by little", "poco a poco", "both")]),
                         [("little by little", "poco a poco", "both"), ("Little by little", "Poco a poco", "both")])
        self.assertEqual((self.es_en["Con frecuencia"], self.es_en["con frecuencia"]), ("Often", "often"))
        self.assertEqual((self.en_es["From time to time"], self.en_es["more and more"]), ("De vez en cuando", "cada vez más"))

    def test_links_and_times_reach_set_phrases_terms(self):
        self.assertEqual((self.es_en["Salvo que"], self.es_en["en el extranjero"], self.es_en["con antelación"]),
                         ("Unless", "abroad", "in advance"))
        self.assertEqual((self.en_es["This weekend"], self.en_es["In early May"], self.en_es["in mid-August"]),
                         ("Este fin de semana", "A principios de mayo", "a mediados de agosto"))
        self.assertEqual((self.en_es["better than expected"], self.es_en["antes de lo previsto"]),
                         ("mejor de lo esperado", "earlier than planned"))
        # Alone, "than expected" moved the words before it ("una huella dactilar de lo esperado diferente").
        self.assertNotIn("than expected", self.en_es)

    def test_one_way_and_mid_sentence_only_lines(self):
        # Opening a sentence Spanish leaves the subject out: no capitalised "Se dio cuenta de que".
        self.assertEqual(self.es_en["se dio cuenta de que"], "realized that")
        self.assertNotIn("Se dio cuenta de que", self.es_en)
        self.assertNotIn("Fue detenido", self.es_en)
        # Mid-sentence "por primera vez" sits where English puts no such phrase.
        self.assertEqual(self.es_en["Por primera vez"], "For the first time")
        self.assertNotIn("por primera vez", self.es_en)
        self.assertEqual(self.en_es["for the first time"], "por primera vez")
        # "Se llevaron a cabo manifestaciones": a verb before its subject, "were carried out
        # world-level protests"; opening a sentence or after a comma English opens with "there"
        # (models/set_phrases_verbs.py), mid-sentence the passive (its subject may come first).
        self.assertEqual((self.es_en["Se llevaron a cabo"], self.es_en["se llevaron a cabo"]), ("there were", "were carried out"))
        self.assertEqual(self.en_es["was carried out"], "se llevó a cabo")
        self.assertNotIn("del extranjero", self.es_en)     # "un país del extranjero": "a from abroad country"
        self.assertNotIn("at night", self.en_es)           # the model had it, and the term moved its verbs

    def test_a_days_words_and_what_was_left_out(self):
        self.assertEqual((self.es_en["Los bomberos"], self.es_en["el paro"], self.es_en["abuela"]),
                         ("The firefighters", "unemployment", "grandmother"))
        self.assertEqual((self.en_es["a pinch of salt"], self.en_es["Boil"], self.en_es["great-grandchildren"]),
                         ("una pizca de sal", "Hierve", "bisnietos"))
        self.assertNotIn("a pinch of", self.en_es)         # "Añadir sal de una pizca de y"
        self.assertNotIn("earthquake", self.en_es)         # "actividad terremoto" for earthquake activity
        self.assertNotIn("the train", self.en_es)          # "Cada entrenamiento" beside it
        self.assertNotIn("to the dentist", self.en_es)     # "ir a al dentista"
        self.assertNotIn("firefighters", self.en_es)       # "Bomberos tomó", its article lost
        self.assertNotIn("Add", self.en_es)                # the catalogues' buttons say "Añadir"

    def test_news_words_and_their_left_outs(self):
        self.assertEqual((self.es_en["Miles de"], self.es_en["miles de millones de"], self.es_en["dimitió"]),
                         ("Thousands of", "billions of", "resigned"))
        self.assertEqual((self.es_en["Los sindicatos"], self.es_en["fue condenado a"], self.es_en["la semana que viene"]),
                         ("The unions", "was sentenced to", "next week"))
        self.assertEqual((self.en_es["drought"], self.en_es["a bestseller"], self.en_es["Rents"]),
                         ("sequía", "un éxito de ventas", "Los alquileres"))
        self.assertEqual(self.es_en["criticó duramente"], "strongly criticized")
        self.assertNotIn("rents", self.en_es)             # "she rents a flat": a verb
        self.assertNotIn("resigned", self.en_es)          # "ambos dimitió" for both resigned
        self.assertNotIn("the arrest of", self.en_es)     # "la detención de el empresario"
        self.assertNotIn("a rise in", self.en_es)         # "aprobó de un aumento de el salario mínimo"
        self.assertNotIn("unions", self.en_es)            # a program's set unions stay the model's

    def test_a_travel_guides_words(self):
        self.assertEqual((self.es_en["Agua del grifo"], self.es_en["el sendero"], self.es_en["se agradece"]),
                         ("Tap water", "the trail", "is appreciated"))
        self.assertEqual((self.es_en["euros"], self.en_es["warm clothes"], self.en_es["the main square"]),
                         ("euros", "ropa de abrigo", "la plaza mayor"))
        # Inside "contratar un seguro de viaje" it split the travel insurance ("take out insurance journey").
        self.assertNotIn("contratar un seguro", self.es_en)
        self.assertEqual(self.es_en["seguro de viaje"], "travel insurance")

    def test_notices_and_lower_case_targets_for_the_capitalised_twin(self):
        self.assertEqual(D.both_cases([("bed linen", "ropa de cama", "both")], lower_targets=True),
                         [("bed linen", "ropa de cama", "both"), ("Bed linen", "ropa de cama", "en-es"),
                          ("bed linen", "Ropa de cama", "es-en")])
        self.assertEqual((self.en_es["Bed linen"], self.es_en["Ropa de cama"], self.en_es["until Monday"]),
                         ("ropa de cama", "bed linen", "hasta el lunes"))
        self.assertEqual((self.en_es["Prices"], self.en_es["valid while stocks last"]), ("Los precios", "válida hasta agotar existencias"))
        self.assertNotIn("while stocks last", self.en_es)  # "La oferta es hasta agotar existencias válida."


    def test_a_hotels_page(self):
        self.assertEqual((self.es_en["a pocos minutos de"], self.es_en["Se admiten mascotas"], self.es_en["inmejorable"]),
                         ("a few minutes from", "pets are allowed", "unbeatable"))
        self.assertNotIn("en avión", self.es_en)  # "los viajes en avión" -> "by plane travels"
        self.assertNotIn("en autobús", self.es_en)
        self.assertEqual((self.en_es["Pets are allowed"], self.en_es["sea views"], self.en_es["is a few minutes from"]),
                         ("se admiten mascotas", "vistas al mar", "está a pocos minutos de"))

    def test_more_news(self):
        self.assertEqual((self.es_en["el martes por la noche"], self.es_en["No hubo heridos"], self.es_en["se declaró inocente"]),
                         ("on Tuesday night", "There were no injuries", "pleaded not guilty"))
        self.assertNotIn("el equipo local", self.es_en)  # the catalogues' "local computer"
        self.assertEqual((self.en_es["on Tuesday night"], self.en_es["On Friday evening"], self.en_es["pleaded not guilty"]),
                         ("el martes por la noche", "El viernes por la noche", "se declaró inocente"))


if __name__ == "__main__":
    unittest.main()
