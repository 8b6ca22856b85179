// WASM SIMD128 row kernels and fused attention. log_softmax runs once per decoded token over
// the whole vocabulary (16k exponentials): the scalar reference's double-precision exp made it
// a large share of a decoding step in wasm. Attention runs 8 heads × 2 kinds × layers per token.
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "kernels/isa_kernels.h"

namespace heed::kernels {
namespace {

inline v128_t splat(float v) { return wasm_f32x4_splat(v); }
inline v128_t mul_add(v128_t a, v128_t b, v128_t c) { return wasm_f32x4_add(wasm_f32x4_mul(a, b), c); }

// e^x as in simd_math_avx2.h: x = n ln2 + r with ln 2 split in two (Cody and Waite), e^r by its
// degree-7 Taylor polynomial, 2^n written into the exponent field; below -87.3 flushes to 0
// (so -inf gives 0). No fused multiply-add in SIMD128: separate mul and add, a few ulps.
inline v128_t exp4(v128_t x) {
  const v128_t underflow = wasm_f32x4_lt(x, splat(-87.3f));
  x = wasm_f32x4_min(wasm_f32x4_max(x, splat(-87.3f)), splat(88.3f));
  const v128_t n = wasm_f32x4_nearest(wasm_f32x4_mul(x, splat(1.4426950408889634f)));
  v128_t r = wasm_f32x4_sub(x, wasm_f32x4_mul(n, splat(0.693359375f)));
  r = wasm_f32x4_sub(r, wasm_f32x4_mul(n, splat(-2.1219444005471377e-4f)));
  v128_t p = splat(1.0f / 5040.0f);
  p = mul_add(p, r, splat(1.0f / 720.0f));
  p = mul_add(p, r, splat(1.0f / 120.0f));
  p = mul_add(p, r, splat(1.0f / 24.0f));
  p = mul_add(p, r, splat(1.0f / 6.0f));
  p = mul_add(p, r, splat(0.5f));
  p = mul_add(p, r, splat(1.0f));
  p = mul_add(p, r, splat(1.0f));
  const v128_t bits = wasm_i32x4_shl(wasm_i32x4_add(wasm_i32x4_trunc_sat_f32x4(n), wasm_i32x4_splat(127)), 23);
  return wasm_v128_andnot(wasm_f32x4_mul(p, bits), underflow);
}

inline float lane_sum(v128_t v) {
  return wasm_f32x4_extract_lane(v, 0) + wasm_f32x4_extract_lane(v, 1) +
         wasm_f32x4_extract_lane(v, 2) + wasm_f32x4_extract_lane(v, 3);
}

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
