// Helpers shared by greedy_search.cc and beam_search.cc; not part of the decode interface.
#pragma once

#include "decode/search.h"

namespace heed::decode::detail {

// Throws Error(kInvalidInput) for options the model cannot honour.
void check_options(const StepModel& model, const SearchOptions& options);

// heads * source_length floats per hypothesis and step, or 0 when attention is not wanted.
int attention_row_size(const StepModel& model, const SearchOptions& options);

}  // namespace heed::decode::detail
