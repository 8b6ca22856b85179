"""models/noun_terms.py: which rare nouns become terms, and the rows each gives."""
import unittest
from collections import Counter

from models import noun_terms as N

LEXICON = [("whale", "ballena", "n", "both"), ("temple", "templo", "n", "both"), ("temple", "sien", "n", "both"),
           ("flu", "gripe", "n", "both"), ("flu", "influenza", "n", "en>es"), ("sky", "cielo", "n", "es>en"),
           ("airline", "aerolínea", "n", "both"), ("run", "correr", "vblex", "both")]


class NounTermsTest(unittest.TestCase):
    def setUp(self):
        self.lemmas = N.noun_translations(LEXICON, "en-es")

    def test_a_noun_lemma_has_the_dictionary_translations_for_en_es(self):
        self.assertEqual(self.lemmas["temple"], {"templo", "sien"})
        self.assertEqual(self.lemmas["flu"], {"gripe", "influenza"})   # both ways, and en>es
        self.assertEqual(self.lemmas["sky"], {"cielo"})   # es->en only: a synonym all the same
        self.assertNotIn("run", self.lemmas)   # a verb
        self.assertEqual(N.lemma("whales", self.lemmas), "whale")
        self.assertEqual(N.lemma("airlines", self.lemmas), "airline")
        self.assertEqual(N.lemma("cats", self.lemmas), "")

    def test_candidates_are_rare_gendered_unambiguous_plain_hints(self):
        lines = ["whale\tballena", "whales\tballenas\tstrong", "temples\ttemplos", "files\tarchivos",
                 "students\testudiantes", "played\tjugó\tpast\tjugaron",
                 "match\tpartido\tsense\tscored", "Whale\tBallena", "airline\taerolínea"]
        counts = Counter({"files": 900, "airline": 12})
        genders = {"ballena": "f", "ballenas": "f", "templos": "m", "archivos": "m", "estudiantes": "mf",
                   "aerolínea": "f"}
        got = N.candidates(lines, counts, genders, self.lemmas, max_count=50)
        # "temples": two senses; "files": common in the corpus; "estudiantes": either gender;
        # past and sense rows, a capitalised source: no candidates.
        self.assertEqual(got, [("whale", "ballena", "f", False), ("whales", "ballenas", "f", True),
                               ("airline", "aerolínea", "f", False)])
        self.assertEqual(N.candidates(lines, counts, genders, self.lemmas, max_count=10),
                         [("whale", "ballena", "f", False), ("whales", "ballenas", "f", True)])

    def test_a_plural_by_the_english_source(self):
        lemmas = {"crisis": {"crisis"}, "skyscraper": {"rascacielos"}, "bus": {"autobús"}}
        self.assertTrue(N.english_plural("skyscrapers", lemmas))    # "rascacielos" is either number
        self.assertTrue(N.english_plural("crises", lemmas))
        self.assertFalse(N.english_plural("crisis", lemmas))
        self.assertFalse(N.english_plural("bus", lemmas))
        self.assertFalse(N.english_plural("glass", {}))
        self.assertTrue(N.english_plural("mirages", {}))

    def test_a_noun_the_model_writes_in_every_frame_or_by_a_synonym_stays_out(self):
        cands = [("whale", "ballena", "f", False), ("flu", "gripe", "f", False), ("airline", "aerolínea", "f", False)]
        self.assertEqual(len(N.frame_sentences(cands)), 6)
        self.assertEqual(N.frame_sentences(cands)[:2],
                         ["We saw the whale yesterday.", "The whale was in the news again."])
        outputs = ["Vimos la ballena ayer.", "El borroso estaba en las noticias de nuevo.",   # one frame lost
                   "Vimos la influenza ayer.", "La gripe estaba en las noticias de nuevo.",  # a synonym
                   "Vimos la aerolínea ayer.", "La aerolínea estaba en las noticias de nuevo."]
        self.assertEqual(N.unknown_to_model(cands, outputs, self.lemmas), [("whale", "ballena", "f", False)])
        with self.assertRaises(ValueError):
            N.unknown_to_model(cands, outputs[:5], self.lemmas)

    def test_rows_carry_the_article_of_gender_and_number(self):
        rows = N.terms([("whale", "ballena", "f", False), ("mirage", "espejismo", "m", False),
                        ("skyscrapers", "rascacielos", "m", True), ("airline", "aerolínea", "f", False)])
        self.assertEqual(rows, [("A mirage", "Un espejismo"), ("A whale", "Una ballena"),
                                ("An airline", "Una aerolínea"),
                                ("The airline", "La aerolínea"), ("The mirage", "El espejismo"),
                                ("The skyscrapers", "Los rascacielos"), ("The whale", "La ballena"),
                                ("a mirage", "un espejismo"), ("a whale", "una ballena"),
                                ("an airline", "una aerolínea"), ("skyscrapers", "rascacielos"),
                                ("the airline", "la aerolínea"), ("the mirage", "el espejismo"),
                                ("the skyscrapers", "los rascacielos"), ("the whale", "la ballena")])

    def test_a_feminine_noun_with_a_stressed_a_takes_el_and_un(self):
        for noun in ("aula", "agua", "área", "hacha", "águila", "alma"):
            self.assertTrue(N.opens_with_stressed_a(noun), noun)
        for noun in ("arquitectura", "harina", "aguja", "abeja", "ballena", "acción"):
            self.assertFalse(N.opens_with_stressed_a(noun), noun)
        rows = N.terms([("classroom", "aula", "f", False), ("classrooms", "aulas", "f", True)])
        self.assertEqual(rows, [("A classroom", "Un aula"), ("The classroom", "El aula"),
                                ("The classrooms", "Las aulas"),
                                ("a classroom", "un aula"), ("classrooms", "aulas"),
                                ("the classroom", "el aula"), ("the classrooms", "las aulas")])


    def test_es_en_reads_the_spanish_side_its_gender_and_number(self):
        lemmas = N.noun_translations(LEXICON, "es-en")
        self.assertEqual(lemmas["cielo"], {"sky"})
        self.assertEqual(lemmas["influenza"], {"flu"})
        self.assertEqual(N.lemma("ballenas", lemmas, "es-en"), "ballena")
        self.assertEqual(N.singulars("camiones", "es")[-1], "camión")
        self.assertIn("luz", N.singulars("luces", "es"))
        lines = ["ballenas\twhales", "sienes\ttemples", "partido\tmatch\tsense\tgol", "partido\tparty",
                 "aerolínea\tairline"]
        genders = {"ballena": "f", "ballenas": "f", "partido": "m", "aerolínea": "f"}
        lemmas["partido"] = {"party"}
        got = N.candidates(lines, Counter(), genders, lemmas, 50, "es-en")
        # "sienes": no gender listed; "partido": a sense row's word.
        self.assertEqual(got, [("ballenas", "whales", "f", True), ("aerolínea", "airline", "f", False)])
        self.assertEqual(N.frame_sentences(got, "es-en"),
                         ["Vimos las ballenas ayer.", "Las ballenas estaban otra vez en las noticias.",
                          "Vimos la aerolínea ayer.", "La aerolínea estaba otra vez en las noticias."])
        rows = N.terms(got + [("tifón", "typhoon", "m", False)], "es-en")
        # No "Las ballenas" -> "The whales": a sentence's general subject is the plural alone.
        self.assertEqual(rows, [("El tifón", "The typhoon"), ("La aerolínea", "The airline"),
                                ("Un tifón", "A typhoon"), ("Una aerolínea", "An airline"),
                                ("ballenas", "whales"), ("del tifón", "of the typhoon"),
                                ("el tifón", "the typhoon"), ("la aerolínea", "the airline"),
                                ("las ballenas", "the whales"), ("un tifón", "a typhoon"),
                                ("una aerolínea", "an airline")])

    def test_an_english_target_in_the_american_spelling_the_lists_give(self):
        us, gb = {"legalization", "center", "colour"}, {"colour", "legalisation", "centre"}
        self.assertEqual(N.american("legalisation", us, gb), "legalization")
        self.assertEqual(N.american("centre", us, gb), "center")
        self.assertEqual(N.american("colour", us, gb), "colour")     # "color" in neither list
        self.assertEqual(N.american("plateaux", us, gb), "plateaux")

    def test_common_candidates_are_those_from_max_count_up(self):
        lines = ["whale\tballena", "airline\taerolínea", "files\tarchivos"]
        counts = Counter({"whale": 3, "airline": 120, "files": 900})
        genders = {"ballena": "f", "aerolínea": "f", "archivos": "m"}
        self.assertEqual(N.candidates(lines, counts, genders, self.lemmas, 500, min_count=50),
                         [("airline", "aerolínea", "f", False)])

    def test_a_common_noun_is_a_term_only_where_the_model_garbles_it_in_three_of_four_frames(self):
        lemmas = N.noun_translations(LEXICON + [("oil", "petróleo", "n", "both"), ("climate", "clima", "n", "both"),
                                                ("legalisation", "legalización", "n", "both")], "es-en")
        cands = [("petróleo", "oil", "m", False), ("clima", "climate", "m", False),
                 ("legalización", "legalisation", "f", False), ("ballenas", "whales", "f", True)]
        sentences = N.frame_sentences(cands, "es-en", N.COMMON_FRAMES)
        self.assertEqual(sentences[:4], ["Vimos el petróleo ayer.", "El petróleo estaba otra vez en las noticias.",
                                         "Hablamos de el petróleo durante la reunión.",
                                         "Nadie sabe dónde estaba el petróleo."])
        self.assertEqual(sentences[15], "Nadie sabe dónde estaban las ballenas.")
        self.assertEqual(N.frame_sentences(cands[3:], "en-es", N.COMMON_FRAMES)[3],
                         "Nobody knows where the ballenas were.")
        outputs = ["We saw the whisper.", "The hair was again in the news.", "We whisper during meeting.",
                   "Nobody knows where the oil was.",                       # one frame right: garbled
                   "Let's look at it.", "The weather was again in the news.",
                   "We know of the weather during the meeting.", "Nobody knows where the weather was.",  # a synonym
                   "We saw the legalization.", "The legalization was again in news.",
                   "Let's look at yesterday.", "Nobody knows where it was.",  # the American spelling, twice
                   "Let's look at you.", "Whales were again in the news.", "We know of the whales.",
                   "Nobody knows where the sales were."]
        american = lambda word: {word.replace("isation", "ization")}
        self.assertEqual(N.garbled_by_model(cands, outputs, lemmas, "es-en", american),
                         [("petróleo", "oil", "m", False)])
        # Without the other spelling the model's "legalization" is another word in two frames only.
        self.assertEqual(N.garbled_by_model(cands, outputs, lemmas, "es-en"),
                         [("petróleo", "oil", "m", False), ("legalización", "legalisation", "f", False)])
        with self.assertRaises(ValueError):
            N.garbled_by_model(cands, outputs[:-1], lemmas, "es-en")

    def test_one_english_word_each_time_is_wrong_where_rare_unrelated_and_no_cognate(self):
        class FakeWordNet:
            senses = {"inscription": [1], "weather": [2], "nine": [3], "wildcard": [4]}
            related = staticmethod(lambda a, b: {a, b} == {"climate", "weather"})
        counts = Counter({"niña": 63, "clima": 138, "inscripción": 58, "comodín": 212, "idoneidad": 105})
        wrong = N.english_wrong_word(counts, FakeWordNet())
        self.assertTrue(wrong(("niña", "girl", "f", False), "nine"))
        self.assertTrue(wrong(("idoneidad", "suitability", "f", False), "idoneity"))  # no English word
        self.assertFalse(wrong(("clima", "climate", "m", False), "weather"))           # related
        self.assertFalse(wrong(("inscripción", "registration", "f", False), "inscription"))  # a cognate
        self.assertFalse(wrong(("comodín", "joker", "m", False), "wildcard"))  # common: software's sense
        cands = [("niña", "girl", "f", False), ("clima", "climate", "m", False)]
        outputs = ["Let's see the nine.", "The nine was again in the news.", "We know of the fossel.",
                   "Nobody knows where the nine was.",
                   "We saw the weather.", "The weather was again in the news.", "We talked of the weather.",
                   "Nobody knows where the weather was."]
        self.assertEqual(N.garbled_by_model(cands, outputs, {}, "es-en", wrong_word=wrong),
                         [("niña", "girl", "f", False)])
        self.assertEqual(N.garbled_by_model(cands, outputs, {}, "es-en"), [])

    def test_a_plural_by_the_spanish_where_english_has_no_s(self):
        genders = {"alga": "f", "algas": "f", "aviador": "m", "aviadores": "m"}
        got = N.candidates(["algae\talgas", "alga\talga", "airmen\taviadores"], Counter(), genders, {}, 50)
        self.assertEqual(got, [("algae", "algas", "f", True), ("alga", "alga", "f", False),
                               ("airmen", "aviadores", "m", True)])
        self.assertIn(("the airmen", "los aviadores"), N.terms(got))


if __name__ == "__main__":
    unittest.main()
