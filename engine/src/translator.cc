// The one place that wires io → nn → decode → text.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <unordered_set>

#include "core/check.h"
#include "decode/search.h"
#include "decode/shortlist.h"
#include "heed/translator.h"
#include "io/model_file.h"
#include "kernels/isa.h"
#include "nn/batch_decoder_session.h"
#include "nn/decoder_session.h"
#include "nn/transformer.h"
#include "text/protect.h"
#include "text/restore.h"
#include "text/segment.h"
#include "text/tokenizer.h"
#include "translator_output.h"
#include "translator_plan.h"
#include "translator_describe.h"
#include "translator_shortlist.h"
#include "translator_weights.h"
#include "translator_word_rules.h"

namespace heed {
namespace {

// Sentences encoded together: enough rows for efficient GEMMs, few enough that the first
// sentence starts decoding (and streaming) quickly.
constexpr int kEncoderBatchTokens = 512;

// Log-prob a beam hypothesis pays for ending a word the model's list lacks (translator_known_words.h).
// Tuned on FLORES dev, both directions: 3 and 5 within 0.05 chrF of each other; 10 shortens
// outputs (a penalised live hypothesis loses to an earlier finished one) and costs 1.7.
constexpr float kUnknownWordPenalty = 4.f;
// The hint rule's bonus, in log-prob (decode::HintWordRule): on FLORES dev 0.75, 1 and 1.5 gave
// es->en 46.49 / 46.53 / 46.53 and en->es 44.26 / 44.31 / 44.28 chrF2 (46.20 and 44.20 without).
constexpr float kHintBonus = 1.f;
// And per next piece that goes on spelling the hinted word, all of it paid back at the piece
// that leaves its spelling or ends it short. On FLORES dev 0 / 0.25 / 0.5 / 1 / 2 gave en->es
// 45.66 / 45.74 / 45.76 / 45.76 / 45.78 and es->en 48.31 / 48.33 / 48.40 / 48.35 / 48.31 chrF2
// (45.65 and 48.29 when nothing was paid back before the word ended); with 0.5, a bonus of
// 0.75 / 1.5 gave 45.75 / 45.78 and 48.28 / 48.33.
constexpr float kHintContinuation = 0.5f;
// A strong hint's start (FORMAT.md "Hints"): words the model, given them alone, wrote otherwise.
// On es->en FLORES dev with 6,096 marked: 3 / 6 / 10 gave 48.69 / 48.79 / 48.65 chrF2.
constexpr float kStrongHintBonus = 6.f;
// An English past's Spanish past (FORMAT.md "Hints", a "past" row), where it reads as a verb.
// en->es FLORES dev chrF2 with 1,206 rows: 1 / 2 / 3 / 6 gave 46.04 / 46.01 / 46.02 / 45.96 (46.05
// without); of 300 regular pasts in "Yesterday the director <past> it.", 154 came out without a
// preterite, 117 / 97 / 78 / 51 with; 6 also dropped words ("Fire de Anatolia actuó del").
constexpr float kPastHintBonus = 2.f;

void check_options(const TranslateOptions& o, int decoder_layers) {
  auto bad = [](const std::string& m) { throw_error(Error::Code::kInvalidInput, m); };
  if (o.beam_size < 1 || o.beam_size > 64) bad("beam_size must be in 1..64, got " + std::to_string(o.beam_size));
  if (!std::isfinite(o.length_penalty) || o.length_penalty < 0.f || o.length_penalty > 10.f)
    bad("length_penalty must be in 0..10");
  if (o.word_reward && !(*o.word_reward >= -io::kMaxWordReward && *o.word_reward <= io::kMaxWordReward))
    bad("word_reward must be in -10..10");
  if (o.word_reward_ratio &&
      !(*o.word_reward_ratio >= io::kMinWordRewardRatio && *o.word_reward_ratio <= io::kMaxWordRewardRatio))
    bad("word_reward_ratio must be in 0.25..4");
  if (o.max_length_extra < 0 || o.max_length_extra > 4096) bad("max_length_extra must be in 0..4096");
  if (!std::isfinite(o.max_length_ratio) || o.max_length_ratio < 0.f || o.max_length_ratio > 64.f)
    bad("max_length_ratio must be in 0..64");
  if (o.max_length < 0 || o.max_length > 4096) bad("max_length must be in 0..4096 (0 = automatic)");
  if (o.alternatives < 0 || o.alternatives > 8) bad("alternatives must be in 0..8");
  if (o.batch_sentences < 1 || o.batch_sentences > 64) bad("batch_sentences must be in 1..64");
  if (o.target_prefix.size() > 4000) bad("target_prefix is at most 4000 bytes");
  if (!text::is_valid_utf8(o.target_prefix)) bad("target_prefix must be valid UTF-8");
  if (o.glossary.size() > kMaxGlossaryTerms) {
    bad("glossary holds at most " + std::to_string(kMaxGlossaryTerms) + " terms");
  }
  for (const auto& [source, target] : o.glossary) {
    if (source.empty()) bad("glossary terms must not be empty");
    if (source.size() > kMaxGlossaryTermBytes || target.size() > kMaxGlossaryTermBytes) {
      bad("glossary terms are at most " + std::to_string(kMaxGlossaryTermBytes) + " bytes");
    }
    if (!text::is_valid_utf8(source) || !text::is_valid_utf8(target)) bad("glossary terms must be valid UTF-8");
  }
  if (o.attention_layer < -1 || o.attention_layer >= decoder_layers)
    bad("attention_layer must be -1 or in 0.." + std::to_string(decoder_layers - 1));
}

class TranslatorImpl final : public Translator {
 public:
  explicit TranslatorImpl(io::ModelFile file) : file_(std::move(file)), words_(file_) {
    const io::ModelConfig& c = file_.config();
    const io::TensorView* spm = file_.find("tokenizer.model");
    if (spm == nullptr || spm->dtype != io::DType::kU8 || spm->shape.size() != 1) {
      throw_error(Error::Code::kInvalidModel, "model has no 'tokenizer.model' U8 tensor");
    }
    spm_ = std::string_view(static_cast<const char*>(spm->data), spm->bytes);
    model_ = std::make_unique<nn::Transformer>(transformer_config(c), bind_weights(file_));
    shortlist_ = bind_shortlist(file_);
    info_ = describe();
  }

