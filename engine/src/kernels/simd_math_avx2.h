// Vector exp and erfc for the AVX2 kernels (include only from *_avx2.cc: needs -mavx2 -mfma).
// Both are accurate to a few float ulps over the range the engine uses; the scalar references
// call std::exp / std::erfc and the tests bound the difference.
#pragma once
#include <immintrin.h>

namespace heed::kernels::avx2 {

inline __m256 set1(float v) { return _mm256_set1_ps(v); }

// e^x = 2^n * e^r with n = round(x / ln 2), |r| <= ln(2) / 2, and e^r by its degree-7 Taylor
// polynomial (truncation error < 1e-8 relative). ln 2 is split in two (Cody and Waite) so
// that x - n ln 2 stays exact. Results below 2^-126 flush to 0, which also maps -inf to 0.
inline __m256 exp(__m256 x) {
  constexpr float kLn2Hi = 0.693359375f;            // few mantissa bits: n * kLn2Hi is exact
  constexpr float kLn2Lo = -2.1219444005471377e-4f;  // ln 2 - kLn2Hi
  const __m256 underflow = _mm256_cmp_ps(x, set1(-87.3f), _CMP_LT_OQ);
  x = _mm256_min_ps(_mm256_max_ps(x, set1(-87.3f)), set1(88.3f));
  const __m256 n = _mm256_round_ps(_mm256_mul_ps(x, set1(1.4426950408889634f)),
                                   _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m256 r = _mm256_fnmadd_ps(n, set1(kLn2Hi), x);
  r = _mm256_fnmadd_ps(n, set1(kLn2Lo), r);
  __m256 p = set1(1.0f / 5040.0f);
  p = _mm256_fmadd_ps(p, r, set1(1.0f / 720.0f));
  p = _mm256_fmadd_ps(p, r, set1(1.0f / 120.0f));
  p = _mm256_fmadd_ps(p, r, set1(1.0f / 24.0f));
  p = _mm256_fmadd_ps(p, r, set1(1.0f / 6.0f));
  p = _mm256_fmadd_ps(p, r, set1(0.5f));
  p = _mm256_fmadd_ps(p, r, set1(1.0f));
  p = _mm256_fmadd_ps(p, r, set1(1.0f));
  // 2^n built directly in the exponent field; n is in [-126, 127] after the clamp.
  const __m256i bits = _mm256_slli_epi32(
      _mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
  return _mm256_andnot_ps(underflow, _mm256_mul_ps(p, _mm256_castsi256_ps(bits)));
}

// erfc(t) for t >= 0 as s * exp(-t^2 + P(s)), s = 1 / (1 + t / 2). P is a degree-9 polynomial
// fitted for this file (Chebyshev interpolation of log(erfc(t) / s) + t^2 on t in [0, 10]);
// relative error ~5e-8 in exact arithmetic, a few 1e-7 in float. Relative accuracy is what
// GELU needs on the negative side, where it returns x * erfc(|x| / sqrt 2) / 2.
inline __m256 erfc_nonneg(__m256 t) {
  const __m256 s = _mm256_div_ps(set1(1.0f), _mm256_fmadd_ps(t, set1(0.5f), set1(1.0f)));
  __m256 p = set1(0.148046053f);
  p = _mm256_fmadd_ps(p, s, set1(-0.697536587f));
  p = _mm256_fmadd_ps(p, s, set1(1.19532767f));
  p = _mm256_fmadd_ps(p, s, set1(-0.746469885f));
  p = _mm256_fmadd_ps(p, s, set1(-0.0398663253f));
  p = _mm256_fmadd_ps(p, s, set1(-0.0195079995f));
  p = _mm256_fmadd_ps(p, s, set1(0.0413959629f));
  p = _mm256_fmadd_ps(p, s, set1(0.385283634f));
  p = _mm256_fmadd_ps(p, s, set1(0.99878246f));
  p = _mm256_fmadd_ps(p, s, set1(-1.26545493f));
  return _mm256_mul_ps(s, exp(_mm256_fnmadd_ps(t, t, p)));
}

inline float hsum(__m256 v) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

inline float hmax(__m256 v) {
  __m128 s = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_max_ps(s, _mm_movehl_ps(s, s));
  s = _mm_max_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

// Max of x[0 .. n), -inf when n == 0.
float row_max(const float* x, int n);
// x[j] = e^(x[j] - max) for j < n; returns their sum.
float exp_shifted(float* x, int n, float max);
// Softmax of one row in place; a row with no finite maximum (all -inf) becomes zeros.
void softmax_row(float* x, int n);

}  // namespace heed::kernels::avx2
