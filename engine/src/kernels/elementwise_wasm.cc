// WASM SIMD128 row kernels and fused attention. log_softmax runs once per decoded token over
// the whole vocabulary (16k exponentials): the scalar reference's double-precision exp made it
// a large share of a decoding step in wasm. Attention runs 8 heads × 2 kinds × layers per token.
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

namespace heed::kernels {
namespace {

using wasm_simd::exp4;
using wasm_simd::lane_sum;
using wasm_simd::mul_add;
using wasm_simd::splat;

float row_max(const float* row, int n) {
  v128_t m = splat(-std::numeric_limits<float>::infinity());
  int j = 0;
  for (; j + 4 <= n; j += 4) m = wasm_f32x4_pmax(m, wasm_v128_load(row + j));  // pmax: NaN-free like >
  float best = std::max(std::max(wasm_f32x4_extract_lane(m, 0), wasm_f32x4_extract_lane(m, 1)),
                        std::max(wasm_f32x4_extract_lane(m, 2), wasm_f32x4_extract_lane(m, 3)));
  for (; j < n; ++j) best = row[j] > best ? row[j] : best;
  return best;
}

// probs: (n) in place: softmax, zeros where the input is -inf (masked keys).
void softmax_row(float* row, int n) {
  const float max = row_max(row, n);
  if (max == -std::numeric_limits<float>::infinity()) {
    std::fill(row, row + n, 0.0f);
    return;
  }
  const v128_t vmax = splat(max);
  v128_t acc = splat(0.0f);
  int j = 0;
  for (; j + 4 <= n; j += 4) {
    const v128_t e = exp4(wasm_f32x4_sub(wasm_v128_load(row + j), vmax));
    wasm_v128_store(row + j, e);
    acc = wasm_f32x4_add(acc, e);
  }
  float sum = lane_sum(acc);
  for (; j < n; ++j) sum += (row[j] = std::exp(row[j] - max));
  const v128_t inv = splat(1.0f / sum);
  j = 0;
  for (; j + 4 <= n; j += 4) wasm_v128_store(row + j, wasm_f32x4_mul(wasm_v128_load(row + j), inv));
  for (; j < n; ++j) row[j] *= 1.0f / sum;
}

}  // namespace

void attention_wasm(float* out, float* probs, const float* q, const float* k, const float* v,
                    int tq, int tk, int dh, int q_stride, int kv_stride, int out_stride,
                    bool causal) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh); dh % 4 == 0 (dispatch checks).
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
    softmax_row(row, tk);
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

void log_softmax_wasm(float* x, int m, int n) {
  // x: (m, n) in place: x - max - log(sum exp(x - max)). Sums are float per 256-wide block,
  // double across blocks, so a 16k row loses no more than the reference's double sum would.
  constexpr int kBlock = 256;
  for (int i = 0; i < m; ++i) {
    float* row = x + static_cast<std::size_t>(i) * n;
    if (n == 0) continue;
    const float max = row_max(row, n);
    if (max == -std::numeric_limits<float>::infinity()) continue;  // stays all -inf
    const v128_t vmax = splat(max);
    double sum = 0.0;
    for (int b = 0; b < n; b += kBlock) {
      const int end = b + kBlock < n ? b + kBlock : n;
      v128_t acc = splat(0.0f);
      int j = b;
      for (; j + 4 <= end; j += 4) acc = wasm_f32x4_add(acc, exp4(wasm_f32x4_sub(wasm_v128_load(row + j), vmax)));
      float block = lane_sum(acc);
      for (; j < end; ++j) block += std::exp(row[j] - max);
      sum += block;
    }
    const float shift = max + static_cast<float>(std::log(sum));
    const v128_t vshift = splat(shift);
    int j = 0;
    for (; j + 4 <= n; j += 4) wasm_v128_store(row + j, wasm_f32x4_sub(wasm_v128_load(row + j), vshift));
    for (; j < n; ++j) row[j] -= shift;
  }
}

}  // namespace heed::kernels
