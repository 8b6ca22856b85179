#include "text/ordinals.h"

#include <algorithm>
#include <array>
#include <string>

namespace heed::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// A byte that may be part of a word: an ASCII letter or digit, or any byte of a multi-byte
// character (Spanish letters).
bool is_word_byte(char c) { return is_digit(c) || is_ascii_letter(c) || static_cast<unsigned char>(c) >= 0x80; }

constexpr std::string_view kRaisedO = "\xC2\xBA";  // º
constexpr std::string_view kRaisedA = "\xC2\xAA";  // ª

// The length of the Spanish ordinal ending at text[at] (right after the digits): "º", "ª",
// ".º", ".ª", ".er", ".os", ".as", ".os"; 0 for none. A letter must not follow it ("1.era").
std::size_t ordinal_ending(std::string_view text, std::size_t at) {
  std::size_t p = at;
  const bool stop = p < text.size() && text[p] == '.';
  if (stop) ++p;
  std::size_t length = 0;
  const std::string_view rest = text.substr(p);
  if (rest.starts_with(kRaisedO) || rest.starts_with(kRaisedA)) length = 2;
  else if (stop && (rest.starts_with("er") || rest.starts_with("os") || rest.starts_with("as"))) length = 2;
  if (length == 0) return 0;
  const std::size_t end = p + length;
  if (end < text.size() && (is_ascii_letter(text[end]) || static_cast<unsigned char>(text[end]) >= 0x80)) return 0;
  return end - at;
}

void add_ordinals(std::string_view text, std::vector<GlossaryTerm>* out) {
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (!is_digit(text[at]) || (at > 0 && (is_word_byte(text[at - 1]) || text[at - 1] == '.' || text[at - 1] == ','))) continue;
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end])) ++end;
    if (end - at > 4) {
      at = end;
      continue;
    }
    const std::size_t ending = ordinal_ending(text, end);
    if (ending == 0) {
      at = end;
      continue;
    }
    const std::string digits(text.substr(at, end - at));
    const long long n = std::stoll(digits);
    add_if_new(out, {std::string(text.substr(at, end - at + ending)), digits + std::string(english_ordinal_suffix(n))});
    at = end + ending - 1;
  }
}

// "nº", "n.º", "Nº", "N.º", "núm.", "Núm.": the number sign, "No." in English.
void add_number_signs(std::string_view text, std::vector<GlossaryTerm>* out) {
  static constexpr std::array<std::string_view, 6> kSigns = {"n\xC2\xBA", "n.\xC2\xBA", "N\xC2\xBA", "N.\xC2\xBA",
                                                             "n\xC3\xBAm.", "N\xC3\xBAm."};
  for (std::string_view sign : kSigns) {
    for (std::size_t at = text.find(sign); at != std::string_view::npos; at = text.find(sign, at + 1)) {
      const std::size_t end = at + sign.size();
      const bool starts = at == 0 || !is_word_byte(text[at - 1]);
      const bool ends = end == text.size() || !is_word_byte(text[end]) || is_digit(text[end]);
      if (starts && ends) add_if_new(out, {std::string(sign), "No."});
    }
  }
}

// The endings the model writes after an ordinal's digits, each with the RAE's raised letter(s):
// the Spanish word's last letters ("1o", "2do", "3ro", "4to", "7mo", "8vo", "9no", "10mo"), the
// raised letters themselves, and English's suffixes copied ("2nd"; masculine, the default).
struct SpanishEnding {
  std::string_view written, rae;
};
constexpr std::array<SpanishEnding, 27> kSpanishEndings = {{
    {"o", ".\xC2\xBA"},  {"to", ".\xC2\xBA"}, {"ro", ".\xC2\xBA"}, {"do", ".\xC2\xBA"},  {"vo", ".\xC2\xBA"},
    {"mo", ".\xC2\xBA"}, {"no", ".\xC2\xBA"}, {"\xC2\xBA", ".\xC2\xBA"},
    {"a", ".\xC2\xAA"},  {"ta", ".\xC2\xAA"}, {"ra", ".\xC2\xAA"}, {"da", ".\xC2\xAA"},  {"va", ".\xC2\xAA"},
    {"ma", ".\xC2\xAA"}, {"na", ".\xC2\xAA"}, {"\xC2\xAA", ".\xC2\xAA"},
    {"os", ".os"},   {"tos", ".os"},  {"dos", ".os"},  {"as", ".as"},    {"tas", ".as"},  {"das", ".as"},
    {"er", ".er"},   {"st", ".\xC2\xBA"}, {"nd", ".\xC2\xBA"}, {"rd", ".\xC2\xBA"},  {"th", ".\xC2\xBA"},
}};

}  // namespace

std::vector<CopiedWord> spanish_ordinal_spellings(std::string_view sentence, std::string_view source_lang,
                                                  std::string_view target_lang) {
  std::vector<CopiedWord> out;
  if (source_lang != "en" || target_lang != "es") return out;
  for (std::size_t at = 0; at < sentence.size(); ++at) {
    if (!is_digit(sentence[at]) || (at > 0 && (is_word_byte(sentence[at - 1]) || sentence[at - 1] == '.' || sentence[at - 1] == ','))) {
      continue;
    }
    std::size_t end = at;
    while (end < sentence.size() && is_digit(sentence[end])) ++end;
    const std::string_view digits = sentence.substr(at, end - at);
    at = end;
    if (digits.size() > 4 || end + 2 > sentence.size()) continue;
    const long long n = std::stoll(std::string(digits));
    if (sentence.substr(end, 2) != english_ordinal_suffix(n)) continue;
    if (end + 2 < sentence.size() && is_word_byte(sentence[end + 2])) continue;  // "1stly", "2nd3"
    for (const SpanishEnding& e : kSpanishEndings) {
      CopiedWord word{std::string(digits).append(e.written), std::string(digits).append(e.rae)};
      const bool seen = std::any_of(out.begin(), out.end(), [&](const CopiedWord& c) { return c.source == word.source; });
      if (!seen) out.push_back(std::move(word));
    }
  }
  return out;
}

std::string apocopated_ordinal(std::string_view ordinal) {
  constexpr std::string_view kMasculine = ".\xC2\xBA";  // ".º"
  if (!ordinal.ends_with(kMasculine)) return "";
  const std::string_view digits = ordinal.substr(0, ordinal.size() - kMasculine.size());
  if (digits.empty() || digits.size() > 4 || !std::all_of(digits.begin(), digits.end(), is_digit)) return "";
  const int n = std::stoi(std::string(digits));
  if ((n % 10 != 1 && n % 10 != 3) || n % 100 == 11 || n % 100 == 13) return "";
  return std::string(digits).append(".er");
}

std::string_view english_ordinal_suffix(long long n) {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  switch (n % 10) {
    case 1: return "st";
    case 2: return "nd";
    case 3: return "rd";
    default: return "th";
  }
}

void add_ordinal_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                       std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang != "es" || target_lang != "en") return;
  for (std::string_view text : texts) {
    if (text.find("\xC2\xBA") == std::string_view::npos && text.find("\xC2\xAA") == std::string_view::npos &&
        text.find(".er") == std::string_view::npos && text.find(".os") == std::string_view::npos &&
        text.find(".as") == std::string_view::npos && text.find("\xC3\xBAm.") == std::string_view::npos) {
      continue;
    }
    add_ordinals(text, out);
    add_number_signs(text, out);
  }
}

}  // namespace heed::text
