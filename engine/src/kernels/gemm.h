// Matrix products of the engine. Outputs first, sizes last; every optimised kernel has a
// scalar *_ref twin (in *_ref.cc) that defines the result it must match.
#pragma once
#include <cstdint>

#include "core/matrix_view.h"

namespace heed::kernels {

// c: (m, n) = a: (m, k) · b: (n, k)^T + bias: (n)   [bias may be null]
// b is a PyTorch-layout weight [out, in]; all matrices row-major and contiguous (stride = cols).
void gemm_f32(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias);
void gemm_f32_ref(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias);

// Activations are quantized to 7 bits, [-63, 63] (FORMAT.md, "int8 linear"): then a + 64 lies in
// [0, 127], the range in which relaxed SIMD's int8 dot product (gemm_i8_relaxed_wasm.cc) is
// defined on every engine, so the browser's fastest path takes one dot instruction per 16
// products. Weights keep 8 bits ([-127, 127]).
constexpr int kActivationMax = 63;

// Dynamic symmetric per-row quantization of activations (FORMAT.md, "int8 linear"):
// q: (m, k), scale: (m) with x[r] ≈ q[r] * scale[r]; amax = max|x[r]|, scale = amax / 63,
// q = clamp(round_half_even(x * (63 / amax)), -63, 63); a zero row gets scale 0 and q = 0.
void quantize_rows(std::int8_t* q, float* scale, const float* x, int m, int k);
void quantize_rows_ref(std::int8_t* q, float* scale, const float* x, int m, int k);

// w_row_sums: (n) = Σ_p w[j, p], from int8_row_sums: what a path that adds an offset to the
// activations (a + 64 in gemm_i8_relaxed_wasm.cc) subtracts again. The result never depends
// on it (paths that do not offset ignore it); null where a caller has none, and the offsetting
// path then does without.
void int8_row_sums(std::int32_t* w_row_sums, ConstInt8MatrixView w);

// c: (m, n) = (qa: (m, k) * a_scale: (m)) · (w: (n, k) * w_scale: (n))^T + bias: (n)
// int32 accumulation of int8 × int8 products, then one float rescale per output.
// [bias, w_row_sums may be null]; c, qa and w contiguous. qa may hold any int8 (quantize_rows
// makes [-63, 63]). Exact integer sums: the optimised version must match the reference up to
// float rounding of the final rescale.
void gemm_i8(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
             const float* w_scale, const std::int32_t* w_row_sums, const float* bias);
void gemm_i8_ref(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                 const float* w_scale, const std::int32_t* w_row_sums, const float* bias);

}  // namespace heed::kernels
