#include "nn/embedding.h"

#include <cmath>
#include <cstring>
#include <utility>

namespace heed::nn {

Embedding::Embedding(const EmbeddingWeights& weights) : w_(weights) {
  sqrt_d_ = std::sqrt(static_cast<float>(w_.d));
  LinearWeights out;
  out.weight_f32 = w_.table_f32;
  out.weight_i8 = w_.table_i8;
  out.scale = w_.scale;
  out.bias = w_.output_bias;
  out.out = w_.vocab;
  out.in = w_.d;
  output_ = Linear(out);
}

const float* Embedding::positional(int position) {
  const int d = w_.d;
  int rows = static_cast<int>(positions_.size() / d);
  if (position >= rows) {
    // Grow geometrically; sinusoids are computed in double then rounded, like the reference.
    int new_rows = std::max(position + 1, std::max(64, rows * 2));
    positions_.resize(static_cast<std::size_t>(new_rows) * d);
    for (int p = rows; p < new_rows; ++p) {
      float* row = positions_.data() + static_cast<std::size_t>(p) * d;
      for (int i = 0; i < d; i += 2) {
        // PE(p, 2i) = sin(p / 10000^(2i/d)), PE(p, 2i+1) = cos(...)
        double angle = p / std::pow(10000.0, static_cast<double>(i) / d);
        row[i] = static_cast<float>(std::sin(angle));
        if (i + 1 < d) row[i + 1] = static_cast<float>(std::cos(angle));
      }
    }
  }
  return positions_.data() + static_cast<std::size_t>(position) * w_.d;
}

void Embedding::add_row(float* x, int id, int position) {
  const int d = w_.d;
  const float* pe = positional(position);
  if (w_.table_i8 != nullptr) {
    // Dequantize the row: E[id] = q * scale[id].
    const std::int8_t* q = w_.table_i8 + static_cast<std::size_t>(id) * d;
    const float s = w_.scale[id];
    for (int j = 0; j < d; ++j) x[j] = static_cast<float>(q[j]) * s * sqrt_d_ + pe[j];
  } else {
    const float* e = w_.table_f32 + static_cast<std::size_t>(id) * d;
    for (int j = 0; j < d; ++j) x[j] = e[j] * sqrt_d_ + pe[j];
  }
}

void Embedding::embed(float* x, const int* ids, int n, int first_position) {
  for (int i = 0; i < n; ++i) add_row(x + static_cast<std::size_t>(i) * w_.d, ids[i], first_position + i);
}

void Embedding::embed_at(float* x, const int* ids, int n, int position) {
  for (int i = 0; i < n; ++i) add_row(x + static_cast<std::size_t>(i) * w_.d, ids[i], position);
}

void Embedding::project(float* logits, const float* x, int m, Workspace& ws) const {
  output_.forward(logits, x, m, ws);
}

void Embedding::gather_output(const std::vector<int>& rows, OutputRows* out) const {
  const std::size_t n = rows.size(), d = static_cast<std::size_t>(w_.d);
  LinearWeights lw;
  lw.out = static_cast<int>(n);
  lw.in = w_.d;
  out->bias.resize(n);
  for (std::size_t r = 0; r < n; ++r) out->bias[r] = w_.output_bias[rows[r]];
  lw.bias = out->bias.data();
  if (w_.table_i8 != nullptr) {
    out->table_i8.resize(n * d);
    out->scale.resize(n);
    std::vector<std::int32_t> row_sums(n);  // gathered, not summed again
    for (std::size_t r = 0; r < n; ++r) {
      std::memcpy(out->table_i8.data() + r * d, w_.table_i8 + static_cast<std::size_t>(rows[r]) * d, d);
      out->scale[r] = w_.scale[rows[r]];
      row_sums[r] = output_.row_sums()[rows[r]];
    }
    lw.weight_i8 = out->table_i8.data();
    lw.scale = out->scale.data();
    out->projection = Linear(lw, std::move(row_sums));
  } else {
    out->table_f32.resize(n * d);
    for (std::size_t r = 0; r < n; ++r) {
      std::memcpy(out->table_f32.data() + r * d, w_.table_f32 + static_cast<std::size_t>(rows[r]) * d,
                  d * sizeof(float));
    }
    lw.weight_f32 = out->table_f32.data();
    out->projection = Linear(lw);
  }
}

}  // namespace heed::nn
