// AVX2 fused attention. Shapes in decoding are tiny (tq = 1, tk <= ~100, dh = 32), so the
// work is organised to avoid horizontal sums: four keys' dot products are reduced together,
// and the weighted sum of values broadcasts one probability per key over dh lanes.
#include <immintrin.h>

#include <cmath>
#include <cstddef>

#include "kernels/isa_kernels.h"
#include "kernels/simd_math_avx2.h"

namespace heed::kernels {
namespace {

// row[j] = scale * q · k_j for every key j.
void scores(float* row, const float* q, ConstMatrixView keys, float scale) {
  // row: (n), q: (dh), keys: (n, dh)
  const float* k = keys.data;
  const int n = keys.rows, dh = keys.cols, kv_stride = keys.stride;
  const int dh8 = dh / 8 * 8;
  int j = 0;
  for (; j + 4 <= n; j += 4) {
    const float* k0 = k + static_cast<std::size_t>(j) * kv_stride;
    const float* k1 = k0 + kv_stride;
    const float* k2 = k1 + kv_stride;
    const float* k3 = k2 + kv_stride;
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (int d = 0; d < dh8; d += 8) {
      const __m256 qv = _mm256_loadu_ps(q + d);
      a0 = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k0 + d), a0);
      a1 = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k1 + d), a1);
      a2 = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k2 + d), a2);
      a3 = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k3 + d), a3);
    }
    // Lane sums of a0..a3 side by side: (s0, s1, s2, s3).
    const __m256 h = _mm256_hadd_ps(_mm256_hadd_ps(a0, a1), _mm256_hadd_ps(a2, a3));
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
    if (dh8 < dh) {
      alignas(16) float tail[4] = {0.0f, 0.0f, 0.0f, 0.0f};
      for (int d = dh8; d < dh; ++d) {
        tail[0] += q[d] * k0[d];
        tail[1] += q[d] * k1[d];
        tail[2] += q[d] * k2[d];
        tail[3] += q[d] * k3[d];
      }
      s = _mm_add_ps(s, _mm_load_ps(tail));
    }
    _mm_storeu_ps(row + j, _mm_mul_ps(s, _mm_set1_ps(scale)));
  }
  for (; j < n; ++j) {
    const float* kj = k + static_cast<std::size_t>(j) * kv_stride;
    __m256 acc = _mm256_setzero_ps();
    for (int d = 0; d < dh8; d += 8)
      acc = _mm256_fmadd_ps(_mm256_loadu_ps(q + d), _mm256_loadu_ps(kj + d), acc);
    float dot = avx2::hsum(acc);
    for (int d = dh8; d < dh; ++d) dot += q[d] * kj[d];
    row[j] = dot * scale;
  }
}

// out[d] = sum_j p[j] * v_j[d] over every value row j. Keys alternate between two sets of accumulators so
// consecutive FMAs into the same register are not back to back.
void weighted_sum(float* out, const float* p, ConstMatrixView values) {
  // out: (dh), p: (n), values: (n, dh)
  const float* v = values.data;
  const int n = values.rows, dh = values.cols, kv_stride = values.stride;
  int d = 0;
  for (; d + 16 <= dh; d += 16) {
    __m256 e0 = _mm256_setzero_ps(), e1 = e0, o0 = e0, o1 = e0;
    int j = 0;
    for (; j + 2 <= n; j += 2) {
      const float* v0 = v + static_cast<std::size_t>(j) * kv_stride + d;
      const float* v1 = v0 + kv_stride;
      const __m256 p0 = _mm256_broadcast_ss(p + j), p1 = _mm256_broadcast_ss(p + j + 1);
      e0 = _mm256_fmadd_ps(p0, _mm256_loadu_ps(v0), e0);
      e1 = _mm256_fmadd_ps(p0, _mm256_loadu_ps(v0 + 8), e1);
      o0 = _mm256_fmadd_ps(p1, _mm256_loadu_ps(v1), o0);
      o1 = _mm256_fmadd_ps(p1, _mm256_loadu_ps(v1 + 8), o1);
    }
    if (j < n) {
      const float* v0 = v + static_cast<std::size_t>(j) * kv_stride + d;
      const __m256 p0 = _mm256_broadcast_ss(p + j);
      e0 = _mm256_fmadd_ps(p0, _mm256_loadu_ps(v0), e0);
      e1 = _mm256_fmadd_ps(p0, _mm256_loadu_ps(v0 + 8), e1);
    }
    _mm256_storeu_ps(out + d, _mm256_add_ps(e0, o0));
    _mm256_storeu_ps(out + d + 8, _mm256_add_ps(e1, o1));
  }
  for (; d + 8 <= dh; d += 8) {
    __m256 acc = _mm256_setzero_ps();
    for (int j = 0; j < n; ++j)
      acc = _mm256_fmadd_ps(_mm256_broadcast_ss(p + j),
                            _mm256_loadu_ps(v + static_cast<std::size_t>(j) * kv_stride + d), acc);
    _mm256_storeu_ps(out + d, acc);
  }
  for (; d < dh; ++d) {
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) acc += p[j] * v[static_cast<std::size_t>(j) * kv_stride + d];
    out[d] = acc;
  }
}

}  // namespace

void attention_avx2(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                    ConstMatrixView v) {
  // out: (tq, dh), probs: (tq, tk), q: (tq, dh), k, v: (tk, dh)
  const int tk = k.rows, dh = q.cols;
  const float scale = 1.0f / std::sqrt(static_cast<float>(dh));
  for (int i = 0; i < q.rows; ++i) {
    float* row = probs.row(i);
    scores(row, q.row(i), k, scale);
    avx2::softmax_row(row, tk);
    weighted_sum(out.row(i), row, v);
  }
}

}  // namespace heed::kernels
