// Helpers shared by greedy_search.cc and beam_search.cc; not part of the decode interface.
#pragma once

#include "decode/search.h"

namespace heed::decode::detail {

// Throws Error(kInvalidInput) for options the model cannot honour.
void check_options(const StepModel& model, const SearchOptions& options);

// heads * source_length floats per hypothesis and step, or 0 when attention is not wanted.
int attention_row_size(const StepModel& model, const SearchOptions& options);

// Score of a hypothesis whose generated tokens (EOS included when finished) sum to
// `sum_log_prob` over `length` tokens.
inline float normalised_score(float sum_log_prob, int length, float alpha) {
  return sum_log_prob / length_penalty(length, alpha);
}

}  // namespace heed::decode::detail
