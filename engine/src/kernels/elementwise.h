// Row-wise and element-wise kernels: layer norm, softmax, activations, residual add.
#pragma once
#include <cstddef>

#include "core/matrix_view.h"

namespace heed::kernels {

// out: (m, d) = (x - mean) / sqrt(var + eps) * gamma + beta, per row; out may alias x.
void layer_norm(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                float eps);
void layer_norm_ref(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                    float eps);

// x: (m, n) in place, per row. A row of all -inf becomes all zeros (nothing to attend to).
void softmax(float* x, int m, int n);
void softmax_ref(float* x, int m, int n);
// x: (m, n) in place: log of softmax, computed stably (max subtracted).
void log_softmax(float* x, int m, int n);
void log_softmax_ref(float* x, int m, int n);

// In place over n values. gelu is the exact erf form: 0.5 x (1 + erf(x / sqrt 2)).
void relu(float* x, std::size_t n);
void relu_ref(float* x, std::size_t n);
void gelu(float* x, std::size_t n);
void gelu_ref(float* x, std::size_t n);

// y += x over n values (residual connections).
void add(float* y, const float* x, std::size_t n);
void add_ref(float* y, const float* x, std::size_t n);

}  // namespace heed::kernels
