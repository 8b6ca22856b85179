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
#include "text/casing.h"
#include "text/tokenizer.h"
#include "translator_hints.h"

using heed::ModelHints;
using heed::Translator;
using heed::decode::PieceWords;

namespace {

const std::string kTable = "c\xC3\xA1psula\tcapsule\nfocas\tseals\nfuelles\tbellows\n";

std::vector<std::uint8_t> with_hints(const std::string& table, const std::string& dtype = "U8") {
  return heed::testing::golden_with_table("glossary.hints", table, dtype);
}

std::string load_error(const std::string& table, const std::string& dtype) {
  return heed::testing::load_error(with_hints(table, dtype));
}

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

// Each hinted word as "word first end" (its source tokens [first, end)).
std::vector<std::string> listed(const std::vector<heed::decode::HintedWord>& words) {
  std::vector<std::string> out;
  for (const auto& w : words) out.push_back(w.word + " " + std::to_string(w.first) + " " + std::to_string(w.end));
  return out;
}

}  // namespace

TEST_CASE("a unit's hinted words, one per source word the table holds; a capitalised one only first") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(kTable));
  const ModelHints hints(file);
  CHECK(hints.size() == 3);
  const PieceWords p = test_pieces();
  // "focas y fuelles, focas": every occurrence counts, a word of two pieces too; each names the
  // source tokens it translates.
  CHECK(listed(hints.words_for(p, {1, 2, 3, 4, 5, 1})) == std::vector<std::string>{"seals 0 1", "bellows 2 4", "seals 5 6"});
  // The first word may be capitalised ("Focas y ..."); elsewhere a capital marks a name.
  CHECK(listed(hints.words_for(p, {0, 2, 7})) == std::vector<std::string>{"seals 0 1"});
  CHECK(listed(hints.words_for(p, {2, 6})) == std::vector<std::string>{"capsule 1 2"});
  CHECK(hints.words_for(p, {2, 5}).empty());
  // A strong hint says so; the others do not.
  const heed::io::ModelFile marked = heed::io::ModelFile::parse(with_hints("focas\tseals\tstrong\nfuelles\tbellows\n"));
  const std::vector<heed::decode::HintedWord> words = ModelHints(marked).words_for(p, {1, 2, 3, 4});
  REQUIRE(words.size() == 2);
  CHECK((words[0].word == "seals" && words[0].strong && words[1].word == "bellows" && !words[1].strong));
  CHECK(ModelHints(marked).is_strong("focas"));
  CHECK_FALSE(ModelHints(marked).is_strong("fuelles"));
}

namespace {

// A vocabulary of the pieces below, by their text ("▁" as written).
class FakeTokenizer : public heed::text::Tokenizer {
 public:
  explicit FakeTokenizer(std::vector<std::string> pieces) : pieces_(std::move(pieces)) {}
  void encode(std::string_view, std::vector<int>*, std::vector<heed::Span>*) const override {}
  std::string decode(const std::vector<int>&) const override { return {}; }
  std::string piece(int id) const override { return pieces_[static_cast<std::size_t>(id)]; }
  int piece_id(std::string_view piece) const override {
    const auto it = std::find(pieces_.begin(), pieces_.end(), piece);
    return it == pieces_.end() ? -1 : static_cast<int>(it - pieces_.begin());
  }
  int vocab_size() const override { return static_cast<int>(pieces_.size()); }

 private:
  std::vector<std::string> pieces_;
};

}  // namespace

