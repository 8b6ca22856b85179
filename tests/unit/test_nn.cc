// nn: the paper's layers on small synthetic weights. Golden parity with the PyTorch reference
// lives in tests/golden; these pin the pieces: positions, int8 linear, attention wiring, cache.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <vector>

#include "nn/decoder_session.h"
#include "nn/embedding.h"
#include "nn/linear.h"
#include "nn/transformer.h"

using namespace heed::nn;

namespace {

std::vector<float> random_vector(std::size_t n, std::mt19937& rng, float scale = 0.5f) {
  std::normal_distribution<float> dist(0.f, scale);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

// Owns the storage behind a random post-norm Transformer's weight views.
struct RandomModel {
  static constexpr int kD = 16, kHeads = 4, kFf = 32, kVocab = 40;
  std::mt19937 rng{7};
  std::vector<std::vector<float>> storage;
  TransformerConfig config;
  TransformerWeights weights;

  const float* tensor(std::size_t n, float scale = 0.3f, float offset = 0.f) {
    storage.push_back(random_vector(n, rng, scale));
    for (float& x : storage.back()) x += offset;
    return storage.back().data();
  }
  LinearWeights linear(int out, int in) {
    LinearWeights w;
    w.weight_f32 = tensor(static_cast<std::size_t>(out) * in);
    w.bias = tensor(out, 0.1f);
    w.out = out;
    w.in = in;
    return w;
  }
  AttentionWeights attention() { return {linear(kD, kD), linear(kD, kD), linear(kD, kD), linear(kD, kD)}; }
  NormWeights norm() { return {tensor(kD, 0.1f, 1.f), tensor(kD, 0.1f)}; }

  RandomModel(bool pre_norm) {
    config = {kD, kHeads, kFf, pre_norm, /*gelu=*/pre_norm, 1e-5f};
    weights.embed.table_f32 = tensor(static_cast<std::size_t>(kVocab) * kD, 1.f);
    weights.embed.output_bias = tensor(kVocab, 0.1f);
    weights.embed.vocab = kVocab;
    weights.embed.d = kD;
    for (int i = 0; i < 2; ++i) {
      weights.encoder.push_back({attention(), norm(), norm(), {linear(kFf, kD), linear(kD, kFf)}});
      weights.decoder.push_back({attention(), attention(), norm(), norm(), norm(), {linear(kFf, kD), linear(kD, kFf)}});
    }
    weights.encoder_final = norm();
    weights.decoder_final = norm();
  }
};

}  // namespace

TEST_CASE("embedding adds sinusoidal positions to scaled embeddings") {
  std::vector<float> table = {1, 2, 3, 4, -1, -2, -3, -4};  // (vocab 2, d 4)
  EmbeddingWeights w;
  w.table_f32 = table.data();
  w.vocab = 2;
  w.d = 4;
  Embedding embedding(w);
  std::vector<float> x(8);
  const int ids[2] = {1, 0};
  embedding.embed(x.data(), ids, 2, 0);
  // position 0: sin(0) = 0, cos(0) = 1 on alternating dims; sqrt(4) = 2 scales the row.
  CHECK(x[0] == Approx(-2.f));
  CHECK(x[1] == Approx(-4.f + 1.f));
  CHECK(x[2] == Approx(-6.f));
  CHECK(x[3] == Approx(-8.f + 1.f));
  // position 1: dim 0 is sin(1), dim 2 is sin(1 / 10000^(2/4)) = sin(0.01).
  CHECK(x[4] == Approx(2.f + std::sin(1.0)));
  CHECK(x[5] == Approx(4.f + std::cos(1.0)));
  CHECK(x[6] == Approx(6.f + std::sin(0.01)));
  CHECK(x[7] == Approx(8.f + std::cos(0.01)));
}

TEST_CASE("int8 linear stays within the quantization error of the fp32 linear") {
  std::mt19937 rng(3);
  const int out = 24, in = 40, m = 3;
  std::vector<float> w = random_vector(static_cast<std::size_t>(out) * in, rng);
  std::vector<float> bias = random_vector(out, rng);
  std::vector<float> x = random_vector(static_cast<std::size_t>(m) * in, rng);
  // Per-row symmetric quantization, as the exporter does it.
  std::vector<std::int8_t> q(w.size());
  std::vector<float> scale(out);
  for (int r = 0; r < out; ++r) {
    float amax = 0.f;
    for (int c = 0; c < in; ++c) amax = std::max(amax, std::fabs(w[r * in + c]));
    scale[r] = amax / 127.f;
    for (int c = 0; c < in; ++c) q[r * in + c] = static_cast<std::int8_t>(std::nearbyint(w[r * in + c] / scale[r]));
  }
  LinearWeights f32{w.data(), nullptr, nullptr, bias.data(), out, in};
  LinearWeights i8{nullptr, q.data(), scale.data(), bias.data(), out, in};
  std::vector<float> y_f32(m * out), y_i8(m * out);
  Workspace ws;
  Linear(f32).forward(y_f32.data(), x.data(), m, ws);
  Linear(i8).forward(y_i8.data(), x.data(), m, ws);
  float worst = 0.f;
  for (std::size_t i = 0; i < y_f32.size(); ++i) worst = std::max(worst, std::fabs(y_f32[i] - y_i8[i]));
  INFO("largest |int8 - fp32| = " << worst);
  // Each operand is off by at most half a step (amax/254 for the 8-bit weights, amax/126 for
  // the 7-bit activations); 40 products of ~N(0, .5²) terms keep the total well under 0.1.
  CHECK(worst < 0.1f);
  CHECK(worst > 0.f);  // the int8 path really ran
}

TEST_CASE("a shortlist's gathered output rows keep their weight row sums and logits") {
  // An int8 tied table (vocab 12, d 32) and the rows a shortlist would keep.
  const int vocab = 12, d = 32;
  std::mt19937 rng(9);
  std::uniform_int_distribution<int> i8(-127, 127);
  std::vector<std::int8_t> table(static_cast<std::size_t>(vocab) * d);
  for (auto& v : table) v = static_cast<std::int8_t>(i8(rng));
  std::vector<float> scale(vocab, 0.01f), bias = random_vector(vocab, rng), x = random_vector(2 * d, rng);
  EmbeddingWeights w;
  w.table_i8 = table.data();
  w.scale = scale.data();
  w.output_bias = bias.data();
  w.vocab = vocab;
  w.d = d;
  const Embedding e(w);
  const std::vector<int> rows = {7, 2, 11};
  OutputRows out;
  e.gather_output(rows, &out);
  REQUIRE(out.projection.row_sums().size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    int sum = 0;
    for (int p = 0; p < d; ++p) sum += table[static_cast<std::size_t>(rows[r]) * d + p];
    CHECK(out.projection.row_sums()[r] == sum);
  }
  Workspace ws;
  std::vector<float> full(2 * vocab), some(2 * rows.size());
  e.project(full.data(), x.data(), 2, ws);
  out.projection.forward(some.data(), x.data(), 2, ws);
  for (int i = 0; i < 2; ++i)
    for (std::size_t r = 0; r < rows.size(); ++r) CHECK(some[i * rows.size() + r] == full[i * vocab + rows[r]]);
}

TEST_CASE("decoder steps with a KV cache are consistent across hypotheses and reorders") {
  for (bool pre_norm : {false, true}) {
    RandomModel rm(pre_norm);
    Transformer model(rm.config, rm.weights);
    std::vector<float> memory;
    model.encode(&memory, {{5, 6, 7, 2}});
    REQUIRE(memory.size() == 4u * RandomModel::kD);

    const int vocab = RandomModel::kVocab, src = 4, heads = RandomModel::kHeads;
    DecoderSession one(model, memory.data(), src, 1, 1, 8);
    one.reset(1);
    std::vector<float> lp1(vocab), att1(heads * src);
    one.step({1}, lp1.data(), att1.data());
    one.step({9}, lp1.data(), att1.data());

    // Two hypotheses that diverge at step 2, then swapped by reorder: hypothesis 0 must now
    // produce exactly what the single-hypothesis session produces for the same prefix.
    DecoderSession two(model, memory.data(), src, 1, 1, 8);
    two.reset(2);
    std::vector<float> lp2(2 * vocab), att2(2 * heads * src);
    two.step({1, 1}, lp2.data(), att2.data());
    two.step({4, 9}, lp2.data(), att2.data());
    for (int v = 0; v < vocab; ++v) REQUIRE(lp2[vocab + v] == Approx(lp1[v]).margin(1e-5));
    two.reorder({1});
    one.step({3}, lp1.data(), att1.data());
    two.step({3}, lp2.data(), att2.data());
    for (int v = 0; v < vocab; ++v) REQUIRE(lp2[v] == Approx(lp1[v]).margin(1e-5));

    // Log-probabilities normalise; attention rows are distributions over the source.
    double total = 0;
    for (float v : lp1) total += std::exp(v);
    CHECK(total == Approx(1.0).margin(1e-4));
    for (int h = 0; h < heads; ++h) {
      float row = 0;
      for (int j = 0; j < src; ++j) row += att1[h * src + j];
      CHECK(row == Approx(1.f).margin(1e-5));
    }
  }
}

TEST_CASE("random reorders keep every hypothesis's cache: each steps as its history alone") {
  // Beam search's pattern: parents repeat (one hypothesis, several children), some have none,
  // and the count grows and shrinks. reorder() moves cache slots, copying only for a parent's
  // second and later children; each hypothesis must still step exactly as a fresh session fed
  // its own tokens.
  RandomModel rm(true);
  Transformer model(rm.config, rm.weights);
  std::vector<float> memory;
  model.encode(&memory, {{5, 6, 7, 2}});
  const int vocab = RandomModel::kVocab, src = 4, heads = RandomModel::kHeads, steps = 7;
  std::mt19937 rng(21);
  for (int trial = 0; trial < 20; ++trial) {
    DecoderSession beam(model, memory.data(), src, 1, 1, steps);
    beam.reset(1);
    std::vector<std::vector<int>> histories(1);
    for (int t = 0; t < steps; ++t) {
      if (t > 0) {
        const int count = 1 + static_cast<int>(rng() % 6);
        std::vector<int> parents(static_cast<std::size_t>(count));
        for (int& p : parents) p = static_cast<int>(rng() % histories.size());
        beam.reorder(parents);
        std::vector<std::vector<int>> next;
        for (int p : parents) next.push_back(histories[static_cast<std::size_t>(p)]);
        histories = next;
      }
      std::vector<int> fed;
      for (auto& h : histories) {
        h.push_back(1 + static_cast<int>(rng() % (vocab - 1)));
        fed.push_back(h.back());
      }
      const std::size_t rows = histories.size();
      std::vector<float> lp(rows * vocab), att(rows * heads * src);
      beam.step(fed, lp.data(), att.data());
      for (std::size_t i = 0; i < rows; ++i) {
        DecoderSession alone(model, memory.data(), src, 1, 1, steps);
        alone.reset(1);
        std::vector<float> lp1(vocab), att1(heads * src);
        for (int token : histories[i]) alone.step({token}, lp1.data(), att1.data());
        for (int v = 0; v < vocab; ++v) REQUIRE(lp[i * vocab + v] == Approx(lp1[v]).margin(1e-5));
      }
    }
  }
}

TEST_CASE("a session on the model's reused buffers steps exactly as one on fresh buffers") {
  RandomModel rm(true);
  Transformer model(rm.config, rm.weights);
  std::vector<float> long_memory, short_memory;
  model.encode(&long_memory, {{5, 6, 7, 8, 9, 10, 2}});
  model.encode(&short_memory, {{5, 6, 2}});
  const int vocab = RandomModel::kVocab, heads = RandomModel::kHeads;
  // Two hypotheses over the short source, three steps and a reorder: the log-probs of the last step.
  const auto run = [&](DecoderSession& s) {
    s.reset(2);
    std::vector<float> lp(2 * vocab), att(2 * heads * 3);
    s.step({1, 1}, lp.data(), att.data());
    s.step({4, 9}, lp.data(), att.data());
    s.reorder({1, 0});
    s.step({3, 7}, lp.data(), att.data());
    return lp;
  };
  std::vector<float> fresh;
  {
    DecoderSession holder(model, long_memory.data(), 7, 0, 1, 8);  // holds the model's buffers
    DecoderSession own(model, short_memory.data(), 3, 0, 1, 8);     // so this one gets fresh ones
    fresh = run(own);
  }
  {
    // Leaves a longer source, more hypotheses and more steps in the model's buffers.
    DecoderSession dirty(model, long_memory.data(), 7, 0, 1, 12);
    dirty.reset(4);
    std::vector<float> lp(4 * vocab), att(4 * heads * 7);
    for (int t = 0; t < 10; ++t) dirty.step({1 + t, 2 + t, 3 + t, 4 + t}, lp.data(), att.data());
  }
  DecoderSession reused(model, short_memory.data(), 3, 0, 1, 8);
  CHECK(run(reused) == fresh);
}

TEST_CASE("the encoder treats packed sentences independently") {
  RandomModel rm(false);
  Transformer model(rm.config, rm.weights);
  std::vector<float> alone, packed;
  model.encode(&alone, {{8, 9, 2}});
  model.encode(&packed, {{5, 6, 7, 2}, {8, 9, 2}});
  const int d = RandomModel::kD;
  for (int i = 0; i < 3 * d; ++i) REQUIRE(packed[4 * d + i] == Approx(alone[i]).margin(1e-5));
}
