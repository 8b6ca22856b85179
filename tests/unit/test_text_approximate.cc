// text/approximate.h: Spanish "unos"/"unas" before a number is English "about".
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/approximate.h"

using heed::text::add_approximate_number_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<std::pair<std::string, std::string>> terms_of(const std::string& text, const char* from = "es", const char* to = "en") {
  std::vector<GlossaryTerm> out;
  add_approximate_number_terms({text}, from, to, &out);
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const GlossaryTerm& t : out) pairs.emplace_back(t.source, t.target);
  return pairs;
}

using Pairs = std::vector<std::pair<std::string, std::string>>;

}  // namespace

TEST_CASE("unos or unas before a number in digits or words is about, the number written the English way") {
  CHECK(terms_of("La ciudad tiene unos 80.000 habitantes.") == Pairs{{"unos 80.000", "about 80,000"}});
  CHECK(terms_of("Unos 200 manifestantes y unas 3,5 toneladas.") == Pairs{{"unas 3,5", "about 3.5"}, {"Unos 200", "About 200"}});
  CHECK(terms_of("Dura unas tres horas; vinieron unos cien.") == Pairs{{"unos cien", "about a hundred"}, {"unas tres", "about three"}});
}

TEST_CASE("cerca de before a number is nearly; before a noun it stays near") {
  CHECK(terms_of("Cerca de 200 personas y cerca de cien mil taínos.") ==
        Pairs{{"cerca de cien mil", "nearly a hundred thousand"}, {"Cerca de 200", "Nearly 200"}});
  CHECK(terms_of("Vive cerca de la playa, cerca de Dosbarrios.").empty());
}

TEST_CASE("no term before a noun, inside a word, before a glued unit, or for another pair") {
  CHECK(terms_of("Me compré unos zapatos y unas dosis.").empty());
  CHECK(terms_of("algunos 20 coches").empty());
  CHECK(terms_of("unos 20kg").empty());
  CHECK(terms_of("unos 200", "en", "es").empty());
  CHECK(terms_of("unos 200", "es", "de").empty());
}

TEST_CASE("en-es: about, around, nearly and almost before a number are alrededor de and casi") {
  CHECK(terms_of("A population of about 1,500 people.", "en", "es") == Pairs{{"about 1,500", "alrededor de 1500"}});
  CHECK(terms_of("About 200 came; nearly three hours; around 2.5 tons.", "en", "es") ==
        Pairs{{"About 200", "Alrededor de 200"}, {"around 2.5", "alrededor de 2,5"}, {"nearly three", "casi tres"}});
  // A number another term translates whole: a time, an era, a scale.
  CHECK(terms_of("at around 9:30 am, about 1000 BC, about 2.5 million", "en", "es").empty());
  CHECK(terms_of("about the 200", "en", "es").empty());
}
