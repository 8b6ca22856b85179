// Greedy search: one hypothesis, argmax at every step, each token emitted as soon as chosen.
// GreedyRow holds the per-step rule; greedy_search runs one row, greedy_search_batch several.
#include <vector>

#include "core/check.h"
#include "decode/greedy_row.h"
#include "decode/search.h"
#include "decode/search_common.h"
#include "decode/top_k.h"

namespace heed::decode {

GreedyRow::GreedyRow(const SearchOptions& options, int vocab, int attention_floats)
    : options_(options), vocab_(vocab), row_(attention_floats), last_token_(options.bos_id),
      live_(options.max_length > 0) {
  // Rows of earlier steps stay in the result; reserving avoids regrowing it per token.
  hyp_.attention.reserve(static_cast<size_t>(row_) * 64);
}

bool GreedyRow::advance(float* log_probs, const float* attention, const EmitFn& emit) {
  HEED_CHECK(live_);
  const int t = step_;
  const int k = options_.alternatives;
  if (row_ > 0) hyp_.attention.insert(hyp_.attention.end(), attention, attention + row_);
  const bool forced = t < static_cast<int>(options_.forced_prefix.size());
  if (!forced) options_.rules.apply(hyp_.tokens, log_probs, vocab_);
  const Alternative* alternatives = nullptr;
  if (k > 0) {
    hyp_.alternatives.resize(static_cast<size_t>(t + 1) * k);
    alternatives = hyp_.alternatives.data() + static_cast<size_t>(t) * k;
    best_tokens(log_probs, vocab_, k, hyp_.alternatives.data() + static_cast<size_t>(t) * k);
  }

  const int token = forced ? options_.forced_prefix[static_cast<size_t>(t)] : first_argmax(log_probs, vocab_);
  const float log_prob = log_probs[static_cast<size_t>(token)];
  if (token == options_.eos_id) {
    end(sum_ + log_prob, t + 1, true);
    return false;
  }
  if (t == options_.max_length) {
    // This step only asked whether EOS would come; the token would exceed max_length.
    end(sum_, t, false);
    return false;
  }
  hyp_.tokens.push_back(token);
  hyp_.log_probs.push_back(log_prob);
  sum_ += log_prob;
  const float* own_attention = row_ > 0 ? hyp_.attention.data() + static_cast<size_t>(t) * row_ : nullptr;
  if (emit && !emit(EmittedToken{t, token, log_prob, own_attention, alternatives})) {
    hyp_.cancelled = true;
    end(sum_, t + 1, false);
    return false;
  }
  last_token_ = token;
  ++step_;
  return true;
}

void GreedyRow::cancel() {
  HEED_CHECK(live_);
  hyp_.cancelled = true;
  end(sum_, static_cast<int>(hyp_.tokens.size()), false);
}

void GreedyRow::end(float sum, int length, bool finished) {
  // Drop what the last step added beyond the kept tokens (the EOS step, the step past
  // max_length); a cancelled row keeps its refused token.
  const size_t kept = hyp_.tokens.size();
  hyp_.attention.resize(kept * static_cast<size_t>(row_));
  hyp_.alternatives.resize(kept * static_cast<size_t>(options_.alternatives));
  hyp_.finished = finished;
  hyp_.score = hypothesis_score(sum, length, options_);
  live_ = false;
}

Hypothesis greedy_search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  detail::check_options(model, options);
  const int vocab = model.vocab_size();
  GreedyRow row(options, vocab, detail::attention_row_size(model, options));
  if (!row.live()) return row.take();

  model.reset(1);
  std::vector<float> log_probs(static_cast<size_t>(vocab));
  std::vector<float> attention(static_cast<size_t>(detail::attention_row_size(model, options)));
  std::vector<int> last_token{options.bos_id};
  float* attention_out = attention.empty() ? nullptr : attention.data();
  while (true) {
    last_token[0] = row.last_token();
    model.step(last_token, log_probs.data(), attention_out);
    if (!row.advance(log_probs.data(), attention_out, emit)) break;
  }
  return row.take();
}

}  // namespace heed::decode
