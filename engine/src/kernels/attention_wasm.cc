// WASM SIMD128 fused attention: runs 8 heads × 2 kinds × layers per decoded token.
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "kernels/attention.h"
#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

namespace heed::kernels {

using wasm_simd::lane_sum;
using wasm_simd::splat;

void attention_wasm(float* out, float* probs, const float* q, const float* k, const float* v,
                    int tq, int tk, int dh, int q_stride, int kv_stride, int out_stride,
                    bool causal) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh)
  // Whole vectors only: a head size that is not a multiple of 4 (no model has one) takes the
  // scalar reference rather than a second, tail-handling copy of this loop.
  if (dh % 4 != 0) return attention_ref(out, probs, q, k, v, tq, tk, dh, q_stride, kv_stride,
                                        out_stride, causal);
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
      v128_t acc = splat(0.0f);
      for (int d = 0; d < dh; d += 4)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(wasm_v128_load(qi + d), wasm_v128_load(kj + d)));
      row[j] = lane_sum(acc) * scale;
    }
    wasm_simd::softmax_row(row, tk);
    float* oi = out + static_cast<std::size_t>(i) * out_stride;
    for (int d = 0; d < dh; d += 4) {
      v128_t acc = splat(0.0f);
      for (int j = 0; j < visible; ++j)
        acc = wasm_f32x4_add(acc, wasm_f32x4_mul(splat(row[j]),
                                                 wasm_v128_load(v + static_cast<std::size_t>(j) * kv_stride + d)));
      wasm_v128_store(oi + d, acc);
    }
  }
}

}  // namespace heed::kernels
