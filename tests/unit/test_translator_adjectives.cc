// The model file's list of Spanish adjectives (FORMAT.md, "Adjectives"; models/adjectives.py):
// an adjective of the model's own is written in the form its noun's determiner asks for; a
// broken list is refused at load, naming the line.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_adjectives.h"

using heed::ModelAdjectives;
using heed::TranslateOptions;
using heed::Translator;

namespace {

const std::string kList =
    "alem\xC3\xA1n|alemana|alemanes|alemanas\n"
    "feliz|feliz|felices|felices\n"
    "fr\xC3\xAD" "o|fr\xC3\xAD" "a|fr\xC3\xAD" "os|fr\xC3\xAD" "as\n"
    "verde|verde|verdes|verdes\n";

std::vector<std::uint8_t> with_list(const std::string& list, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("words.adjectives", list, dtype);
}

// "<masculine singular> <index>" of the line `word` is found in, or "none".
std::string found(const ModelAdjectives& list, std::string_view word) {
  heed::text::AdjectiveForms forms;
  int index = -1;
  return list.find(word, &forms, &index) ? std::string(forms[0]) + " " + std::to_string(index) : "none";
}

std::string load_error(const std::string& list, const std::string& dtype = "U8") {
  return heed::testing::load_error(with_list(list, dtype));
}

}  // namespace

TEST_CASE("a word is found by any of its forms, its ending taken off or changed") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_list(kList));
  const ModelAdjectives list(file);
  CHECK(list.size() == 4);
  CHECK(found(list, "fr\xC3\xAD" "o") == "fr\xC3\xAD" "o 0");
  CHECK(found(list, "fr\xC3\xAD" "as") == "fr\xC3\xAD" "o 3");
  CHECK(found(list, "alemana") == "alem\xC3\xA1n 1");      // the accent comes back: "aleman" -> "alemán"
  CHECK(found(list, "alemanes") == "alem\xC3\xA1n 2");
  CHECK(found(list, "felices") == "feliz 2");              // -ces -> -z
  CHECK(found(list, "verdes") == "verde 2");
  CHECK(found(list, "fr\xC3\xAD" "os") == "fr\xC3\xAD" "o 2");
  CHECK(found(list, "frioso") == "none");
  CHECK(found(list, "casa") == "none");
  CHECK(ModelAdjectives(heed::io::ModelFile::parse(heed::testing::golden_bytes())).empty());
}

TEST_CASE("a word may change where some form it begins would be written otherwise") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_list(kList));
  const ModelAdjectives list(file);
  const heed::text::Agreement feminine_plural{1, 1};
  CHECK(list.may_change("fr", feminine_plural));                       // "frío", "fríos" would change
  CHECK(list.may_change("fr\xC3\xAD" "o", feminine_plural));
  CHECK_FALSE(list.may_change("fr\xC3\xAD" "as", feminine_plural));   // the one that agrees
  CHECK_FALSE(list.may_change("verdes", feminine_plural));             // one form for both genders
  CHECK(list.may_change("verde", feminine_plural));                    // "verde" would become "verdes"
  CHECK_FALSE(list.may_change("temperaturas", feminine_plural));       // no form begins so
  CHECK_FALSE(list.may_change("fr", heed::text::Agreement{}));         // nothing asked
}

TEST_CASE("the model's own adjective agrees with its noun, unless the model's glossary is off") {
  const auto t = Translator::from_bytes(with_list(kList));
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  o.target_prefix = "las temperaturas fr\xC3\xAD" "os ";  // a reader's prefix makes the model write it
  CHECK(t->translate("the cold temperatures", o).text.starts_with("las temperaturas fr\xC3\xAD" "as"));
  o.target_prefix = "Es fr\xC3\xAD" "os ";  // nothing to agree with: as written
  CHECK(t->translate("it is cold", o).text.starts_with("Es fr\xC3\xAD" "os"));
  o.target_prefix = "las temperaturas fr\xC3\xAD" "os ";
  o.model_glossary = false;
  CHECK(t->translate("the cold temperatures", o).text.starts_with("las temperaturas fr\xC3\xAD" "os"));
}

TEST_CASE("a broken list of adjectives is refused at load, naming what is wrong") {
  CHECK(load_error("fr\xC3\xAD" "o|fr\xC3\xAD" "a\n").find("words.adjectives line 1: not four forms") != std::string::npos);
  CHECK(load_error("a|b||d\n").find("line 1: not four forms") != std::string::npos);
  CHECK(load_error("Verde|verde|verdes|verdes\n").find("line 1: a form is not one lower-case word") != std::string::npos);
  CHECK(load_error("verde|verde|verdes|ver des\n").find("not one lower-case word") != std::string::npos);
  CHECK(load_error("verde|verde|verdes|verdes\nfeliz|feliz|felices|felices\n").find("line 2: lines are not sorted") !=
        std::string::npos);
  CHECK(load_error("a|a|" + std::string(51, 'a') + "|a\n").find("over 50 bytes") != std::string::npos);
  CHECK(load_error(kList, "I8").find("must be a U8") != std::string::npos);
}
