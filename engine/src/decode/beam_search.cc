// Beam search with a stable-prefix streamer; the rules are written down in search.h.
#include <cstdint>
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
Hypothesis cancelled_result(const BeamHistory& history, Node last, const SearchOptions& options) {
  Hypothesis hyp;
  history.materialize(last, hyp);
  float sum = 0.f;
  for (float lp : hyp.log_probs) sum += lp;
  hyp.score = hypothesis_score(sum, static_cast<int>(hyp.tokens.size()), options);
  hyp.cancelled = true;
  return hyp;
}

// One beam search, its state kept between the named steps of run(): score the live
// hypotheses, select the next beam (forced prefix or candidates), decide whether to stop,
// stream the shared prefix, advance.
class BeamSearch {
 public:
  BeamSearch(StepModel& model, const SearchOptions& options, const EmitFn& emit)
      : model_(model),
        options_(options),
        emit_(emit),
        beam_(options.beam_size),
        vocab_(model.vocab_size()),
        forced_(static_cast<int>(options.forced_prefix.size())),
        log_probs_(static_cast<size_t>(beam_) * vocab_),
        model_log_probs_(options.rules.unknown_words.pieces != nullptr || options.rules.hints.pieces != nullptr ? log_probs_.size() : 0) {
    history_.start(beam_, detail::attention_row_size(model, options), options.alternatives);
    for (auto* v : {&last_tokens_, &next_tokens_, &parents_}) v->reserve(static_cast<size_t>(beam_));
    for (auto* v : {&sums_, &next_sums_}) v->reserve(static_cast<size_t>(beam_));
    scratch_.reserve(static_cast<size_t>(beam_) + 1);
    last_tokens_.push_back(options.bos_id);
    sums_.push_back(0.f);
  }

  Hypothesis run() {
    model_.reset(1);
    for (int step = 0;; ++step) {
      score_live(step);
      select(step);
      if (should_stop(step)) break;
      if (const int refused = stream_shared_prefix(step); refused >= 0) {
        return cancelled_result(history_, history_.ancestor(shared_, refused + 1), options_);
      }
      model_.reorder(parents_);
      std::swap(last_tokens_, next_tokens_);
      std::swap(sums_, next_sums_);
    }
    const int refused = history_.emit_path(result_node_, emitted_, emit_);
    if (refused >= 0) {
      return cancelled_result(history_, history_.ancestor(result_node_, refused + 1), options_);
    }
    Hypothesis result;
    history_.materialize(result_node_, result);
    result.score = result_score_;
    result.finished = have_finished_;
    return result;
  }

 private:
  float* row_log_probs(int slot) { return log_probs_.data() + static_cast<size_t>(slot) * vocab_; }

  // One model step for every live hypothesis; the output rules (after the forced prefix) and
  // the alternatives apply to each row.
  void score_live(int step) {
    const int live = static_cast<int>(last_tokens_.size());
    float* attention = history_.begin_step(step);
    model_.step(last_tokens_, log_probs_.data(), attention);
    row_moved_.assign(static_cast<size_t>(live), 0);
    const int row_floats = detail::attention_row_size(model_, options_);
    // The attention with which hypothesis `slot` chose each of its tokens, and chooses the next
    // (one lookup for the step; the loop moves `slot`).
    int slot = 0;
    AttentionLookup looked;
    if (attention != nullptr) {
      looked = {model_.source_length(), [&](int position) -> const float* {
                  if (position == step) return attention + static_cast<size_t>(slot) * row_floats;
                  return history_.attention(history_.ancestor(Node{step - 1, slot}, position + 1));
                }};
    }
    for (int p = 0; p < live; ++p) {
      float* row = row_log_probs(p);
      if (step >= forced_) {
        history_.path_tokens(Node{step - 1, p}, &path_);
        slot = p;
        // A row the unknown-word penalty or the hints move keeps the model's own copy, so that
        // a chosen token's reported log-prob is exactly the model's.
        float* own = model_log_probs_.empty() ? nullptr : model_log_probs_.data() + static_cast<size_t>(p) * vocab_;
        row_moved_[static_cast<size_t>(p)] =
            options_.rules.apply(path_, row, vocab_, own, attention != nullptr ? &looked : nullptr) ? 1 : 0;
      }
      if (options_.alternatives > 0) best_tokens(row, vocab_, options_.alternatives, history_.alternatives_of(step, p));
    }
  }

