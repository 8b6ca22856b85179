// Tokenizer and IncrementalDecoder (engine/src/text/tokenizer.h) against a small sentencepiece
// model trained here, at test time, on generated sentences: no third-party text is committed.
#include <catch2/catch.hpp>
#include <sentencepiece_trainer.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "text/segment.h"
#include "text/tokenizer.h"

using heed::Error;
using heed::Span;
using heed::text::IncrementalDecoder;
using heed::text::is_valid_utf8;
using heed::text::Tokenizer;

namespace {

// Accents, ñ, ü, ß, CJK and emoji so the model sees multi-byte characters; the rarest fall
// below the character coverage and are spelled with byte-fallback pieces.
const std::vector<std::string> kWords = {
    "casa",  "perro", "niño",  "mañana", "señor",  "pingüino", "año",   "über",  "Straße",
    "größe", "café",  "résumé", "naïve", "the",    "house",    "and",   "dog",   "el",
    "la",    "und",   "der",   "hello", "world",  "東京",     "日本語", "水",    "😀",
    "🎉",    "ça",    "über",  "is",    "a",      "green",    "tree",  ",",     "."};

std::string random_sentence(std::mt19937& rng) {
  std::string s;
  const int words = 3 + static_cast<int>(rng() % 10);
  for (int k = 0; k < words; ++k) {
    if (k > 0) s += ' ';
    s += kWords[rng() % kWords.size()];
  }
  return s;
}

class GeneratedSentences : public sentencepiece::SentenceIterator {
 public:
  explicit GeneratedSentences(int count) : rng_(12345), left_(count) { Next(); }
  bool done() const override { return left_ < 0; }
  void Next() override {
    --left_;
    current_ = random_sentence(rng_);
  }
  const std::string& value() const override { return current_; }
  sentencepiece::util::Status status() const override { return {}; }

 private:
  std::mt19937 rng_;
  int left_;
  std::string current_;
};

// Trained once per test binary; 0.1.97 trains from an iterator straight to a serialised proto.
const Tokenizer& tokenizer() {
  static const std::unique_ptr<Tokenizer> trained = [] {
    GeneratedSentences sentences(3000);
    std::string model;
    const auto status = sentencepiece::SentencePieceTrainer::Train(
        "--model_type=unigram --vocab_size=400 --hard_vocab_limit=false --byte_fallback=true "
        "--character_coverage=0.995 --num_threads=1 --minloglevel=2",
        &sentences, &model);
    if (!status.ok()) throw std::runtime_error("training failed: " + status.ToString());
    return Tokenizer::from_bytes(model);
  }();
  return *trained;
}

std::vector<int> byte_ids(const Tokenizer& tok) {
  std::vector<int> ids(256, -1);
  for (int id = 0; id < tok.vocab_size(); ++id) {
    if (tok.byte_value(id) >= 0) ids[tok.byte_value(id)] = id;
  }
  return ids;
}

std::string substr(const std::string& text, Span s) {
  return text.substr(s.begin, s.end - s.begin);
}

std::string without_spaces(std::string s) {
  std::string out;
  const std::string space_symbol = "\xE2\x96\x81";
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 3, space_symbol) == 0) {
      i += 2;
    } else if (s[i] != ' ') {
      out += s[i];
    }
  }
  return out;
}

// In bounds, ordered, on character boundaries, and every non-space byte belongs to some span.
void check_spans(const std::string& text, const std::vector<int>& ids,
                 const std::vector<Span>& spans) {
  REQUIRE(ids.size() == spans.size());
  std::vector<bool> covered(text.size(), false);
  int previous_begin = 0;
  for (const Span& s : spans) {
    REQUIRE(0 <= s.begin);
    REQUIRE(s.begin <= s.end);
    REQUIRE(s.end <= static_cast<int>(text.size()));
    REQUIRE(s.begin >= previous_begin);
    REQUIRE(is_valid_utf8(substr(text, s)));
    previous_begin = s.begin;
    for (int i = s.begin; i < s.end; ++i) covered[i] = true;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != ' ') REQUIRE(covered[i]);
  }
}

