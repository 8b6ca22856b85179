// Greedy search decodes several sentences side by side (TranslateOptions::batch_sentences,
// Translator::translate_batch). Batching must change nothing but speed: every text, token,
// log-prob, attention row and streamed event equals decoding one sentence at a time, on the
// golden model (whole vocabulary) and on the shipped en-es model (per-sentence shortlists).
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "heed/translator.h"

using heed::StreamControl;
using heed::TokenEvent;
using heed::TranslateOptions;
using heed::TranslationResult;
using heed::Translator;

namespace {

const std::string kGolden = std::string(HEED_SOURCE_DIR) + "/tests/golden/model_post_relu_int8.heed";
const std::string kShipped = std::string(HEED_SOURCE_DIR) + "/models/shipped/en-es.heed";

Translator& model(const std::string& path) {
  static std::unique_ptr<Translator> golden = Translator::from_file(kGolden);
  static std::unique_ptr<Translator> shipped = Translator::from_file(kShipped);
  return path == kGolden ? *golden : *shipped;
}

// Sentences of different lengths (rows end at different steps and leave the batch), a
// protected span, a paragraph break, and all-caps.
const std::vector<std::string> kTexts = {
    "The museum opens at 9:00 on weekdays. Tickets cost less for students, and children under "
    "twelve enter free of charge. Call us.\n\nVisit https://example.org/hours for the holidays.",
    "Rain is expected tomorrow.",
    "PLEASE CLOSE THE DOOR. The kitchen is on the left, next to the small garden where we grow "
    "tomatoes, beans and herbs every summer!",
    "",
    "  Our team answers e-mails within two days.  ",
};

// Everything a caller can see of a result, in one comparable string.
std::string describe(const TranslationResult& r) {
  std::string out = r.text + "|" + std::to_string(r.cancelled) + "|";
  for (const auto& s : r.sentences) {
    out += std::to_string(s.target_span.begin) + "-" + std::to_string(s.target_span.end) + ":";
    for (std::size_t i = 0; i < s.target_ids.size(); ++i) {
      out += std::to_string(s.target_ids[i]) + "@" + std::to_string(s.target_log_probs[i]) + ",";
      for (float a : s.attention[i]) out += std::to_string(a) + " ";
    }
    out += "score " + std::to_string(s.score) + ";";
  }
  return out;
}

std::string describe(const TokenEvent& e) {
  std::string out = std::to_string(e.sentence) + ":" + std::to_string(e.token_id) + ":" + e.delta + ":" +
                    std::to_string(e.target_span.begin) + ":" + std::to_string(e.log_prob) + ":";
  for (float w : e.attention.weights) out += std::to_string(w) + " ";
  for (const auto& a : e.alternatives) out += a.piece + "=" + std::to_string(a.log_prob) + " ";
  return out;
}

TranslateOptions greedy(int batch, int max_length) {
  TranslateOptions o;
  o.beam_size = 1;
  o.batch_sentences = batch;
  o.max_length = max_length;
  return o;
}

}  // namespace

TEST_CASE("greedy side by side gives every sentence exactly what one at a time gives") {
  for (const std::string& path : {kGolden, kShipped}) {
    const int max_length = path == kGolden ? 12 : 0;  // random weights rarely stop by themselves
    for (int batch : {2, 3, 8}) {
      INFO(path << " batch " << batch);
      for (const std::string& text : kTexts) {
        const TranslationResult one = model(path).translate(text, greedy(1, max_length));
        const TranslationResult many = model(path).translate(text, greedy(batch, max_length));
        CHECK(describe(many) == describe(one));
      }
    }
  }
}

TEST_CASE("translate_batch returns for each text what translate returns for it alone") {
  for (const std::string& path : {kGolden, kShipped}) {
    const TranslateOptions o = greedy(8, path == kGolden ? 12 : 0);
    const std::vector<TranslationResult> results = model(path).translate_batch(kTexts, o);
    REQUIRE(results.size() == kTexts.size());
    for (std::size_t i = 0; i < kTexts.size(); ++i) {
      INFO(path << " text " << i);
      CHECK(describe(results[i]) == describe(model(path).translate(kTexts[i], greedy(1, o.max_length))));
    }
    // Beam search through translate_batch: one sentence at a time, the same results too.
    TranslateOptions beam = o;
    beam.beam_size = 4;
    const std::vector<TranslationResult> beams = model(path).translate_batch({kTexts[0], kTexts[2]}, beam);
    CHECK(describe(beams[1]) == describe(model(path).translate(kTexts[2], beam)));
  }
  CHECK(model(kGolden).translate_batch({}).empty());
}

TEST_CASE("side by side, the stream reads one sentence after another, as without batching") {
  for (const std::string& path : {kGolden, kShipped}) {
    TranslateOptions one = greedy(1, path == kGolden ? 12 : 0);
    one.alternatives = 3;
    one.report_all_layers = true;
    TranslateOptions many = one;
    many.batch_sentences = 8;
    const std::string text = kTexts[0] + " " + kTexts[2];
    std::vector<std::string> expected, got;
    const TranslationResult a = model(path).translate(text, one, [&](const TokenEvent& e) {
      expected.push_back(describe(e));
      return StreamControl::kContinue;
    });
    const TranslationResult b = model(path).translate(text, many, [&](const TokenEvent& e) {
      got.push_back(describe(e));
      return StreamControl::kContinue;
    });
    INFO(path);
    CHECK(got == expected);
    CHECK(describe(b) == describe(a));
    REQUIRE(expected.size() > 12u);

    // A stop at any event, live or replayed from a row decoded ahead, ends the translation
    // there exactly as it does one sentence at a time.
    for (std::size_t stop_at : {std::size_t{0}, std::size_t{3}, expected.size() / 2, expected.size() - 1}) {
      std::size_t seen = 0;
      auto stopper = [&](const TokenEvent&) { return ++seen > stop_at ? StreamControl::kStop : StreamControl::kContinue; };
      const TranslationResult x = model(path).translate(text, one, stopper);
      const std::size_t seen_one = seen;
      seen = 0;
      const TranslationResult y = model(path).translate(text, many, stopper);
      INFO("stop at " << stop_at);
      CHECK(seen == seen_one);
      CHECK(y.cancelled);
      CHECK(describe(y) == describe(x));
    }
  }
}

TEST_CASE("batch_sentences outside 1..64 is rejected") {
  for (int bad : {0, -1, 65}) {
    TranslateOptions o;
    o.batch_sentences = bad;
    CHECK_THROWS_WITH(model(kGolden).translate("Hello.", o), Catch::Contains("batch_sentences must be in 1..64"));
  }
}
