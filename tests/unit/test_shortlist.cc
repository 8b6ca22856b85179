// The vocabulary shortlist: a table covering the whole vocabulary decodes exactly like the full
// vocabulary; a narrow table only ever emits its candidates; broken tables are refused.
#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <set>
#include <iterator>
#include <numeric>
#include <string>
#include <vector>

#include "decode/shortlist.h"
#include "fuzz/model_writer.h"
#include "heed/translator.h"

using heed::Error;
using heed::TranslateOptions;
using heed::Translator;
using nlohmann::json;
namespace t = heed::testing;

namespace {

const std::string kModel = std::string(HEED_SOURCE_DIR) + "/tests/golden/model_post_relu_int8.heed";

std::vector<std::uint8_t> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The golden model rewritten with `extra` tensors added (its own tensors copied byte for byte).
std::vector<std::uint8_t> with_tensors(const std::vector<std::uint8_t>& file, const std::vector<t::WriterTensor>& extra) {
  std::uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = n << 8 | file[i];
  const json header = json::parse(file.begin() + 8, file.begin() + 8 + static_cast<std::ptrdiff_t>(n));
  const std::size_t data = 8 + n;
  std::vector<t::WriterTensor> tensors;
  for (const auto& [name, e] : header.items()) {
    if (name == "__metadata__" || name.rfind("__pad.", 0) == 0) continue;
    const std::size_t begin = e["data_offsets"][0], end = e["data_offsets"][1];
    tensors.push_back({name, e["dtype"], e["shape"].get<std::vector<std::int64_t>>(),
                       std::vector<std::uint8_t>(file.begin() + data + begin, file.begin() + data + end)});
  }
  tensors.insert(tensors.end(), extra.begin(), extra.end());
  return t::write_model(json::parse(header["__metadata__"]["heed.config"].get<std::string>()), tensors);
}

// A table giving every source token the candidates `per_source(s)` plus `frequent`.
std::vector<std::uint8_t> with_table(int vocab, const std::function<std::vector<int>(int)>& per_source,
                                     const std::vector<int>& frequent) {
  std::vector<std::int32_t> offsets{0};
  std::vector<std::uint16_t> targets;
  for (int s = 0; s < vocab; ++s) {
    for (int id : per_source(s)) targets.push_back(static_cast<std::uint16_t>(id));
    offsets.push_back(static_cast<std::int32_t>(targets.size()));
  }
  std::vector<std::int32_t> freq(frequent.begin(), frequent.end());
  return with_tensors(read_file(kModel),
                      {t::make_tensor("shortlist.offsets", "I32", {vocab + 1}, offsets),
                       t::make_tensor("shortlist.targets", "U16", {static_cast<std::int64_t>(targets.size())}, targets),
                       t::make_tensor("shortlist.frequent", "I32", {static_cast<std::int64_t>(freq.size())}, freq)});
}

const std::vector<std::string> kTexts = {
    "the dog runs.", "A small child reads the old book near the river, and the cat sleeps.",
    "Zebra 42 runs at 7:30", "mañana the señor sees a very big green tree"};

}  // namespace

TEST_CASE("a shortlist covering the whole vocabulary decodes exactly like the full vocabulary", "[shortlist]") {
  const auto plain = Translator::from_file(kModel);
  const int vocab = plain->info().vocab_size;
  std::vector<int> all(vocab);
  std::iota(all.begin(), all.end(), 0);
  const auto listed = Translator::from_bytes(with_table(vocab, [&](int) { return all; }, {}));
  CHECK(listed->info().shortlist_targets == static_cast<std::size_t>(vocab) * vocab);
  CHECK(listed->info().parameters == plain->info().parameters);
  for (int beam : {1, 4}) {
    TranslateOptions o;
    o.beam_size = beam;
    o.max_length = 9;
    for (const auto& text : kTexts) {
      INFO(text << " beam " << beam);
      const auto a = plain->translate(text, o);
      const auto b = listed->translate(text, o);
      CHECK(a.text == b.text);
      REQUIRE(a.sentences.size() == b.sentences.size());
      for (std::size_t i = 0; i < a.sentences.size(); ++i) {
        CHECK(a.sentences[i].target_ids == b.sentences[i].target_ids);
        CHECK(a.sentences[i].target_log_probs == b.sentences[i].target_log_probs);  // bit for bit
        CHECK(a.sentences[i].attention == b.sentences[i].attention);
      }
    }
  }
}

