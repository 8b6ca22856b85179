// Greedy and beam search over a StepModel, with streaming of the stable prefix.
#pragma once

#include <functional>
#include <vector>

#include "decode/step_model.h"

namespace heed::decode {

struct SearchOptions {
  int beam_size = 1;            // 1 = greedy
  float length_penalty = 0.6f;  // alpha: score = sum log p / ((5 + len) / 6)^alpha
  int max_length = 256;         // tokens generated at most, EOS excluded
  int bos_id = 1;
  int eos_id = 2;
  bool want_attention = true;
};

// One token of the final output, emitted as soon as it is certain: for greedy at once, for
// beam search when every hypothesis that can still be returned (live beams and the finished
// ones kept) shares it, so an emitted token is never taken back.
struct EmittedToken {
  int position = 0;              // index in the output, from 0
  int token = 0;
  float log_prob = 0.f;
  const float* attention = nullptr;  // (heads, source_length), or null without attention
};
// Return false to stop decoding (cancellation).
using EmitFn = std::function<bool(const EmittedToken&)>;

struct Hypothesis {
  std::vector<int> tokens;              // excluding BOS and EOS
  std::vector<float> log_probs;         // one per token (the EOS step's is folded into score)
  std::vector<float> attention;         // (tokens, heads, source_length), empty without attention
  float score = 0.f;                    // length-normalised total log-probability
  bool finished = false;                // ended with EOS (false when max_length was hit)
  bool cancelled = false;               // the EmitFn returned false
};

Hypothesis greedy_search(StepModel& model, const SearchOptions& options, const EmitFn& emit);
Hypothesis beam_search(StepModel& model, const SearchOptions& options, const EmitFn& emit);
// Chooses greedy or beam search by options.beam_size.
Hypothesis search(StepModel& model, const SearchOptions& options, const EmitFn& emit);

// GNMT length penalty ((5 + length) / 6)^alpha.
float length_penalty(int length, float alpha);

}  // namespace heed::decode
