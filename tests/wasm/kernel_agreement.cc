// WASM SIMD128 kernels against their scalar references, run under Node on the wasm build
// (`npm run test:wasm-kernels`). Integer GEMM sums are exact, so outputs must be bit-identical;
// the largest difference is printed all the same.
// Built twice: as heed_kernel_agreement.cjs (the unpatched module, as heed.wasm: its relaxed-dot
// patch sites must be found inexact and never used) and, with HEED_RELAXED_AGREEMENT, as
// heed_kernel_agreement_relaxed.cjs, patched by scripts/relax_wasm.mjs as heed-relaxed.wasm is:
// there every gemm_i8 below runs on the relaxed int8 dot product (Node 20 lowers it to
// pmaddubsw; run with --experimental-wasm-relaxed-simd --no-liftoff, as Node 20's baseline
// compiler gets the instruction wrong and the engine would then rightly refuse it).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "kernels/attention.h"
#include "kernels/elementwise.h"
#include "kernels/gemm.h"
#include "kernels/isa.h"
#if HEED_RELAXED_AGREEMENT
// Internal: the relaxed GEMM called directly, so that a path which silently declined (and
// left the work to SIMD128) cannot pass for it.
#include "kernels/isa_kernels.h"
#endif

using namespace heed::kernels;