  ModelInfo info() const override { return info_; }

  // The tokenizer is built here, not at load: sentencepiece's build (its pieces sorted, its
  // double array) was 40 of a browser's 79 ms of parsing a model (BENCHMARKS.md, "Model
  // ready"), and a page is ready to take text before it needs it.
  void warm_up() const override {
    std::call_once(tokenizer_built_, [this] {
      const io::ModelConfig& c = file_.config();
      auto tokenizer = text::Tokenizer::from_bytes(spm_);
      if (tokenizer->vocab_size() != c.vocab_size) {
        throw_error(Error::Code::kInvalidModel,
                    "tokenizer has " + std::to_string(tokenizer->vocab_size()) +
                        " pieces but the config says vocab_size " + std::to_string(c.vocab_size));
      }
      // Pieces the output never contains: byte pieces (the model spells characters wrongly with
      // them; what needs them in the source is protected and copied) and <unk>.
      word_start_.assign(c.vocab_size, 0);
      for (int id = 0; id < c.vocab_size; ++id) {
        if (tokenizer->byte_value(id) >= 0 || tokenizer->is_unknown(id)) never_output_.push_back(id);
        word_start_[id] = tokenizer->piece(id).starts_with("\xE2\x96\x81") ? 1 : 0;  // "▁"
      }
      tokenizer_ = std::move(tokenizer);
    });
  }

  TranslationResult translate(std::string_view text, const TranslateOptions& options,
                              const TokenCallback& on_token) override {
    return std::move(run({text}, options, on_token).front());
  }

  std::vector<TranslationResult> translate_batch(const std::vector<std::string>& texts,
                                                 const TranslateOptions& options) override {
    return run(std::vector<std::string_view>(texts.begin(), texts.end()), options, {});
  }

 private:
  // One text of a call: its plan, its result, and its output not yet carried by an event
  // (separators of sentences that produced no token ride on the next token's delta).
  struct Job {
    TranslationPlan plan;
    TranslationResult result;
    std::string unstreamed;
  };
  // A unit to translate, and the text it belongs to.
  struct QueuedUnit {
    Job* job;
    const TranslationUnit* unit;
    bool first;  // the text's first unit (a reader's target prefix applies to it)
  };

