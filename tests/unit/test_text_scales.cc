// Quantities with a scale word become glossary terms (engine/src/text/scales.h).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/scales.h"

using heed::text::add_scale_terms;
using heed::text::GlossaryTerm;

namespace {

std::vector<GlossaryTerm> scales(const std::string& text, const std::string& from = "en", const std::string& to = "es") {
  std::vector<GlossaryTerm> terms;
  add_scale_terms({text}, from, to, &terms);
  return terms;
}

// "source -> target" of each term, to compare in one line.
std::vector<std::string> pairs(const std::vector<GlossaryTerm>& terms) {
  std::vector<std::string> out;
  for (const GlossaryTerm& t : terms) out.push_back(t.source + " -> " + t.target);
  return out;
}

const std::string kNbsp = "\xC2\xA0";

}  // namespace

TEST_CASE("en -> es: millions before a noun take de, before other words not") {
  CHECK(pairs(scales("It has 54 million profiles and 2.3 million of them are new.")) ==
        std::vector<std::string>{"54 million -> 54 millones de", "2.3 million -> 2,3 millones"});
  CHECK(pairs(scales("From 340 million to 500 million speakers.")) ==
        std::vector<std::string>{"340 million -> 340 millones", "500 million -> 500 millones de"});
  CHECK(pairs(scales("It cost 1 million.")) == std::vector<std::string>{"1 million -> 1 mill\xC3\xB3n"});
}

TEST_CASE("en -> es: a billion is a thousand millions, a trillion a billón, currency after") {
  CHECK(pairs(scales("A fortune of $2.3 billion.")) ==
        std::vector<std::string>{"$2.3 billion -> 2300 millones de d\xC3\xB3lares"});
  CHECK(pairs(scales("10 billion euros (US$14.7 billion) and \xE2\x82\xAC" "0.5 billion")) ==
        std::vector<std::string>{"10 billion -> 10" + kNbsp + "000 millones de",
                                 "US$14.7 billion -> 14" + kNbsp + "700 millones de d\xC3\xB3lares estadounidenses",
                                 "\xE2\x82\xAC" "0.5 billion -> 500 millones de euros"});
  CHECK(pairs(scales("a fee of \xC2\xA3" "27 million, 3 trillion stars")) ==
        std::vector<std::string>{"\xC2\xA3" "27 million -> 27 millones de libras", "3 trillion -> 3 billones de"});
}

TEST_CASE("en -> es: a scale abbreviated and glued, as news writes money") {
  CHECK(pairs(scales("It raised $2.3bn, paid \xC2\xA3" "27m (and \xE2\x82\xAC" "1m), earns $50k; US$1.2BN.")) ==
        std::vector<std::string>{"$2.3bn -> 2300 millones de d\xC3\xB3lares", "\xC2\xA3" "27m -> 27 millones de libras",
                                 "\xE2\x82\xAC" "1m -> 1 mill\xC3\xB3n de euros", "$50k -> 50" + kNbsp + "000 d\xC3\xB3lares",
                                 "US$1.2BN -> 1200 millones de d\xC3\xB3lares estadounidenses"});
  // "bn" and "tn" need no currency; a one-letter scale does: "5m" is five metres, "4k" a screen.
  CHECK(pairs(scales("A 2.3bn plan, 1tn stars.")) ==
        std::vector<std::string>{"2.3bn -> 2300 millones", "1tn -> 1 bill\xC3\xB3n"});
  CHECK(scales("The tower is 5m tall, a 4k screen, 3b pencils, $5mm, $m, bn.").empty());
  // A sign Spanish has no word for stays a sign, after the number.
  CHECK(pairs(scales("It cost A$3m.")) == std::vector<std::string>{"A$3m -> 3 millones A$"});
  CHECK(scales("$2.3bn", "es", "en").empty());
}

TEST_CASE("en -> es: number words, a capital kept at a sentence's start") {
  CHECK(pairs(scales("Ten million people; about a million years; two billion stars.")) ==
        std::vector<std::string>{"Ten million -> Diez millones de", "a million -> un mill\xC3\xB3n de",
                                 "two billion -> dos mil millones de"});
  CHECK(pairs(scales("(2.3 million gallons)")) == std::vector<std::string>{"2.3 million -> 2,3 millones de"});
}

TEST_CASE("en -> es: no term without a number, in a compound, or inside a token") {
  CHECK(scales("millions of people, a million-dollar house, 2.3-million, v2 million, x2.3 million").empty());
  CHECK(scales("the millionth visitor, 5 millionaires").empty());
  CHECK(scales("54 million", "en", "de").empty());
}

