// Case styles (engine/src/text/casing.h): detection, normalisation that keeps byte lengths, and
// streaming re-casing.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "text/casing.h"

using heed::text::CaseStyle;
using heed::text::detect_case;
using heed::text::normalise_case;
using heed::text::Recaser;

TEST_CASE("ALL-CAPS and Title Case are detected; ordinary text and short shouts are not") {
  CHECK(detect_case("PLEASE DO NOT OPEN THIS DOOR.") == CaseStyle::kUpper);
  CHECK(detect_case("¡NO ABRA ESTA PUERTA, SEÑOR!") == CaseStyle::kUpper);
  CHECK(detect_case("CALL %1 NOW") == CaseStyle::kUpper);
  CHECK(detect_case("The Quick Brown Fox Jumps Over the Lazy Dog") == CaseStyle::kTitle);
  CHECK(detect_case("OK.") == CaseStyle::kAsIs);
  CHECK(detect_case("I like NASA and the BBC a lot.") == CaseStyle::kAsIs);
  CHECK(detect_case("Barack Obama visited Berlin yesterday.") == CaseStyle::kAsIs);
  // Names capitalise a sentence's long words, not its verbs: a lower-case word a title would
  // capitalise makes it a sentence; articles, prepositions and conjunctions do not.
  CHECK(detect_case("Today's Player of the Day is Alex Ovechkin of the Washington Capitals.") == CaseStyle::kAsIs);
  CHECK(detect_case("Installing Packages on the Command Line") == CaseStyle::kTitle);
  CHECK(detect_case("Historia de la M\xC3\xBAsica y el Arte Moderno") == CaseStyle::kTitle);
  CHECK(detect_case("Pr\xC3\xB3ximos Pasos para su Cuenta") == CaseStyle::kAsIs);  // "su" is no such word
  CHECK(detect_case("") == CaseStyle::kAsIs);
  // A glossary's name is a placeholder by then: counted as the capitalised word it was.
  CHECK(detect_case("Why We Moved Our Servers To %1") == CaseStyle::kAsIs);
  CHECK(detect_case("Why We Moved Our Servers To %1", 1) == CaseStyle::kTitle);
  CHECK(detect_case("Why we moved our servers to %1", 1) == CaseStyle::kAsIs);
  // Longer minor words in lower case ("than", "with", "sobre") make a title only where names
  // will be kept.
  CHECK(detect_case("More Style than Substance Today") == CaseStyle::kAsIs);
  CHECK(detect_case("More Style than Substance Today", 0, true) == CaseStyle::kTitle);
  CHECK(detect_case("Getting Started with Firefox", 0, true) == CaseStyle::kTitle);
  CHECK(detect_case("Pedro S\xC3\xA1nchez sobre Catalu\xC3\xB1" "a") == CaseStyle::kAsIs);
  CHECK(detect_case("Getting started with Firefox", 0, true) == CaseStyle::kAsIs);
}

TEST_CASE("normalisation lowers what the style raised and keeps every byte length") {
  CHECK(normalise_case("PLEASE DO NOT OPEN THIS", CaseStyle::kUpper) == "Please do not open this");
  const std::string accented = "ÁRBOL Y ÑANDÚ ÜBER STRAẞE ΑΘΗΝΑ МОСКВА";
  const std::string lowered = normalise_case(accented, CaseStyle::kUpper);
  CHECK(lowered == "Árbol y ñandú über straẞe αθηνα москва");
  CHECK(lowered.size() == accented.size());
  CHECK(normalise_case("The Quick Brown Fox Visits NASA and iPhone Land", CaseStyle::kTitle) ==
        "The quick brown fox visits NASA and iPhone land");
  CHECK(normalise_case("Keep this", CaseStyle::kAsIs) == "Keep this");
}

TEST_CASE("a Title Case text lowers only the words the list accepts; names stay as written") {
  std::vector<std::string> asked;
  const heed::text::LowersWord everyday = [&](std::string_view w) {
    asked.emplace_back(w);
    return w == "started" || w == "with" || w == "a" || w == "beginner's" || w == "\xC3\xA1rbol";
  };
  CHECK(normalise_case("Getting Started With Firefox On The Raspberry", CaseStyle::kTitle, &everyday) ==
        "Getting started with Firefox On The Raspberry");
  // Asked lower-cased, apostrophe and all; never the first word (it stays capitalised) nor a
  // single letter ("A" may be a name: "Plan A").
  CHECK(asked == std::vector<std::string>{"started", "with", "firefox", "on", "the", "raspberry"});
  CHECK(normalise_case("Plan A Works", CaseStyle::kTitle, &everyday) == "Plan A Works");
  CHECK(normalise_case("A Beginner's Guide", CaseStyle::kTitle, &everyday) == "A beginner's Guide");
  const std::string accented = "El \xC3\x81rbol De Debian";  // "El Árbol De Debian": lengths kept
  CHECK(normalise_case(accented, CaseStyle::kTitle, &everyday) == "El \xC3\xA1rbol De Debian");
  // A path, identifier or address is kept as written, list or not.
  CHECK(normalise_case("Configuration Item: APT::Get::Show-Versions.", CaseStyle::kTitle) ==
        "Configuration item: APT::Get::Show-Versions.");
  CHECK(normalise_case("Getting Started With Node.js And C:/Program Files", CaseStyle::kTitle) ==
        "Getting started with Node.js and C:/Program files");
}

