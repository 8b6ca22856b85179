// WASM SIMD128 fused attention: runs 8 heads × 2 kinds × layers per decoded token.
#include <wasm_simd128.h>

#include <cmath>

#include "kernels/attention.h"
#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

namespace heed::kernels {

using wasm_simd::lane_sum;
using wasm_simd::splat;

void attention_wasm(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                    ConstMatrixView v) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh)
  const int tk = k.rows, dh = q.cols;
  // Whole vectors only: a head size that is not a multiple of 4 (no model has one) takes the
  // scalar reference rather than a second, tail-handling copy of this loop.
  if (dh % 4 != 0) return attention_ref(out, probs, q, k, v);
  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  for (int i = 0; i < q.rows; ++i) {
    const float* qi = q.row(i);
    float* row = probs.row(i);
    for (int j = 0; j < tk; ++j) {
      const float* kj = k.row(j);
      v128_t acc = splat(0.0f);
      for (int d = 0; d < dh; d += 4)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(wasm_v128_load(qi + d), wasm_v128_load(kj + d)));
      row[j] = lane_sum(acc) * scale;
    }
    wasm_simd::softmax_row(row, tk);
    float* oi = out.row(i);
    for (int d = 0; d < dh; d += 4) {
      v128_t acc = splat(0.0f);
      for (int j = 0; j < tk; ++j)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(splat(row[j]), wasm_v128_load(v.row(j) + d)));
      wasm_v128_store(oi + d, acc);
    }
  }
}

}  // namespace heed::kernels
