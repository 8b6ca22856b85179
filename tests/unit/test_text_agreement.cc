// Spanish adjectives take the form their noun's determiner asks for (engine/src/text/agreement.h).
#include <catch2/catch.hpp>

#include <string>

#include "text/agreement.h"

using heed::text::agreeing_form;
using heed::text::is_valid_forms;
using heed::text::spanish_agreement;

namespace {
constexpr int kMasculineSingular = 0, kFeminineSingular = 1, kMasculinePlural = 2, kFemininePlural = 3;
const std::string kOlympic = "ol\xC3\xAD" "mpico|ol\xC3\xAD" "mpica|ol\xC3\xAD" "mpicos|ol\xC3\xAD" "mpicas";
}  // namespace

TEST_CASE("a determiner and its noun give the gender and number") {
  CHECK(spanish_agreement("Volvieron a los juegos ") == kMasculinePlural);
  CHECK(spanish_agreement("en la regi\xC3\xB3n ") == kFeminineSingular);
  CHECK(spanish_agreement("de todas las religiones ") == kFemininePlural);
  CHECK(spanish_agreement("La Rep\xC3\xBA" "blica ") == kFeminineSingular);  // capitalised, as it opens
  CHECK(spanish_agreement("EN UNA MANERA ") == kFeminineSingular);           // all capitals
  CHECK(spanish_agreement("del pueblo ") == kMasculineSingular);
  CHECK(spanish_agreement("unos ") == kMasculinePlural);                      // the adjective before the noun
}

TEST_CASE("a determiner of number only leaves the gender to the noun's ending") {
  CHECK(spanish_agreement("sus naciones ") == kFemininePlural);
  CHECK(spanish_agreement("su ciudad ") == kFeminineSingular);
  CHECK(spanish_agreement("sus casas ") == kFemininePlural);
  CHECK(spanish_agreement("su problema ") == kMasculineSingular);  // the Greek -ma nouns
  CHECK(spanish_agreement("sus idiomas ") == kMasculinePlural);
  CHECK(spanish_agreement("cada d\xC3\xAD" "a ") == kMasculineSingular);
  CHECK(spanish_agreement("dos pueblos ") == kMasculinePlural);
}

TEST_CASE("anything but a determiner and at most one word before it says nothing") {
  CHECK(spanish_agreement("") == -1);
  CHECK(spanish_agreement("Los estudiantes hablan ") == -1);  // the word is the language: "hablan español"
  CHECK(spanish_agreement("La ciudad es ") == -1);
  CHECK(spanish_agreement("las ciudades, ") == -1);           // punctuation ends the phrase
  CHECK(spanish_agreement("en 3 ciudades ") == -1);
  CHECK(spanish_agreement("juegos ") == -1);
}

TEST_CASE("the form written is the one that agrees, masculine singular when nothing says") {
  CHECK(agreeing_form(kOlympic, "a los juegos ") == "ol\xC3\xAD" "mpicos");
  CHECK(agreeing_form(kOlympic, "la llama ") == "ol\xC3\xAD" "mpica");
  CHECK(agreeing_form(kOlympic, "las medallas ") == "ol\xC3\xAD" "mpicas");
  CHECK(agreeing_form(kOlympic, "Es ") == "ol\xC3\xAD" "mpico");
  CHECK(agreeing_form("polic\xC3\xAD" "a", "las ") == "polic\xC3\xAD" "a");  // one form: as it is
}

TEST_CASE("a target is one form or four non-empty ones") {
  CHECK(is_valid_forms(kOlympic));
  CHECK(is_valid_forms("croata"));
  CHECK_FALSE(is_valid_forms(""));
  CHECK_FALSE(is_valid_forms("a|b|c"));
  CHECK_FALSE(is_valid_forms("a||c|d"));
  CHECK_FALSE(is_valid_forms("a|b|c|d|e"));
  CHECK_FALSE(is_valid_forms("a|b|c|"));
}
