// One hypothesis of greedy search, advanced one model step at a time. greedy_search runs one
// row over a StepModel; greedy_search_batch runs one row per sentence through a BatchStepModel,
// all rows fed to the model together. Both make exactly the same choices (search.h).
#pragma once

#include <vector>

#include "decode/search.h"

namespace heed::decode {

class GreedyRow {
 public:
  // vocab: the row's token space; attention_floats: per step (0 without attention).
  GreedyRow(const SearchOptions& options, int vocab, int attention_floats);

  // False once the row has ended (EOS, max_length, cancelled); a row with max_length 0 ends
  // before its first step.
  bool live() const { return live_; }
  // The token the model is fed next (BOS at the first step).
  int last_token() const { return last_token_; }

  // One model step of this row: log_probs (vocab, modified in place by the output rules) and
  // attention (attention_floats, or null). Chooses the next token and emits it; returns live().
  bool advance(float* log_probs, const float* attention, const EmitFn& emit);

  // Ends a live row where it is, cancelled (another row's reader stopped the batch).
  void cancel();

  const Hypothesis& hypothesis() const { return hyp_; }
  Hypothesis take() { return std::move(hyp_); }

 private:
  void end(float sum, int length, bool finished);

  const SearchOptions& options_;
  int vocab_;
  int row_;   // attention floats per step
  int step_ = 0;
  int last_token_;
  float sum_ = 0.f;
  bool live_;
  Hypothesis hyp_;
};

}  // namespace heed::decode
