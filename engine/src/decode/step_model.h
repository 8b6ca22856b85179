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

// Several sentences decoded side by side, one row each: a step feeds one token to every row
// still decoding, so the model's matrix products run over all of them at once. Rows differ in
// source length and token space (each sentence's shortlist).
class BatchStepModel {
 public:
  virtual ~BatchStepModel() = default;

  virtual int rows() const = 0;
  virtual int vocab_size(int row) const = 0;
  virtual int source_length(int row) const = 0;
  virtual int attention_heads() const = 0;  // attention rows per step: (heads, source_length(row))
  // Floats between consecutive live rows' blocks in step()'s outputs.
  virtual int log_probs_stride() const = 0;
  virtual int attention_stride() const = 0;

  // live: the rows still decoding, ascending (a row once left out never comes back).
  // last_tokens: (live.size()). Live row i's log-probs (vocab_size(row)) go to
  // log_probs + i * log_probs_stride(), its attention (heads, source_length(row)) to
  // attention + i * attention_stride() unless attention is null.
  virtual void step(const std::vector<int>& live, const std::vector<int>& last_tokens,
                    float* log_probs, float* attention) = 0;
};

}  // namespace heed::decode
