// AVX2 int8 GEMM and activation quantization. The int8 product is exact: it must equal
// gemm_i8_ref's int32 sums, so only the final float rescale may round differently.
//
// Core step (the "sign trick"): vpmaddubsw multiplies unsigned by signed bytes, so we feed it
// |a| and w carrying a's sign: |a| * (w * sign(a)) = a * w. With |a|, |w| <= 127 each pair sum
// is <= 2 * 127 * 127 = 32258 < 2^15, so its int16 saturation never triggers; vpmaddwd with
// ones then widens pairs to int32. The WASM SIMD128 port keeps this structure but widens to
// int16 and uses i32x4.dot_i16x8_s instead.
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "kernels/gemm.h"
#include "kernels/isa_kernels.h"

namespace heed::kernels {
namespace {

constexpr int kChunk = 32;  // int8 lanes of one ymm register

inline __m256i load(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }

// acc += per-lane partial sums of a · w over one 32-byte chunk.
inline __m256i dot_step(__m256i acc, __m256i w, __m256i a_sgn, __m256i a_abs, __m256i ones) {
  const __m256i pairs = _mm256_maddubs_epi16(a_abs, _mm256_sign_epi8(w, a_sgn));
  return _mm256_add_epi32(acc, _mm256_madd_epi16(pairs, ones));
}

// (sum of a0's lanes, ..., sum of a3's lanes)
inline __m128i reduce4(__m256i a0, __m256i a1, __m256i a2, __m256i a3) {
  const __m256i h = _mm256_hadd_epi32(_mm256_hadd_epi32(a0, a1), _mm256_hadd_epi32(a2, a3));
  return _mm_add_epi32(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
}

inline std::int32_t reduce1(__m256i a) {
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(a), _mm256_extracti128_si256(a, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(s);
}

// Activations prepared once per call, shared by every weight row: the signed values and their
// absolute values, each row zero-padded to whole chunks (padding contributes 0 whatever the
// weight bytes are, so a partial last chunk needs no mask on this side).
struct Activations {
  const std::int8_t* sgn;   // (m, ld)
  const std::uint8_t* abs;  // (m, ld)
  std::size_t ld;
};

struct Problem {
  float* c;
  const float* a_scale;
  const std::int8_t* w;
  const float* w_scale;
  const float* bias;
  int m, n, k;
  int k_main;  // k rounded down to whole chunks
};

// One k-chunk of an (MR activation rows) × (NR weight rows) tile; the weight rows are loaded
// once and reused by every activation row.
template <int MR, int NR>
inline void tile_step(__m256i (&acc)[MR][NR], const std::int8_t* const (&w)[NR],
                      std::size_t w_off, const Activations& a, int i0, std::size_t a_off,
                      __m256i ones) {
  __m256i wv[NR];
  for (int j = 0; j < NR; ++j) wv[j] = load(w[j] + w_off);
  for (int i = 0; i < MR; ++i) {
    const __m256i s = load(a.sgn + (i0 + i) * a.ld + a_off);
    const __m256i u = load(a.abs + (i0 + i) * a.ld + a_off);
    for (int j = 0; j < NR; ++j) acc[i][j] = dot_step(acc[i][j], wv[j], s, u, ones);
  }
}

// c[i0 .. i0+MR, j0 .. j0+NR] for rows of w given as pointers (w_tail: the zero-padded last
// partial chunk of each row, or null when k is a multiple of the chunk).
template <int MR, int NR>
inline void tile(const Problem& p, const Activations& a, int i0, int j0,
                 const std::int8_t* const (&w)[NR], const std::int8_t* const (&w_tail)[NR]) {
  const __m256i ones = _mm256_set1_epi16(1);
  __m256i acc[MR][NR];
  for (int i = 0; i < MR; ++i)
    for (int j = 0; j < NR; ++j) acc[i][j] = _mm256_setzero_si256();
  for (int off = 0; off < p.k_main; off += kChunk)
    tile_step<MR, NR>(acc, w, static_cast<std::size_t>(off), a, i0,
                      static_cast<std::size_t>(off), ones);
  if (p.k_main < p.k)
    tile_step<MR, NR>(acc, w_tail, 0, a, i0, static_cast<std::size_t>(p.k_main), ones);

  // Rescale in the reference's order: float(acc) * a_scale * w_scale + bias.
  for (int i = 0; i < MR; ++i) {
    float* crow = p.c + static_cast<std::size_t>(i0 + i) * p.n + j0;
    if constexpr (NR % 4 == 0) {
      const __m128 as = _mm_set1_ps(p.a_scale[i0 + i]);
      for (int j = 0; j < NR; j += 4) {
        const __m128i s = reduce4(acc[i][j], acc[i][j + 1], acc[i][j + 2], acc[i][j + 3]);
        __m128 y = _mm_mul_ps(_mm_mul_ps(_mm_cvtepi32_ps(s), as), _mm_loadu_ps(p.w_scale + j0 + j));
        if (p.bias) y = _mm_add_ps(y, _mm_loadu_ps(p.bias + j0 + j));
        _mm_storeu_ps(crow + j, y);
      }
    } else {
      for (int j = 0; j < NR; ++j) {
        const float y = static_cast<float>(reduce1(acc[i][j])) * p.a_scale[i0 + i] *
                        p.w_scale[j0 + j];
        crow[j] = p.bias ? y + p.bias[j0 + j] : y;
      }
    }
  }
}

// Activation rows [i_begin, i_end) against weight rows j0 .. j0+NR: the block (NR * k bytes)
// stays in L1 while those activation rows pass over it.
template <int NR, int MR>
void column_block(const Problem& p, const Activations& a, int i_begin, int i_end, int j0) {
  const std::int8_t* w[NR];
  for (int j = 0; j < NR; ++j) w[j] = p.w + static_cast<std::size_t>(j0 + j) * p.k;
  // Reading a full chunk past k could run off the end of the weights: copy the last partial
  // chunk of each row into a zeroed buffer instead.
  alignas(32) std::int8_t tail_buf[NR][kChunk];
  const std::int8_t* w_tail[NR];
  if (p.k_main < p.k) {
    for (int j = 0; j < NR; ++j) {
      std::memset(tail_buf[j], 0, kChunk);
      std::memcpy(tail_buf[j], w[j] + p.k_main, static_cast<std::size_t>(p.k - p.k_main));
      w_tail[j] = tail_buf[j];
    }
  } else {
    for (int j = 0; j < NR; ++j) w_tail[j] = nullptr;
  }
  int i = i_begin;
  for (; i + MR <= i_end; i += MR) tile<MR, NR>(p, a, i, j0, w, w_tail);
  for (; i < i_end; ++i) tile<1, NR>(p, a, i, j0, w, w_tail);
}

// Activation rows are taken in panels of ~16 KB (|a| and a together), so a panel stays in L1
// while every weight block passes over it; weights are re-read once per panel, from L2/L3
// when m is large, and exactly once when m is small (one panel).
template <int NR, int MR>
void all_columns(const Problem& p, const Activations& a) {
  constexpr std::size_t kPanelBytes = 16 * 1024;
  int panel = static_cast<int>(kPanelBytes / (2 * a.ld));
  panel = std::max(MR, panel / MR * MR);
  for (int i0 = 0; i0 < p.m; i0 += panel) {
    const int i1 = std::min(p.m, i0 + panel);
    int j = 0;
    for (; j + NR <= p.n; j += NR) column_block<NR, MR>(p, a, i0, i1, j);
    for (; j + 4 <= p.n; j += 4) column_block<4, 2>(p, a, i0, i1, j);
    for (; j < p.n; ++j) column_block<1, 2>(p, a, i0, i1, j);
  }
}

}  // namespace

void gemm_i8_avx2(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w_view,
                  const float* w_scale, const std::int32_t* /*w_row_sums: no offset here*/, const float* bias) {
  // Contiguous views (dispatch checks): the loops below index rows as i * k.
  float* c = out.data;
  const std::int8_t* w = w_view.data;
  const int m = qa.rows, n = w_view.rows, k = qa.cols;
  // c: (m, n), qa: (m, k), w: (n, k)
  if (m <= 0 || n <= 0) return;
  const int k_main = k / kChunk * kChunk;
  const std::size_t ld = static_cast<std::size_t>((k + kChunk - 1) / kChunk * kChunk);

  // Kernels are stateless, but allocating per call would cost more than a small GEMV.
  thread_local std::vector<std::int8_t> scratch;
  scratch.resize(2 * static_cast<std::size_t>(m) * ld);
  std::int8_t* sgn = scratch.data();
  std::uint8_t* abs = reinterpret_cast<std::uint8_t*>(scratch.data() + m * ld);
  for (int i = 0; i < m; ++i) {
    std::int8_t* srow = sgn + i * ld;
    std::memcpy(srow, qa.row(i), static_cast<std::size_t>(k));
    std::memset(srow + k, 0, ld - static_cast<std::size_t>(k));
    for (std::size_t p = 0; p < ld; p += kChunk)
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(abs + i * ld + p),
                          _mm256_abs_epi8(load(srow + p)));
  }

  const Problem p{c, a_scale, w, w_scale, bias, m, n, k, k_main};
  const Activations a{sgn, abs, ld};
  // m == 1 (greedy decoding) has no activation rows to share loads across, so it takes more
  // weight rows per block; otherwise 2 × 4 tiles keep 8 accumulators plus operands in the
  // 16 ymm registers.
  if (m == 1) {
    all_columns<8, 1>(p, a);
  } else {
    all_columns<4, 2>(p, a);
  }
}

void quantize_rows_avx2(std::int8_t* q, float* scale, const float* x, int m, int k) {
  // q: (m, k), scale: (m), x: (m, k)
  const __m256 abs_mask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
  const __m256i lo = _mm256_set1_epi32(-kActivationMax), hi = _mm256_set1_epi32(kActivationMax);
  // packs interleave 128-bit lanes; this puts the 8 groups of 4 bytes back in order.
  const __m256i unshuffle = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  for (int r = 0; r < m; ++r) {
    const float* row = x + static_cast<std::size_t>(r) * k;
    std::int8_t* qrow = q + static_cast<std::size_t>(r) * k;
    __m256 vmax = _mm256_setzero_ps();
    int p = 0;
    for (; p + 8 <= k; p += 8)
      vmax = _mm256_max_ps(vmax, _mm256_and_ps(_mm256_loadu_ps(row + p), abs_mask));
    __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(vmax), _mm256_extractf128_ps(vmax, 1));
    m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
    m4 = _mm_max_ss(m4, _mm_shuffle_ps(m4, m4, 1));
    float amax = _mm_cvtss_f32(m4);
    for (; p < k; ++p) amax = std::max(amax, std::fabs(row[p]));
    if (amax == 0.0f) {
      scale[r] = 0.0f;
      std::memset(qrow, 0, static_cast<std::size_t>(k));
      continue;
    }
    constexpr float kMax = kActivationMax;
    scale[r] = amax / kMax;
    // Same expression as the reference (and FORMAT.md): x * (63 / amax), rounded half to even
    // by vcvtps2dq in the default rounding mode.
    const float inv = kMax / amax;
    const __m256 vinv = _mm256_set1_ps(inv);
    auto quant8 = [&](int at) {
      const __m256i v = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(row + at), vinv));
      return _mm256_min_epi32(_mm256_max_epi32(v, lo), hi);
    };
    p = 0;
    for (; p + 32 <= k; p += 32) {
      const __m256i w01 = _mm256_packs_epi32(quant8(p), quant8(p + 8));
      const __m256i w23 = _mm256_packs_epi32(quant8(p + 16), quant8(p + 24));
      const __m256i b = _mm256_permutevar8x32_epi32(_mm256_packs_epi16(w01, w23), unshuffle);
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(qrow + p), b);
    }
    for (; p < k; ++p)
      qrow[p] = static_cast<std::int8_t>(std::clamp(std::nearbyint(row[p] * inv), -kMax, kMax));
  }
}

}  // namespace heed::kernels
