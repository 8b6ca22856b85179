// A StepModel for decode tests: next-token distributions are a function of the prefix (tokens
// generated so far, without BOS), attention rows a deterministic function of the prefix. The
// model tracks each hypothesis's prefix itself (reset / step / reorder), so a search that passes
// wrong parents or last tokens gets distributions that no longer match its own bookkeeping, which
// the tests detect by re-deriving every log-prob and attention row of the result from the path.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "decode/search.h"
#include "decode/step_model.h"

namespace heed::decode::testing {

constexpr int kBos = 1;
constexpr int kEos = 2;

using Prefix = std::vector<int>;
// Log-probabilities (vocab) of the token that follows a prefix.
using DistFn = std::function<std::vector<float>(const Prefix&)>;

// Probabilities listed per prefix; the mass left over is spread evenly over the other tokens.
// Prefixes not in the table use `fallback`.
using Entries = std::vector<std::pair<int, double>>;
inline DistFn table_dist(int vocab, std::map<Prefix, Entries> table, Entries fallback) {
  return [vocab, table = std::move(table), fallback = std::move(fallback)](const Prefix& p) {
    auto it = table.find(p);
    const Entries& entries = it == table.end() ? fallback : it->second;
    std::vector<double> probs(static_cast<size_t>(vocab), -1.0);
    double left = 1.0;
    for (const auto& [token, prob] : entries) {
      probs[static_cast<size_t>(token)] = prob;
      left -= prob;
    }
    const int others = vocab - static_cast<int>(entries.size());
    std::vector<float> out(static_cast<size_t>(vocab));
    for (size_t w = 0; w < probs.size(); ++w) {
      out[w] = static_cast<float>(std::log(probs[w] >= 0 ? probs[w] : left / others));
    }
    return out;
  };
}

inline uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}
inline uint64_t hash_prefix(const Prefix& p, uint64_t seed) {
  uint64_t h = mix(seed, p.size());
  for (int t : p) h = mix(h, static_cast<uint64_t>(t));
  return h;
}
inline double unit(uint64_t h) { return static_cast<double>(h >> 11) / 9007199254740992.0; }

// Pseudo-random distributions, EOS more likely as the prefix grows.
inline DistFn random_dist(int vocab, uint64_t seed, double eos_growth = 0.6) {
  return [=](const Prefix& p) {
    const uint64_t h = hash_prefix(p, seed);
    std::vector<double> logits(static_cast<size_t>(vocab));
    double max = -1e30;
    for (int w = 0; w < vocab; ++w) {
      double l = 4.0 * unit(mix(h, static_cast<uint64_t>(w)));
      if (w == kEos) l += eos_growth * static_cast<double>(p.size()) - 1.5;
      logits[static_cast<size_t>(w)] = l;
      max = std::max(max, l);
    }
    double z = 0;
    for (double l : logits) z += std::exp(l - max);
    std::vector<float> out(static_cast<size_t>(vocab));
    for (int w = 0; w < vocab; ++w) {
      out[static_cast<size_t>(w)] =
          static_cast<float>(logits[static_cast<size_t>(w)] - max - std::log(z));
    }
    return out;
  };
}

class FakeModel : public StepModel {
 public:
  FakeModel(int vocab, DistFn dist, int heads = 2, int source = 3)
      : vocab_(vocab), heads_(heads), source_(source), dist_(std::move(dist)) {}

  int vocab_size() const override { return vocab_; }
  int attention_heads() const override { return heads_; }
  int source_length() const override { return source_; }

  void reset(int num_hyps) override {
    hyps_.assign(static_cast<size_t>(num_hyps), Prefix{});
    steps_ = 0;
    events.push_back("reset");
  }

  void step(const std::vector<int>& last_tokens, float* log_probs, float* attention) override {
    REQUIRE(last_tokens.size() == hyps_.size());
    REQUIRE(!hyps_.empty());
    for (size_t i = 0; i < hyps_.size(); ++i) {
      if (steps_ == 0) {
        REQUIRE(last_tokens[i] == kBos);
      } else {
        hyps_[i].push_back(last_tokens[i]);
      }
      const std::vector<float> lp = dist_(hyps_[i]);
      std::copy(lp.begin(), lp.end(), log_probs + i * static_cast<size_t>(vocab_));
      if (attention != nullptr) {
        const std::vector<float> row = attention_row(hyps_[i]);
        std::copy(row.begin(), row.end(), attention + i * row.size());
      }
    }
    saw_null_attention = saw_null_attention || attention == nullptr;
    ++steps_;
    ++total_steps;
    events.push_back("step");
  }

