// Greedy search: one hypothesis, argmax at every step, each token emitted as soon as chosen.
#include <vector>

#include "core/check.h"
#include "decode/search.h"
#include "decode/search_common.h"
#include "decode/top_k.h"

namespace heed::decode {

Hypothesis greedy_search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  detail::check_options(model, options);
  const int vocab = model.vocab_size();
  const int row = detail::attention_row_size(model, options);
  const float alpha = options.length_penalty;
  const int k = options.alternatives;

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
    const bool forced = t < static_cast<int>(options.forced_prefix.size());
    if (!forced) options.rules.apply(hyp.tokens, log_probs.data(), vocab);
    const Alternative* alternatives = nullptr;
    if (k > 0) {
      hyp.alternatives.resize(static_cast<size_t>(t + 1) * k);
      alternatives = hyp.alternatives.data() + static_cast<size_t>(t) * k;
      best_tokens(log_probs.data(), vocab, k, hyp.alternatives.data() + static_cast<size_t>(t) * k);
    }

    const int token = forced ? options.forced_prefix[static_cast<size_t>(t)] : first_argmax(log_probs.data(), vocab);
    const float log_prob = log_probs[static_cast<size_t>(token)];
    if (token == options.eos_id) {
      hyp.attention.resize(static_cast<size_t>(t) * row);
      hyp.alternatives.resize(static_cast<size_t>(t) * k);
      hyp.finished = true;
      hyp.score = detail::normalised_score(sum + log_prob, t + 1, alpha);
      return hyp;
    }
    if (t == options.max_length) {
      // This step only asked whether EOS would come; the token would exceed max_length.
      hyp.attention.resize(static_cast<size_t>(t) * row);
      hyp.alternatives.resize(static_cast<size_t>(t) * k);
      break;
    }
    hyp.tokens.push_back(token);
    hyp.log_probs.push_back(log_prob);
    sum += log_prob;
    if (emit && !emit(EmittedToken{t, token, log_prob, attention, alternatives})) {
      hyp.cancelled = true;
      break;
    }
    last_token[0] = token;
  }
  hyp.score = detail::normalised_score(sum, static_cast<int>(hyp.tokens.size()), alpha);
  return hyp;
}

}  // namespace heed::decode
