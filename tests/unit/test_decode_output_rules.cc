// Output rules (engine/src/decode/output_rules.h): banned tokens, doubled words, a third 3-gram.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "decode/output_rules.h"

using heed::decode::OutputRules;

namespace {

constexpr int kVocab = 10;

// Tokens the rules forbid after `history`.
std::vector<int> forbidden(const OutputRules& rules, const std::vector<int>& history) {
  std::vector<float> lp(kVocab, -1.f);
  rules.apply(history, lp.data(), kVocab);
  std::vector<int> out;
  for (int t = 0; t < kVocab; ++t)
    if (std::isinf(lp[t])) out.push_back(t);
  return out;
}

// Tokens 1..5 start words ("▁x"); 6..9 continue them.
OutputRules rules_with_words() {
  OutputRules r;
  r.block_repeats = true;
  r.word_start = {0, 1, 1, 1, 1, 1, 0, 0, 0, 0};
  return r;
}

using Ids = std::vector<int>;

}  // namespace

TEST_CASE("banned tokens are forbidden everywhere, repeats only when blocking is on") {
  OutputRules r;
  r.banned = {7, 8};
  CHECK(forbidden(r, {}) == Ids{7, 8});
  CHECK(forbidden(r, {1, 1, 1, 1}) == Ids{7, 8});  // block_repeats is off by default
}

TEST_CASE("a word-initial run is never doubled unless the source doubles it") {
  OutputRules r = rules_with_words();
  CHECK(forbidden(r, {3}) == Ids{3});                 // "the" "the"
  CHECK(forbidden(r, {2, 6, 2}) == Ids{2, 6});        // "of-x of" -> "of-x of-x", or "of of"
  CHECK(forbidden(r, {4, 2, 3, 2}) == Ids{2, 3});     // "of the of" -> "the" doubles "of the"; "of" again too
  CHECK(forbidden(r, {6}) == Ids{});                  // a continuation piece may repeat ("ja ja")
  CHECK(forbidden(r, {6, 6}) == Ids{});
  r.source = {5, 3, 3, 9};                            // the source says "the the"
  CHECK(forbidden(r, {3}) == Ids{});
}

TEST_CASE("a token 3-gram may not occur a third time unless the source has it as often") {
  OutputRules r = rules_with_words();
  const Ids twice = {1, 6, 7, 2, 1, 6, 7, 4, 1, 6};   // "1 6 7" twice, now "1 6" again
  CHECK(forbidden(r, twice) == Ids{7});
  const Ids once = {1, 6, 7, 2, 1, 6};
  CHECK(forbidden(r, once) == Ids{});
  r.source = {1, 6, 7, 1, 6, 7, 1, 6, 7};
  CHECK(forbidden(r, twice) == Ids{});
}
