#include "translator_plan.h"

#include <algorithm>
#include <initializer_list>

#include "text/casing.h"
#include "text/protect.h"
#include "text/quotes.h"
#include "text/segment.h"
#include "text/spanish_possessive.h"
#include "text/spanish_subject.h"

namespace heed {
namespace {

// Cuts one tokenised sentence (ids non-empty) into units of at most kMaxSourceTokens - 1
// tokens (+ EOS). The first unit starts and the last ends where the sentence does.
// What one sentence carries into each of its units.
struct SentenceText {
  std::vector<Span> protected_spans;  // bytes in the input
  std::vector<text::SpanToRestore> restore;
  text::CaseStyle case_style = text::CaseStyle::kAsIs;
  text::CaseStyle output_case = text::CaseStyle::kAsIs;
  bool opens_with_capital = false;  // its first letter or digit is an upper-case letter
  bool angle_quotes = false;        // PlanOptions::angle_quotes
  std::string opening_mark;         // TranslationUnit::opening_mark
  bool generic_subject = false;     // TranslationUnit::generic_subject
  bool avoid_your = false;          // TranslationUnit::avoid_your
  bool indefinite_articles = false; // TranslationUnit::indefinite_articles
  std::string plural_subject;       // TranslationUnit::plural_subject
  bool pronoun_subject = false;     // TranslationUnit::pronoun_subject
  bool lower_start = false;         // TranslationUnit::lower_start
};

// The sentence's first word where it reads as a bare plural subject (text::reads_as_subject): a
// capitalised word of letters ending in "s" ("Diplomats", "Officials"), then a lower-case word;
// else empty.
std::string bare_plural_subject(std::string_view body) {
  std::size_t end = 0;
  while (end < body.size() && ((body[end] >= 'a' && body[end] <= 'z') || (end == 0 && body[end] >= 'A' && body[end] <= 'Z'))) ++end;
  if (end < 4 || body[0] < 'A' || body[0] > 'Z' || body[end - 1] != 's' || body[end - 2] == 's' || body[end - 2] == 'u') return {};
  if (end + 1 >= body.size() || body[end] != ' ' || body[end + 1] < 'a' || body[end + 1] > 'z') return {};
  return text::reads_as_subject(body, end) ? std::string(body.substr(0, end)) : std::string();
}

void add_sentence_units(TranslationPlan* plan, std::string separator, Span sentence,
                        const std::vector<int>& ids, const std::vector<Span>& spans, int eos_id,
                        const SentenceText& sentence_text) {
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
    unit.protected_spans = sentence_text.protected_spans;
    unit.restore = sentence_text.restore;
    unit.case_style = sentence_text.case_style;
    unit.output_case = sentence_text.output_case;
    unit.capitalise_start = first == 0 && sentence_text.opens_with_capital;
    unit.angle_quotes = sentence_text.angle_quotes;
    if (first == 0) unit.opening_mark = sentence_text.opening_mark;
    unit.generic_subject = first == 0 && sentence_text.generic_subject;
    unit.avoid_your = sentence_text.avoid_your;
    unit.indefinite_articles = sentence_text.indefinite_articles;
    if (first == 0) unit.plural_subject = sentence_text.plural_subject;
    unit.pronoun_subject = first == 0 && sentence_text.pronoun_subject;
    unit.lower_start = first == 0 && sentence_text.lower_start;
    for (std::size_t k = 0; k < unit.restore.size(); ++k) {
      const Span p = unit.protected_spans[k];
      unit.restore[k].expected = p.begin >= unit.source_span.begin && p.begin < unit.source_span.end;
    }
    plan->units.push_back(std::move(unit));
  }
}

// "¡" for a sentence that ends with "!", "¿" for one that ends with "?" (after closing quotes
// or brackets), where the source writes no opening mark of its own (English); else "".
std::string spanish_opening_mark(std::string_view sentence) {
  if (sentence.find(text::kOpeningExclamation) != std::string_view::npos ||
      sentence.find(text::kOpeningQuestion) != std::string_view::npos) {
    return "";
  }
  std::size_t end = sentence.size();
  while (end > 0 && (sentence[end - 1] == ' ' || sentence[end - 1] == '\n' || sentence[end - 1] == '"' ||
                     sentence[end - 1] == ')' || sentence[end - 1] == '\'')) {
    --end;
  }
  if (end == 0) return "";
  if (sentence[end - 1] == '!') return std::string(text::kOpeningExclamation);
  if (sentence[end - 1] == '?') return std::string(text::kOpeningQuestion);
  return "";
}

// Protected spans of `sentence` that read as capitalised words of 4+ bytes ("Germany", a name
// the glossary replaced): detect_case counts them, as the placeholders show no letters.
int capitalised_spans(std::string_view sentence, const std::vector<Span>& spans) {
  int n = 0;
  for (const Span p : spans) {
    const std::string_view s = sentence.substr(static_cast<std::size_t>(p.begin), static_cast<std::size_t>(p.end - p.begin));
    if (s.size() >= 4 && text::starts_with_upper(s) && !text::is_all_caps(s)) ++n;
  }
  return n;
}

// Whether the span `p` of `sentence` opens it (no word before it) with an upper-case letter.
// Only the first piece of a cut sentence can restore it: in later pieces it is unexpected.
bool opens_with_capital(std::string_view sentence, Span p) {
  const std::size_t begin = static_cast<std::size_t>(p.begin);
  return !text::has_word_char(sentence.substr(0, begin)) && text::starts_with_upper(sentence.substr(begin));
}

// Whether the first word after span `p` of `sentence` opens with a lower-case ASCII letter ("Desde
// el 1 de enero no hay cambios": "no"); punctuation and spaces before it are skipped.
bool lower_case_word_after(std::string_view sentence, Span p) {
  for (std::size_t at = static_cast<std::size_t>(p.end); at < sentence.size(); ++at) {
    const char c = sentence[at];
    if (c >= 'a' && c <= 'z') return true;
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '%' || static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return false;
}

// Whether a term's output opens with one of `prefixes`: an article or preposition that merges
// with the model's before its placeholder (text/restore.h).
bool opens_with_any(std::string_view output, std::initializer_list<std::string_view> prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](std::string_view p) { return output.starts_with(p); });
}

