// Partial selection of the n best (score, index) pairs from a stream of values, without sorting
// the whole stream: a bounded heap whose top is the worst kept candidate, so most values are
// rejected by one comparison. Storage is kept across uses; no allocation after the first.
#pragma once

#include <vector>

namespace heed::decode {

struct Candidate {
  float score = 0.f;
  int index = 0;  // position in the stream (parent slot * vocab + token for beam search)
};

// Higher score first; equal scores: lower index first, so results are deterministic and match
// a first-index argmax.
inline bool better(const Candidate& a, const Candidate& b) {
  return a.score > b.score || (a.score == b.score && a.index < b.index);
}

// Index of the largest of values[0, n): the first one on ties, so it agrees with TopK's
// ranking. NaN never wins (with nothing above -infinity, the first -infinity does); 0 when
// every value is NaN. Greedy search's choice.
int first_argmax(const float* values, int n);

class TopK {
 public:
  // Forget earlier candidates and keep at most n from now on.
  void start(int n);

  // Offers scores[i] with index first_index + i for i in [0, count); values that are not
  // > -infinity (impossible tokens, NaN) are never kept.
  void offer(const float* scores, float bias, int count, int first_index);

  // Sorts the kept candidates best first and returns them (valid until the next start()).
  const std::vector<Candidate>& sorted();

 private:
  std::vector<Candidate> heap_;  // heap ordered by better(): front() is the worst kept
  int capacity_ = 0;
};

}  // namespace heed::decode