TEST_CASE("the pieces that start a hinted word, as written and with a capital") {
  const std::string bar = "\xE2\x96\x81";  // "▁"
  const FakeTokenizer tokenizer({bar + "s", bar + "se", bar + "Se", "als", bar + "seal", bar + "seals", "seal",
                                 bar + "\xC3\xA1" "rbol", bar + "\xC3\x81" "rbol"});
  // "▁s" (one letter) tells nothing; "als" and "seal" go on with a word.
  const auto piece_id = [&](std::string_view piece) { return tokenizer.piece_id(piece); };
  CHECK(heed::start_pieces("seals", piece_id) == std::vector<int>{1, 2, 4, 5});
  CHECK(heed::start_pieces("s", piece_id) == std::vector<int>{0});  // a word of one letter
  CHECK(heed::start_pieces("\xC3\xA1" "rbol", piece_id) == std::vector<int>{7, 8});  // "árbol", "Árbol"
  CHECK(heed::start_pieces("otter", piece_id).empty());
  CHECK(heed::text::capitalise_first("seals") == "Seals");  // the rule's capitalised forms
  CHECK(heed::text::capitalise_first("\xC3\xA1" "rbol") == "\xC3\x81" "rbol");
}

TEST_CASE("the ids a search needs for a hinted word: its spelling, lower case and capitalised, and its starts") {
  const std::string bar = "\xE2\x96\x81";  // "▁"
  const FakeTokenizer tokenizer({bar + "se", bar + "Se", "als", bar + "seal"});
  const auto piece_id = [&](std::string_view piece) { return tokenizer.piece_id(piece); };
  // The tokenizer's spelling, as the search would write it after a space.
  const auto encode = [](const std::string& text) {
    if (text == " seals") return std::vector<int>{3, 2};
    if (text == " Seals") return std::vector<int>{1, 2};
    return std::vector<int>{};
  };
  const std::vector<heed::decode::HintedWord> hinted = {{"seals", 0, 1, false}};
  CHECK(heed::hinted_word_ids(hinted, encode, piece_id) == std::vector<int>{3, 2, 1, 2, 0, 1, 3});
  CHECK(heed::hinted_word_ids({}, encode, piece_id).empty());
}

TEST_CASE("one source word's hinted target, or none") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(kTable));
  const ModelHints hints(file);
  CHECK(hints.target_of("focas") == "seals");
  CHECK(hints.target_of("c\xC3\xA1psula") == "capsule");
  CHECK(hints.target_of("foca").empty());
  CHECK(hints.target_of("Focas").empty());  // the table's sources are lower case
  const heed::io::ModelFile bad = heed::io::ModelFile::parse(with_hints("focas\tSeals\n"));
  CHECK_THROWS_AS(ModelHints(bad).target_of("focas"), heed::Error);
}

TEST_CASE("a text that is one hinted word comes out as its target, in its case; in a sentence the model's") {
  auto [config, tensors] = heed::testing::read_model(with_hints(kTable + std::string("rechazar\trefuse\n")));
  heed::TranslateOptions o;
  o.max_length = 6;
  for (const char* lang : {"en", "es"}) {
    config["src_lang"] = lang;
    const auto t = Translator::from_bytes(heed::testing::write_model(config, tensors));
    CHECK(t->translate("focas", o).text == "seals");
    CHECK(t->translate("Focas", o).text == "Seals");
    CHECK(t->translate("FOCAS", o).text == "SEALS");
    CHECK(t->translate("focas.", o).text == "seals.");           // a list's item
    const auto block = t->translate("Focas\n\nfuelles", o);      // each sentence of a text
    CHECK(block.text == "Seals\n\nbellows");
    CHECK(t->translate("focas y fuelles", o).text.find("seals") == std::string::npos);  // a sentence
    CHECK(t->translate("focas!", o).text != "seals!");
    // A Spanish infinitive alone is a button: the model's software word, not the dictionary's.
    CHECK((t->translate("rechazar", o).text == "refuse") == (std::string(lang) == "en"));
    heed::TranslateOptions plain = o;
    plain.model_glossary = false;
    CHECK(t->translate("focas", plain).text != "seals");
  }
}

TEST_CASE("a model reports its hints; none without the table") {
  CHECK(Translator::from_bytes(with_hints(kTable))->info().hints == 3);
  CHECK(Translator::from_bytes(heed::testing::golden_bytes())->info().hints == 0);
}

