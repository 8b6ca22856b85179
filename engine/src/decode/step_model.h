// The small interface search uses to talk to a model. nn implements it; decode knows nothing
// of attention internals, only that each step yields log-probabilities and attention rows.
#pragma once

#include <vector>

namespace heed::decode {

class StepModel {
 public:
  virtual ~StepModel() = default;

  virtual int vocab_size() const = 0;
  // Attention reported per step: (heads, source_length) per hypothesis.
  virtual int attention_heads() const = 0;
  virtual int source_length() const = 0;

  // Start decoding the current source sentence with `num_hyps` empty hypotheses.
  virtual void reset(int num_hyps) = 0;

  // last_tokens: (num_hyps) token each hypothesis ends with (BOS at the first step).
  // log_probs: (num_hyps, vocab) receives log-softmax of the next-token distribution.
  // attention: (num_hyps, heads, source_length) receives this step's cross-attention weights
  // of the reported layer, or is null when the caller does not want them.
  virtual void step(const std::vector<int>& last_tokens, float* log_probs, float* attention) = 0;

  // Hypothesis i continues from former hypothesis parents[i]; parents.size() becomes the
  // new number of hypotheses (it may shrink as beams finish).
  virtual void reorder(const std::vector<int>& parents) = 0;
};

}  // namespace heed::decode
