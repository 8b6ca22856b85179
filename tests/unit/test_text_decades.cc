// Decades after "the" become glossary terms for en -> es (engine/src/text/decades.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/decades.h"

using heed::text::add_decade_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<GlossaryTerm> decades(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_decade_terms({text}, from, to, &terms);
  return terms;
}

}  // namespace

TEST_CASE("a decade after the becomes la década de, the article included") {
  const auto terms = decades("In the 1960s he left; The 1830s were quiet; since the 1970s.");
  REQUIRE(terms.size() == 3);
  CHECK(terms[0].source == "the 1960s");
  CHECK(terms[0].target == "la d\xC3\xA9" "cada de 1960");
  CHECK(terms[1].source == "The 1830s");
  CHECK(terms[2].target == "la d\xC3\xA9" "cada de 1970");
}

TEST_CASE("only four digits ending in 0 after the, whole, once each, and only en -> es") {
  CHECK(decades("1980s music, the 1985s, the 90s, the '80s, the 1990s-era car, the 12340s").empty());
  CHECK(decades("other 1970s, bathe 1970s").empty());
  CHECK(decades("the 1970s and again the 1970s").size() == 1);
  CHECK(decades("the 1970s", "es", "en").empty());
}

TEST_CASE("es -> en: la década de 1970 becomes the 1970s") {
  const auto terms = decades("En la d\xC3\xA9" "cada de 1960 volvi\xC3\xB3; La d\xC3\xA9" "cada de 1830 fue tranquila.", "es", "en");
  REQUIRE(terms.size() == 2);
  CHECK(terms[0].source == "la d\xC3\xA9" "cada de 1960");
  CHECK(terms[0].target == "the 1960s");
  CHECK(terms[1].source == "La d\xC3\xA9" "cada de 1830");
  CHECK(decades("una d\xC3\xA9" "cada de 1960, la d\xC3\xA9" "cada de 1965, la d\xC3\xA9" "cada de 19600", "es", "en").empty());
}
