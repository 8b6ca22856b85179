// The model file's list of given names (FORMAT.md, "Given names"; models/given_names.py): a
// listed name followed by capitalised words is a person's name, kept as written.
#include <catch2/catch.hpp>

#include <string>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_given_names.h"

using heed::ModelGivenNames;
using heed::Translator;

namespace {

std::vector<std::uint8_t> with_names(const std::string& list, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("words.given_names", list, dtype);
}

std::unique_ptr<Translator> shipped(const std::string& name) {
  return Translator::from_file(std::string(HEED_SOURCE_DIR) + "/models/shipped/" + name + ".heed");
}

}  // namespace

TEST_CASE("a list of given names is looked up as written") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_names("Isaac\nJohn\n\xC3\x81ngel\n"));
  const ModelGivenNames names(file);
  CHECK(names.size() == 3);
  CHECK(names.contains("John"));
  CHECK(names.contains("\xC3\x81ngel"));
  CHECK_FALSE(names.contains("JOHN"));
  CHECK_FALSE(names.contains("john"));
  CHECK_FALSE(names.contains("Smith"));
  const heed::io::ModelFile none = heed::io::ModelFile::parse(heed::testing::golden_bytes("model_post_relu_int8.heed"));
  CHECK(ModelGivenNames(none).empty());
}

TEST_CASE("a broken list of given names is refused at load, naming what is wrong") {
  using heed::testing::load_error;
  CHECK(load_error(with_names("John\nIsaac\n")).find("words.given_names line 2: names are not sorted") != std::string::npos);
  CHECK(load_error(with_names("john\n")).find("line 1: a name is not a capital and lower-case letters") != std::string::npos);
  CHECK(load_error(with_names("JOHN\n")).find("line 1: a name is not a capital") != std::string::npos);
  CHECK(load_error(with_names("J\n")).find("line 1: a name is not 2 to 40 bytes") != std::string::npos);
  CHECK(load_error(with_names("Jo hn\n")).find("line 1: a name is not a capital") != std::string::npos);
  CHECK(load_error(with_names("John\n", "I8")).find("words.given_names") != std::string::npos);
}

TEST_CASE("the shipped models keep people's names as written, both ways") {
  // Without the list: "Y dijo que el plan era bueno.", "Avanzar Smith dijo ...", "John Perez said ...".
  const auto en_es = shipped("en-es");
  CHECK(en_es->translate("Isaac Smith said that the plan was good.", {}).text.starts_with("Isaac Smith dijo"));
  CHECK(en_es->translate("Stephen Smith said that the plan was good.", {}).text.starts_with("Stephen Smith dijo"));
  CHECK(en_es->translate("The speech by John Kennedy was famous.", {}).text.find("John Kennedy") != std::string::npos);
  const auto es_en = shipped("es-en");
  CHECK(es_en->translate("Juan P\xC3\xA9rez dijo que el plan era bueno.", {}).text.starts_with("Juan P\xC3\xA9rez said"));
  // Off with the model's glossary: the model's own.
  heed::TranslateOptions raw;
  raw.model_glossary = false;
  CHECK(es_en->translate("Juan P\xC3\xA9rez dijo que el plan era bueno.", raw).text.find("Juan P\xC3\xA9rez") == std::string::npos);
}
