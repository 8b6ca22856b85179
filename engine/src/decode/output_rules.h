// Rules every search applies to the model's next-token log-probs before choosing, so that no
// setting (greedy, beam, streaming) can produce degenerate output:
// - banned tokens never appear (the translator bans byte-fallback pieces, whose bytes the model
//   gets wrong, and <unk>);
// - no word-initial run X (1..kMaxRunTokens tokens) is repeated twice in a row ("the the",
//   "of the of the") unless the source holds that same doubled run;
// - no token 3-gram occurs a third time in a hypothesis unless the source holds it as often.
// Tokens here are whatever ids the search sees (shortlist indices when a shortlist is active);
// the translator maps the source into the same space (-1 for ids absent from it).
#pragma once

#include <cstdint>
#include <vector>

namespace heed::decode {

struct OutputRules {
  std::vector<int> banned;              // tokens that never appear
  std::vector<std::uint8_t> word_start; // [vocab] 1 for pieces that begin a word ("▁x"); empty: none
  std::vector<int> source;              // the source sentence in the search's token space
  bool block_repeats = false;  // the search alone is plain; the translator turns this on

  // Lowers to -infinity, in log_probs (vocab), every token the rules forbid after `history`
  // (the hypothesis' tokens so far, BOS excluded).
  void apply(const std::vector<int>& history, float* log_probs, int vocab) const;
};

// Longest doubled run the adjacent-repeat rule looks for, in tokens.
inline constexpr int kMaxRunTokens = 4;
// A token 3-gram may occur this many times in a hypothesis (more only if the source has more).
inline constexpr int kMaxNgramRepeats = 2;

}  // namespace heed::decode
