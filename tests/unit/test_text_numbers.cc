// Numbers written the target language's way (text/numbers.h): what is converted, what is left
// alone (plain integers, versions, code, URLs), and the terms handed to the glossary.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "text/numbers.h"

using heed::text::GlossaryTerm;
using heed::text::NumberStyle;
using heed::text::number_style;

namespace {

const std::string kNbsp = "\xC2\xA0";

const NumberStyle& style(const char* lang) {
  const NumberStyle* s = number_style(lang);
  REQUIRE(s != nullptr);
  return *s;
}

// "source -> target" for every term found in `text`.
std::vector<std::string> terms(const std::string& text, const char* from, const char* to,
                               std::vector<GlossaryTerm> out = {}) {
  heed::text::add_number_terms({text}, style(from), style(to), &out);
  std::vector<std::string> shown;
  for (const GlossaryTerm& t : out) shown.push_back(t.source + " -> " + t.target);
  return shown;
}

using V = std::vector<std::string>;

}  // namespace

TEST_CASE("English numbers written the Spanish way") {
  CHECK(terms("a tank that holds 55,000 barrels (2.3 million gallons).", "en", "es") ==
        V{"55,000 -> 55" + kNbsp + "000", "2.3 -> 2,3"});
  // Four digits take no separator in Spanish; more than four a hard space per group.
  CHECK(terms("9,000 people, 1,300 cars and 5,000,000 visits", "en", "es") ==
        V{"9,000 -> 9000", "1,300 -> 1300", "5,000,000 -> 5" + kNbsp + "000" + kNbsp + "000"});
  CHECK(terms("It costs $1,299.99, or US$14.7 billion.", "en", "es") ==
        V{"$1,299.99 -> $1299,99", "US$14.7 -> US$14,7"});
  CHECK(terms("about 80% of its income, 12.5% more", "en", "es") ==
        V{"80% -> 80" + kNbsp + "%", "12.5% -> 12,5" + kNbsp + "%"});
  CHECK(terms("About 2.5 million people came.", "en", "es") == V{"2.5 -> 2,5"});
  // A number after another number is a quantity too.
  CHECK(terms("Common values are 1.8, 2.2 and 2.4.", "en", "es") == V{"1.8 -> 1,8", "2.2 -> 2,2", "2.4 -> 2,4"});
  CHECK(terms("from 1,000-2,000 (¿) and -3.5 degrees", "en", "es") ==
        V{"1,000 -> 1000", "2,000 -> 2000", "3.5 -> 3,5"});
}

TEST_CASE("Spanish numbers written the English way") {
  CHECK(terms("un tanque de 55 000 barriles (2,3 millones), 104" + kNbsp + "500 en total", "es", "en") ==
        V{"55 000 -> 55,000", "2,3 -> 2.3", "104" + kNbsp + "500 -> 104,500"});
  CHECK(terms("Cuesta 1.299,99 euros y el 80 % de 2,5 kg.", "es", "en") ==
        V{"1.299,99 euros -> \xE2\x82\xAC" "1,299.99", "80 % -> 80%", "2,5 -> 2.5"});
  // The Mexican decimal point is English already.
  CHECK(terms("unos 2.3 millones", "es", "en").empty());
  // A phone number is no quantity ("912,345,678" it had been); with a hard space, or not
  // starting 6-9, three groups are one.
  CHECK(terms("Ll\xC3\xA1manos al 912 345 678 o al 600 123 456.", "es", "en").empty());
  CHECK(terms("912" + kNbsp + "345" + kNbsp + "678 personas y 512 345 678 euros", "es", "en") ==
        V{"912" + kNbsp + "345" + kNbsp + "678 -> 912,345,678", "512 345 678 euros -> \xE2\x82\xAC" "512,345,678"});
  // Groups of three and then of another size are a telephone number, not a grouped one ("91
  // 123 45 67" had become "91,123 45 67"); so are groups followed by more digits ("10 000 1234").
  CHECK(terms("Tel.: 91 123 45 67, 600 12 34 56, 10 000 1234 y 10 000 personas", "es", "en") ==
        V{"10 000 -> 10,000"});
  CHECK(terms("codes 1,234,56 and 12,345, 67 left", "en", "es") == V{"12,345 -> 12" + kNbsp + "345"});
}

