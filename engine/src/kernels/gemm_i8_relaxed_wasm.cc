// The int8 GEMM with relaxed SIMD's int8 dot product, i32x4.relaxed_dot_i8x16_i7x16_add_s: 16
// products summed into 4 int32 lanes and added to an accumulator, one instruction (VNNI's
// vpdpbusd in Chromium on x86-64 CPUs with AVX-VNNI, sdot on ARM) where gemm_i8_wasm.cc needs a
// widening load, a dot and an add per 8 products. Measured in Chromium 156 (kernel bench, both
// paths in one page): 1.6-1.9x the SIMD128 GEMM at m = 1, 1.2-1.5x at m >= 2 (BENCHMARKS.md,
// "Relaxed SIMD's int8 dot product").
//
// Exact, like the other paths: the instruction's second operand is only defined for values in
// [0, 127], so each activation row a is split into its positive part u+ = max(a, 0) and the
// magnitude of its negative part u- = max(-a, 0), both in [0, 127], and
// a . w = u+ . w - u- . w. The integer sums, and so the results, equal gemm_i8_ref's (no 7-bit
// activations, no quality cost), at two dot instructions per 16 products; one where the rows
// have no negative value (the FFN's second linear reads ReLU outputs), as u- is then zero.
//
// clang 14 cannot emit the instruction. Every use is written as wasm_v128_bitselect (the same
// operand types: three v128 in, one out) inside a function whose name holds "relaxed_dot_site",
// and scripts/relax_wasm.mjs rewrites those bitselects into the relaxed dot in a copy of the
// linked module (heed-relaxed.wasm). In the unpatched module these functions compute nonsense
// and are never used: relaxed_dot_check() runs them on known inputs, and isa.cc uses them only
// when they compute exactly.
#include <wasm_simd128.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "kernels/gemm.h"
#include "kernels/isa_kernels.h"
#include "kernels/simd_math_wasm.h"

// The patch site: in heed-relaxed.wasm, acc + (16 products of w: i8x16 and u: u7x16 summed by 4).
#define HEED_RELAXED_DOT_ADD(w, u, acc) wasm_v128_bitselect((w), (u), (acc))
// A patch site must stay a function of its own in the linked module, where the patcher finds it
// by name: an inlined copy would keep its bitselect. noinline holds for LLVM but not for
// binaryen's inliner (wasm-opt at link time), so sites are also called only through volatile
// function pointers (via()), which no optimiser can turn back into direct calls.
#define HEED_PATCH_SITE __attribute__((noinline))