// Text whose NFKC form is itself: every piece must spell exactly the bytes of its span (byte
// pieces as a run sharing one span).
void check_spans_exact(const std::string& text) {
  const Tokenizer& tok = tokenizer();
  std::vector<int> ids;
  std::vector<Span> spans;
  tok.encode(text, &ids, &spans);
  check_spans(text, ids, spans);
  for (std::size_t i = 0; i < ids.size();) {
    if (tok.byte_value(ids[i]) < 0) {
      CHECK(without_spaces(tok.piece(ids[i])) == without_spaces(substr(text, spans[i])));
      ++i;
      continue;
    }
    std::string bytes;
    const std::size_t first = i;
    for (; i < ids.size() && tok.byte_value(ids[i]) >= 0 && spans[i].begin == spans[first].begin;
         ++i) {
      CHECK(spans[i].end == spans[first].end);
      bytes += static_cast<char>(tok.byte_value(ids[i]));
    }
    CHECK(bytes == substr(text, spans[first]));
  }
}

// Pushes ids one by one; every delta must be valid UTF-8 and all of them together decode().
// What push() must return, computed the slow way: the complete characters of decode() of all
// ids so far, less a trailing run of byte pieces that does not yet form whole characters, and
// less what was returned before.
std::string expected_push(const Tokenizer& tok, const std::vector<int>& ids, std::size_t* emitted) {
  std::size_t run = ids.size();
  while (run > 0 && tok.byte_value(ids[run - 1]) >= 0) --run;
  std::string run_bytes;
  for (std::size_t i = run; i < ids.size(); ++i) run_bytes += static_cast<char>(tok.byte_value(ids[i]));
  const std::size_t final_ids = ids.size() - (run_bytes.size() - heed::text::complete_utf8_prefix(run_bytes));
  const std::string text = tok.decode(std::vector<int>(ids.begin(), ids.begin() + final_ids));
  const std::size_t ready = heed::text::complete_utf8_prefix(text);
  if (ready <= *emitted) return {};
  std::string delta = text.substr(*emitted, ready - *emitted);
  *emitted = ready;
  return delta;
}

void check_incremental(const std::vector<int>& ids, const Tokenizer& tok = tokenizer()) {
  IncrementalDecoder decoder(tok);
  std::string streamed;
  std::vector<int> so_far;
  std::size_t emitted = 0;
  for (int id : ids) {
    const std::string delta = decoder.push(id);
    REQUIRE(is_valid_utf8(delta));
    so_far.push_back(id);
    REQUIRE(delta == expected_push(tok, so_far, &emitted));
    streamed += delta;
  }
  const std::string rest = decoder.flush();
  REQUIRE(is_valid_utf8(rest));
  REQUIRE(streamed + rest == tok.decode(ids));
}

// A model whose decoding rewrites "o" followed by a space as "O!": a rule across pieces.
// (Without the rule the same training loads: see the test that uses this.)
std::unique_ptr<Tokenizer> tokenizer_with_denormalizer() {
  const auto rules = std::filesystem::temp_directory_path() / "heed_test_denormalization.tsv";
  std::ofstream(rules) << "6F 20\t4F 21\n";
  GeneratedSentences sentences(3000);
  std::string model;
  const auto status = sentencepiece::SentencePieceTrainer::Train(
      "--model_type=unigram --vocab_size=400 --hard_vocab_limit=false --byte_fallback=true "
      "--character_coverage=0.995 --num_threads=1 --minloglevel=2 --denormalization_rule_tsv=" +
          rules.string(),
      &sentences, &model);
  std::filesystem::remove(rules);
  if (!status.ok()) throw std::runtime_error("training failed: " + status.ToString());
  return Tokenizer::from_bytes(model);
}

}  // namespace

TEST_CASE("the trained tokenizer has byte-fallback pieces", "[text][tokenizer]") {
  const Tokenizer& tok = tokenizer();
  CHECK(tok.vocab_size() >= 259);
  const std::vector<int> bytes = byte_ids(tok);
  for (int b = 0; b < 256; ++b) REQUIRE(bytes[b] >= 0);
  CHECK(tok.piece(bytes[0xC3]) == "<0xC3>");
  CHECK(tok.byte_value(bytes[0xC3]) == 0xC3);
}

TEST_CASE("decode(encode(x)) == x", "[text][tokenizer]") {
  const Tokenizer& tok = tokenizer();
  std::mt19937 rng(7);
  std::vector<int> ids;
  std::vector<Span> spans;
  for (int i = 0; i < 200; ++i) {
    const std::string text = random_sentence(rng);
    tok.encode(text, &ids, &spans);
    REQUIRE(tok.decode(ids) == text);
  }
  // Characters the model never saw survive through byte fallback.
  for (const std::string text : {"✓ Ω ж 🚀 done", "naïve façade 東京タワー", "x"}) {
    tok.encode(text, &ids, &spans);
    CHECK(tok.decode(ids) == text);
  }
  tok.encode("", &ids, &spans);
  CHECK(ids.empty());
  CHECK(spans.empty());
}