namespace {

// The message of the Error(kInvalidModel) the table gives where a sentence ("focas") first needs
// it, or "no error"; the model file loads either way.
std::string error_for(const std::string& table) {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints(table));
  const ModelHints hints(file);
  try {
    hints.words_for(test_pieces(), {1});
  } catch (const heed::Error& e) {
    CHECK(e.code() == heed::Error::Code::kInvalidModel);
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a broken hints table is refused where a sentence first needs it, naming what is wrong") {
  CHECK(error_for(kTable) == "no error");
  CHECK(error_for("focas seals\n").find("glossary.hints line 1: no tab") != std::string::npos);
  CHECK(error_for("focas\t\n").find("line 1: empty source or target") != std::string::npos);
  CHECK(error_for("focas\tseals\nfocas\tseal\n").find("line 2: sources are not sorted bytewise without repeats") != std::string::npos);
  CHECK(error_for("fuelles\tbellows\nfocas\tseals\n").find("line 2: sources are not sorted") != std::string::npos);
  CHECK(error_for("focas\t" + std::string(61, 's') + "\n").find("over 60 bytes") != std::string::npos);
  CHECK(error_for("focas\tseal\xC3\n").find("not valid UTF-8") != std::string::npos);
  CHECK(error_for("c\xC3\xA1psula\tcapsule\nfocas\tsea lions\n").find("glossary.hints line 2: a target is not one word of letters") != std::string::npos);
  CHECK(error_for("focas\tn\xC2\xBA\n").find("line 1: a target is not one word of letters") != std::string::npos);
  CHECK(error_for("focas\tSeals\n").find("line 1: a target is not in lower case") != std::string::npos);
  // A third column says "strong" and nothing else.
  CHECK(error_for("focas\tseals\tstrong\n") == "no error");
  CHECK(error_for("focas\tseals\tstrongly\n").find("line 1: a third column other than \"strong\"") != std::string::npos);
  // Or "past" and the past's plural target, one lower-case word of letters.
  CHECK(error_for("focas\tseals\tpast\tsealed\n") == "no error");
  CHECK(error_for("focas\tseals\tpast\n").find("line 1: a third column other than") != std::string::npos);
  CHECK(error_for("focas\tseals\tpast\tSealed\n").find("line 1: a past's plural target that is not one lower-case word") != std::string::npos);
  CHECK(error_for("focas\tseals\tpast\tse aled\n").find("line 1: a past's plural target") != std::string::npos);
  // A source no sentence's word can be (not lower-case letters) is never asked for.
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints("Focas\tseals\n"));
  CHECK(ModelHints(file).words_for(test_pieces(), {0, 2, 1}).empty());
  // Another dtype is refused at load.
  CHECK(load_error(kTable, "I8").find("glossary.hints must be a U8") != std::string::npos);
}

TEST_CASE("a translation that needs a broken table fails with the model's error; loading does not") {
  const auto t = Translator::from_bytes(with_hints("a\tb\na\tc\n"));
  CHECK(t->info().hints == 2);
  heed::TranslateOptions o;
  o.max_length = 4;
  try {
    t->translate("a", o);
    FAIL("no error");
  } catch (const heed::Error& e) {
    CHECK(e.code() == heed::Error::Code::kInvalidModel);
    CHECK(std::string(e.what()).find("glossary.hints line 2: sources are not sorted") != std::string::npos);
  }
  o.model_glossary = false;  // the table is not read
  CHECK_NOTHROW(t->translate("a", o));
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
  // "corrosión" -> "corrosion": the model's own guess is "corruption" (round 5's model; round
  // 4's wrote "El espesor del hielo" as "The spike of the ice", round 5's gets it right alone).
  heed::TranslateOptions o;  // beam 4, the model's glossary on
  const std::string sentence = "La corrosi\xC3\xB3n del metal era enorme.";
  CHECK(with->translate(sentence, o).text == "The metal corrosion was huge.");
  CHECK(without->translate(sentence, o).text == "The metal corruption was huge.");
  // The rule is beam search's, with the model's glossary.
  o.model_glossary = false;
  CHECK(with->translate(sentence, o).text.find("corrosion") == std::string::npos);
}

