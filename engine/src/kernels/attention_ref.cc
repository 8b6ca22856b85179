// Scalar reference for fused single-head attention: scores, scale, mask, softmax, weighted sum.
#include <algorithm>
#include <cmath>
#include <limits>

#include "kernels/attention.h"
#include "kernels/elementwise.h"

namespace heed::kernels {

void attention_ref(float* out, float* probs, const float* q, const float* k, const float* v,
                   int tq, int tk, int dh, int q_stride, int kv_stride, int out_stride,
                   bool causal) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh)
  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  for (int i = 0; i < tq; ++i) {
    const float* qi = q + static_cast<std::size_t>(i) * q_stride;
    float* row = probs + static_cast<std::size_t>(i) * tk;
    // Queries are the last tq positions of the tk keys, so query i sees up to key i + tk - tq.
    const int visible = causal ? std::clamp(i + (tk - tq) + 1, 0, tk) : tk;
    for (int j = 0; j < tk; ++j) {
      if (j >= visible) {
        row[j] = -std::numeric_limits<float>::infinity();
        continue;
      }
      const float* kj = k + static_cast<std::size_t>(j) * kv_stride;
      float dot = 0.0f;
      for (int d = 0; d < dh; ++d) dot += qi[d] * kj[d];
      row[j] = dot * scale;
    }
    softmax_ref(row, 1, tk);
    float* oi = out + static_cast<std::size_t>(i) * out_stride;
    std::fill(oi, oi + dh, 0.0f);
    for (int j = 0; j < visible; ++j) {
      const float* vj = v + static_cast<std::size_t>(j) * kv_stride;
      for (int d = 0; d < dh; ++d) oi[d] += row[j] * vj[d];
    }
  }
}

}  // namespace heed::kernels
