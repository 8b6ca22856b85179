// text/percent_change.h: Spanish "un 5 %" after a change is English "by 5%", and back.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/percent_change.h"

using heed::text::add_percent_change_terms;
using heed::text::GlossaryTerm;

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

Pairs terms_of(const std::string& text, const char* from = "es", const char* to = "en") {
  std::vector<GlossaryTerm> out;
  add_percent_change_terms({text}, from, to, &out);
  Pairs pairs;
  for (const GlossaryTerm& t : out) pairs.emplace_back(t.source, t.target);
  return pairs;
}

const std::string kNbsp = "\xC2\xA0";

}  // namespace

TEST_CASE("es-en: un before a percentage is by, the number written the English way") {
  // "Las ventas cayeron un 5 % en marzo" had come out "Sales fell a 5% in March".
  CHECK(terms_of("Las ventas cayeron un 5 % en marzo.") == Pairs{{"un 5 %", "by 5%"}});
  CHECK(terms_of("El paro bajó un 2,5% y el PIB creció un 1.200" + kNbsp + "%.") ==
        Pairs{{"un 2,5%", "by 2.5%"}, {"un 1.200" + kNbsp + "%", "by 1,200%"}});
  CHECK(terms_of("Subieron un 10 por ciento.") == Pairs{{"un 10 por ciento", "by 10 percent"}});
}

TEST_CASE("en-es: by before a percentage is un, the number written the Spanish way") {
  // "Sales fell by 5% in March" had come out "Las ventas cayeron por 5 % en marzo".
  CHECK(terms_of("Sales fell by 5% in March.", "en", "es") == Pairs{{"by 5%", "un 5" + kNbsp + "%"}});
  CHECK(terms_of("It grew by 2.5 percent, then by 10 per cent.", "en", "es") ==
        Pairs{{"by 2.5 percent", "un 2,5 por ciento"}, {"by 10 per cent", "un 10 por ciento"}});
}

TEST_CASE("no term for a share, a number in words, no percentage, inside a word, or another pair") {
  CHECK(terms_of("Obtuvo un 30 % de los votos.").empty());               // a share of the votes
  CHECK(terms_of("It was backed by 40% of voters.", "en", "es").empty());
  CHECK(terms_of("Subieron un diez por ciento.").empty());               // words: the model's
  CHECK(terms_of("Compró un 5 de copas.").empty());
  CHECK(terms_of("Ningún 5 %.").empty());
  CHECK(terms_of("nearby 5% of", "en", "es").empty());
  CHECK(terms_of("Subieron un 5 %.", "es", "de").empty());
  CHECK(terms_of("un 5 %x").empty());
}