namespace {

int passed = 0, failed = 0;

void expect(bool ok, const char* what, int m, int n, int k, double diff) {
  (ok ? passed : failed)++;
  if (!ok) std::printf("FAILED: %s m=%d n=%d k=%d largest diff %g\n", what, m, n, k, diff);
}

std::vector<float> random_floats(std::size_t n, std::mt19937& rng) {
  std::normal_distribution<float> dist(0.f, 1.f);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

}  // namespace

int main() {
  std::printf("active isa: %s\n", isa_name(active_isa()));
  expect(active_isa() == Isa::kWasmSimd128, "wasm-simd128 is the active ISA", 0, 0, 0, 0);
  const std::string lowering = relaxed_dot_lowering();
  std::printf("relaxed dot lowered to: %s\n", lowering.c_str());
#if HEED_RELAXED_AGREEMENT
  expect(relaxed_dot() == RelaxedDot::kUsed, "the patched relaxed dot is exact and in use", 0, 0, 0, 0);
  expect(lowering != "absent", "its lowering is named", 0, 0, 0, 0);
  force_relaxed_dot(false);
  expect(relaxed_dot() == RelaxedDot::kOff, "switched off, it is off", 0, 0, 0, 0);
  force_relaxed_dot(true);
  expect(relaxed_dot() == RelaxedDot::kUsed, "and on again", 0, 0, 0, 0);
#else
  expect(relaxed_dot() == RelaxedDot::kAbsent, "the unpatched relaxed-dot sites are found inexact", 0, 0, 0, 0);
  expect(lowering == "absent", "and no lowering is named", 0, 0, 0, 0);
  force_relaxed_dot(true);
  expect(relaxed_dot() == RelaxedDot::kAbsent, "and stay unused when forced", 0, 0, 0, 0);
#endif
  std::printf("kernels: %s\n", kernels_name());
  std::mt19937 rng(11);
  const int shapes[][3] = {{1, 1, 1},    {1, 17, 31},  {1, 16000, 256}, {3, 1024, 256}, {4, 256, 1024},
                           {7, 33, 33},  {1, 5, 1000}, {32, 256, 256},  {2, 4, 16},     {5, 3, 17},
                           {79, 1024, 256}, {6, 9, 40}, {2, 2, 1030}, {3, 16001, 8},
                           // beam 4 over an odd shortlist; 4-row blocks with 1-3 rows left; k % 8
                           {4, 1301, 256}, {9, 7, 24}, {10, 5, 13}, {11, 3, 7}, {2, 3, 4100}};
  double worst = 0;
  // Each shape with signed activations, and with ReLU outputs (no negative value; where m > 1
  // the first row keeps its negatives, so a 2-row block mixes both kinds).
  for (const bool relu : {false, true})
  for (const auto& s : shapes) {
    const int m = s[0], n = s[1], k = s[2];
    std::vector<float> x = random_floats(static_cast<std::size_t>(m) * k, rng);
    if (relu)
      for (std::size_t i = m > 1 ? static_cast<std::size_t>(k) : 0; i < x.size(); ++i) x[i] = std::max(x[i], 0.f);
    x[0] = 0.5f;  // keep a few exact halves around for the rounding rule
    std::vector<std::int8_t> qa(x.size()), qa_ref(x.size());
    std::vector<float> sa(m), sa_ref(m);
    quantize_rows(qa.data(), sa.data(), x.data(), m, k);
    quantize_rows_ref(qa_ref.data(), sa_ref.data(), x.data(), m, k);
    expect(qa == qa_ref && sa == sa_ref, "quantize_rows bit-identical", m, n, k, 0);

    // Weights over all of int8 (model files hold [-127, 127]; the dot takes -128 as well).
    std::uniform_int_distribution<int> w8(-128, 127);
    std::vector<std::int8_t> w(static_cast<std::size_t>(n) * k);
    for (auto& v : w) v = static_cast<std::int8_t>(w8(rng));
    std::vector<std::int32_t> row_sums(n);
    int8_row_sums(row_sums.data(), heed::contiguous_view(w.data(), n, k));
    std::vector<float> ws = random_floats(n, rng), bias = random_floats(n, rng);
    for (float& v : ws) v = std::fabs(v) * 0.01f;
    std::vector<float> c(static_cast<std::size_t>(m) * n), c_ref(c.size());
    gemm_i8(heed::contiguous_view(c.data(), m, n), heed::contiguous_view(qa.data(), m, k),
            sa.data(), heed::contiguous_view(w.data(), n, k), ws.data(), row_sums.data(), bias.data());
    gemm_i8_ref(heed::contiguous_view(c_ref.data(), m, n), heed::contiguous_view(qa.data(), m, k),
                sa.data(), heed::contiguous_view(w.data(), n, k), ws.data(), nullptr, bias.data());
    double diff = 0;
    for (std::size_t i = 0; i < c.size(); ++i) diff = std::max(diff, std::fabs(double(c[i]) - c_ref[i]));
    worst = std::max(worst, diff);
    expect(diff == 0.0, relu ? "gemm_i8 equals gemm_i8_ref on ReLU outputs" : "gemm_i8 equals gemm_i8_ref", m, n, k, diff);
#if HEED_RELAXED_AGREEMENT
    std::vector<float> c_relaxed(c.size(), -1.f);
    const bool taken = gemm_i8_relaxed_wasm(heed::contiguous_view(c_relaxed.data(), m, n),
                                            heed::contiguous_view(qa.data(), m, k), sa.data(),
                                            heed::contiguous_view(w.data(), n, k), ws.data(), row_sums.data(), bias.data());
    expect(taken == (k <= 4096), "the relaxed GEMM takes every quantized shape with k <= 4096", m, n, k, 0);
    if (taken) expect(c_relaxed == c_ref, "the relaxed GEMM itself equals gemm_i8_ref", m, n, k, 0);
#endif
  }
  // Activations outside quantize_rows' [-63, 63] (-128 and 64 here; a + 64 would leave the
  // dot's defined range), or no row sums: the relaxed path declines and the SIMD128 path
  // computes them, at m = 1 and in a batch.
  for (const int m : {1, 5})
  for (const std::int8_t a : {std::int8_t{-128}, std::int8_t{64}, std::int8_t{-64}}) {
    const int n = 9, k = 48;
    std::vector<std::int8_t> qa(static_cast<std::size_t>(m) * k, a), w(static_cast<std::size_t>(n) * k, -128);
    std::vector<float> sa(m, 0.5f), ws(n, 0.25f), c(static_cast<std::size_t>(m) * n), c_ref(c.size());
    std::vector<std::int32_t> row_sums(n, -128 * k);
    for (const bool with_sums : {true, false}) {
      gemm_i8(heed::contiguous_view(c.data(), m, n), heed::contiguous_view(qa.data(), m, k), sa.data(),
              heed::contiguous_view(w.data(), n, k), ws.data(), with_sums ? row_sums.data() : nullptr, nullptr);
      gemm_i8_ref(heed::contiguous_view(c_ref.data(), m, n), heed::contiguous_view(qa.data(), m, k), sa.data(),
                  heed::contiguous_view(w.data(), n, k), ws.data(), nullptr, nullptr);
      expect(c == c_ref && c[0] == -128.f * a * k / 8.f, "gemm_i8 with extreme activations equals gemm_i8_ref", m, n, k, 0);
    }
#if HEED_RELAXED_AGREEMENT
    const bool taken = gemm_i8_relaxed_wasm(heed::contiguous_view(c.data(), m, n), heed::contiguous_view(qa.data(), m, k),
                                            sa.data(), heed::contiguous_view(w.data(), n, k), ws.data(), row_sums.data(), nullptr);
    expect(taken == (a == -64), "the relaxed GEMM declines activations outside [-64, 63]", m, n, k, 0);
#endif
  }
  // A zero row quantizes to zeros with scale 0 on both paths.
  std::vector<float> zeros(40, 0.f);
  std::vector<std::int8_t> q(40, 1);
  float scale = 1;
  quantize_rows(q.data(), &scale, zeros.data(), 1, 40);
  expect(scale == 0.f && q == std::vector<std::int8_t>(40, 0), "zero row", 1, 0, 40, 0);
  std::printf("gemm_i8 wasm vs ref: largest |diff| %g\n", worst);

  // log_softmax: a vector exp (a few ulps) against double-precision std::exp.
  double worst_ls = 0;
  for (int n : {1, 3, 7, 257, 16000}) {
    std::vector<float> x = random_floats(2 * static_cast<std::size_t>(n), rng);
    for (float& v : x) v *= 6.f;  // logit-like spread
    std::vector<float> ref = x;
    log_softmax(x.data(), 2, n);
    log_softmax_ref(ref.data(), 2, n);
    double diff = 0;
    for (std::size_t i = 0; i < x.size(); ++i) diff = std::max(diff, std::fabs(double(x[i]) - ref[i]));
    worst_ls = std::max(worst_ls, diff);
    expect(diff < 2e-5, "log_softmax within 2e-5 of the reference", 2, n, 0, diff);
  }
  std::vector<float> all_masked(5, -INFINITY);
  log_softmax(all_masked.data(), 1, 5);
  expect(std::isinf(all_masked[0]) && all_masked[0] < 0, "an all -inf row stays -inf", 1, 5, 0, 0);
  std::printf("log_softmax wasm vs ref: largest |diff| %g\n", worst_ls);

  // Attention with heads interleaved in rows (stride 8 * dh), as the engine calls it.
  double worst_att = 0;
  // Key counts and head sizes around the kernel's blocks of 4 keys and of 16 floats.
  const int cases[][3] = {{1, 50, 32}, {15, 15, 32}, {5, 9, 32}, {1, 1, 32}, {3, 3, 8}, {2, 7, 20}, {1, 33, 64}, {4, 4, 12}};
  for (const auto& a : cases) {
    const int tq = a[0], tk = a[1], dh = a[2], stride = 8 * dh;
    std::vector<float> q = random_floats(static_cast<std::size_t>(tq) * stride, rng);
    std::vector<float> kk = random_floats(static_cast<std::size_t>(tk) * stride, rng);
    std::vector<float> vv = random_floats(static_cast<std::size_t>(tk) * stride, rng);
    std::vector<float> out(static_cast<std::size_t>(tq) * stride, 7.f), out_ref = out;
    std::vector<float> probs(static_cast<std::size_t>(tq) * tk), probs_ref = probs;
    const heed::ConstMatrixView qv{q.data(), tq, dh, stride}, kv{kk.data(), tk, dh, stride},
        vv_view{vv.data(), tk, dh, stride};
    attention({out.data(), tq, dh, stride}, heed::contiguous_view(probs.data(), tq, tk), qv, kv, vv_view);
    attention_ref({out_ref.data(), tq, dh, stride}, heed::contiguous_view(probs_ref.data(), tq, tk), qv, kv,
                  vv_view);
    double diff = 0;
    for (std::size_t i = 0; i < out.size(); ++i) diff = std::max(diff, std::fabs(double(out[i]) - out_ref[i]));
    for (std::size_t i = 0; i < probs.size(); ++i) diff = std::max(diff, std::fabs(double(probs[i]) - probs_ref[i]));
    worst_att = std::max(worst_att, diff);
    expect(diff < 1e-5, "attention within 1e-5 of the reference (outputs and weights)", tq, tk, dh, diff);
  }
  std::printf("attention wasm vs ref: largest |diff| %g\n", worst_att);

  // Layer norm (two-pass, lanes summed in a different order): within 1e-5 of the reference.
  double worst_ln = 0;
  for (int d : {1, 4, 7, 32, 256, 1000}) {
    const int m = 3;
    std::vector<float> x = random_floats(static_cast<std::size_t>(m) * d, rng);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = x[i] * 4.f + 10.f;  // an offset the mean must remove
    std::vector<float> gamma = random_floats(d, rng), beta = random_floats(d, rng);
    std::vector<float> out(x.size()), out_ref(x.size()), in_place = x;
    layer_norm(heed::contiguous_view(out.data(), m, d), heed::contiguous_view(x.data(), m, d),
               gamma.data(), beta.data(), 1e-5f);
    layer_norm_ref(heed::contiguous_view(out_ref.data(), m, d),
                   heed::contiguous_view(x.data(), m, d), gamma.data(), beta.data(), 1e-5f);
    layer_norm(heed::contiguous_view(in_place.data(), m, d),
               heed::contiguous_view(in_place.data(), m, d), gamma.data(), beta.data(), 1e-5f);  // out may alias x
    double diff = 0;
    for (std::size_t i = 0; i < out.size(); ++i) diff = std::max(diff, std::fabs(double(out[i]) - out_ref[i]));
    worst_ln = std::max(worst_ln, diff);
    expect(diff < 1e-5 && in_place == out, "layer_norm within 1e-5 of the reference, in place too", m, d, 0, diff);
  }
  std::printf("layer_norm wasm vs ref: largest |diff| %g\n", worst_ln);

  // GELU (erfc fit, relative accuracy on the negative side), ReLU and add.
  double worst_gelu = 0;
  for (std::size_t n : {1u, 3u, 4u, 5u, 1024u, 4099u}) {
    std::vector<float> x = random_floats(n, rng);
    for (float& v : x) v *= 3.f;
    if (n > 4) { x[0] = 0.f; x[1] = -0.f; x[2] = -9.f; x[3] = 9.f; }
    std::vector<float> g = x, g_ref = x;
    gelu(g.data(), n);
    gelu_ref(g_ref.data(), n);
    bool ok = true;
    for (std::size_t i = 0; i < n; ++i) {
      const double diff = std::fabs(double(g[i]) - g_ref[i]);
      worst_gelu = std::max(worst_gelu, diff);
      ok = ok && diff <= 1e-6 + 2e-5 * std::fabs(double(g_ref[i]));
    }
    expect(ok, "gelu within 1e-6 + 2e-5 relative of the reference", 1, static_cast<int>(n), 0, worst_gelu);
    std::vector<float> r = x, r_ref = x;
    relu(r.data(), n);
    relu_ref(r_ref.data(), n);
    expect(r == r_ref, "relu bit-identical", 1, static_cast<int>(n), 0, 0);
    std::vector<float> y = random_floats(n, rng), y_ref = y;
    add(y.data(), x.data(), n);
    add_ref(y_ref.data(), x.data(), n);
    expect(y == y_ref, "add bit-identical", 1, static_cast<int>(n), 0, 0);
  }
  std::printf("gelu wasm vs ref: largest |diff| %g\n", worst_gelu);
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
