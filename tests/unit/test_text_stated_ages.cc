// text/stated_ages.h: a person's age as Spanish has it ("tiene 7 años", "a los 90 años") and as
// English is it ("is 7 years old", "at the age of 90"), each phrase a glossary term.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "text/stated_ages.h"

using heed::text::add_stated_age_terms;
using heed::text::GlossaryTerm;

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

Pairs terms_of(const std::string& text, const char* from = "es", const char* to = "en") {
  std::vector<GlossaryTerm> out;
  add_stated_age_terms({text}, from, to, &out);
  Pairs pairs;
  for (const GlossaryTerm& t : out) pairs.emplace_back(t.source, t.target);
  return pairs;
}

}  // namespace

TEST_CASE("es-en: a form of tener before N años is an age, with its pronoun where there is one") {
  CHECK(terms_of("Mi hija tiene 7 años.") == Pairs{{"tiene 7 a\xC3\xB1os", "is 7 years old"}});
  CHECK(terms_of("El hombre, que tiene 45 a\xC3\xB1os de edad, y la v\xC3\xAD" "ctima, que ten\xC3\xAD" "a 23 a\xC3\xB1os.") ==
        Pairs{{"tiene 45 a\xC3\xB1os de edad", "is 45 years old"}, {"ten\xC3\xAD" "a 23 a\xC3\xB1os", "was 23 years old"}});
  CHECK(terms_of("Tengo 30 a\xC3\xB1os y vivo aqu\xC3\xAD.") == Pairs{{"Tengo 30 a\xC3\xB1os", "I am 30 years old"}});
  CHECK(terms_of("\xC3\x89l tiene dieciocho a\xC3\xB1os; su hijo, un a\xC3\xB1o.") ==
        Pairs{{"\xC3\x89l tiene dieciocho a\xC3\xB1os", "He is eighteen years old"}});
  CHECK(terms_of("Su perro tiene un a\xC3\xB1o.") == Pairs{{"tiene un a\xC3\xB1o", "is one year old"}});
  CHECK(terms_of("Mi abuela cumpli\xC3\xB3 100 a\xC3\xB1os el mes pasado.") == Pairs{{"cumpli\xC3\xB3 100 a\xC3\xB1os", "turned 100"}});
}

TEST_CASE("es-en: no age where the years go on, the number is no age's, or the verb has no subject to write") {
  CHECK(terms_of("La empresa tiene 20 a\xC3\xB1os de experiencia.").empty());
  CHECK(terms_of("El contrato tiene 20 a\xC3\xB1os m\xC3\xA1s.").empty());
  CHECK(terms_of("Tiene 30 a\xC3\xB1os.").empty());  // opens the sentence: he, she or it?
  CHECK(terms_of("Cuando ten\xC3\xAD" "a 20 a\xC3\xB1os, se mud\xC3\xB3.").empty());
  CHECK(terms_of("Ella no tiene 30 a\xC3\xB1os.").empty());
  CHECK(terms_of("La casa tiene 1.500 a\xC3\xB1os y 2,5 a\xC3\xB1os.").empty());
  CHECK(terms_of("Mi hija tiene 7 a\xC3\xB1os.", "en", "es").empty());
}

TEST_CASE("es-en: the age at which, and an age after a person's noun, are at the age of and aged") {
  CHECK(terms_of("Muri\xC3\xB3 a los 90 a\xC3\xB1os en su casa.") == Pairs{{"a los 90 a\xC3\xB1os", "at the age of 90"}});
  CHECK(terms_of("A los 18 a\xC3\xB1os, se fue; juega desde los seis a\xC3\xB1os.") ==
        Pairs{{"A los 18 a\xC3\xB1os", "At the age of 18"}, {"desde los seis a\xC3\xB1os", "since the age of six"}});
  CHECK(terms_of("A los dos a\xC3\xB1os de su muerte, se public\xC3\xB3.").empty());  // a span, not an age
  CHECK(terms_of("Un ni\xC3\xB1o de 10 a\xC3\xB1os result\xC3\xB3 herido.") == Pairs{{"de 10 a\xC3\xB1os", "aged 10"}});
  CHECK(terms_of("Un preso de 30 a\xC3\xB1os de edad.") == Pairs{{"de 30 a\xC3\xB1os de edad", "aged 30"}});
  CHECK(terms_of("Un per\xC3\xAD" "odo de 10 a\xC3\xB1os.").empty());
}

TEST_CASE("en-es: be N years old is tener, the person from the pronoun; the age at which is a los") {
  CHECK(terms_of("My daughter is 7 years old.", "en", "es") == Pairs{{"is 7 years old", "tiene 7 a\xC3\xB1os"}});
  CHECK(terms_of("I'm 25 years old and they were five years old.", "en", "es") ==
        Pairs{{"I'm 25 years old", "Tengo 25 a\xC3\xB1os"}, {"they were five years old", "ten\xC3\xAD" "an cinco a\xC3\xB1os"}});
  CHECK(terms_of("The bridge is a year old.", "en", "es") == Pairs{{"is a year old", "tiene un a\xC3\xB1o"}});
  CHECK(terms_of("He died at the age of 90.", "en", "es") == Pairs{{"at the age of 90", "a los 90 a\xC3\xB1os"}});
  CHECK(terms_of("At age 18 he left; a man aged 30 was hurt.", "en", "es") ==
        Pairs{{"At age 18", "A los 18 a\xC3\xB1os"}, {"aged 30", "de 30 a\xC3\xB1os"}});
  CHECK(terms_of("My grandmother turned 100 last month.", "en", "es") == Pairs{{"turned 100", "cumpli\xC3\xB3 100 a\xC3\xB1os"}});
}

TEST_CASE("en-es: no age where the number goes on or is no age") {
  CHECK(terms_of("The car turned 90 degrees.", "en", "es").empty());
  CHECK(terms_of("People aged 18 to 25 and 30 years older.", "en", "es").empty());
  CHECK(terms_of("It is 30 years old-fashioned.", "en", "es").empty());
}
