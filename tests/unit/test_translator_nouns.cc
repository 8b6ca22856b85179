// The model file's list of Spanish nouns (FORMAT.md, "Nouns"; models/nouns.py): an article of
// the other gender than the noun after it is written in the noun's; a broken list is refused at
// load, naming the line.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "text/agreement.h"
#include "translator_nouns.h"

using heed::ModelNouns;
using heed::TranslateOptions;
using heed::Translator;

namespace {

const std::string kList = "agua\tf\ncasa\tf\ncasas\tf\ndocumento\tm\nestudiante\tmf\nresidencia\tf\ntemplo\tm\n";

std::vector<std::uint8_t> with_list(const std::string& list, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("words.nouns", list, dtype);
}

std::string load_error(const std::string& list, const std::string& dtype = "U8") {
  return heed::testing::load_error(with_list(list, dtype));
}

}  // namespace

TEST_CASE("a noun's gender, and whether a word may become a noun of the other gender") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_list(kList));
  const ModelNouns list(file);
  CHECK(list.size() == 7);
  CHECK(list.gender("casa") == 1);
  CHECK(list.gender("documento") == 0);
  CHECK(list.gender("estudiante") == -1);  // either gender
  CHECK(list.gender("mesa") == -1);        // not listed
  CHECK(list.may_contradict("ca", 0));     // "casa", "casas" are feminine
  CHECK_FALSE(list.may_contradict("ca", 1));
  CHECK_FALSE(list.may_contradict("doc", 0));
  CHECK_FALSE(list.may_contradict("est", 0));  // "estudiante" takes either
  CHECK_FALSE(list.may_contradict("xyz", 0));
}

TEST_CASE("the other gender's article, same number, a capital kept") {
  int gender = -1;
  CHECK(heed::text::other_gender_article("el", &gender) == "la");
  CHECK(gender == 0);
  CHECK(heed::text::other_gender_article("Unas", &gender) == "Unos");
  CHECK(gender == 1);
  CHECK(heed::text::other_gender_article("del", &gender) == "de la");
  CHECK(heed::text::other_gender_article("esta", &gender) == "este");
  CHECK(heed::text::other_gender_article("casa", &gender).empty());
}

TEST_CASE("an article of the other gender than its noun is written in the noun's (shipped en-es)") {
  // The shipped model's list (models/nouns.py). Its pieces hold whole articles ("▁el"); the
  // golden test models spell words letter by letter, where no article can be held back.
  const auto t = Translator::from_file(std::string(HEED_SOURCE_DIR) + "/models/shipped/en-es.heed");
  TranslateOptions off;
  off.model_glossary = false;
  CHECK(t->translate("The molecules move faster.", off).text.starts_with("Los mol\xC3\xA9" "culas"));
  CHECK(t->translate("The molecules move faster.", {}).text.starts_with("Las mol\xC3\xA9" "culas"));
  // A copied word's translation counts too: "un dinner" is "una cena".
  CHECK(t->translate("She made a dinner for the family.", off).text.find("un dinner") != std::string::npos);
  CHECK(t->translate("She made a dinner for the family.", {}).text.find("una cena") != std::string::npos);
  // A noun whose article already agrees keeps it.
  CHECK(t->translate("Save the document before closing the window.", {}).text.find(" el documento ") != std::string::npos);
}

TEST_CASE("a broken list of nouns is refused at load, naming what is wrong") {
  CHECK(load_error("casa f\n").find("words.nouns line 1: no tab between noun and gender") != std::string::npos);
  CHECK(load_error("casa\tx\n").find("line 1: the gender is not m, f or mf") != std::string::npos);
  CHECK(load_error("Casa\tf\n").find("line 1: the noun is not one lower-case word") != std::string::npos);
  CHECK(load_error("casa\tf\nagua\tf\n").find("line 2: nouns are not sorted") != std::string::npos);
  CHECK(load_error(std::string(51, 'a') + "\tf\n").find("over 50 bytes") != std::string::npos);
  CHECK(load_error(kList, "I8").find("must be a U8") != std::string::npos);
}
