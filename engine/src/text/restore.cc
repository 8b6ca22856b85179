#include "text/restore.h"

#include <algorithm>
#include <initializer_list>

#include "text/agreement.h"
#include "text/articles_en.h"  // agree_indefinite_articles
#include "text/protect.h"  // is_glossary_word_byte, placeholder
#include "text/quotes.h"
#include "text/restore_words.h"

namespace heed::text {
namespace {

using namespace restore_words;  // the restorer's shared helpers

// Whether the first word of `text` has a capital after its first letter ("iPhone", "eBay").
bool capital_in_first_word(std::string_view text) {
  for (std::size_t at = 1; at < text.size() && text[at] != ' '; ++at) {
    if (text[at] >= 'A' && text[at] <= 'Z') return true;
  }
  return false;
}

// The words a term that opens with an article or preposition merges with
// (OutputRestorer::merge_article): Spanish articles, "de" and "a"; English "the" and "on".
bool is_article_or_preposition(std::string_view word) {
  return is_one_of(word, {"el", "la", "los", "las", "de", "a", "the", "on"});
}

// Sentence-final punctuation and what may close around it; ASCII plus '…', '»', '”', '’'.
bool is_trailing_punct_byte(std::string_view text, std::size_t pos, std::size_t* length) {
  const char c = text[pos];
  if (c == '.' || c == '!' || c == '?' || c == '"' || c == '\'' || c == ')' || c == ':' || c == ';' ||
      c == ' ') {
    *length = 1;
    return true;
  }
  for (std::string_view mark : {"\xE2\x80\xA6", "\xC2\xBB", "\xE2\x80\x9D", "\xE2\x80\x99"}) {
    if (text.substr(pos, mark.size()) == mark) {
      *length = mark.size();
      return true;
    }
  }
  return false;
}

// Start of the run of trailing punctuation (and spaces) at the end of `text`.
std::size_t trailing_punct_start(std::string_view text) {
  std::size_t start = text.size();
  bool moved = true;
  while (moved && start > 0) {
    moved = false;
    // Try every character length ending at `start`.
    for (std::size_t len = 1; len <= 3 && len <= start; ++len) {
      std::size_t matched = 0;
      if (is_trailing_punct_byte(text, start - len, &matched) && matched == len) {
        start -= len;
        moved = true;
        break;
      }
    }
  }
  return start;
}

// The article or determiner word that ends `out` before one space, where it stands after a
// space, "(" or '"' (or opens `out`): its [*start, *end) bytes; false where none does.
bool word_before_last_space(std::string_view out, std::size_t* start, std::size_t* end) {
  if (out.size() < 2 || out.back() != ' ') return false;
  *end = out.size() - 1;
  *start = *end;
  while (*start > 0 && is_glossary_word_byte(out, *start - 1)) --*start;
  return *start != *end && (*start == 0 || out[*start - 1] == ' ' || out[*start - 1] == '(' || out[*start - 1] == '"');
}

// "todo" or "toda" ending `out` before `at`, made plural: "todo el %1" and the model's "todo %1"
// before a term "los mataderos" are "todos los mataderos".
void pluralise_todo(std::string& out, std::size_t at) {
  std::size_t word_start = 0;
  const std::string_view before = last_word(std::string_view(out).substr(0, at), ' ', &word_start);
  if (is_one_of(before, {"todo", "toda", "Todo", "Toda"})) out.insert(word_start + before.size(), 1, 's');
}

// A lower-case English word that reads as a plural noun ("scientists", "children"; not "bus",
// "nervous", "ones").
bool is_english_plural(std::string_view noun) {
  const bool irregular = noun == "children" || noun == "people" || noun == "men" || noun == "women";
  return irregular || (noun.size() > 2 && noun.ends_with("s") && !noun.ends_with("ss") && !noun.ends_with("us") &&
                       !noun.ends_with("is") && !is_one_of(noun, {"ones", "others", "these", "those"}));
}

}  // namespace

OutputRestorer::OutputRestorer(std::vector<SpanToRestore> spans, CaseStyle style, std::vector<CopiedWord> copied,
                               std::function<bool(std::string_view)> is_real_word)
    : spans_(std::move(spans)), copied_(std::move(copied)), is_real_word_(std::move(is_real_word)),
      used_(spans_.size(), false), contracts_el_(spans_.size(), false), recaser_(style) {
  for (std::size_t i = 0; i < spans_.size(); ++i) used_[i] = !spans_[i].expected;
}

bool OutputRestorer::all_used() const {
  return std::all_of(used_.begin(), used_.end(), [](bool u) { return u; });
}

// The byte handed out last, or '\n' where the output has not started (text/articles_en.h).
char OutputRestorer::byte_before(bool started) const { return started ? recent_[1] : '\n'; }

// Bytes at the end of `text` that must wait for the next piece.
std::size_t OutputRestorer::holdable_suffix(std::string_view text) const {
  std::size_t held = std::max({span_suffix(text), copied_word_prefix_suffix(text), ordinal_suffix(text), article_suffix(text),
                                     after_next_word_suffix(text), adjective_suffix(text), quote_punct_suffix(text),
                                     span_preposition_suffix(text)});
  held = std::max(held, noun_article_suffix(text, held));
  return indefinite_articles_ ? std::max(held, indefinite_article_suffix(text, held, byte_before(output_started_))) : held;
}

std::size_t OutputRestorer::quote_punct_suffix(std::string_view text) const {
  // Only where a closing mark is likely next: a « is open, or a closing mark carried from the
  // source waits to be placed (a term that follows the next word, "de 30 años", reads the word
  // as complete only where the byte after it is handed out with it: not then).
  if (!angle_quotes_ || waiting_for(&SpanToRestore::after_next_word)) return 0;
  bool closing_span = false;
  for (std::size_t i = 0; i < spans_.size() && !closing_span; ++i) closing_span = !used_[i] && spans_[i].text == "\xC2\xBB";
  if (!closing_span && !quoting_after(text, quoting_)) return 0;
  // Also before a placeholder that may still grow ("vuelto,%", "%1" of a span among ten or
  // more): the mark may be the span. A whole one goes out with the comma, in one piece.
  bool may_grow = false;
  std::size_t end = placeholder_at_end(text, &may_grow);
  if (end != std::string_view::npos && !may_grow) return 0;
  if (end == std::string_view::npos) end = text.size();
  // A full stop only before a carried mark: inside the model's own quotation it may end the
  // text, and held to the end it would reach the result but no token's event.
  const bool mark = end > 0 && (text[end - 1] == ',' || (text[end - 1] == '.' && closing_span));
  return mark ? text.size() - (end - 1) : 0;
}

bool OutputRestorer::waiting_for(bool SpanToRestore::*flag) const {
  for (std::size_t i = 0; i < spans_.size(); ++i) {
    if (!used_[i] && spans_[i].*flag) return true;
  }
  return false;
}


// A trailing article or preposition, while a term that opens with an article is still to come.
std::size_t OutputRestorer::article_suffix(std::string_view text) const {
  if (!waiting_for(&SpanToRestore::opens_with_particle)) return 0;
  // Past a placeholder still being written ("el %", "el %1"): the span may be the term.
  std::size_t end = text.size();
  while (end > 0 && is_digit(text[end - 1])) --end;
  if (end > 0 && text[end - 1] == '%') --end;
  else end = text.size();
  std::size_t start = 0;
  const std::string_view word = last_word(text.substr(0, end), recent_[1], &start);
  return is_article_or_preposition(word) ? text.size() - start : 0;
}

std::string OutputRestorer::merge_article(std::string& out, std::size_t from, std::string span) const {
  const char before = from > 0 ? out[from - 1] : recent_[1];
  std::size_t start = 0;
  const std::string_view word = last_word(std::string_view(out).substr(from), before, &start);
  if (!is_article_or_preposition(word)) return span;
  const bool upper = word[0] >= 'A' && word[0] <= 'Z';
  const std::string w = lower_first(word);
  const std::string first = lower_first(std::string_view(span).substr(0, span.find(' ')));
  const auto is_article = [](const std::string& x) { return x == "el" || x == "la" || x == "los" || x == "las"; };
  std::string merged;
  if (w == first || (is_article(w) && is_article(first))) {
    merged = span;  // the model's word gives way to the term's own: "el el año" / "de de 30 años"
  } else if ((w == "de" || w == "a") && first == "el") {
    merged = (w == "de" ? "del" : "al") + span.substr(2);
  } else {
    return span;  // "de la semana pasada", "el de 30 años" stay
  }
  if (upper) merged[0] = static_cast<char>(merged[0] & ~0x20);
  out.erase(from + start);
  return merged;
}

std::size_t OutputRestorer::adjective_suffix(std::string_view text) const {
  if (adjectives_ == nullptr) return 0;
  std::size_t start = text.size();
  while (start > 0 && is_glossary_word_byte(text, start - 1)) --start;
  if (start == text.size() || (start == 0 && is_glossary_word_byte(recent_, 1))) return 0;  // none, or mid-word
  if (text[start] >= 'A' && text[start] <= 'Z') return 0;  // capitalised: never replaced
  const Agreement asked = spanish_agreement(written_ + std::string(text.substr(0, start)));
  if (asked.gender < 0 && asked.number < 0) return 0;
  return adjectives_->may_change(text.substr(start), asked) ? text.size() - start : 0;
}

std::size_t OutputRestorer::noun_article_suffix(std::string_view text, std::size_t held) const {
  if (nouns_ == nullptr) return 0;
  // Where an article ends the text before `at` (but for spaces), its start; npos where none does.
  const bool term_to_come = waiting_for(&SpanToRestore::translated);
  const auto article_before = [&](std::size_t at) {
    while (at > 0 && text[at - 1] == ' ') --at;
    std::size_t start = at;
    while (start > 0 && is_glossary_word_byte(text, start - 1)) --start;
    int gender = -1;
    if (start == at || (start == 0 && is_glossary_word_byte(recent_, 1))) return std::string_view::npos;
    if (start > 0 && text[start - 1] != ' ' && text[start - 1] != '(' && text[start - 1] != '"') return std::string_view::npos;
    // "su", "mi", "todo": no gender to agree in, but a plural term may still come
    // (pluralise_article); only then, since "tu" may be the start of the noun an article before
    // it waits for ("muchos tu" of "muchas tumbas").
    const std::string_view word = text.substr(start, at - start);
    if (!other_gender_article(word, &gender).empty()) return start;
    return term_to_come && !plural_article(word).empty() ? start : std::string_view::npos;
  };
  // A held article takes a "de" or "a" before it along: "de la" before a masculine noun is
  // "del" ("de la templo" -> "del templo"), which the two make only together.
  const auto with_preposition = [&](std::size_t article) {
    std::size_t end = article;
    while (end > 0 && text[end - 1] == ' ') --end;
    std::size_t start = end;
    while (start > 0 && is_glossary_word_byte(text, start - 1)) --start;
    const bool boundary = start > 0 ? text[start - 1] == ' ' : !is_glossary_word_byte(recent_, 1);
    return end < article && boundary && is_one_of(text.substr(start, end - start), {"de", "a"}) ? start : article;
  };
  // An article, its noun to come.
  if (const std::size_t article = article_before(text.size()); article != std::string_view::npos) {
    return text.size() - with_preposition(article);
  }
  // An article before a word held for another reason goes out with that word, never before it:
  // a token's event then never carries an earlier word alone (the demo's overlays read each
  // token's word from its text).
  if (held > 0 && held < text.size()) {
    const std::size_t article = article_before(text.size() - held);
    if (article != std::string_view::npos) return text.size() - with_preposition(article);
  }
  // The word being written after an article, while it may become a noun of the other gender.
  std::size_t start = text.size();
  while (start > 0 && is_glossary_word_byte(text, start - 1)) --start;
  if (start == text.size() || (start == 0 && is_glossary_word_byte(recent_, 1))) return 0;  // none, or mid-word
  const std::size_t article = start > 0 && text[start - 1] == ' ' ? article_before(start) : std::string_view::npos;
  if (article != std::string_view::npos && !(text[start] >= 'A' && text[start] <= 'Z')) {
    int gender = -1;
    std::size_t article_end = start;
    while (text[article_end - 1] == ' ') --article_end;
    other_gender_article(text.substr(article, article_end - article), &gender);
    if (nouns_->may_contradict(text.substr(start), gender)) return text.size() - with_preposition(article);
  }
  // A "de" or "a" at the end: an article may come, and contract with it.
  const bool boundary = start > 0 ? text[start - 1] == ' ' : !is_glossary_word_byte(recent_, 1);
  return boundary && is_one_of(text.substr(start), {"de", "a"}) ? text.size() - start : 0;
}

void OutputRestorer::agree_article(std::string& out, std::string_view noun, std::string_view written,
                                   std::string_view written_now) const {
  const int noun_gender = nouns_->gender(noun);
  std::size_t start = 0, end = 0;
  if (noun_gender < 0 || !word_before_last_space(out, &start, &end)) return;
  int gender = -1;
  const std::string_view article = std::string_view(out).substr(start, end - start);
  const std::string_view other = other_gender_article(article, &gender);
  if (other.empty() || gender == noun_gender) return;
  // "el área", "un arma", "del agua": a feminine noun that opens with a stressed a takes them.
  if (noun_gender == 1 && opens_with_stressed_a(noun) && is_one_of(article, {"el", "un", "del", "al"})) return;
  // "de la templo" is "del templo", "a la aire" "al aire" (the "de" or "a" waits with its
  // article: noun_article_suffix); one handed out already stays, and so does its article.
  if (other == "el" || other == "El") {
    std::size_t word_start = 0;
    const std::string_view here = last_word(std::string_view(out).substr(0, start), ' ', &word_start);
    std::size_t ignored = 0;
    const std::string before = here.empty() ? std::string(written).append(written_now) : std::string();
    const std::string_view previous = !here.empty() ? here : last_word(before, ' ', &ignored);
    if (is_one_of(previous, {"de", "a"})) {
      if (here.empty()) return;
      const char first = out[word_start];  // 'd', 'D', 'a' or 'A'
      out.replace(word_start, end - word_start, std::string(1, first) + (first == 'd' || first == 'D' ? "el" : "l"));
      return;
    }
  }
  out.replace(start, end - start, other);
}

void OutputRestorer::pluralise_article(std::string& out, std::string_view noun) const {
  std::size_t start = 0, end = 0;
  if (!word_before_last_space(out, &start, &end) || !is_listed_plural(*nouns_, noun)) return;
  const std::string_view word = std::string_view(out).substr(start, end - start);
  const std::string_view plural = plural_article(word);
  if (!plural.empty()) {
    out.replace(start, end - start, plural);
  } else if (!is_one_of(word, {"los", "las"})) {
    return;
  }
  pluralise_todo(out, start);
}

// Bytes at the end of `text` that spans need to wait for: a placeholder still growing, or the
// trailing punctuation while spans are missing.
std::size_t OutputRestorer::placeholder_at_end(std::string_view text, bool* may_grow) const {
  std::size_t percent = text.size();
  while (percent > 0 && is_digit(text[percent - 1])) --percent;
  if (percent == 0 || text[percent - 1] != '%') return std::string_view::npos;
  const std::string number(text.substr(percent));
  *may_grow = number.empty() || (number.size() < 4 && std::stoul(number) * 10 <= spans_.size());
  return percent - 1;
}

std::size_t OutputRestorer::span_suffix(std::string_view text) const {
  if (spans_.empty()) return 0;
  // A placeholder still growing, with the spaces before it, which a glued span removes.
  bool may_grow = false;
  std::size_t start = placeholder_at_end(text, &may_grow);
  if (start != std::string_view::npos && may_grow) {
    while (start > 0 && text[start - 1] == ' ') --start;
    return text.size() - start;
  }
  if (all_used()) return 0;
  return text.size() - trailing_punct_start(text);  // the run includes trailing spaces
}

// A term's lower-case target that the model moved to the front of a sentence whose source opens
// with a capital ("Se esperan fuertes lluvias" -> "heavy rain is expected") opens it capitalised
// too; a first word with a capital inside ("iPhone", "eBay") is written as the glossary has it.
std::string OutputRestorer::span_text(const SpanToRestore& span) const {
  if (output_started_) return span.text;
  const bool moved_to_front = capitalise_start_ && span.translated && !span.text.empty() &&
                              span.text[0] >= 'a' && span.text[0] <= 'z' && !capital_in_first_word(span.text);
  return span.capitalise_at_start || moved_to_front ? capitalise_first(span.text) : span.text;
}

// `written` (the model's text) with its first word's capital lowered where it is capitalised
// ("There", "A"; not "I", "I'm" or an acronym such as "EU"); the first word ends the rule.
std::string OutputRestorer::with_first_word_lowered(std::string written) {
  for (std::size_t at = 0; at < written.size(); ++at) {
    const unsigned char c = static_cast<unsigned char>(written[at]);
    const bool lower = c >= 'a' && c <= 'z';
    const bool upper = c >= 'A' && c <= 'Z';
    if (!lower && !upper && !is_digit(static_cast<char>(c)) && c < 0x80) {  // spaces, punctuation
      if (c == ' ' || !lower_only_adjacent_) continue;
      lower_next_word_ = false;
      break;
    }
    lower_next_word_ = false;
    const bool next_lower = at + 1 < written.size() && written[at + 1] >= 'a' && written[at + 1] <= 'z';
    const bool article_a = c == 'A' && at + 1 < written.size() && written[at + 1] == ' ';  // "A storm"
    if (upper && (next_lower || article_a)) written[at] = static_cast<char>(c - 'A' + 'a');
    break;
  }
  return written;
}

// `written` (the model's text) without the model's own opening mark while the one the restorer
// wrote is open; the closing mark ("!" for "¡", "?" for "¿") closes it.
// `*dropped_at_end`: the dropped mark ended `written` (the caller drops the next space, as the
// space before the mark stays).
std::string OutputRestorer::without_second_mark(std::string_view written, bool* dropped_at_end) {
  const char closing = opening_mark_ == kOpeningExclamation ? '!' : '?';
  std::string out;
  *dropped_at_end = false;
  for (std::size_t at = 0; at < written.size(); ++at) {
    if (mark_open_ && written.substr(at).starts_with(opening_mark_)) {
      at += opening_mark_.size() - 1;
      while (at + 1 < written.size() && written[at + 1] == ' ') ++at;
      *dropped_at_end = at + 1 == written.size();
      continue;
    }
    if (written[at] == closing) mark_open_ = false;
    out += written[at];
  }
  return out;
}

void OutputRestorer::emit(std::string_view text, RestoredText& out) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    if (drop_space_ && text[pos] == ' ') ++pos;
    drop_space_ = false;
    // The sentence's own full stop after a span that ends with one ("EE.UU." + "."), not an
    // ellipsis.
    if (drop_period_ && pos < text.size() && text[pos] == '.' && !(pos + 1 < text.size() && text[pos + 1] == '.')) ++pos;
    drop_period_ = false;
    const std::size_t percent = text.find('%', pos);
    const std::size_t plain_end = percent == std::string_view::npos ? text.size() : percent;
    if (plain_end > pos) {
      const std::string_view plain = text.substr(pos, plain_end - pos);
      std::string written;
      if (copied_.empty() && proper_ == nullptr && adjectives_ == nullptr && nouns_ == nullptr) {
        written = recaser_.apply(plain);
      } else {
        // The two bytes written before: every earlier part of `text` is in out.text by now.
        const std::size_t n = out.text.size();
        const char before = n >= 1 ? out.text[n - 1] : recent_[1];
        const char before2 = n >= 2 ? out.text[n - 2] : n == 1 ? recent_[1] : recent_[0];
        const char after = plain_end < text.size() ? text[plain_end] : ' ';
        written = recaser_.apply(replace_copied(plain, before2, before, after, written_, out.text));
      }
      bool opened = false;
      if (angle_quotes_ && written.find('"') != std::string::npos) {
        bool quoting = quoting_after(out.text, quoting_);
        written = angle_quoted(written, out.text.empty() ? recent_[1] : out.text.back(), &opened, &quoting);
      }
      if (angle_quotes_ && written.find("\xC2\xBB") != std::string::npos) written = punctuation_after_quotes(written);
      if (lower_next_word_) written = with_first_word_lowered(std::move(written));
      bool mark_opened = false, mark_dropped = false;
      if (mark_open_) written = without_second_mark(written, &mark_dropped);
      const bool marks = angle_quotes_ && (written.find(kOpeningExclamation) != std::string::npos ||
                                           written.find(kOpeningQuestion) != std::string::npos);
      if (marks || written.find('(') != std::string::npos) written = glue_opening_marks(written, &mark_opened, angle_quotes_);
      if (capitalise_start_ && !output_started_) {
        const std::size_t first = first_word_char(written);
        if (first < written.size()) written = written.substr(0, first) + capitalise_first(std::string_view(written).substr(first));
      }
      out.text += written;
      output_started_ = output_started_ || has_word_char(text.substr(pos, plain_end - pos));
      if (opened || mark_opened || mark_dropped) drop_space_ = true;
    }
    pos = plain_end;
    if (pos >= text.size()) break;
    std::size_t end = pos + 1;
    while (end < text.size() && is_digit(text[end]) && end - pos <= 4) ++end;
    if (end == pos + 1) {  // a plain "%"
      out.text += '%';
      pos = end;
      continue;
    }
    const std::size_t index = std::stoul(std::string(text.substr(pos + 1, end - pos - 1))) - 1;
    if (index < spans_.size() && !used_[index]) {
      used_[index] = true;
      const SpanToRestore& span = spans_[index];
      if (span.glued_before && !out.text.empty() && out.text.back() == ' ') out.text.pop_back();
      std::string written = span_text(span);
      if (span.opens_with_particle) {
        written = merge_article(out.text, out.verbatim.empty() ? 0 : static_cast<std::size_t>(out.verbatim.back().span.end),
                                std::move(written));
        if (nouns_ != nullptr && (written.starts_with("los ") || written.starts_with("las "))) {
          pluralise_todo(out.text, out.text.size());
        }
      }
      // A closing mark carried from the source (a quotation of several sentences) goes before the
      // comma or full stop the model wrote, as for its own marks (punctuation_after_quotes).
      const char after_mark = angle_quotes_ && written == "\xC2\xBB" ? mark_after_closing_quote(out.text) : '\0';
      if (after_mark != '\0') out.text.pop_back();
      // The model's article before a term, in the gender of the term's first word ("un rueda de
      // prensa" -> "una rueda de prensa").
      if (nouns_ != nullptr && span.translated && !span.opens_with_particle && !written.empty() &&
          !(written[0] >= 'A' && written[0] <= 'Z')) {
        std::size_t first_end = 0;
        while (first_end < written.size() && is_glossary_word_byte(written, first_end)) ++first_end;
        agree_article(out.text, std::string_view(written).substr(0, first_end), written_, "");
        pluralise_article(out.text, std::string_view(written).substr(0, first_end));
      }
      const std::string_view before = out.text.empty() ? std::string_view(recent_) : std::string_view(out.text);
      if (!output_started_ && span.translated && !opening_mark_.empty() && !before.ends_with(opening_mark_) &&
          !written.starts_with(opening_mark_)) {  // a memory's whole sentence has its own ("¡buenos días!")
        out.text += opening_mark_;
        mark_open_ = true;
      }
      const int begin = static_cast<int>(out.text.size());
      out.text += written;
      lower_only_adjacent_ = output_started_;
      lower_next_word_ = (!output_started_ || span.lower_case_after_anywhere) && span.lower_case_after;
      output_started_ = true;
      out.verbatim.push_back({static_cast<int>(index), {begin, static_cast<int>(out.text.size())}});
      // "de" + the model's "el" is "del" (contract_span_articles); the "l" is the model's.
      if (contracts_el_[index]) out.text += 'l';
      if (after_mark != '\0') out.text += after_mark;
      recaser_.skip(span.text);
      drop_space_ = span.glued_after;
      drop_period_ = !written.empty() && written.back() == '.';
    } else {
      // A repeated or unknown placeholder is dropped (the model invented it), and one of the
      // spaces around it with it: "de %1 en" is "de en", not "de  en"; "de %1." is "de.". The
      // space before it goes where it is still here (what follows brings its own); else the
      // one after it.
      if (!out.text.empty() && out.text.back() == ' ') {
        out.text.pop_back();
      } else if (out.text.empty() && recent_[1] == ' ') {
        drop_space_ = true;
      }
    }
    pos = end;
  }
}

