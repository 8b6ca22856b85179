// AVX2 row-wise and element-wise kernels. Vector sums run in another order than the scalar
// references, so results agree to a few ulps rather than bit for bit.
#include <immintrin.h>

#include <cmath>
#include <cstddef>
#include <limits>

#include "kernels/isa_kernels.h"
#include "kernels/simd_math_avx2.h"

namespace heed::kernels {
namespace avx2 {

float row_max(const float* x, int n) {
  constexpr float kNegInf = -std::numeric_limits<float>::infinity();
  __m256 vmax = set1(kNegInf);
  int j = 0;
  for (; j + 8 <= n; j += 8) vmax = _mm256_max_ps(vmax, _mm256_loadu_ps(x + j));
  float max = hmax(vmax);
  for (; j < n; ++j) max = x[j] > max ? x[j] : max;
  return max;
}

float exp_shifted(float* x, int n, float max) {
  const __m256 vmax = set1(max);
  __m256 vsum = _mm256_setzero_ps();
  int j = 0;
  for (; j + 8 <= n; j += 8) {
    const __m256 e = exp(_mm256_sub_ps(_mm256_loadu_ps(x + j), vmax));
    _mm256_storeu_ps(x + j, e);
    vsum = _mm256_add_ps(vsum, e);
  }
  float sum = hsum(vsum);
  for (; j < n; ++j) {
    x[j] = std::exp(x[j] - max);
    sum += x[j];
  }
  return sum;
}

void softmax_row(float* x, int n) {
  const float max = row_max(x, n);
  if (max == -std::numeric_limits<float>::infinity()) {
    for (int j = 0; j < n; ++j) x[j] = 0.0f;
    return;
  }
  const __m256 inv = set1(1.0f / exp_shifted(x, n, max));
  int j = 0;
  for (; j + 8 <= n; j += 8) _mm256_storeu_ps(x + j, _mm256_mul_ps(_mm256_loadu_ps(x + j), inv));
  for (; j < n; ++j) x[j] *= _mm256_cvtss_f32(inv);
}

}  // namespace avx2

using avx2::set1;

void layer_norm_avx2(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                     float eps) {
  const int m = x.rows, d = x.cols;
  // out, x: (m, d); gamma, beta: (d). Two passes (mean, then squared deviations) because
  // E[x^2] - mean^2 cancels badly in float.
  for (int i = 0; i < m; ++i) {
    const float* row = x.row(i);
    float* orow = out.row(i);
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    int j = 0;
    for (; j + 16 <= d; j += 16) {
      s0 = _mm256_add_ps(s0, _mm256_loadu_ps(row + j));
      s1 = _mm256_add_ps(s1, _mm256_loadu_ps(row + j + 8));
    }
    for (; j + 8 <= d; j += 8) s0 = _mm256_add_ps(s0, _mm256_loadu_ps(row + j));
    float sum = avx2::hsum(_mm256_add_ps(s0, s1));
    for (; j < d; ++j) sum += row[j];
    const float mean = sum / static_cast<float>(d);
    const __m256 vmean = set1(mean);
    s0 = _mm256_setzero_ps();
    s1 = _mm256_setzero_ps();
    j = 0;
    for (; j + 16 <= d; j += 16) {
      const __m256 a = _mm256_sub_ps(_mm256_loadu_ps(row + j), vmean);
      const __m256 b = _mm256_sub_ps(_mm256_loadu_ps(row + j + 8), vmean);
      s0 = _mm256_fmadd_ps(a, a, s0);
      s1 = _mm256_fmadd_ps(b, b, s1);
    }
    for (; j + 8 <= d; j += 8) {
      const __m256 a = _mm256_sub_ps(_mm256_loadu_ps(row + j), vmean);
      s0 = _mm256_fmadd_ps(a, a, s0);
    }
    float sq = avx2::hsum(_mm256_add_ps(s0, s1));
    for (; j < d; ++j) sq += (row[j] - mean) * (row[j] - mean);
    const float rstd = 1.0f / std::sqrt(sq / static_cast<float>(d) + eps);
    const __m256 vrstd = set1(rstd);
    j = 0;
    for (; j + 8 <= d; j += 8) {
      const __m256 norm = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(row + j), vmean), vrstd);
      _mm256_storeu_ps(orow + j, _mm256_fmadd_ps(norm, _mm256_loadu_ps(gamma + j),
                                                 _mm256_loadu_ps(beta + j)));
    }
    for (; j < d; ++j) orow[j] = (row[j] - mean) * rstd * gamma[j] + beta[j];
  }
}