  // Translates every text's units in order: encoded in batches, decoded one by one (beam
  // search) or side by side in groups (greedy search). Only a streamed call (one text) can be
  // cancelled.
  std::vector<TranslationResult> run(const std::vector<std::string_view>& texts,
                                     const TranslateOptions& options, const TokenCallback& on_token) {
    const io::ModelConfig& c = file_.config();
    check_options(options, c.decoder_layers);
    warm_up();
    for (std::string_view text : texts) {
      if (!text::is_valid_utf8(text)) throw_error(Error::Code::kInvalidInput, "input is not valid UTF-8");
    }
    // Whether the vocabulary spells a word without byte pieces (the protected spans carry it
    // whole otherwise, text/word_spans.h).
    const auto spelled = [this](std::string_view word) {
      std::vector<int> ids;
      std::vector<Span> spans;
      tokenizer_->encode(word, &ids, &spans);
      return std::none_of(ids.begin(), ids.end(), [this](int id) { return tokenizer_->byte_value(id) >= 0 || tokenizer_->is_unknown(id); });
    };
    const PlanOptions plan_options{options.protect_spans, options.match_case,
                                   words_.glossary_terms(options, texts, options.protect_spans ? spelled : std::function<bool(std::string_view)>{}),
                                   /*quotes_as_ascii=*/c.tgt_lang == "en", /*spanish_articles=*/c.tgt_lang == "es",
                                   /*english_articles=*/c.tgt_lang == "en", words_.case_lowers(options),
                                   /*title_case_output=*/c.tgt_lang == "en",
                                   /*angle_quotes=*/c.tgt_lang == "es" && options.protect_spans};
    std::vector<Job> jobs(texts.size());
    std::vector<QueuedUnit> queue;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      jobs[i].plan = plan_translation(texts[i], *tokenizer_, c.eos_id, plan_options);
      if (options.model_glossary) words_.add_copied_words(texts[i], &jobs[i].plan);
      for (const TranslationUnit& unit : jobs[i].plan.units) queue.push_back({&jobs[i], &unit, queue.empty() || queue.back().job != &jobs[i]});
    }
    const int group = options.beam_size == 1 ? options.batch_sentences : 1;
    std::vector<float> memory;
    bool cancelled = false;
    std::size_t next = 0;
    while (next < queue.size() && !cancelled) {
      // Encode a batch of units together, then decode them.
      std::vector<std::vector<int>> batch;
      int tokens = 0;
      const std::size_t first = next;
      while (next < queue.size() &&
             (batch.empty() || tokens + static_cast<int>(queue[next].unit->ids.size()) <= kEncoderBatchTokens)) {
        batch.push_back(queue[next].unit->ids);
        tokens += static_cast<int>(queue[next].unit->ids.size());
        ++next;
      }
      model_->encode(&memory, batch);
      std::size_t row = 0;  // the encoder output of queue[u] starts at this row of memory
      for (std::size_t u = first; u < next && !cancelled;) {
        const std::size_t end = std::min(next, u + static_cast<std::size_t>(group));
        const float* at = memory.data() + row * c.d_model;
        if (end - u == 1) {
          decode_unit(*queue[u].unit, at, options, on_token, &queue[u].job->unstreamed, &queue[u].job->result);
        } else {
          decode_group(&queue[u], static_cast<int>(end - u), at, options, on_token);
        }
        for (; u < end; ++u) {
          row += queue[u].unit->ids.size();
          cancelled = cancelled || queue[u].job->result.cancelled;
        }
      }
    }
    std::vector<TranslationResult> results;
    for (Job& job : jobs) {
      if (!job.result.cancelled) job.result.text += job.plan.trailing;
      results.push_back(std::move(job.result));
    }
    return results;
  }

