// An es->en term that is a verb phrase right after its subject ("La película %1") is written
// after the subject's noun (text/spanish_subject.h, SpanToRestore::after_subject): the shipped
// model, taught by software strings that "<noun> %1" names a thing ("the %1 file"), wrote "The
// will premiere movie".
#include <catch2/catch.hpp>

#include <string>

#include "heed/translator.h"

using heed::TranslateOptions;
using heed::Translator;

TEST_CASE("es-en: the shipped model's verb term after a subject goes after the subject's noun") {
  const auto t = Translator::from_file(std::string(HEED_SOURCE_DIR) + "/models/shipped/es-en.heed");
  TranslateOptions o;
  o.model_glossary = false;  // the caller's term alone, whatever the shipped tables hold
  o.glossary = {{"se estrenar\xC3\xA1", "will premiere"}};
  CHECK(t->translate("La pel\xC3\xAD" "cula se estrenar\xC3\xA1 en mayo.", o).text == "The movie will premiere in May.");
  // Two words between the determiner and the term: where the model put it.
  const std::string two = t->translate("La nueva pel\xC3\xAD" "cula se estrenar\xC3\xA1 en mayo.", o).text;
  CHECK(two.find("will premiere in May.") != std::string::npos);
  // Past the number the model wrote after the term: "The was founded in 1879 matches." before.
  o.glossary = {{"se fund\xC3\xB3 en", "was founded in"}};
  const std::string founded = t->translate("El partido se fund\xC3\xB3 en 1879.", o).text;
  CHECK(founded.find("was founded in 1879.") != std::string::npos);
  CHECK(founded.starts_with("The "));
  // Not a verb: a noun term after a subject is not moved.
  o.glossary = {{"banco central", "central bank"}};
  CHECK(t->translate("El banco central subi\xC3\xB3 los tipos.", o).text.starts_with("The central bank"));
}
