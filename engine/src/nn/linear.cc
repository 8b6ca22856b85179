#include "nn/linear.h"

#include "kernels/gemm.h"

namespace heed::nn {

void Linear::forward(float* y, const float* x, int m, Workspace& ws) const {
  if (m == 0) return;
  if (w_.weight_i8 == nullptr) {
    kernels::gemm_f32(y, x, w_.weight_f32, w_.bias, m, w_.out, w_.in);
    return;
  }
  const std::size_t need = static_cast<std::size_t>(m) * w_.in;
  if (ws.quantized.size() < need) ws.quantized.resize(need);
  if (ws.row_scales.size() < static_cast<std::size_t>(m)) ws.row_scales.resize(m);
  kernels::quantize_rows(ws.quantized.data(), ws.row_scales.data(), x, m, w_.in);
  kernels::gemm_i8(y, ws.quantized.data(), ws.row_scales.data(), w_.weight_i8, w_.scale, w_.bias,
                   m, w_.out, w_.in);
}

}  // namespace heed::nn
