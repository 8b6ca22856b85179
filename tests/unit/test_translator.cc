// The public Translator API end to end on the golden model: streaming events, cancellation,
// whitespace keeping, and every kind of bad input the brief lists.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <numeric>
#include <string>
#include <vector>

#include "heed/translator.h"

using heed::Error;
using heed::StreamControl;
using heed::TokenEvent;
using heed::TranslateOptions;
using heed::Translator;

namespace {

const std::string kModel = std::string(HEED_SOURCE_DIR) + "/tests/golden/model_post_relu_int8.heed";

std::vector<std::uint8_t> model_bytes() {
  std::ifstream in(kModel, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

Translator& shared_translator() {
  static std::unique_ptr<Translator> t = Translator::from_file(kModel);
  return *t;
}

// The heads of decoder layer `l` in an event's attention block: [heads][source].
std::vector<std::vector<float>> heads_of(const heed::TokenAttention& a, int l) {
  std::vector<std::vector<float>> out;
  for (int h = 0; h < a.heads; ++h) out.emplace_back(a.row(l, h), a.row(l, h) + a.source);
  return out;
}

// The mean of layer `l`'s heads, as the web module and the CLI compute it.
std::vector<float> mean_of_heads(const heed::TokenAttention& a, int l) {
  std::vector<float> mean(a.source, 0.f);
  for (const auto& row : heads_of(a, l))
    for (int j = 0; j < a.source; ++j) mean[j] += row[j];
  for (float& m : mean) m /= static_cast<float>(a.heads);
  return mean;
}

TranslateOptions short_output() {
  TranslateOptions o;
  o.max_length = 6;  // random weights rarely stop by themselves; keeps the tests fast
  return o;
}

std::string expect_error(Error::Code code, const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    CHECK(static_cast<int>(e.code()) == static_cast<int>(code));
    return e.what();
  }
  FAIL("no heed::Error thrown");
  return "";
}

}  // namespace

TEST_CASE("streamed deltas add up to the result, with attention over the source tokens") {
  for (int beam : {1, 4}) {
    TranslateOptions o = short_output();
    o.beam_size = beam;
    std::string streamed;
    int events = 0;
    const std::string input = "Zebra 42 runs at 7:30. A small child reads the old book near the river, and the cat sleeps!\n\nZebra 42 runs.";
    const auto r = shared_translator().translate(input, o, [&](const TokenEvent& ev) {
      ++events;
      streamed += ev.delta;
      const std::vector<float> attention = mean_of_heads(ev.attention, ev.attention.layer);
      REQUIRE(attention.size() == ev.source_spans.size());
      REQUIRE(ev.attention.heads == 4);
      REQUIRE(ev.attention.layers == 1);
      const float total = std::accumulate(attention.begin(), attention.end(), 0.f);
      CHECK(total == Approx(1.f).margin(1e-4));
      CHECK(ev.log_prob <= 0.f);
      CHECK(ev.target_span.end - ev.target_span.begin == static_cast<int>(ev.delta.size()));
      return StreamControl::kContinue;
    });
    INFO("beam " << beam);
    CHECK(events >= 2);
    CHECK_FALSE(r.cancelled);
    REQUIRE(r.sentences.size() == 3u);
    // Deltas add up to the text; after the last one only what the last sentence held back may
    // follow: protected spans the model never wrote ("42" here: random weights do not copy
    // placeholders), placed before its final punctuation.
    REQUIRE(r.text.compare(0, streamed.size(), streamed) == 0);
    std::string rest = r.text.substr(streamed.size());
    const auto& last = r.sentences.back();
    for (std::size_t k = 0; k < last.protected_target.size(); ++k) {
      const heed::Span at = last.protected_target[k];
      const heed::Span from = last.protected_source[k];
      CHECK(r.text.substr(at.begin, at.end - at.begin) == input.substr(from.begin, from.end - from.begin));
    }
    CHECK(rest.find_first_not_of(" .!?42") == std::string::npos);
    // The paragraph break of the input survives between the 2nd and 3rd translations.
    const auto& s2 = r.sentences[1];
    const auto& s3 = r.sentences[2];
    CHECK(r.text.substr(s2.target_span.end, s3.target_span.begin - s2.target_span.end) == "\n\n");
    CHECK(input.substr(s3.source_span.begin, s3.source_span.end - s3.source_span.begin) == "Zebra 42 runs.");
    for (const auto& s : r.sentences) {
      CHECK(s.attention.size() == s.target_ids.size());
      CHECK(s.source_token_spans.size() == s.source_ids.size());
    }
  }
}

TEST_CASE("all-layer attention holds every layer's heads, and the reported layer matches them") {
  for (int beam : {1, 3}) {
    TranslateOptions one = short_output(), all = short_output();
    one.beam_size = all.beam_size = beam;
    all.report_all_layers = true;
    const int layers = shared_translator().info().decoder_layers;
    REQUIRE(layers >= 2);
    for (int layer = 0; layer < layers; ++layer) {
      one.attention_layer = all.attention_layer = layer;
      std::vector<TokenEvent> plain, full;
      const std::string input = "A small child reads the old book near the river.";
      const auto r1 = shared_translator().translate(input, one, [&](const TokenEvent& e) { plain.push_back(e); return StreamControl::kContinue; });
      const auto r2 = shared_translator().translate(input, all, [&](const TokenEvent& e) { full.push_back(e); return StreamControl::kContinue; });
      INFO("beam " << beam << " layer " << layer);
      CHECK(r1.text == r2.text);
      REQUIRE(plain.size() == full.size());
      for (std::size_t i = 0; i < full.size(); ++i) {
        CHECK(plain[i].attention.layers == 1);
        CHECK(plain[i].attention.first_layer == layer);
        REQUIRE(full[i].attention.layers == layers);
        REQUIRE(full[i].attention.first_layer == 0);
        REQUIRE(full[i].attention.heads == 4);
        CHECK(full[i].attention.layer == layer);
        CHECK(heads_of(full[i].attention, layer) == heads_of(plain[i].attention, layer));
        // Other layers attend differently: the rows are not a copy of the reported layer.
        CHECK(heads_of(full[i].attention, (layer + 1) % layers) != heads_of(full[i].attention, layer));
        // The result's summary is the mean of the event's reported layer, whatever was reported.
        REQUIRE(i < r2.sentences[0].attention.size());
        CHECK(mean_of_heads(full[i].attention, layer) == r2.sentences[0].attention[i]);
        CHECK(mean_of_heads(plain[i].attention, layer) == r1.sentences[0].attention[i]);
      }
      REQUIRE(r1.sentences.size() == r2.sentences.size());
      CHECK(r1.sentences[0].attention == r2.sentences[0].attention);
    }
  }
}

TEST_CASE("returning stop from the callback cancels the translation") {
  int events = 0;
  int stopped_in = -1;
  const auto r = shared_translator().translate("Zebra 42 runs at 7:30. Zebra 42 runs.", short_output(),
                                               [&](const TokenEvent& ev) {
                                                 if (++events < 2) return StreamControl::kContinue;
                                                 stopped_in = ev.sentence;
                                                 return StreamControl::kStop;
                                               });
  CHECK(r.cancelled);
  CHECK(events == 2);
  CHECK(static_cast<int>(r.sentences.size()) == stopped_in + 1);
}

TEST_CASE("empty and whitespace-only text give empty translations that keep the whitespace") {
  auto r = shared_translator().translate("", short_output());
  CHECK(r.text.empty());
  CHECK(r.sentences.empty());
  r = shared_translator().translate(" \n\t\n ", short_output());
  CHECK(r.text == " \n\t\n ");
  CHECK(r.sentences.empty());
}

TEST_CASE("invalid UTF-8 and invalid options are rejected with a clear error") {
  auto& t = shared_translator();
  std::string msg = expect_error(Error::Code::kInvalidInput, [&] { t.translate("ab\xC3(cd", short_output()); });
  CHECK(msg.find("UTF-8") != std::string::npos);
  expect_error(Error::Code::kInvalidInput, [&] { t.translate("a\xED\xA0\x80", short_output()); });  // surrogate
  TranslateOptions bad = short_output();
  bad.beam_size = 0;
  msg = expect_error(Error::Code::kInvalidInput, [&] { t.translate("the dog", bad); });
  CHECK(msg.find("beam_size") != std::string::npos);
  bad = short_output();
  bad.attention_layer = 7;
  expect_error(Error::Code::kInvalidInput, [&] { t.translate("the dog", bad); });
  // The translator is still usable after a rejected call.
  CHECK(t.translate("the dog runs.", short_output()).sentences.size() == 1u);
}

TEST_CASE("control characters, emoji and markup are translated as text") {
  auto& t = shared_translator();
  auto r = t.translate("the \x01\x02 dog\x7f runs \xF0\x9F\x8E\xB5 <b>now</b> &amp;", short_output());
  CHECK(r.sentences.size() == 1u);
  r = t.translate("\x01\x02\x03", short_output());  // nothing readable: no sentence, no crash
  CHECK(r.sentences.size() <= 1u);
}

TEST_CASE("100,000 characters and a 1,000-token sentence give results") {
  auto& t = shared_translator();
  TranslateOptions o;
  o.max_length = 2;
  std::string big;
  while (big.size() < 100000) big += "The small child reads the old book near the river. ";
  auto r = t.translate(big, o);
  CHECK(r.sentences.size() > 1000u);
  CHECK_FALSE(r.text.empty());

  // One sentence without punctuation, far over the encoder's per-unit limit: it is cut into
  // pieces at token boundaries and every piece is translated.
  std::string long_sentence;
  for (int i = 0; i < 400; ++i) long_sentence += "canción niño über ";
  r = t.translate(long_sentence, o);
  int source_tokens = 0;
  for (const auto& s : r.sentences) {
    CHECK(s.source_ids.size() <= 256u);
    source_tokens += static_cast<int>(s.source_ids.size());
  }
  CHECK(source_tokens >= 1000);
  CHECK(r.sentences.size() >= 4u);
}

TEST_CASE("corrupt, truncated and missing model files are rejected naming the cause") {
  std::vector<std::uint8_t> bytes = model_bytes();
  REQUIRE(bytes.size() > 1000);
  auto flipped = bytes;
  flipped[flipped.size() - 100] ^= 0x40;
  std::string msg = expect_error(Error::Code::kInvalidModel, [&] { Translator::from_bytes(flipped); });
  CHECK(msg.find("checksum") != std::string::npos);
  auto truncated = std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + bytes.size() / 2);
  msg = expect_error(Error::Code::kInvalidModel, [&] { Translator::from_bytes(truncated); });
  CHECK_FALSE(msg.empty());
  msg = expect_error(Error::Code::kInvalidModel, [&] { Translator::from_file("/nonexistent/model.heed"); });
  CHECK(msg.find("cannot open") != std::string::npos);
  // A directory opens like a file on Linux; it must be named, not read as a huge "file".
  msg = expect_error(Error::Code::kInvalidModel, [&] { Translator::from_file("."); });
  CHECK(msg.find("not a regular file") != std::string::npos);
  // from_file reads the same bytes from_bytes is given.
  CHECK(Translator::from_file(kModel)->info().parameters == Translator::from_bytes(bytes)->info().parameters);
  expect_error(Error::Code::kInvalidModel, [&] { Translator::from_bytes({}); });
}

