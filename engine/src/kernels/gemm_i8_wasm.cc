// WASM SIMD128 int8 GEMM and activation quantization. clang 14 has no relaxed-SIMD int8 dot
// product, so int8 values are widened to int16 and multiplied with i32x4.dot_i16x8_s (8
// products, pairwise summed into 4 int32 lanes). Exact integer sums: results equal
// gemm_i8_ref / quantize_rows_ref (the float rescale is written in the same order).
// Weights are read in the file's row-major [n, k] layout, not repacked at load: a 4-row
// interleaved layout measured no faster (tests/bench/wasm_kernel_bench.cc, "layout_m1").
#include <wasm_simd128.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "kernels/isa_kernels.h"

namespace heed::kernels {
namespace {

// Sum of the 4 int32 lanes.
inline std::int32_t horizontal_sum(v128_t v) {
  return wasm_i32x4_extract_lane(v, 0) + wasm_i32x4_extract_lane(v, 1) +
         wasm_i32x4_extract_lane(v, 2) + wasm_i32x4_extract_lane(v, 3);
}

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
  acc[0] = horizontal_sum(s0);
  acc[1] = horizontal_sum(s1);
  acc[2] = horizontal_sum(s2);
  acc[3] = horizontal_sum(s3);
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
  std::int32_t acc = horizontal_sum(s);
  for (; p < k; ++p) acc += static_cast<std::int32_t>(a[p]) * w[p];
  return acc;
}

// Largest k of the batched path: its int16 copy of 4 weight rows lives on the stack (32 KB).
constexpr int kMaxBatchK = 4096;

// c: (m, n) for m >= 2 activation rows (an encoder pass, beam hypotheses). Each block of 4
// weight rows is widened to int16 once, into w16: (4, k), and every pair of activation rows then
// reads it with plain loads: per 8 products a tile of 2 rows x 4 weight rows issues one load
// and one dot per weight row and shares the widened activations, instead of widening every
// weight again for every row (what the m = 1 path must do).
void gemm_i8_batched(MatrixView out, ConstInt8MatrixView qa_view, const float* a_scale,
                     ConstInt8MatrixView w_view, const float* w_scale, const float* bias) {
  float* c = out.data;
  const std::int8_t* qa = qa_view.data;
  const std::int8_t* w = w_view.data;
  const int m = qa_view.rows, n = w_view.rows, k = qa_view.cols;
  alignas(16) std::int16_t w16[4 * kMaxBatchK];
  const int k16 = k - k % 16;
  const auto rescale = [&](int i, int j, int rows, const std::int32_t* acc) {
    float* ci = c + static_cast<std::size_t>(i) * n + j;
    for (int r = 0; r < rows; ++r)
      ci[r] = static_cast<float>(acc[r]) * a_scale[i] * w_scale[j + r] + (bias ? bias[j + r] : 0.0f);
  };
  for (int j = 0; j < n; j += 4) {
    const int rows = std::min(4, n - j);  // 4, or the n % 4 tail (unused rows read zeros)
    for (int r = 0; r < 4; ++r) {
      std::int16_t* dst = w16 + static_cast<std::size_t>(r) * k;
      if (r >= rows) {
        std::fill(dst, dst + k, std::int16_t{0});
        continue;
      }
      const std::int8_t* src = w + static_cast<std::size_t>(j + r) * k;
      int p = 0;
      for (; p < k16; p += 16) {
        wasm_v128_store(dst + p, wasm_i16x8_load8x8(src + p));
        wasm_v128_store(dst + p + 8, wasm_i16x8_load8x8(src + p + 8));
      }
      for (; p < k; ++p) dst[p] = src[p];
    }
    const std::int16_t* w0 = w16;
    const std::int16_t* w1 = w16 + k;
    const std::int16_t* w2 = w16 + 2 * static_cast<std::size_t>(k);
    const std::int16_t* w3 = w16 + 3 * static_cast<std::size_t>(k);
    int i = 0;
    for (; i + 2 <= m; i += 2) {
      const std::int8_t* a0 = qa + static_cast<std::size_t>(i) * k;
      const std::int8_t* a1 = a0 + k;
      v128_t s00 = wasm_i32x4_splat(0), s01 = s00, s02 = s00, s03 = s00;
      v128_t s10 = s00, s11 = s00, s12 = s00, s13 = s00;
      for (int p = 0; p < k16; p += 16) {
        for (int h = 0; h < 2; ++h) {  // low, then high 8 of the 16
          const int q = p + 8 * h;
          const v128_t x0 = wasm_i16x8_load8x8(a0 + q), x1 = wasm_i16x8_load8x8(a1 + q);
          v128_t wv = wasm_v128_load(w0 + q);
          s00 = wasm_i32x4_add(s00, wasm_i32x4_dot_i16x8(x0, wv));
          s10 = wasm_i32x4_add(s10, wasm_i32x4_dot_i16x8(x1, wv));
          wv = wasm_v128_load(w1 + q);
          s01 = wasm_i32x4_add(s01, wasm_i32x4_dot_i16x8(x0, wv));
          s11 = wasm_i32x4_add(s11, wasm_i32x4_dot_i16x8(x1, wv));
          wv = wasm_v128_load(w2 + q);
          s02 = wasm_i32x4_add(s02, wasm_i32x4_dot_i16x8(x0, wv));
          s12 = wasm_i32x4_add(s12, wasm_i32x4_dot_i16x8(x1, wv));
          wv = wasm_v128_load(w3 + q);
          s03 = wasm_i32x4_add(s03, wasm_i32x4_dot_i16x8(x0, wv));
          s13 = wasm_i32x4_add(s13, wasm_i32x4_dot_i16x8(x1, wv));
        }
      }
      std::int32_t acc0[4] = {horizontal_sum(s00), horizontal_sum(s01), horizontal_sum(s02), horizontal_sum(s03)};
      std::int32_t acc1[4] = {horizontal_sum(s10), horizontal_sum(s11), horizontal_sum(s12), horizontal_sum(s13)};
      for (int p = k16; p < k; ++p) {  // k % 16 tail
        for (int r = 0; r < 4; ++r) {
          acc0[r] += static_cast<std::int32_t>(a0[p]) * w16[static_cast<std::size_t>(r) * k + p];
          acc1[r] += static_cast<std::int32_t>(a1[p]) * w16[static_cast<std::size_t>(r) * k + p];
        }
      }
      rescale(i, j, rows, acc0);
      rescale(i + 1, j, rows, acc1);
    }
    if (i < m) {  // m odd: the last row alone
      const std::int8_t* a0 = qa + static_cast<std::size_t>(i) * k;
      v128_t s0 = wasm_i32x4_splat(0), s1 = s0, s2 = s0, s3 = s0;
      for (int p = 0; p < k16; p += 16) {
        for (int h = 0; h < 2; ++h) {
          const int q = p + 8 * h;
          const v128_t x = wasm_i16x8_load8x8(a0 + q);
          s0 = wasm_i32x4_add(s0, wasm_i32x4_dot_i16x8(x, wasm_v128_load(w0 + q)));
          s1 = wasm_i32x4_add(s1, wasm_i32x4_dot_i16x8(x, wasm_v128_load(w1 + q)));
          s2 = wasm_i32x4_add(s2, wasm_i32x4_dot_i16x8(x, wasm_v128_load(w2 + q)));
          s3 = wasm_i32x4_add(s3, wasm_i32x4_dot_i16x8(x, wasm_v128_load(w3 + q)));
        }
      }
      std::int32_t acc[4] = {horizontal_sum(s0), horizontal_sum(s1), horizontal_sum(s2), horizontal_sum(s3)};
      for (int p = k16; p < k; ++p)
        for (int r = 0; r < 4; ++r) acc[r] += static_cast<std::int32_t>(a0[p]) * w16[static_cast<std::size_t>(r) * k + p];
      rescale(i, j, rows, acc);
    }
  }
}

}  // namespace

