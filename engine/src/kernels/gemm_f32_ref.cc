// Scalar reference for the fp32 matrix product: the contract gemm_f32_avx2 must meet.
// Written for clarity, in the operation order the header states.
#include <cstddef>

#include "kernels/gemm.h"

namespace heed::kernels {

void gemm_f32_ref(float* c, const float* a, const float* b, const float* bias, int m, int n,
                  int k) {
  // c: (m, n), a: (m, k), b: (n, k)
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      float acc = 0.0f;
      const float* arow = a + static_cast<std::size_t>(i) * k;
      const float* brow = b + static_cast<std::size_t>(j) * k;
      for (int p = 0; p < k; ++p) acc += arow[p] * brow[p];
      c[static_cast<std::size_t>(i) * n + j] = acc + (bias ? bias[j] : 0.0f);
    }
  }
}

}  // namespace heed::kernels
