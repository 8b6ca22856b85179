// Scalar references for activation quantization and the int8 matrix product: the contract the
// AVX2 and WASM SIMD128 versions must meet. Written for clarity, in the operation order the
// header states.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "kernels/gemm.h"

namespace heed::kernels {

void quantize_rows_ref(std::int8_t* q, float* scale, const float* x, int m, int k) {
  // q: (m, k), scale: (m), x: (m, k)
  for (int i = 0; i < m; ++i) {
    const float* row = x + static_cast<std::size_t>(i) * k;
    std::int8_t* qrow = q + static_cast<std::size_t>(i) * k;
    float amax = 0.0f;
    for (int p = 0; p < k; ++p) amax = std::max(amax, std::fabs(row[p]));
    if (amax == 0.0f) {
      scale[i] = 0.0f;
      std::fill(qrow, qrow + k, std::int8_t{0});
      continue;
    }
    constexpr float kMax = kActivationMax;
    scale[i] = amax / kMax;
    // FORMAT.md: multiply by 63 / amax (not divide by scale) so PyTorch gets the same bits;
    // nearbyint rounds half to even in the default rounding mode, as torch.round does.
    const float inv = kMax / amax;
    for (int p = 0; p < k; ++p) {
      const float r = std::nearbyint(row[p] * inv);
      qrow[p] = static_cast<std::int8_t>(std::clamp(r, -kMax, kMax));
    }
  }
}

void int8_row_sums(std::int32_t* w_row_sums, ConstInt8MatrixView w) {
  // w_row_sums: (n), w: (n, k). Run once per weight matrix at load; compilers vectorise it.
  for (int j = 0; j < w.rows; ++j) {
    const std::int8_t* row = w.row(j);
    std::int32_t sum = 0;
    for (int p = 0; p < w.cols; ++p) sum += row[p];
    w_row_sums[j] = sum;
  }
}

void gemm_i8_ref(MatrixView out, ConstInt8MatrixView qa, const float* a_scale, ConstInt8MatrixView w_view,
                 const float* w_scale, const std::int32_t* /*w_row_sums: no offset here*/, const float* bias) {
  // Contiguous views (dispatch checks): the loops below index rows as i * k.
  float* c = out.data;
  const std::int8_t* w = w_view.data;
  const int m = qa.rows, n = w_view.rows, k = qa.cols;
  // c: (m, n), qa: (m, k), w: (n, k)
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      std::int32_t acc = 0;
      for (int p = 0; p < k; ++p)
        acc += static_cast<std::int32_t>(qa.row(i)[p]) *
               static_cast<std::int32_t>(w[static_cast<std::size_t>(j) * k + p]);
      c[static_cast<std::size_t>(i) * n + j] =
          static_cast<float>(acc) * a_scale[i] * w_scale[j] + (bias ? bias[j] : 0.0f);
    }
  }
}

}  // namespace heed::kernels
