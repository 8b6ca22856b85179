#include "translator_output.h"

#include <algorithm>
#include <utility>

namespace heed {
namespace {

std::vector<float> mean_of_heads(const float* rows, int heads, int src) {
  std::vector<float> mean(src, 0.f);
  for (int h = 0; h < heads; ++h)
    for (int j = 0; j < src; ++j) mean[j] += rows[h * src + j];
  for (float& m : mean) m /= static_cast<float>(heads);
  return mean;
}

}  // namespace

int TokenSpace::index_of(int id) const {
  return static_cast<int>(std::lower_bound(candidates.begin(), candidates.end(), id) - candidates.begin());
}

int TokenSpace::search_id(int id) const {
  if (candidates.empty()) return id;
  const int i = index_of(id);
  return i < static_cast<int>(candidates.size()) && candidates[i] == id ? i : -1;
}

UnitOutput::UnitOutput(const Context& context, const TranslationUnit& unit, TranslationResult* result,
                       std::string* unstreamed)
    : context_(context),
      unit_(unit),
      result_(result),
      unstreamed_(unstreamed),
      sentence_(static_cast<int>(result->sentences.size())),
      detok_(context.tokenizer),
      restorer_(unit.restore, unit.output_case, unit.copied_words,
                context.is_real_word != nullptr ? *context.is_real_word : std::function<bool(std::string_view)>{}),
      placed_(unit.protected_spans.size()) {
  restorer_.capitalise_start(unit.capitalise_start);
  restorer_.lower_start(unit.lower_start);
  restorer_.angle_quotes(unit.angle_quotes);
  restorer_.open_with(unit.opening_mark);
  restorer_.drop_generic_article(unit.generic_subject);
  restorer_.agree_indefinite_articles(unit.indefinite_articles);
  if (context.nouns != nullptr) {
    restorer_.article_for_plural_subject(unit.plural_subject);
    restorer_.pronoun_subject(unit.pronoun_subject);
  }
  restorer_.agree_adjectives(context.adjectives);
  restorer_.agree_articles(context.nouns);
  restorer_.proper_words(context.proper_words);
  result_->text += unit.separator;
  sentence_result_.source_span = unit.source_span;
  sentence_result_.source_ids = unit.ids;
  sentence_result_.source_token_spans = unit.token_spans;
  sentence_result_.target_span.begin = static_cast<int>(result_->text.size());
  *unstreamed_ += unit.separator;
}

// Appends restored text to the output; returns the verbatim spans it holds (output bytes).
std::vector<Span> UnitOutput::append(const text::RestoredText& restored) {
  std::vector<Span> verbatim;
  const int base = static_cast<int>(result_->text.size());
  for (const text::VerbatimSpan& v : restored.verbatim) {
    const Span at{base + v.span.begin, base + v.span.end};
    placed_[static_cast<std::size_t>(v.index)] = at;
    verbatim.push_back(at);
  }
  result_->text += restored.text;
  return verbatim;
}

bool UnitOutput::emit(const decode::EmittedToken& t) {
  const int token = context_.space.vocab_id(t.token);
  const text::RestoredText restored = restorer_.push(detok_.push(token));
  const int begin = static_cast<int>(result_->text.size());
  std::vector<Span> verbatim = append(restored);
  if (!context_.on_token) return true;
  return context_.on_token(event(t, restored.text, begin, std::move(verbatim))) == StreamControl::kContinue;
}

// The event of token `t`, whose `delta` starts at output byte `begin`. Text not yet streamed
// (separators, held-back text) rides in front of it.
TokenEvent UnitOutput::event(const decode::EmittedToken& t, const std::string& delta, int begin,
                             std::vector<Span> verbatim) {
  const int token = context_.space.vocab_id(t.token);
  TokenEvent ev;
  ev.sentence = sentence_;
  ev.token_id = token;
  ev.piece = context_.tokenizer.piece(token);
  ev.delta = *unstreamed_ + delta;
  unstreamed_->clear();
  ev.log_prob = t.log_prob;
  ev.target_span = {begin - static_cast<int>(ev.delta.size() - delta.size()),
                    static_cast<int>(result_->text.size())};
  ev.verbatim_spans = std::move(verbatim);
  for (int a = 0; t.alternatives != nullptr && a < context_.alternatives; ++a) {
    if (t.alternatives[a].token < 0) break;
    const int id = context_.space.vocab_id(t.alternatives[a].token);
    ev.alternatives.push_back({id, context_.tokenizer.piece(id), t.alternatives[a].log_prob});
  }
  if (t.attention != nullptr && context_.attention.report) {  // the block as the decoder wrote it: readers select and average
    const ReportedAttention& a = context_.attention;
    ev.attention = {a.layer, a.first_layer, a.layers, a.heads, a.source,
                    std::vector<float>(t.attention, t.attention + a.floats())};
  }
  ev.source_spans = unit_.token_spans;
  return ev;
}

void UnitOutput::finish(const decode::Hypothesis& best) {
  // Text held back at the end: trailing punctuation while a protected span was still missing
  // (placed now, before it), or bytes that never formed a character. It rides on the next
  // event; after the last sentence only TranslationResult::text has it.
  text::RestoredText tail = restorer_.push(detok_.flush());
  text::RestoredText rest = restorer_.flush();
  for (text::VerbatimSpan& v : rest.verbatim) {
    v.span.begin += static_cast<int>(tail.text.size());
    v.span.end += static_cast<int>(tail.text.size());
    tail.verbatim.push_back(v);
  }
  tail.text += rest.text;
  append(tail);
  *unstreamed_ += tail.text;
  SentenceResult& sr = sentence_result_;
  sr.target_span.end = static_cast<int>(result_->text.size());
  for (int token : best.tokens) sr.target_ids.push_back(context_.space.vocab_id(token));
  sr.target_log_probs = best.log_probs;
  sr.score = best.score;
  for (int id : sr.target_ids) sr.target_pieces.push_back(context_.tokenizer.piece(id));
  // Only the spans this unit holds (a cut sentence shares its spans between units).
  for (std::size_t k = 0; k < unit_.protected_spans.size(); ++k) {
    if (!unit_.restore[k].expected) continue;
    sr.protected_source.push_back(unit_.protected_spans[k]);
    sr.protected_target.push_back(placed_[k]);
  }
  sr.attention = sentence_attention(best);
  result_->sentences.push_back(std::move(sr));
  result_->cancelled = best.cancelled;
}

// SentenceResult::attention: per target token, the mean of the reported layer's heads (the
// result's one summary; token events carry the whole block instead).
std::vector<std::vector<float>> UnitOutput::sentence_attention(const decode::Hypothesis& best) const {
  std::vector<std::vector<float>> out;
  const ReportedAttention& a = context_.attention;
  if (best.attention.empty() || !a.report) return out;
  for (std::size_t t = 0; t < best.tokens.size(); ++t)
    out.push_back(mean_of_heads(best.attention.data() + t * a.floats() + a.reported_offset(), a.heads, a.source));
  return out;
}

}  // namespace heed
