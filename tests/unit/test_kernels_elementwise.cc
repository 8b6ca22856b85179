// Row-wise and element-wise kernels and fused attention: references against hand-computed
// values, optimised variants against the references (largest differences are printed).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include <catch2/catch.hpp>

#include "kernels/attention.h"
#include "kernels/elementwise.h"
#include "kernels/isa.h"

namespace hk = heed::kernels;

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();

struct BestIsa {
  BestIsa() {
    hk::force_isa(hk::Isa::kAvx2);
    if (hk::active_isa() == hk::Isa::kScalar)
      WARN("no optimised kernels on this machine: comparing the scalar path with itself");
  }
};

std::vector<float> random_floats(std::mt19937& rng, std::size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

// Largest |a - b| / (|b| + floor) over two equal-length arrays; infinities must match exactly.
double worst_rel(const std::vector<float>& a, const std::vector<float>& b, double floor) {
  double worst = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::isinf(b[i]) || std::isinf(a[i])) {
      if (a[i] != b[i]) return kInf;
      continue;
    }
    worst = std::max(worst, std::fabs(double(a[i]) - b[i]) / (std::fabs(double(b[i])) + floor));
  }
  return worst;
}

const int kLengths[] = {1, 3, 7, 8, 9, 16, 17, 31, 33, 100, 256, 1000, 1024};

}  // namespace

TEST_CASE("softmax_ref: a 2x3 example and an all -inf row", "[kernels][elementwise]") {
  float x[] = {1.0f, 2.0f, 3.0f, 0.0f, 0.0f, -kInf};
  hk::softmax_ref(x, 2, 3);
  const double z = std::exp(1.0) + std::exp(2.0) + std::exp(3.0);
  CHECK(x[0] == Approx(std::exp(1.0) / z).epsilon(1e-6));
  CHECK(x[1] == Approx(std::exp(2.0) / z).epsilon(1e-6));
  CHECK(x[2] == Approx(std::exp(3.0) / z).epsilon(1e-6));
  CHECK(x[3] == 0.5f);
  CHECK(x[4] == 0.5f);
  CHECK(x[5] == 0.0f);
  float dead[] = {-kInf, -kInf, -kInf};
  hk::softmax_ref(dead, 1, 3);
  CHECK((dead[0] == 0.0f && dead[1] == 0.0f && dead[2] == 0.0f));
  float dead2[] = {-kInf, -kInf, -kInf};
  BestIsa isa;
  hk::softmax(dead2, 1, 3);
  CHECK((dead2[0] == 0.0f && dead2[1] == 0.0f && dead2[2] == 0.0f));
}

TEST_CASE("log_softmax_ref: log of the softmax", "[kernels][elementwise]") {
  float x[] = {1.0f, 2.0f, 3.0f};
  hk::log_softmax_ref(x, 1, 3);
  const double lz = std::log(std::exp(1.0) + std::exp(2.0) + std::exp(3.0));
  CHECK(x[0] == Approx(1.0 - lz).epsilon(1e-6));
  CHECK(x[2] == Approx(3.0 - lz).epsilon(1e-6));
}

TEST_CASE("layer_norm_ref: a known row", "[kernels][elementwise]") {
  // mean 2.5, biased variance 1.25
  const float x[] = {1.0f, 2.0f, 3.0f, 4.0f};
  const float gamma[] = {1.0f, 1.0f, 2.0f, 1.0f};
  const float beta[] = {0.0f, 0.0f, 0.0f, 1.0f};
  float out[4];
  hk::layer_norm_ref(heed::contiguous_view(out, 1, 4), heed::contiguous_view(x, 1, 4), gamma, beta,
                     1e-5f);
  const double r = 1.0 / std::sqrt(1.25 + 1e-5);
  CHECK(out[0] == Approx(-1.5 * r).epsilon(1e-6));
  CHECK(out[1] == Approx(-0.5 * r).epsilon(1e-6));
  CHECK(out[2] == Approx(2 * 0.5 * r).epsilon(1e-6));
  CHECK(out[3] == Approx(1.5 * r + 1).epsilon(1e-6));
}

