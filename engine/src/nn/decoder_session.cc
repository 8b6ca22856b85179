#include "nn/decoder_session.h"

#include <cstring>

#include "core/check.h"
#include "kernels/elementwise.h"

namespace heed::nn {

DecoderSession::DecoderSession(Transformer& model, const float* memory, int source_length,
                               int first_reported_layer, int reported_layers, int max_steps)
    : model_(model), source_length_(source_length), first_reported_layer_(first_reported_layer),
      reported_layers_(reported_layers), max_steps_(max_steps) {
  HEED_CHECK(reported_layers >= 1 && first_reported_layer >= 0 &&
             first_reported_layer + reported_layers <= static_cast<int>(model.decoder_.size()));
  const int d = model.config_.d_model;
  const std::size_t n = static_cast<std::size_t>(source_length) * d;
  const std::size_t layers = model.decoder_.size();
  cross_k_.resize(layers);
  cross_v_.resize(layers);
  self_k_.resize(layers);
  self_v_.resize(layers);
  // K/V of cross-attention depend only on the source: computed once per sentence.
  for (std::size_t l = 0; l < layers; ++l) {
    cross_k_[l].resize(n);
    cross_v_[l].resize(n);
    model.project_cross(static_cast<int>(l), cross_k_[l].data(), cross_v_[l].data(), memory, source_length);
  }
}

void DecoderSession::restrict_output(std::vector<int> rows) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    HEED_CHECK(rows[i] >= 0 && rows[i] < model_.vocab() && (i == 0 || rows[i] > rows[i - 1]));
  }
  rows_ = std::move(rows);
  if (!rows_.empty()) model_.embedding_.gather_output(rows_, &output_rows_);
}

void DecoderSession::reset(int num_hyps) {
  const int d = model_.config_.d_model;
  hyps_ = num_hyps;
  steps_ = 0;
  const std::size_t n = static_cast<std::size_t>(num_hyps) * max_steps_ * d;
  for (std::size_t l = 0; l < self_k_.size(); ++l) {
    self_k_[l].resize(n);
    self_v_[l].resize(n);
  }
}

void DecoderSession::step(const std::vector<int>& last_tokens, float* log_probs, float* attention) {
  HEED_CHECK(static_cast<int>(last_tokens.size()) == hyps_);
  HEED_CHECK(steps_ < max_steps_);
  const TransformerConfig& c = model_.config_;
  const int d = c.d_model;
  const int rows = hyps_;
  const int t = steps_;
  Scratch& s = model_.scratch_;
  x_.resize(static_cast<std::size_t>(rows) * d);
  float* x = x_.data();  // x: (hyps, d), every hypothesis at position t
  const int* fed = last_tokens.data();
  if (!rows_.empty()) {  // shortlist indices -> vocabulary ids
    fed_ids_.resize(last_tokens.size());
    for (std::size_t i = 0; i < last_tokens.size(); ++i) fed_ids_[i] = rows_[last_tokens[i]];
    fed = fed_ids_.data();
  }
  model_.embedding_.embed_at(x, fed, rows, t);

  nn::DecoderStep decoder_step;
  decoder_step.x = x;
  decoder_step.rows = rows;
  decoder_step.t = t;
  decoder_step.self_k = &self_k_;
  decoder_step.self_v = &self_v_;
  decoder_step.cache_stride = static_cast<std::size_t>(max_steps_) * d;  // one hypothesis
  // Every hypothesis reads the one sentence.
  decoder_step.cross = [&](int layer, int) {
    return CrossMemory{cross_k_[static_cast<std::size_t>(layer)].data(),
                       cross_v_[static_cast<std::size_t>(layer)].data(), source_length_};
  };
  // attention: (hyps, reported layers, heads, src)
  decoder_step.attention = attention;
  decoder_step.attention_stride = static_cast<std::size_t>(reported_layers_) * c.n_heads * source_length_;
  decoder_step.first_reported_layer = first_reported_layer_;
  decoder_step.reported_layers = reported_layers_;
  model_.decoder_layers(decoder_step);
  // log_probs: (hyps, vocab) = log_softmax(x · E^T + b), vocab = the shortlist's rows if any
  if (rows_.empty()) model_.embedding_.project(log_probs, x, rows, s.linear);
  else output_rows_.projection.forward(log_probs, x, rows, s.linear);
  if (!raw_logits_) kernels::log_softmax(log_probs, rows, vocab_size());
  ++steps_;
}

void DecoderSession::reorder(const std::vector<int>& parents) {
  const int d = model_.config_.d_model;
  const std::size_t cache_stride = static_cast<std::size_t>(max_steps_) * d;
  const std::size_t used = static_cast<std::size_t>(steps_) * d;  // only filled positions move
  for (int parent : parents) HEED_CHECK(parent >= 0 && parent < hyps_);
  for (auto* caches : {&self_k_, &self_v_}) {
    for (auto& cache : *caches) {
      reorder_buffer_.resize(parents.size() * cache_stride);
      for (std::size_t i = 0; i < parents.size(); ++i) {
        std::memcpy(reorder_buffer_.data() + i * cache_stride,
                    cache.data() + static_cast<std::size_t>(parents[i]) * cache_stride,
                    used * sizeof(float));
      }
      // Keep the cache sized for the largest hypothesis count seen so writes stay in bounds.
      reorder_buffer_.resize(std::max(reorder_buffer_.size(), cache.size()));
      cache.swap(reorder_buffer_);
    }
  }
  hyps_ = static_cast<int>(parents.size());
}

}  // namespace heed::nn
