// The weights of the paper's Transformer as plain views into the model file. nn knows no file
// format: translator_weights.cc fills these from tensor names (FORMAT.md lists them).
#pragma once

#include <vector>

#include "nn/embedding.h"
#include "nn/linear.h"

namespace heed::nn {

struct NormWeights {
  const float* gamma = nullptr;  // (d)
  const float* beta = nullptr;   // (d)
};

struct AttentionWeights {
  LinearWeights q, k, v, o;  // *_proj: (d, d)
};

struct FeedForwardWeights {
  LinearWeights fc1;  // (d_ff, d)
  LinearWeights fc2;  // (d, d_ff)
};

struct EncoderLayerWeights {
  AttentionWeights self_attn;
  NormWeights norm1, norm2;  // around self-attention, around the FFN
  FeedForwardWeights ffn;
};

struct DecoderLayerWeights {
  AttentionWeights self_attn, cross_attn;
  NormWeights norm1, norm2, norm3;  // self-attention, cross-attention, FFN
  FeedForwardWeights ffn;
};

struct TransformerConfig {
  int d_model = 0;
  int n_heads = 0;
  int d_ff = 0;
  bool pre_norm = false;  // false: LayerNorm(x + sublayer(x)) as in the paper
  bool gelu = false;      // false: ReLU
  float layer_norm_eps = 1e-5f;
};

struct TransformerWeights {
  EmbeddingWeights embed;
  std::vector<EncoderLayerWeights> encoder;
  std::vector<DecoderLayerWeights> decoder;
  NormWeights encoder_final, decoder_final;  // pre-norm only
};

}  // namespace heed::nn
