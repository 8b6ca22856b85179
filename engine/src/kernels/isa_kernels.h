// Per-ISA entry points behind the public kernels, each defined in <kernel>_<isa>.cc (attention_avx2.cc,
// elementwise_wasm.cc, ...). Only the *_<isa>.cc files and dispatch.cc, which puts them in one
// table per ISA, include this: callers use the public functions (kernels/gemm.h, ...) and pin an
// ISA with force_isa when they must. Each declaration mirrors the public function of the same
// name without the suffix.
#pragma once
#include <cstddef>
#include <cstdint>

#include "core/matrix_view.h"

namespace heed::kernels {

#if defined(__x86_64__) || defined(_M_X64)
#define HEED_KERNELS_AVX2 1
void gemm_f32_avx2(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias);
void quantize_rows_avx2(std::int8_t* q, float* scale, const float* x, int m, int k);
void gemm_i8_avx2(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                  const float* w_scale, const std::int32_t* w_row_sums, const float* bias);
void attention_avx2(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                    ConstMatrixView v);
void layer_norm_avx2(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                     float eps);
void softmax_avx2(float* x, int m, int n);
void log_softmax_avx2(float* x, int m, int n);
void relu_avx2(float* x, std::size_t n);
void gelu_avx2(float* x, std::size_t n);
void add_avx2(float* y, const float* x, std::size_t n);
#endif

#if defined(__wasm_simd128__)
#define HEED_KERNELS_WASM_SIMD 1
void quantize_rows_wasm(std::int8_t* q, float* scale, const float* x, int m, int k);
void gemm_i8_wasm(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                  const float* w_scale, const std::int32_t* w_row_sums, const float* bias);
void log_softmax_wasm(float* x, int m, int n);
void attention_wasm(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
                    ConstMatrixView v);
void layer_norm_wasm(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                     float eps);
void relu_wasm(float* x, std::size_t n);
void gelu_wasm(float* x, std::size_t n);
void add_wasm(float* y, const float* x, std::size_t n);
// gemm_i8_relaxed_wasm.cc: gemm_i8 with relaxed SIMD's int8 dot product, in heed-relaxed.wasm
// only (see there). False, with c untouched, where it does not apply (k > 4096, no w_row_sums,
// or qa holds a value outside quantize_rows' [-63, 63]).
bool gemm_i8_relaxed_wasm(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
                          const float* w_scale, const std::int32_t* w_row_sums, const float* bias);
#endif

// What relaxed_dot_check() found (defined in wasm builds only; isa.cc keeps one for every build,
// all-false outside wasm).
struct RelaxedDotCheck {
  bool exact = false;  // the relaxed path computed gemm_i8_ref's results on known inputs
  // Lane 0 of the instruction on 127 x 255 (outside its defined range): how this engine lowers
  // it. 129540: exact unsigned x signed (x86 VNNI, one instruction); -508: signed x signed (ARM
  // sdot, one instruction); 65534: pmaddubsw, whose saturating pairs take three instructions
  // (Node 20 on x86). Reported by relaxed_dot_lowering(); every exact lowering is used.
  std::int32_t probe = 0;
};
#if defined(__wasm_simd128__)
RelaxedDotCheck relaxed_dot_check();
#endif

}  // namespace heed::kernels
