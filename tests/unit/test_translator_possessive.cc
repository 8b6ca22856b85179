// es->en: the shipped model learnt "su" from software strings, which address the user ("Guarde
// su archivo" -> "Save your file"), and wrote "your" in third-person prose; where the sentence
// tells of someone in the past, beam search reads "your" as an unknown word
// (text/spanish_possessive.h, TranslationUnit::avoid_your).
#include <catch2/catch.hpp>

#include <string>

#include "heed/translator.h"

using heed::TranslateOptions;
using heed::Translator;

TEST_CASE("es-en: the shipped model's su in a third-person past is not your") {
  const auto t = Translator::from_file(std::string(HEED_SOURCE_DIR) + "/models/shipped/es-en.heed");
  const TranslateOptions o;
  // Each came out with "your" before ("After your defeat, the trainer resigned.").
  const std::string defeat = t->translate("Tras su derrota, el entrenador dimiti\xC3\xB3.", o).text;
  CHECK(defeat.find("his defeat") != std::string::npos);
  const std::string youth = t->translate("En su juventud, trabajaba en una f\xC3\xA1" "brica.", o).text;
  CHECK(youth.find("his youth") != std::string::npos);
  const std::string singer = t->translate("El cantante present\xC3\xB3 su disco en su ciudad natal.", o).text;
  CHECK(singer.find("your") == std::string::npos);
  CHECK(singer.find("his ") != std::string::npos);
  // Instructions keep the reader's "your".
  CHECK(t->translate("Introduzca su contrase\xC3\xB1" "a para continuar.", o).text == "Enter your password to continue.");
}
