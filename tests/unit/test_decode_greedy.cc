// Greedy search, the length penalty and option checks, against a FakeModel.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "decode/search.h"
#include "decode/top_k.h"
#include "heed/translator.h"
#include "unit/test_decode_fake_model.h"

using namespace heed::decode;
using namespace heed::decode::testing;

namespace {

constexpr int kVocab = 8;

SearchOptions greedy_options(int max_length = 10) {
  SearchOptions o;
  o.beam_size = 1;
  o.max_length = max_length;
  o.bos_id = kBos;
  o.eos_id = kEos;
  return o;
}

}  // namespace

TEST_CASE("length_penalty follows GNMT ((5 + len) / 6)^alpha", "[decode]") {
  CHECK(length_penalty(1, 0.f) == 1.f);
  CHECK(length_penalty(37, 0.f) == 1.f);
  CHECK(length_penalty(1, 0.6f) == Approx(1.0));
  CHECK(length_penalty(10, 0.6f) == Approx(1.7328621078878659));
  CHECK(length_penalty(10, 1.f) == Approx(2.5));
}

TEST_CASE("TopK keeps exactly the n best of a full sort, ties to the lower index", "[decode]") {
  // Several offers per selection (as beam search makes, one per hypothesis, each with its
  // bias), lengths around the block size, many equal scores, -infinity and NaN.
  using heed::decode::Candidate;
  std::mt19937 rng(17);
  heed::decode::TopK top;
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 9);
    const int offers = 1 + static_cast<int>(rng() % 4);
    top.start(n);
    std::vector<Candidate> all;
    int index = 0;
    for (int o = 0; o < offers; ++o) {
      const int count = static_cast<int>(rng() % 70);
      const float bias = static_cast<float>(static_cast<int>(rng() % 5)) - 2.f;
      std::vector<float> scores(static_cast<std::size_t>(count));
      for (float& x : scores) {
        const auto kind = rng() % 20;
        x = kind == 0 ? -std::numeric_limits<float>::infinity()
            : kind == 1 ? std::numeric_limits<float>::quiet_NaN()
                  : trial % 2 ? static_cast<float>(static_cast<int>(rng() % 12)) * -0.5f  // many ties
                              : static_cast<float>(rng() % 100000) * -1e-4f;
      }
      top.offer(scores.data(), bias, count, index);
      for (int i = 0; i < count; ++i) {
        const float score = bias + scores[static_cast<std::size_t>(i)];
        if (score > -std::numeric_limits<float>::infinity()) all.push_back({score, index + i});
      }
      index += count;
    }
    std::sort(all.begin(), all.end(), heed::decode::better);
    all.resize(std::min(all.size(), static_cast<std::size_t>(n)));
    const std::vector<Candidate>& kept = top.sorted();
    REQUIRE(kept.size() == all.size());
    for (std::size_t k = 0; k < kept.size(); ++k) {
      REQUIRE(kept[k].index == all[k].index);
      REQUIRE(kept[k].score == all[k].score);
    }
  }
}

TEST_CASE("first_argmax: first index on ties, in the lanes and in the tail; NaN never wins", "[decode]") {
  using heed::decode::first_argmax;
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // 19 values: two 8-lane blocks and a tail of 3.
  std::vector<float> v(19, -1.f);
  v[13] = 2.f;
  v[5] = 2.f;
  CHECK(first_argmax(v.data(), 19) == 5);
  v[17] = 3.f;  // the tail only
  CHECK(first_argmax(v.data(), 19) == 17);
  v[0] = nan;
  v[17] = nan;
  CHECK(first_argmax(v.data(), 19) == 5);
  const std::vector<float> impossible{nan, -inf, nan, -inf};
  CHECK(first_argmax(impossible.data(), 4) == 1);
  const std::vector<float> all_nan(11, nan);
  CHECK(first_argmax(all_nan.data(), 11) == 0);
  const std::vector<float> last{-inf, -inf, -5.f};
  CHECK(first_argmax(last.data(), 3) == 2);
}

TEST_CASE("greedy follows the argmax and stops at EOS", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab,
                                     {{{}, {{3, 0.6}}},
                                      {{3}, {{4, 0.5}, {5, 0.3}}},
                                      {{3, 4}, {{kEos, 0.7}}}},
                                     {{kEos, 0.9}}));
  const SearchOptions options = greedy_options();
  Recorder rec{&model};
  const Hypothesis hyp = greedy_search(model, options, rec.fn());

  CHECK(hyp.tokens == std::vector<int>{3, 4});
  CHECK(hyp.finished);
  CHECK_FALSE(hyp.cancelled);
  CHECK(hyp.score == Approx((std::log(0.6) + std::log(0.5) + std::log(0.7)) /
                            length_penalty(3, options.length_penalty)));
  check_against_model(model, hyp, options, &rec);
  // Each token is emitted right after the step that chose it; EOS is never emitted.
  CHECK(model.events ==
        std::vector<std::string>{"reset", "step", "emit 3", "step", "emit 4", "step"});
  CHECK(model.reorders.empty());
}

