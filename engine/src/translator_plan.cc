#include "translator_plan.h"

#include <algorithm>

#include "text/segment.h"

namespace heed {
namespace {

// Cuts one tokenised sentence (ids non-empty) into units of at most kMaxSourceTokens - 1
// tokens (+ EOS). The first unit starts and the last ends where the sentence does.
void add_sentence_units(TranslationPlan* plan, std::string separator, Span sentence,
                        const std::vector<int>& ids, const std::vector<Span>& spans, int eos_id) {
  const int per_unit = kMaxSourceTokens - 1;
  const int total = static_cast<int>(ids.size());
  for (int first = 0; first < total; first += per_unit) {
    const int last = std::min(total, first + per_unit);
    TranslationUnit unit;
    unit.ids.assign(ids.begin() + first, ids.begin() + last);
    unit.token_spans.assign(spans.begin() + first, spans.begin() + last);
    unit.source_span = {first == 0 ? sentence.begin : spans[first].begin,
                        last == total ? sentence.end : spans[last - 1].end};
    unit.ids.push_back(eos_id);
    unit.token_spans.push_back({unit.source_span.end, unit.source_span.end});
    // Pieces of one long sentence are joined by a space in the output.
    unit.separator = first == 0 ? separator : " ";
    plan->units.push_back(std::move(unit));
  }
}

}  // namespace

TranslationPlan plan_translation(std::string_view text, const text::Tokenizer& tokenizer,
                                 int eos_id) {
  TranslationPlan plan;
  int copied = 0;  // input bytes already accounted for in the output
  std::vector<int> ids;
  std::vector<Span> spans;
  for (Span sentence : text::split_sentences(text)) {
    std::string separator(text.substr(copied, sentence.begin - copied));
    copied = sentence.end;
    const std::string_view body = text.substr(sentence.begin, sentence.end - sentence.begin);
    tokenizer.encode(body, &ids, &spans);
    for (Span& span : spans) {  // spans come relative to the sentence
      span.begin += sentence.begin;
      span.end += sentence.begin;
    }
    if (ids.empty()) {
      // Nothing the model can read (e.g. only control characters): keep the separator only.
      plan.trailing += separator;
      continue;
    }
    if (!plan.trailing.empty()) {
      separator = plan.trailing + separator;
      plan.trailing.clear();
    }
    add_sentence_units(&plan, std::move(separator), sentence, ids, spans, eos_id);
  }
  plan.trailing += std::string(text.substr(copied));
  return plan;
}

}  // namespace heed