  // One unit (a sentence, or a piece of a long one): its search, streamed into `result`.
  void decode_unit(const TranslationUnit& unit, const float* memory, const TranslateOptions& options,
                   const TokenCallback& on_token, std::string* unstreamed,
                   TranslationResult* result) {
    const int src = static_cast<int>(unit.ids.size());
    decode::SearchOptions so = search_options(options, src, on_token != nullptr);
    // A reader's prefix applies to the first sentence only.
    const std::vector<int> prefix =
        result->sentences.empty() ? prefix_ids(options.target_prefix, unit) : std::vector<int>{};
    std::vector<decode::HintedWord> hinted = hinted_words(unit, options);
    const TokenSpace space = token_space(unit, prefix, options, hinted);
    set_output_rules(unit, space, options, std::move(hinted), &so.rules);
    // The hints are placed by the last decoder layer's attention, asked for or not.
    const bool hints = !so.rules.hints.words.empty();
    const ReportedAttention attention = reported_attention(options, src, hints);
    if (hints) {
      so.want_attention = true;
      so.rules.hints.attention_offset = static_cast<int>(attention.offset_of(file_.config().decoder_layers - 1));
      so.rules.hints.attention_rows = file_.config().n_heads;
    }
    nn::DecoderSession session(*model_, memory, src, attention.first_layer, attention.layers,
                               so.max_length + 1);
    if (!space.candidates.empty()) {
      // The search sees indices into the candidate ids, not vocabulary ids.
      so.bos_id = space.index_of(file_.config().bos_id);
      so.eos_id = space.index_of(file_.config().eos_id);
      session.restrict_output(space.candidates);
    }
    for (int id : prefix) so.forced_prefix.push_back(space.candidates.empty() ? id : space.index_of(id));

    UnitOutput output({*tokenizer_, space, attention, on_token, so.alternatives, words_.real_word_test(options),
                       words_.adjective_list(options), words_.noun_list(options), words_.proper_words(options)},
                      unit, result, unstreamed);
    const decode::Hypothesis best =
        decode::search(session, so, [&](const decode::EmittedToken& t) { return output.emit(t); });
    output.finish(best);
  }

  // A token that a unit decoded side by side emitted before its output could be written.
  struct HeldToken {
    decode::EmittedToken token;
    std::vector<float> attention;
    std::vector<decode::Alternative> alternatives;
    HeldToken(const decode::EmittedToken& t, std::size_t attention_floats, int k)
        : token(t),
          attention(t.attention ? std::vector<float>(t.attention, t.attention + attention_floats) : std::vector<float>{}),
          alternatives(t.alternatives ? std::vector<decode::Alternative>(t.alternatives, t.alternatives + k)
                                      : std::vector<decode::Alternative>{}) {}
    decode::EmittedToken view() const {
      decode::EmittedToken t = token;
      t.attention = attention.empty() ? nullptr : attention.data();
      t.alternatives = alternatives.empty() ? nullptr : alternatives.data();
      return t;
    }
  };

  // Greedy search of `count` queued units side by side (nn::BatchDecoderSession), whose
  // encoder outputs lie back to back from `memory`. Output is written in queue order, as
  // decode_unit would write it: the first unit not yet written streams live, the ones after
  // it hold their tokens until it is done, then replay them; so a reader sees one sentence at
  // a time, and a stop from the reader stops every row.
  void decode_group(const QueuedUnit* units, int count, const float* memory, const TranslateOptions& options,
                    const TokenCallback& on_token) {
    struct Row {
      TokenSpace space;
      ReportedAttention attention;
      std::unique_ptr<UnitOutput::Context> context;
      std::unique_ptr<UnitOutput> output;  // set once the row's output is being written
      std::vector<HeldToken> held;
      std::optional<decode::Hypothesis> ended;
    };
    std::vector<Row> rows(static_cast<std::size_t>(count));
    std::vector<decode::SearchOptions> searches;
    std::vector<int> lengths;
    std::vector<std::vector<int>> candidates;
    int max_steps = 1;
    for (int i = 0; i < count; ++i) {
      const TranslationUnit& unit = *units[i].unit;
      Row& row = rows[static_cast<std::size_t>(i)];
      const int src = static_cast<int>(unit.ids.size());
      decode::SearchOptions& so = searches.emplace_back(search_options(options, src, on_token != nullptr));
      const std::vector<int> prefix = units[i].first ? prefix_ids(options.target_prefix, unit) : std::vector<int>{};
      row.attention = reported_attention(options, src);
      std::vector<decode::HintedWord> hinted = hinted_words(unit, options);
      row.space = token_space(unit, prefix, options, hinted);
      if (!row.space.candidates.empty()) {
        so.bos_id = row.space.index_of(file_.config().bos_id);
        so.eos_id = row.space.index_of(file_.config().eos_id);
        candidates.push_back(row.space.candidates);
      }
      set_output_rules(unit, row.space, options, std::move(hinted), &so.rules);
      for (int id : prefix) so.forced_prefix.push_back(row.space.candidates.empty() ? id : row.space.index_of(id));
      lengths.push_back(src);
      max_steps = std::max(max_steps, so.max_length + 1);
    }
    nn::BatchDecoderSession session(*model_, memory, lengths, std::move(candidates), rows[0].attention.first_layer,
                                    rows[0].attention.layers, max_steps);

    std::size_t current = 0;  // the first row whose output is not complete
    bool stopped = false;
    // Starts writing rows[current] (its held tokens replayed) and finishes every row in order
    // whose search has ended. False once the reader stopped.
    auto write_ready = [&]() -> bool {
      while (current < rows.size()) {
        Row& row = rows[current];
        if (!row.output) {
          row.context = std::make_unique<UnitOutput::Context>(UnitOutput::Context{
              *tokenizer_, row.space, row.attention, on_token, searches[current].alternatives,
              words_.real_word_test(options), words_.adjective_list(options), words_.noun_list(options),
              words_.proper_words(options)});
          Job& job = *units[current].job;
          row.output = std::make_unique<UnitOutput>(*row.context, *units[current].unit, &job.result, &job.unstreamed);
          for (std::size_t p = 0; p < row.held.size(); ++p) {
            if (!row.output->emit(row.held[p].view())) {
              row.output->finish(cancelled_at(row.held, p + 1, searches[current]));
              return false;
            }
          }
          row.held.clear();
        }
        if (!row.ended) return true;  // still decoding: its tokens now stream live
        row.output->finish(*row.ended);
        if (row.ended->cancelled) return false;
        ++current;
      }
      return true;
    };
    stopped = !write_ready();
    decode::greedy_search_batch(
        session, searches,
        [&](int r, const decode::EmittedToken& t) {
          if (stopped) return false;
          Row& row = rows[static_cast<std::size_t>(r)];
          if (static_cast<std::size_t>(r) == current) return row.output->emit(t);
          row.held.emplace_back(t, row.attention.floats(), searches[static_cast<std::size_t>(r)].alternatives);
          return true;
        },
        [&](int r, const decode::Hypothesis& h) {
          if (stopped) return false;
          rows[static_cast<std::size_t>(r)].ended = h;
          if (static_cast<std::size_t>(r) == current) stopped = !write_ready();
          return !stopped;
        });
    HEED_CHECK(stopped || current == rows.size());
  }

