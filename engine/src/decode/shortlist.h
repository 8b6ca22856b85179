// The vocabulary shortlist: a lexical table (source token -> likely target tokens) that lets the
// decoder score only the target tokens a sentence can plausibly need. The output projection is
// the largest matrix of a step (vocab x d_model), so a sentence's few hundred candidates instead
// of the whole vocabulary make each step much cheaper, as Marian's shortlists do.
//
// Search runs on the compact set (indices into the sorted candidates, mapped back to vocabulary
// ids when a token is fed or emitted) rather than on a -inf-filled vocabulary row the candidates
// are scattered into. At 2,300 of 16,000 rows (the bench model; build/tests/bench/
// heed_shortlist_search_bench) log-softmax + argmax take 2-5 us a greedy step compact against
// 11-20 us scattered, and beam 4's top-k 16-39 us against 58-82 us (one x86 core of a busy
// machine), when a whole greedy step with the shortlist takes ~115 us.
#pragma once

#include <cstdint>
#include <vector>

namespace heed::decode {

class Shortlist {
 public:
  // offsets: (vocab + 1) non-decreasing, offsets[0] = 0, offsets[vocab] = targets.size();
  // candidates of source token s: targets[offsets[s] .. offsets[s + 1]).
  // frequent: target tokens every sentence may use. All ids < vocab. Views; not copied.
  // Throws std::invalid_argument naming the first inconsistency.
  Shortlist(const std::int32_t* offsets, const std::uint16_t* targets, std::int64_t num_targets,
            const std::int32_t* frequent, std::int64_t num_frequent, int vocab);

  // The sorted candidate ids of one sentence: the union of its tokens' candidates, the
  // frequent tokens and `always` (EOS must be reachable, BOS is fed as the first input).
  std::vector<int> candidates(const std::vector<int>& source_ids, const std::vector<int>& always) const;

  int vocab() const { return vocab_; }

 private:
  const std::int32_t* offsets_;
  const std::uint16_t* targets_;  // 2 bytes an entry: the table is ~10% of a model file
  const std::int32_t* frequent_;
  std::int64_t num_frequent_;
  int vocab_;
  mutable std::vector<std::uint8_t> seen_;  // (vocab) scratch flags, cleared after each call
};

}  // namespace heed::decode
