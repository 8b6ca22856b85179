// y = x W^T + b over weights viewed in place in the model file, fp32 or int8.
#pragma once

#include <cstdint>
#include <vector>

namespace heed::nn {

// Scratch reused across calls so the hot path allocates only while buffers grow.
struct Workspace {
  std::vector<std::int8_t> quantized;  // (m, in) activations as int8
  std::vector<float> row_scales;       // (m)
};

// Non-owning views; exactly one of weight_f32 / weight_i8 is set.
struct LinearWeights {
  const float* weight_f32 = nullptr;       // (out, in)
  const std::int8_t* weight_i8 = nullptr;  // (out, in), w ≈ q * scale[row]
  const float* scale = nullptr;            // (out), with weight_i8
  const float* bias = nullptr;             // (out), may be null
  int out = 0;
  int in = 0;
};

class Linear {
 public:
  Linear() = default;
  // int8 weights: sums each weight row once (kernels::int8_row_sums), for gemm_i8.
  explicit Linear(const LinearWeights& weights);
  // The same with the row sums already known: (out) sums of int8 weight rows gathered from
  // another Linear's (Embedding::gather_output, once per sentence: no second pass over them).
  Linear(const LinearWeights& weights, std::vector<std::int32_t> row_sums);

  // y: (m, out) = x: (m, in) · W^T + b. int8 weights quantize x per row first (FORMAT.md).
  void forward(float* y, const float* x, int m, Workspace& ws) const;

  int out() const { return w_.out; }
  int in() const { return w_.in; }
  const LinearWeights& weights() const { return w_; }
  const std::vector<std::int32_t>& row_sums() const { return row_sums_; }  // (out), int8 only

 private:
  LinearWeights w_;
  std::vector<std::int32_t> row_sums_;  // (out), int8 weights only
};

}  // namespace heed::nn