  // A row the reader stopped while its held tokens were replayed: its first `count` of them,
  // cancelled, scored as a search scores a cancelled hypothesis.
  static decode::Hypothesis cancelled_at(const std::vector<HeldToken>& held, std::size_t count,
                                         const decode::SearchOptions& so) {
    decode::Hypothesis h;
    float sum = 0.f;
    for (std::size_t p = 0; p < count; ++p) {
      const HeldToken& t = held[p];
      h.tokens.push_back(t.token.token);
      h.log_probs.push_back(t.token.log_prob);
      h.attention.insert(h.attention.end(), t.attention.begin(), t.attention.end());
      h.alternatives.insert(h.alternatives.end(), t.alternatives.begin(), t.alternatives.end());
      sum += t.token.log_prob;
    }
    h.cancelled = true;
    h.score = decode::hypothesis_score(sum, static_cast<int>(count), so);
    return h;
  }

  // The search's settings for a unit of `src` source tokens (EOS included).
  decode::SearchOptions search_options(const TranslateOptions& options, int src, bool streaming) const {
    const io::ModelConfig& c = file_.config();
    decode::SearchOptions so;
    so.beam_size = options.beam_size;
    so.length_penalty = options.length_penalty;
    so.word_reward = options.word_reward.value_or(c.word_reward);
    // A reward is earned by the first word_reward_ratio * source tokens only (+ 1: EOS), so that
    // padding a finished sentence never pays; a penalty (< 0) is paid for every token.
    if (so.word_reward > 0.f) {
      const float ratio = options.word_reward_ratio.value_or(c.word_reward_ratio);
      so.rewarded_length = static_cast<int>(std::lround(ratio * static_cast<float>(src - 1))) + 1;
    }
    so.max_length = options.max_length > 0
                        ? options.max_length
                        : static_cast<int>(options.max_length_ratio * static_cast<float>(src - 1)) +
                              options.max_length_extra;
    so.bos_id = c.bos_id;
    so.eos_id = c.eos_id;
    so.want_attention = options.report_attention;
    so.alternatives = streaming ? options.alternatives : 0;
    return so;
  }

