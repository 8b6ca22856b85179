// Several sentences decoded side by side, one greedy row each (decode::BatchStepModel): every
// step runs the decoder's matrix products over all live rows at once, which the int8 GEMM does
// more efficiently than one row at a time. Each row keeps its own sentence, cache and shortlist,
// so its log-probabilities are the ones a DecoderSession of its sentence alone would give.
#pragma once

#include <vector>

#include "decode/step_model.h"
#include "nn/transformer.h"

namespace heed::nn {

class BatchDecoderSession : public decode::BatchStepModel {
 public:
  // memory: (sum of lengths, d) the sentences' encoder outputs back to back, as
  // Transformer::encode packs them (read here, not kept). lengths: (rows) source tokens.
  // candidates: per row its shortlist (sorted vocabulary ids), or empty: the whole vocabulary
  // for every row. Attention is reported as DecoderSession does. max_steps: most tokens any
  // row will be fed.
  BatchDecoderSession(Transformer& model, const float* memory, std::vector<int> lengths,
                      std::vector<std::vector<int>> candidates, int first_reported_layer,
                      int reported_layers, int max_steps);
  ~BatchDecoderSession() override { model_.batch_caches_.in_use = false; }
  BatchDecoderSession(const BatchDecoderSession&) = delete;
  BatchDecoderSession& operator=(const BatchDecoderSession&) = delete;

  int rows() const override { return static_cast<int>(lengths_.size()); }
  int vocab_size(int row) const override;
  int source_length(int row) const override { return lengths_[static_cast<std::size_t>(row)]; }
  int attention_heads() const override { return reported_layers_ * model_.config().n_heads; }
  int log_probs_stride() const override { return max_vocab_; }
  int attention_stride() const override { return attention_heads() * max_source_; }
  void step(const std::vector<int>& live, const std::vector<int>& last_tokens, float* log_probs,
            float* attention) override;

 private:
  void keep_only(const std::vector<int>& live);  // drops the cache rows of rows that ended

  Transformer& model_;
  std::vector<int> lengths_, offsets_;  // row r's encoder rows: offsets_[r] .. + lengths_[r]
  int first_reported_layer_, reported_layers_, max_steps_;
  int max_vocab_ = 0, max_source_ = 0;
  int steps_ = 0;
  std::vector<int> live_;  // rows in the self-attention caches, in cache order
  // Per decoder layer (the model's batch caches, reused: only their used part is valid).
  // cross_*: (sum of lengths, d); self_*: (live rows, max_steps, d).
  std::vector<std::vector<float>>& cross_k_;
  std::vector<std::vector<float>>& cross_v_;
  std::vector<std::vector<float>>& self_k_;
  std::vector<std::vector<float>>& self_v_;
  // Shortlists: each row's candidates and their rows of the output projection. Each row is
  // projected on its own: one product over the union of the rows' candidates did 3-4x the
  // work of these (a union of 8 sentences' candidates is far larger than one sentence's) and
  // made the batch slower than one sentence at a time.
  std::vector<std::vector<int>> candidates_;
  std::vector<OutputRows>& output_rows_;  // the model's batch caches: row r's at r
  std::vector<float> x_;
  std::vector<int> fed_ids_;
};

}  // namespace heed::nn