TEST_CASE("a hint counts only where the decoder looks at its source word, whatever attention is reported") {
  const auto t = Translator::from_bytes(shipped_bytes("en-es"));
  // "miles" -> "millas" is hinted; the models start "Thousands" with "mil…", which the hint had
  // taken over in round 2's model: "Las millas de gente andan por miles."; round 4's writes "Miles"
  // and "millas", each where it belongs ("Thousands", a capitalised plural opening the sentence,
  // gets its hint strong since 2026-11-29: "Miles de personas", was "Miles de gente").
  heed::TranslateOptions o;  // beam 4, the model's glossary on, attention reported
  const std::string sentence = "Thousands of people walked for miles.";
  const heed::TranslationResult reported = t->translate(sentence, o);
  CHECK(reported.text == "Miles de personas caminó por millas.");
  CHECK_FALSE(reported.sentences.at(0).attention.empty());
  o.attention_layer = 0;
  CHECK(t->translate(sentence, o).text == "Miles de personas caminó por millas.");
  o.report_all_layers = true;
  CHECK(t->translate(sentence, o).text == "Miles de personas caminó por millas.");
  // The hints read the last layer's attention, recorded for them alone when none is asked for:
  // the same words, and none reported.
  o.report_attention = false;
  const heed::TranslationResult unreported = t->translate(sentence, o);
  CHECK(unreported.text == "Miles de personas caminó por millas.");
  CHECK(unreported.sentences.at(0).attention.empty());
}

TEST_CASE("a source word of no target-language word that the model copies becomes its hint") {
  // "acampar" is no English word; the model wrote it as it was.
  const auto es_en = Translator::from_bytes(shipped_bytes("es-en"));
  const std::string camp = es_en->translate("Si va a acampar, lleve un catre o una hamaca.", {}).text;
  CHECK(camp.find("camp") != std::string::npos);
  CHECK(camp.find("acampar") == std::string::npos);
  // Without the model's tables the copy stays: the rule is theirs.
  heed::TranslateOptions raw;
  raw.model_glossary = false;
  CHECK(es_en->translate("Si va a acampar, lleve un catre o una hamaca.", raw).text.find("acampar") != std::string::npos);
  // en-es: "vandalism" had stayed English.
  const auto en_es = Translator::from_bytes(shipped_bytes("en-es"));
  CHECK(en_es->translate("He is being investigated for trespassing rather than vandalism.", {}).text.find("vandalismo") != std::string::npos);
}

TEST_CASE("es-en: an infinitive or gerund with its pronoun finds its verb's hint") {
  // "diseñarlos" finds "diseñar" -> "design"; without it: "took months in designing them".
  const auto t = Translator::from_bytes(shipped_bytes("es-en"));
  CHECK(t->translate("El equipo tard\xC3\xB3 meses en dise\xC3\xB1" "arlos.", {}).text.find("to design them") !=
        std::string::npos);
}

TEST_CASE("es-en: a hint the tokenizer spells from a bare space still wins") {
  // "bought" is "▁" "bo" "ught"; offered only "▁bo..." the strong hint of "compré" lost to the
  // model's "I will check bread" (the model reads "-é" as a future's).
  const auto t = Translator::from_bytes(shipped_bytes("es-en"));
  CHECK(t->translate("Compr\xC3\xA9 pan en la tienda de la esquina.", {}).text == "I bought bread in the corner store.");
  heed::TranslateOptions raw;
  raw.model_glossary = false;
  CHECK(t->translate("Compr\xC3\xA9 pan en la tienda de la esquina.", raw).text.find("bought") == std::string::npos);
}

