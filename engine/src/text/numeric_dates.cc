#include "text/numeric_dates.h"

#include <array>
#include <string>
#include <utility>

namespace heed::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word_byte(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}

// The number of digits from s[at] (at most 5).
std::size_t digits_at(std::string_view s, std::size_t at) {
  std::size_t n = 0;
  while (at + n < s.size() && n < 5 && is_digit(s[at + n])) ++n;
  return n;
}

// The length of a date in digits at s[at], or 0: "12/05/2023", "1.1.20", "2023-05-12".
std::size_t date_at(std::string_view s, std::size_t at) {
  const std::size_t a = digits_at(s, at);
  if (a == 0 || a == 3 || a > 4 || at + a >= s.size()) return 0;
  const char sep = s[at + a];
  if (sep != '/' && sep != '.' && sep != '-') return 0;
  const std::size_t b_at = at + a + 1;
  const std::size_t b = digits_at(s, b_at);
  if (b == 0 || b > 2 || b_at + b >= s.size() || s[b_at + b] != sep) return 0;
  const std::size_t c_at = b_at + b + 1;
  const std::size_t c = digits_at(s, c_at);
  // ISO's year first, then day or month of two digits; else day and month, then the year.
  const bool iso = a == 4 && sep == '-' && b == 2 && c == 2;
  const bool dmy = a <= 2 && (c == 2 || c == 4);
  if (!iso && !dmy) return 0;
  const std::size_t end = c_at + c;
  // Not inside a longer token ("1.2.3.4", "12/05/2023/x", "v1.2.20"), and a full stop after it
  // only where it ends a sentence.
  if (end < s.size() && (is_word_byte(s[end]) || s[end] == '/' || s[end] == '-' ||
                         ((s[end] == '.' || s[end] == ',') && end + 1 < s.size() && is_digit(s[end + 1])))) {
    return 0;
  }
  return end - at;
}

using Lead = std::pair<std::string_view, std::string_view>;
constexpr std::array<Lead, 6> kEnglishToSpanish = {{{"on ", "el "}, {"On ", "El "}, {"since ", "desde el "},
                                                    {"Since ", "Desde el "}, {"until ", "hasta el "},
                                                    {"Until ", "Hasta el "}}};
constexpr std::array<Lead, 6> kSpanishToEnglish = {{{"el ", "on "}, {"El ", "On "}, {"desde el ", "since "},
                                                    {"Desde el ", "Since "}, {"hasta el ", "until "},
                                                    {"Hasta el ", "Until "}}};

void add_dates(std::string_view text, const std::array<Lead, 6>& leads, std::vector<GlossaryTerm>* out) {
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (!is_digit(text[at]) || (at > 0 && (is_word_byte(text[at - 1]) || text[at - 1] == '.' || text[at - 1] == '/'))) continue;
    const std::size_t length = date_at(text, at);
    if (length == 0) {
      while (at + 1 < text.size() && is_digit(text[at + 1])) ++at;
      continue;
    }
    // The longest lead first ("desde el " before "el ").
    const Lead* found = nullptr;
    for (const Lead& lead : leads) {
      const std::size_t n = lead.first.size();
      const bool here = at >= n && text.substr(at - n, n) == lead.first && (at == n || !is_word_byte(text[at - n - 1]));
      if (here && (found == nullptr || n > found->first.size())) found = &lead;
    }
    if (found != nullptr) {
      const std::size_t begin = at - found->first.size();
      add_if_new(out, {std::string(text.substr(begin, at + length - begin)),
                       std::string(found->second).append(text.substr(at, length))});
    }
    at += length - 1;
  }
}

}  // namespace

void add_numeric_date_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                            std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  const bool en_es = source_lang == "en" && target_lang == "es";
  const bool es_en = source_lang == "es" && target_lang == "en";
  if (!en_es && !es_en) return;
  for (std::string_view text : texts) {
    if (text.find_first_of("/.-") == std::string_view::npos || text.find_first_of("0123456789") == std::string_view::npos) continue;
    add_dates(text, en_es ? kEnglishToSpanish : kSpanishToEnglish, out);
  }
}

}  // namespace heed::text
