// WASM SIMD128 row-wise and element-wise kernels: layer norm, log-softmax, activations and
// residual add, the row kernels every layer runs (two norms, one activation and two residual adds
// per layer and token). Same arithmetic order as the AVX2 versions (two-pass variance,
// erfc-based GELU), without fused multiply-add. log_softmax runs once per decoded token over the
// whole vocabulary (16k exponentials): the scalar reference's double-precision exp made it a
// large share of a decoding step in wasm.
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

namespace heed::kernels {
namespace wasm_simd {

float row_max(const float* row, int n) {
  v128_t m = splat(-std::numeric_limits<float>::infinity());
  int j = 0;
  for (; j + 4 <= n; j += 4) m = wasm_f32x4_pmax(m, wasm_v128_load(row + j));  // pmax: NaN-free like >
  float best = std::max(std::max(wasm_f32x4_extract_lane(m, 0), wasm_f32x4_extract_lane(m, 1)),
                        std::max(wasm_f32x4_extract_lane(m, 2), wasm_f32x4_extract_lane(m, 3)));
  for (; j < n; ++j) best = row[j] > best ? row[j] : best;
  return best;
}

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

}  // namespace wasm_simd
namespace {

using wasm_simd::exp4;
using wasm_simd::lane_sum;
using wasm_simd::mul_add;
using wasm_simd::splat;

// erfc(t) for t >= 0: the Chebyshev fit of simd_math_avx2.h (relative error a few 1e-7).
inline v128_t erfc_nonneg(v128_t t) {
  const v128_t s = wasm_f32x4_div(splat(1.0f), mul_add(t, splat(0.5f), splat(1.0f)));
  v128_t p = splat(0.148046053f);
  p = mul_add(p, s, splat(-0.697536587f));
  p = mul_add(p, s, splat(1.19532767f));
  p = mul_add(p, s, splat(-0.746469885f));
  p = mul_add(p, s, splat(-0.0398663253f));
  p = mul_add(p, s, splat(-0.0195079995f));
  p = mul_add(p, s, splat(0.0413959629f));
  p = mul_add(p, s, splat(0.385283634f));
  p = mul_add(p, s, splat(0.99878246f));
  p = mul_add(p, s, splat(-1.26545493f));
  return wasm_f32x4_mul(s, exp4(wasm_f32x4_sub(p, wasm_f32x4_mul(t, t))));
}

// gelu(x) = x * Phi(x); Phi from erfc(|x| / sqrt 2) / 2, mirrored for x >= 0.
inline v128_t gelu4(v128_t v) {
  const v128_t t = wasm_f32x4_mul(wasm_f32x4_abs(v), splat(0.70710678118654752f));
  const v128_t half_erfc = wasm_f32x4_mul(erfc_nonneg(t), splat(0.5f));
  const v128_t neg = wasm_f32x4_lt(v, splat(0.0f));
  const v128_t phi = wasm_v128_bitselect(half_erfc, wasm_f32x4_sub(splat(1.0f), half_erfc), neg);
  return wasm_f32x4_mul(v, phi);
}

}  // namespace

void layer_norm_wasm(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                     float eps) {
  const int m = x.rows, d = x.cols;
  // out, x: (m, d); gamma, beta: (d). Two passes: E[x^2] - mean^2 cancels badly in float.
  for (int i = 0; i < m; ++i) {
    const float* row = x.row(i);
    float* orow = out.row(i);
    v128_t s0 = splat(0.0f), s1 = splat(0.0f);
    int j = 0;
    for (; j + 8 <= d; j += 8) {
      s0 = wasm_f32x4_add(s0, wasm_v128_load(row + j));
      s1 = wasm_f32x4_add(s1, wasm_v128_load(row + j + 4));
    }
    float sum = lane_sum(wasm_f32x4_add(s0, s1));
    for (; j < d; ++j) sum += row[j];
    const float mean = sum / static_cast<float>(d);
    const v128_t vmean = splat(mean);
    s0 = splat(0.0f);
    s1 = splat(0.0f);
    j = 0;
    for (; j + 8 <= d; j += 8) {
      const v128_t a = wasm_f32x4_sub(wasm_v128_load(row + j), vmean);
      const v128_t b = wasm_f32x4_sub(wasm_v128_load(row + j + 4), vmean);
      s0 = mul_add(a, a, s0);
      s1 = mul_add(b, b, s1);
    }
    float sq = lane_sum(wasm_f32x4_add(s0, s1));
    for (; j < d; ++j) sq += (row[j] - mean) * (row[j] - mean);
    const float rstd = 1.0f / std::sqrt(sq / static_cast<float>(d) + eps);
    const v128_t vrstd = splat(rstd);
    j = 0;
    for (; j + 4 <= d; j += 4) {
      const v128_t norm = wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j), vmean), vrstd);
      wasm_v128_store(orow + j, mul_add(norm, wasm_v128_load(gamma + j), wasm_v128_load(beta + j)));
    }
    for (; j < d; ++j) orow[j] = (row[j] - mean) * rstd * gamma[j] + beta[j];
  }
}

void relu_wasm(float* x, std::size_t n) {
  const v128_t zero = splat(0.0f);
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) wasm_v128_store(x + i, wasm_f32x4_pmax(zero, wasm_v128_load(x + i)));
  for (; i < n; ++i) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}

void gelu_wasm(float* x, std::size_t n) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) wasm_v128_store(x + i, gelu4(wasm_v128_load(x + i)));
  if (i < n) {
    // The tail goes through the same vector path so every element gets identical arithmetic.
    alignas(16) float tmp[4] = {};
    for (std::size_t t = 0; i + t < n; ++t) tmp[t] = x[i + t];
    wasm_v128_store(tmp, gelu4(wasm_v128_load(tmp)));
    for (std::size_t t = 0; i + t < n; ++t) x[i + t] = tmp[t];
  }
}

void add_wasm(float* y, const float* x, std::size_t n) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) wasm_v128_store(y + i, wasm_f32x4_add(wasm_v128_load(y + i), wasm_v128_load(x + i)));
  for (; i < n; ++i) y[i] += x[i];
}

void log_softmax_wasm(float* x, int m, int n) {
  // x: (m, n) in place: x - max - log(sum exp(x - max)). Sums are float per 256-wide block,
  // double across blocks, so a 16k row loses no more than the reference's double sum would.
  constexpr int kBlock = 256;
  for (int i = 0; i < m; ++i) {
    float* row = x + static_cast<std::size_t>(i) * n;
    if (n == 0) continue;
    const float max = wasm_simd::row_max(row, n);
    if (max == -std::numeric_limits<float>::infinity()) continue;  // stays all -inf
    const v128_t vmax = splat(max);
    // 4 values at or below max - 30 are skipped: each adds under e^-30 = 9.4e-14 to a sum of at
    // least 1 (the maximum's own term), so a 64k-entry row moves its log by under 1e-8. Trained
    // models' logits mostly lie that far below the best token.
    const v128_t vfloor = splat(max - 30.0f);
    double sum = 0.0;
    for (int b = 0; b < n; b += kBlock) {
      const int end = b + kBlock < n ? b + kBlock : n;
      v128_t acc = splat(0.0f);
      int j = b;
      for (; j + 4 <= end; j += 4) {
        const v128_t v = wasm_v128_load(row + j);
        if (wasm_v128_any_true(wasm_f32x4_gt(v, vfloor))) acc = wasm_f32x4_add(acc, exp4(wasm_f32x4_sub(v, vmax)));
      }
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