  // The next beam into next_tokens_, next_sums_ and parents_ (search.h, step 2).
  void select(int step) {
    const int live = static_cast<int>(last_tokens_.size());
    top_.start(2 * beam_);
    for (int p = 0; p < live; ++p) top_.offer(row_log_probs(p), sums_[static_cast<size_t>(p)], vocab_, p * vocab_);
    const std::vector<Candidate>& candidates = top_.sorted();
    const bool at_limit = step == options_.max_length;
    next_tokens_.clear();
    next_sums_.clear();
    parents_.clear();
    if (step < forced_ && !at_limit) {
      take_forced(step);
      return;
    }
    for (int rank = 0; rank < static_cast<int>(candidates.size()) && step >= forced_; ++rank) {
      const Candidate& c = candidates[static_cast<size_t>(rank)];
      const int parent = c.index / vocab_;
      const int token = c.index % vocab_;
      if (token == options_.eos_id) {
        if (rank < beam_) finish(Node{step - 1, parent}, hypothesis_score(c.score, step + 1, options_));
        continue;  // ranked beam or later: it would not have made the beam
      }
      if (at_limit || static_cast<int>(parents_.size()) == beam_) continue;
      // The score keeps the penalty and the bonus; the reported log-prob is the model's own.
      const bool moved = row_moved_[static_cast<size_t>(parent)] != 0;
      keep(step, parent, token, (moved ? model_log_probs_ : log_probs_)[static_cast<size_t>(c.index)], c.score);
    }
  }

  // The prefix decides: one hypothesis (live is 1 until the prefix ends) takes its token.
  void take_forced(int step) {
    const int token = options_.forced_prefix[static_cast<size_t>(step)];
    keep(step, 0, token, log_probs_[static_cast<size_t>(token)], sums_[0] + log_probs_[static_cast<size_t>(token)]);
  }

  void keep(int step, int parent, int token, float log_prob, float sum) {
    history_.set(step, static_cast<int>(parents_.size()), parent, token, log_prob);
    parents_.push_back(parent);
    next_tokens_.push_back(token);
    next_sums_.push_back(sum);
  }

  // A hypothesis ended by EOS after `last`: kept if strictly better than the best finished.
  void finish(Node last, float score) {
    if (have_finished_ && !(score > best_score_)) return;
    have_finished_ = true;
    best_finished_ = last;
    best_score_ = score;
  }

  // search.h, step 3; when it stops, the result node and score are set.
  bool should_stop(int step) {
    bool stop = parents_.empty();
    if (!stop && have_finished_) {
      // The best live hypothesis could finish at the next step with length step + 2 at best.
      stop = best_score_ >= hypothesis_score(next_sums_[0], step + 2, options_);
    }
    if (!stop) return false;
    if (have_finished_) {
      result_node_ = best_finished_;
      result_score_ = best_score_;
    } else {
      // Nothing finished: the best hypothesis alive before this step (slot 0), unfinished.
      result_node_ = Node{step - 1, 0};
      result_score_ = hypothesis_score(sums_[0], step, options_);
    }
    return true;
  }

  // Emits what every returnable hypothesis (the live ones and the best finished) shares.
  // Returns the position whose emit refused, or -1.
  int stream_shared_prefix(int step) {
    scratch_.clear();
    for (int slot = 0; slot < static_cast<int>(parents_.size()); ++slot) scratch_.push_back(Node{step, slot});
    if (have_finished_) scratch_.push_back(best_finished_);
    shared_ = history_.common_ancestor(scratch_, emitted_);
    if (shared_.length() <= emitted_) return -1;
    const int refused = history_.emit_path(shared_, emitted_, emit_);
    if (refused < 0) emitted_ = shared_.length();
    return refused;
  }

  StepModel& model_;
  const SearchOptions& options_;
  const EmitFn& emit_;
  const int beam_;
  const int vocab_;
  const int forced_;
  BeamHistory history_;
  TopK top_;
  std::vector<float> log_probs_;  // (live, vocab)
  // Per live slot: last token and accumulated log-prob; next_* are built during selection.
  std::vector<int> last_tokens_, next_tokens_, parents_;
  std::vector<float> sums_, next_sums_;
  std::vector<Node> scratch_;
  std::vector<int> path_;  // tokens of one live hypothesis, for the output rules
  std::vector<std::uint8_t> row_moved_;  // (live) 1: a penalty or bonus moved the row
  std::vector<float> model_log_probs_;  // (beam, vocab) moved rows as the model gave them (those rules on)
  bool have_finished_ = false;
  Node best_finished_;     // its last token before EOS; the root for an immediate EOS
  float best_score_ = 0.f;
  int emitted_ = 0;        // tokens shared by every returnable hypothesis, already emitted
  Node shared_;            // the shared prefix found at the last step
  Node result_node_;
  float result_score_ = 0.f;
};

}  // namespace

Hypothesis beam_search(StepModel& model, const SearchOptions& options, const EmitFn& emit) {
  detail::check_options(model, options);
  if (options.max_length == 0) return Hypothesis{};
  return BeamSearch(model, options, emit).run();
}

}  // namespace heed::decode
