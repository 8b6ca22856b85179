#include "decode/search.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/check.h"
#include "decode/search_common.h"
#include "decode/top_k.h"

namespace heed::decode {

float length_penalty(int length, float alpha) {
  // alpha 0 must give exactly 1 (scores are then raw sums), which std::pow guarantees.
  return std::pow((5.0f + static_cast<float>(length)) / 6.0f, alpha);
}

float hypothesis_score(float sum_log_prob, int length, const SearchOptions& options) {
  return sum_log_prob / length_penalty(length, options.length_penalty) +
         options.word_reward * static_cast<float>(std::min(length, options.rewarded_length));
}

void best_tokens(const float* log_probs, int vocab, int k, Alternative* out) {
  thread_local TopK top;
  top.start(k);
  top.offer(log_probs, 0.f, vocab, 0);
  const std::vector<Candidate>& best = top.sorted();
  for (int i = 0; i < k; ++i) {
    out[i] = i < static_cast<int>(best.size()) ? Alternative{best[i].index, best[i].score} : Alternative{};
  }
}

Hypothesis search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  return options.beam_size <= 1 ? greedy_search(model, options, emit)
                                : beam_search(model, options, emit);
}

namespace detail {

void check_options(const StepModel& model, const SearchOptions& options) {
  auto fail = [](const std::string& what) {
    throw_error(Error::Code::kInvalidInput, "search options: " + what);
  };
  const int vocab = model.vocab_size();
  if (options.beam_size < 1) {
    fail("beam_size must be >= 1, got " + std::to_string(options.beam_size));
  }
  if (options.max_length < 0) {
    fail("max_length must be >= 0, got " + std::to_string(options.max_length));
  }
  if (options.bos_id < 0 || options.bos_id >= vocab) fail("bos_id outside the vocabulary");
  if (options.eos_id < 0 || options.eos_id >= vocab) fail("eos_id outside the vocabulary");
  if (!std::isfinite(options.length_penalty)) fail("length_penalty must be finite");
  if (!std::isfinite(options.word_reward)) fail("word_reward must be finite");
  if (options.alternatives < 0 || options.alternatives > 64) fail("alternatives must be in 0..64");
  for (int token : options.forced_prefix) {
    if (token < 0 || token >= vocab || token == options.eos_id) fail("forced_prefix holds a token outside the vocabulary or EOS");
  }
}

int attention_row_size(const StepModel& model, const SearchOptions& options) {
  if (!options.want_attention) return 0;
  HEED_CHECK(model.attention_heads() >= 0 && model.source_length() >= 0);
  return model.attention_heads() * model.source_length();
}

}  // namespace detail
}  // namespace heed::decode
