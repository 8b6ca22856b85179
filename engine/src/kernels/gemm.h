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

// Dynamic symmetric per-row quantization of activations (FORMAT.md, "int8 linear"):
// q: (m, k), scale: (m) with x[r] ≈ q[r] * scale[r]; amax = max|x[r]|, scale = amax / 127,
// q = clamp(round_half_even(x * (127 / amax)), -127, 127); a zero row gets scale 0 and q = 0.
void quantize_rows(std::int8_t* q, float* scale, const float* x, int m, int k);
void quantize_rows_ref(std::int8_t* q, float* scale, const float* x, int m, int k);

// c: (m, n) = (qa: (m, k) * a_scale: (m)) · (w: (n, k) * w_scale: (n))^T + bias: (n)
// int32 accumulation of int8 × int8 products, then one float rescale per output.
// [bias may be null]; c, qa and w contiguous. Exact integer sums: the optimised version must match the reference
// up to float rounding of the final rescale.
void gemm_i8(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
             const float* w_scale, const float* bias);
void gemm_i8_ref(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                 const float* w_scale, const float* bias);

}  // namespace heed::kernels
