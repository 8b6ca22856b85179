#include "text/centuries.h"

#include <array>
#include <utility>
#include <string>

#include "text/ordinals.h"  // english_ordinal_suffix

namespace heed::text {
namespace {

constexpr std::array<std::string_view, 22> kRoman = {"",    "I",    "II",    "III", "IV",  "V",    "VI",   "VII",
                                                     "VIII", "IX",  "X",     "XI",  "XII", "XIII", "XIV",  "XV",
                                                     "XVI", "XVII", "XVIII", "XIX", "XX",  "XXI"};

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_word(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }


// The prepositions before "siglo" and their English, "the" included.
constexpr std::pair<std::string_view, std::string_view> kSpanishLeads[] = {
    {"en el ", "in the "}, {"En el ", "In the "}, {"a finales del ", "in the late "}, {"A finales del ", "In the late "},
    {"a principios del ", "in the early "}, {"A principios del ", "In the early "},
    {"a mediados del ", "in the mid-"}, {"A mediados del ", "In the mid-"}, {"desde el ", "since the "},
    {"durante el ", "during the "}, {"Durante el ", "During the "}};

// es -> en: "siglo XV" (or "Siglo XV") -> "the 15th century"; "en el siglo XV" -> "in the 15th
// century" (kSpanishLeads).
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
      const std::string century = std::to_string(n) + std::string(english_ordinal_suffix(n)) + " century";
      // With the preposition before it, which the model had translated alone ("fue construido en
      // el siglo XIII" -> "built on the 13th century"): "en el" is "in the", "a finales del" "in
      // the late".
      bool with_lead = false;
      for (const auto& [lead, english] : kSpanishLeads) {
        if (at >= lead.size() && text.substr(at - lead.size(), lead.size()) == lead &&
            (at == lead.size() || !is_ascii_word(text[at - lead.size() - 1]))) {
          add_if_new(out, {std::string(text.substr(at - lead.size(), end - at + lead.size())), std::string(english) + century});
          with_lead = true;
          break;
        }
      }
      if (!with_lead) add_if_new(out, {std::string(text.substr(at, end - at)), "the " + century});
    }
  }
}

// English ordinals written as words, 1 to 21 (index = n - 1).
constexpr std::array<std::string_view, 21> kOrdinalWords = {
    "first",       "second",     "third",      "fourth",     "fifth",      "sixth",     "seventh",
    "eighth",      "ninth",      "tenth",      "eleventh",   "twelfth",    "thirteenth", "fourteenth",
    "fifteenth",   "sixteenth",  "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first"};

// The English ordinal of 1..21 at text[at] ("15th", "fifteenth", "Fifteenth"), which ends at
// *end; 0 where there is none, or where it is part of a longer word.
int ordinal_at(std::string_view text, std::size_t at, std::size_t* end) {
  if (at >= text.size()) return 0;
  if (at > 0 && (is_ascii_word(text[at - 1]) || text[at - 1] == '.' || text[at - 1] == ',' || text[at - 1] == '-')) return 0;
  std::size_t e = at;
  int n = 0;
  if (is_digit(text[at])) {
    while (e < text.size() && is_digit(text[e]) && e - at < 3) ++e;
    n = std::stoi(std::string(text.substr(at, e - at)));
    if (n < 1 || n > 21 || text.substr(e, 2) != english_ordinal_suffix(n)) return 0;
    e += 2;
  } else {
    for (std::size_t i = 0; i < kOrdinalWords.size() && n == 0; ++i) {
      const std::string_view word = kOrdinalWords[i];
      if (text.size() - at < word.size() || text.substr(at + 1, word.size() - 1) != word.substr(1)) continue;
      if (text[at] != word[0] && text[at] != word[0] - ('a' - 'A')) continue;
      n = static_cast<int>(i) + 1;
      e = at + word.size();
    }
    if (n == 0) return 0;
  }
  if (e < text.size() && is_ascii_word(text[e])) return 0;  // "firsthand", "10thousand"
  *end = e;
  return n;
}

// Where "the " or "The " stands right before text[at], its start; else `at`.
std::size_t with_article(std::string_view text, std::size_t at) {
  for (std::string_view the : {"the ", "The "}) {
    if (at >= the.size() && text.substr(at - the.size(), the.size()) == the &&
        (at == the.size() || !is_ascii_word(text[at - the.size() - 1]))) {
      return at - the.size();
    }
  }
  return at;
}

// en -> es: "[the ]15th century", "15th-century", "[the ]19th and 20th centuries", with the
// ordinals in digits or words ("the nineteenth century").
void add_english_centuries(std::string_view text, std::vector<GlossaryTerm>* out) {
  // "centuries" and "century-old" are other words.
  const auto word_ends = [&](std::size_t at) { return at >= text.size() || (!is_ascii_word(text[at]) && text[at] != '-'); };
  for (std::size_t at = 0; at < text.size(); ++at) {
    std::size_t end = 0;
    const int n = ordinal_at(text, at, &end);
    if (n == 0) continue;
    const std::string roman(roman_numeral(n));
    std::size_t second_end = 0;
    const bool pair = text.substr(end, 5) == " and ";
    const int m = pair ? ordinal_at(text, end + 5, &second_end) : 0;
    // An ordinal in words is a century only after "the": "his first century" is a hundred
    // runs at cricket.
    const std::size_t begin = with_article(text, at);
    const bool in_words = !is_digit(text[at]);
    if ((text.substr(end, 8) == " century" || text.substr(end, 8) == " Century") && word_ends(end + 8) &&
        (!in_words || begin < at)) {
      add_if_new(out, {std::string(text.substr(begin, end + 8 - begin)), (begin < at ? "el siglo " : "siglo ") + roman});
      end += 8;
    } else if (text.substr(end, 8) == "-century" && word_ends(end + 8)) {
      GlossaryTerm term{std::string(text.substr(at, end + 8 - at)), "del siglo " + roman};
      term.after_next_word = true;  // "a 17th-century convent" -> "un convento del siglo XVII"
      add_if_new(out, std::move(term));
      end += 8;
    } else if (m > n && (text.substr(second_end, 10) == " centuries" || text.substr(second_end, 10) == " Centuries") &&
               word_ends(second_end + 10)) {
      add_if_new(out, {std::string(text.substr(begin, second_end + 10 - begin)),
                       (begin < at ? "los siglos " : "siglos ") + roman + " y " + std::string(roman_numeral(m))});
      end = second_end + 10;
    }
    at = end - 1;
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
