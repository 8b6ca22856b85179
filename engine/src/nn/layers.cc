#include "nn/layers.h"

#include "core/check.h"
#include "kernels/attention.h"
#include "kernels/elementwise.h"

namespace heed::nn {

MultiHeadAttention::MultiHeadAttention(const AttentionWeights& w, int d_model, int n_heads)
    : q_(w.q), k_(w.k), v_(w.v), o_(w.o), d_(d_model), n_heads_(n_heads),
      d_head_(d_model / n_heads) {
  HEED_CHECK(n_heads > 0 && d_model % n_heads == 0);
}

void MultiHeadAttention::self_attention(float* out, const float* x, const std::vector<int>& lengths,
                                        Scratch& s) const {
  int rows = 0;
  int longest = 0;
  for (int len : lengths) {
    rows += len;
    longest = std::max(longest, len);
  }
  const std::size_t n = static_cast<std::size_t>(rows) * d_;
  float* q = s.grow(s.q, n);  // (rows, d): head h is columns [h*dh, (h+1)*dh)
  float* k = s.grow(s.k, n);
  float* v = s.grow(s.v, n);
  float* context = s.grow(s.context, n);
  float* probs = s.grow(s.probs, static_cast<std::size_t>(longest) * longest);
  q_.forward(q, x, rows, s.linear);
  k_.forward(k, x, rows, s.linear);
  v_.forward(v, x, rows, s.linear);
  int first = 0;
  for (int len : lengths) {
    const std::size_t base = static_cast<std::size_t>(first) * d_;
    for (int h = 0; h < n_heads_; ++h) {
      const std::size_t off = base + static_cast<std::size_t>(h) * d_head_;
      // Head h of this sentence: (len, d_head) views inside the (rows, d) projections.
      kernels::attention(MatrixView{context + off, len, d_head_, d_},
                         contiguous_view(probs, len, len), ConstMatrixView{q + off, len, d_head_, d_},
                         ConstMatrixView{k + off, len, d_head_, d_},
                         ConstMatrixView{v + off, len, d_head_, d_});
    }
    first += len;
  }
  o_.forward(out, context, rows, s.linear);
}

void MultiHeadAttention::project_q(float* y, const float* x, int rows, Scratch& s) const {
  q_.forward(y, x, rows, s.linear);
}
void MultiHeadAttention::project_k(float* y, const float* x, int rows, Scratch& s) const {
  k_.forward(y, x, rows, s.linear);
}
void MultiHeadAttention::project_v(float* y, const float* x, int rows, Scratch& s) const {
  v_.forward(y, x, rows, s.linear);
}
void MultiHeadAttention::project_o(float* y, const float* x, int rows, Scratch& s) const {
  o_.forward(y, x, rows, s.linear);
}

void MultiHeadAttention::attend_one(float* context, float* probs, const float* q, const float* k,
                                    const float* v, int keys) const {
  for (int h = 0; h < n_heads_; ++h) {
    const int off = h * d_head_;
    // One query row; keys and values: (keys, d_head) views inside the cache's (keys, d) rows.
    kernels::attention(MatrixView{context + off, 1, d_head_, d_},
                       contiguous_view(probs + static_cast<std::size_t>(h) * keys, 1, keys),
                       ConstMatrixView{q + off, 1, d_head_, d_}, ConstMatrixView{k + off, keys, d_head_, d_},
                       ConstMatrixView{v + off, keys, d_head_, d_});
  }
}

void FeedForward::forward(float* out, const float* x, int rows, Scratch& s) const {
  float* hidden = s.grow(s.hidden, static_cast<std::size_t>(rows) * fc1_.out());  // (rows, d_ff)
  fc1_.forward(hidden, x, rows, s.linear);
  const std::size_t n = static_cast<std::size_t>(rows) * fc1_.out();
  if (gelu_) {
    kernels::gelu(hidden, n);
  } else {
    kernels::relu(hidden, n);
  }
  fc2_.forward(out, hidden, rows, s.linear);
}

void LayerNorm::forward(float* out, const float* x, int rows) const {
  // out, x: (rows, d)
  kernels::layer_norm(contiguous_view(out, rows, d_), contiguous_view(x, rows, d_), w_.gamma,
                      w_.beta, eps_);
}

}  // namespace heed::nn
