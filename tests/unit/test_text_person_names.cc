// text/person_names.h: a listed given name and the capitalised words after it are a person's
// name, kept as written.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "text/person_names.h"

using heed::text::add_person_name_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::string> names_in(const std::string& text) {
  const auto given = [](std::string_view w) {
    return w == "John" || w == "Isaac" || w == "Ludwig" || w == "Henry" || w == "Juan" || w == "Pilar" ||
           w == "\xC3\x81ngel";  // Ángel
  };
  std::vector<GlossaryTerm> out;
  add_person_name_terms({text}, given, &out);
  std::vector<std::string> names;
  for (const GlossaryTerm& t : out) {
    CHECK(t.target == t.source);  // kept as written
    names.push_back(t.source);
  }
  return names;
}

using Names = std::vector<std::string>;

}  // namespace

TEST_CASE("a given name and the capitalised words after it are a name kept as written") {
  CHECK(names_in("Isaac Smith said that John F. Kennedy won.") == Names{"Isaac Smith", "John F. Kennedy"});
  CHECK(names_in("Music by Ludwig van Beethoven.") == Names{"Ludwig van Beethoven"});
  CHECK(names_in("Juan P\xC3\xA9rez y \xC3\x81ngel Mart\xC3\xADn llegaron.") ==
        Names{"Juan P\xC3\xA9rez", "\xC3\x81ngel Mart\xC3\xADn"});
  CHECK(names_in("Pilar Rubio y Juan de la Cierva.") == Names{"Pilar Rubio", "Juan de la Cierva"});
  CHECK(names_in("Juan O'Brien-Smith came.") == Names{"Juan O'Brien-Smith"});
}

TEST_CASE("no name without a capitalised word after it, inside a word, or ending in a Roman numeral") {
  CHECK(names_in("John said it; Henry VIII had six wives.").empty());
  CHECK(names_in("Johnson Smith and xJohn Smith.").empty());
  CHECK(names_in("I met John. Smith was there, and John de la casa.").empty());
  CHECK(names_in("JOHN SMITH and john smith.").empty());
}
