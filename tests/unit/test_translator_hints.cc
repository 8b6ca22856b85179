// The model file's hints (FORMAT.md, "Hints"; models/hints.py): the dictionary's target word for
// each source word of a sentence that the table holds, the pieces that start such a word, and a
// broken table refused at load naming the line.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "decode/output_rules.h"
#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_hints.h"

using heed::ModelHints;
using heed::Translator;
using heed::decode::PieceWords;

namespace {

const std::string kTable = "c\xC3\xA1psula\tcapsule\nfocas\tseals\nfuelles\tbellows\n";

std::vector<std::uint8_t> with_hints(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("glossary.hints", table, dtype);
}

std::string load_error(const std::string& table) { return heed::testing::load_error(with_hints(table)); }

// Pieces as the translator reads them ("▁" as a space): 0 " Focas", 1 " focas", 2 " y", 3 " fue",
// 4 "lles", 5 ",", 6 " c\xC3\xA1psula", 7 " Fuelles", 8 " s", 9 " se", 10 "als", 11 " seal".
PieceWords test_pieces() {
  PieceWords p;
  for (const char* text : {" Focas", " focas", " y", " fue"}) p.add(text, 1, false);
  p.add("lles", 0, true);
  p.add(",", 1, false);
  for (const char* text : {" c\xC3\xA1psula", " Fuelles", " s", " se"}) p.add(text, 1, false);
  p.add("als", 0, true);
  p.add(" seal", 1, false);
  return p;
}

}  // namespace

TEST_CASE("a unit's hinted words, one per source word the table holds; a capitalised one only first") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(kTable));
  const ModelHints hints(file);
  CHECK(hints.size() == 3);
  const PieceWords p = test_pieces();
  // "focas y fuelles, focas": every occurrence counts, a word of two pieces too.
  CHECK(hints.words_for(p, {1, 2, 3, 4, 5, 1}) == std::vector<std::string>{"seals", "bellows", "seals"});
  // The first word may be capitalised ("Focas y ..."); elsewhere a capital marks a name.
  CHECK(hints.words_for(p, {0, 2, 7}) == std::vector<std::string>{"seals"});
  CHECK(hints.words_for(p, {6}) == std::vector<std::string>{"capsule"});
  CHECK(hints.words_for(p, {2, 5}).empty());
}

TEST_CASE("the pieces that start a hinted word, whatever their case") {
  const heed::HintPieces pieces = heed::hint_pieces(test_pieces());
  CHECK(pieces.lower.text(0) == " focas");
  CHECK(pieces.lower.size() == 12);
  // " se", " seal" start "seals" (" s", one letter, tells nothing); "als" goes on with a word;
  // " focas" and " Focas" both.
  CHECK(heed::start_pieces(pieces, "seals") == std::vector<int>{9, 11});
  CHECK(heed::start_pieces(pieces, "s") == std::vector<int>{8});  // a word of one letter
  CHECK(heed::start_pieces(pieces, "focas") == std::vector<int>{0, 1});
  CHECK(heed::start_pieces(pieces, "c\xC3\xA1psula") == std::vector<int>{6});
  CHECK(heed::start_pieces(pieces, "otter").empty());
}

TEST_CASE("a model reports its hints; none without the table") {
  CHECK(Translator::from_bytes(with_hints(kTable))->info().hints == 3);
  CHECK(Translator::from_bytes(heed::testing::golden_bytes())->info().hints == 0);
}

TEST_CASE("a broken hints table is refused at load, naming what is wrong") {
  CHECK(load_error("focas seals\n").find("glossary.hints line 1: no tab") != std::string::npos);
  CHECK(load_error("focas\t\n").find("line 1: empty source or target") != std::string::npos);
  CHECK(load_error("focas\tsea lions\n").find("line 1: a side is not one word of letters") != std::string::npos);
  CHECK(load_error("n\xC2\xBA\tnumber\n").find("line 1: a side is not one word of letters") != std::string::npos);
  CHECK(load_error("Focas\tseals\n").find("line 1: a side is not in lower case") != std::string::npos);
  CHECK(load_error("focas\tseals\nfocas\tseal\n").find("line 2: sources are not sorted bytewise without repeats") != std::string::npos);
  CHECK(load_error("fuelles\tbellows\nfocas\tseals\n").find("line 2: sources are not sorted") != std::string::npos);
  CHECK(load_error("focas\t" + std::string(61, 's') + "\n").find("over 60 bytes") != std::string::npos);
  CHECK(load_error("focas\tseal\xC3\n").find("not valid UTF-8") != std::string::npos);
}

namespace {

std::vector<std::uint8_t> shipped_bytes(const std::string& name) {
  std::ifstream in(std::string(HEED_SOURCE_DIR) + "/models/shipped/" + name + ".heed", std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("the shipped es-en model writes the dictionary's word it hesitated over, with its hints only") {
  const std::vector<std::uint8_t> bytes = shipped_bytes("es-en");
  auto [config, tensors] = heed::testing::read_model(bytes);
  const auto hints = std::find_if(tensors.begin(), tensors.end(), [](const auto& t) { return t.name == "glossary.hints"; });
  REQUIRE(hints != tensors.end());
  tensors.erase(hints);
  const auto with = Translator::from_bytes(bytes);
  const auto without = Translator::from_bytes(heed::testing::write_model(config, tensors));
  CHECK(with->info().hints > 40000);
  CHECK(without->info().hints == 0);
  // "espesor" -> "thickness": the model's own guess was "spike".
  heed::TranslateOptions o;  // beam 4, the model's glossary on
  const std::string sentence = "El espesor del hielo era enorme.";
  CHECK(with->translate(sentence, o).text == "The ice thickness was huge.");
  CHECK(without->translate(sentence, o).text == "The spike of the ice was huge.");
  // The rule is beam search's, with the model's glossary.
  o.model_glossary = false;
  CHECK(with->translate(sentence, o).text.find("thickness") == std::string::npos);
}
