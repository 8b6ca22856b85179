#include "decode/top_k.h"

#include <algorithm>
#include <limits>

namespace heed::decode {

void TopK::start(int n) {
  heap_.clear();
  heap_.reserve(static_cast<size_t>(n));
  capacity_ = n;
}

void TopK::offer(const float* scores, float bias, int count, int first_index) {
  if (capacity_ <= 0) return;
  constexpr float kMinusInf = -std::numeric_limits<float>::infinity();
  for (int i = 0; i < count; ++i) {
    const Candidate c{bias + scores[i], first_index + i};
    if (!(c.score > kMinusInf)) continue;
    if (static_cast<int>(heap_.size()) < capacity_) {
      heap_.push_back(c);
      std::push_heap(heap_.begin(), heap_.end(), better);
    } else if (better(c, heap_.front())) {
      std::pop_heap(heap_.begin(), heap_.end(), better);
      heap_.back() = c;
      std::push_heap(heap_.begin(), heap_.end(), better);
    }
  }
}

const std::vector<Candidate>& TopK::sorted() {
  std::sort_heap(heap_.begin(), heap_.end(), better);
  return heap_;
}

}  // namespace heed::decode
