#include "nn/batch_decoder_session.h"

#include <algorithm>
#include <cstring>

#include "core/check.h"
#include "kernels/elementwise.h"

namespace heed::nn {

BatchDecoderSession::BatchDecoderSession(Transformer& model, const float* memory, std::vector<int> lengths,
                                         std::vector<std::vector<int>> candidates, int first_reported_layer,
                                         int reported_layers, int max_steps)
    : model_(model), lengths_(std::move(lengths)), first_reported_layer_(first_reported_layer),
      reported_layers_(reported_layers), max_steps_(max_steps), cross_k_(model.batch_caches_.cross_k),
      cross_v_(model.batch_caches_.cross_v), self_k_(model.batch_caches_.self_k),
      self_v_(model.batch_caches_.self_v), candidates_(std::move(candidates)),
      output_rows_(model.batch_caches_.output_rows) {
  HEED_CHECK(!model.batch_caches_.in_use);
  const int rows = static_cast<int>(lengths_.size());
  HEED_CHECK(rows >= 1 && max_steps >= 1);
  HEED_CHECK(reported_layers >= 1 && first_reported_layer >= 0 &&
             first_reported_layer + reported_layers <= static_cast<int>(model.decoder_.size()));
  HEED_CHECK(candidates_.empty() || static_cast<int>(candidates_.size()) == rows);
  const int d = model.config_.d_model;
  int total = 0;
  for (int length : lengths_) {
    HEED_CHECK(length >= 1);
    offsets_.push_back(total);
    total += length;
    max_source_ = std::max(max_source_, length);
  }
  // Cross-attention K/V of every sentence in one product per layer: the rows are packed.
  const std::size_t layers = model.decoder_.size();
  cross_k_.resize(layers);
  cross_v_.resize(layers);
  self_k_.resize(layers);
  self_v_.resize(layers);
  const std::size_t cache = static_cast<std::size_t>(rows) * max_steps_ * d;
  // Grown, never shrunk: every position read was written first (cross: here; self: by step).
  auto at_least = [](std::vector<float>& v, std::size_t n) { if (v.size() < n) v.resize(n); };
  for (std::size_t l = 0; l < layers; ++l) {
    at_least(cross_k_[l], static_cast<std::size_t>(total) * d);
    at_least(cross_v_[l], static_cast<std::size_t>(total) * d);
    model.project_cross(static_cast<int>(l), cross_k_[l].data(), cross_v_[l].data(), memory, total);
    at_least(self_k_[l], cache);
    at_least(self_v_[l], cache);
  }
  for (int r = 0; r < rows; ++r) live_.push_back(r);

  if (candidates_.empty()) max_vocab_ = model.vocab();
  if (output_rows_.size() < candidates_.size()) output_rows_.resize(candidates_.size());
  for (std::size_t r = 0; r < candidates_.size(); ++r) {
    const std::vector<int>& rows_of = candidates_[r];
    HEED_CHECK(!rows_of.empty() && rows_of.front() >= 0 && rows_of.back() < model.vocab());
    max_vocab_ = std::max(max_vocab_, static_cast<int>(rows_of.size()));
    model.embedding_.gather_output(rows_of, &output_rows_[r]);
  }
  // Last, so that a constructor that throws leaves the caches free (no destructor runs then).
  model.batch_caches_.in_use = true;
}

int BatchDecoderSession::vocab_size(int row) const {
  return candidates_.empty() ? model_.vocab() : static_cast<int>(candidates_[static_cast<std::size_t>(row)].size());
}

void BatchDecoderSession::keep_only(const std::vector<int>& live) {
  if (live == live_) return;
  const std::size_t stride = static_cast<std::size_t>(max_steps_) * model_.config_.d_model;
  const std::size_t used = static_cast<std::size_t>(steps_) * model_.config_.d_model;
  // live is a subsequence of live_: each kept row moves to an earlier (or the same) slot.
  std::size_t from = 0;
  for (std::size_t i = 0; i < live.size(); ++i) {
    while (from < live_.size() && live_[from] != live[i]) ++from;
    HEED_CHECK(from < live_.size());
    if (from != i) {
      for (auto* caches : {&self_k_, &self_v_}) {
        for (auto& c : *caches) std::memmove(c.data() + i * stride, c.data() + from * stride, used * sizeof(float));
      }
    }
    ++from;
  }
  live_ = live;
}

void BatchDecoderSession::step(const std::vector<int>& live, const std::vector<int>& last_tokens,
                               float* log_probs, float* attention) {
  HEED_CHECK(!live.empty() && live.size() == last_tokens.size());
  HEED_CHECK(steps_ < max_steps_);
  keep_only(live);
  const int d = model_.config_.d_model;
  const int rows = static_cast<int>(live.size());
  x_.resize(static_cast<std::size_t>(rows) * d);
  float* x = x_.data();  // x: (live rows, d), every row at position steps_
  fed_ids_.resize(live.size());
  for (std::size_t i = 0; i < live.size(); ++i) {
    const int token = last_tokens[i];
    HEED_CHECK(token >= 0 && token < vocab_size(live[i]));
    fed_ids_[i] = candidates_.empty() ? token : candidates_[static_cast<std::size_t>(live[i])][static_cast<std::size_t>(token)];
  }
  model_.embedding_.embed_at(x, fed_ids_.data(), rows, steps_);

  DecoderStep decoder_step;
  decoder_step.x = x;
  decoder_step.rows = rows;
  decoder_step.t = steps_;
  decoder_step.self_k = &self_k_;
  decoder_step.self_v = &self_v_;
  decoder_step.cache_stride = static_cast<std::size_t>(max_steps_) * d;
  decoder_step.cross = [&](int layer, int i) {
    const int r = live[static_cast<std::size_t>(i)];
    const std::size_t first = static_cast<std::size_t>(offsets_[static_cast<std::size_t>(r)]) * d;
    return CrossMemory{cross_k_[static_cast<std::size_t>(layer)].data() + first,
                       cross_v_[static_cast<std::size_t>(layer)].data() + first, lengths_[static_cast<std::size_t>(r)]};
  };
  decoder_step.attention = attention;  // live row i's block at i * attention_stride()
  decoder_step.attention_stride = static_cast<std::size_t>(attention_stride());
  decoder_step.first_reported_layer = first_reported_layer_;
  decoder_step.reported_layers = reported_layers_;
  model_.decoder_layers(decoder_step);

  Scratch& s = model_.scratch_;
  if (candidates_.empty()) {
    // log_probs: (rows, vocab) = log_softmax(x · E^T + b); the stride is the vocabulary.
    model_.embedding_.project(log_probs, x, rows, s.linear);
    kernels::log_softmax(log_probs, rows, max_vocab_);
  } else {
    // Live row i: log_probs (its candidates) = log_softmax(x_i · its rows of E^T + b).
    for (int i = 0; i < rows; ++i) {
      const std::size_t r = static_cast<std::size_t>(live[static_cast<std::size_t>(i)]);
      float* out = log_probs + static_cast<std::size_t>(i) * max_vocab_;
      output_rows_[r].projection.forward(out, x + static_cast<std::size_t>(i) * d, 1, s.linear);
      kernels::log_softmax(out, 1, static_cast<int>(candidates_[r].size()));
    }
  }
  ++steps_;
}

}  // namespace heed::nn
