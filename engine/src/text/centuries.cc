#include "text/centuries.h"

#include <array>
#include <string>

namespace heed::text {
namespace {

constexpr std::array<std::string_view, 22> kRoman = {"",    "I",    "II",    "III", "IV",  "V",    "VI",   "VII",
                                                     "VIII", "IX",  "X",     "XI",  "XII", "XIII", "XIV",  "XV",
                                                     "XVI", "XVII", "XVIII", "XIX", "XX",  "XXI"};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_word(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// English ordinal suffix of n: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st.
std::string_view ordinal_suffix(int n) {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  switch (n % 10) {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
  }
}

// es -> en: "siglo XV" (or "Siglo XV") -> "the 15th century".
void add_spanish_centuries(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (std::string_view word : {"siglo ", "Siglo "}) {
    for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
      if (at > 0 && (is_ascii_word(text[at - 1]) || (static_cast<unsigned char>(text[at - 1]) & 0x80) != 0)) continue;
      const std::size_t begin = at + word.size();
      std::size_t end = begin;
      while (end < text.size() && (text[end] == 'I' || text[end] == 'V' || text[end] == 'X')) ++end;
      if (end < text.size() && (is_ascii_word(text[end]) || text[end] == '.')) {
        if (text[end] != '.' || (end + 1 < text.size() && text[end + 1] != ' ')) continue;  // "XV." ends a sentence
      }
      const int n = roman_value(text.substr(begin, end - begin));
      if (n == 0) continue;
      add_if_new(out, {std::string(text.substr(at, end - at)),
                       "the " + std::to_string(n) + std::string(ordinal_suffix(n)) + " century"});
    }
  }
}

// en -> es: "[the ]15th century" and "15th-century".
void add_english_centuries(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (!is_digit(text[at]) || (at > 0 && (is_ascii_word(text[at - 1]) || text[at - 1] == '.' || text[at - 1] == ','))) continue;
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end]) && end - at < 3) ++end;
    const int n = std::stoi(std::string(text.substr(at, end - at)));
    if (n < 1 || n > 21 || text.substr(end, 2) != ordinal_suffix(n)) continue;
    end += 2;
    const std::string_view roman = roman_numeral(n);
    if (text.substr(end, 8) == " century" || text.substr(end, 8) == " Century") {
      end += 8;
      if (end < text.size() && is_ascii_word(text[end])) continue;  // "centuries", "centurylink"
      std::size_t begin = at;
      for (std::string_view the : {"the ", "The "}) {
        if (at >= the.size() && text.substr(at - the.size(), the.size()) == the &&
            (at == the.size() || !is_ascii_word(text[at - the.size() - 1]))) {
          begin = at - the.size();
        }
      }
      add_if_new(out, {std::string(text.substr(begin, end - begin)),
                       (begin < at ? "el siglo " : "siglo ") + std::string(roman)});
    } else if (text.substr(end, 8) == "-century") {
      end += 8;
      if (end < text.size() && is_ascii_word(text[end])) continue;
      GlossaryTerm term{std::string(text.substr(at, end - at)), "del siglo " + std::string(roman)};
      term.after_next_word = true;  // "a 17th-century convent" -> "un convento del siglo XVII"
      add_if_new(out, std::move(term));
    }
    at = end;
  }
}

}  // namespace

std::string_view roman_numeral(int n) { return n >= 1 && n <= 21 ? kRoman[static_cast<std::size_t>(n)] : ""; }

int roman_value(std::string_view numeral) {
  for (int n = 1; n <= 21; ++n) {
    if (kRoman[static_cast<std::size_t>(n)] == numeral) return n;
  }
  return 0;
}

void add_century_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                       std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  for (std::string_view text : texts) {
    if (source_lang == "es" && target_lang == "en") add_spanish_centuries(text, out);
    if (source_lang == "en" && target_lang == "es") add_english_centuries(text, out);
  }
}

}  // namespace heed::text
