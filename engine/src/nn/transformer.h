// The paper's encoder-decoder (§3.1): an encoder stack run once per batch of sentences, and a
// decoder that DecoderSession runs one token at a time over a KV cache.
#pragma once

#include <cstddef>
#include <functional>
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

// Cross-attention keys and values of one decoder layer over one sentence: (length, d) each.
struct CrossMemory {
  const float* k = nullptr;
  const float* v = nullptr;
  int length = 0;
};

// One position of the decoder stack for `rows` rows, each with its own self-attention cache
// and its own sentence: the hypotheses of one sentence (DecoderSession) or one sentence per
// row (BatchDecoderSession).
struct DecoderStep {
  float* x = nullptr;  // (rows, d) the rows' states at position t; becomes the stack's output
  int rows = 0;
  int t = 0;
  // [layer] self-attention caches: row r's keys/values of positions 0..t at slot * cache_stride,
  // slot = cache_slots[r], or r when cache_slots is null.
  std::vector<std::vector<float>>* self_k = nullptr;
  std::vector<std::vector<float>>* self_v = nullptr;
  std::size_t cache_stride = 0;
  const int* cache_slots = nullptr;  // [rows] or null
  std::function<CrossMemory(int layer, int row)> cross;
  // Null, or row r's block at r * attention_stride: (reported_layers, heads, cross(_, r).length).
  float* attention = nullptr;
  std::size_t attention_stride = 0;
  int first_reported_layer = 0;
  int reported_layers = 0;
};

class Transformer {
 public:
  Transformer(const TransformerConfig& config, const TransformerWeights& weights);

  // memory: (sum of lengths, d) encoder output of the sentences packed back to back; each
  // sentence's positions start at 0 and it attends only to itself.
  void encode(std::vector<float>* memory, const std::vector<std::vector<int>>& sentences);

  // k, v: (length, d) = decoder layer l's cross-attention projections of memory: (length, d).
  void project_cross(int layer, float* k, float* v, const float* memory, int length);
  // Runs every decoder layer at one position (masked self-attention over the cache, which
  // gains position t, cross-attention, feed-forward), as DecoderStep describes.
  void decoder_layers(const DecoderStep& step);

  const TransformerConfig& config() const { return config_; }
  int vocab() const { return embedding_.vocab(); }

 private:
  friend class DecoderSession;
  friend class BatchDecoderSession;

  TransformerConfig config_;
  // BatchDecoderSession's caches, kept from one batch to the next: allocating (and zeroing)
  // them afresh for every batch cost more than batching saved (page faults on fresh memory). One session at a time uses them.
  struct BatchCaches {
    std::vector<std::vector<float>> cross_k, cross_v, self_k, self_v;  // [layer]
    std::vector<OutputRows> output_rows;                                // [row] its shortlist's
    bool in_use = false;
  } batch_caches_;
  // DecoderSession's buffers, kept from one sentence to the next for the same reason: a beam-4
  // sentence allocated ~1.6 MB (KV caches, the shortlist's rows), fresh pages every sentence
  // with glibc's default thresholds. A second session alive at the same time gets its own.
  struct SessionCaches {
    std::vector<std::vector<float>> cross_k, cross_v, self_k, self_v;  // [layer]
    std::vector<float> x;
    OutputRows output_rows;
    bool in_use = false;
  } session_caches_;
  Embedding embedding_;
  std::vector<EncoderLayer> encoder_;
  std::vector<DecoderLayer> decoder_;
  LayerNorm encoder_final_, decoder_final_;
  Scratch scratch_;
};

}  // namespace heed::nn