// While drop_generic_article's "The" may open the output: true (hold all of it) until the word
// after it is complete; then "The" goes where that word is a plural noun in lower case
// ("scientists", not "bus", "nervous", "ones"), its first letter capitalised, or a term's
// placeholder whose translation is one ("%1" for "sharks").
bool OutputRestorer::settle_generic_article() {
  if (!generic_article_) return false;
  constexpr std::string_view kThe = "The ";
  const std::string_view text = held_;
  if (text.size() < kThe.size() || !text.starts_with(kThe)) {
    generic_article_ = kThe.starts_with(text);
    return generic_article_;
  }
  std::size_t end = kThe.size();
  if (end < text.size() && text[end] == '%') return settle_generic_article_before_term();
  while (end < text.size() && text[end] >= 'a' && text[end] <= 'z') ++end;
  if (end == text.size()) return true;  // the noun is still being written
  generic_article_ = false;
  const std::string_view noun = text.substr(kThe.size(), end - kThe.size());
  if (text[end] != ' ' || !is_english_plural(noun)) return false;
  held_.erase(0, kThe.size());
  held_[0] = static_cast<char>(held_[0] - 'a' + 'A');
  return false;
}

// settle_generic_article where a placeholder follows "The ": "The %1" with the term "sharks"
// (a Spanish "Los tiburones", the model reading a placeholder) is "Sharks", capitalised as the
// output's first span (span_text).
bool OutputRestorer::settle_generic_article_before_term() {
  constexpr std::size_t kAt = 4;  // after "The "
  const std::string_view text = held_;
  std::size_t end = kAt + 1;
  while (end < text.size() && is_digit(text[end])) ++end;
  if (end == text.size()) return true;  // the placeholder may still grow
  generic_article_ = false;
  if (end == kAt + 1 || end - kAt > 4 || text[end] != ' ') return false;
  const std::size_t index = std::stoul(std::string(text.substr(kAt + 1, end - kAt - 1))) - 1;
  if (index >= spans_.size() || !spans_[index].translated) return false;
  const std::string_view noun = spans_[index].text;
  if (!std::all_of(noun.begin(), noun.end(), [](char c) { return c >= 'a' && c <= 'z'; }) || !is_english_plural(noun)) {
    return false;
  }
  held_.erase(0, kAt);
  return false;
}