TEST_CASE("spans map each id to its bytes in the input", "[text][tokenizer]") {
  check_spans_exact("  hello   niño  😀 ✓ 日本 café  ");
  check_spans_exact("Straße über größe,mañana.");
  check_spans_exact("🚀🚀 Ωmega жук");
  std::mt19937 rng(3);
  for (int i = 0; i < 50; ++i) {
    check_spans_exact(random_sentence(rng) + "  " + random_sentence(rng));
  }
}

TEST_CASE("spans of NFKC-normalised characters point at the original bytes", "[text][tokenizer]") {
  const Tokenizer& tok = tokenizer();
  // "ﬁ" becomes "fi", full-width letters become ASCII, the no-break space a space.
  const std::string text = " ﬁsh Ｈｅｌｌｏ\xC2\xA0world ①";
  std::vector<int> ids;
  std::vector<Span> spans;
  tok.encode(text, &ids, &spans);
  check_spans(text, ids, spans);
  CHECK(tok.decode(ids) == "fish Hello world 1");

  std::string spelled;  // what the pieces say, for pieces whose span is "ﬁ"
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const std::string bytes = substr(text, spans[i]);
    if (bytes.find("ﬁ") != std::string::npos) {
      CHECK(without_spaces(bytes).substr(0, 3) == "ﬁ");
      spelled += without_spaces(tok.piece(ids[i]));
    }
    if (tok.byte_value(ids[i]) == 'H') CHECK(bytes == "Ｈ");
  }
  CHECK(spelled.substr(0, 2) == "fi");
}

TEST_CASE("encode is linear on a 100,000-character input", "[text][tokenizer]") {
  const Tokenizer& tok = tokenizer();
  std::mt19937 rng(11);
  std::string text;
  while (text.size() < 100000) text += random_sentence(rng) + "  ";
  std::vector<int> ids;
  std::vector<Span> spans;
  tok.encode(text, &ids, &spans);
  check_spans(text, ids, spans);

  std::string unseen;  // all byte fallback
  while (unseen.size() < 100000) unseen += "✓";
  tok.encode(unseen, &ids, &spans);
  std::size_t byte_pieces = 0;
  for (int id : ids) byte_pieces += tok.byte_value(id) >= 0 ? 1 : 0;
  CHECK(byte_pieces == unseen.size());
  check_spans(unseen, ids, spans);
  tok.encode(std::string(100000, 'a'), &ids, &spans);
  CHECK_FALSE(ids.empty());
}

TEST_CASE("IncrementalDecoder streams exactly decode()", "[text][decoder]") {
  const Tokenizer& tok = tokenizer();
  std::mt19937 rng(5);
  std::vector<int> ids;
  std::vector<Span> spans;
  for (int i = 0; i < 100; ++i) {
    tok.encode(random_sentence(rng) + " ✓ 🚀 Ω", &ids, &spans);
    check_incremental(ids);
  }
  // Arbitrary sequences, as an untrained model might emit: many byte pieces (valid, invalid or
  // cut-off sequences), control pieces, <unk> and "▁" at the start.
  const std::vector<int> bytes = byte_ids(tok);
  for (int trial = 0; trial < 1000; ++trial) {
    std::vector<int> sequence;
    const int length = static_cast<int>(rng() % 12);
    for (int k = 0; k < length; ++k) {
      const auto pick = rng() % 4;
      if (pick == 0) sequence.push_back(bytes[0x80 + rng() % 0x80]);
      if (pick == 1) sequence.push_back(bytes[0xC2 + rng() % 0x33]);
      if (pick == 2) sequence.push_back(static_cast<int>(rng() % tok.vocab_size()));
      if (pick == 3) sequence.push_back(static_cast<int>(rng() % 4));
    }
    check_incremental(sequence);
  }
}

