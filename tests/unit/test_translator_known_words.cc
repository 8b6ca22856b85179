// The model file's list of target words (FORMAT.md, "Known words"; models/known_words.py): its
// Bloom filter as the Python builder writes it, the pieces as the unknown-word rule reads them,
// and beam search preferring listed words, with the model's glossary only. The same filter
// lists the source's everyday words ("Source words"; models/source_words.py): the only words a
// Title Case sentence lowers.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <string_view>
#include <unordered_set>
#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "text/casing.h"
#include "text/tokenizer.h"
#include "translator_known_words.h"

using heed::ModelKnownWords;
using heed::TranslateOptions;
using heed::Translator;

namespace {

using heed::testing::golden_bytes;

// The tensor's bytes for `words`: the algorithm FORMAT.md documents (models/known_words.py
// writes the same; its tests check the same hash values).
std::string filter_of(const std::vector<std::string>& words, std::uint32_t bits = 1024, std::uint32_t hashes = 6) {
  std::string t(8 + bits / 8, '\0');
  t[0] = static_cast<char>(hashes);
  t[4] = static_cast<char>(words.size());
  for (const std::string& w : words) {
    const std::uint64_t h = heed::fnv1a64(w);
    const std::uint64_t h1 = h & 0xFFFFFFFFu, h2 = (h >> 32) | 1u;
    for (std::uint32_t i = 0; i < hashes; ++i) {
      const std::uint64_t b = (h1 + i * h2) % bits;
      t[8 + b / 8] = static_cast<char>(static_cast<unsigned char>(t[8 + b / 8]) | (1u << (b % 8)));
    }
  }
  return t;
}

std::vector<std::uint8_t> with_filter(const std::string& filter, const std::string& dtype = "U8",
                                      const std::string& file = "model_post_relu_int8.heed") {
  return heed::testing::golden_with_table("words.known", filter, dtype, file);
}

}  // namespace

TEST_CASE("FNV-1a 64 gives the published test values") {
  CHECK(heed::fnv1a64("") == 0xcbf29ce484222325ull);
  CHECK(heed::fnv1a64("a") == 0xaf63dc4c8601ec8cull);
  CHECK(heed::fnv1a64("foobar") == 0x85944171f73967e8ull);
}

TEST_CASE("the filter knows every listed word and few others") {
  const std::vector<std::string> listed = {"aeropuerto", "legislaci\xC3\xB3n", "casa", "el"};
  const heed::io::ModelFile file = heed::io::ModelFile::parse(with_filter(filter_of(listed)));
  const ModelKnownWords known(file);
  REQUIRE(!known.empty());
  CHECK(known.words() == 4);
  for (const std::string& w : listed) CHECK(known.contains(w));
  int passed = 0;
  for (const char* w : {"aireport", "legisaci\xC3\xB3n", "accusaciones", "tourista", "dollares", "casas", "la", "ell"}) {
    passed += known.contains(w) ? 1 : 0;
  }
  CHECK(passed <= 1);  // 4 words in 1,024 bits, 6 hashes: a false positive is rare
  const heed::io::ModelFile plain = heed::io::ModelFile::parse(golden_bytes());
  CHECK(ModelKnownWords(plain).empty());
  CHECK(!ModelKnownWords(plain).contains("casa"));
}

TEST_CASE("a broken filter is refused at load, naming the tensor") {
  CHECK_THAT(heed::testing::load_error(with_filter(std::string(8, '\0'))),
             Catch::Contains("words.known: shorter than its header"));
  std::string bad = filter_of({"casa"});
  bad[0] = 17;
  CHECK_THAT(heed::testing::load_error(with_filter(bad)), Catch::Contains("words.known: the hash count must be 1..16, not 17"));
  CHECK_THAT(heed::testing::load_error(with_filter(filter_of({"casa"}), "F32")), Catch::Contains("words.known"));
}