RestoredText OutputRestorer::push(std::string_view model_text) {
  const bool started = output_started_;
  held_.append(model_text);
  if (settle_generic_article() || settle_plural_subject() || settle_pronoun_subject()) return {};
  contract_span_articles(held_, false);
  const std::size_t keep = holdable_suffix(held_);
  RestoredText out;
  const std::string_view ready = std::string_view(held_).substr(0, held_.size() - keep);
  // Most sentences have no such term: no copy of the text for them.
  if (waiting_for(&SpanToRestore::after_next_word)) {
    // A word at the end of what goes out is complete where the held text goes on with a mark
    // ("The %1 %2 matches" and a held ".").
    const bool word_closed = keep > 0 && !is_glossary_word_byte(held_, held_.size() - keep);
    emit(move_after_next_word(ready, word_closed), out);
  } else {
    emit(ready, out);
  }
  if (indefinite_articles_) text::agree_indefinite_articles(&out.text, byte_before(started), &out.verbatim);
  held_.erase(0, held_.size() - keep);
  remember(out.text);
  return out;
}

void OutputRestorer::remember(const std::string& out) {
  quoting_ = quoting_after(out, quoting_);
  recent_ += out;
  recent_.erase(0, recent_.size() - 2);
  written_ += out;
  if (written_.size() > 64) written_.erase(0, written_.size() - 64);
  std::size_t end = out.size();
  while (end > 0 && out[end - 1] == ' ') --end;
  if (end == 0) return;  // nothing or only spaces: the last word stays the last word
  std::size_t start = end;
  while (start > 0 && is_glossary_word_byte(out, start - 1)) --start;
  last_word_ = out.substr(start, end - start);  // empty after punctuation
}

