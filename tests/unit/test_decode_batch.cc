// greedy_search_batch against greedy_search: a batch of FakeModels (one per row, different
// vocabularies, sources and limits) must give every row exactly its own greedy result, stream
// each row's tokens, report rows as they end, and stop every row when told.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "decode/search.h"
#include "unit/test_decode_fake_model.h"

using namespace heed::decode;
using namespace heed::decode::testing;

namespace {

// Rows are FakeModels stepped one hypothesis each; a left-out row must never come back.
class FakeBatch : public BatchStepModel {
 public:
  explicit FakeBatch(std::vector<std::unique_ptr<FakeModel>> models) : rows_(std::move(models)) {
    for (auto& r : rows_) r->reset(1);
    for (int r = 0; r < rows(); ++r) live_.push_back(r);
  }
  int rows() const override { return static_cast<int>(rows_.size()); }
  int vocab_size(int r) const override { return rows_[static_cast<size_t>(r)]->vocab_size(); }
  int source_length(int r) const override { return rows_[static_cast<size_t>(r)]->source_length(); }
  int attention_heads() const override { return rows_[0]->attention_heads(); }
  int log_probs_stride() const override { return 16; }
  int attention_stride() const override { return 2 * 5; }

  void step(const std::vector<int>& live, const std::vector<int>& last_tokens, float* log_probs,
            float* attention) override {
    REQUIRE(live.size() == last_tokens.size());
    for (int r : live) REQUIRE(std::find(live_.begin(), live_.end(), r) != live_.end());
    live_ = live;
    steps.push_back(live);
    for (size_t i = 0; i < live.size(); ++i) {
      rows_[static_cast<size_t>(live[i])]->step({last_tokens[i]}, log_probs + i * log_probs_stride(),
                                                attention ? attention + i * attention_stride() : nullptr);
    }
  }

  FakeModel& row(int r) { return *rows_[static_cast<size_t>(r)]; }
  std::vector<std::vector<int>> steps;  // the live rows of every step

 private:
  std::vector<std::unique_ptr<FakeModel>> rows_;
  std::vector<int> live_;
};

// Row r: vocabulary 6 + 2r (stride 16 holds the largest), source 3 + r (stride 10 holds 2 × 5).
std::unique_ptr<FakeModel> row_model(int r) {
  return std::make_unique<FakeModel>(6 + 2 * r, random_dist(6 + 2 * r, 100 + r, 0.3 + 0.2 * r), 2, 3 + r % 3);
}

SearchOptions row_options(int max_length) {
  SearchOptions o;
  o.beam_size = 1;
  o.max_length = max_length;
  o.bos_id = kBos;
  o.eos_id = kEos;
  return o;
}

}  // namespace

TEST_CASE("greedy_search_batch gives each row what greedy_search gives it alone", "[decode]") {
  // Row 2 has max_length 0 (ends before any step), row 3 a forced prefix, row 1 alternatives
  // and no attention.
  const std::vector<int> limits = {12, 9, 0, 15, 4};
  std::vector<std::unique_ptr<FakeModel>> models;
  std::vector<SearchOptions> options;
  for (int r = 0; r < 5; ++r) {
    models.push_back(row_model(r));
    options.push_back(row_options(limits[static_cast<size_t>(r)]));
  }
  options[1].want_attention = false;
  options[1].alternatives = 3;
  options[3].forced_prefix = {5, 7};
  FakeBatch batch(std::move(models));

  std::vector<std::vector<int>> streamed(5);
  std::vector<int> ended_order;
  const std::vector<Hypothesis> out = greedy_search_batch(
      batch, options,
      [&](int r, const EmittedToken& t) {
        CHECK(t.position == static_cast<int>(streamed[static_cast<size_t>(r)].size()));
        streamed[static_cast<size_t>(r)].push_back(t.token);
        return true;
      },
      [&](int r, const Hypothesis& h) {
        ended_order.push_back(r);
        CHECK(h.tokens == streamed[static_cast<size_t>(r)]);
        return true;
      });

  REQUIRE(out.size() == 5u);
  CHECK(ended_order.size() == 5u);
  CHECK(ended_order.front() == 2);  // max_length 0: ended before the first step
  for (int r = 0; r < 5; ++r) {
    INFO("row " << r);
    FakeModel alone(6 + 2 * r, random_dist(6 + 2 * r, 100 + r, 0.3 + 0.2 * r), 2, 3 + r % 3);
    const Hypothesis expected = greedy_search(alone, options[static_cast<size_t>(r)], {});
    const Hypothesis& got = out[static_cast<size_t>(r)];
    CHECK(got.tokens == expected.tokens);
    CHECK(got.log_probs == expected.log_probs);
    CHECK(got.attention == expected.attention);
    CHECK(got.alternatives.size() == expected.alternatives.size());
    CHECK(got.score == expected.score);
    CHECK(got.finished == expected.finished);
    CHECK_FALSE(got.cancelled);
    CHECK(streamed[static_cast<size_t>(r)] == expected.tokens);
  }
  CHECK(out[3].tokens.size() >= 2u);
  CHECK(std::vector<int>(out[3].tokens.begin(), out[3].tokens.begin() + 2) == std::vector<int>{5, 7});
  // Rows leave the batch as they end; row 2 never entered it.
  for (const auto& live : batch.steps) CHECK(std::find(live.begin(), live.end(), 2) == live.end());
  CHECK(batch.steps.back().size() == 1u);
}

TEST_CASE("greedy_search_batch: a refused token or a refused end stops every row", "[decode]") {
  for (bool stop_on_end : {false, true}) {
    std::vector<std::unique_ptr<FakeModel>> models;
    std::vector<SearchOptions> options;
    for (int r = 0; r < 3; ++r) {
      models.push_back(row_model(r));
      options.push_back(row_options(20));
    }
    options[1].max_length = 2;  // ends first, after its 3rd step
    FakeBatch batch(std::move(models));
    int emitted = 0;
    std::vector<int> ended;
    const std::vector<Hypothesis> out = greedy_search_batch(
        batch, options,
        [&](int, const EmittedToken&) { return stop_on_end || ++emitted < 4; },
        [&](int r, const Hypothesis&) {
          ended.push_back(r);
          return !stop_on_end;
        });
    INFO("stop on end " << stop_on_end);
    CHECK(ended.size() == 3u);  // every row is told, the ones stopped too
    const int steps = static_cast<int>(batch.steps.size());
    CHECK(steps == (stop_on_end ? 3 : 2));
    for (int r = 0; r < 3; ++r) {
      const Hypothesis& h = out[static_cast<size_t>(r)];
      if (stop_on_end && r == 1) {
        CHECK_FALSE(h.cancelled);
        continue;
      }
      CHECK(h.cancelled);
      CHECK_FALSE(h.finished);
    }
  }
}

TEST_CASE("greedy_search_batch refuses beam options", "[decode]") {
  std::vector<std::unique_ptr<FakeModel>> models;
  models.push_back(row_model(0));
  FakeBatch batch(std::move(models));
  SearchOptions o = row_options(5);
  o.beam_size = 2;
  CHECK_THROWS_WITH(greedy_search_batch(batch, {o}, {}, {}), Catch::Contains("a batch is greedy"));
}
