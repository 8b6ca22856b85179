// The public kernels: each forwards to the function table of the active ISA. Every ISA has one
// table, filled here and nowhere else; a kernel an ISA has no faster version of is its scalar
// reference in that table. A new ISA is one more table; a new kernel one more field.
#include "core/check.h"
#include "kernels/attention.h"
#include "kernels/elementwise.h"
#include "kernels/gemm.h"
#include "kernels/isa.h"
#include "kernels/isa_kernels.h"

namespace heed::kernels {
namespace {

// One entry per public kernel, typed by its reference so every variant must match its signature.
struct KernelTable {
  decltype(&gemm_f32_ref) gemm_f32;
  decltype(&quantize_rows_ref) quantize_rows;
  decltype(&gemm_i8_ref) gemm_i8;
  decltype(&attention_ref) attention;
  decltype(&layer_norm_ref) layer_norm;
  decltype(&softmax_ref) softmax;
  decltype(&log_softmax_ref) log_softmax;
  decltype(&relu_ref) relu;
  decltype(&gelu_ref) gelu;
  decltype(&add_ref) add;
};

constexpr KernelTable kScalarKernels{
    .gemm_f32 = gemm_f32_ref,
    .quantize_rows = quantize_rows_ref,
    .gemm_i8 = gemm_i8_ref,
    .attention = attention_ref,
    .layer_norm = layer_norm_ref,
    .softmax = softmax_ref,
    .log_softmax = log_softmax_ref,
    .relu = relu_ref,
    .gelu = gelu_ref,
    .add = add_ref,
};

#if HEED_KERNELS_AVX2
constexpr KernelTable kAvx2Kernels{
    .gemm_f32 = gemm_f32_avx2,
    .quantize_rows = quantize_rows_avx2,
    .gemm_i8 = gemm_i8_avx2,
    .attention = attention_avx2,
    .layer_norm = layer_norm_avx2,
    .softmax = softmax_avx2,
    .log_softmax = log_softmax_avx2,
    .relu = relu_avx2,
    .gelu = gelu_avx2,
    .add = add_avx2,
};
#endif

#if HEED_KERNELS_WASM_SIMD
constexpr KernelTable kWasmSimd128Kernels{
    .gemm_f32 = gemm_f32_ref,  // no SIMD128 version: only f32 models use it; shipped ones are int8
    .quantize_rows = quantize_rows_wasm,
    .gemm_i8 = gemm_i8_wasm,
    .attention = attention_wasm,
    .layer_norm = layer_norm_wasm,
    .softmax = softmax_ref,  // no SIMD128 version: the engine calls softmax only inside attention
    .log_softmax = log_softmax_wasm,
    .relu = relu_wasm,
    .gelu = gelu_wasm,
    .add = add_wasm,
};
#endif

const KernelTable& active_kernels() {
  switch (active_isa()) {
#if HEED_KERNELS_AVX2
    case Isa::kAvx2:
      return kAvx2Kernels;
#endif
#if HEED_KERNELS_WASM_SIMD
    case Isa::kWasmSimd128:
      return kWasmSimd128Kernels;
#endif
    default:
      return kScalarKernels;
  }
}

}  // namespace

void gemm_f32(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias) {
  // c: (m, n) = a: (m, k) · b: (n, k)^T, all contiguous; checked once for every variant.
  HEED_CHECK(is_contiguous(c) && is_contiguous(a) && is_contiguous(b) && b.cols == a.cols &&
             c.rows == a.rows && c.cols == b.rows);
  active_kernels().gemm_f32(c, a, b, bias);
}

void quantize_rows(std::int8_t* q, float* scale, const float* x, int m, int k) {
  active_kernels().quantize_rows(q, scale, x, m, k);
}

void gemm_i8(MatrixView c, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w,
             const float* w_scale, const std::int32_t* w_row_sums, const float* bias) {
  // c: (m, n) = qa: (m, k) · w: (n, k)^T rescaled, all contiguous; checked for every variant.
  HEED_CHECK(is_contiguous(c) && is_contiguous(qa) && is_contiguous(w) && w.cols == qa.cols &&
             c.rows == qa.rows && c.cols == w.rows);
  active_kernels().gemm_i8(c, qa, a_scale, w, w_scale, w_row_sums, bias);
}

void attention(MatrixView out, MatrixView probs, ConstMatrixView q, ConstMatrixView k,
               ConstMatrixView v) {
  // Shapes checked once here, for every variant: a mismatch would read past a buffer.
  HEED_CHECK(k.cols == q.cols && v.cols == q.cols && out.cols == q.cols && v.rows == k.rows &&
             out.rows == q.rows && probs.rows == q.rows && probs.cols == k.rows);
  active_kernels().attention(out, probs, q, k, v);
}

void layer_norm(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                float eps) {
  HEED_CHECK(out.rows == x.rows && out.cols == x.cols);
  active_kernels().layer_norm(out, x, gamma, beta, eps);
}

void softmax(float* x, int m, int n) { active_kernels().softmax(x, m, n); }
void log_softmax(float* x, int m, int n) { active_kernels().log_softmax(x, m, n); }
void relu(float* x, std::size_t n) { active_kernels().relu(x, n); }
void gelu(float* x, std::size_t n) { active_kernels().gelu(x, n); }
void add(float* y, const float* x, std::size_t n) { active_kernels().add(y, x, n); }

}  // namespace heed::kernels
