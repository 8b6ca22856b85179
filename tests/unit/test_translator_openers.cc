// A sentence adverb or conjunction of the model's glossary that opens a sentence ("Desde luego",
// "Si bien"; text::GlossaryTerm::opener) is translated apart from the rest of the sentence, so
// the model does not read its placeholder as the subject ("Of course, is the best").
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "text/restore.h"

using heed::TranslateOptions;
using heed::Translator;

namespace {

TranslateOptions short_output() {
  TranslateOptions o;
  o.max_length = 6;  // random weights rarely stop by themselves
  return o;
}

// The source text of each sentence of the result, in order.
std::vector<std::string> sources(const std::string& input, const heed::TranslationResult& r) {
  std::vector<std::string> out;
  for (const auto& s : r.sentences) out.push_back(input.substr(s.source_span.begin, s.source_span.end - s.source_span.begin));
  return out;
}

const char* kTerms =
    "Desde luego\tOf course\n"
    "desde luego\tof course\n"
    "El paro\tUnemployment\n"
    "el paro\tunemployment\n"
    "Zebra\tCebra\n"
    "Si bien\tAlthough\n";  // no lower-case twin: a name-like term

}  // namespace

TEST_CASE("an opening sentence adverb of the model's glossary is a unit of its own, with its comma") {
  const auto t = Translator::from_bytes(heed::testing::golden_with_table("glossary.terms", kTerms));
  const std::string input = "Desde luego, es la mejor. Zebra corre.";
  const auto r = t->translate(input, short_output());
  CHECK(sources(input, r) == std::vector<std::string>{"Desde luego,", "es la mejor.", "Zebra corre."});
  CHECK(r.text.find("Of course") != std::string::npos);

  // Not apart: a term whose English is a noun (a subject), one with no lower-case twin, one
  // inside the sentence, a question, a term with nothing after it, and without the model's glossary.
  for (const std::string whole : {"El paro baja.", "Si bien es caro.", "Es, desde luego, caro.", "Desde luego, es caro?",
                                  "Desde luego."}) {
    CHECK(sources(whole, t->translate(whole, short_output())) == std::vector<std::string>{whole});
  }
  TranslateOptions off = short_output();
  off.model_glossary = false;
  CHECK(sources(input, t->translate(input, off)) == std::vector<std::string>{"Desde luego, es la mejor.", "Zebra corre."});
  // A caller's term of the same source is the caller's: not marked, not apart.
  TranslateOptions mine = short_output();
  mine.glossary = {{"Desde luego", "Certainly"}};
  CHECK(sources(input, t->translate(input, mine)).size() == 2);
}

TEST_CASE("the piece after an opening term starts with the model's word lowered, not I or a name") {
  auto lowered = [](const std::string& model_text) {
    heed::text::OutputRestorer r({}, heed::text::CaseStyle::kAsIs);
    r.lower_start(true);
    std::string out = r.push(model_text).text;
    return out + r.flush().text;
  };
  CHECK(lowered("It is smaller.") == "it is smaller.");
  CHECK(lowered("I am fine.") == "I am fine.");
  CHECK(lowered("NASA confirmed it.") == "NASA confirmed it.");
}

TEST_CASE("es-en: the shipped model's opening adverbs keep the subject of the sentence after them") {
  const auto t = Translator::from_file(std::string(HEED_SOURCE_DIR) + "/models/shipped/es-en.heed");
  // The model had read the placeholder as the subject: "Although is smaller", "Of course, is".
  CHECK(t->translate("Si bien es m\xC3\xA1s peque\xC3\xB1o, tiene muchas tiendas.", {}).text.starts_with("Although it"));
  CHECK(t->translate("Desde luego, es la mejor paella de la ciudad.", {}).text.starts_with("Of course, it"));
  // A noun term that opens the sentence stays with its verb.
  const std::string paro = t->translate("El paro baj\xC3\xB3 en julio.", {}).text;
  CHECK(paro.starts_with("Unemployment"));
  CHECK(paro.find("It ") == std::string::npos);
}
