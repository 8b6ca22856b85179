// The sublayers of the paper: multi-head attention (§3.2.2), position-wise FFN (§3.3) and the
// residual + LayerNorm wrapping (§5.4, or pre-norm). Rows of x are tokens, packed.
#pragma once

#include <vector>

#include "core/matrix_view.h"
#include "nn/linear.h"
#include "nn/weights.h"

namespace heed::nn {

// Buffers reused across calls; sized on demand.
struct Scratch {
  Workspace linear;
  std::vector<float> q, k, v, context, probs, normed, hidden, sublayer;
  float* grow(std::vector<float>& buffer, std::size_t size) {
    if (buffer.size() < size) buffer.resize(size);
    return buffer.data();
  }
};

class MultiHeadAttention {
 public:
  MultiHeadAttention() = default;
  MultiHeadAttention(const AttentionWeights& w, int d_model, int n_heads);

  // out: (rows, d) = self-attention of x: (rows, d), where x packs sequences of `lengths`
  // back to back; each sequence attends only within itself (bidirectional: the encoder).
  void self_attention(float* out, const float* x, const std::vector<int>& lengths, Scratch& s) const;

  // Projections used by the decoder's cached attention. y: (rows, d).
  void project_q(float* y, const float* x, int rows, Scratch& s) const;
  void project_k(float* y, const float* x, int rows, Scratch& s) const;
  void project_v(float* y, const float* x, int rows, Scratch& s) const;
  void project_o(float* y, const float* x, int rows, Scratch& s) const;

  // context: (1, d) for one query q: (1, d) over keys/values k, v: (keys, d) rows d apart.
  // probs: (heads, keys) receives each head's weights.
  void attend_one(float* context, float* probs, const float* q, const float* k, const float* v,
                  int keys) const;

  int heads() const { return n_heads_; }

 private:
  Linear q_, k_, v_, o_;
  int d_ = 0, n_heads_ = 0, d_head_ = 0;
};

class FeedForward {
 public:
  FeedForward() = default;
  FeedForward(const FeedForwardWeights& w, bool gelu) : fc1_(w.fc1), fc2_(w.fc2), gelu_(gelu) {}
  // out: (rows, d) = fc2(act(fc1(x: (rows, d)))).
  void forward(float* out, const float* x, int rows, Scratch& s) const;

 private:
  Linear fc1_, fc2_;
  bool gelu_ = false;
};

class LayerNorm {
 public:
  LayerNorm() = default;
  LayerNorm(const NormWeights& w, int d, float eps) : w_(w), d_(d), eps_(eps) {}
  // out: (rows, d); out may alias x.
  void forward(float* out, const float* x, int rows) const;

 private:
  NormWeights w_;
  int d_ = 0;
  float eps_ = 1e-5f;
};

// x = post-norm ? LN(x + f(x)) : x + f(LN(x)), with f writing (rows, d) into its output.
// Spelled once here so encoder and decoder layers cannot disagree on the paper's wiring.
template <class Sublayer>
void residual(MatrixView x, bool pre_norm, const LayerNorm& norm, Scratch& s, Sublayer&& f);

}  // namespace heed::nn

#include "nn/layers_inl.h"
