// The paper's encoder-decoder (§3.1): an encoder stack run once per batch of sentences, and a
// decoder that DecoderSession runs one token at a time over a KV cache.
#pragma once

#include <vector>

#include "nn/embedding.h"
#include "nn/layers.h"
#include "nn/weights.h"

namespace heed::nn {

struct EncoderLayer {
  MultiHeadAttention self_attn;
  FeedForward ffn;
  LayerNorm norm1, norm2;
};

struct DecoderLayer {
  MultiHeadAttention self_attn, cross_attn;
  FeedForward ffn;
  LayerNorm norm1, norm2, norm3;
};

class Transformer {
 public:
  Transformer(const TransformerConfig& config, const TransformerWeights& weights);

  // memory: (sum of lengths, d) encoder output of the sentences packed back to back; each
  // sentence's positions start at 0 and it attends only to itself.
  void encode(std::vector<float>* memory, const std::vector<std::vector<int>>& sentences);

  const TransformerConfig& config() const { return config_; }
  int vocab() const { return embedding_.vocab(); }

 private:
  friend class DecoderSession;

  TransformerConfig config_;
  Embedding embedding_;
  std::vector<EncoderLayer> encoder_;
  std::vector<DecoderLayer> decoder_;
  LayerNorm encoder_final_, decoder_final_;
  Scratch scratch_;
};

}  // namespace heed::nn