  // The decoder layers whose cross-attention the session records: the reported one, or all;
  // with `hints`, from the reported one to the last, whose attention places the hints.
  ReportedAttention reported_attention(const TranslateOptions& options, int src, bool hints = false) const {
    const io::ModelConfig& c = file_.config();
    const int layer = options.attention_layer < 0 ? c.decoder_layers - 1 : options.attention_layer;
    const bool all_layers = options.report_attention && options.report_all_layers;
    const int first = all_layers ? 0 : layer;
    const int layers = all_layers ? c.decoder_layers : hints ? c.decoder_layers - layer : 1;
    return {layer, first, layers, c.n_heads, src, options.report_attention};
  }

  // The unit's shortlist candidates (plus the special tokens, the prefix and the pieces of the
  // `hinted` words), or the whole vocabulary when the model has no shortlist or the caller
  // turned it off.
  TokenSpace token_space(const TranslationUnit& unit, const std::vector<int>& prefix,
                         const TranslateOptions& options, const std::vector<decode::HintedWord>& hinted) const {
    if (!shortlist_ || !options.use_shortlist) return {};
    const io::ModelConfig& c = file_.config();
    std::vector<int> always = {c.eos_id, c.bos_id, c.unk_id};
    always.insert(always.end(), prefix.begin(), prefix.end());
    if (!hinted.empty()) {  // the hinted words' pieces, which the lexical table may lack
      const std::vector<int> ids = hinted_word_ids(
          hinted, [this](const std::string& word) { return encode_ids(word); },
          [this](std::string_view piece) { return tokenizer_->piece_id(piece); });
      always.insert(always.end(), ids.begin(), ids.end());
    }
    return {shortlist_->candidates(unit.ids, always)};
  }

  // The reader's prefix as target ids, in the form the model reads: the sentence's protected
  // spans as their placeholders, normalised as the output is re-cased (a Spanish title is
  // written as the model writes it: nothing to undo).
  std::vector<int> prefix_ids(const std::string& prefix, const TranslationUnit& unit) const {
    if (prefix.empty()) return {};
    std::string masked = prefix;
    for (std::size_t k = 0; k < unit.restore.size(); ++k) {
      const std::string& span = unit.restore[k].text;
      if (span.empty()) continue;
      for (std::size_t at = masked.find(span); at != std::string::npos; at = masked.find(span, at + 1)) {
        masked.replace(at, span.size(), text::placeholder(static_cast<int>(k)));
      }
    }
    return encode_ids(text::normalise_case(masked, unit.output_case));
  }

  // The target ids of `text` as the tokenizer spells it, without EOS.
  std::vector<int> encode_ids(const std::string& text) const {
    std::vector<int> ids;
    std::vector<Span> spans;
    tokenizer_->encode(text, &ids, &spans);
    std::erase(ids, file_.config().eos_id);
    return ids;
  }

  // The unit's hinted words, where beam search favours them (greedy has no other hypothesis to
  // prefer); read once for the token space and the output rules.
  std::vector<decode::HintedWord> hinted_words(const TranslationUnit& unit, const TranslateOptions& options) const {
    if (!options.model_glossary || options.beam_size < 2 || words_.hints().empty()) return {};
    // [placeholders] "%k" is a term's or a name's, a verb's possible subject (not a mark's or a URL's)
    std::vector<bool> terms;
    for (const text::SpanToRestore& r : unit.restore) terms.push_back(r.translated || text::starts_with_upper(r.text));
    return words_.hints().words_for(piece_words_once(), unit.ids, terms);
  }

  // The pieces as the word rules read them, built on first use, not at load: model-ready time
  // is a target of its own (issue 12).
  const decode::PieceWords& piece_words_once() const {
    std::call_once(piece_words_built_, [this] { piece_words_ = piece_words(*tokenizer_); });
    return piece_words_;
  }

