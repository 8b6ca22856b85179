#include "text/number_words.h"

#include <array>
#include <utility>

#include "text/protect.h"  // is_glossary_word_byte

namespace heed::text {
namespace {

// Spanish, English; the longer of two that start alike first.
constexpr std::array<std::pair<std::string_view, std::string_view>, 32> kWords = {{
    {"cien mil", "a hundred thousand"}, {"uno", "one"}, {"una", "one"}, {"un", "one"}, {"dos", "two"},
    {"tres", "three"}, {"cuatro", "four"}, {"cinco", "five"}, {"seis", "six"}, {"siete", "seven"}, {"ocho", "eight"},
    {"nueve", "nine"}, {"diez", "ten"}, {"once", "eleven"}, {"doce", "twelve"}, {"trece", "thirteen"},
    {"catorce", "fourteen"}, {"quince", "fifteen"}, {"diecis\xC3\xA9is", "sixteen"}, {"diecisiete", "seventeen"},
    {"dieciocho", "eighteen"}, {"diecinueve", "nineteen"}, {"veinte", "twenty"}, {"treinta", "thirty"},
    {"cuarenta", "forty"}, {"cincuenta", "fifty"}, {"sesenta", "sixty"}, {"setenta", "seventy"},
    {"ochenta", "eighty"}, {"noventa", "ninety"}, {"cien", "a hundred"}, {"mil", "a thousand"}}};

bool whole_word_at(std::string_view text, std::size_t at, std::string_view word) {
  const std::size_t end = at + word.size();
  return text.substr(at, word.size()) == word && (end == text.size() || !is_glossary_word_byte(text, end));
}

}  // namespace

NumberWord number_word_at(std::string_view text, std::size_t at, bool spanish_source, bool articles) {
  for (const auto& [es, en] : kWords) {
    const std::string_view word = spanish_source ? es : en;
    if (!spanish_source && (es == "una" || es == "uno")) continue;  // English "one" once
    if (!whole_word_at(text, at, word)) continue;
    const bool one = en == "one";
    return {word.size(), spanish_source ? en : (one ? std::string_view("un") : es), one};
  }
  if (!spanish_source && articles) {
    for (const std::string_view article : {std::string_view("an"), std::string_view("a")}) {
      if (whole_word_at(text, at, article)) return {article.size(), "un", true};
    }
  }
  return {};
}

Count count_at(std::string_view text, std::size_t at, bool spanish_source, bool articles) {
  const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
  std::size_t end = at;
  while (digit(end) && end - at < 4) ++end;
  if (end > at) {
    const bool own = end - at <= 3 && (end == text.size() || !is_glossary_word_byte(text, end)) &&
                     !(end < text.size() && (text[end] == '.' || text[end] == ',') && digit(end + 1));
    if (!own) return {};
    const std::string digits(text.substr(at, end - at));
    return {end - at, digits, digits == "1"};
  }
  const NumberWord word = number_word_at(text, at, spanish_source, articles);
  return {word.length, std::string(word.target), word.one};
}

}  // namespace heed::text
