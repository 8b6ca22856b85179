// WASM SIMD128 math shared by the *_wasm.cc kernels (only they include it): splat, a
// multiply-add without fusion, e^x on four lanes, horizontal sums, and row max / softmax.
#pragma once
#include <wasm_simd128.h>

#include <cstdint>

namespace heed::kernels::wasm_simd {

inline v128_t splat(float v) { return wasm_f32x4_splat(v); }
inline v128_t mul_add(v128_t a, v128_t b, v128_t c) { return wasm_f32x4_add(wasm_f32x4_mul(a, b), c); }

// e^x as in simd_math_avx2.h: x = n ln2 + r with ln 2 split in two (Cody and Waite), e^r by its
// degree-7 Taylor polynomial, 2^n written into the exponent field; below -87.3 flushes to 0
// (so -inf gives 0). No fused multiply-add in SIMD128: separate mul and add, a few ulps.
inline v128_t exp4(v128_t x) {
  const v128_t underflow = wasm_f32x4_lt(x, splat(-87.3f));
  // pmin/pmax: one instruction each in V8, where min/max are a long NaN- and signed-zero-exact
  // sequence; the same on finite values, and a NaN still comes through.
  x = wasm_f32x4_pmin(wasm_f32x4_pmax(x, splat(-87.3f)), splat(88.3f));
  // n = x * log2(e) rounded half to even, as f32x4.nearest does: adding 1.5 * 2^23 rounds it
  // and leaves it, as an integer, in the low mantissa bits (|n| <= 128 here), so one float
  // add, one float sub and one integer sub replace nearest and the saturating conversion.
  const v128_t magic = splat(12582912.0f);
  const v128_t shifted = wasm_f32x4_add(wasm_f32x4_mul(x, splat(1.4426950408889634f)), magic);
  const v128_t n = wasm_f32x4_sub(shifted, magic);
  const v128_t n_int = wasm_i32x4_sub(shifted, magic);
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
  const v128_t bits = wasm_i32x4_shl(wasm_i32x4_add(n_int, wasm_i32x4_splat(127)), 23);
  return wasm_v128_andnot(wasm_f32x4_mul(p, bits), underflow);
}

inline float lane_sum(v128_t v) {
  return wasm_f32x4_extract_lane(v, 0) + wasm_f32x4_extract_lane(v, 1) +
         wasm_f32x4_extract_lane(v, 2) + wasm_f32x4_extract_lane(v, 3);
}

// The same for 4 int32 lanes (the int8 GEMMs' accumulators).
inline std::int32_t lane_sum_i32(v128_t v) {
  return wasm_i32x4_extract_lane(v, 0) + wasm_i32x4_extract_lane(v, 1) +
         wasm_i32x4_extract_lane(v, 2) + wasm_i32x4_extract_lane(v, 3);
}

// [lane sum of a, of b, of c, of d]: 4 interleaving shuffles (one punpck each in V8) and 3 adds,
// where 4 lane_sum_i32 take 12 extracts, 12 adds and 4 stores.
inline v128_t lane_sums_i32(v128_t a, v128_t b, v128_t c, v128_t d) {
  const v128_t ab = wasm_i32x4_add(wasm_i32x4_shuffle(a, b, 0, 4, 1, 5), wasm_i32x4_shuffle(a, b, 2, 6, 3, 7));
  const v128_t cd = wasm_i32x4_add(wasm_i32x4_shuffle(c, d, 0, 4, 1, 5), wasm_i32x4_shuffle(c, d, 2, 6, 3, 7));
  // ab = [a0+a2, b0+b2, a1+a3, b1+b3], cd likewise.
  return wasm_i32x4_add(wasm_i32x4_shuffle(ab, cd, 0, 1, 4, 5), wasm_i32x4_shuffle(ab, cd, 2, 3, 6, 7));
}

// Max of row[0 .. n), -inf when n == 0 (defined in elementwise_wasm.cc).
float row_max(const float* row, int n);
// Softmax of one row in place; a row with no finite maximum (all -inf) becomes zeros.
void softmax_row(float* row, int n);

}  // namespace heed::kernels::wasm_simd
