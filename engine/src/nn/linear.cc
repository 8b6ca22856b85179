#include "nn/linear.h"

#include <utility>

#include "core/check.h"
#include "kernels/gemm.h"

namespace heed::nn {

Linear::Linear(const LinearWeights& weights) : w_(weights) {
  if (w_.weight_i8 == nullptr) return;
  row_sums_.resize(static_cast<std::size_t>(w_.out));
  kernels::int8_row_sums(row_sums_.data(), contiguous_view(w_.weight_i8, w_.out, w_.in));
}

Linear::Linear(const LinearWeights& weights, std::vector<std::int32_t> row_sums)
    : w_(weights), row_sums_(std::move(row_sums)) {
  HEED_CHECK(w_.weight_i8 != nullptr && row_sums_.size() == static_cast<std::size_t>(w_.out));
}

void Linear::forward(float* y, const float* x, int m, Workspace& ws) const {
  if (m == 0) return;
  if (w_.weight_i8 == nullptr) {
    // y: (m, out) = x: (m, in) · W: (out, in)^T + b
    kernels::gemm_f32(contiguous_view(y, m, w_.out), contiguous_view(x, m, w_.in),
                      contiguous_view(w_.weight_f32, w_.out, w_.in), w_.bias);
    return;
  }
  const std::size_t need = static_cast<std::size_t>(m) * w_.in;
  if (ws.quantized.size() < need) ws.quantized.resize(need);
  if (ws.row_scales.size() < static_cast<std::size_t>(m)) ws.row_scales.resize(m);
  kernels::quantize_rows(ws.quantized.data(), ws.row_scales.data(), x, m, w_.in);
  // y: (m, out) = (quantized x: (m, in) * row scales) · (W: (out, in) * W scales)^T + b
  const std::int8_t* quantized = ws.quantized.data();
  kernels::gemm_i8(contiguous_view(y, m, w_.out), contiguous_view(quantized, m, w_.in),
                   ws.row_scales.data(), contiguous_view(w_.weight_i8, w_.out, w_.in), w_.scale,
                   row_sums_.data(), w_.bias);
}

}  // namespace heed::nn