namespace heed::kernels {
namespace {

using wasm_simd::lane_sum_i32;

// Largest k of this path: the split rows live on the stack (2 rows x 2 x 4096 bytes).
constexpr int kMaxRelaxedK = 4096;

// u: (2, k) = u+ then u- of a: (k), for the first k16 = k - k % 16 columns; a holds no -128
// (its magnitude needs 8 bits; quantize_rows never makes it, gemm_i8 allows it: checked first).
// Returns whether u- holds anything but zeros.
bool split_signs(std::uint8_t* u, const std::int8_t* a, int k) {
  const int k16 = k - k % 16;
  const v128_t zero = wasm_i8x16_splat(0);
  v128_t any_negative = zero;
  for (int p = 0; p < k16; p += 16) {
    const v128_t v = wasm_v128_load(a + p);
    const v128_t negative = wasm_i8x16_max(wasm_i8x16_neg(v), zero);
    any_negative = wasm_v128_or(any_negative, negative);
    wasm_v128_store(u + p, wasm_i8x16_max(v, zero));
    wasm_v128_store(u + k + p, negative);
  }
  return wasm_v128_any_true(any_negative);
}

// acc: (R, W) = u+ . w - u- . w over the first k16 columns, for R split activation rows
// u: (R, 2, k) and W weight rows w: (W, k). Signed = false: the rows have no negative value, so
// the u- dots (all zero) are skipped. Inlined into the patch sites below.
template <int R, int W, bool Signed>
__attribute__((always_inline)) inline void dot_tile(std::int32_t* acc, int acc_stride, const std::uint8_t* u,
                                                    const std::int8_t* w, int k, int k16) {
  v128_t pos[R][W], neg[R][W];
  for (int r = 0; r < R; ++r)
    for (int q = 0; q < W; ++q) pos[r][q] = neg[r][q] = wasm_i32x4_splat(0);
  for (int p = 0; p < k16; p += 16) {
    v128_t up[R], un[R];
    for (int r = 0; r < R; ++r) {
      up[r] = wasm_v128_load(u + 2 * static_cast<std::size_t>(r) * k + p);
      if (Signed) un[r] = wasm_v128_load(u + (2 * static_cast<std::size_t>(r) + 1) * k + p);
    }
    for (int q = 0; q < W; ++q) {
      const v128_t x = wasm_v128_load(w + static_cast<std::size_t>(q) * k + p);
      for (int r = 0; r < R; ++r) {
        pos[r][q] = HEED_RELAXED_DOT_ADD(x, up[r], pos[r][q]);
        if (Signed) neg[r][q] = HEED_RELAXED_DOT_ADD(x, un[r], neg[r][q]);
      }
    }
  }
  for (int r = 0; r < R; ++r)
    for (int q = 0; q < W; ++q)
      acc[r * acc_stride + q] = lane_sum_i32(Signed ? wasm_i32x4_sub(pos[r][q], neg[r][q]) : pos[r][q]);
}

// acc: (R, cols) int32 sums of R split rows u: (R, 2, k) with the weight rows w: (cols, k), first
// k16 columns. One call covers a chunk of weight rows, so the indirect call costs nothing
// measurable. Tiles: 1 x 4 for one row (the activations shared by 4 weight rows: 8 accumulators,
// 2 activation vectors, 1 weight vector) and 2 x 2 for two (8 + 4 + 1), both within x86-64's 16
// vector registers; 2 x 2 measured 1.25x 4 x 1 and 1.5x 4 x 2 (which spills) in Chromium.
template <int R, bool Signed>
HEED_PATCH_SITE void relaxed_dot_site_rows(std::int32_t* acc, const std::uint8_t* u, const std::int8_t* w,
                                           int cols, int k, int k16) {
  constexpr int W = R == 1 ? 4 : 2;
  int j = 0;
  for (; j + W <= cols; j += W) dot_tile<R, W, Signed>(acc + j, cols, u, w + static_cast<std::size_t>(j) * k, k, k16);
  for (; j < cols; ++j) dot_tile<R, 1, Signed>(acc + j, cols, u, w + static_cast<std::size_t>(j) * k, k, k16);
}

// A patch site's address, read back through a volatile: calls through it stay indirect.
template <typename F>
F* via(F* site) {
  F* volatile pointer = site;
  return pointer;
}

// Weight rows per call of a site: acc lives on the stack, (2, kChunk) int32.
constexpr int kChunk = 512;

// Rows i0 .. i0 + R of c (split into u; qa: (m, k) for the k % 16 tails) against every weight
// row, a chunk at a time: the int32 sums, then each tail added and the rescale written as
// gemm_i8_ref writes it.
template <int R>
void rows_relaxed(float* c, int n, const std::uint8_t* u, bool is_signed, const std::int8_t* qa, int i0,
                  const std::int8_t* w, int k, int k16, const float* a_scale, const float* w_scale,
                  const float* bias) {
  std::int32_t acc[R * kChunk];
  auto* site = is_signed ? via(&relaxed_dot_site_rows<R, true>) : via(&relaxed_dot_site_rows<R, false>);
  for (int j0 = 0; j0 < n; j0 += kChunk) {
    const int cols = std::min(kChunk, n - j0);
    site(acc, u, w + static_cast<std::size_t>(j0) * k, cols, k, k16);
    for (int r = 0; r < R; ++r) {
      const int i = i0 + r;
      const std::int8_t* a = qa + static_cast<std::size_t>(i) * k;
      float* ci = c + static_cast<std::size_t>(i) * n;
      int q = 0;
      if (k16 == k) {
        // No tail: 4 outputs at a time, the same float operations in the same order (wasm has
        // no fused multiply-add to contract them into).
        const v128_t as = wasm_f32x4_splat(a_scale[i]);
        for (; q + 4 <= cols; q += 4) {
          const int j = j0 + q;
          v128_t v = wasm_f32x4_mul(wasm_f32x4_mul(wasm_f32x4_convert_i32x4(wasm_v128_load(acc + r * cols + q)), as),
                                    wasm_v128_load(w_scale + j));
          // Without bias the reference still adds 0.0f, which turns -0 into +0: so does this.
          v = wasm_f32x4_add(v, bias ? wasm_v128_load(bias + j) : wasm_f32x4_splat(0.0f));
          wasm_v128_store(ci + j, v);
        }
      }
      for (; q < cols; ++q) {
        const int j = j0 + q;
        const std::int8_t* wj = w + static_cast<std::size_t>(j) * k;
        std::int32_t sum = acc[r * cols + q];
        for (int p = k16; p < k; ++p) sum += static_cast<std::int32_t>(a[p]) * wj[p];
        ci[j] = static_cast<float>(sum) * a_scale[i] * w_scale[j] + (bias ? bias[j] : 0.0f);
      }
    }
  }
}

}  // namespace

bool gemm_i8_relaxed_wasm(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                          const float* w_scale, const float* bias) {
  // out: (m, n), qa: (m, k), w: (n, k), contiguous (dispatch checks).
  const int m = qa.rows, k = qa.cols;
  if (k > kMaxRelaxedK) return false;
  const int k16 = k - k % 16;
  // Every row is checked before any is written: declining half-way would waste the work.
  if (std::find(qa.data, qa.data + static_cast<std::size_t>(m) * k, std::int8_t{-128}) != qa.data + static_cast<std::size_t>(m) * k)
    return false;
  alignas(16) std::uint8_t u[2 * 2 * kMaxRelaxedK];  // u: (2, 2, k) split rows
  // Blocks of 2 activation rows (one row at m = 1, and the last of an odd m), each split once
  // and shared by every weight row.
  for (int i = 0; i < m; i += 2) {
    const int rows = std::min(2, m - i);
    bool is_signed = false;
    for (int r = 0; r < rows; ++r) is_signed |= split_signs(u + 2 * static_cast<std::size_t>(r) * k, qa.row(i + r), k);
    if (rows == 2) rows_relaxed<2>(out.data, w.rows, u, is_signed, qa.data, i, w.data, k, k16, a_scale, w_scale, bias);
    else rows_relaxed<1>(out.data, w.rows, u, is_signed, qa.data, i, w.data, k, k16, a_scale, w_scale, bias);
  }
  return true;
}

HEED_PATCH_SITE std::int32_t relaxed_dot_site_probe(const std::int8_t* w, const std::uint8_t* u) {
  return wasm_i32x4_extract_lane(HEED_RELAXED_DOT_ADD(wasm_v128_load(w), wasm_v128_load(u), wasm_i32x4_splat(0)), 0);
}

RelaxedDotCheck relaxed_dot_check() {
  RelaxedDotCheck check;
  // Lane 0 of 127 x 255 four times: outside the defined range on purpose, where engines differ.
  alignas(16) std::int8_t w127[16];
  alignas(16) std::uint8_t u255[16];
  std::fill(w127, w127 + 16, std::int8_t{127});
  std::fill(u255, u255 + 16, std::uint8_t{255});
  check.probe = via(&relaxed_dot_site_probe)(w127, u255);
  // Every path of gemm_i8_relaxed_wasm (1- and 2-row blocks, 4-, 2- and 1-row weight groups,
  // k % 16 tails; signed rows, then rows without a negative value: the one-dot tiles) on fixed
  // inputs with extreme values, against the reference.
  for (const int m : {1, 3, -1, -3}) {
    const bool non_negative = m < 0;
    const int rows = non_negative ? -m : m, n = 7, k = 37;
    std::vector<std::int8_t> qa(static_cast<std::size_t>(rows) * k), w(static_cast<std::size_t>(n) * k);
    for (std::size_t i = 0; i < qa.size(); ++i)
      qa[i] = static_cast<std::int8_t>(non_negative ? (i * 97 + 13) % 128 : static_cast<int>((i * 97 + 13) % 255) - 127);
    for (std::size_t i = 0; i < w.size(); ++i) w[i] = static_cast<std::int8_t>(static_cast<int>((i * 61 + 5) % 255) - 127);
    std::vector<float> a_scale(rows, 1.0f), w_scale(n, 1.0f), c(static_cast<std::size_t>(rows) * n), c_ref(c.size());
    const auto qv = contiguous_view(qa.data(), rows, k);
    const auto wv = contiguous_view(w.data(), n, k);
    if (!gemm_i8_relaxed_wasm(contiguous_view(c.data(), rows, n), qv, a_scale.data(), wv, w_scale.data(), nullptr))
      return check;
    gemm_i8_ref(contiguous_view(c_ref.data(), rows, n), qv, a_scale.data(), wv, w_scale.data(), nullptr);
    if (c != c_ref) return check;
  }
  check.exact = true;
  return check;
}

}  // namespace heed::kernels