TEST_CASE("activations and add: hand-computed values", "[kernels][elementwise]") {
  float g[] = {1.0f, 0.0f, -1.0f, 3.0f};
  hk::gelu_ref(g, 4);
  // 1e-6 relative is a few float ulps: libm's erfc may differ by an ulp on another CPU (glibc
  // picks FMA variants at run time), which can flip the rounding to float; the reference
  // promises accuracy, not bits.
  CHECK(g[0] == Approx(0.8413447460685429).epsilon(1e-6));
  CHECK(g[1] == 0.0f);
  CHECK(g[2] == Approx(-0.15865525393145707).epsilon(1e-6));
  CHECK(g[3] == Approx(2.9959502).epsilon(1e-6));
  float r[] = {-1.0f, 0.0f, 2.0f};
  hk::relu_ref(r, 3);
  CHECK((r[0] == 0.0f && r[1] == 0.0f && r[2] == 2.0f));
  float y[] = {1.0f, 2.0f};
  const float x[] = {0.5f, -2.0f};
  hk::add_ref(y, x, 2);
  CHECK((y[0] == 1.5f && y[1] == 0.0f));
}

TEST_CASE("element-wise kernels match their references", "[kernels][elementwise]") {
  BestIsa isa;
  std::mt19937 rng(3);
  double w_gelu = 0, w_gelu_abs = 0;
  for (int n : kLengths) {
    auto x = random_floats(rng, n, -12.0f, 12.0f);
    auto a = x, b = x;
    hk::gelu(a.data(), n);
    hk::gelu_ref(b.data(), n);
    // Relative to the value, with an absolute floor far below what int8 activations resolve.
    // (Deep in the negative tail, |gelu| < 1e-6, the float rounding of x^2 inside exp(-x^2/2)
    // makes the relative error grow to ~1e-5 while the absolute error stays < 1e-11.)
    for (std::size_t i = 0; i < a.size(); ++i) {
      const double diff = std::fabs(double(a[i]) - b[i]);
      if (std::fabs(b[i]) > 1e-6) w_gelu = std::max(w_gelu, diff / std::fabs(b[i]));
      w_gelu_abs = std::max(w_gelu_abs, diff);
      REQUIRE(diff <= 2e-6 * std::fabs(b[i]) + 1e-12);
    }
    a = x, b = x;
    hk::relu(a.data(), n);
    hk::relu_ref(b.data(), n);
    CHECK(a == b);
    const auto y = random_floats(rng, n, -1.0f, 1.0f);
    a = x, b = x;
    hk::add(a.data(), y.data(), n);
    hk::add_ref(b.data(), y.data(), n);
    CHECK(a == b);
  }
  std::printf("gelu (%s) vs ref: largest relative diff %.3g where |gelu| > 1e-6, largest "
              "absolute diff %.3g; relu, add identical\n",
              hk::isa_name(hk::active_isa()), w_gelu, w_gelu_abs);
}

TEST_CASE("row kernels match their references", "[kernels][elementwise]") {
  BestIsa isa;
  std::mt19937 rng(5);
  double w_ln = 0, w_sm = 0, w_lsm = 0;
  for (int n : kLengths) {
    for (int m : {1, 3}) {
      const std::size_t size = static_cast<std::size_t>(m) * n;
      auto x = random_floats(rng, size, -4.0f, 6.0f);
      const auto gamma = random_floats(rng, n, 0.5f, 1.5f);
      const auto beta = random_floats(rng, n, -0.5f, 0.5f);
      std::vector<float> a(size), b(size);
      hk::layer_norm(heed::contiguous_view(a.data(), m, n), heed::contiguous_view(x.data(), m, n),
                     gamma.data(), beta.data(), 1e-5f);
      hk::layer_norm_ref(heed::contiguous_view(b.data(), m, n),
                         heed::contiguous_view(x.data(), m, n), gamma.data(), beta.data(), 1e-5f);
      // Normalised outputs are O(1): compare relative to max(|value|, 1).
      w_ln = std::max(w_ln, worst_rel(a, b, 1.0));

      if (n > 2) x[1] = -kInf;  // masked entries must come out as exactly 0 / -inf
      a = x, b = x;
      hk::softmax(a.data(), m, n);
      hk::softmax_ref(b.data(), m, n);
      w_sm = std::max(w_sm, worst_rel(a, b, 1e-30));
      a = x, b = x;
      hk::log_softmax(a.data(), m, n);
      hk::log_softmax_ref(b.data(), m, n);
      w_lsm = std::max(w_lsm, worst_rel(a, b, 1.0));
    }
  }
  CHECK(w_ln <= 1e-5);
  CHECK(w_sm <= 1e-5);
  CHECK(w_lsm <= 1e-5);
  std::printf("layer_norm / softmax / log_softmax (%s) vs ref: largest relative diff %.3g / "
              "%.3g / %.3g\n", hk::isa_name(hk::active_isa()), w_ln, w_sm, w_lsm);
}

