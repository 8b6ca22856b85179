// Greedy search: one hypothesis, argmax at every step, each token emitted as soon as chosen.
#include <limits>
#include <vector>

#include "core/check.h"
#include "decode/search.h"
#include "decode/search_common.h"

namespace heed::decode {
namespace {

// First index of the largest value, so ties resolve like beam search's ranking.
// Two passes: the maximum over 8 independent lanes (no loop-carried compare chain, so the
// compiler vectorises it; it was 11% of greedy decoding as one chain), then the first index
// holding it. NaN never wins, as in the single-chain form.
int argmax(const float* values, int n) {
  constexpr int kLanes = 8;
  float lane_max[kLanes];
  for (float& m : lane_max) m = -std::numeric_limits<float>::infinity();
  int i = 0;
  for (; i + kLanes <= n; i += kLanes)
    for (int l = 0; l < kLanes; ++l) lane_max[l] = values[i + l] > lane_max[l] ? values[i + l] : lane_max[l];
  float best = lane_max[0];
  for (int l = 1; l < kLanes; ++l) best = lane_max[l] > best ? lane_max[l] : best;
  for (; i < n; ++i) best = values[i] > best ? values[i] : best;
  for (int j = 0; j < n; ++j)
    if (values[j] == best) return j;
  return 0;  // every value is NaN or -inf: the first index, like the single-chain form
}

}  // namespace

Hypothesis greedy_search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  detail::check_options(model, options);
  const int vocab = model.vocab_size();
  const int row = detail::attention_row_size(model, options);
  const float alpha = options.length_penalty;

  Hypothesis hyp;
  if (options.max_length == 0) return hyp;

  model.reset(1);
  std::vector<float> log_probs(static_cast<size_t>(vocab));
  std::vector<int> last_token{options.bos_id};
  float sum = 0.f;
  // Attention of step t is written straight into the result, after the rows of earlier steps.
  hyp.attention.reserve(static_cast<size_t>(row) * 64);

  for (int t = 0; t <= options.max_length; ++t) {
    hyp.attention.resize(static_cast<size_t>(t + 1) * row);
    float* attention = row > 0 ? hyp.attention.data() + static_cast<size_t>(t) * row : nullptr;
    model.step(last_token, log_probs.data(), attention);

    const int token = argmax(log_probs.data(), vocab);
    const float log_prob = log_probs[static_cast<size_t>(token)];
    if (token == options.eos_id) {
      hyp.attention.resize(static_cast<size_t>(t) * row);
      hyp.finished = true;
      hyp.score = detail::normalised_score(sum + log_prob, t + 1, alpha);
      return hyp;
    }
    if (t == options.max_length) {
      // This step only asked whether EOS would come; the token would exceed max_length.
      hyp.attention.resize(static_cast<size_t>(t) * row);
      break;
    }
    hyp.tokens.push_back(token);
    hyp.log_probs.push_back(log_prob);
    sum += log_prob;
    if (emit && !emit(EmittedToken{t, token, log_prob, attention})) {
      hyp.cancelled = true;
      break;
    }
    last_token[0] = token;
  }
  hyp.score = detail::normalised_score(sum, static_cast<int>(hyp.tokens.size()), alpha);
  return hyp;
}

}  // namespace heed::decode
