#include "decode/shortlist.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace heed::decode {

Shortlist::Shortlist(const std::int32_t* offsets, const std::uint16_t* targets, std::int64_t num_targets,
                     const std::int32_t* frequent, std::int64_t num_frequent, int vocab)
    : offsets_(offsets), targets_(targets), frequent_(frequent), num_frequent_(num_frequent),
      vocab_(vocab), seen_(static_cast<std::size_t>(vocab), 0) {
  auto bad = [](const std::string& m) { throw std::invalid_argument("shortlist: " + m); };
  if (offsets[0] != 0) bad("offsets[0] is " + std::to_string(offsets[0]) + ", not 0");
  for (int s = 0; s < vocab; ++s) {
    if (offsets[s + 1] < offsets[s]) bad("offsets decrease at source token " + std::to_string(s));
  }
  if (offsets[vocab] != num_targets) {
    bad("offsets end at " + std::to_string(offsets[vocab]) + " but there are " +
        std::to_string(num_targets) + " targets");
  }
  // The largest id first, by a loop without an exit that the compiler vectorises (8 ids per
  // instruction in wasm): it runs at every load, in a browser on V8's baseline code, over
  // ~600 k entries. The offending id is looked for only when there is one.
  std::uint16_t largest = 0;
  for (std::int64_t i = 0; i < num_targets; ++i) largest = std::max(largest, targets[i]);
  if (largest >= vocab) {
    for (std::int64_t i = 0; i < num_targets; ++i) {
      if (targets[i] >= vocab) bad("target id " + std::to_string(targets[i]) + " out of range");
    }
  }
  for (std::int64_t i = 0; i < num_frequent; ++i) {
    if (frequent[i] < 0 || frequent[i] >= vocab) bad("frequent id " + std::to_string(frequent[i]) + " out of range");
  }
}

std::vector<int> Shortlist::candidates(const std::vector<int>& source_ids, const std::vector<int>& always) const {
  std::vector<int> ids;
  auto add = [&](int id) {
    if (seen_[id]) return;
    seen_[id] = 1;
    ids.push_back(id);
  };
  for (int id : always) add(id);
  for (std::int64_t i = 0; i < num_frequent_; ++i) add(frequent_[i]);
  for (int s : source_ids) {
    if (s < 0 || s >= vocab_) continue;
    for (std::int32_t i = offsets_[s]; i < offsets_[s + 1]; ++i) add(targets_[i]);
  }
  for (int id : ids) seen_[id] = 0;
  // Sorted, so that an argmax tie picks the lowest id as it does over the full vocabulary, and
  // the gathered weight rows are read in file order.
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace heed::decode