TEST_CASE("a narrow shortlist emits only its candidates, and can be switched off", "[shortlist]") {
  const auto plain = Translator::from_file(kModel);
  const int vocab = plain->info().vocab_size;
  // Source token s may become s, s+1 or s+2 (mod vocab); 50 and 60 are always allowed.
  auto per_source = [&](int s) { return std::vector<int>{s, (s + 1) % vocab, (s + 2) % vocab}; };
  const auto listed = Translator::from_bytes(with_table(vocab, per_source, {50, 60}));
  CHECK(listed->info().shortlist_frequent == 2);
  TranslateOptions o;
  o.max_length = 9;
  int differs = 0;
  for (int beam : {1, 3}) {
    o.beam_size = beam;
    for (const auto& text : kTexts) {
      const auto r = listed->translate(text, o, [](const heed::TokenEvent&) { return heed::StreamControl::kContinue; });
      for (const auto& s : r.sentences) {
        std::set<int> allowed{50, 60, 1, 2, 3};
        for (int src : s.source_ids)
          for (int id : per_source(src)) allowed.insert(id);
        for (int id : s.target_ids) CHECK(allowed.count(id) == 1);
        // Probabilities are normalised over the candidates: each is at least the full one.
        for (float lp : s.target_log_probs) CHECK(lp <= 0.f);
      }
      TranslateOptions off = o;
      off.use_shortlist = false;
      const auto full = listed->translate(text, off);
      CHECK(full.text == plain->translate(text, o).text);
      differs += full.text != r.text;
    }
  }
  CHECK(differs > 0);  // the restriction really changed some outputs
}

TEST_CASE("candidates are sorted, unique, and include the ids that must always be there", "[shortlist]") {
  // Vocabulary of 10; source 0 -> {7, 3}, 1 -> {3, 9, 7}, 2 -> {}, 3 -> {1}, 4..9 -> {}.
  std::vector<std::int32_t> offsets{0, 2, 5, 5, 6, 6, 6, 6, 6, 6, 6}, frequent{9, 4};
  std::vector<std::uint16_t> targets{7, 3, 3, 9, 7, 1};
  heed::decode::Shortlist list(offsets.data(), targets.data(), 6, frequent.data(), 2, 10);
  CHECK(list.candidates({0, 1}, {2}) == std::vector<int>{2, 3, 4, 7, 9});
  CHECK(list.candidates({2}, {}) == std::vector<int>{4, 9});
  CHECK(list.candidates({3, 3, 42, -1}, {0}) == std::vector<int>{0, 1, 4, 9});  // out-of-range ids skipped
}

TEST_CASE("broken shortlist tables are refused with a message", "[shortlist]") {
  const auto plain = Translator::from_file(kModel);
  const int vocab = plain->info().vocab_size;
  auto error_of = [](const std::vector<std::uint8_t>& bytes) {
    try {
      Translator::from_bytes(bytes);
    } catch (const Error& e) {
      CHECK(e.code() == Error::Code::kInvalidModel);
      return std::string(e.what());
    }
    return std::string("loaded");
  };
  using Catch::Matchers::Contains;
  CHECK_THAT(error_of(with_table(vocab, [&](int s) { return std::vector<int>{s == 5 ? vocab : s}; }, {})),
             Contains("target id " + std::to_string(vocab) + " out of range"));
  CHECK_THAT(error_of(with_table(vocab, [](int) { return std::vector<int>{}; }, {-1})),
             Contains("frequent id -1 out of range"));
  std::vector<std::int32_t> decreasing(vocab + 1, 0);
  decreasing[3] = 5;
  CHECK_THAT(error_of(with_tensors(read_file(kModel),
                                   {t::make_tensor("shortlist.offsets", "I32", {vocab + 1}, decreasing),
                                    t::make_tensor("shortlist.targets", "U16", {0}, std::vector<std::uint16_t>{}),
                                    t::make_tensor("shortlist.frequent", "I32", {0}, std::vector<std::int32_t>{})})),
             Contains("offsets decrease at source token 3"));
  CHECK_THAT(error_of(with_tensors(read_file(kModel),
                                   {t::make_tensor("shortlist.offsets", "I32", {vocab}, std::vector<std::int32_t>(vocab, 0))})),
             Contains("shortlist needs tensors shortlist.offsets I32"));
  // targets stored as I32 instead of U16: refused by dtype, never misread.
  std::vector<std::int32_t> offsets(vocab + 1, 0);
  CHECK_THAT(error_of(with_tensors(read_file(kModel),
                                   {t::make_tensor("shortlist.offsets", "I32", {vocab + 1}, offsets),
                                    t::make_tensor("shortlist.targets", "I32", {0}, std::vector<std::int32_t>{}),
                                    t::make_tensor("shortlist.frequent", "I32", {0}, std::vector<std::int32_t>{})})),
             Contains("shortlist.targets U16"));
}
