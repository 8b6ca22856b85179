// WASM SIMD128 int8 GEMM and activation quantization. SIMD128 has no int8 dot product, so int8
// values are widened to int16 and multiplied with i32x4.dot_i16x8_s (8 products, pairwise
// summed into 4 int32 lanes); heed-relaxed.wasm hands gemm_i8 to gemm_i8_relaxed_wasm.cc where
// relaxed SIMD's int8 dot product is exact and fast (kernels/isa.h, relaxed_dot()). Exact
// integer sums: results equal gemm_i8_ref / quantize_rows_ref (the float rescale is written in
// the same order).
// Weights are read in the file's row-major [n, k] layout, not repacked at load: a 4-row
// interleaved layout measured no faster (tests/bench/wasm_kernel_bench.cc, "layout_m1").
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "kernels/isa.h"
#include "kernels/gemm.h"
#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

namespace heed::kernels {
namespace {

using wasm_simd::lane_sum_i32;

// acc += a16 · (16 int8 weights widened), for the low and high halves. Each half is read with
// v128.load8x8_s, a load that sign-extends (one pmovsxbw on x86-64), instead of one load and
// two widenings, the high one of which costs V8 two instructions.
inline v128_t dot16(v128_t acc, v128_t a_lo, v128_t a_hi, const std::int8_t* w) {
  acc = wasm_i32x4_add(acc, wasm_i32x4_dot_i16x8(a_lo, wasm_i16x8_load8x8(w)));
  return wasm_i32x4_add(acc, wasm_i32x4_dot_i16x8(a_hi, wasm_i16x8_load8x8(w + 8)));
}

// acc: (4) int32 dot products of one activation row a: (k) with 4 weight rows w: (4, k).
// The widened activations are shared by the 4 rows: one widening per 64 products.
void dot_4rows(std::int32_t* acc, const std::int8_t* a, const std::int8_t* w, int k) {
  v128_t s0 = wasm_i32x4_splat(0), s1 = s0, s2 = s0, s3 = s0;
  const std::int8_t* w0 = w;
  const std::int8_t* w1 = w + k;
  const std::int8_t* w2 = w + 2 * static_cast<std::size_t>(k);
  const std::int8_t* w3 = w + 3 * static_cast<std::size_t>(k);
  int p = 0;
  for (; p + 16 <= k; p += 16) {
    const v128_t a_lo = wasm_i16x8_load8x8(a + p);
    const v128_t a_hi = wasm_i16x8_load8x8(a + p + 8);
    s0 = dot16(s0, a_lo, a_hi, w0 + p);
    s1 = dot16(s1, a_lo, a_hi, w1 + p);
    s2 = dot16(s2, a_lo, a_hi, w2 + p);
    s3 = dot16(s3, a_lo, a_hi, w3 + p);
  }
  acc[0] = lane_sum_i32(s0);
  acc[1] = lane_sum_i32(s1);
  acc[2] = lane_sum_i32(s2);
  acc[3] = lane_sum_i32(s3);
  for (; p < k; ++p) {  // k % 16 tail
    const std::int32_t ap = a[p];
    acc[0] += ap * w0[p];
    acc[1] += ap * w1[p];
    acc[2] += ap * w2[p];
    acc[3] += ap * w3[p];
  }
}

std::int32_t dot_1row(const std::int8_t* a, const std::int8_t* w, int k) {
  v128_t s = wasm_i32x4_splat(0);
  int p = 0;
  for (; p + 16 <= k; p += 16) {
    s = dot16(s, wasm_i16x8_load8x8(a + p), wasm_i16x8_load8x8(a + p + 8), w + p);
  }
  std::int32_t acc = lane_sum_i32(s);
  for (; p < k; ++p) acc += static_cast<std::int32_t>(a[p]) * w[p];
  return acc;
}

// Largest k of the batched path: its int16 copy of 4 activation rows lives on the stack (32 KB).
constexpr int kMaxBatchK = 4096;

// A tile of R activation rows x W weight rows: c[i0 + r][j + q] for r < R, q < W.
// a16: (R, k) the activation rows already widened to int16; w: (n, k) int8, each weight row read
// with v128.load8x8_s (a sign-extending load) once per tile and shared by the R rows.
// Per 8 products of every row: one plain load per activation row, one widening load per weight
// row, then R x W dots and adds. 4 x 2 keeps 8 accumulators + 4 activations + 1 weight vector in
// registers (x86-64 has 16): measured in Chromium 1.1-1.4x the previous 2 x 4 tile that widened
// the weights into a scratch copy instead (BENCHMARKS.md, "Beam search's matrix products").
template <int R, int W>
void tile_i8(float* c, int n, const std::int16_t* a16, int k, const std::int8_t* w, int i0, int j,
             const float* a_scale, const float* w_scale, const float* bias) {
  const int k8 = k - k % 8;
  v128_t s[R][W];
  for (int r = 0; r < R; ++r)
    for (int q = 0; q < W; ++q) s[r][q] = wasm_i32x4_splat(0);
  const std::int8_t* wq[W];
  for (int q = 0; q < W; ++q) wq[q] = w + static_cast<std::size_t>(j + q) * k;
  for (int p = 0; p < k8; p += 8) {
    v128_t x[R];
    for (int r = 0; r < R; ++r) x[r] = wasm_v128_load(a16 + static_cast<std::size_t>(r) * k + p);
    for (int q = 0; q < W; ++q) {
      const v128_t wv = wasm_i16x8_load8x8(wq[q] + p);
      for (int r = 0; r < R; ++r) s[r][q] = wasm_i32x4_add(s[r][q], wasm_i32x4_dot_i16x8(x[r], wv));
    }
  }
  for (int r = 0; r < R; ++r) {
    const std::int16_t* ar = a16 + static_cast<std::size_t>(r) * k;
    float* ci = c + static_cast<std::size_t>(i0 + r) * n + j;
    for (int q = 0; q < W; ++q) {
      std::int32_t acc = lane_sum_i32(s[r][q]);
      for (int p = k8; p < k; ++p) acc += static_cast<std::int32_t>(ar[p]) * wq[q][p];  // k % 8 tail
      ci[q] = static_cast<float>(acc) * a_scale[i0 + r] * w_scale[j + q] + (bias ? bias[j + q] : 0.0f);
    }
  }
}

// Rows i0 .. i0 + R of c against every weight row, in pairs (and the n % 2 row alone).
template <int R>
void rows_i8(float* c, int n, const std::int16_t* a16, int k, const std::int8_t* w, int i0,
             const float* a_scale, const float* w_scale, const float* bias) {
  int j = 0;
  for (; j + 2 <= n; j += 2) tile_i8<R, 2>(c, n, a16, k, w, i0, j, a_scale, w_scale, bias);
  if (j < n) tile_i8<R, 1>(c, n, a16, k, w, i0, j, a_scale, w_scale, bias);
}

// c: (m, n) for m >= 2 activation rows (an encoder pass, beam hypotheses, sentences side by
// side). Blocks of 4 activation rows are widened to int16 once, into a16: (4, k), and every
// weight row then passes over the block: the weights are widened once per 4 rows instead of once
// per row (the m = 1 path), and the activations are read with plain loads.
void gemm_i8_batched(MatrixView out, ConstInt8MatrixView qa_view, const float* a_scale,
                     ConstInt8MatrixView w_view, const float* w_scale, const float* bias) {
  float* c = out.data;
  const std::int8_t* qa = qa_view.data;
  const std::int8_t* w = w_view.data;
  const int m = qa_view.rows, n = w_view.rows, k = qa_view.cols;
  const int k8 = k - k % 8;
  alignas(16) std::int16_t a16[4 * kMaxBatchK];
  for (int i = 0; i < m; i += 4) {
    const int rows = std::min(4, m - i);
    for (int r = 0; r < rows; ++r) {
      const std::int8_t* src = qa + static_cast<std::size_t>(i + r) * k;
      std::int16_t* dst = a16 + static_cast<std::size_t>(r) * k;
      int p = 0;
      for (; p < k8; p += 8) wasm_v128_store(dst + p, wasm_i16x8_load8x8(src + p));
      for (; p < k; ++p) dst[p] = src[p];
    }
    switch (rows) {
      case 4: rows_i8<4>(c, n, a16, k, w, i, a_scale, w_scale, bias); break;
      case 3: rows_i8<3>(c, n, a16, k, w, i, a_scale, w_scale, bias); break;
      case 2: rows_i8<2>(c, n, a16, k, w, i, a_scale, w_scale, bias); break;
      default: rows_i8<1>(c, n, a16, k, w, i, a_scale, w_scale, bias); break;
    }
  }
}

}  // namespace

void gemm_i8_wasm(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w_view,
                  const float* w_scale, const std::int32_t* w_row_sums, const float* bias) {
  // Contiguous views (dispatch checks): the loops below index rows as i * k.
  float* c = out.data;
  const std::int8_t* w = w_view.data;
  const int m = qa.rows, n = w_view.rows, k = qa.cols;
  // c: (m, n), qa: (m, k), w: (n, k).
  if (relaxed_dot() == RelaxedDot::kUsed && gemm_i8_relaxed_wasm(out, qa, a_scale, w_view, w_scale, w_row_sums, bias))
    return;
  if (m >= 2 && k <= kMaxBatchK) return gemm_i8_batched(out, qa, a_scale, w_view, w_scale, bias);
  std::int32_t acc[4];
  int j = 0;
  for (; j + 4 <= n; j += 4) {
    const std::int8_t* wj = w + static_cast<std::size_t>(j) * k;
    for (int i = 0; i < m; ++i) {
      dot_4rows(acc, qa.row(i), wj, k);
      float* ci = c + static_cast<std::size_t>(i) * n + j;
      for (int r = 0; r < 4; ++r)
        ci[r] = static_cast<float>(acc[r]) * a_scale[i] * w_scale[j + r] + (bias ? bias[j + r] : 0.0f);
    }
  }
  for (; j < n; ++j) {  // n % 4 tail
    for (int i = 0; i < m; ++i) {
      const std::int32_t s = dot_1row(qa.row(i), w + static_cast<std::size_t>(j) * k, k);
      c[static_cast<std::size_t>(i) * n + j] =
          static_cast<float>(s) * a_scale[i] * w_scale[j] + (bias ? bias[j] : 0.0f);
    }
  }
}

void quantize_rows_wasm(std::int8_t* q, float* scale, const float* x, int m, int k) {
  // q: (m, k), scale: (m), x: (m, k); the same arithmetic as quantize_rows_ref, 4 lanes wide.
  for (int i = 0; i < m; ++i) {
    const float* row = x + static_cast<std::size_t>(i) * k;
    std::int8_t* qrow = q + static_cast<std::size_t>(i) * k;
    v128_t vmax = wasm_f32x4_splat(0.0f);
    int p = 0;
    // pmax/pmin (one maxps/minps each; f32x4.max/min are a long NaN- and sign-of-zero-exact
    // sequence in V8) give the same results on finite values; a NaN is passed over, as
    // std::max(amax, NaN) does in the reference.
    for (; p + 4 <= k; p += 4) vmax = wasm_f32x4_pmax(vmax, wasm_f32x4_abs(wasm_v128_load(row + p)));
    float amax = std::max(std::max(wasm_f32x4_extract_lane(vmax, 0), wasm_f32x4_extract_lane(vmax, 1)),
                          std::max(wasm_f32x4_extract_lane(vmax, 2), wasm_f32x4_extract_lane(vmax, 3)));
    for (; p < k; ++p) amax = std::max(amax, std::fabs(row[p]));
    if (amax == 0.0f) {
      scale[i] = 0.0f;
      std::fill(qrow, qrow + k, std::int8_t{0});
      continue;
    }
    constexpr float kMax = kActivationMax;
    scale[i] = amax / kMax;
    const float inv = kMax / amax;
    const v128_t vinv = wasm_f32x4_splat(inv);
    const v128_t lo = wasm_f32x4_splat(-kMax), hi = wasm_f32x4_splat(kMax);
    p = 0;
    for (; p + 16 <= k; p += 16) {
      // Clamped to [-63, 63] first (the same as clamping after rounding: 63 is an integer),
      // then rounded half to even like nearbyint in the reference by adding 1.5 * 2^23: the
      // float addition rounds to an integer and leaves it in the low mantissa bits, read back
      // as an int32. Cheaper in V8 than f32x4.nearest + i32x4.trunc_sat_f32x4 (a long sequence).
      const v128_t magic = wasm_f32x4_splat(12582912.0f);
      v128_t r[4];
      for (int b = 0; b < 4; ++b) {
        const v128_t v = wasm_f32x4_pmin(wasm_f32x4_pmax(wasm_f32x4_mul(wasm_v128_load(row + p + 4 * b), vinv), lo), hi);
        r[b] = wasm_i32x4_sub(wasm_f32x4_add(v, magic), magic);
      }
      const v128_t h0 = wasm_i16x8_narrow_i32x4(r[0], r[1]);
      const v128_t h1 = wasm_i16x8_narrow_i32x4(r[2], r[3]);
      wasm_v128_store(qrow + p, wasm_i8x16_narrow_i16x8(h0, h1));
    }
    for (; p < k; ++p) {
      const float r = std::nearbyint(row[p] * inv);
      qrow[p] = static_cast<std::int8_t>(std::clamp(r, -kMax, kMax));
    }
  }
}

}  // namespace heed::kernels
