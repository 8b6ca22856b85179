// Token embeddings × sqrt(d_model) plus sinusoidal positions (paper §3.4, §3.5). The same
// matrix, transposed, is the output projection (weight tying, §3.4).
#pragma once

#include <cstdint>
#include <vector>

#include "nn/linear.h"

namespace heed::nn {

struct EmbeddingWeights {
  const float* table_f32 = nullptr;       // embed.weight (vocab, d)
  const std::int8_t* table_i8 = nullptr;  // embed.weight (vocab, d) int8
  const float* scale = nullptr;           // embed.weight.scale (vocab)
  const float* output_bias = nullptr;     // output.bias (vocab)
  int vocab = 0;
  int d = 0;
};

// Some rows of the tied output projection, copied contiguously (vocabulary shortlist): a GEMM
// over them reads only the candidates' weights.
struct OutputRows {
  std::vector<std::int8_t> table_i8;  // (rows, d) with int8 weights
  std::vector<float> table_f32;       // (rows, d) with f32 weights
  std::vector<float> scale, bias;     // (rows)
  Linear projection;                  // views the vectors above
};

class Embedding {
 public:
  Embedding() = default;
  explicit Embedding(const EmbeddingWeights& weights);

  // x: (n, d) = E[ids[i]] * sqrt(d) + PE[first_position + i]; ids must be < vocab.
  void embed(float* x, const int* ids, int n, int first_position);
  // Same, with an explicit position per row (decoding several hypotheses at one position).
  void embed_at(float* x, const int* ids, int n, int position);

  // logits: (m, vocab) = x: (m, d) · E^T + output_bias.
  void project(float* logits, const float* x, int m, Workspace& ws) const;
  // out->projection computes logits: (m, rows.size()) over only those vocabulary rows.
  void gather_output(const std::vector<int>& rows, OutputRows* out) const;

  int vocab() const { return w_.vocab; }
  int d() const { return w_.d; }

 private:
  void add_row(float* x, int id, int position);
  const float* positional(int position);  // (d) row of the sinusoid table, grown on demand

  EmbeddingWeights w_;
  Linear output_;                 // tied projection: the table as a (vocab, d) weight
  float sqrt_d_ = 1.f;
  std::vector<float> positions_;  // (rows, d) cached sinusoids
};

}  // namespace heed::nn
