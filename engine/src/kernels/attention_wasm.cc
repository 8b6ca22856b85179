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
    // Scores, four keys at a time so they share each load of q; each key keeps its own
    // accumulator and order, so the sums are the ones a key at a time gives.
    int j = 0;
    for (; j + 4 <= tk; j += 4) {
      const float* k0 = k.row(j);
      const float* k1 = k.row(j + 1);
      const float* k2 = k.row(j + 2);
      const float* k3 = k.row(j + 3);
      v128_t a0 = splat(0.0f), a1 = splat(0.0f), a2 = splat(0.0f), a3 = splat(0.0f);
      for (int d = 0; d < dh; d += 4) {
        const v128_t qd = wasm_v128_load(qi + d);
        a0 = wasm_f32x4_add(a0, wasm_f32x4_mul(qd, wasm_v128_load(k0 + d)));
        a1 = wasm_f32x4_add(a1, wasm_f32x4_mul(qd, wasm_v128_load(k1 + d)));
        a2 = wasm_f32x4_add(a2, wasm_f32x4_mul(qd, wasm_v128_load(k2 + d)));
        a3 = wasm_f32x4_add(a3, wasm_f32x4_mul(qd, wasm_v128_load(k3 + d)));
      }
      row[j] = lane_sum(a0) * scale;
      row[j + 1] = lane_sum(a1) * scale;
      row[j + 2] = lane_sum(a2) * scale;
      row[j + 3] = lane_sum(a3) * scale;
    }
    for (; j < tk; ++j) {
      const float* kj = k.row(j);
      v128_t acc = splat(0.0f);
      for (int d = 0; d < dh; d += 4)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(wasm_v128_load(qi + d), wasm_v128_load(kj + d)));
      row[j] = lane_sum(acc) * scale;
    }
    wasm_simd::softmax_row(row, tk);
    // The weighted sum of values, four vectors of the head at a time so they share each splat
    // of a probability (the same sums, in the same order, as one vector at a time).
    float* oi = out.row(i);
    int d = 0;
    for (; d + 16 <= dh; d += 16) {
      v128_t o0 = splat(0.0f), o1 = splat(0.0f), o2 = splat(0.0f), o3 = splat(0.0f);
      for (int jj = 0; jj < tk; ++jj) {
        const v128_t p = splat(row[jj]);
        const float* vj = v.row(jj) + d;
        o0 = wasm_f32x4_add(o0, wasm_f32x4_mul(p, wasm_v128_load(vj)));
        o1 = wasm_f32x4_add(o1, wasm_f32x4_mul(p, wasm_v128_load(vj + 4)));
        o2 = wasm_f32x4_add(o2, wasm_f32x4_mul(p, wasm_v128_load(vj + 8)));
        o3 = wasm_f32x4_add(o3, wasm_f32x4_mul(p, wasm_v128_load(vj + 12)));
      }
      wasm_v128_store(oi + d, o0);
      wasm_v128_store(oi + d + 4, o1);
      wasm_v128_store(oi + d + 8, o2);
      wasm_v128_store(oi + d + 12, o3);
    }
    for (; d < dh; d += 4) {
      v128_t acc = splat(0.0f);
      for (int jj = 0; jj < tk; ++jj)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(splat(row[jj]), wasm_v128_load(v.row(jj) + d)));
      wasm_v128_store(oi + d, acc);
    }
  }
}

}  // namespace heed::kernels