void softmax_avx2(float* x, int m, int n) {
  // x: (m, n)
  for (int i = 0; i < m; ++i) avx2::softmax_row(x + static_cast<std::size_t>(i) * n, n);
}

void log_softmax_avx2(float* x, int m, int n) {
  // x: (m, n). The exponentials go to a scratch copy because the row keeps x - max - log(sum).
  constexpr int kBlock = 256;
  for (int i = 0; i < m; ++i) {
    float* row = x + static_cast<std::size_t>(i) * n;
    if (n == 0) continue;
    const float max = avx2::row_max(row, n);
    if (max == -std::numeric_limits<float>::infinity()) continue;  // stays all -inf
    alignas(32) float tmp[kBlock];
    double sum = 0.0;  // across blocks of a 16k-vocabulary row
    for (int j = 0; j < n; j += kBlock) {
      const int len = n - j < kBlock ? n - j : kBlock;
      for (int t = 0; t < len; ++t) tmp[t] = row[j + t];
      sum += avx2::exp_shifted(tmp, len, max);
    }
    const __m256 shift = set1(max + static_cast<float>(std::log(sum)));
    int j = 0;
    for (; j + 8 <= n; j += 8)
      _mm256_storeu_ps(row + j, _mm256_sub_ps(_mm256_loadu_ps(row + j), shift));
    for (; j < n; ++j) row[j] -= _mm256_cvtss_f32(shift);
  }
}

void relu_avx2(float* x, std::size_t n) {
  const __m256 zero = _mm256_setzero_ps();
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(x + i, _mm256_max_ps(_mm256_loadu_ps(x + i), zero));
  for (; i < n; ++i) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}

void gelu_avx2(float* x, std::size_t n) {
  // gelu(x) = x * Phi(x), Phi(x) = erfc(-x / sqrt 2) / 2: for x < 0 that is erfc(|x| / sqrt 2) / 2
  // (accurate in relative terms), for x >= 0 it is 1 - erfc(|x| / sqrt 2) / 2.
  const __m256 sign = set1(-0.0f);
  std::size_t i = 0;
  auto body = [&](__m256 v) {
    const __m256 t = _mm256_mul_ps(_mm256_andnot_ps(sign, v), set1(0.70710678118654752f));
    const __m256 half_erfc = _mm256_mul_ps(avx2::erfc_nonneg(t), set1(0.5f));
    const __m256 neg = _mm256_cmp_ps(v, _mm256_setzero_ps(), _CMP_LT_OQ);
    const __m256 phi = _mm256_blendv_ps(_mm256_sub_ps(set1(1.0f), half_erfc), half_erfc, neg);
    return _mm256_mul_ps(v, phi);
  };
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(x + i, body(_mm256_loadu_ps(x + i)));
  if (i < n) {
    // Tail through the same vector path so every element gets identical arithmetic.
    alignas(32) float tmp[8] = {};
    for (std::size_t t = 0; i + t < n; ++t) tmp[t] = x[i + t];
    _mm256_store_ps(tmp, body(_mm256_load_ps(tmp)));
    for (std::size_t t = 0; i + t < n; ++t) x[i + t] = tmp[t];
  }
}

void add_avx2(float* y, const float* x, std::size_t n) {
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8)
    _mm256_storeu_ps(y + i, _mm256_add_ps(_mm256_loadu_ps(y + i), _mm256_loadu_ps(x + i)));
  for (; i < n; ++i) y[i] += x[i];
}

}  // namespace heed::kernels
