"""models/set_phrases_articles.py: a forecast's, a study's, a market report's, a job advert's and a listing's phrases."""
import unittest

from models import set_phrases as W
from models import set_phrases_articles as A


class ArticleTermsTest(unittest.TestCase):
    def setUp(self):
        self.es_en, self.en_es = dict(W.terms("es-en")), dict(W.terms("en-es"))

    def test_how_often_both_ways_with_digits_too(self):
        self.assertEqual((self.es_en["veces a la semana"], self.es_en["horas al día"], self.es_en["una vez al mes"]),
                         ("times a week", "hours a day", "once a month"))
        self.assertEqual((self.en_es["times a year"], self.en_es["hours a week"], self.en_es["days a week"]),
                         ("veces al año", "horas a la semana", "días a la semana"))
        self.assertNotIn("days a day", self.en_es)

    def test_a_forecast_a_study_and_a_market_report(self):
        self.assertEqual((self.es_en["chubascos"], self.es_en["Hay probabilidad de chubascos"], self.es_en["mayormente soleado"]),
                         ("showers", "There is a chance of showers", "mostly sunny"))
        self.assertEqual((self.es_en["tienen más probabilidades de"], self.es_en["de lo que se pensaba"], self.es_en["subió los tipos de interés"]),
                         ("are more likely to", "than previously thought", "raised interest rates"))
        self.assertEqual((self.en_es["mostly sunny"], self.en_es["a chance of showers"], self.en_es["would not raise taxes"]),
                         ("mayormente soleado", "probabilidad de chubascos", "no subiría los impuestos"))
        # "showers" alone may be a hotel's, "the bill" a restaurant's.
        for source in ("showers", "the bill", "bill", "heating"):
            self.assertNotIn(source, self.en_es)
        self.assertEqual(self.en_es["the bill was passed"], "el proyecto de ley fue aprobado")

    def test_words_the_students_wrote_already_open_a_sentence_only(self):
        self.assertEqual((self.es_en["Investigadores"], self.es_en["Los viajeros"]), ("Researchers", "Travelers"))
        for source in ("investigadores", "los investigadores", "viajeros", "los viajeros"):
            self.assertNotIn(source, self.es_en)
        self.assertEqual(self.en_es["Opposition leaders"], "Los líderes de la oposición")
        self.assertEqual(self.en_es["opposition leaders"], "líderes de la oposición")
        self.assertEqual(self.en_es["Witnesses said"], "Los testigos dijeron")
        self.assertNotIn("witnesses said", self.en_es)  # "two witnesses said"

    def test_a_verb_after_its_subject_stays_in_lower_case(self):
        self.assertEqual((self.es_en["batió el récord mundial"], self.es_en["fue despedido"]), ("broke the world record", "was fired"))
        for source in ("Batió el récord mundial", "Marcó dos goles", "Fue despedido"):
            self.assertNotIn(source, self.es_en)
        self.assertTrue(all(en[0].islower() for en, _, _ in A.ES_EN_MID))

    def test_a_job_advert_and_a_listing(self):
        self.assertEqual((self.es_en["de teletrabajar"], self.es_en["con vistas al mar"], self.es_en["un barrio tranquilo"], self.es_en["colegio electoral"]),
                         ("of working from home", "with sea views", "a quiet neighborhood", "polling station"))
        self.assertEqual((self.en_es["flexible working hours"], self.en_es["quiet neighbourhood"], self.en_es["water and heating"]),
                         ("horario flexible", "barrio tranquilo", "agua y calefacción"))
        # "are working from home" is no infinitive.
        self.assertNotIn("working from home", self.en_es)

    def test_a_review_the_environment_and_a_towns_news(self):
        self.assertEqual((self.es_en["con veinte minutos de retraso"], self.es_en["a poca distancia a pie del"], self.es_en["se quedaron sin luz"]),
                         ("twenty minutes late", "within walking distance of the", "were left without power"))
        self.assertEqual((self.es_en["eficaz"], self.es_en["en urgencias"], self.es_en["la subida del nivel del mar"]),
                         ("effective", "in the emergency department", "rising sea levels"))
        self.assertEqual((self.en_es["by train"], self.en_es["over the past year"], self.en_es["arrived in perfect condition"]),
                         ("en tren", "en el último año", "llegó en perfecto estado"))
        self.assertEqual(self.en_es["Booking in advance is recommended"], "Se recomienda reservar con antelación")
        # Measured and left out: the verb after them was lost or inflected.
        for source in ("has pledged to", "are more likely to", "booking in advance", "heavy traffic", "the train"):
            self.assertNotIn(source, self.en_es)
        for source in ("pretende", "suspendan el examen", "que suspendan el examen"):
            self.assertNotIn(source, self.es_en)


if __name__ == "__main__":
    unittest.main()