void gemm_i8_wasm(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w_view,
                  const float* w_scale, const float* bias) {
  // Contiguous views (dispatch checks): the loops below index rows as i * k.
  float* c = out.data;
  const std::int8_t* w = w_view.data;
  const int m = qa.rows, n = w_view.rows, k = qa.cols;
  // c: (m, n), qa: (m, k), w: (n, k). Blocks of 4 weight rows (4 KB at k = 1024) stay in L1
  // while every activation row passes over them.
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
    for (; p + 4 <= k; p += 4) vmax = wasm_f32x4_max(vmax, wasm_f32x4_abs(wasm_v128_load(row + p)));
    float amax = std::max(std::max(wasm_f32x4_extract_lane(vmax, 0), wasm_f32x4_extract_lane(vmax, 1)),
                          std::max(wasm_f32x4_extract_lane(vmax, 2), wasm_f32x4_extract_lane(vmax, 3)));
    for (; p < k; ++p) amax = std::max(amax, std::fabs(row[p]));
    if (amax == 0.0f) {
      scale[i] = 0.0f;
      std::fill(qrow, qrow + k, std::int8_t{0});
      continue;
    }
    scale[i] = amax / 127.0f;
    const float inv = 127.0f / amax;
    const v128_t vinv = wasm_f32x4_splat(inv);
    const v128_t lo = wasm_f32x4_splat(-127.0f), hi = wasm_f32x4_splat(127.0f);
    p = 0;
    for (; p + 16 <= k; p += 16) {
      // Clamped to [-127, 127] first (the same as clamping after rounding: 127 is an integer),
      // then rounded half to even like nearbyint in the reference by adding 1.5 * 2^23: the
      // float addition rounds to an integer and leaves it in the low mantissa bits, read back
      // as an int32. Cheaper in V8 than f32x4.nearest + i32x4.trunc_sat_f32x4 (a long sequence).
      const v128_t magic = wasm_f32x4_splat(12582912.0f);
      v128_t r[4];
      for (int b = 0; b < 4; ++b) {
        const v128_t v = wasm_f32x4_min(wasm_f32x4_max(wasm_f32x4_mul(wasm_v128_load(row + p + 4 * b), vinv), lo), hi);
        r[b] = wasm_i32x4_sub(wasm_f32x4_add(v, magic), magic);
      }
      const v128_t h0 = wasm_i16x8_narrow_i32x4(r[0], r[1]);
      const v128_t h1 = wasm_i16x8_narrow_i32x4(r[2], r[3]);
      wasm_v128_store(qrow + p, wasm_i8x16_narrow_i16x8(h0, h1));
    }
    for (; p < k; ++p) {
      const float r = std::nearbyint(row[p] * inv);
      qrow[p] = static_cast<std::int8_t>(std::clamp(r, -127.0f, 127.0f));
    }
  }
}

}  // namespace heed::kernels
