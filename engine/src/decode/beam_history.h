// What beam search remembers of every step, so that any hypothesis can be rebuilt through
// reorders without copying token lists: per step and slot the chosen token, its log-prob and a
// back-pointer to the parent slot of the previous step, plus the model's attention rows of the
// step (one per parent). A hypothesis is named by its last node (step, slot); step -1 is the
// empty root. Storage grows by amortised vector growth only.
#pragma once

#include <vector>

#include "decode/search.h"

namespace heed::decode {

struct Node {
  int step = -1;  // -1: the empty hypothesis
  int slot = 0;
  int length() const { return step + 1; }
};

class BeamHistory {
 public:
  // beam: slots per step; row: attention floats per hypothesis (0 without attention);
  // k: alternatives kept per hypothesis and step (0: none).
  void start(int beam, int row, int k = 0);

  // Opens step `step` (== number of steps recorded so far) and returns where the model writes
  // its attention rows for it: (beam, row) floats, or null without attention.
  float* begin_step(int step);
  void set(int step, int slot, int parent, int token, float log_prob);

  int token(Node n) const { return tokens_[index(n)]; }
  float log_prob(Node n) const { return log_probs_[index(n)]; }
  Node parent(Node n) const { return Node{n.step - 1, parents_[index(n)]}; }
  // (row) floats the model reported when it chose this node's token, or null.
  const float* attention(Node n) const;
  // Where the k best tokens of (step, parent slot) are written: (k), or null when k is 0.
  Alternative* alternatives_of(int step, int parent_slot);
  // (k) best tokens of the step where this node's token was chosen, or null.
  const Alternative* alternatives(Node n) const;

  // The deepest node on every path of `nodes` (their lowest common ancestor), whose length is
  // known to be at least `floor`. Rewrites `nodes` (used as scratch).
  Node common_ancestor(std::vector<Node>& nodes, int floor) const;
  // The node of `n`'s path with the given length (<= n.length()).
  Node ancestor(Node n, int length) const;

  // Calls emit for the tokens of `n`'s path at positions [from, n.length()), in order. Returns
  // the position whose emit returned false, or -1 when all were accepted.
  int emit_path(Node n, int from, const EmitFn& emit);

  // The tokens of `n`'s path, first to last, into `tokens` (replaced).
  void path_tokens(Node n, std::vector<int>* tokens) const;

  // The tokens, log-probs and attention of `n`'s path (score and flags left to the caller).
  void materialize(Node n, Hypothesis& out) const;

 private:
  size_t index(Node n) const { return static_cast<size_t>(n.step) * beam_ + n.slot; }

  int beam_ = 0;
  int row_ = 0;
  int k_ = 0;
  std::vector<int> tokens_;       // (steps, beam)
  std::vector<int> parents_;      // (steps, beam): slot in the previous step
  std::vector<float> log_probs_;  // (steps, beam)
  std::vector<float> attention_;  // (steps, beam, row): indexed by parent slot
  std::vector<Alternative> alternatives_;  // (steps, beam, k): indexed by parent slot
  std::vector<Node> path_;        // scratch for emit_path
};

}  // namespace heed::decode
