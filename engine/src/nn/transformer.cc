#include "nn/transformer.h"

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

}  // namespace heed::nn
