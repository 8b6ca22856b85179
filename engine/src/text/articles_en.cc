#include "text/articles_en.h"

#include <algorithm>
#include <initializer_list>

#include "text/casing.h"  // is_all_caps, lower_case

namespace heed::text {
namespace {

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

bool starts_with_any(std::string_view word, std::initializer_list<std::string_view> prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](std::string_view p) { return word.starts_with(p); });
}

// Whether the article at [start, end) of `text` stands as a word there: "a"/"an" after a
// non-letter, or "A"/"An" opening a sentence (after sentence punctuation, a quotation mark or a
// bracket, or at the very start: `before` '\n'; mid-sentence "A" is a letter or a grade:
// "vitamin A is").
bool is_article(std::string_view text, std::size_t start, std::size_t end, char before) {
  const std::string_view word = text.substr(start, end - start);
  if (word != "a" && word != "an" && word != "A" && word != "An") return false;
  const char just_before = start > 0 ? text[start - 1] : before;
  if (is_ascii_letter(just_before) || (just_before & 0x80) != 0 || (just_before >= '0' && just_before <= '9') ||
      just_before == '-' || just_before == '\'' || just_before == '%') {
    return false;
  }
  if (!is_upper(word[0])) return true;
  std::size_t p = start;
  while (p > 0 && text[p - 1] == ' ') --p;
  const char prev = p > 0 ? text[p - 1] : before;
  return prev == '\n' || prev == '.' || prev == '!' || prev == '?' || prev == '"' || prev == '(';
}

}  // namespace

std::string_view indefinite_article(std::string_view next) {
  std::size_t n = 0;
  while (n < next.size() && is_ascii_letter(next[n])) ++n;
  if (n == 0 || (n < next.size() && (next[n] & 0x80) != 0)) return {};  // a digit, a mark, a non-ASCII letter
  const std::string_view word = next.substr(0, n);
  if (n >= 2 && is_all_caps(word)) return {};  // an acronym: "an FBI", "a NATO"
  const std::string w = lower_case(word);
  // A function word after an article is the model's slip, not a noun to agree with ("a of").
  for (std::string_view f : {"of", "or", "and", "in", "on", "at", "as", "is", "if", "it", "its", "to", "the", "a", "an"}) {
    if (w == f) return {};
  }
  if (starts_with_any(w, {"hour", "honest", "honor", "honour", "heir"})) return "an";
  if (starts_with_any(w, {"one", "once", "eu", "ewe"})) return "a";
  if (w[0] == 'u') {
    if (starts_with_any(w, {"uni", "us", "uti", "ube", "ubi", "uku"})) return "a";
    if (starts_with_any(w, {"un", "up", "um", "ug", "ul", "ut", "ud"})) return "an";
    return {};
  }
  if (w.size() == 1) return {};  // a letter named ("a B", "an F"): its name decides
  return w[0] == 'a' || w[0] == 'e' || w[0] == 'i' || w[0] == 'o' ? "an" : "a";
}

void agree_indefinite_articles(std::string* text, char before, std::vector<VerbatimSpan>* verbatim) {
  std::size_t at = 0;
  while (at < text->size()) {
    if (!is_ascii_letter((*text)[at]) || (at > 0 && is_ascii_letter((*text)[at - 1]))) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < text->size() && is_ascii_letter((*text)[end])) ++end;
    std::size_t next = end;
    while (next < text->size() && (*text)[next] == ' ') ++next;
    if (next > end && next < text->size() && is_article(*text, at, end, before)) {
      const std::string_view wanted = indefinite_article(std::string_view(*text).substr(next));
      const bool has_n = end - at == 2;
      if (!wanted.empty() && has_n != (wanted == "an")) {
        const int delta = has_n ? -1 : 1;
        if (has_n) {
          text->erase(at + 1, 1);
        } else {
          text->insert(at + 1, 1, 'n');
        }
        for (VerbatimSpan& v : *verbatim) {
          if (v.span.begin >= static_cast<int>(end)) v.span.begin += delta;
          if (v.span.end >= static_cast<int>(end)) v.span.end += delta;
        }
        end = static_cast<std::size_t>(static_cast<int>(end) + delta);
      }
    }
    at = end;
  }
}

std::size_t indefinite_article_suffix(std::string_view text, std::size_t held, char before) {
  const std::size_t limit = text.size() - std::min(held, text.size());
  std::size_t end = limit;
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t start = end;
  while (start > 0 && is_ascii_letter(text[start - 1])) --start;
  if (start == end || !is_article(text, start, end, before)) return 0;
  return text.size() - start;
}

}  // namespace heed::text