TEST_CASE("es-en: a strong hint wins where the model was sure of another word") {
  // "manifestantes" (demonstrators) is marked strong (models/strong_hints.py); the same table
  // with every mark dropped lets the model's "manifests" stand.
  const std::vector<std::uint8_t> bytes = shipped_bytes("es-en");
  auto [config, tensors] = heed::testing::read_model(bytes);
  const auto hints = std::find_if(tensors.begin(), tensors.end(), [](const auto& t) { return t.name == "glossary.hints"; });
  REQUIRE(hints != tensors.end());
  const std::string marked(hints->data.begin(), hints->data.end());
  REQUIRE(marked.find("manifestantes\tdemonstrators\tstrong\n") != std::string::npos);
  std::string plain;
  for (std::size_t at = 0; at < marked.size();) {
    const std::size_t end = marked.find('\n', at);
    std::string row = marked.substr(at, end - at);
    if (row.ends_with("\tstrong")) row.resize(row.size() - 7);
    plain += row + "\n";
    at = end + 1;
  }
  hints->data.assign(plain.begin(), plain.end());
  hints->shape = {static_cast<std::int64_t>(plain.size())};
  const auto with_marks = Translator::from_bytes(bytes);
  const auto without_marks = Translator::from_bytes(heed::testing::write_model(config, tensors));
  const std::string sentence = "Miles de manifestantes llenaron la plaza.";
  CHECK(with_marks->translate(sentence, {}).text == "Thousands of demonstrators filled the square.");
  CHECK(without_marks->translate(sentence, {}).text == "Thousands of manifests filled the square.");
}

TEST_CASE("es-en: a hinted word the shortlist lacked is written with it as without it") {
  // The lexical table, learnt from co-occurrence in training text, has no target of "radares":
  // the search wrote "Rings are useful." until the hint's pieces joined its candidates.
  const auto t = Translator::from_bytes(shipped_bytes("es-en"));
  REQUIRE(t->info().shortlist_targets > 0);
  heed::TranslateOptions o;  // beam 4, the model's glossary and shortlist on
  const std::string sentence = "Los radares son \xC3\xBAtiles.";
  CHECK(t->translate(sentence, o).text == "Radars are useful.");
  o.use_shortlist = false;
  CHECK(t->translate(sentence, o).text == "Radars are useful.");
}

namespace {

// Pieces of English pasts in a sentence ("▁" as a space): 0 " The", 1 " team", 2 " teams", 3 "
// announced", 4 " it", 5 " was", 6 " by", 7 " the", 8 " plan", 9 " recently", 10 ".", 11 " they".
PieceWords past_pieces() {
  PieceWords p;
  for (const char* text : {" The", " team", " teams", " announced", " it", " was", " by", " the", " plan", " recently"}) {
    p.add(text, 1, false);
  }
  p.add(".", 1, false);
  p.add(" they", 1, false);
  return p;
}

}  // namespace

TEST_CASE("an English past's hint is its Spanish past where it reads as a verb, plural after a plural subject") {
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_hints("announced\tanunci\xC3\xB3\tpast\tanunciaron\n"));
  const ModelHints hints(file);
  const PieceWords p = past_pieces();
  // "The team announced it." / "The teams announced it." / "they recently announced it."
  const auto words = hints.words_for(p, {0, 1, 3, 4, 10});
  REQUIRE(words.size() == 1);
  CHECK((words[0].word == "anunci\xC3\xB3" && words[0].past && !words[0].strong && words[0].first == 2));
  CHECK(listed(hints.words_for(p, {0, 2, 3, 4, 10})) == std::vector<std::string>{"anunciaron 2 3"});
  CHECK(listed(hints.words_for(p, {11, 9, 3, 4})) == std::vector<std::string>{"anunciaron 2 3"});
  // A participle: after "was" (past an adverb), after an article, before "by", opening the sentence.
  CHECK(hints.words_for(p, {0, 8, 5, 9, 3, 10}).empty());
  CHECK(hints.words_for(p, {7, 3, 8}).empty());
  CHECK(hints.words_for(p, {0, 8, 3, 6, 7, 1}).empty());
  CHECK(hints.words_for(p, {3, 4}).empty());
  // A word alone or a model's copy is no finite verb: no target for them.
  CHECK(hints.target_of("announced").empty());
}

namespace {

// Whether `word`, found in `sentence`, reads as a finite past there (`terms` as words_for's).
bool finite(std::string_view sentence, std::string_view word, const std::vector<bool>* terms = nullptr) {
  const std::size_t at = sentence.find(word);
  return heed::reads_as_finite_past(sentence, at, at + word.size(), terms);
}

}  // namespace