// The golden model's tokenizer: pieces such as "▁corazón", "▁über", ",", "é", byte pieces.
std::unique_ptr<heed::text::Tokenizer> golden_tokenizer() {
  static const std::vector<std::uint8_t> bytes = golden_bytes();
  const heed::io::ModelFile file = heed::io::ModelFile::parse(bytes);
  const heed::io::TensorView* spm = file.find("tokenizer.model");
  REQUIRE(spm != nullptr);
  return heed::text::Tokenizer::from_bytes(std::string_view(static_cast<const char*>(spm->data), spm->bytes));
}

int id_of(const heed::text::Tokenizer& tok, const std::string& piece) {
  for (int id = 0; id < tok.vocab_size(); ++id)
    if (tok.piece(id) == piece) return id;
  FAIL("no piece " << piece);
  return -1;
}

TEST_CASE("the pieces as the rule reads them: text, trailing letters, whether a word goes on") {
  const auto tok = golden_tokenizer();
  const heed::decode::PieceWords p = heed::piece_words(*tok);
  REQUIRE(p.size() == tok->vocab_size());
  const auto at = [&](const std::string& piece) { return static_cast<std::size_t>(id_of(*tok, piece)); };
  const std::size_t corazon = at("\xE2\x96\x81" "coraz\xC3\xB3n"), e_acute = at("\xC3\xA9"), comma = at(","),
                    s = at("s"), byte = at("<0x41>"), eos = at("</s>");
  CHECK(p.text(static_cast<int>(corazon)) == " coraz\xC3\xB3n");  // "▁" read as a space
  CHECK(p.tail[corazon] == 1);
  CHECK(p.starts_letter[corazon] == 0);         // it starts a new word
  CHECK(p.text(static_cast<int>(e_acute)) == "\xC3\xA9");
  CHECK(p.tail[e_acute] == 0);
  CHECK(p.starts_letter[e_acute] == 1);          // "é" goes on with the word before it
  CHECK(p.starts_letter[s] == 1);
  CHECK(p.tail[comma] == 1);                     // nothing after the comma
  CHECK(p.starts_letter[comma] == 0);
  CHECK(p.text(static_cast<int>(byte)).empty());                   // byte and control pieces spell no letters
  CHECK(p.text(static_cast<int>(eos)).empty());
  CHECK(p.starts_letter[eos] == 0);
}

TEST_CASE("a source's words, lower-cased, as its pieces spell them") {
  const auto tok = golden_tokenizer();
  const heed::decode::PieceWords p = heed::piece_words(*tok);
  std::vector<int> ids;
  std::vector<heed::Span> spans;
  tok->encode("the gripen crashed, se\xC3\xB1or caf\xC3\xA9.", &ids, &spans);
  const auto words = heed::source_words(p, ids);
  CHECK(words == std::unordered_set<std::string>{"the", "gripen", "crashed", "se\xC3\xB1or", "caf\xC3\xA9"});
  CHECK(heed::is_word_letter(U'\u00F1'));
  CHECK(!heed::is_word_letter(U'\u00D7'));  // ×
  CHECK(!heed::is_word_letter(U'\u00BF'));  // ¿
  CHECK(!heed::is_word_letter(U'7'));
}

