// The model file's copied words (FORMAT.md, "Copied words"; models/copied_words.py): a source
// word the model writes into its output untranslated is replaced by the table's translation;
// applied with the model's glossary, and a broken table refused at load naming the line.
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "translator_copied_words.h"
#include "translator_word_rules.h"

using heed::Error;
using heed::ModelCopiedWords;
using heed::TranslateOptions;
using heed::Translator;

namespace {

using heed::testing::golden_bytes;

std::vector<std::uint8_t> with_words(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("glossary.words", table, dtype);
}

const std::string kTable = "police\tpolic\xC3\xAD" "a\nvictims\tv\xC3\xAD" "ctimas\n";

std::vector<std::string> found(std::string_view sentence, std::string_view as_read) {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_words(kTable));
  const ModelCopiedWords words(file);
  std::vector<std::string> out;
  for (const auto& w : words.in_sentence(sentence, as_read)) out.push_back(w.source + " -> " + w.target);
  return out;
}

// Whether `text` opens with `words`, the last of them whole ("olímpico" is not "olímpicos").
bool opens_with(const std::string& text, const std::string& words) {
  return text.starts_with(words) && (text.size() == words.size() || text[words.size()] == ' ');
}

std::string load_error(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::load_error(with_words(table, dtype));
}

}  // namespace

TEST_CASE("a sentence's words in the table, as written and as the model read them") {
  CHECK(found("The police found two victims; police.", "The police found two victims; police.") ==
        std::vector<std::string>{"police -> polic\xC3\xAD" "a", "victims -> v\xC3\xAD" "ctimas"});
  // Capitalised words are left alone (likely names); ALL-CAPS ones are found as the model reads them.
  CHECK(found("Police said so.", "Police said so.").empty());
  CHECK(found("POLICE SAID SO.", "police said so.") == std::vector<std::string>{"police -> polic\xC3\xAD" "a"});
  CHECK(found("policeman and polices", "policeman and polices").empty());
}

TEST_CASE("one word's translation, an adjective's first form; a word the vocabulary cannot spell is a term") {
  const std::string table = "antig\xC3\xBC" "edad\tantiquity\nolympic\tol\xC3\xADmpico|ol\xC3\xADmpica|ol\xC3\xADmpicos|ol\xC3\xADmpicas\n"
                            "police\tpolic\xC3\xAD" "a\n";
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_words(table));
  const ModelCopiedWords words(file);
  CHECK(words.translation_of("police") == "polic\xC3\xAD" "a");
  CHECK(words.translation_of("olympic") == "ol\xC3\xADmpico");
  CHECK(words.translation_of("Police").empty());
  CHECK(words.translation_of("polices").empty());
  // The terms the rules give a text: the unspelled lower-case words the table translates.
  const heed::ModelWordRules rules(file);
  const std::string text = "48 a\xC3\xB1os de antig\xC3\xBC" "edad; Antig\xC3\xBC" "edad; police";
  const auto no_u = [](std::string_view w) { return w.find("\xC3\xBC") == std::string_view::npos; };  // lacks "ü"
  auto sources = [&](const heed::TranslateOptions& o, const std::function<bool(std::string_view)>& spelled) {
    std::vector<std::string> out;
    for (const auto& t : rules.glossary_terms(o, {text}, spelled)) out.push_back(t.source + " -> " + t.target);
    return out;
  };
  heed::TranslateOptions o;
  CHECK(sources(o, no_u) == std::vector<std::string>{"antig\xC3\xBC" "edad -> antiquity"});
  CHECK(sources(o, [](std::string_view) { return true; }).empty());  // spelled: the model's
  CHECK(sources(o, {}).empty());
  o.model_glossary = false;
  CHECK(sources(o, no_u).empty());
}

TEST_CASE("a sentence's capitalised first word is found where the table marks its word 'opens'") {
  const std::string table = "coffee\tcaf\xC3\xA9\topens\npolice\tpolic\xC3\xAD" "a\n";
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_words(table));
  const ModelCopiedWords words(file);
  const auto found_in = [&](std::string_view sentence) {
    std::vector<std::string> out;
    for (const auto& w : words.in_sentence(sentence, "")) out.push_back(w.source + " -> " + w.target);
    return out;
  };
  CHECK(found_in("Coffee is hot.") == std::vector<std::string>{"Coffee -> caf\xC3\xA9"});
  CHECK(found_in("\xC2\xBF" "Coffee?") == std::vector<std::string>{"Coffee -> caf\xC3\xA9"});  // after "¿"
  CHECK(found_in("\"Coffee\" is hot.") == std::vector<std::string>{"Coffee -> caf\xC3\xA9"});
  CHECK(found_in("coffee and Coffee") == std::vector<std::string>{"coffee -> caf\xC3\xA9"});  // mid-sentence: a name
  CHECK(found_in("Police said so.").empty());   // no "opens": left alone
  CHECK(found_in("COFFEE IS HOT.").empty());    // all capitals: the model's reading finds it
  CHECK(found_in("2 Coffee shops.").empty());   // not the first word
}

