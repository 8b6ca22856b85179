"""models/set_phrases_verbs.py: the multi-word verbs' forms and their English."""
import unittest

from models import set_phrases as W
from models import set_phrases_verbs as V


class VerbFormsTest(unittest.TestCase):
    def test_tenses_and_tails(self):
        es_en = dict(W.terms("es-en"))
        self.assertEqual(es_en["llevó a cabo"], "carried out")
        self.assertEqual(es_en["lleva a cabo"], "carries out")
        self.assertEqual(es_en["llevarán a cabo"], "will carry out")
        self.assertEqual(es_en["llevada a cabo"], "carried out")  # "fue llevada a cabo"
        # An infinitive: "to", but the bare verb after a modal or "para", a gerund after "sin".
        self.assertEqual((es_en["llevar a cabo"], es_en["debemos tener en cuenta"], es_en["Para llevar a cabo"]),
                         ("to carry out", "we must take into account", "to carry out"))
        self.assertEqual((es_en["sin darse cuenta de"], es_en["Es importante tener en cuenta"]),
                         ("without realizing", "it is important to take into account"))
        self.assertNotIn("Debemos tener en cuenta", es_en)
        self.assertEqual(es_en["dio a luz a"], "gave birth to")
        self.assertEqual(es_en["hizo frente al"], "faced the")
        self.assertEqual(es_en["pusieron fin a"], "put an end to")
        self.assertEqual(es_en["no tiene nada que ver con"], "has nothing to do with")
        self.assertNotIn("llevé a cabo", es_en)  # a first person without its pronoun: the model's
        self.assertEqual((es_en["no llevó a cabo"], es_en["no están de acuerdo con"]), ("did not carry out", "do not agree with"))
        self.assertEqual((es_en["pidió disculpas a"], es_en["entró en erupción"], es_en["que cuenta con"]),
                         ("apologized to", "erupted", "that has"))
        self.assertEqual(es_en["estoy de acuerdo"], "I agree")
        self.assertEqual((es_en["puso en libertad al"], es_en["tienes razón"], es_en["se puso en contacto con"]),
                         ("released the", "you are right", "got in touch with"))
        # Opening a sentence "Presta atención" is the imperative; mid-sentence, the third person.
        self.assertEqual((es_en["Presta atención a"], es_en["presta atención a"]), ("Pay attention to", "pays attention to"))
        self.assertNotIn("cuenta con", es_en)  # "una cuenta con saldo": an account's
        self.assertNotIn("está a punto de", es_en)  # the model's; after the term "is about to exits"

    def test_passives_and_reflexives(self):
        es_en = dict(W.terms("es-en"))
        self.assertEqual(es_en["se llevó a cabo"], "was carried out")
        self.assertEqual(es_en["llevarse a cabo"], "be carried out")
        self.assertEqual(es_en["se dieron cuenta de que"], "realized that")
        self.assertEqual(es_en["me di cuenta del"], "I realized the")
        self.assertEqual(es_en["dándose cuenta de"], "realizing")
        self.assertNotIn("dio cuenta de", es_en)  # reflexive only with its pronoun
        self.assertNotIn("se dio a luz", es_en)  # no passive

    def test_twins_keep_a_lower_target_and_passives_have_none(self):
        es_en = dict(W.terms("es-en"))
        self.assertEqual(es_en["Llevó a cabo"], "carried out")
        self.assertNotIn("Se dio cuenta de", es_en)  # opening a sentence its subject is unwritten
        self.assertEqual(es_en["Me di cuenta de"], "I realized")
        # Opening a sentence a "se" passive's subject follows it: the model's order, not the term's.
        self.assertNotIn("Se llevan a cabo las obras", es_en)
        self.assertNotIn("Se dio a conocer", es_en)
        self.assertNotIn("Se puso en marcha", es_en)
        # Except "llevar a cabo"'s, whose subject surely follows there: "There were several meetings."
        self.assertEqual((es_en["Se llevaron a cabo"], es_en[", se llevó a cabo"]), ("there were", ", there was"))
        self.assertTrue(all(way == "es-en" for _, _, way in V.phrases()))
        self.assertTrue(all(way == "en-es" for _, _, way in V.EN_ES_VERBS))
        self.assertNotIn("llevó a cabo", [es for en, es in W.terms("en-es") if not en.lower().startswith(("he ", "she ", "it "))])

    def test_english_phrasal_verbs_only_where_the_person_shows(self):
        en_es = dict(W.terms("en-es"))
        self.assertEqual((en_es["they carried out"], en_es["We ran out of"], en_es["she looked after"]),
                         ("llevaron a cabo", "Nos quedamos sin", "cuidó de"))
        self.assertEqual((en_es["It turned out that"], en_es["was put off"], en_es["erupted"]),
                         ("Resultó que", "se aplazó", "entró en erupción"))
        self.assertEqual((en_es["He came up with"], en_es["Prices went up"]), ("Se le ocurrió", "Los precios subieron"))
        self.assertNotIn("he broke down", en_es)  # a person's "se derrumbó", a car's "se averió"
        self.assertNotIn("carried out", en_es)  # "The police carried out" / "Scientists carried out"
        self.assertNotIn("to carry out", en_es)  # its "to" is often "para"


if __name__ == "__main__":
    unittest.main()
