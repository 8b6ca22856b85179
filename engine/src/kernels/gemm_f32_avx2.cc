// fp32 GEMM through Eigen, compiled with AVX2+FMA. This is the build's only translation unit
// that instantiates Eigen's product kernels: two units built with different ISA flags would
// emit same-named template instances with different code, and the linker would keep one.
#include <Eigen/Core>

#include "kernels/isa_kernels.h"

namespace heed::kernels {

void gemm_f32_avx2(MatrixView c, ConstMatrixView a, ConstMatrixView b, const float* bias) {
  const int m = a.rows, n = b.rows, k = a.cols;  // contiguous (dispatch checks)
  using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  // c: (m, n) = a: (m, k) · b: (n, k)^T; Eigen picks a GEMV path itself when m == 1.
  Eigen::Map<const Matrix> am(a.data, m, k);
  Eigen::Map<const Matrix> bm(b.data, n, k);
  Eigen::Map<Matrix> cm(c.data, m, n);
  if (k == 0) {
    cm.setZero();
  } else {
    cm.noalias() = am * bm.transpose();
  }
  if (bias) cm.rowwise() += Eigen::Map<const Eigen::RowVectorXf>(bias, n);
}

}  // namespace heed::kernels