namespace {

// Words of a translation, as the rule reads them.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  for (char c : text + " ") {
    if (c == ' ' || c == ',' || c == '.' || c == '!' || c == '?') {
      if (!w.empty()) out.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("beam search avoids a word the list lacks, with the model's glossary only") {
  const std::string source = "the child sees a red bird near the river.";
  // The f32 golden model: its output here is a word ("öö"); the int8 one's is empty.
  const std::string f32 = "model_post_relu_f32.heed";
  TranslateOptions o;
  o.max_length = 24;
  const std::string plain = Translator::from_bytes(golden_bytes(f32))->translate(source, o).text;
  const std::vector<std::string> plain_words = words_of(plain);
  REQUIRE(!plain_words.empty());
  // A list with every word of the plain output (and more) changes nothing.
  std::vector<std::string> all = plain_words;
  all.push_back("casa");
  CHECK(Translator::from_bytes(with_filter(filter_of(all), "U8", f32))->translate(source, o).text == plain);
  // A list that lacks them all: each of those words, ended, costs the penalty; the search then
  // writes another translation, and the model's glossary turned off gives the plain one back.
  const auto strict = Translator::from_bytes(with_filter(filter_of({"casa"}), "U8", f32));
  CHECK(strict->info().known_words == 1);
  const std::string avoided = strict->translate(source, o).text;
  CHECK(avoided != plain);
  TranslateOptions off = o;
  off.model_glossary = false;
  CHECK(strict->translate(source, off).text == plain);
  // Greedy search has one hypothesis: the rule does not apply.
  TranslateOptions greedy = o;
  greedy.beam_size = 1;
  CHECK(strict->translate(source, greedy).text == Translator::from_bytes(golden_bytes(f32))->translate(source, greedy).text);
}

TEST_CASE("a Title Case sentence lowers only the listed everyday words; into Spanish it comes out as the model writes it") {
  const std::string f32 = "model_post_relu_f32.heed";
  const auto plain = Translator::from_bytes(golden_bytes(f32));
  const auto listed =
      Translator::from_bytes(heed::testing::golden_with_table("words.source", filter_of({"started", "with", "the"}), "U8", f32));
  CHECK(listed->info().source_words == 3);
  CHECK(plain->info().source_words == 0);
  TranslateOptions o;
  o.max_length = 24;
  const auto read_as = [&](Translator& t, const std::string& text, const TranslateOptions& options) {
    return t.translate(text, options).sentences.at(0).source_ids;
  };
  const std::string title = "Getting Started With The Garden Tools";
  // What each model reads, given as ordinary sentences.
  const std::string names_kept = "Getting started with the Garden Tools";
  const std::string all_lowered = "Getting started with the garden tools";
  REQUIRE(read_as(*listed, names_kept, o) != read_as(*listed, all_lowered, o));
  CHECK(read_as(*listed, title, o) == read_as(*listed, names_kept, o));
  CHECK(read_as(*plain, title, o) == read_as(*plain, all_lowered, o));
  TranslateOptions off = o;  // the list is one of the model's tables
  off.model_glossary = false;
  CHECK(read_as(*listed, title, off) == read_as(*listed, all_lowered, off));
  // The golden model's target is Spanish: the model's case is kept (a reader's prefix shows
  // it), only the first letter capitalised.
  TranslateOptions prefixed = o;
  prefixed.target_prefix = "las herramientas del jard\xC3\xADn";
  prefixed.max_length = 64;  // the golden vocabulary spells the prefix in many pieces
  const std::string out = listed->translate(title, prefixed).text;
  CHECK(out.starts_with("Las herramientas del jard\xC3\xADn"));
  CHECK(out == listed->translate(names_kept, prefixed).text);
}

TEST_CASE("into English a Title Case sentence's translation is re-cased as a title") {
  auto [config, tensors] = heed::testing::read_model(golden_bytes("model_post_relu_f32.heed"));
  config["tgt_lang"] = "en";
  const auto english = Translator::from_bytes(heed::testing::write_model(config, tensors));
  TranslateOptions o;
  o.max_length = 24;
  o.target_prefix = "the garden tools";
  o.max_length = 64;
  const std::string title = english->translate("Getting Started With The Garden Tools", o).text;
  const std::string sentence = english->translate("Getting started with the garden tools", o).text;
  CHECK(sentence.starts_with("The garden tools"));
  heed::text::Recaser recaser(heed::text::CaseStyle::kTitle);
  CHECK(title == recaser.apply(sentence));
  CHECK(title.starts_with("The Garden Tools"));
}
