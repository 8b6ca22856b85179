// Template body of nn::residual (kept out of layers.h for readability).
#pragma once

#include "kernels/elementwise.h"

namespace heed::nn {

template <class Sublayer>
void residual(MatrixView x, bool pre_norm, const LayerNorm& norm, Scratch& s, Sublayer&& f) {
  // x: (rows, d), contiguous; out, normed: (rows, d) scratch
  const std::size_t n = static_cast<std::size_t>(x.rows) * x.cols;
  float* out = s.grow(s.sublayer, n);
  if (pre_norm) {
    float* normed = s.grow(s.normed, n);
    norm.forward(normed, x.data, x.rows);
    f(out, normed);
    kernels::add(x.data, out, n);
  } else {
    f(out, x.data);
    kernels::add(x.data, out, n);
    norm.forward(x.data, x.data, x.rows);
  }
}

}  // namespace heed::nn
