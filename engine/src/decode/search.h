// Greedy and beam search over a StepModel, with streaming of the stable prefix.
//
// Conventions shared with the PyTorch reference (models/), so both pick the same output:
// - Length: `len` counts generated tokens including EOS, excluding BOS. A hypothesis that
//   stopped at max_length without EOS has len = its token count.
// - Score: sum of the log-probs of every generated token (the EOS step's included)
//   / length_penalty(len, alpha) + word_reward * min(len, rewarded_length), with
//   length_penalty = ((5 + len) / 6)^alpha (GNMT); the word reward (0 by default) is a model's
//   own correction of its length habit.
// - max_length bounds the tokens before EOS: after max_length tokens one more model step is
//   taken only to learn whether EOS would be chosen there; if not, the output is unfinished.
//   max_length = 0 takes no model step and returns an empty, unfinished hypothesis.
// - Both searches call model.reset(1) first: they start from a single hypothesis.
//
// Beam search (beam_size k), step by step:
// 1. Expand every live hypothesis over the vocabulary; keep the 2k candidates with the highest
//    accumulated log-prob (ties: lower parent slot, then lower token id, first).
// 2. Walk the candidates best first. An EOS candidate among the first k finishes: its score is
//    computed as above and it replaces the best finished one if strictly better. An EOS
//    candidate ranked k or later is dropped (it would not have made the beam), so beam_size 1
//    with alpha 0 equals greedy. Other candidates fill the k live slots (best first); at the
//    step after max_length tokens they are dropped instead.
// 3. Stop when no hypothesis is live, or after the step at max_length, or when a finished
//    hypothesis exists whose score is >= the score the best live hypothesis would have if it
//    finished at the next step (accumulated log-prob, length len + 1). Later tokens only
//    lower a sum of log-probs, so with alpha <= 0 this bound is exact and the rule never loses the
//    best hypothesis; with alpha > 0 a longer hypothesis gets a larger divisor and could in
//    principle still overtake (so could one that earns a positive word reward), which we accept
//    (as fairseq and Hugging Face do) to avoid running every sentence to max_length.
// 4. Otherwise call model.reorder(parents) and go on.
// Result: the best finished hypothesis; if none finished, the best live hypothesis before the
// last step, unfinished.
//
// Forced prefix: the first steps take SearchOptions::forced_prefix's tokens (beam search keeps
// one hypothesis until the prefix ends); their log-probs count in the score as any token's.
//
// Output rules (output_rules.h) lower forbidden tokens to -infinity in each hypothesis' row
// right after the model step, before the argmax or the top-k; the reported log-prob of a
// chosen token is the model's own (the unknown-word penalty counts in the score only, so the
// word after an invented one is not shown as unsure for it).
//
// Streaming: only the best finished hypothesis and the live ones can still be returned, so a
// token is emitted as soon as all of them share it (their common prefix, found by walking
// back-pointers). Emitted tokens are therefore never retracted and always a prefix of the
// result; when the search ends the rest of the result is emitted. Greedy emits every token at
// once. EOS is never emitted.
//
// Cancellation: when emit returns false the search stops at once (no further model step) and
// returns the tokens emitted so far, including the refused one, with cancelled = true,
// finished = false and score = their log-prob sum / length_penalty(their count).
#pragma once

#include <functional>
#include <vector>

#include "decode/output_rules.h"
#include "decode/step_model.h"

namespace heed::decode {

struct SearchOptions {
  int beam_size = 1;            // 1 = greedy
  float length_penalty = 0.6f;  // alpha: score = sum log p / ((5 + len) / 6)^alpha + reward (above)
  float word_reward = 0.f;      // > 0 favours longer outputs, < 0 shorter ones
  int rewarded_length = 1 << 30;  // tokens that earn the word reward, at most (a bounded reward
                                  // lengthens short outputs without paying for runaway ones)
  int max_length = 256;         // tokens generated at most, EOS excluded
  int bos_id = 1;
  int eos_id = 2;
  bool want_attention = true;
  OutputRules rules;            // applied to every hypothesis' log-probs before each choice
  // The output starts with these tokens, in order, whatever the model prefers (no EOS among
  // them); the search continues from there. The rules apply only after them.
  std::vector<int> forced_prefix;
  int alternatives = 0;         // report the k best tokens of every emitted token's step (0: none)
};

// One of the k best next tokens at a step (after the output rules), best first.
struct Alternative {
  int token = -1;               // -1: fewer than k tokens were possible
  float log_prob = 0.f;
};

// One token of the final output, emitted as soon as it is certain: for greedy at once, for
// beam search when every hypothesis that can still be returned (live beams and the finished
// ones kept) shares it, so an emitted token is never taken back.
struct EmittedToken {
  int position = 0;              // index in the output, from 0
  int token = 0;
  float log_prob = 0.f;
  // (heads, source_length), or null without attention. Points into the search's own buffers:
  // valid only during the call, copy it to keep it.
  const float* attention = nullptr;
  // (SearchOptions::alternatives) the k best tokens where this one was chosen, or null; valid
  // only during the call.
  const Alternative* alternatives = nullptr;
};
// Return false to stop decoding (cancellation). An empty EmitFn is allowed (no streaming).
using EmitFn = std::function<bool(const EmittedToken&)>;

struct Hypothesis {
  std::vector<int> tokens;              // excluding BOS and EOS
  std::vector<float> log_probs;         // one per token (the EOS step's is folded into score)
  std::vector<float> attention;         // (tokens, heads, source_length), empty without attention
  std::vector<Alternative> alternatives;  // (tokens, SearchOptions::alternatives)
  float score = 0.f;                    // length-normalised total log-probability, less any
                                        // unknown-word penalty paid (OutputRules)
  bool finished = false;                // ended with EOS (false when max_length was hit)
  bool cancelled = false;               // the EmitFn returned false
};

// Throw heed::Error(kInvalidInput) when beam_size < 1, max_length < 0 or the token ids are
// outside the model's vocabulary.
Hypothesis greedy_search(StepModel& model, const SearchOptions& options, const EmitFn& emit);
Hypothesis beam_search(StepModel& model, const SearchOptions& options, const EmitFn& emit);
// Greedy search of every row of `model` at once; options[row] holds each row's settings
// (beam_size must be 1). Each row makes exactly the choices greedy_search makes for it alone.
// emit(row, token) streams each row's tokens; ended(row, hypothesis) is told as each row ends,
// in the order rows end. Either may be empty; either returning false stops every row (the rows
// still live end cancelled, and are told too).
using RowEmitFn = std::function<bool(int row, const EmittedToken&)>;
using RowEndedFn = std::function<bool(int row, const Hypothesis&)>;
std::vector<Hypothesis> greedy_search_batch(BatchStepModel& model, const std::vector<SearchOptions>& options,
                                            const RowEmitFn& emit, const RowEndedFn& ended);
// Chooses greedy or beam search by options.beam_size.
Hypothesis search(StepModel& model, const SearchOptions& options, const EmitFn& emit);

// The k best tokens of log_probs (vocab) into out (k), best first; padded with token -1.
void best_tokens(const float* log_probs, int vocab, int k, Alternative* out);

// GNMT length penalty ((5 + length) / 6)^alpha; length counts tokens including EOS.
float length_penalty(int length, float alpha);

// The score of a hypothesis whose `length` generated tokens (EOS included when finished) have
// log-probs summing to `sum_log_prob`, under options' length_penalty and word_reward.
float hypothesis_score(float sum_log_prob, int length, const SearchOptions& options);

}  // namespace heed::decode
