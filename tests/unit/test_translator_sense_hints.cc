// A hints table's sense rows (FORMAT.md "Hints": third column "sense", fourth its triggers;
// models/sense_hints.py): a word's target asked for, as a strong hint, only where one of its
// trigger words is a word of the same text; a word may have several senses, the first whose
// triggers the text holds wins; the word's other row, after them, is its hint where none applies;
// a sense row gives no target for a word alone.
#include <catch2/catch.hpp>

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

std::vector<std::uint8_t> with_hints(const std::string& table) {
  return heed::testing::golden_with_table("glossary.hints", table, "U8");
}

// Pieces ("▁" as a space): 0 " El", 1 " partido", 2 " gol", 3 " elecciones", 4 " de", 5 " la",
// 6 " Partido", 7 " marc", 8 "ó", 9 " casilla".
PieceWords sense_pieces() {
  PieceWords p;
  for (const char* text : {" El", " partido", " gol", " elecciones", " de", " la", " Partido", " marc"}) p.add(text, 1, false);
  p.add("\xC3\xB3", 0, true);
  p.add(" casilla", 1, false);
  return p;
}

const std::string kSenses =
    "marc\xC3\xB3\tscored\tsense\tgol goles\n"
    "partido\tmatch\tsense\tgol liga\n"
    "partido\tparty\tsense\telecciones\n";

// Each hinted word as "word first end strong".
std::vector<std::string> listed(const std::vector<heed::decode::HintedWord>& words) {
  std::vector<std::string> out;
  for (const auto& w : words) {
    out.push_back(w.word + " " + std::to_string(w.first) + " " + std::to_string(w.end) + (w.strong ? " strong" : ""));
  }
  return out;
}

std::string error_for(const std::string& table) {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(table));
  try {
    ModelHints(file).words_for(sense_pieces(), {0, 1});
  } catch (const heed::Error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a sense row is asked for, strong, only beside one of its triggers; the first sense that applies wins") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(kSenses));
  const ModelHints hints(file);
  const PieceWords p = sense_pieces();
  // "El partido gol": a match; "El partido elecciones": a party; "El partido de la": neither.
  CHECK(listed(hints.words_for(p, {0, 1, 2})) == std::vector<std::string>{"match 1 2 strong"});
  CHECK(listed(hints.words_for(p, {0, 1, 3})) == std::vector<std::string>{"party 1 2 strong"});
  CHECK(hints.words_for(p, {0, 1, 4, 5}).empty());
  // Both topics: the first sense listed.
  CHECK(listed(hints.words_for(p, {3, 1, 2})) == std::vector<std::string>{"match 1 2 strong"});
  // A word spelt by two pieces ("marc" "ó"), its trigger before it; not beside "casilla".
  CHECK(listed(hints.words_for(p, {2, 7, 8})) == std::vector<std::string>{"scored 1 3 strong"});
  CHECK(hints.words_for(p, {7, 8, 5, 9}).empty());
  // A capitalised word counts only as the text's first ("Partido" inside it is a name).
  CHECK(listed(hints.words_for(p, {6, 2})) == std::vector<std::string>{"match 0 1 strong"});
  CHECK(hints.words_for(p, {2, 6}).empty());
  // No target for a word alone or a model's copy: the sentence decides.
  CHECK(hints.target_of("partido").empty());
  CHECK_FALSE(hints.is_strong("partido"));
}

TEST_CASE("a word's other row, after its sense rows, is its hint where no sense applies") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(
      "casilla\tbox\nmarc\xC3\xB3\tscored\tsense\tgol goles\nmarc\xC3\xB3\tchecked\tstrong\npartido\tmatch\tsense\tgol\n"));
  const ModelHints hints(file);
  const PieceWords p = sense_pieces();
  // "gol marc ó": the sense, and only it; "marc ó la casilla": the word's own row.
  CHECK(listed(hints.words_for(p, {2, 7, 8})) == std::vector<std::string>{"scored 1 3 strong"});
  CHECK(listed(hints.words_for(p, {7, 8, 5, 9})) == std::vector<std::string>{"checked 0 2 strong", "box 3 4"});
  CHECK(hints.target_of("marc\xC3\xB3") == "checked");
  CHECK(hints.is_strong("marc\xC3\xB3"));
  CHECK(hints.target_of("partido").empty());
}

TEST_CASE("a broken sense row is refused, naming the line; a source repeats only after a sense row") {
  CHECK(error_for(kSenses) == "no error");
  CHECK(error_for("partido\tmatch\tsense\n").find("line 1: a third column other than") != std::string::npos);
  CHECK(error_for("partido\tmatch\tsense\tGol\n").find("line 1: a sense's triggers that are not lower-case words") !=
        std::string::npos);
  CHECK(error_for("partido\tmatch\tsense\tgol  liga\n").find("line 1: a sense's triggers") != std::string::npos);
  CHECK(error_for("partido\tmatch\tsense\tgol \n").find("line 1: a sense's triggers") != std::string::npos);
  CHECK(error_for("partido\tmatch\tsense\t" + std::string(2001, 'a') + "\n").find("line 1: a sense's triggers") !=
        std::string::npos);
  CHECK(error_for("partido\tmatch\npartido\tparty\tsense\telecciones\n").find("line 2: sources are not sorted") !=
        std::string::npos);
  CHECK(error_for("partido\tparty\tsense\telecciones\npartido\tmatch\n") == "no error");
  CHECK(error_for("partido\tparty\tsense\telecciones\npartido\tmatch\npartido\tgame\n").find("line 3: sources are not sorted") !=
        std::string::npos);
  // A sense's target is checked where its topic asks for it.
  CHECK(error_for("partido\tMatch\tsense\tpartido\n").find("line 1: a target is not one lower-case word") != std::string::npos);
}

TEST_CASE("es-en: the shipped model's sense rows: a match beside a goal, a party beside an election") {
  std::ifstream in(std::string(HEED_SOURCE_DIR) + "/models/shipped/es-en.heed", std::ios::binary);
  const auto t = Translator::from_bytes({std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
  // Without them: "The opposition match asked…", "The two matches signed a coalition agreement."
  const std::string party = t->translate("Los dos partidos firmaron un acuerdo de coalici\xC3\xB3n.", {}).text;
  CHECK(party.find("parties") != std::string::npos);
  const std::string team = t->translate("El equipo local marc\xC3\xB3 en el \xC3\xBAltimo minuto.", {}).text;
  CHECK(team.find("team") != std::string::npos);
}
