// Centuries become glossary terms both ways (engine/src/text/centuries.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/centuries.h"

using heed::text::add_century_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::string> centuries(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_century_terms({text}, from, to, &terms);
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target + (t.after_next_word ? " (after the noun)" : ""));
  return out;
}

}  // namespace

TEST_CASE("Roman numerals of 1 to 21, both ways") {
  CHECK(heed::text::roman_numeral(15) == "XV");
  CHECK(heed::text::roman_numeral(19) == "XIX");
  CHECK(heed::text::roman_numeral(21) == "XXI");
  CHECK(heed::text::roman_numeral(22).empty());
  CHECK(heed::text::roman_value("XVIII") == 18);
  CHECK(heed::text::roman_value("IIII") == 0);
  CHECK(heed::text::roman_value("") == 0);
}

TEST_CASE("an English century is Spanish's siglo with a Roman numeral, its article included") {
  CHECK(centuries("In the 15th century and The 21st century; by 9th century.") ==
        std::vector<std::string>{"the 15th century -> el siglo XV", "The 21st century -> el siglo XXI",
                                 "9th century -> siglo IX"});
  CHECK(centuries("a 17th-century convent") == std::vector<std::string>{"17th-century -> del siglo XVII (after the noun)"});
  // Wrong ordinals, other numbers, plurals and longer words are left alone.
  CHECK(centuries("the 15st century, the 22nd century, the 19th centuries, 3.5th century, the 2nd centurylink").empty());
  CHECK(centuries("the 15th century", "en", "de").empty());
}

TEST_CASE("an English century in words, or two of them, is Spanish's siglo too") {
  CHECK(centuries("In the nineteenth century and The Twenty-first Century.") ==
        std::vector<std::string>{"the nineteenth century -> el siglo XIX", "The Twenty-first Century -> el siglo XXI"});
  CHECK(centuries("during the nineteenth and twentieth centuries, and 19th and 20th centuries") ==
        std::vector<std::string>{"the nineteenth and twentieth centuries -> los siglos XIX y XX",
                                 "19th and 20th centuries -> siglos XIX y XX"});
  CHECK(centuries("a nineteenth-century novel") == std::vector<std::string>{"nineteenth-century -> del siglo XIX (after the noun)"});
  // In words only after "the" (a cricket century is a hundred runs); never "century-old",
  // "firsthand", or two centuries out of order.
  CHECK(centuries("his first century, a 15th century-old bridge, firsthand century, the 20th and 19th centuries").empty());
  CHECK(centuries("the 19th and ").empty());  // the text ends where a second ordinal would begin
}

TEST_CASE("a Spanish siglo with a Roman numeral is the English ordinal century") {
  // With the preposition before it: the model had written "built on the 13th century".
  CHECK(centuries("En el siglo XV y a finales del Siglo XVIII.", "es", "en") ==
        std::vector<std::string>{"En el siglo XV -> In the 15th century", "a finales del Siglo XVIII -> in the late 18th century"});
  CHECK(centuries("Desde el siglo IX.", "es", "en") == std::vector<std::string>{"siglo IX -> the 9th century"});
  CHECK(centuries("El siglo XX y durante el siglo XVI.", "es", "en") ==
        std::vector<std::string>{"siglo XX -> the 20th century", "durante el siglo XVI -> during the 16th century"});
  CHECK(centuries("el siglo XXII, el siglo XVa, el subsiglo XV, el siglo 15", "es", "en").empty());
}