TEST_CASE("greedy stops at max_length, then only asks whether EOS would come", "[decode]") {
  SECTION("EOS not chosen: unfinished with max_length tokens") {
    FakeModel model(kVocab, table_dist(kVocab, {}, {{5, 0.8}}));
    const SearchOptions options = greedy_options(3);
    Recorder rec{&model};
    const Hypothesis hyp = greedy_search(model, options, rec.fn());
    CHECK(hyp.tokens == std::vector<int>{5, 5, 5});
    CHECK_FALSE(hyp.finished);
    CHECK(model.total_steps == 4);
    CHECK(hyp.score == Approx(3 * std::log(0.8) / length_penalty(3, 0.6f)));
    check_against_model(model, hyp, options, &rec);
  }
  SECTION("EOS chosen at the extra step: finished with max_length tokens") {
    FakeModel model(kVocab, table_dist(kVocab, {{{5, 5, 5}, {{kEos, 0.9}}}}, {{5, 0.8}}));
    const SearchOptions options = greedy_options(3);
    const Hypothesis hyp = greedy_search(model, options, nullptr);
    CHECK(hyp.tokens == std::vector<int>{5, 5, 5});
    CHECK(hyp.finished);
    check_against_model(model, hyp, options);
  }
}

TEST_CASE("greedy with max_length 0 takes no step", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab, {}, {{5, 0.8}}));
  Recorder rec{&model};
  const Hypothesis hyp = greedy_search(model, greedy_options(0), rec.fn());
  CHECK(hyp.tokens.empty());
  CHECK(hyp.attention.empty());
  CHECK_FALSE(hyp.finished);
  CHECK(hyp.score == 0.f);
  CHECK(rec.tokens.empty());
  CHECK(model.total_steps == 0);
}

TEST_CASE("greedy: immediate EOS gives an empty finished hypothesis", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab, {}, {{kEos, 0.9}}));
  Recorder rec{&model};
  const SearchOptions options = greedy_options();
  const Hypothesis hyp = greedy_search(model, options, rec.fn());
  CHECK(hyp.tokens.empty());
  CHECK(hyp.finished);
  CHECK(hyp.score == Approx(std::log(0.9)));
  CHECK(rec.tokens.empty());
}

TEST_CASE("greedy: cancelling after 2 tokens stops at once", "[decode]") {
  FakeModel model(kVocab, table_dist(kVocab, {}, {{5, 0.8}}));
  Recorder rec{&model, 2};
  const SearchOptions options = greedy_options(10);
  const Hypothesis hyp = greedy_search(model, options, rec.fn());
  CHECK(hyp.cancelled);
  CHECK_FALSE(hyp.finished);
  CHECK(rec.tokens.size() == 2);
  CHECK(hyp.tokens == std::vector<int>{5, 5});
  CHECK(model.total_steps == 2);
  check_against_model(model, hyp, options, &rec);
}

TEST_CASE("greedy without attention passes null and returns none", "[decode]") {
  FakeModel model(kVocab, random_dist(kVocab, 3));
  SearchOptions options = greedy_options();
  options.want_attention = false;
  Recorder rec{&model};
  const Hypothesis hyp = greedy_search(model, options, rec.fn());
  CHECK(model.saw_null_attention);
  CHECK(hyp.attention.empty());
  check_against_model(model, hyp, options, &rec);
}

TEST_CASE("greedy matches a step-by-step argmax on random models", "[decode]") {
  for (uint64_t seed = 0; seed < 50; ++seed) {
    FakeModel model(kVocab, random_dist(kVocab, seed));
    const SearchOptions options = greedy_options(12);
    Recorder rec{&model};
    const Hypothesis hyp = greedy_search(model, options, rec.fn());
    Prefix prefix;
    for (size_t i = 0; i <= hyp.tokens.size() && i <= 12; ++i) {
      int best = 0;
      for (int w = 1; w < kVocab; ++w) {
        if (model.log_prob(prefix, w) > model.log_prob(prefix, best)) best = w;
      }
      if (i == hyp.tokens.size()) {
        CHECK((best == kEos) == hyp.finished);
      } else {
        CHECK(hyp.tokens[i] == best);
        prefix.push_back(best);
      }
    }
    check_against_model(model, hyp, options, &rec);
  }
}

TEST_CASE("invalid search options throw kInvalidInput", "[decode]") {
  FakeModel model(kVocab, random_dist(kVocab, 1));
  auto throws_invalid = [&](SearchOptions o) {
    try {
      search(model, o, nullptr);
    } catch (const heed::Error& e) {
      return e.code() == heed::Error::Code::kInvalidInput;
    }
    return false;
  };
  SearchOptions o = greedy_options();
  o.beam_size = 0;
  CHECK(throws_invalid(o));
  o = greedy_options();
  o.max_length = -1;
  CHECK(throws_invalid(o));
  o = greedy_options();
  o.beam_size = 4;
  o.eos_id = kVocab;
  CHECK(throws_invalid(o));
}