RestoredText OutputRestorer::flush() {
  const bool started = output_started_;
  RestoredText out;
  generic_article_ = false;  // the text ended within "The" or its noun: as written
  plural_subject_.clear();
  pronoun_subject_ = false;
  if (waiting_for(&SpanToRestore::after_next_word)) held_ = move_after_next_word(held_, true);
  contract_span_articles(held_, true);
  std::size_t punct = trailing_punct_start(held_);
  // Spaces that open the trailing run separate the text from a placed span.
  while (punct < held_.size() && held_[punct] == ' ') ++punct;
  emit(std::string_view(held_).substr(0, punct), out);
  // What the model never wrote goes before the final punctuation, in source order.
  for (std::size_t i = 0; i < spans_.size(); ++i) {
    if (used_[i]) continue;
    used_[i] = true;
    const char before = out.text.empty() ? recent_.back() : out.text.back();
    if (before != ' ') out.text += ' ';
    const int begin = static_cast<int>(out.text.size());
    out.text += span_text(spans_[i]);
    output_started_ = true;
    out.verbatim.push_back({static_cast<int>(i), {begin, static_cast<int>(out.text.size())}});
    recaser_.skip(spans_[i].text);
  }
  emit(std::string_view(held_).substr(punct), out);
  if (indefinite_articles_) text::agree_indefinite_articles(&out.text, byte_before(started), &out.verbatim);
  held_.clear();
  remember(out.text);
  return out;
}

}  // namespace heed::text
