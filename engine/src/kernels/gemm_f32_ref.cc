// Scalar reference for the fp32 matrix product: the contract gemm_f32_avx2 must meet.
// Written for clarity, in the operation order the header states.
#include <cstddef>

#include "kernels/gemm.h"

namespace heed::kernels {

void gemm_f32_ref(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias) {
  const int m = a.rows, n = b.rows, k = a.cols;  // contiguous (dispatch checks)
  // c: (m, n), a: (m, k), b: (n, k)
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      float acc = 0.0f;
      const float* arow = a.row(i);
      const float* brow = b.row(j);
      for (int p = 0; p < k; ++p) acc += arow[p] * brow[p];
      c.row(i)[j] = acc + (bias ? bias[j] : 0.0f);
    }
  }
}

}  // namespace heed::kernels
