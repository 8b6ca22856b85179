// The vocabulary shortlist: a lexical table (source token -> likely target tokens) that lets the
// decoder score only the target tokens a sentence can plausibly need. The output projection is
// the largest matrix of a step (vocab x d_model), so a sentence's few hundred candidates instead
// of the whole vocabulary make each step much cheaper, as Marian's shortlists do.
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
