// Beam search with a stable-prefix streamer; the rules are written down in search.h.
#include <utility>
#include <vector>

#include "core/check.h"
#include "decode/beam_history.h"
#include "decode/search.h"
#include "decode/search_common.h"
#include "decode/top_k.h"

namespace heed::decode {
namespace {

// The result of a cancelled search: the emitted tokens, ending with the refused one.
Hypothesis cancelled_result(const BeamHistory& history, Node last, float alpha) {
  Hypothesis hyp;
  history.materialize(last, hyp);
  float sum = 0.f;
  for (float lp : hyp.log_probs) sum += lp;
  hyp.score = detail::normalised_score(sum, static_cast<int>(hyp.tokens.size()), alpha);
  hyp.cancelled = true;
  return hyp;
}

}  // namespace

Hypothesis beam_search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  detail::check_options(model, options);
  const int beam = options.beam_size;
  const int vocab = model.vocab_size();
  const int row = detail::attention_row_size(model, options);
  const float alpha = options.length_penalty;
  if (options.max_length == 0) return Hypothesis{};

  BeamHistory history;
  history.start(beam, row, options.alternatives);
  const int forced = static_cast<int>(options.forced_prefix.size());
  TopK top;
  std::vector<float> log_probs(static_cast<size_t>(beam) * vocab);  // (live, vocab)
  // Per live slot: last token and accumulated log-prob; next_* are built during selection.
  std::vector<int> last_tokens{options.bos_id}, next_tokens, parents;
  std::vector<float> sums{0.f}, next_sums;
  std::vector<Node> scratch;
  std::vector<int> path;  // tokens of one live hypothesis, for the output rules
  for (auto* v : {&last_tokens, &next_tokens, &parents}) v->reserve(static_cast<size_t>(beam));
  for (auto* v : {&sums, &next_sums}) v->reserve(static_cast<size_t>(beam));
  scratch.reserve(static_cast<size_t>(beam) + 1);

  bool have_finished = false;
  Node best_finished;       // its last token before EOS; the root for an immediate EOS
  float best_score = 0.f;
  int emitted = 0;          // tokens shared by every returnable hypothesis, already emitted
  Node result_node;
  float result_score = 0.f;

  model.reset(1);
  for (int step = 0;; ++step) {
    const int live = static_cast<int>(last_tokens.size());
    model.step(last_tokens, log_probs.data(), history.begin_step(step));
    for (int p = 0; p < live; ++p) {
      float* row_log_probs = log_probs.data() + static_cast<size_t>(p) * vocab;
      if (step >= forced) {
        history.path_tokens(Node{step - 1, p}, &path);
        options.rules.apply(path, row_log_probs, vocab);
      }
      if (options.alternatives > 0) best_tokens(row_log_probs, vocab, options.alternatives, history.alternatives_of(step, p));
    }

    top.start(2 * beam);
    for (int p = 0; p < live; ++p) {
      top.offer(log_probs.data() + static_cast<size_t>(p) * vocab, sums[static_cast<size_t>(p)],
                vocab, p * vocab);
    }
    const std::vector<Candidate>& candidates = top.sorted();

    const bool at_limit = step == options.max_length;
    next_tokens.clear();
    next_sums.clear();
    parents.clear();
    if (step < forced && !at_limit) {
      // The prefix decides: one hypothesis (live is 1 until the prefix ends) takes its token.
      const int token = options.forced_prefix[static_cast<size_t>(step)];
      const float lp = log_probs[static_cast<size_t>(token)];
      history.set(step, 0, 0, token, lp);
      parents.push_back(0);
      next_tokens.push_back(token);
      next_sums.push_back(sums[0] + lp);
    }
    for (int rank = 0; rank < static_cast<int>(candidates.size()) && step >= forced; ++rank) {
      const Candidate& c = candidates[static_cast<size_t>(rank)];
      const int parent = c.index / vocab;
      const int token = c.index % vocab;
      if (token == options.eos_id) {
        if (rank >= beam) continue;  // would not have made the beam
        const float score = detail::normalised_score(c.score, step + 1, alpha);
        if (!have_finished || score > best_score) {
          have_finished = true;
          best_finished = Node{step - 1, parent};
          best_score = score;
        }
        continue;
      }
      if (at_limit || static_cast<int>(parents.size()) == beam) continue;
      history.set(step, static_cast<int>(parents.size()), parent, token,
                  log_probs[static_cast<size_t>(c.index)]);
      parents.push_back(parent);
      next_tokens.push_back(token);
      next_sums.push_back(c.score);
    }

    bool stop = parents.empty();
    if (!stop && have_finished) {
      // The best live hypothesis could finish at the next step with length step + 2 at best.
      stop = best_score >= detail::normalised_score(next_sums[0], step + 2, alpha);
    }
    if (stop) {
      if (have_finished) {
        result_node = best_finished;
        result_score = best_score;
      } else {
        // Nothing finished: the best hypothesis alive before this step (slot 0), unfinished.
        result_node = Node{step - 1, 0};
        result_score = detail::normalised_score(sums[0], step, alpha);
      }
      break;
    }

    // Stream what every returnable hypothesis (the live ones and the best finished) shares.
    scratch.clear();
    for (int slot = 0; slot < static_cast<int>(parents.size()); ++slot) {
      scratch.push_back(Node{step, slot});
    }
    if (have_finished) scratch.push_back(best_finished);
    const Node shared = history.common_ancestor(scratch, emitted);
    if (shared.length() > emitted) {
      const int refused = history.emit_path(shared, emitted, emit);
      if (refused >= 0) {
        return cancelled_result(history, history.ancestor(shared, refused + 1), alpha);
      }
      emitted = shared.length();
    }

    model.reorder(parents);
    std::swap(last_tokens, next_tokens);
    std::swap(sums, next_sums);
  }

  const int refused = history.emit_path(result_node, emitted, emit);
  if (refused >= 0) {
    return cancelled_result(history, history.ancestor(result_node, refused + 1), alpha);
  }
  Hypothesis result;
  history.materialize(result_node, result);
  result.score = result_score;
  result.finished = have_finished;
  return result;
}

}  // namespace heed::decode
