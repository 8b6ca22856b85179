// libFuzzer target: decode::Shortlist over arbitrary table values. The model-file fuzzer cannot
// change tensor values (the data section's CRC-32 rejects them), so this one feeds the table's
// arrays straight from the input: the constructor must refuse (std::invalid_argument) every
// inconsistent table, and candidates() of an accepted one must be sorted, unique ids < vocab.
// Input: byte 0 -> vocab (1..64); bytes 1, 2 -> number of targets and of frequent ids; then
// offsets (vocab + 1) int32, targets uint16, frequent int32, and the rest as source ids (int8).
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "decode/shortlist.h"

namespace {

template <class T>
std::vector<T> take(const std::uint8_t*& data, std::size_t& size, std::size_t count) {
  std::vector<T> out(count);
  if (count != 0) std::memcpy(out.data(), data, count * sizeof(T));  // size checked by the caller
  data += count * sizeof(T);
  size -= count * sizeof(T);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const int vocab = 1 + data[0] % 64;
  const std::size_t num_targets = data[1], num_frequent = data[2] % 16;
  data += 3;
  size -= 3;
  if (size < (vocab + 1) * 4 + num_targets * 2 + num_frequent * 4) return 0;
  const auto offsets = take<std::int32_t>(data, size, vocab + 1);
  const auto targets = take<std::uint16_t>(data, size, num_targets);
  const auto frequent = take<std::int32_t>(data, size, num_frequent);
  std::vector<int> source;
  for (std::size_t i = 0; i < size; ++i) source.push_back(static_cast<std::int8_t>(data[i]));
  try {
    const heed::decode::Shortlist list(offsets.data(), targets.data(), static_cast<std::int64_t>(num_targets),
                                       frequent.data(), static_cast<std::int64_t>(num_frequent), vocab);
    const std::vector<int> ids = list.candidates(source, {0});
    if (!std::is_sorted(ids.begin(), ids.end()) || std::adjacent_find(ids.begin(), ids.end()) != ids.end() ||
        ids.empty() || ids.front() < 0 || ids.back() >= vocab) {
      std::abort();
    }
    // The scratch flags must be clear again: a second call gives the same set.
    if (list.candidates(source, {0}) != ids) std::abort();
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
