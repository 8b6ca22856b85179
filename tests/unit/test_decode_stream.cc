// Beam search streaming, attention through reorders and cancellation, on many random models.
#include <catch2/catch.hpp>

#include "decode/search.h"
#include "unit/test_decode_fake_model.h"

using namespace heed::decode;
using namespace heed::decode::testing;

namespace {

SearchOptions options_for(int beam, float alpha, int max_length) {
  SearchOptions o;
  o.beam_size = beam;
  o.length_penalty = alpha;
  o.max_length = max_length;
  o.bos_id = kBos;
  o.eos_id = kEos;
  return o;
}

// True when some token was emitted before the model's last step (streaming, not all at the end).
bool emitted_early(const std::vector<std::string>& events) {
  size_t last_step = 0;
  for (size_t i = 0; i < events.size(); ++i) {
    if (events[i] == "step") last_step = i;
  }
  for (size_t i = 0; i < last_step; ++i) {
    if (events[i].rfind("emit", 0) == 0) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("beam: the emitted stream is the result, with the model's log-probs and attention",
          "[decode]") {
  int early = 0;
  int runs = 0;
  for (uint64_t seed = 0; seed < 120; ++seed) {
    for (int beam : {2, 4, 5}) {
      for (float alpha : {0.f, 0.6f, 1.f}) {
        const int vocab = seed % 5 == 0 ? 4 : 12;  // a tiny vocabulary leaves fewer live beams
        FakeModel model(vocab, random_dist(vocab, seed, 0.4));
        const SearchOptions options = options_for(beam, alpha, static_cast<int>(seed % 11));
        Recorder rec{&model};
        const Hypothesis hyp = beam_search(model, options, rec.fn());
        INFO("seed " << seed << " beam " << beam << " alpha " << alpha);
        check_against_model(model, hyp, options, &rec);
        early += emitted_early(model.events) ? 1 : 0;
        ++runs;
      }
    }
  }
  // Streaming must actually stream in a good share of the runs.
  CHECK(early > runs / 4);
}

TEST_CASE("beam without attention passes null and returns none", "[decode]") {
  FakeModel model(12, random_dist(12, 5));
  SearchOptions options = options_for(4, 0.6f, 10);
  options.want_attention = false;
  Recorder rec{&model};
  const Hypothesis hyp = beam_search(model, options, rec.fn());
  CHECK(model.saw_null_attention);
  CHECK(hyp.attention.empty());
  check_against_model(model, hyp, options, &rec);
}

TEST_CASE("beam: cancelling after 2 tokens stops at once", "[decode]") {
  int tested = 0;
  for (uint64_t seed = 0; seed < 40 && tested < 10; ++seed) {
    const SearchOptions options = options_for(4, 0.6f, 12);
    FakeModel full_model(12, random_dist(12, seed, 0.2));
    const Hypothesis full = beam_search(full_model, options, nullptr);
    if (full.tokens.size() < 3) continue;
    ++tested;

    FakeModel model(12, random_dist(12, seed, 0.2));
    Recorder rec{&model, 2};
    const Hypothesis hyp = beam_search(model, options, rec.fn());
    CHECK(hyp.cancelled);
    CHECK_FALSE(hyp.finished);
    CHECK(rec.tokens.size() == 2);
    CHECK(hyp.tokens == std::vector<int>(full.tokens.begin(), full.tokens.begin() + 2));
    // No model step after the refused token.
    CHECK(model.events.back() == "emit " + std::to_string(hyp.tokens[1]));
    check_against_model(model, hyp, options, &rec);
  }
  CHECK(tested == 10);
}

TEST_CASE("beam: cancelling while the tail is emitted at the end", "[decode]") {
  // Nothing is stable before the end here, so the refusal comes during the final emission.
  FakeModel model(8, table_dist(8,
                                {{{}, {{3, 0.5}, {4, 0.4}}},
                                 {{3}, {{5, 0.3}, {6, 0.3}, {7, 0.3}}},
                                 {{4}, {{5, 0.9}}}},
                                {{kEos, 0.9}}));
  const SearchOptions options = options_for(2, 0.f, 10);
  Recorder rec{&model, 1};
  const Hypothesis hyp = beam_search(model, options, rec.fn());
  CHECK(hyp.cancelled);
  CHECK(hyp.tokens == std::vector<int>{4});
  CHECK(rec.tokens.size() == 1);
  check_against_model(model, hyp, options, &rec);
}
