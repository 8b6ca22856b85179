// text/time_ago.h: English's "two years ago" is Spanish's "hace dos años", each stretch a
// glossary term with its number, its quantity and its unit.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "text/time_ago.h"

using heed::text::add_time_ago_terms;
using heed::text::GlossaryTerm;

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

Pairs terms_of(const std::string& text, const char* from, const char* to) {
  std::vector<GlossaryTerm> out;
  add_time_ago_terms({text}, from, to, &out);
  Pairs pairs;
  for (const GlossaryTerm& t : out) pairs.emplace_back(t.source, t.target);
  return pairs;
}

}  // namespace

TEST_CASE("en-es: a stretch of time before ago is hace and the stretch, its unit's gender agreeing") {
  CHECK(terms_of("She moved to London two years ago.", "en", "es") == Pairs{{"two years ago", "hace dos a\xC3\xB1os"}});
  CHECK(terms_of("An hour ago it rained; a week ago, 10 days ago.", "en", "es") ==
        Pairs{{"An hour ago", "Hace una hora"}, {"a week ago", "hace una semana"}, {"10 days ago", "hace 10 d\xC3\xAD" "as"}});
  CHECK(terms_of("A few months ago and about 20 years ago.", "en", "es") ==
        Pairs{{"A few months ago", "Hace unos meses"}, {"about 20 years ago", "hace unos 20 a\xC3\xB1os"}});
  CHECK(terms_of("Several weeks ago, more than a century ago, years ago.", "en", "es") ==
        Pairs{{"Several weeks ago", "Hace varias semanas"}, {"more than a century ago", "hace m\xC3\xA1s de un siglo"},
              {"years ago", "hace a\xC3\xB1os"}});
  CHECK(terms_of("It happened a long time ago, and long ago.", "en", "es") ==
        Pairs{{"a long time ago", "hace mucho tiempo"}, {"long ago", "hace mucho tiempo"}});
}

TEST_CASE("en-es: no term without a stretch of time right before ago, or for another pair") {
  CHECK(terms_of("The agony of two years, agog.", "en", "es").empty());
  CHECK(terms_of("Two books ago; a year agone.", "en", "es").empty());
  CHECK(terms_of("She moved two years ago.", "es", "de").empty());
}

TEST_CASE("es-en: hace and a stretch of time is the stretch and ago; desde hace is for") {
  CHECK(terms_of("Se mud\xC3\xB3 hace dos a\xC3\xB1os.", "es", "en") == Pairs{{"hace dos a\xC3\xB1os", "two years ago"}});
  CHECK(terms_of("Hace una hora y hace un mes.", "es", "en") == Pairs{{"Hace una hora", "An hour ago"}, {"hace un mes", "a month ago"}});
  CHECK(terms_of("Hace unos meses; hace unos 20 a\xC3\xB1os; hace pocos d\xC3\xAD" "as.", "es", "en") ==
        Pairs{{"Hace unos meses", "A few months ago"}, {"hace unos 20 a\xC3\xB1os", "about 20 years ago"},
              {"hace pocos d\xC3\xAD" "as", "a few days ago"}});
  CHECK(terms_of("Vivo aqu\xC3\xAD desde hace diez a\xC3\xB1os.", "es", "en") == Pairs{{"desde hace diez a\xC3\xB1os", "for ten years"}});
  CHECK(terms_of("Ocurri\xC3\xB3 hace mucho tiempo.", "es", "en") == Pairs{{"hace mucho tiempo", "a long time ago"}});
}

TEST_CASE("es-en: hace that does or is the weather keeps its own meaning") {
  CHECK(terms_of("Hace dos horas de ejercicio al d\xC3\xAD" "a.", "es", "en").empty());
  CHECK(terms_of("Hoy hace un d\xC3\xAD" "a precioso.", "es", "en").empty());
  CHECK(terms_of("Hace calor y hace tres goles.", "es", "en").empty());
  CHECK(terms_of("Deshace dos a\xC3\xB1os.", "es", "en").empty());
}
