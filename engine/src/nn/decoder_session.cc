#include "nn/decoder_session.h"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/check.h"
#include "kernels/elementwise.h"

namespace heed::nn {

DecoderSession::DecoderSession(Transformer& model, const float* memory, int source_length,
                               int first_reported_layer, int reported_layers, int max_steps)
    : model_(model), source_length_(source_length), first_reported_layer_(first_reported_layer),
      reported_layers_(reported_layers), max_steps_(max_steps),
      own_(model.session_caches_.in_use ? std::make_unique<Transformer::SessionCaches>() : nullptr),
      c_(own_ ? *own_ : model.session_caches_) {
  HEED_CHECK(reported_layers >= 1 && first_reported_layer >= 0 &&
             first_reported_layer + reported_layers <= static_cast<int>(model.decoder_.size()));
  c_.in_use = true;  // after the checks: a session that throws here never held them
  const int d = model.config_.d_model;
  const std::size_t n = static_cast<std::size_t>(source_length) * d;
  const std::size_t layers = model.decoder_.size();
  c_.cross_k.resize(layers);
  c_.cross_v.resize(layers);
  c_.self_k.resize(layers);
  c_.self_v.resize(layers);
  // K/V of cross-attention depend only on the source: computed once per sentence.
  for (std::size_t l = 0; l < layers; ++l) {
    c_.cross_k[l].resize(n);
    c_.cross_v[l].resize(n);
    model.project_cross(static_cast<int>(l), c_.cross_k[l].data(), c_.cross_v[l].data(), memory, source_length);
  }
}

DecoderSession::~DecoderSession() { c_.in_use = false; }

void DecoderSession::restrict_output(std::vector<int> rows) {
  for (std::size_t i = 0; i < rows.size(); ++i) {
    HEED_CHECK(rows[i] >= 0 && rows[i] < model_.vocab() && (i == 0 || rows[i] > rows[i - 1]));
  }
  rows_ = std::move(rows);
  if (!rows_.empty()) model_.embedding_.gather_output(rows_, &c_.output_rows);
}

void DecoderSession::reset(int num_hyps) {
  const int d = model_.config_.d_model;
  steps_ = 0;
  // Slots the caches already hold stay usable (what an earlier sentence left there is never
  // read): sizing them down to num_hyps made reorder() grow them again at every sentence,
  // zero-filling megabytes for nothing.
  const std::size_t stride = static_cast<std::size_t>(max_steps_) * d;
  const std::size_t held = c_.self_k.empty() ? 0 : c_.self_k[0].size() / stride;
  slot_count_ = static_cast<int>(std::max(held, static_cast<std::size_t>(num_hyps)));
  slots_.resize(static_cast<std::size_t>(num_hyps));
  std::iota(slots_.begin(), slots_.end(), 0);
  // Never shrunk: growing back (a longer sentence's wider slots) would zero-fill again.
  const std::size_t n = static_cast<std::size_t>(slot_count_) * stride;
  for (std::size_t l = 0; l < c_.self_k.size(); ++l) {
    if (c_.self_k[l].size() < n) c_.self_k[l].resize(n);
    if (c_.self_v[l].size() < n) c_.self_v[l].resize(n);
  }
}

void DecoderSession::step(const std::vector<int>& last_tokens, float* log_probs, float* attention) {
  HEED_CHECK(last_tokens.size() == slots_.size());
  HEED_CHECK(steps_ < max_steps_);
  const TransformerConfig& c = model_.config_;
  const int d = c.d_model;
  const int rows = static_cast<int>(slots_.size());
  const int t = steps_;
  Scratch& s = model_.scratch_;
  c_.x.resize(static_cast<std::size_t>(rows) * d);
  float* x = c_.x.data();  // x: (hyps, d), every hypothesis at position t
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
  decoder_step.self_k = &c_.self_k;
  decoder_step.self_v = &c_.self_v;
  decoder_step.cache_stride = static_cast<std::size_t>(max_steps_) * d;  // one hypothesis
  decoder_step.cache_slots = slots_.data();
  // Every hypothesis reads the one sentence.
  decoder_step.cross = [&](int layer, int) {
    return CrossMemory{c_.cross_k[static_cast<std::size_t>(layer)].data(),
                       c_.cross_v[static_cast<std::size_t>(layer)].data(), source_length_};
  };
  // attention: (hyps, reported layers, heads, src)
  decoder_step.attention = attention;
  decoder_step.attention_stride = static_cast<std::size_t>(reported_layers_) * c.n_heads * source_length_;
  decoder_step.first_reported_layer = first_reported_layer_;
  decoder_step.reported_layers = reported_layers_;
  model_.decoder_layers(decoder_step);
  // log_probs: (hyps, vocab) = log_softmax(x · E^T + b), vocab = the shortlist's rows if any
  if (rows_.empty()) model_.embedding_.project(log_probs, x, rows, s.linear);
  else c_.output_rows.projection.forward(log_probs, x, rows, s.linear);
  if (!raw_logits_) kernels::log_softmax(log_probs, rows, vocab_size());
  ++steps_;
}

void DecoderSession::reorder(const std::vector<int>& parents) {
  const int d = model_.config_.d_model;
  const std::size_t cache_stride = static_cast<std::size_t>(max_steps_) * d;
  const std::size_t used = static_cast<std::size_t>(steps_) * d;  // only filled positions move
  for (int parent : parents) HEED_CHECK(parent >= 0 && parent < static_cast<int>(slots_.size()));
  // Each parent's first child keeps the parent's slot: its keys and values are already there.
  // A parent's later children take slots nobody keeps (those of parents without children, or
  // new ones) and get a copy. Copying every hypothesis's cache at every step was 7.6% of beam
  // 4's instructions on the shipped en->es model; most hypotheses have one child.
  next_slots_.assign(parents.size(), -1);
  slot_kept_.assign(static_cast<std::size_t>(slot_count_), 0);
  std::size_t copies = 0;
  for (std::size_t i = 0; i < parents.size(); ++i) {
    const int slot = slots_[static_cast<std::size_t>(parents[i])];
    if (slot_kept_[static_cast<std::size_t>(slot)]) {
      ++copies;
    } else {
      slot_kept_[static_cast<std::size_t>(slot)] = 1;
      next_slots_[i] = slot;
    }
  }
  free_slots_.clear();
  for (int slot = 0; slot < slot_count_; ++slot) {
    if (!slot_kept_[static_cast<std::size_t>(slot)]) free_slots_.push_back(slot);
  }
  if (copies > free_slots_.size()) {  // more hypotheses than slots: grow (contents kept)
    const int grown = slot_count_ + static_cast<int>(copies - free_slots_.size());
    for (int slot = slot_count_; slot < grown; ++slot) free_slots_.push_back(slot);
    slot_count_ = grown;
    for (auto* caches : {&c_.self_k, &c_.self_v}) {
      for (auto& cache : *caches) {
        const std::size_t needed = static_cast<std::size_t>(grown) * cache_stride;
        if (cache.size() < needed) cache.resize(needed);
      }
    }
  }
  // Copies read kept slots and write free ones, so no copy overwrites what another reads.
  std::size_t next_free = 0;
  for (std::size_t i = 0; i < parents.size(); ++i) {
    if (next_slots_[i] >= 0) continue;
    const std::size_t from = static_cast<std::size_t>(slots_[static_cast<std::size_t>(parents[i])]);
    const int to = free_slots_[next_free++];
    for (auto* caches : {&c_.self_k, &c_.self_v}) {
      for (auto& cache : *caches) {
        std::memcpy(cache.data() + static_cast<std::size_t>(to) * cache_stride,
                    cache.data() + from * cache_stride, used * sizeof(float));
      }
    }
    next_slots_[i] = to;
  }
  slots_.swap(next_slots_);
}

}  // namespace heed::nn