TEST_CASE("info describes the model") {
  const heed::ModelInfo m = shared_translator().info();
  CHECK(m.src_lang == "en");
  CHECK(m.tgt_lang == "es");
  CHECK(m.d_model == 32);
  CHECK(m.weights == "int8");
  CHECK(m.norm == "post");
  CHECK(m.format_version == 1);
  CHECK(m.parameters > 10000u);
}

TEST_CASE("glossary terms come out as their targets, whatever the model writes") {
  TranslateOptions o = short_output();
  o.glossary = {{"river", "río"}, {"Zebra", "Zebra"}};
  const std::string input = "Zebra 42 runs near the river.";
  const auto r = shared_translator().translate(input, o);
  REQUIRE(r.sentences.size() == 1u);
  const auto& s = r.sentences[0];
  std::vector<std::string> targets;
  for (const heed::Span t : s.protected_target) targets.push_back(r.text.substr(t.begin, t.end - t.begin));
  // Source order: "Zebra", "42", "river"; the random model may drop placeholders, which are then
  // placed at the end, so only the texts are certain.
  std::sort(targets.begin(), targets.end());
  CHECK(targets == std::vector<std::string>{"42", "Zebra", "río"});
  CHECK(r.text.find("río") != std::string::npos);

  TranslateOptions bad = short_output();
  bad.glossary = {{"", "x"}};
  const std::string msg = expect_error(Error::Code::kInvalidInput, [&] { shared_translator().translate("the dog", bad); });
  CHECK(msg.find("glossary") != std::string::npos);
}

