// The public kernels: each forwards to the variant of the active ISA, or to its scalar
// reference when this build or CPU has no faster one. A new ISA adds one line per kernel here.
#include "kernels/attention.h"
#include "kernels/elementwise.h"
#include "kernels/gemm.h"
#include "kernels/isa.h"
#include "kernels/isa_kernels.h"

namespace heed::kernels {

#if HEED_KERNELS_AVX2
#define HEED_DISPATCH(name, ...)                                          \
  do {                                                                    \
    if (active_isa() == Isa::kAvx2) return name##_avx2(__VA_ARGS__);      \
    return name##_ref(__VA_ARGS__);                                       \
  } while (0)
#else
#define HEED_DISPATCH(name, ...) return name##_ref(__VA_ARGS__)
#endif

void gemm_f32(float* c, const float* a, const float* b, const float* bias, int m, int n, int k) {
  HEED_DISPATCH(gemm_f32, c, a, b, bias, m, n, k);
}

void quantize_rows(std::int8_t* q, float* scale, const float* x, int m, int k) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return quantize_rows_wasm(q, scale, x, m, k);
#endif
  HEED_DISPATCH(quantize_rows, q, scale, x, m, k);
}

void gemm_i8(float* c, const std::int8_t* qa, const float* a_scale, const std::int8_t* w,
             const float* w_scale, const float* bias, int m, int n, int k) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return gemm_i8_wasm(c, qa, a_scale, w, w_scale, bias, m, n, k);
#endif
  HEED_DISPATCH(gemm_i8, c, qa, a_scale, w, w_scale, bias, m, n, k);
}

void attention(float* out, float* probs, const float* q, const float* k, const float* v, int tq,
               int tk, int dh, int q_stride, int kv_stride, int out_stride, bool causal) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128 && dh % 4 == 0)
    return attention_wasm(out, probs, q, k, v, tq, tk, dh, q_stride, kv_stride, out_stride, causal);
#endif
  HEED_DISPATCH(attention, out, probs, q, k, v, tq, tk, dh, q_stride, kv_stride, out_stride,
                causal);
}

void layer_norm(float* out, const float* x, const float* gamma, const float* beta, int m, int d,
                float eps) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return layer_norm_wasm(out, x, gamma, beta, m, d, eps);
#endif
  HEED_DISPATCH(layer_norm, out, x, gamma, beta, m, d, eps);
}

void softmax(float* x, int m, int n) { HEED_DISPATCH(softmax, x, m, n); }
void log_softmax(float* x, int m, int n) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return log_softmax_wasm(x, m, n);
#endif
  HEED_DISPATCH(log_softmax, x, m, n);
}
void relu(float* x, std::size_t n) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return relu_wasm(x, n);
#endif
  HEED_DISPATCH(relu, x, n);
}
void gelu(float* x, std::size_t n) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return gelu_wasm(x, n);
#endif
  HEED_DISPATCH(gelu, x, n);
}
void add(float* y, const float* x, std::size_t n) {
#if HEED_KERNELS_WASM_SIMD
  if (active_isa() == Isa::kWasmSimd128) return add_wasm(y, x, n);
#endif
  HEED_DISPATCH(add, y, x, n);
}

}  // namespace heed::kernels
