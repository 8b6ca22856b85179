// Scalar reference for fused single-head attention: scores, scale, softmax, weighted sum.
#include <algorithm>
#include <cmath>

#include "kernels/attention.h"
#include "kernels/elementwise.h"

namespace heed::kernels {

void attention_ref(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                   ConstMatrixView v) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh)
  const int tq = q.rows, tk = k.rows, dh = q.cols;
  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  for (int i = 0; i < tq; ++i) {
    const float* qi = q.row(i);
    float* row = probs.row(i);
    for (int j = 0; j < tk; ++j) {
      const float* kj = k.row(j);
      float dot = 0.0f;
      for (int d = 0; d < dh; ++d) dot += qi[d] * kj[d];
      row[j] = dot * scale;
    }
    softmax_ref(row, 1, tk);
    float* oi = out.row(i);
    std::fill(oi, oi + dh, 0.0f);
    for (int j = 0; j < tk; ++j) {
      const float* vj = v.row(j);
      for (int d = 0; d < dh; ++d) oi[d] += row[j] * vj[d];
    }
  }
}

}  // namespace heed::kernels