// Where `sentence` (bytes of `text`) opens with a glossary term marked `opener` that no longer
// term overrides, followed by a word: the end of that term and of a comma right after it, and
// the start of the rest ("Desde luego, es la mejor." -> "Desde luego," and "es la mejor.");
// else {0, 0}. A question or exclamation stays whole (Spanish's opening mark spans it).
std::pair<int, int> opening_term_apart(std::string_view text, Span sentence, const std::vector<text::GlossaryTerm>& glossary) {
  const std::string_view body = text.substr(static_cast<std::size_t>(sentence.begin), static_cast<std::size_t>(sentence.end - sentence.begin));
  std::size_t term_end = 0;
  bool opener = false;
  for (const text::GlossaryTerm& t : glossary) {
    if (t.source.size() <= term_end || !body.starts_with(t.source)) continue;
    if (t.source.size() < body.size() && text::is_glossary_word_byte(body, t.source.size())) continue;  // inside a word
    term_end = t.source.size();
    opener = t.opener;
  }
  if (!opener || body.ends_with('?') || body.ends_with('!')) return {0, 0};
  std::size_t end = term_end;
  if (end < body.size() && body[end] == ',') ++end;
  std::size_t rest = end;
  while (rest < body.size() && body[rest] == ' ') ++rest;
  if (rest == end || !text::has_word_char(body.substr(rest))) return {0, 0};
  return {sentence.begin + static_cast<int>(end), sentence.begin + static_cast<int>(rest)};
}

}  // namespace