TEST_CASE("a target prefix starts the first sentence; alternatives come with every event") {
  for (int beam : {1, 4}) {
    TranslateOptions o = short_output();
    o.beam_size = beam;
    o.protect_spans = o.match_case = o.block_repeats = false;
    o.max_length = 10;
    o.alternatives = 3;
    o.target_prefix = "the river";
    std::vector<TokenEvent> events;
    const auto r = shared_translator().translate("A small child reads. The cat sleeps.", o, [&](const TokenEvent& e) {
      events.push_back(e);
      return StreamControl::kContinue;
    });
    INFO("beam " << beam);
    REQUIRE(r.sentences.size() == 2u);
    const std::string first = r.text.substr(r.sentences[0].target_span.begin,
                                             r.sentences[0].target_span.end - r.sentences[0].target_span.begin);
    CHECK(first.rfind("the river", 0) == 0);
    const std::string second = r.text.substr(r.sentences[1].target_span.begin);
    CHECK(second.rfind("the river", 0) != 0);  // only the first sentence is forced
    REQUIRE_FALSE(events.empty());
    for (const auto& e : events) {
      REQUIRE(e.alternatives.size() == 3u);
      CHECK(e.alternatives[0].log_prob >= e.alternatives[2].log_prob);
    }
  }
  TranslateOptions bad;
  bad.alternatives = 9;
  expect_error(Error::Code::kInvalidInput, [&] { shared_translator().translate("the dog", bad); });
}
