// Scalar references for the row-wise and element-wise kernels. Statistics are accumulated in
// double so the reference is the accurate side of every comparison.
#include <algorithm>
#include <cmath>
#include <limits>

#include "kernels/elementwise.h"

namespace heed::kernels {

void layer_norm_ref(MatrixView out, ConstMatrixView x, const float* gamma, const float* beta,
                    float eps) {
  const int m = x.rows, d = x.cols;
  // out, x: (m, d); gamma, beta: (d)
  for (int i = 0; i < m; ++i) {
    const float* row = x.row(i);
    float* orow = out.row(i);
    double sum = 0.0;
    for (int j = 0; j < d; ++j) sum += row[j];
    const double mean = sum / d;
    double sq = 0.0;
    for (int j = 0; j < d; ++j) sq += (row[j] - mean) * (row[j] - mean);
    // Biased variance, as torch.nn.LayerNorm.
    const float rstd = static_cast<float>(1.0 / std::sqrt(sq / d + eps));
    const float fmean = static_cast<float>(mean);
    for (int j = 0; j < d; ++j) orow[j] = (row[j] - fmean) * rstd * gamma[j] + beta[j];
  }
}

void softmax_ref(float* x, int m, int n) {
  // x: (m, n)
  for (int i = 0; i < m; ++i) {
    float* row = x + static_cast<std::size_t>(i) * n;
    const float max = n > 0 ? *std::max_element(row, row + n)
                            : -std::numeric_limits<float>::infinity();
    if (max == -std::numeric_limits<float>::infinity()) {
      std::fill(row, row + n, 0.0f);  // nothing visible: attend to nothing
      continue;
    }
    double sum = 0.0;
    for (int j = 0; j < n; ++j) {
      row[j] = std::exp(row[j] - max);
      sum += row[j];
    }
    const float inv = static_cast<float>(1.0 / sum);
    for (int j = 0; j < n; ++j) row[j] *= inv;
  }
}

void log_softmax_ref(float* x, int m, int n) {
  // x: (m, n)
  for (int i = 0; i < m; ++i) {
    float* row = x + static_cast<std::size_t>(i) * n;
    if (n == 0) continue;
    const float max = *std::max_element(row, row + n);
    // All -inf: every log-probability is -inf (x - max would be NaN).
    if (max == -std::numeric_limits<float>::infinity()) continue;
    double sum = 0.0;
    for (int j = 0; j < n; ++j) sum += std::exp(static_cast<double>(row[j] - max));
    const float log_sum = static_cast<float>(std::log(sum));
    for (int j = 0; j < n; ++j) row[j] = row[j] - max - log_sum;
  }
}

void relu_ref(float* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}

void gelu_ref(float* x, std::size_t n) {
  // 0.5 x (1 + erf(x / sqrt 2)) written as 0.5 x erfc(-x / sqrt 2): the same function, but
  // without the cancellation of 1 + erf for negative x; double keeps it the accurate side.
  for (std::size_t i = 0; i < n; ++i) {
    const double v = x[i];
    x[i] = static_cast<float>(0.5 * v * std::erfc(-v * 0.70710678118654752440));
  }
}

void add_ref(float* y, const float* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] += x[i];
}

}  // namespace heed::kernels
