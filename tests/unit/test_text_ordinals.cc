// Spanish ordinals and number signs become English glossary terms (engine/src/text/ordinals.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/ordinals.h"

using heed::text::add_ordinal_terms;
using heed::text::CopiedWord;
using heed::text::spanish_ordinal_spellings;
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

namespace {

// The RAE's spelling the en -> es rule gives the model's `written`, or "" where it has none.
std::string spelled(const std::string& sentence, const std::string& written, const std::string& from = "en",
                    const std::string& to = "es") {
  for (const CopiedWord& c : spanish_ordinal_spellings(sentence, from, to)) {
    if (c.source == written) return c.target;
  }
  return "";
}

}  // namespace

TEST_CASE("en -> es: the model's spellings of an English ordinal become the RAE's") {
  const std::string o = "\xC2\xBA", a = "\xC2\xAA";
  CHECK(spelled("The 1st place winner", "1o") == "1." + o);
  CHECK(spelled("The 1st place winner", "1a") == "1." + a);
  CHECK(spelled("the 3rd edition", "3ra") == "3." + a);
  CHECK(spelled("on the 4th floor", "4to") == "4." + o);
  CHECK(spelled("the 2nd and the 22nd", "2do") == "2." + o);
  CHECK(spelled("the 2nd and the 22nd", "22nd") == "22." + o);
  CHECK(spelled("the 100th anniversary", "100o") == "100." + o);
  CHECK(spelled("the 1st ones", "1os") == "1.os");
  CHECK(spelled("the 3rd time", "3er") == "3.er");
  CHECK(spelled("the 7th", "7" + o) == "7." + o);
  // Each spelling once, however often the ordinal comes.
  CHECK(spanish_ordinal_spellings("1st, 1st and 1st", "en", "es").size() == spanish_ordinal_spellings("1st", "en", "es").size());
}

TEST_CASE("en -> es: no ordinal where the suffix is wrong, inside a longer token, or for other pairs") {
  CHECK(spanish_ordinal_spellings("1th 2st 11st 12nd 13rd v2nd 1.2nd 3rdparty 12345th 1,2nd", "en", "es").empty());
  CHECK(spelled("the 11th", "11o") == "11.\xC2\xBA");
  CHECK(spanish_ordinal_spellings("the 1st place", "es", "en").empty());
  CHECK(spanish_ordinal_spellings("the 1st place", "en", "de").empty());
}

TEST_CASE("es: 1.º and 3.º (21.º, 103.º) shorten before a masculine noun; no other ordinal does") {
  using heed::text::apocopated_ordinal;
  const std::string o = "\xC2\xBA";
  CHECK(apocopated_ordinal("1." + o) == "1.er");
  CHECK(apocopated_ordinal("3." + o) == "3.er");
  CHECK(apocopated_ordinal("21." + o) == "21.er");
  CHECK(apocopated_ordinal("103." + o) == "103.er");
  for (const std::string& other : std::vector<std::string>{"2." + o, "11." + o, "13." + o, "111." + o, "1.\xC2\xAA", "1o", "x1." + o, "12345." + o}) {
    CHECK(apocopated_ordinal(other).empty());
  }
}