TEST_CASE("with a list, a title needs an everyday word capitalised after its first; names alone make a sentence") {
  const heed::text::LowersWord everyday = [](std::string_view w) {
    return w == "started" || w == "written" || w == "guide" || w == "travel";
  };
  CHECK(detect_case("Escrito por Juan P\xC3\xA9rez", 0, true, &everyday) == CaseStyle::kAsIs);
  CHECK(detect_case("Written By John Smith", 0, true, &everyday) == CaseStyle::kAsIs);  // the first word does not count
  CHECK(detect_case("Getting Started With Firefox", 0, true, &everyday) == CaseStyle::kTitle);
  CHECK(detect_case("The Travel Guide Of John Smith", 0, true, &everyday) == CaseStyle::kTitle);
  CHECK(detect_case("Escrito por Juan P\xC3\xA9rez") == CaseStyle::kTitle);  // without a list, as before
}

TEST_CASE("a text ending with a full stop is a sentence, however many words it capitalises; an ellipsis is not one") {
  // Spanish capitalises a subject of study and an institution: "He Was Right At The University".
  CHECK(detect_case("Estudi\xC3\xB3 Derecho en la Universidad de Salamanca.") == CaseStyle::kAsIs);
  CHECK(detect_case("Estudi\xC3\xB3 Derecho en la Universidad de Salamanca") == CaseStyle::kTitle);
  CHECK(detect_case("Installing Packages on the Command Line.  ") == CaseStyle::kAsIs);
  CHECK(detect_case("Installing Packages on the Command Line...") == CaseStyle::kTitle);
  CHECK(detect_case("PLEASE DO NOT OPEN THIS DOOR.") == CaseStyle::kUpper);  // ALL-CAPS is told first
}

TEST_CASE("an ALL-CAPS text with a list lowers its everyday words, capitalises names, keeps acronyms") {
  const heed::text::LowersWord everyday = [](std::string_view w) {
    return w == "download" || w == "on" || w == "your" || w == "now" || w == "a" || w == "readme";
  };
  CHECK(normalise_case("DOWNLOAD FIREFOX ON YOUR PC NOW", CaseStyle::kUpper, &everyday) == "Download Firefox on your PC now");
  CHECK(normalise_case("NASA AND UBUNTU", CaseStyle::kUpper, &everyday) == "NASA AND Ubuntu");  // "and" is not listed here
  CHECK(normalise_case("OPEN README.TXT NOW", CaseStyle::kUpper, &everyday) == "OPEN README.TXT now");
  CHECK(normalise_case("A FIREFOX", CaseStyle::kUpper, &everyday) == "A Firefox");  // the first letter stays
  // Without a list every word is lowered, as ever.
  CHECK(normalise_case("DOWNLOAD FIREFOX ON YOUR PC", CaseStyle::kUpper) == "Download firefox on your pc");
  CHECK(normalise_case("\xC3\x81RBOL VERDE", CaseStyle::kUpper, &everyday).size() == std::string("\xC3\x81RBOL VERDE").size());
}

TEST_CASE("re-casing works piece by piece, words split anywhere") {
  Recaser upper(CaseStyle::kUpper);
  CHECK(upper.apply("por fa") + upper.apply("vor, ñandú") == "POR FAVOR, ÑANDÚ");
  Recaser title(CaseStyle::kTitle);
  std::string out = title.apply("el gat");
  out += title.apply("o negro");
  title.skip(" x.org");
  out += title.apply("ab y ¿qué?");
  CHECK(out == "El Gato Negroab Y ¿Qué?");
  Recaser as_is(CaseStyle::kAsIs);
  CHECK(as_is.apply("Hola mundo") == "Hola mundo");
}

TEST_CASE("the first character alone is upper-cased, and an upper-case start is recognised") {
  using heed::text::capitalise_first;
  using heed::text::starts_with_upper;
  CHECK(capitalise_first("octubre") == "Octubre");
  CHECK(capitalise_first("\xC3\xA1rbol") == "\xC3\x81rbol");  // árbol -> Árbol
  CHECK(capitalise_first("%1 x") == "%1 x");
  CHECK(capitalise_first("") == "");
  CHECK(starts_with_upper("October"));
  CHECK(starts_with_upper("\xC3\x81rbol"));
  CHECK_FALSE(starts_with_upper("iPhone"));
  CHECK_FALSE(starts_with_upper("42 days"));
  CHECK_FALSE(starts_with_upper(""));
}

TEST_CASE("whole-text case maps keep every character's length; all-caps needs a cased letter and no lower one") {
  using heed::text::is_all_caps;
  using heed::text::lower_case;
  using heed::text::upper_case;
  CHECK(upper_case("Río Ñandú, 20 de marzo") == "RÍO ÑANDÚ, 20 DE MARZO");
  CHECK(lower_case("RÍO ÑANDÚ 😀") == "río ñandú 😀");
  CHECK(upper_case("\xC3") == "\xC3");  // an invalid byte passes unchanged
  CHECK(is_all_caps("ON MARCH 20, 2009"));
  CHECK(!is_all_caps("ON March 20"));
  CHECK(!is_all_caps("2009 ..."));
}
