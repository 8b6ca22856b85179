// Spanish adjectives take the form their noun's determiner asks for (engine/src/text/agreement.h).
#include <catch2/catch.hpp>

#include <string>

#include "text/agreement.h"

using heed::text::AdjectiveForms;
using heed::text::agreeing_form;
using heed::text::agreeing_index;
using heed::text::is_valid_forms;
using heed::text::opens_with_stressed_a;
using heed::text::spanish_agreement;
using heed::text::split_forms;

namespace {
constexpr int kMasculineSingular = 0, kFeminineSingular = 1, kMasculinePlural = 2, kFemininePlural = 3;
const std::string kOlympic = "ol\xC3\xAD" "mpico|ol\xC3\xAD" "mpica|ol\xC3\xAD" "mpicos|ol\xC3\xAD" "mpicas";

// The form index the text asks of a copied word (its dictionary form: masculine singular).
int asked(const std::string& before) { return agreeing_index(spanish_agreement(before), 0); }
// Whether the text says nothing at all.
bool silent(const std::string& before) {
  const auto a = spanish_agreement(before);
  return a.gender < 0 && a.number < 0;
}
}  // namespace

TEST_CASE("a determiner and its noun give the gender and number") {
  CHECK(asked("Volvieron a los juegos ") == kMasculinePlural);
  CHECK(asked("en la regi\xC3\xB3n ") == kFeminineSingular);
  CHECK(asked("de todas las religiones ") == kFemininePlural);
  CHECK(asked("La Rep\xC3\xBA" "blica ") == kFeminineSingular);  // capitalised, as it opens
  CHECK(asked("EN UNA MANERA ") == kFeminineSingular);           // all capitals
  CHECK(asked("del pueblo ") == kMasculineSingular);
  CHECK(asked("las llaves ") == kFemininePlural);                 // an ending that says nothing
  CHECK(asked("unos ") == kMasculinePlural);                      // the adjective before the noun
  CHECK(asked("La m\xC3\xA1s ") == kFeminineSingular);            // "la más violenta"
}

TEST_CASE("a determiner of number only leaves the gender to the noun's ending") {
  CHECK(asked("sus naciones ") == kFemininePlural);
  CHECK(asked("su ciudad ") == kFeminineSingular);
  CHECK(asked("su problema ") == kMasculineSingular);  // the Greek -ma nouns
  CHECK(asked("sus idiomas ") == kMasculinePlural);
  CHECK(asked("cada d\xC3\xAD" "a ") == kMasculineSingular);
  CHECK(asked("sus poetas ") == kMasculinePlural);
  // An ending that says nothing, or no noun at all: the number only; the gender stays.
  const auto key = spanish_agreement("sus llaves ");
  CHECK((key.gender == -1 && key.number == 1));
  CHECK(agreeing_index(key, kFeminineSingular) == kFemininePlural);
  CHECK(agreeing_index(spanish_agreement("dos "), kFemininePlural) == kFemininePlural);  // "dos políticas" stays
}

TEST_CASE("a person's noun in -a of either gender takes its determiner's") {
  CHECK(asked("Los atletas ") == kMasculinePlural);     // the ending had said feminine, the determiner masculine: nothing
  CHECK(asked("la atleta ") == kFeminineSingular);
  CHECK(asked("los astronautas ") == kMasculinePlural);
  const auto either = spanish_agreement("sus colegas ");  // a determiner of number only: the number
  CHECK((either.gender == -1 && either.number == 1));
}

TEST_CASE("anything but a determiner and at most one noun before it says nothing") {
  CHECK(silent(""));
  CHECK(silent("Los estudiantes hablan "));  // the word is the language: "hablan español"
  CHECK(silent("La ciudad es "));
  CHECK(silent("las ciudades, "));           // punctuation ends the phrase
  CHECK(silent("en 3 ciudades "));
  CHECK(silent("juegos "));
  CHECK(silent("la de "));                   // "la de divina": no noun
  CHECK(silent("de otros es "));
}

TEST_CASE("a noun that contradicts its determiner, or el before a feminine noun, says nothing") {
  CHECK(silent("la mano "));         // feminine, though -o: the ending cannot be trusted here
  CHECK(silent("Los casas "));       // the model's own slip
  CHECK(silent("los juego "));       // a plural determiner, a singular noun
  CHECK(silent("el agua "));         // "el agua fría"
  CHECK(asked("el a\xC3\xB1o ") == kMasculineSingular);
}

TEST_CASE("a superlative after its noun agrees with the noun's determiner") {
  CHECK(asked("la estaci\xC3\xB3n m\xC3\xA1s ") == kFeminineSingular);
  CHECK(asked("las playas menos ") == kFemininePlural);
  CHECK(asked("el edificio m\xC3\xA1s ") == kMasculineSingular);
  // No determiner before the noun, or no noun: nothing said.
  CHECK(silent("playas m\xC3\xA1s "));
  CHECK(silent("es m\xC3\xA1s "));
  CHECK(silent("la mano m\xC3\xA1s "));  // its ending contradicts its article
}

TEST_CASE("a noun opens with a stressed a only where its stress falls on that a") {
  for (const char* noun : {"agua", "alma", "aula", "hacha", "hambre", "ansia", "haya", "ave", "\xC3\xA1rea",
                           "\xC3\xA1guila", "h\xC3\xA1" "bitat"}) {
    CHECK(opens_with_stressed_a(noun));
  }
  // Three syllables or more (stress on the second-last), a written accent elsewhere, a last
  // syllable stressed by its consonant, or no a first.
  for (const char* noun : {"arquitectura", "harina", "aguja", "aurora", "abeja", "acci\xC3\xB3n", "azar", "escuela", ""}) {
    CHECK_FALSE(opens_with_stressed_a(noun));
  }
  CHECK(asked("la harina ") == kFeminineSingular);
  CHECK(silent("el harina "));  // contradicts: "harina" is no "agua"
}

TEST_CASE("the form written is the one that agrees, masculine singular when nothing says") {
  CHECK(agreeing_form(kOlympic, "a los juegos ") == "ol\xC3\xAD" "mpicos");
  CHECK(agreeing_form(kOlympic, "la llama ") == "ol\xC3\xAD" "mpica");
  CHECK(agreeing_form(kOlympic, "las medallas ") == "ol\xC3\xAD" "mpicas");
  CHECK(agreeing_form(kOlympic, "Es ") == "ol\xC3\xAD" "mpico");
  CHECK(agreeing_form("polic\xC3\xAD" "a", "las ") == "polic\xC3\xAD" "a");  // one form: as it is
}

TEST_CASE("a target is one form or four non-empty ones") {
  AdjectiveForms forms;
  REQUIRE(split_forms(kOlympic, &forms));
  CHECK(forms[3] == "ol\xC3\xAD" "mpicas");
  CHECK(is_valid_forms(kOlympic));
  CHECK(is_valid_forms("croata"));
  CHECK_FALSE(is_valid_forms(""));
  CHECK_FALSE(is_valid_forms("a|b|c"));
  CHECK_FALSE(is_valid_forms("a||c|d"));
  CHECK_FALSE(is_valid_forms("a|b|c|d|e"));
  CHECK_FALSE(is_valid_forms("a|b|c|"));
}