TEST_CASE("es -> en: millones de before a noun takes de, before an article not") {
  CHECK(pairs(scales("Re\xC3\xBAnen 1,2 millones de firmas; 2 millones de los ni\xC3\xB1os; 800 millones que", "es", "en")) ==
        std::vector<std::string>{"1,2 millones de -> 1.2 million", "2 millones -> 2 million", "800 millones -> 800 million"});
  CHECK(pairs(scales("un mill\xC3\xB3n de personas y diez millones de documentos", "es", "en")) ==
        std::vector<std::string>{"un mill\xC3\xB3n de -> one million", "diez millones de -> ten million"});
}

TEST_CASE("es -> en: mil millones is a billion, 2300 millones 2.3 billion, billones trillions") {
  CHECK(pairs(scales("m\xC3\xA1s de 10 mil millones de euros (14,7 mil millones de d\xC3\xB3lares)", "es", "en")) ==
        std::vector<std::string>{"10 mil millones de euros -> 10 billion euros",
                                 "14,7 mil millones de d\xC3\xB3lares -> $14.7 billion"});
  CHECK(pairs(scales("una fortuna de 2300 millones de d\xC3\xB3lares, m\xC3\xA1s de mil millones de personas", "es", "en")) ==
        std::vector<std::string>{"2300 millones de d\xC3\xB3lares -> $2.3 billion", "mil millones de -> one billion"});
  CHECK(pairs(scales("3 billones de estrellas, 27 millones de libras esterlinas", "es", "en")) ==
        std::vector<std::string>{"3 billones de -> 3 trillion", "27 millones de libras esterlinas -> \xC2\xA3" "27 million"});
  CHECK(pairs(scales("55.000 millones de barriles", "es", "en")) == std::vector<std::string>{"55.000 millones de -> 55 billion"});
  // A number in words takes the currency's name after it ("$ten million" before).
  CHECK(pairs(scales("perdi\xC3\xB3 diez millones de d\xC3\xB3lares y mil millones de d\xC3\xB3lares estadounidenses", "es", "en")) ==
        std::vector<std::string>{"diez millones de d\xC3\xB3lares -> ten million dollars",
                                 "mil millones de d\xC3\xB3lares estadounidenses -> one billion US dollars"});
}

TEST_CASE("es -> en: no term without a number or in other words") {
  CHECK(scales("millones de personas, los millonarios, cientos de millones", "es", "en").empty());
}

TEST_CASE("a number grouped with plain spaces is not cut in two") {
  CHECK(scales("55 000 millones de barriles", "es", "en").empty());
  CHECK(scales("2 300 million", "en", "es").empty());
}

TEST_CASE("en -> es: a percentage is por ciento, not porcentaje") {
  CHECK(pairs(scales("about 90 percent of it, 12.5 per cent, Two percent, one percent, a percent")) ==
        std::vector<std::string>{"90 percent -> 90 por ciento", "12.5 per cent -> 12,5 por ciento",
                                 "Two percent -> Dos por ciento", "one percent -> uno por ciento"});
  CHECK(scales("the percentage, 5 percentiles, 5 per centime", "en", "es").empty());
  CHECK(scales("90 percent", "es", "en").empty());
}

TEST_CASE("es -> en: a percentage loses its article") {
  CHECK(pairs(scales("m\xC3\xA1s del 46% de los votos; El 3 % del pa\xC3\xADs; un 5 por ciento de ellos; el 12,5" + kNbsp + "% de ellos", "es", "en")) ==
        std::vector<std::string>{"el 12,5" + kNbsp + "% -> 12.5%", "El 3 % -> 3%", "un 5 por ciento -> 5 percent"});
  CHECK(scales("el 46 porciento de, el 5%s de, papel 5 % de, el 5 de, El 2 % m\xC3\xA1s violento, creci\xC3\xB3 un 5 %.", "es", "en").empty());
}

TEST_CASE("a price per unit is written in the target's numbers, its unit translated") {
  CHECK(pairs(scales("Plans start at $9.99/month, or US$120/yr per user; 5 kg/day; $5/kg; (\xE2\x82\xAC" "1,299.50/night)")) ==
        std::vector<std::string>{"$9.99/month -> $9,99/mes", "US$120/yr -> US$120/a\xC3\xB1o",
                                 "\xE2\x82\xAC" "1,299.50/night -> \xE2\x82\xAC" "1299,50/noche"});
  CHECK(pairs(scales("Desde 9,99 \xE2\x82\xAC/mes y 89" + kNbsp + "\xE2\x82\xAC/noche", "es", "en")) ==
        std::vector<std::string>{"9,99 \xE2\x82\xAC/mes -> 9.99 \xE2\x82\xAC/month", "89" + kNbsp + "\xE2\x82\xAC/noche -> 89" + kNbsp + "\xE2\x82\xAC/night"});
  CHECK(scales("100 km/h, 9.99/month, $9.99/months, $9.99/month/2, a/b, 24/7", "en", "es").empty());
}
