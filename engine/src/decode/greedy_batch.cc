// Greedy search over several sentences at once: one GreedyRow per sentence, one model step for
// all rows still live. A row's choices depend only on its own log-probs, so batching changes
// nothing but speed (tests/unit/test_decode_batch.cc).
#include <string>
#include <vector>

#include "core/check.h"
#include "decode/greedy_row.h"
#include "decode/search.h"
#include "decode/search_common.h"

namespace heed::decode {

std::vector<Hypothesis> greedy_search_batch(BatchStepModel& model, const std::vector<SearchOptions>& options,
                                            const RowEmitFn& emit, const RowEndedFn& ended) {
  const int rows = model.rows();
  HEED_CHECK(static_cast<int>(options.size()) == rows);
  std::vector<GreedyRow> state;
  state.reserve(static_cast<size_t>(rows));
  bool want_attention = false;
  for (int r = 0; r < rows; ++r) {
    const SearchOptions& o = options[static_cast<size_t>(r)];
    if (o.beam_size != 1) throw_error(Error::Code::kInvalidInput, "search options: a batch is greedy (beam_size 1)");
    if (o.bos_id < 0 || o.bos_id >= model.vocab_size(r) || o.eos_id < 0 || o.eos_id >= model.vocab_size(r) ||
        o.max_length < 0) {
      throw_error(Error::Code::kInvalidInput, "search options: row " + std::to_string(r) + " is invalid");
    }
    want_attention = want_attention || o.want_attention;
    state.emplace_back(o, model.vocab_size(r), o.want_attention ? model.attention_heads() * model.source_length(r) : 0);
  }

  std::vector<Hypothesis> out(static_cast<size_t>(rows));
  std::vector<int> live, last_tokens;
  std::vector<float> log_probs, attention;
  bool stop = false;
  for (int r = 0; r < rows; ++r) {
    if (state[static_cast<size_t>(r)].live()) live.push_back(r);
    else if (ended && !stop) stop = !ended(r, state[static_cast<size_t>(r)].hypothesis());
  }
  while (!live.empty() && !stop) {
    last_tokens.clear();
    for (int r : live) last_tokens.push_back(state[static_cast<size_t>(r)].last_token());
    log_probs.resize(live.size() * static_cast<size_t>(model.log_probs_stride()));
    attention.resize(want_attention ? live.size() * static_cast<size_t>(model.attention_stride()) : 0);
    model.step(live, last_tokens, log_probs.data(), want_attention ? attention.data() : nullptr);

    std::vector<int> still;
    for (size_t i = 0; i < live.size(); ++i) {
      const int r = live[i];
      GreedyRow& row = state[static_cast<size_t>(r)];
      if (!stop) {
        const EmitFn row_emit = emit ? EmitFn([&](const EmittedToken& t) { return emit(r, t); }) : EmitFn();
        row.advance(log_probs.data() + i * model.log_probs_stride(),
                    want_attention ? attention.data() + i * model.attention_stride() : nullptr, row_emit);
        stop = row.hypothesis().cancelled;
        if (!row.live() && ended && !ended(r, row.hypothesis())) stop = true;
      }
      if (row.live()) still.push_back(r);
    }
    live.swap(still);
  }
  // Stopped: the rows still live end where they are, cancelled too.
  for (int r = 0; r < rows; ++r) {
    GreedyRow& row = state[static_cast<size_t>(r)];
    if (row.live()) {
      row.cancel();
      if (ended) ended(r, row.hypothesis());
    }
    out[static_cast<size_t>(r)] = row.take();
  }
  return out;
}

}  // namespace heed::decode
