// The int8 GEMM with relaxed SIMD's int8 dot product, i32x4.relaxed_dot_i8x16_i7x16_add_s: 16
// products summed into 4 int32 lanes and added to an accumulator, one instruction (VNNI's
// vpdpbusd in Chromium on x86-64 CPUs with AVX-VNNI, sdot on ARM, pmaddubsw's three elsewhere
// on x86) where gemm_i8_wasm.cc needs a widening load, a dot and an add per 8 products. Measured
// (kernel bench, both paths in one page): 2.2-2.8x the SIMD128 GEMM in Chromium at every shape,
// 1.9-2.1x in Node 20's pmaddubsw lowering (BENCHMARKS.md, "7-bit activations").
//
// Exact, like the other paths: the instruction's second operand is only defined for values in
// [0, 127] (x86 reads it unsigned, ARM signed), and quantize_rows makes 7-bit activations,
// a in [-63, 63], so u = a + 64 lies in that range and a . w = u . w - 64 * sum(w), with the
// weight row sums computed once at load (nn::Linear, kernels::int8_row_sums). The integer sums,
// and so the results, equal gemm_i8_ref's, at one dot instruction per 16 products.
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

// Largest k of this path: the offset rows live on the stack (4 rows x 4096 bytes).
constexpr int kMaxRelaxedK = 4096;
// What u = a + kOffset adds to each activation, and gemm_i8_relaxed_wasm takes away again.
constexpr int kOffset = kActivationMax + 1;

// Whether every a + 64 of qa: (m, k) in the first k16 columns lies in [0, 127] (a in [-64, 63]):
// the i8 addition wraps anything else to a value with the top bit set.
bool offsets_in_range(ConstInt8MatrixView qa, int k16) {
  const v128_t offset = wasm_i8x16_splat(kOffset);
  v128_t top_bits = wasm_i8x16_splat(0);
  for (int i = 0; i < qa.rows; ++i)
    for (int p = 0; p < k16; p += 16) top_bits = wasm_v128_or(top_bits, wasm_i8x16_add(wasm_v128_load(qa.row(i) + p), offset));
  return wasm_i8x16_bitmask(top_bits) == 0;
}

// u: (k16) = a + 64 over the first k16 columns of a: (k).
void offset_row(std::uint8_t* u, const std::int8_t* a, int k16) {
  const v128_t offset = wasm_i8x16_splat(kOffset);
  for (int p = 0; p < k16; p += 16) wasm_v128_store(u + p, wasm_i8x16_add(wasm_v128_load(a + p), offset));
}

// acc: (R, W) = u . w over the first k16 columns, for R offset activation rows u: (R, k) and
// W weight rows w: (W, k). Inlined into the patch sites below.
template <int R, int W>
__attribute__((always_inline)) inline void dot_tile(std::int32_t* acc, int acc_stride, const std::uint8_t* u,
                                                    const std::int8_t* w, int k, int k16) {
  v128_t sum[R][W];
  for (int r = 0; r < R; ++r)
    for (int q = 0; q < W; ++q) sum[r][q] = wasm_i32x4_splat(0);
  for (int p = 0; p < k16; p += 16) {
    v128_t ur[R];
    for (int r = 0; r < R; ++r) ur[r] = wasm_v128_load(u + static_cast<std::size_t>(r) * k + p);
    for (int q = 0; q < W; ++q) {
      const v128_t x = wasm_v128_load(w + static_cast<std::size_t>(q) * k + p);
      for (int r = 0; r < R; ++r) sum[r][q] = HEED_RELAXED_DOT_ADD(x, ur[r], sum[r][q]);
    }
  }
  if constexpr (!(W % 4 == 0 || (W == 2 && R % 2 == 0))) {
    for (int r = 0; r < R; ++r)
      for (int q = 0; q < W; ++q) acc[r * acc_stride + q] = lane_sum_i32(sum[r][q]);
  } else {
    // Four sums at a time, in (r, q) order: one row's 4 outputs (W >= 4), or 2 outputs of each
    // of two rows (W = 2).
    v128_t* flat = &sum[0][0];
    for (int g = 0; g < R * W; g += 4) {
      const v128_t sums = wasm_simd::lane_sums_i32(flat[g], flat[g + 1], flat[g + 2], flat[g + 3]);
      const int r = g / W, q = g % W;
      if constexpr (W >= 4) {
        wasm_v128_store(acc + r * acc_stride + q, sums);
      } else {
        wasm_v128_store64_lane(acc + r * acc_stride + q, sums, 0);
        wasm_v128_store64_lane(acc + (r + 1) * acc_stride + q, sums, 1);
      }
    }
  }
}

// acc: (R, cols) int32 sums of R offset rows u: (R, k) with the weight rows w: (cols, k), first
// k16 columns. One call covers a chunk of weight rows, so the indirect call costs nothing
// measurable. Tiles R x W: 1 x 8, 2 x 4 and 4 x 2, each 8 accumulators plus R activation
// vectors and a weight vector, within x86-64's 16 vector registers. Measured in Chromium (kernel
// bench, µs): 1 x 8 against 1 x 4 at 1 x 16000 x 256 103 / 115, 1 x 8000 x 256 46 / 54; blocks of
// 4 rows (4 x 2) against blocks of 2 (2 x 4) at 4 x 16000 x 256 275 / 315, 24 x 1024 x 256 79 /
// 113, 79 x 256 x 1024 224 / 268: each weight vector loaded serves more rows.
template <int R>
HEED_PATCH_SITE void relaxed_dot_site_rows(std::int32_t* acc, const std::uint8_t* u, const std::int8_t* w,
                                           int cols, int k, int k16) {
  constexpr int W = R == 1 ? 8 : R == 2 ? 4 : 2;
  int j = 0;
  for (; j + W <= cols; j += W) dot_tile<R, W>(acc + j, cols, u, w + static_cast<std::size_t>(j) * k, k, k16);
  for (; j < cols; ++j) dot_tile<R, 1>(acc + j, cols, u, w + static_cast<std::size_t>(j) * k, k, k16);
}

