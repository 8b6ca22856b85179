// GEMM kernels: the scalar references against hand-computed values, and every optimised
// variant against its reference over awkward shapes (the largest difference is printed).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include <catch2/catch.hpp>

#include "kernels/gemm.h"
#include "kernels/isa.h"

namespace hk = heed::kernels;

namespace {

// Pins the best ISA for one scope, restoring the automatic choice afterwards.
struct BestIsa {
  BestIsa() {
    hk::force_isa(hk::Isa::kAvx2);
    if (hk::active_isa() == hk::Isa::kScalar)
      WARN("no optimised kernels on this machine: comparing the scalar path with itself");
  }
  ~BestIsa() { hk::force_isa(hk::Isa::kAvx2); }
};

std::vector<float> random_floats(std::mt19937& rng, std::size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

std::vector<std::int8_t> random_i8(std::mt19937& rng, std::size_t n) {
  std::uniform_int_distribution<int> dist(-127, 127);
  std::vector<std::int8_t> v(n);
  for (auto& x : v) x = static_cast<std::int8_t>(dist(rng));
  return v;
}

struct Shape {
  int m, n, k;
};

// Awkward sizes around every block and chunk boundary, plus the model's real shapes.
const Shape kShapes[] = {{1, 1, 1},    {1, 17, 31},   {1, 17, 33},   {1, 16, 32},  {1, 9, 1000},
                         {7, 17, 33},  {7, 1, 31},    {2, 8, 64},    {3, 5, 7},    {8, 13, 1000},
                         {1, 1000, 256}, {4, 333, 256}, {1, 256, 1024}, {33, 64, 256},
                         {5, 4, 32},   {1, 3, 95},    {6, 12, 257}};

}  // namespace

TEST_CASE("gemm_f32_ref: small hand-computed product with bias", "[kernels][gemm]") {
  const float a[] = {1, 2, 3, 4, 5, 6};       // (2, 3)
  const float b[] = {1, 0, -1, 2, 1, 0.5f};  // (2, 3) = [out, in]
  const float bias[] = {10, -1};
  float c[4];
  hk::gemm_f32_ref(heed::contiguous_view(c, 2, 2), heed::contiguous_view(a, 2, 3),
                   heed::contiguous_view(b, 2, 3), bias);
  CHECK(c[0] == 1 - 3 + 10.0f);
  CHECK(c[1] == 2 + 2 + 1.5f - 1);
  CHECK(c[2] == 4 - 6 + 10.0f);
  CHECK(c[3] == 8 + 5 + 3 - 1.0f);
}

TEST_CASE("gemm_i8_ref: hand-computed int8 product and rescale", "[kernels][gemm]") {
  const std::int8_t qa[] = {1, -2, 127};                  // (1, 3)
  const std::int8_t w[] = {3, 4, 1, -127, -127, -127};  // (2, 3)
  const float a_scale[] = {0.5f};
  const float w_scale[] = {2.0f, 0.25f};
  const float bias[] = {1.0f, 0.0f};
  float c[2];
  hk::gemm_i8_ref(heed::contiguous_view(c, 1, 2), heed::contiguous_view(qa, 1, 3), a_scale,
                  heed::contiguous_view(w, 2, 3), w_scale, nullptr, bias);
  CHECK(c[0] == (3 - 8 + 127) * 0.5f * 2.0f + 1.0f);
  CHECK(c[1] == (-127 + 254 - 127 * 127) * 0.5f * 0.25f);
}

TEST_CASE("int8_row_sums: the sum of each weight row", "[kernels][gemm]") {
  std::vector<std::int8_t> w = {3, 4, 1, -127, -127, -127, 127, 127, 127};  // (3, 3)
  w.resize(3 * 40, std::int8_t{-128});  // and rows long enough for a vectorised loop
  std::int32_t sums[40];
  hk::int8_row_sums(sums, heed::contiguous_view(w.data(), 40, 3));
  CHECK(sums[0] == 8);
  CHECK(sums[1] == -381);
  CHECK(sums[2] == 381);
  CHECK(sums[39] == -384);
  hk::int8_row_sums(sums, heed::contiguous_view(w.data(), 3, 40));
  CHECK(sums[0] == 8 - 381 + 381 - 128 * 31);
  CHECK(sums[2] == -128 * 40);
}

TEST_CASE("quantize_rows_ref: amax scaling, half-to-even rounding, zero rows", "[kernels][gemm]") {
  // Activations get 7 bits: amax = 63 makes 63 / amax exactly 1, so the products are the
  // inputs themselves.
  const float x[] = {63.0f, 0.5f, 1.5f, -2.5f, -0.5f, 3.49f,  // ties go to even
                     0.0f,   0.0f, 0.0f, 0.0f,  0.0f,  0.0f};
  std::int8_t q[12];
  float scale[2];
  hk::quantize_rows_ref(q, scale, x, 2, 6);
  const std::int8_t expect[] = {63, 0, 2, -2, 0, 3};
  for (int i = 0; i < 6; ++i) CHECK(q[i] == expect[i]);
  CHECK(scale[0] == 1.0f);
  CHECK(scale[1] == 0.0f);
  for (int i = 6; i < 12; ++i) CHECK(q[i] == 0);
  // A negative maximum maps to -63.
  const float y[] = {-4.0f, 2.0f, 1.0f};
  hk::quantize_rows_ref(q, scale, y, 1, 3);
  CHECK(q[0] == -63);
  CHECK(q[1] == static_cast<std::int8_t>(std::nearbyint(2.0f * (63.0f / 4.0f))));  // 31.5 -> 32
  CHECK(q[1] == 32);
  CHECK(q[2] == 16);  // 15.75
  CHECK(scale[0] == 4.0f / 63.0f);
}

TEST_CASE("quantize_rows matches the reference byte for byte", "[kernels][gemm]") {
  BestIsa isa;
  std::mt19937 rng(7);
  const int ks[] = {1, 7, 8, 31, 32, 33, 100, 256, 1000, 1024};
  for (int k : ks) {
    for (int m : {1, 3, 7}) {
      auto x = random_floats(rng, static_cast<std::size_t>(m) * k, -3.0f, 3.0f);
      // Exact ties after scaling: the row maximum 63 gives a factor of exactly 1.
      if (k >= 4) {
        x[0] = 63.0f;
        x[1] = 2.5f;
        x[2] = -3.5f;
        x[3] = 0.5f;
      }
      if (m > 1) std::fill(x.begin() + k, x.begin() + 2 * k, 0.0f);  // a zero row
      std::vector<std::int8_t> q(x.size()), q_ref(x.size());
      std::vector<float> s(m), s_ref(m);
      hk::quantize_rows(q.data(), s.data(), x.data(), m, k);
      hk::quantize_rows_ref(q_ref.data(), s_ref.data(), x.data(), m, k);
      INFO("m=" << m << " k=" << k);
      CHECK(q == q_ref);
      CHECK(s == s_ref);
    }
  }
}

TEST_CASE("gemm_i8 matches the reference", "[kernels][gemm]") {
  BestIsa isa;
  std::mt19937 rng(11);
  double worst_rel = 0.0;
  for (const Shape& sh : kShapes) {
    const auto a = random_i8(rng, static_cast<std::size_t>(sh.m) * sh.k);
    const auto w = random_i8(rng, static_cast<std::size_t>(sh.n) * sh.k);
    std::vector<std::int32_t> row_sums(sh.n);
    hk::int8_row_sums(row_sums.data(), heed::contiguous_view(w.data(), sh.n, sh.k));
    INFO("m=" << sh.m << " n=" << sh.n << " k=" << sh.k);
    std::vector<float> c(static_cast<std::size_t>(sh.m) * sh.n), c_ref(c.size());

    // Unit scales and no bias expose the int32 sums themselves (exact in float below 2^24,
    // and 127 * 127 * 1024 < 2^24): these must be identical.
    const std::vector<float> ones_m(sh.m, 1.0f), ones_n(sh.n, 1.0f);
    hk::gemm_i8(heed::contiguous_view(c.data(), sh.m, sh.n),
                heed::contiguous_view(a.data(), sh.m, sh.k), ones_m.data(),
                heed::contiguous_view(w.data(), sh.n, sh.k), ones_n.data(), row_sums.data(), nullptr);
    hk::gemm_i8_ref(heed::contiguous_view(c_ref.data(), sh.m, sh.n),
                    heed::contiguous_view(a.data(), sh.m, sh.k), ones_m.data(),
                    heed::contiguous_view(w.data(), sh.n, sh.k), ones_n.data(), row_sums.data(), nullptr);
    CHECK(c == c_ref);

    // Real scales and bias: only the float rescale may round differently.
    const auto a_scale = random_floats(rng, sh.m, 1e-3f, 1e-1f);
    const auto w_scale = random_floats(rng, sh.n, 1e-3f, 1e-1f);
    const auto bias = random_floats(rng, sh.n, -1.0f, 1.0f);
    hk::gemm_i8(heed::contiguous_view(c.data(), sh.m, sh.n),
                heed::contiguous_view(a.data(), sh.m, sh.k), a_scale.data(),
                heed::contiguous_view(w.data(), sh.n, sh.k), w_scale.data(), row_sums.data(), bias.data());
    hk::gemm_i8_ref(heed::contiguous_view(c_ref.data(), sh.m, sh.n),
                    heed::contiguous_view(a.data(), sh.m, sh.k), a_scale.data(),
                    heed::contiguous_view(w.data(), sh.n, sh.k), w_scale.data(), row_sums.data(), bias.data());
    for (std::size_t i = 0; i < c.size(); ++i) {
      const double diff = std::fabs(double(c[i]) - c_ref[i]);
      worst_rel = std::max(worst_rel, diff / (std::fabs(c_ref[i]) + 1e-30));
      REQUIRE(diff <= 1e-6 * std::fabs(c_ref[i]) + 1e-7);
    }
  }
  std::printf("gemm_i8 (%s) vs ref: int32 sums identical, largest relative diff %.3g\n",
              hk::isa_name(hk::active_isa()), worst_rel);
}

TEST_CASE("gemm_f32 matches the reference", "[kernels][gemm]") {
  BestIsa isa;
  std::mt19937 rng(13);
  double worst = 0.0;
  for (const Shape& sh : kShapes) {
    const auto a = random_floats(rng, static_cast<std::size_t>(sh.m) * sh.k, -1.0f, 1.0f);
    const auto b = random_floats(rng, static_cast<std::size_t>(sh.n) * sh.k, -1.0f, 1.0f);
    const auto bias = random_floats(rng, sh.n, -1.0f, 1.0f);
    std::vector<float> c(static_cast<std::size_t>(sh.m) * sh.n), c_ref(c.size());
    for (const float* bp : {bias.data(), static_cast<const float*>(nullptr)}) {
      hk::gemm_f32(heed::contiguous_view(c.data(), sh.m, sh.n),
                   heed::contiguous_view(a.data(), sh.m, sh.k),
                   heed::contiguous_view(b.data(), sh.n, sh.k), bp);
      hk::gemm_f32_ref(heed::contiguous_view(c_ref.data(), sh.m, sh.n),
                       heed::contiguous_view(a.data(), sh.m, sh.k),
                       heed::contiguous_view(b.data(), sh.n, sh.k), bp);
      INFO("m=" << sh.m << " n=" << sh.n << " k=" << sh.k);
      for (std::size_t i = 0; i < c.size(); ++i) {
        // Sums of k products in different orders: bound by k ulps of the magnitudes summed.
        const double diff = std::fabs(double(c[i]) - c_ref[i]);
        const double bound = 1e-5 * (std::sqrt(double(sh.k)) + 1.0);
        worst = std::max(worst, diff);
        REQUIRE(diff <= bound);
      }
    }
  }
  std::printf("gemm_f32 (%s) vs ref: largest absolute diff %.3g (inputs in [-1, 1])\n",
              hk::isa_name(hk::active_isa()), worst);
}
