// Template body of nn::residual (kept out of layers.h for readability).
#pragma once

#include "kernels/elementwise.h"

namespace heed::nn {

template <class Sublayer>
void residual(float* x, int rows, int d, bool pre_norm, const LayerNorm& norm, Scratch& s,
              Sublayer&& f) {
  const std::size_t n = static_cast<std::size_t>(rows) * d;
  float* out = s.grow(s.sublayer, n);
  if (pre_norm) {
    float* normed = s.grow(s.normed, n);
    norm.forward(normed, x, rows);
    f(out, normed);
    kernels::add(x, out, n);
  } else {
    f(out, x);
    kernels::add(x, out, n);
    norm.forward(x, x, rows);
  }
}

}  // namespace heed::nn