TEST_CASE("the model's copy of a source word is replaced, unless the model's glossary is off") {
  const auto t = Translator::from_bytes(with_words(kTable));
  CHECK(t->info().copied_words == 2);
  CHECK(Translator::from_bytes(golden_bytes())->info().copied_words == 0);
  // A reader's prefix forces the model to write the source word.
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  o.target_prefix = "la police ";
  CHECK(t->translate("the police came", o).text.starts_with("la polic\xC3\xAD" "a"));
  o.model_glossary = false;
  CHECK(t->translate("the police came", o).text.starts_with("la police"));
  // A word the source lacks is no copy.
  o.model_glossary = true;
  CHECK(t->translate("the guards came", o).text.starts_with("la police"));
}

TEST_CASE("a copied adjective of four forms is written in the one its noun's determiner asks for") {
  const std::string olympic = "ol\xC3\xAD" "mpico|ol\xC3\xAD" "mpica|ol\xC3\xAD" "mpicos|ol\xC3\xAD" "mpicas";
  const auto t = Translator::from_bytes(with_words("Olympic\t" + olympic + "\n"));
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  o.target_prefix = "los juegos Olympic ";
  CHECK(opens_with(t->translate("the Olympic games", o).text, "los juegos ol\xC3\xAD" "mpicos"));
  o.target_prefix = "la llama Olympic ";
  CHECK(opens_with(t->translate("the Olympic flame", o).text, "la llama ol\xC3\xAD" "mpica"));
  o.target_prefix = "es Olympic ";
  CHECK(opens_with(t->translate("it is Olympic", o).text, "es ol\xC3\xAD" "mpico"));
}

TEST_CASE("Spanish output is spelled as today: the 1909 Bible's accents go, with the model's glossary") {
  const auto t = Translator::from_bytes(golden_bytes());  // en -> es, no table of its own
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  o.target_prefix = "vino \xC3\xA1 la casa y fu\xC3\xA9 ";
  CHECK(t->translate("he came home", o).text.starts_with("vino a la casa y fue"));
  o.model_glossary = false;
  CHECK(t->translate("he came home", o).text.starts_with("vino \xC3\xA1 la casa y fu\xC3\xA9"));
  CHECK(heed::modern_spellings("en").empty());
  CHECK(heed::modern_spellings("es").size() == 9);
}

TEST_CASE("Spanish output writes solo without the accent the RAE dropped in 2010, at a sentence's start too") {
  const auto t = Translator::from_bytes(golden_bytes());
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  o.target_prefix = "S\xC3\xB3lo es s\xC3\xB3lo un ";
  CHECK(t->translate("it is only a game", o).text.starts_with("Solo es solo un"));
}

TEST_CASE("a target marked 'proper' is capitalised wherever the model writes it in lower case, whole") {
  const auto t = Translator::from_bytes(with_words("alem\xC3\xA1n\tGerman\tproper\nitaliano\tItalian\tproper\nitalianos\tItalian\tproper\n"));
  const ModelCopiedWords words(heed::io::ModelFile::parse(with_words("italiano\tItalian\tproper\nitalianos\tItalian\tproper\n")));
  REQUIRE(words.proper_words().size() == 1);  // one replacement per spelling
  CHECK(words.proper_words()[0].source == "italian");
  CHECK(words.in_sentence("los barcos italianos", "").size() == 1);  // still a copied word's translation
  TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 40;
  // Whatever the source says: the model wrote the word in lower case; another word stays.
  o.target_prefix = "the italian ships and german, not italians ";
  CHECK(t->translate("los barcos", o).text.starts_with("the Italian ships and German, not italians"));
  o.target_prefix = "italianate and italian, ";
  CHECK(t->translate("los barcos", o).text.starts_with("italianate and Italian,"));
  o.model_glossary = false;
  CHECK(t->translate("los barcos", o).text.starts_with("italianate and italian,"));
}

TEST_CASE("a broken copied-words table is refused at load, naming what is wrong") {
  CHECK(load_error("police policia\n").find("glossary.words line 1: no tab") != std::string::npos);
  CHECK(load_error("police\t\n").find("line 1: empty source or target") != std::string::npos);
  CHECK(load_error("ice cream\thelado\n").find("line 1: the source is not one word") != std::string::npos);
  CHECK(load_error("victims\tx\npolice\ty\n").find("line 2: sources are not sorted") != std::string::npos);
  CHECK(load_error("police\tx\npolice\ty\n").find("line 2: sources are not sorted bytewise without repeats") != std::string::npos);
  CHECK(load_error("police\t" + std::string(101, 'x') + "\n").find("over 100 bytes") != std::string::npos);
  CHECK(load_error("police\tpolic\xC3\n").find("not valid UTF-8") != std::string::npos);
  CHECK(load_error("police\ta|b|c\n").find("line 1: a target of forms is not four non-empty forms") != std::string::npos);
  CHECK(load_error("police\ta||c|d\n").find("four non-empty forms") != std::string::npos);
  CHECK(load_error("police\tx\tname\n").find("line 1: a third column other than 'opens' or 'proper'") != std::string::npos);
  CHECK(load_error("italiano\titalian\tproper\n").find("line 1: a 'proper' target is not one capitalised word") != std::string::npos);
  CHECK(load_error("neoyorquino\tNew Yorker\tproper\n").find("not one capitalised word") != std::string::npos);
  CHECK(load_error(kTable, "I8").find("must be a U8") != std::string::npos);
}