TranslationPlan plan_translation(std::string_view text, const text::Tokenizer& tokenizer,
                                 int eos_id, const PlanOptions& options) {
  TranslationPlan plan;
  int copied = 0;  // input bytes already accounted for in the output
  std::vector<int> ids;
  std::vector<Span> spans;
  // One sentence, or one piece of a sentence split after its opening term (`term_alone`: that
  // term; `continues`: the piece after it).
  auto plan_sentence = [&](Span sentence, bool term_alone, bool continues) {
    std::string separator(text.substr(copied, sentence.begin - copied));
    copied = sentence.end;
    const std::string_view body = text.substr(sentence.begin, sentence.end - sentence.begin);
    const text::ProtectedText masked(body, tokenizer, options.protect_spans, options.glossary);
    SentenceText sentence_text;
    if (options.match_case) {
      sentence_text.case_style = text::detect_case(masked.masked(), capitalised_spans(body, masked.originals()),
                                                   /*names_kept=*/options.case_lowers != nullptr, options.case_lowers);
      sentence_text.output_case = sentence_text.case_style == text::CaseStyle::kTitle && !options.title_case_output
                                      ? text::CaseStyle::kAsIs
                                      : sentence_text.case_style;
      sentence_text.opens_with_capital = text::starts_with_upper(body.substr(text::first_word_char(body)));
      // A term alone is no title: "Todos los días" had come out "Every Day".
      if (term_alone) sentence_text.case_style = sentence_text.output_case = text::CaseStyle::kAsIs;
    }
    sentence_text.angle_quotes = options.angle_quotes;
    sentence_text.indefinite_articles = options.english_articles;
    sentence_text.opening_mark = options.angle_quotes ? spanish_opening_mark(body) : std::string();
    if (options.spanish_articles && options.match_case) sentence_text.plural_subject = bare_plural_subject(body);
    sentence_text.pronoun_subject = options.spanish_articles && options.match_case && body.starts_with("He ");
    // A text rule like the capital at the start: with match_case (off in the raw tests' output).
    sentence_text.generic_subject = options.english_articles && options.match_case &&
                                    (body.starts_with("Los ") || body.starts_with("Las ")) &&
                                    body.size() > 4 && body[4] >= 'a' && body[4] <= 'z';
    sentence_text.avoid_your = options.english_articles && text::su_is_not_the_readers(body);
    // Case normalisation keeps byte lengths, so spans into it are spans into masked().
    tokenizer.encode(text::normalise_case(masked.masked(), sentence_text.case_style, options.case_lowers), &ids, &spans);
    for (Span& span : spans) {  // spans come relative to the masked sentence
      span = masked.to_sentence(span);
      span.begin += sentence.begin;
      span.end += sentence.begin;
    }
    for (std::size_t k = 0; k < masked.originals().size(); ++k) {
      const Span p = masked.originals()[k];
      std::string output = masked.outputs()[k];
      if (options.quotes_as_ascii && (output == "\xC2\xAB" || output == "\xC2\xBB" || output == "\xE2\x80\x9E")) output.assign(1, '"');
      if (options.angle_quotes) {
        output = text::angle_quote_mark(output, p.begin > 0 ? body[static_cast<std::size_t>(p.begin) - 1] : '\0');
      }
      sentence_text.restore.push_back({std::move(output), masked.glued_before()[k], masked.glued_after()[k]});
      // A term's translation, or a term kept as written ("hotel" -> "hotel": the model's article
      // before it takes its gender too, "a la hotel" -> "al hotel"); not a span's own bytes.
      const bool term = masked.glossary_term()[k] || masked.outputs()[k] != body.substr(p.begin, p.end - p.begin);
      sentence_text.restore.back().capitalise_at_start = opens_with_capital(body, p) && term;
      sentence_text.restore.back().translated = term;
      // A name kept as written (a person's) too, in Spanish output, where its capital says nothing
      // of the word after it.
      const bool name = options.spanish_articles && text::starts_with_upper(sentence_text.restore.back().text);
      sentence_text.restore.back().lower_case_after = (term || name) && lower_case_word_after(body, p);
      sentence_text.restore.back().lower_case_after_anywhere = options.spanish_articles;
      sentence_text.restore.back().after_next_word = masked.after_next_word()[k];
      if (term && options.english_articles && text::opens_with_english_verb(masked.outputs()[k]) &&
          text::follows_spanish_subject(body, static_cast<std::size_t>(p.begin))) {
        sentence_text.restore.back().after_next_word = true;  // "La película %1" (text/spanish_subject.h)
        sentence_text.restore.back().after_subject = true;
      }
      const std::string& written = sentence_text.restore.back().text;
      sentence_text.restore.back().opens_with_particle =
          term && ((options.spanish_articles &&  // "el año pasado", "de 30 años"
                    opens_with_any(written, {"el ", "la ", "los ", "las ", "de ", "El ", "La ", "Los ", "Las ", "De "})) ||
                   (options.english_articles &&  // "the 1970s", "on Friday"
                    opens_with_any(written, {"the ", "on ", "The ", "On "})));
      sentence_text.protected_spans.push_back({p.begin + sentence.begin, p.end + sentence.begin});
    }
    if (ids.empty()) {
      // Nothing the model can read (e.g. only control characters): keep the separator only.
      plan.trailing += separator;
      return;
    }
    if (!plan.trailing.empty()) {
      separator = plan.trailing + separator;
      plan.trailing.clear();
    }
    sentence_text.lower_start = continues && !sentence_text.opens_with_capital;
    add_sentence_units(&plan, std::move(separator), sentence, ids, spans, eos_id, sentence_text);
  };
  // Only a glossary with an opener (es->en's) is searched for one at each sentence's start.
  const bool openers = options.match_case && std::any_of(options.glossary.begin(), options.glossary.end(),
                                                         [](const text::GlossaryTerm& t) { return t.opener; });
  for (Span sentence : text::split_sentences(text)) {
    const auto [term_end, rest] = openers ? opening_term_apart(text, sentence, options.glossary) : std::pair<int, int>{0, 0};
    if (term_end == 0) {
      plan_sentence(sentence, false, false);
      continue;
    }
    plan_sentence({sentence.begin, term_end}, true, false);
    plan_sentence({rest, sentence.end}, false, true);
  }
  plan.trailing += std::string(text.substr(copied));
  return plan;
}

}  // namespace heed