  void reorder(const std::vector<int>& parents) override {
    REQUIRE(!parents.empty());
    std::vector<Prefix> next;
    for (int p : parents) {
      REQUIRE(p >= 0);
      REQUIRE(p < static_cast<int>(hyps_.size()));
      next.push_back(hyps_[static_cast<size_t>(p)]);
    }
    hyps_ = std::move(next);
    reorders.push_back(parents);
  }

  float log_prob(const Prefix& prefix, int token) const {
    return dist_(prefix)[static_cast<size_t>(token)];
  }
  // (heads, source) weights reported while choosing the token after `prefix`.
  std::vector<float> attention_row(const Prefix& prefix) const {
    const uint64_t h = hash_prefix(prefix, 77);
    std::vector<float> row(static_cast<size_t>(heads_ * source_));
    for (size_t i = 0; i < row.size(); ++i) row[i] = static_cast<float>(unit(mix(h, i)));
    return row;
  }

  std::vector<std::string> events;  // "reset", "step", and whatever the test's emit adds
  std::vector<std::vector<int>> reorders;
  int total_steps = 0;
  bool saw_null_attention = false;

 private:
  int vocab_, heads_, source_;
  DistFn dist_;
  std::vector<Prefix> hyps_;
  int steps_ = 0;
};

// Collects emitted tokens (copying attention) and logs "emit <token>" into the model's events;
// refuses the `cancel_at`-th token (1-based) when cancel_at > 0.
struct Recorder {
  FakeModel* model = nullptr;
  int cancel_at = 0;
  std::vector<EmittedToken> tokens;
  std::vector<std::vector<float>> attention;

  EmitFn fn() {
    return [this](const EmittedToken& t) {
      tokens.push_back(t);
      const int row = model->attention_heads() * model->source_length();
      attention.emplace_back(t.attention, t.attention ? t.attention + row : t.attention);
      model->events.push_back("emit " + std::to_string(t.token));
      return cancel_at == 0 || static_cast<int>(tokens.size()) < cancel_at;
    };
  }
  std::vector<int> token_ids() const {
    std::vector<int> ids;
    for (const auto& t : tokens) ids.push_back(t.token);
    return ids;
  }
};

// Re-derives every log-prob, attention row and the score of `hyp` from the model along its own
// path, and checks the emitted stream is exactly that path.
inline void check_against_model(const FakeModel& model, const Hypothesis& hyp,
                                const SearchOptions& options, const Recorder* rec = nullptr) {
  const size_t row = static_cast<size_t>(model.attention_heads() * model.source_length());
  REQUIRE(hyp.log_probs.size() == hyp.tokens.size());
  REQUIRE(hyp.attention.size() == (options.want_attention ? row * hyp.tokens.size() : 0));
  Prefix prefix;
  double sum = 0;
  for (size_t i = 0; i < hyp.tokens.size(); ++i) {
    CHECK(hyp.log_probs[i] == model.log_prob(prefix, hyp.tokens[i]));
    sum += hyp.log_probs[i];
    if (options.want_attention) {
      const std::vector<float> expected = model.attention_row(prefix);
      CHECK(std::vector<float>(hyp.attention.begin() + i * row,
                               hyp.attention.begin() + (i + 1) * row) == expected);
    }
    prefix.push_back(hyp.tokens[i]);
  }
  if (!hyp.cancelled) {
    int length = static_cast<int>(hyp.tokens.size());
    if (hyp.finished) {
      sum += model.log_prob(prefix, kEos);
      ++length;
    }
    const int rewarded = length < options.rewarded_length ? length : options.rewarded_length;
    CHECK(hyp.score == Approx(sum / length_penalty(length, options.length_penalty) +
                              options.word_reward * static_cast<float>(rewarded)).epsilon(1e-5));
  }
  if (rec != nullptr) {
    CHECK(rec->token_ids() == hyp.tokens);
    for (size_t i = 0; i < rec->tokens.size() && i < hyp.tokens.size(); ++i) {
      CHECK(rec->tokens[i].position == static_cast<int>(i));
      CHECK(rec->tokens[i].log_prob == hyp.log_probs[i]);
      if (options.want_attention) {
        CHECK(rec->attention[i] == std::vector<float>(hyp.attention.begin() + i * row,
                                                      hyp.attention.begin() + (i + 1) * row));
      } else {
        CHECK(rec->tokens[i].attention == nullptr);
      }
    }
  }
}

}  // namespace heed::decode::testing