  // The output rules of one unit in the search's token space.
  void set_output_rules(const TranslationUnit& unit, const TokenSpace& space, const TranslateOptions& options,
                        std::vector<decode::HintedWord> hinted, decode::OutputRules* rules) const {
    rules->block_repeats = options.block_repeats;
    // Byte pieces are safe to ban only when what needs them in the source is protected.
    if (options.protect_spans) {
      for (int id : never_output_) {
        const int s = space.search_id(id);
        if (s >= 0) rules->banned.push_back(s);
      }
    }
    if (space.candidates.empty()) {
      rules->word_start = word_start_;
    } else {
      for (int id : space.candidates) rules->word_start.push_back(word_start_[id]);
    }
    if (options.block_repeats) {
      const decode::PieceWords& pieces = piece_words_once();
      if (space.candidates.empty()) {
        rules->continues_word = pieces.starts_letter;
      } else {
        for (int id : space.candidates) rules->continues_word.push_back(pieces.starts_letter[static_cast<std::size_t>(id)]);
      }
    }
    for (int id : unit.ids) rules->source.push_back(space.search_id(id));
    // Beam search only: greedy has no other hypothesis to prefer, and would lengthen the word.
    // The word rules read EOS as the end of the last word, in the search's token space.
    const int eos = space.candidates.empty() ? file_.config().eos_id : space.index_of(file_.config().eos_id);
    const ModelKnownWords& known = words_.known_words();
    if (options.model_glossary && options.beam_size > 1 && !known.empty()) {
      decode::UnknownWordRule& rule = rules->unknown_words;
      rule.pieces = &piece_words_once();
      rule.candidates = &space.candidates;
      rule.penalty = kUnknownWordPenalty;
      rule.eos = eos;
      auto in_source = std::make_shared<const std::unordered_set<std::string>>(source_words(piece_words_, unit.ids));
      rule.is_known = [&known, in_source, avoid_your = unit.avoid_your](std::string_view word) {
        const bool one_letter = word.size() == 1 || (word.size() == 2 && static_cast<unsigned char>(word[0]) >= 0xC0);
        if (one_letter) return true;
        const std::string lower = text::lower_case(word);
        // es -> en: "your" pays where "su" is not the reader's (TranslationUnit::avoid_your).
        if (avoid_your && (lower == "your" || lower == "yours")) return false;
        return known.contains(lower) || in_source->count(lower) > 0;
      };
    }
    if (!hinted.empty()) {
      decode::HintWordRule& rule = rules->hints;
      rule.pieces = &piece_words_once();
      rule.candidates = &space.candidates;
      rule.bonus = kHintBonus;
      rule.continuation = kHintContinuation;
      rule.strong_bonus = kStrongHintBonus;
      rule.past_bonus = kPastHintBonus;
      rule.eos = eos;
      add_hinted_words(std::move(hinted), [&](std::string_view piece) { return space.search_id(tokenizer_->piece_id(piece)); },
                       &rule);
    }
  }

  ModelInfo describe() const {
    ModelInfo m = describe_file(file_, shortlist_ != nullptr);
    words_.describe(&m);
    return m;
  }

  io::ModelFile file_;
  std::string_view spm_;                          // the file's sentencepiece model
  mutable std::unique_ptr<text::Tokenizer> tokenizer_;  // built by warm_up()
  mutable std::once_flag tokenizer_built_;
  std::unique_ptr<nn::Transformer> model_;
  std::unique_ptr<decode::Shortlist> shortlist_;  // null: the model has no lexical table
  ModelWordRules words_;                          // the file's word tables and their rules
  mutable decode::PieceWords piece_words_;        // the pieces as that rule reads them (first use)
  mutable std::once_flag piece_words_built_;
  mutable std::vector<int> never_output_;         // byte pieces and <unk>: banned in every search (warm_up)
  mutable std::vector<std::uint8_t> word_start_;  // [vocab] 1 for pieces that start a word (warm_up)
  ModelInfo info_;
};

}  // namespace

std::unique_ptr<Translator> Translator::from_bytes(std::vector<std::uint8_t> bytes) {
  return std::make_unique<TranslatorImpl>(io::ModelFile::parse(std::move(bytes)));
}

std::unique_ptr<Translator> Translator::from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_error(Error::Code::kInvalidModel, "cannot open model file '" + path + "'");
  // One read into a buffer of the file's size: reading through istreambuf_iterator grew the
  // vector by doubling, copying the model ~log2(size) times (half of the CLI's load time).
  // The size comes from the file system: a directory opens too, and its "size" is no length.
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    throw_error(Error::Code::kInvalidModel, "model path '" + path + "' is not a regular file");
  }
  const std::uintmax_t size = std::filesystem::file_size(path, error);
  if (error) throw_error(Error::Code::kInvalidModel, "cannot read model file '" + path + "': " + error.message());
  std::vector<std::uint8_t> bytes(static_cast<std::size_t>(size));
  if (!in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size))) {
    throw_error(Error::Code::kInvalidModel, "cannot read model file '" + path + "'");
  }
  return from_bytes(std::move(bytes));
}

std::string kernels_in_use() { return kernels::kernels_name(); }

void use_relaxed_dot(bool use) { kernels::force_relaxed_dot(use); }

}  // namespace heed
