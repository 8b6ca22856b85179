// Decoding one source sentence: the decoder stack as a decode::StepModel, with a KV cache for
// masked self-attention and cross-attention K/V over the encoder output computed once.
#pragma once

#include <memory>
#include <vector>

#include "decode/step_model.h"
#include "nn/transformer.h"

namespace heed::nn {

class DecoderSession : public decode::StepModel {
 public:
  // memory: (source_length, d) encoder output of this sentence (copied: it outlives the batch).
  // step() reports the cross-attention of decoder layers [first_reported_layer,
  // first_reported_layer + reported_layers): the page's heatmap lets people pick any layer.
  // max_steps: most tokens any hypothesis will be fed (sizes the cache).
  DecoderSession(Transformer& model, const float* memory, int source_length,
                 int first_reported_layer, int reported_layers, int max_steps);
  ~DecoderSession() override;
  DecoderSession(const DecoderSession&) = delete;
  DecoderSession& operator=(const DecoderSession&) = delete;

  // With restrict_output: the number of candidate rows; ids in and out are indices into them.
  int vocab_size() const override { return rows_.empty() ? model_.vocab() : static_cast<int>(rows_.size()); }
  // Rows of attention per hypothesis and step: every head of every reported layer.
  int attention_heads() const override { return reported_layers_ * model_.config().n_heads; }
  int source_length() const override { return source_length_; }
  void reset(int num_hyps) override;
  void step(const std::vector<int>& last_tokens, float* log_probs, float* attention) override;
  void reorder(const std::vector<int>& parents) override;

  // Scores only the vocabulary ids `rows` (sorted, unique; the vocabulary shortlist): step()
  // then reads last tokens and writes log-probabilities as indices into `rows`, and the softmax
  // normalises over them alone. Empty: the whole vocabulary again.
  void restrict_output(std::vector<int> rows);

  // Tests compare raw logits with the reference; search always wants log-probabilities.
  void set_raw_logits(bool raw) { raw_logits_ = raw; }

 private:
  Transformer& model_;
  int source_length_;
  int first_reported_layer_;
  int reported_layers_;
  int max_steps_;
  int steps_ = 0;  // tokens fed so far: the next token sits at position steps_
  bool raw_logits_ = false;
  // The model's buffers (or own_, when another session holds them). Per decoder layer,
  // cross_*: (source_length, d); self_*: (slots, max_steps, d); their contents past what this
  // sentence wrote are a previous sentence's, never read.
  std::unique_ptr<Transformer::SessionCaches> own_;
  Transformer::SessionCaches& c_;
  std::vector<int> rows_, fed_ids_;  // shortlist rows; this step's tokens as vocabulary ids
  // [hyps] which cache slot holds each hypothesis's keys and values (reorder() moves slots,
  // not rows; its size is the hypothesis count), and how many slots the caches hold.
  std::vector<int> slots_;
  int slot_count_ = 0;
  std::vector<int> next_slots_, free_slots_;  // reorder()'s scratch
  std::vector<char> slot_kept_;
};

}  // namespace heed::nn
