#include "decode/beam_history.h"

#include <algorithm>

#include "core/check.h"

namespace heed::decode {

void BeamHistory::start(int beam, int row, int k) {
  beam_ = beam;
  row_ = row;
  k_ = k;
  alternatives_.clear();
  tokens_.clear();
  parents_.clear();
  log_probs_.clear();
  attention_.clear();
  // A typical sentence fits in 64 steps; longer ones grow geometrically.
  constexpr size_t kInitialSteps = 64;
  tokens_.reserve(kInitialSteps * beam);
  parents_.reserve(kInitialSteps * beam);
  log_probs_.reserve(kInitialSteps * beam);
  attention_.reserve(kInitialSteps * beam * row);
}

float* BeamHistory::begin_step(int step) {
  const size_t steps = static_cast<size_t>(step) + 1;
  HEED_CHECK(tokens_.size() == static_cast<size_t>(step) * beam_);
  tokens_.resize(steps * beam_);
  parents_.resize(steps * beam_);
  log_probs_.resize(steps * beam_);
  alternatives_.resize(steps * beam_ * k_);
  if (row_ == 0) return nullptr;
  attention_.resize(steps * beam_ * row_);
  return attention_.data() + static_cast<size_t>(step) * beam_ * row_;
}

void BeamHistory::set(int step, int slot, int parent, int token, float log_prob) {
  const size_t i = index(Node{step, slot});
  tokens_[i] = token;
  parents_[i] = parent;
  log_probs_[i] = log_prob;
}

const float* BeamHistory::attention(Node n) const {
  if (row_ == 0) return nullptr;
  const size_t parent_slot = static_cast<size_t>(parents_[index(n)]);
  return attention_.data() + (static_cast<size_t>(n.step) * beam_ + parent_slot) * row_;
}

Alternative* BeamHistory::alternatives_of(int step, int parent_slot) {
  if (k_ == 0) return nullptr;
  return alternatives_.data() + (static_cast<size_t>(step) * beam_ + parent_slot) * k_;
}

const Alternative* BeamHistory::alternatives(Node n) const {
  if (k_ == 0) return nullptr;
  const size_t parent_slot = static_cast<size_t>(parents_[index(n)]);
  return alternatives_.data() + (static_cast<size_t>(n.step) * beam_ + parent_slot) * k_;
}

Node BeamHistory::common_ancestor(std::vector<Node>& nodes, int floor) const {
  HEED_CHECK(!nodes.empty());
  // Lift the deepest nodes to their parents until all coincide. Distinct nodes of one step
  // always hold distinct paths (each is a distinct (parent, token) pair), so coinciding nodes
  // mean a shared path.
  for (;;) {
    int deepest = -1;
    bool same = true;
    for (const Node& n : nodes) {
      deepest = std::max(deepest, n.length());
      same = same && n.step == nodes[0].step && n.slot == nodes[0].slot;
    }
    if (same) break;
    // Every node that can be returned shares the emitted prefix; walking below it is a bug.
    HEED_CHECK(deepest > floor);
    for (Node& n : nodes) {
      if (n.length() == deepest) n = parent(n);
    }
  }
  HEED_CHECK(nodes[0].length() >= floor);
  return nodes[0];
}

Node BeamHistory::ancestor(Node n, int length) const {
  while (n.length() > length) n = parent(n);
  return n;
}

int BeamHistory::emit_path(Node n, int from, const EmitFn& emit) {
  path_.clear();
  for (; n.length() > from; n = parent(n)) path_.push_back(n);
  for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
    const EmittedToken e{it->step, token(*it), log_prob(*it), attention(*it), alternatives(*it)};
    if (emit && !emit(e)) return it->step;
  }
  return -1;
}

void BeamHistory::path_tokens(Node n, std::vector<int>* tokens) const {
  tokens->resize(static_cast<size_t>(n.length()));
  for (; n.step >= 0; n = parent(n)) (*tokens)[static_cast<size_t>(n.step)] = token(n);
}

void BeamHistory::materialize(Node n, Hypothesis& out) const {
  const size_t length = static_cast<size_t>(n.length());
  out.tokens.resize(length);
  out.log_probs.resize(length);
  out.attention.resize(length * row_);
  out.alternatives.resize(length * k_);
  for (; n.step >= 0; n = parent(n)) {
    const size_t pos = static_cast<size_t>(n.step);
    out.tokens[pos] = token(n);
    out.log_probs[pos] = log_prob(n);
    if (row_ > 0) std::copy_n(attention(n), row_, out.attention.data() + pos * row_);
    if (k_ > 0) std::copy_n(alternatives(n), k_, out.alternatives.data() + pos * k_);
  }
}

}  // namespace heed::decode
