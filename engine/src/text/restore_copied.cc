// OutputRestorer's replacement of the source words the model copied untranslated, whole or as
// near copies ("hurricano"), with the model's own adjectives and articles made to agree on the
// way (text/restore.h; the rest of the restorer is restore.cc).
#include <algorithm>

#include "text/agreement.h"
#include "text/ordinals.h"  // apocopated_ordinal
#include "text/protect.h"  // is_glossary_word_byte
#include "text/restore.h"

namespace heed::text {
namespace {

// Bytes `a` and `b` share at their start.
std::size_t common_prefix(std::string_view a, std::string_view b) {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

// `word` with each run of one repeated byte written once ("hurrricano" -> "hurricano"): the
// known-words penalty makes a model stretch a copied word rather than end it, so near copies
// are compared squeezed ("hurrricano" is "hurricane" but for its end, like "hurricano").
std::string squeeze_runs(std::string_view word) {
  std::string out;
  out.reserve(word.size());
  for (char c : word) {
    if (out.empty() || out.back() != c) out.push_back(c);
  }
  return out;
}

// How much of a copied word a near copy must begin with, both squeezed: all but its last two
// bytes, and at least 5 ("touristas" for "tourists", "glacieros" for "glaciers"; "tour" is no
// near copy).
std::size_t near_copy_prefix(std::string_view source) {
  return std::max<std::size_t>(5, source.size() >= 2 ? source.size() - 2 : 0);
}

// How much of the copied word `source` an output word (`squeezed`, squeeze_runs of it) begins
// with, both squeezed, where that makes it a near copy; 0 where not. A finished word that is
// only a beginning of `source` is none; the whole of it, stretched, is one ("reinantee" for
// "reinante"). An unfinished one may still grow into one.
std::size_t near_copy_match(std::string_view squeezed, std::string_view source, bool finished) {
  const std::string s = squeeze_runs(source);
  const std::size_t prefix = common_prefix(squeezed, s);
  if (prefix < near_copy_prefix(s)) return 0;
  if (finished && prefix == squeezed.size() && squeezed.size() < s.size()) return 0;
  return prefix;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Whether `word` (capitalised, ASCII first letter) is `target` (lower case) with its capital, or
// with `prefix` the beginning of it ("Caf" of "café").
bool capitalised_spelling(std::string_view target, std::string_view word, bool prefix) {
  if (word.empty() || target.empty() || word[0] < 'A' || word[0] > 'Z' || target[0] != (word[0] | 0x20)) return false;
  return prefix ? target.substr(1).starts_with(word.substr(1)) : target.substr(1) == word.substr(1);
}

}  // namespace

// `noun` with Spanish's definite article in its gender ("la policía", "los científicos"; "el
// agua": a feminine noun opening with a stressed a), or "" where the list of nouns has no gender
// for it. `plural`: the English source word was plural.
std::string OutputRestorer::with_spanish_article(std::string_view noun, bool plural) const {
  // "policía" is of both genders (el policía, a policeman); the body that "Police" names is la.
  const int gender = noun == "polic\xC3\xAD" "a" ? 1 : nouns_->gender(noun);
  if (gender < 0) return "";
  plural = plural && noun.ends_with("s");
  const bool a_noun = opens_with_stressed_a(noun);
  const std::string_view article = plural ? (gender == 1 ? "las" : "los") : (gender == 1 && !a_noun ? "la" : "el");
  return std::string(article).append(" ").append(noun);
}

// The sentence's copied opener whose translation, capitalised, the model wrote itself as its
// first word ("Café" for "Coffee", a hint's spelling): it takes the article all the same; null
// where `word` is none, or is not at the output's start.
const CopiedWord* OutputRestorer::opener_written_as_target(std::string_view word) const {
  if (output_started_) return nullptr;
  for (const CopiedWord& c : copied_) {
    if (c.opens_sentence && capitalised_spelling(c.target, word, false)) return &c;
  }
  return nullptr;
}

// While pronoun_subject's "El" may open the output: true (hold all of it) until the word after
// it is complete; then "El" is "Él" where that word is a term's placeholder or a lower-case word
// no listed noun is ("vive", "se"; "El hombre" stays).
bool OutputRestorer::settle_pronoun_subject() {
  if (!pronoun_subject_) return false;
  constexpr std::string_view kEl = "El ";
  const std::string_view text = held_;
  if (!text.starts_with(kEl)) {
    pronoun_subject_ = kEl.starts_with(text);
    return pronoun_subject_;
  }
  std::size_t end = kEl.size();
  const bool placeholder = end < text.size() && text[end] == '%';
  if (placeholder) ++end;
  while (end < text.size() && (placeholder ? is_digit(text[end]) : is_glossary_word_byte(text, end))) ++end;
  if (end == text.size()) return true;  // the word is still being written
  pronoun_subject_ = false;
  const std::string_view word = text.substr(kEl.size(), end - kEl.size());
  const bool term = placeholder && word.size() > 1;
  const bool no_noun = !word.empty() && word[0] >= 'a' && word[0] <= 'z' && nouns_ != nullptr &&
                       nouns_->gender(word) < 0 && !is_listed_plural(*nouns_, word);
  if (term || no_noun) held_.replace(0, 2, "\xC3\x89l");  // "Él"
  return false;
}

// While article_for_plural_subject's noun may open the output without an article: true (hold all
// of it) until the output's first word is complete; then a capitalised plural noun of the list,
// not the source's word copied, gets its article and loses its capital.
bool OutputRestorer::settle_plural_subject() {
  if (plural_subject_.empty()) return false;
  const std::string_view text = held_;
  std::size_t end = 0;
  while (end < text.size() && is_glossary_word_byte(text, end)) ++end;
  if (end == text.size() && !text.empty() && text[0] >= 'A' && text[0] <= 'Z') return true;  // still being written
  const std::string_view word = text.substr(0, end);
  const bool noun = nouns_ != nullptr && word.size() > 3 && word[0] >= 'A' && word[0] <= 'Z' && word.ends_with("s") &&
                    word != plural_subject_ && end < text.size() && text[end] == ' ';
  plural_subject_.clear();
  if (!noun) return false;
  std::string lower(word);
  lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
  std::string with_article = with_spanish_article(lower, true);
  // A people's word the list of adjectives has in its plural ("diplomáticos", "oficiales"):
  // masculine, Spanish's default for a group, unless only the feminine plural.
  AdjectiveForms forms;
  int current = 0;
  if (with_article.empty() && adjectives_ != nullptr && adjectives_->find(lower, &forms, &current) && current >= 2) {
    with_article = (current == 3 && forms[2] != forms[3] ? "las " : "los ") + lower;
  }
  if (with_article.empty()) return false;
  with_article[0] = static_cast<char>(with_article[0] - 'a' + 'A');
  held_.replace(0, end, with_article);
  return false;
}

// `ordinal` shortened where the word after it in `after` (the model's text after the ordinal) is
// a masculine singular noun of the list: "1.º" before "lugar" is "1.er" (text/ordinals.h); ""
// where it stays.
std::string OutputRestorer::ordinal_before_noun(std::string_view ordinal, std::string_view after) const {
  std::string shortened = apocopated_ordinal(ordinal);
  if (shortened.empty()) return "";
  std::size_t begin = 0;
  while (begin < after.size() && after[begin] == ' ') ++begin;
  std::size_t end = begin;
  while (end < after.size() && is_glossary_word_byte(after, end)) ++end;
  // The word is complete: ordinal_suffix held the ordinal until a byte after it came, or the
  // text ends.
  if (begin == 0 || end == begin) return "";
  const std::string_view noun = after.substr(begin, end - begin);
  return noun.ends_with("s") || nouns_->gender(noun) != 0 ? "" : shortened;
}

// The word being written at the end of `text`, while it may still become a copied word; and a
// copied word followed by '.' or ')', until the next byte says whether code goes on ("main.c").
std::size_t OutputRestorer::copied_word_prefix_suffix(std::string_view text) const {
  if (copied_.empty() && proper_ == nullptr) return 0;
  const bool closed = !text.empty() && (text.back() == '.' || text.back() == ')');
  const std::size_t end = text.size() - (closed ? 1 : 0);
  std::size_t start = end;
  while (start > 0 && is_glossary_word_byte(text, start - 1)) --start;
  if (start == end) return 0;
  if (start == 0 && is_glossary_word_byte(recent_, 1)) return 0;  // mid-word
  if (start > 0 && text[start - 1] == '%') return 0;  // a placeholder's number ("%1" against "1o")
  const std::string_view word = text.substr(start, end - start);
  const std::string squeezed = is_real_word_ && !closed ? squeeze_runs(word) : std::string();
  const bool opening = start == 0 && !output_started_;
  const bool may_become = std::any_of(copied_.begin(), copied_.end(), [&](const CopiedWord& c) {
    if (closed) return c.source == word;
    // The opener's translation written by the model ("Caf" of "Café"), until the word ends.
    if (opening && c.opens_sentence && capitalised_spelling(c.target, word, true)) return true;
    // A near copy goes on past the copied word's beginning: hold it until the word ends.
    return std::string_view(c.source).starts_with(word) ||
           (is_real_word_ && near_copy_match(squeezed, c.source, false) > 0);
  }) || (closed ? proper_word(word) != nullptr : may_become_proper(word));
  if (closed && !may_become && copy_of(word) != nullptr) return text.size() - start;
  return may_become ? text.size() - start : 0;
}

// An ordinal the model wrote that may take the apocope ("1o", to be "1.er" before "lugar"), with
// the spaces and the word being written after it: held until that word is complete.
std::size_t OutputRestorer::ordinal_suffix(std::string_view text) const {
  if (nouns_ == nullptr || copied_.empty()) return 0;
  std::size_t p = text.size();
  while (p > 0 && is_glossary_word_byte(text, p - 1)) --p;  // the next word, being written
  const std::size_t word_start = p;
  while (p > 0 && text[p - 1] == ' ') --p;
  if (p == word_start) return 0;  // no space: the ordinal itself is still being written
  const std::size_t end = p;
  while (p > 0 && is_glossary_word_byte(text, p - 1)) --p;
  if (p == end || !is_digit(text[p]) || (p == 0 && is_glossary_word_byte(recent_, 1))) return 0;
  // The model's spellings of an ordinal are exact copies ("1o"): no near copy to look for.
  const std::string_view word = text.substr(p, end - p);
  const auto copy = std::find_if(copied_.begin(), copied_.end(), [&](const CopiedWord& c) { return c.source == word; });
  return copy != copied_.end() && !apocopated_ordinal(copy->target).empty() ? text.size() - p : 0;
}

const CopiedWord* OutputRestorer::copy_of(std::string_view word) const {
  // The longest shared beginning; on a tie, the one whose last letter agrees in number ("s":
  // "touristas" is "tourists", "tourista" is "tourist").
  const CopiedWord* best = nullptr;
  std::size_t best_prefix = 0;
  bool best_number = false;
  const bool plural = !word.empty() && word.back() == 's';
  const std::string squeezed = is_real_word_ ? squeeze_runs(word) : std::string();
  for (const CopiedWord& c : copied_) {
    if (c.source == word) return &c;
    if (!is_real_word_ || c.target == c.source) continue;  // a word kept as written is no model for near copies
    const std::size_t prefix = near_copy_match(squeezed, c.source, true);
    if (prefix == 0) continue;
    const bool number = plural == (c.source.back() == 's');
    if (prefix > best_prefix || (prefix == best_prefix && number && !best_number)) {
      best = &c;
      best_prefix = prefix;
      best_number = number;
    }
  }
  if (const CopiedWord* proper = proper_word(word); proper != nullptr) return proper;
  return best != nullptr && !is_real_word_(word) ? best : nullptr;
}

const CopiedWord* OutputRestorer::proper_from(std::string_view word) const {
  if (proper_ == nullptr) return nullptr;
  const auto it = std::lower_bound(proper_->begin(), proper_->end(), word,
                                   [](const CopiedWord& c, std::string_view w) { return c.source < w; });
  return it != proper_->end() ? &*it : nullptr;
}

const CopiedWord* OutputRestorer::proper_word(std::string_view word) const {
  const CopiedWord* p = proper_from(word);
  return p != nullptr && p->source == word ? p : nullptr;
}

bool OutputRestorer::may_become_proper(std::string_view word) const {
  const CopiedWord* p = proper_from(word);
  return p != nullptr && std::string_view(p->source).starts_with(word);
}

std::string OutputRestorer::replace_copied(std::string_view text, char before2, char before, char after,
                                           std::string_view written, std::string_view written_now) const {
  // Only a word between spaces and prose punctuation: one joined to another ("21-year-old",
  // "don't", "sunrise/sunset") or inside markup or code ("{name}", "$host", "<b>", "main.c",
  // "%(hours)s") is left as the model wrote it.
  const auto opens = [](char c) { return c == ' ' || c == '(' || c == '"' || c == '\n'; };
  const auto closes = [](char c) {
    return c == ' ' || c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || c == '"' || c == '\n';
  };
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    if (!is_glossary_word_byte(text, at)) {
      out += text[at++];
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && is_glossary_word_byte(text, end)) ++end;
    const std::string_view word = text.substr(at, end - at);
    // The bytes around the word; `before` and `after` stand just outside `text`.
    const auto byte_at = [&](std::ptrdiff_t i) {
      if (i == -1) return before;
      if (i == -2) return before2;
      if (i == static_cast<std::ptrdiff_t>(text.size())) return after;
      return i < -1 || i > static_cast<std::ptrdiff_t>(text.size()) ? ' ' : text[static_cast<std::size_t>(i)];
    };
    const auto a = static_cast<std::ptrdiff_t>(at), b = static_cast<std::ptrdiff_t>(end);
    const char left = byte_at(a - 1), right = byte_at(b), left2 = byte_at(a - 2), right2 = byte_at(b + 1);
    const bool code_around = (left == '(' && left2 != ' ' && left2 != '"') ||
                             ((right == '.' || right == ')') && is_glossary_word_byte(std::string_view(&right2, 1), 0));
    const CopiedWord* copy = copy_of(word);
    if (copy == nullptr && !has_word_char(out)) copy = opener_written_as_target(word);
    if (copy != nullptr && copy->after_number && !(left == ' ' && is_digit(left2))) copy = nullptr;
    const bool whole = opens(left) && closes(right) && !code_around;
    AdjectiveForms forms;
    int current = 0;
    std::string_view put = word;
    std::string rewritten;  // the replacement with an article, or an ordinal shortened
    if (copy != nullptr && whole) {
      put = agreeing_form(copy->target, std::string(written).append(written_now).append(out));
      if (nouns_ != nullptr) {
        if (copy->opens_sentence && !output_started_ && !has_word_char(out)) {
          rewritten = with_spanish_article(put, copy->source.back() == 's');
        } else {
          rewritten = ordinal_before_noun(put, text.substr(end));
        }
        if (!rewritten.empty()) put = rewritten;
      }
    } else if (whole && adjectives_ != nullptr && !(word[0] >= 'A' && word[0] <= 'Z') &&
               adjectives_->find(word, &forms, &current)) {
      // The model's own adjective, in the form its noun's determiner asks for.
      const Agreement asked = spanish_agreement(std::string(written).append(written_now).append(out));
      put = forms[static_cast<std::size_t>(agreeing_index(asked, current))];
    }
    // The article before a noun, in the noun's gender.
    if (whole && nouns_ != nullptr && !(put[0] >= 'A' && put[0] <= 'Z')) agree_article(out, put, written, written_now);
    out += put;
    at = end;
  }
  return out;
}

}  // namespace heed::text