TEST_CASE("attention_ref: hand-computed weights", "[kernels][attention]") {
  // dh = 1, scale 1: q = (1, 1), k = (0, ln 3), v = (2, 6). Every query sees every key.
  const float q[] = {1.0f, 1.0f};
  const float k[] = {0.0f, std::log(3.0f)};
  const float v[] = {2.0f, 6.0f};
  float out[2], probs[4];
  hk::attention_ref(heed::contiguous_view(out, 2, 1), heed::contiguous_view(probs, 2, 2),
                    heed::contiguous_view(q, 2, 1), heed::contiguous_view(k, 2, 1),
                    heed::contiguous_view(v, 2, 1));
  for (int i = 0; i < 2; ++i) {
    CHECK(probs[2 * i] == Approx(0.25));  // e^0 : e^ln3 = 1 : 3
    CHECK(probs[2 * i + 1] == Approx(0.75));
    CHECK(out[i] == Approx(0.25 * 2 + 0.75 * 6));
  }
}

TEST_CASE("attention matches the reference", "[kernels][attention]") {
  BestIsa isa;
  std::mt19937 rng(9);
  struct Case {
    int tq, tk, dh;
  };
  const Case cases[] = {{1, 1, 32},  {1, 50, 32}, {1, 100, 32}, {50, 50, 32}, {7, 13, 32},
                        {3, 17, 1},  {5, 9, 7},   {4, 6, 33},   {1, 5, 64},   {9, 31, 48},
                        {12, 8, 16}, {2, 2, 8}};
  double w_out = 0, w_probs = 0;
  for (const Case& cs : cases) {
    // Strided views, as heads sit side by side inside (t, d_model) rows.
    const int stride = cs.dh + 3;
    const auto q = random_floats(rng, static_cast<std::size_t>(cs.tq) * stride, -2.0f, 2.0f);
    const auto k = random_floats(rng, static_cast<std::size_t>(cs.tk) * stride, -2.0f, 2.0f);
    const auto v = random_floats(rng, static_cast<std::size_t>(cs.tk) * stride, -2.0f, 2.0f);
    std::vector<float> out(static_cast<std::size_t>(cs.tq) * stride, 0.0f), out_ref = out;
    std::vector<float> probs(static_cast<std::size_t>(cs.tq) * cs.tk), probs_ref(probs.size());
    const heed::ConstMatrixView qv{q.data(), cs.tq, cs.dh, stride};
    const heed::ConstMatrixView kv{k.data(), cs.tk, cs.dh, stride};
    const heed::ConstMatrixView vv{v.data(), cs.tk, cs.dh, stride};
    hk::attention({out.data(), cs.tq, cs.dh, stride}, heed::contiguous_view(probs.data(), cs.tq, cs.tk),
                  qv, kv, vv);
    hk::attention_ref({out_ref.data(), cs.tq, cs.dh, stride},
                      heed::contiguous_view(probs_ref.data(), cs.tq, cs.tk), qv, kv, vv);
    w_out = std::max(w_out, worst_rel(out, out_ref, 1.0));
    w_probs = std::max(w_probs, worst_rel(probs, probs_ref, 1e-30));
  }
  CHECK(w_out <= 1e-5);
  CHECK(w_probs <= 1e-5);
  std::printf("attention (%s) vs ref: largest relative diff out %.3g, probs %.3g\n",
              hk::isa_name(hk::active_isa()), w_out, w_probs);
}