// A patch site's address, read back through a volatile: calls through it stay indirect.
template <typename F>
F* via(F* site) {
  F* volatile pointer = site;
  return pointer;
}

// Weight rows per call of a site: acc lives on the stack, (4, kChunk) int32.
constexpr int kChunk = 512;

// Rows i0 .. i0 + R of c (offset into u; qa: (m, k) for the k % 16 tails) against every weight
// row, a chunk at a time: the int32 sums less 64 * the row sums, each tail added, and the
// rescale written as gemm_i8_ref writes it.
template <int R>
void rows_relaxed(float* c, int n, const std::uint8_t* u, const std::int8_t* qa, int i0, const std::int8_t* w,
                  int k, int k16, const float* a_scale, const float* w_scale, const std::int32_t* w_row_sums,
                  const float* bias) {
  std::int32_t acc[R * kChunk];
  auto* site = via(&relaxed_dot_site_rows<R>);
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
          const v128_t sums = wasm_i32x4_sub(wasm_v128_load(acc + r * cols + q),
                                             wasm_i32x4_shl(wasm_v128_load(w_row_sums + j), 6));
          v128_t v = wasm_f32x4_mul(wasm_f32x4_mul(wasm_f32x4_convert_i32x4(sums), as), wasm_v128_load(w_scale + j));
          // Without bias the reference still adds 0.0f, which turns -0 into +0: so does this.
          v = wasm_f32x4_add(v, bias ? wasm_v128_load(bias + j) : wasm_f32x4_splat(0.0f));
          wasm_v128_store(ci + j, v);
        }
      }
      for (; q < cols; ++q) {
        const int j = j0 + q;
        const std::int8_t* wj = w + static_cast<std::size_t>(j) * k;
        // u . w over k16 + (a + 64) . w over the tail = a . w + 64 * (the whole row's sum).
        std::int32_t sum = acc[r * cols + q] - kOffset * w_row_sums[j];
        for (int p = k16; p < k; ++p) sum += (static_cast<std::int32_t>(a[p]) + kOffset) * wj[p];
        ci[j] = static_cast<float>(sum) * a_scale[i] * w_scale[j] + (bias ? bias[j] : 0.0f);
      }
    }
  }
}

}  // namespace

bool gemm_i8_relaxed_wasm(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                          const float* w_scale, const std::int32_t* w_row_sums, const float* bias) {
  // out: (m, n), qa: (m, k), w: (n, k), w_row_sums: (n), contiguous (dispatch checks).
  const int m = qa.rows, k = qa.cols;
  const int k16 = k - k % 16;
  // Every row is checked before any is written: declining half-way would waste the work.
  if (k > kMaxRelaxedK || w_row_sums == nullptr || !offsets_in_range(qa, k16)) return false;
  alignas(16) std::uint8_t u[4 * kMaxRelaxedK];  // u: (4, k) offset rows
  // Blocks of 4 activation rows, then 2, then 1, each offset once and shared by every weight row.
  for (int i = 0; i < m;) {
    const int rows = m - i >= 4 ? 4 : m - i >= 2 ? 2 : 1;
    for (int r = 0; r < rows; ++r) offset_row(u + static_cast<std::size_t>(r) * k, qa.row(i + r), k16);
    if (rows == 4) rows_relaxed<4>(out.data, w.rows, u, qa.data, i, w.data, k, k16, a_scale, w_scale, w_row_sums, bias);
    else if (rows == 2) rows_relaxed<2>(out.data, w.rows, u, qa.data, i, w.data, k, k16, a_scale, w_scale, w_row_sums, bias);
    else rows_relaxed<1>(out.data, w.rows, u, qa.data, i, w.data, k, k16, a_scale, w_scale, w_row_sums, bias);
    i += rows;
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
  // Every path of gemm_i8_relaxed_wasm (4-, 2- and 1-row blocks, 8-, 4-, 2- and 1-row weight
  // groups, k % 16 tails) on fixed inputs with the extreme values (activations -64 and 63,
  // weights -128 and 127), against the reference.
  for (const int rows : {1, 7}) {
    const int n = 11, k = 37;
    std::vector<std::int8_t> qa(static_cast<std::size_t>(rows) * k), w(static_cast<std::size_t>(n) * k);
    for (std::size_t i = 0; i < qa.size(); ++i) qa[i] = static_cast<std::int8_t>(static_cast<int>((i * 97 + 13) % 128) - 64);
    for (std::size_t i = 0; i < w.size(); ++i) w[i] = static_cast<std::int8_t>(static_cast<int>((i * 61 + 5) % 256) - 128);
    std::vector<float> a_scale(rows, 1.0f), w_scale(n, 1.0f), c(static_cast<std::size_t>(rows) * n), c_ref(c.size());
    std::vector<std::int32_t> row_sums(n);
    const auto qv = contiguous_view(qa.data(), rows, k);
    const auto wv = contiguous_view(w.data(), n, k);
    int8_row_sums(row_sums.data(), wv);
    if (!gemm_i8_relaxed_wasm(contiguous_view(c.data(), rows, n), qv, a_scale.data(), wv, w_scale.data(),
                              row_sums.data(), nullptr))
      return check;
    gemm_i8_ref(contiguous_view(c_ref.data(), rows, n), qv, a_scale.data(), wv, w_scale.data(), nullptr, nullptr);
    if (c != c_ref) return check;
  }
  check.exact = true;
  return check;
}

}  // namespace heed::kernels