TEST_CASE("IncrementalDecoder emits byte-fallback characters only when complete",
          "[text][decoder]") {
  const Tokenizer& tok = tokenizer();
  const std::vector<int> bytes = byte_ids(tok);
  IncrementalDecoder decoder(tok);
  // "✓" is E2 9C 93, "ñ" C3 B1.
  CHECK(decoder.push(bytes[0xE2]).empty());
  CHECK(decoder.push(bytes[0x9C]).empty());
  CHECK(decoder.push(bytes[0x93]) == "✓");
  CHECK(decoder.push(bytes[0xC3]).empty());
  CHECK(decoder.push(bytes[0xB1]) == "ñ");
  CHECK(decoder.push(bytes[0xF0]).empty());
  CHECK(decoder.flush() == "\xEF\xBF\xBD");  // never completed: U+FFFD, as decode() gives

  // A byte that cannot continue the sequence makes the held bytes final at once.
  CHECK(decoder.push(bytes[0xE2]).empty());
  CHECK(decoder.push(bytes['A']) == "\xEF\xBF\xBD" "A");
  CHECK(decoder.flush().empty());
}

TEST_CASE("IncrementalDecoder drops the leading space like decode()", "[text][decoder]") {
  const Tokenizer& tok = tokenizer();
  std::vector<int> ids;
  std::vector<Span> spans;
  tok.encode("hello world", &ids, &spans);
  REQUIRE(tok.piece(ids[0]).rfind("\xE2\x96\x81", 0) == 0);
  IncrementalDecoder decoder(tok);
  std::string streamed;
  for (int id : ids) streamed += decoder.push(id);
  streamed += decoder.flush();
  CHECK(streamed == "hello world");
  // flush() started a new sequence: its first word again has no leading space.
  std::string again;
  for (int id : ids) again += decoder.push(id);
  CHECK(again + decoder.flush() == "hello world");
}

TEST_CASE("bad ids and models raise heed::Error", "[text][tokenizer]") {
  const Tokenizer& tok = tokenizer();
  IncrementalDecoder decoder(tok);
  try {
    decoder.push(tok.vocab_size());
    FAIL("push accepted an id outside the vocabulary");
  } catch (const Error& e) {
    CHECK(e.code() == Error::Code::kInvalidInput);
  }
  CHECK_THROWS_AS(tok.decode({-1}), Error);
  CHECK_THROWS_AS(tok.piece(100000), Error);

  for (const std::string bytes : {std::string("definitely not a model \x01\xFF"), std::string()}) {
    try {
      Tokenizer::from_bytes(bytes);
      FAIL("garbage loaded as a tokenizer");
    } catch (const Error& e) {
      CHECK(e.code() == Error::Code::kInvalidModel);
      CHECK(std::string(e.what()).size() > 20);
    }
  }
}

TEST_CASE("decode_after_text adds what decode() adds after text", "[text][decoder]") {
  const Tokenizer& tok = tokenizer();
  REQUIRE(tok.decode_after_text({}).has_value());  // so IncrementalDecoder decodes only new pieces
  std::mt19937 rng(11);
  std::vector<int> before, after;
  std::vector<Span> spans;
  const std::vector<int> bytes = byte_ids(tok);
  for (int trial = 0; trial < 500; ++trial) {
    tok.encode(random_sentence(rng), &before, &spans);
    if (tok.decode(before).empty() || tok.byte_value(before.back()) >= 0) continue;
    if (trial % 2 == 0) {
      tok.encode(random_sentence(rng) + " ✓", &after, &spans);
    } else {  // leading "▁" pieces, byte runs and control pieces
      after.clear();
      for (int k = static_cast<int>(rng() % 6); k-- > 0;) {
        const auto pick = rng() % 3;
        after.push_back(pick == 0 ? bytes[0xC3] : pick == 1 ? bytes[0xB1] : static_cast<int>(rng() % tok.vocab_size()));
      }
    }
    std::vector<int> all = before;
    all.insert(all.end(), after.begin(), after.end());
    REQUIRE(tok.decode(before) + *tok.decode_after_text(after) == tok.decode(all));
  }
}

TEST_CASE("a tokenizer with denormalisation rules is refused", "[text][tokenizer]") {
  // Its decoding rewrites text already streamed ("hello", then "hellO!world"), so the
  // incremental decoder could not keep its promise; the loader says so instead.
  try {
    tokenizer_with_denormalizer();
    FAIL("a tokenizer with denormalization rules loaded");
  } catch (const Error& e) {
    CHECK(e.code() == Error::Code::kInvalidModel);
    CHECK(std::string(e.what()).find("denormalization rules") != std::string::npos);
  }
}
