// Small helpers OutputRestorer's files share (text/restore.cc and the rules split from it):
// words and placeholders in the text being restored. Internal to the restorer.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>

#include "text/protect.h"  // is_glossary_word_byte, placeholder

namespace heed::text::restore_words {

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// `word` with an upper-case ASCII first letter made lower-case ("El" is "el"; "EL" is "eL").
inline std::string lower_first(std::string_view word) {
  std::string lower(word);
  if (!lower.empty() && lower[0] >= 'A' && lower[0] <= 'Z') lower[0] = static_cast<char>(lower[0] | 0x20);
  return lower;
}

// Whether `word`, its first letter lower-cased, is one of `words`.
inline bool is_one_of(std::string_view word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), lower_first(word)) != words.end();
}

// Where the placeholder of span `index` is in `text` (not the start of a longer one): its
// bytes, or an empty span at npos.
struct Found {
  std::size_t at = std::string_view::npos;
  std::size_t end = std::string_view::npos;
};
inline Found find_placeholder(std::string_view text, std::size_t index) {
  const std::string mark = placeholder(static_cast<int>(index));
  for (std::size_t at = text.find(mark); at != std::string_view::npos; at = text.find(mark, at + 1)) {
    const std::size_t end = at + mark.size();
    if (end == text.size() || !is_digit(text[end])) return {at, end};
  }
  return {};
}

// Start of the last word of `text` before its trailing spaces, and that word; the word is empty
// when `text` ends in none (or only spaces). `boundary_before` is the byte before `text`.
inline std::string_view last_word(std::string_view text, char boundary_before, std::size_t* start) {
  std::size_t end = text.size();
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t begin = end;
  while (begin > 0 && is_glossary_word_byte(text, begin - 1)) --begin;
  const char before = begin > 0 ? text[begin - 1] : boundary_before;
  if (begin == end || !(before == ' ' || before == '(' || before == '"' || before == '\n')) return {};
  *start = begin;
  return text.substr(begin, end - begin);
}

}  // namespace heed::text::restore_words
