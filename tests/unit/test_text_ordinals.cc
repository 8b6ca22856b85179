// Spanish ordinals and number signs become English glossary terms (engine/src/text/ordinals.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/ordinals.h"

using heed::text::add_ordinal_terms;
using heed::text::english_ordinal_suffix;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::string> ordinals(const std::string& text, const std::string& from = "es", const std::string& to = "en") {
  std::vector<GlossaryTerm> terms;
  add_ordinal_terms({text}, from, to, &terms);
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target);
  return out;
}

}  // namespace

TEST_CASE("English's ordinal suffixes, the teens too") {
  CHECK(english_ordinal_suffix(1) == "st");
  CHECK(english_ordinal_suffix(2) == "nd");
  CHECK(english_ordinal_suffix(3) == "rd");
  CHECK(english_ordinal_suffix(4) == "th");
  CHECK(english_ordinal_suffix(11) == "th");
  CHECK(english_ordinal_suffix(12) == "th");
  CHECK(english_ordinal_suffix(13) == "th");
  CHECK(english_ordinal_suffix(21) == "st");
  CHECK(english_ordinal_suffix(112) == "th");
  CHECK(english_ordinal_suffix(0) == "th");
}

TEST_CASE("es -> en: a Spanish ordinal in any of its forms, and the number sign") {
  CHECK(ordinals("2.\xC2\xBA piso, 1.\xC2\xAA posici\xC3\xB3n, 1.er lugar, 3\xC2\xBA y 11.\xC2\xAA edici\xC3\xB3n; los 1.os") ==
        std::vector<std::string>{"2.\xC2\xBA -> 2nd", "1.\xC2\xAA -> 1st", "1.er -> 1st", "3\xC2\xBA -> 3rd",
                                 "11.\xC2\xAA -> 11th", "1.os -> 1st", });
  CHECK(ordinals("Avda. Mayor, n\xC2\xBA 5; el N.\xC2\xBA" "12 y n\xC3\xBAm. 3") ==
        std::vector<std::string>{"n\xC2\xBA -> No.", "N.\xC2\xBA -> No.", "n\xC3\xBAm. -> No."});
}

TEST_CASE("no ordinal inside a longer token, after a letter, or before one; none for other pairs") {
  CHECK(ordinals("v2.\xC2\xBA, 1.era, 2.osa, 1.2.\xC2\xBA, 12345.\xC2\xBA, 1.o, versi\xC3\xB3n 2.0, kn\xC2\xBA").empty());
  CHECK(ordinals("2.\xC2\xBA piso", "en", "es").empty());
}