TEST_CASE("whether an English past reads as a finite verb") {
  CHECK(finite(" The mayor announced the plan.", "announced"));
  CHECK(finite(" He also announced it.", "announced"));
  CHECK(finite(" They quickly agreed.", "agreed"));
  CHECK_FALSE(finite(" The plan was announced.", "announced"));
  CHECK_FALSE(finite(" It has never been used.", "used"));
  CHECK_FALSE(finite(" It was not announced.", "announced"));
  CHECK_FALSE(finite(" the proposed changes", "proposed"));
  CHECK_FALSE(finite(" I'd planned it.", "planned"));
  CHECK_FALSE(finite(" to be continued", "continued"));
  CHECK_FALSE(finite(" the plan announced by the mayor", "announced"));
  CHECK_FALSE(finite(" Founded in 1990, it grew.", "Founded"));
  CHECK_FALSE(finite(" It grew. Founded in 1990, it grew.", "Founded"));
  // After a determiner it is an adjective: "no established nation".
  CHECK_FALSE(finite(" No established nation recognises it.", "established"));
  CHECK_FALSE(finite(" Some invited guests left.", "invited"));
  // Joined by "and" to a past before it, it is what that one is.
  CHECK_FALSE(finite(" The fort was preserved and protected.", "protected"));
  CHECK(finite(" The mayor signed and sealed it.", "sealed"));
  // A question's subject after its auxiliary: a participle.
  CHECK_FALSE(finite(" How were they designed?", "designed"));
  CHECK(finite(" Then they designed it.", "designed"));
}

TEST_CASE("a past right after a term's placeholder reads as its verb, not after a mark's") {
  // "The mayor of Seville visited", "Germany signed": the model wrote "visitado", "firmado".
  CHECK(finite(" The mayor of %1 visited the port.", "visited", nullptr));
  CHECK(finite(" %1 signed the agreement.", "signed", nullptr));
  const std::vector<bool> name_and_quote = {true, false};
  CHECK(finite(" %1 signed the agreement.", "signed", &name_and_quote));
  // "%2" is a quotation mark's ("\"Based on this fossil"): the sentence opens after it.
  CHECK_FALSE(finite(" %2 Based on this fossil, it is old.", "Based", &name_and_quote));
  CHECK_FALSE(finite(" %3 signed it.", "signed", &name_and_quote));  // no such placeholder
  CHECK(heed::follows_placeholder(" %12 ", 5));
  CHECK_FALSE(heed::follows_placeholder(" 12 ", 4));
  CHECK_FALSE(heed::follows_placeholder(" %123456789 ", 12));  // no placeholder is that long
}

TEST_CASE("en-es: the shipped model writes a past it wrote as a participle or a present as a past") {
  // Without the past rows: "El equipo reproducido bien", "Los investigadores analizan datos".
  const auto t = Translator::from_bytes(shipped_bytes("en-es"));
  CHECK(t->translate("The team played well but lost the final.", {}).text.find("jug\xC3\xB3") != std::string::npos);
  CHECK(t->translate("Researchers analysed data from ten thousand patients.", {}).text.find("analizaron") != std::string::npos);
  // A participle stays one.
  CHECK(t->translate("The data was analysed.", {}).text.find("analiz\xC3\xB3") == std::string::npos);
}

TEST_CASE("en-es: a capitalised plural noun opening the sentence gets its hint, strong, in lower case") {
  // The model read the capital as a name's: "Los famias con niños", "Los equipos se usan", and
  // the hint's capitalised form after the article, "Los Animales necesitan agua".
  const auto t = Translator::from_bytes(shipped_bytes("en-es"));
  CHECK(t->translate("Families with children are welcome.", {}).text.starts_with("Las familias"));
  CHECK(t->translate("Computers are used in every school.", {}).text.starts_with("Los ordenadores"));
  CHECK(t->translate("Animals need water.", {}).text == "Los animales necesitan agua.");
}
