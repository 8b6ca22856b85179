// Ages written before a noun become glossary terms for en -> es (engine/src/text/ages.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/ages.h"

using heed::text::add_age_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<GlossaryTerm> ages(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_age_terms({text}, from, to, &terms);
  return terms;
}

}  // namespace

TEST_CASE("an age before a noun becomes a term the output moves after the noun") {
  const auto terms = ages("The 30-year-old husband and a 1-year-old child met a 6-month-old dog.");
  REQUIRE(terms.size() == 3);
  CHECK(terms[0].source == "30-year-old");
  CHECK(terms[0].target == "de 30 a\xC3\xB1os");
  CHECK(terms[0].after_next_word);
  CHECK(terms[1].target == "de 1 a\xC3\xB1o");  // one: singular
  CHECK(terms[2].source == "6-month-old");
  CHECK(terms[2].target == "de 6 meses");
  CHECK(ages("a 3-week-old and a 2-day-old")[1].target == "de 2 d\xC3\xAD" "as");
}

TEST_CASE("only whole ages of one to three digits, once each, and only en -> es") {
  CHECK(ages("15-year-olds took the test").empty());          // a noun, not a modifier
  CHECK(ages("A1234-year-old, 1.5-year-old, x-year-old, 1000-year-old ruins").empty());
  CHECK(ages("a 21-year-old and another 21-year-old").size() == 1);
  CHECK(ages("a 21-year-old", "es", "en").empty());
  CHECK(ages("a 21-year-old", "en", "de").empty());
  std::vector<GlossaryTerm> terms = {{"21-year-old", "de veintiún años"}};  // the caller's own wins
  add_age_terms({"a 21-year-old"}, "en", "es", &terms);
  CHECK(terms.size() == 1);
}

TEST_CASE("es -> en: an age set off by a comma is aged N") {
  const auto terms = ages("Vidal, de 28 a\xC3\xB1os de edad, se uni\xC3\xB3. El c\xC3\xB3nyuge, de 30 a\xC3\xB1os y oriundo de all\xC3\xAD.", "es", "en");
  REQUIRE(terms.size() == 2);
  CHECK(terms[0].source == "de 28 a\xC3\xB1os de edad");
  CHECK(terms[0].target == "aged 28");
  CHECK_FALSE(terms[0].after_next_word);
  CHECK(terms[1].source == "de 30 a\xC3\xB1os");
  // No comma, or no apposition: a span of time, a building's age.
  CHECK(ages("un plazo de 10 a\xC3\xB1os, y a la edad de 15 a\xC3\xB1os.", "es", "en").empty());
  CHECK(ages("el puente, de 48 a\xC3\xB1os de antig\xC3\xBC" "edad, cruza", "es", "en").empty());
  CHECK(ages("Ana, de 1234 a\xC3\xB1os, y Eva, de 5 a\xC3\xB1osos.", "es", "en").empty());
}

TEST_CASE("a stretch or a size before a noun is a term like an age") {
  const auto terms = ages("A 10-minute walk, a 24-hour strike, the 100-metre ship, a 1-storey house and a 30-year-old.");
  REQUIRE(terms.size() == 5);
  CHECK(terms[0].source == "10-minute");
  CHECK(terms[0].target == "de 10 minutos");
  CHECK(terms[0].after_next_word);
  CHECK(terms[1].target == "de 24 horas");
  CHECK(terms[2].target == "de 100 metros");
  CHECK(terms[3].target == "de 1 piso");
  CHECK(terms[4].source == "30-year-old");
  // Scores, ranges, longer compounds, words glued on, version numbers: none.
  CHECK(ages("The score was 2-1; pages 3-5; a 2-hour-long film; 10-minutes; v1.5-hour; 1.2.5-hour; x10-day; 1000-year").empty());
  // A decimal takes Spanish's comma; a screen's inches, a hotel's stars, a flat's bedrooms.
  const auto sizes = ages("A 6.1-inch display, a 5-star hotel, a 1.5-hour film and a 2-bedroom flat.");
  REQUIRE(sizes.size() == 4);
  CHECK(sizes[0].source == "6.1-inch");
  CHECK(sizes[0].target == "de 6,1 pulgadas");
  CHECK(sizes[1].target == "de 5 estrellas");
  CHECK(sizes[2].target == "de 1,5 horas");
  CHECK(sizes[3].target == "de 2 dormitorios");
  CHECK(ages("a 10-minute walk", "es", "en").empty());
}