TEST_CASE("numbers whose form is the same, or that are not quantities, are left alone") {
  // Plain integers and years read the same in both languages.
  CHECK(terms("In 2008, 400 people and 12345 ports.", "en", "es").empty());
  // Versions: after a name, a code or a version word.
  CHECK(terms("Python 3.11 is out; GNOME 3.38 and GTK3 2.5; see version 2.5 and Versión 1.2.", "en", "es").empty());
  CHECK(terms("Microsoft Excel 4.x - 5.0 / 95", "en", "es").empty());
  // Longer dotted numbers, numbers glued to letters, inside URLs, paths and assignments.
  CHECK(terms("192.168.1.1, v2.5, 2.5GHz, http://example.com/v/2.5/x, a/1.5, x=1.5, 1.2.3", "en", "es").empty());
  // Two-digit groups are not thousands; a list stays a list.
  CHECK(terms("items 1,20 and 3,4", "en", "es").empty());
  CHECK(terms("nada que cambiar: 2008", "es", "en").empty());
  // A section's number: after a section word, or opening a text or line with its period.
  CHECK(terms("See section 4.1, chapter 2.3, table 3.2 and figure 1.5; la secci\xC3\xB3n 4.1.", "en", "es").empty());
  CHECK(terms("4.1. Normal Unix authentication", "en", "es").empty());
  CHECK(terms("Contents\n  4.2. Managing accounts", "en", "es").empty());
  CHECK(terms("6.3.\xC2\xA0The remote access server", "en", "es").empty());  // "6.3.&nbsp;The", a link's title
  // Elsewhere such a number is a quantity ("2.5. Then" ends a sentence mid-text).
  CHECK(terms("It weighs 2.5. Then it stops.", "en", "es").size() == 1);
  CHECK(terms("2.5 million people", "en", "es").size() == 1);
}

TEST_CASE("a number also written in code or markup gets no term") {
  CHECK(terms("Set `scale = 1.5` for a 1.5 zoom.", "en", "es").empty());
  CHECK(terms("<td width=\"2.5\">2.5</td> and 3.5 more", "en", "es") == V{"3.5 -> 3,5"});
}

TEST_CASE("a term already given keeps its translation, and each number comes once") {
  CHECK(terms("2.5 and 2.5 again", "en", "es", {{"2.5", "dos y medio"}}) == V{"2.5 -> dos y medio"});
  CHECK(terms("2.5, then 2.5", "en", "es") == V{"2.5 -> 2,5"});
}

TEST_CASE("only languages with a style have one") {
  CHECK(number_style("en") != nullptr);
  CHECK(number_style("es") != nullptr);
  CHECK(number_style("de") != nullptr);
  CHECK(number_style("fr") == nullptr);
  CHECK(terms("55.000 Einwohner und 2,5 km", "de", "en") == V{"55.000 -> 55,000", "2,5 -> 2.5"});
}

TEST_CASE("the euro sign goes where the target writes it") {
  CHECK(terms("It costs \xE2\x82\xAC" "50, \xE2\x82\xAC" "12.50 or US\xE2\x82\xAC" "5.", "en", "es") ==
        V{"\xE2\x82\xAC" "50 -> 50" + kNbsp + "\xE2\x82\xAC", "\xE2\x82\xAC" "12.50 -> 12,50" + kNbsp + "\xE2\x82\xAC"});
  CHECK(terms("Cuesta 50 \xE2\x82\xAC, 12,50\xE2\x82\xAC y 1.299 \xE2\x82\xAC.", "es", "en") ==
        V{"50 \xE2\x82\xAC -> \xE2\x82\xAC" "50", "12,50\xE2\x82\xAC -> \xE2\x82\xAC" "12.50", "1.299 \xE2\x82\xAC -> \xE2\x82\xAC" "1,299"});
  // es -> en Spanish's word for it as well ("600 euros" had come out "600 Europe"), a plain
  // integer too; a word that only begins with it, or with no space, is none.
  CHECK(terms("Cuesta 600 euros, 1 euro, 19,99 euros; 20 europeos, 5 eurosc\xC3\xA9ntimos, 7euros.", "es", "en") ==
        V{"600 euros -> \xE2\x82\xAC" "600", "1 euro -> \xE2\x82\xAC" "1", "19,99 euros -> \xE2\x82\xAC" "19.99"});
  CHECK(terms("It costs 600 euros.", "en", "es").empty());
  // Already where the target writes it, or another currency: none.
  CHECK(terms("Cuesta 50 \xE2\x82\xAC y $20.", "es", "de").empty());
  CHECK(terms("It costs 50 \xE2\x82\xAC and $20.", "en", "es").empty());
}
