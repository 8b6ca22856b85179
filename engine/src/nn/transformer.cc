#include "nn/transformer.h"

#include <cstring>

#include "core/check.h"

namespace heed::nn {

Transformer::Transformer(const TransformerConfig& config, const TransformerWeights& w)
    : config_(config), embedding_(w.embed) {
  const int d = config.d_model;
  const float eps = config.layer_norm_eps;
  for (const EncoderLayerWeights& lw : w.encoder) {
    encoder_.push_back({MultiHeadAttention(lw.self_attn, d, config.n_heads),
                        FeedForward(lw.ffn, config.gelu), LayerNorm(lw.norm1, d, eps),
                        LayerNorm(lw.norm2, d, eps)});
  }
  for (const DecoderLayerWeights& lw : w.decoder) {
    decoder_.push_back({MultiHeadAttention(lw.self_attn, d, config.n_heads),
                        MultiHeadAttention(lw.cross_attn, d, config.n_heads),
                        FeedForward(lw.ffn, config.gelu), LayerNorm(lw.norm1, d, eps),
                        LayerNorm(lw.norm2, d, eps), LayerNorm(lw.norm3, d, eps)});
  }
  if (config.pre_norm) {
    encoder_final_ = LayerNorm(w.encoder_final, d, eps);
    decoder_final_ = LayerNorm(w.decoder_final, d, eps);
  }
}

void Transformer::encode(std::vector<float>* memory, const std::vector<std::vector<int>>& sentences) {
  const int d = config_.d_model;
  std::vector<int> lengths;
  int rows = 0;
  for (const auto& ids : sentences) {
    HEED_CHECK(!ids.empty());
    lengths.push_back(static_cast<int>(ids.size()));
    rows += static_cast<int>(ids.size());
  }
  memory->assign(static_cast<std::size_t>(rows) * d, 0.f);
  float* x = memory->data();  // x: (rows, d)
  int first = 0;
  for (const auto& ids : sentences) {
    embedding_.embed(x + static_cast<std::size_t>(first) * d, ids.data(),
                     static_cast<int>(ids.size()), 0);
    first += static_cast<int>(ids.size());
  }
  Scratch& s = scratch_;
  const MatrixView states = contiguous_view(x, rows, d);  // every sentence's tokens: (rows, d)
  for (const EncoderLayer& layer : encoder_) {
    residual(states, config_.pre_norm, layer.norm1, s,
             [&](float* out, const float* in) { layer.self_attn.self_attention(out, in, lengths, s); });
    residual(states, config_.pre_norm, layer.norm2, s,
             [&](float* out, const float* in) { layer.ffn.forward(out, in, rows, s); });
  }
  if (config_.pre_norm) encoder_final_.forward(x, x, rows);
}

void Transformer::project_cross(int layer, float* k, float* v, const float* memory, int length) {
  const DecoderLayer& l = decoder_[static_cast<std::size_t>(layer)];
  l.cross_attn.project_k(k, memory, length, scratch_);
  l.cross_attn.project_v(v, memory, length, scratch_);
}

void Transformer::decoder_layers(const DecoderStep& step) {
  const TransformerConfig& c = config_;
  const int d = c.d_model;
  const int heads = c.n_heads;
  const int rows = step.rows;
  const int t = step.t;
  Scratch& s = scratch_;
  const MatrixView states = contiguous_view(step.x, rows, d);  // one row per hypothesis: (rows, d)
  for (std::size_t l = 0; l < decoder_.size(); ++l) {
    const DecoderLayer& layer = decoder_[l];
    // Masked self-attention: causality comes from the cache holding only positions 0..t.
    residual(states, c.pre_norm, layer.norm1, s, [&](float* out, const float* in) {
      float* q = s.grow(s.q, static_cast<std::size_t>(rows) * d);
      float* k = s.grow(s.k, static_cast<std::size_t>(rows) * d);
      float* v = s.grow(s.v, static_cast<std::size_t>(rows) * d);
      float* context = s.grow(s.context, static_cast<std::size_t>(rows) * d);
      float* probs = s.grow(s.probs, static_cast<std::size_t>(heads) * (t + 1));
      layer.self_attn.project_q(q, in, rows, s);
      layer.self_attn.project_k(k, in, rows, s);
      layer.self_attn.project_v(v, in, rows, s);
      for (int h = 0; h < rows; ++h) {
        const std::size_t slot = step.cache_slots ? static_cast<std::size_t>(step.cache_slots[h]) : h;
        float* kc = (*step.self_k)[l].data() + slot * step.cache_stride;  // (max_steps, d)
        float* vc = (*step.self_v)[l].data() + slot * step.cache_stride;
        std::memcpy(kc + static_cast<std::size_t>(t) * d, k + static_cast<std::size_t>(h) * d, d * sizeof(float));
        std::memcpy(vc + static_cast<std::size_t>(t) * d, v + static_cast<std::size_t>(h) * d, d * sizeof(float));
        layer.self_attn.attend_one(context + static_cast<std::size_t>(h) * d, probs,
                                   q + static_cast<std::size_t>(h) * d, kc, vc, t + 1);
      }
      layer.self_attn.project_o(out, context, rows, s);
    });
    // Cross-attention over each row's encoder output.
    residual(states, c.pre_norm, layer.norm2, s, [&](float* out, const float* in) {
      float* q = s.grow(s.q, static_cast<std::size_t>(rows) * d);
      float* context = s.grow(s.context, static_cast<std::size_t>(rows) * d);
      layer.cross_attn.project_q(q, in, rows, s);
      const int reported = static_cast<int>(l) - step.first_reported_layer;
      const bool report = step.attention != nullptr && reported >= 0 && reported < step.reported_layers;
      for (int h = 0; h < rows; ++h) {
        const CrossMemory memory = step.cross(static_cast<int>(l), h);
        const std::size_t layer_floats = static_cast<std::size_t>(heads) * memory.length;
        float* probs = s.grow(s.probs, layer_floats);
        layer.cross_attn.attend_one(context + static_cast<std::size_t>(h) * d, probs,
                                    q + static_cast<std::size_t>(h) * d, memory.k, memory.v, memory.length);
        if (report) {
          std::memcpy(step.attention + h * step.attention_stride + reported * layer_floats, probs,
                      layer_floats * sizeof(float));
        }
      }
      layer.cross_attn.project_o(out, context, rows, s);
    });
    residual(states, c.pre_norm, layer.norm3, s,
             [&](float* out, const float* in) { layer.ffn.forward(out, in, rows, s); });
  }
  if (c.pre_norm) decoder_final_.forward(step.x, step.x, rows);
}

}  // namespace heed::nn
