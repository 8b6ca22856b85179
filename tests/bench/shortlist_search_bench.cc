// What a decoding step costs after the output projection when a shortlist leaves `n` of `vocab`
// rows: log-softmax, then argmax (greedy) or top-2k (beam k), either on the compact candidate
// set (what the engine does) or after scattering it into a -inf-filled vocabulary row (so that
// search would see vocabulary ids). Prints microseconds per step; not a test.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include "decode/top_k.h"
#include "kernels/elementwise.h"

int main() {
  constexpr int kVocab = 16000, kRows = 2300, kSteps = 20000;  // the bench model's shape
  std::vector<int> rows(kRows);  // sorted candidate ids spread over the vocabulary
  for (int i = 0; i < kRows; ++i) rows[i] = i * (kVocab / kRows);
  std::mt19937 rng(0);
  std::normal_distribution<float> normal;
  std::vector<float> logits(4 * kRows), compact(4 * kRows), full(4 * kVocab);  // (beam, rows | vocab)
  for (float& x : logits) x = normal(rng);
  heed::decode::TopK top;
  volatile int sink = 0;
  std::printf("{\"vocab\": %d, \"candidates\": %d, \"us_per_step\": [\n", kVocab, kRows);
  for (int beam : {1, 4}) {
    auto pick = [&](const float* scores, int cols) {
      if (beam == 1) return heed::decode::first_argmax(scores, cols);
      top.start(2 * beam);
      for (int h = 0; h < beam; ++h) top.offer(scores + h * cols, 0.f, cols, h * cols);
      return top.sorted()[0].index;
    };
    double us[2];
    for (int scatter = 0; scatter < 2; ++scatter) {
      const auto start = std::chrono::steady_clock::now();
      for (int step = 0; step < kSteps; ++step) {
        std::copy(logits.begin(), logits.begin() + beam * kRows, compact.begin());
        heed::kernels::log_softmax(compact.data(), beam, kRows);
        if (!scatter) {
          sink = sink + pick(compact.data(), kRows);
          continue;
        }
        std::fill(full.begin(), full.begin() + beam * kVocab, -std::numeric_limits<float>::infinity());
        for (int h = 0; h < beam; ++h)
          for (int i = 0; i < kRows; ++i) full[h * kVocab + rows[i]] = compact[h * kRows + i];
        sink = sink + pick(full.data(), kVocab);
      }
      us[scatter] = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() / kSteps;
    }
    std::printf("  {\"beam\": %d, \"compact\": %.1f, \"scattered\": %.1f}%s\n", beam, us[0], us[1], beam == 1 ? "," : "");
  }
  std::printf("]}\n");
  return 0;
}
