#include "text/approximate.h"

#include <array>
#include <string>
#include <utility>

#include "text/numbers.h"  // parse_number_at, write_number, number_style

namespace heed::text {

namespace {

// Spanish number words "unos" or "unas" can go before, with their English.
// "cien mil" before "cien": the longer first.
constexpr std::array<std::pair<std::string_view, std::string_view>, 18> kNumberWords = {{
    {"cien mil", "a hundred thousand"}, {"dos", "two"}, {"tres", "three"}, {"cuatro", "four"}, {"cinco", "five"},
    {"seis", "six"}, {"siete", "seven"}, {"ocho", "eight"}, {"nueve", "nine"}, {"diez", "ten"}, {"doce", "twelve"}, {"quince", "fifteen"},
    {"veinte", "twenty"}, {"treinta", "thirty"}, {"cuarenta", "forty"}, {"cincuenta", "fifty"}, {"cien", "a hundred"},
    {"mil", "a thousand"}}};

// The number word (and its English) that is the whole word at text[at]; null where none is.
const std::pair<std::string_view, std::string_view>* number_word_at(std::string_view text, std::size_t at) {
  for (const auto& word : kNumberWords) {
    const std::size_t end = at + word.first.size();
    if (text.substr(at, word.first.size()) == word.first && (end == text.size() || !is_glossary_word_byte(text, end))) return &word;
  }
  return nullptr;
}

}  // namespace

void add_approximate_number_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                                  std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang != "es" || target_lang != "en") return;
  const NumberStyle& spanish = *number_style("es");
  const NumberStyle& english = *number_style("en");
  constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kLeads = {
      {{"unos ", "about "}, {"unas ", "about "}, {"Unos ", "About "}, {"Unas ", "About "},
       {"cerca de ", "nearly "}, {"Cerca de ", "Nearly "}}};
  for (std::string_view text : texts) {
    for (const auto& [lead, about] : kLeads) {
      for (std::size_t at = text.find(lead); at != std::string_view::npos; at = text.find(lead, at + 1)) {
        if (at > 0 && is_glossary_word_byte(text, at - 1)) continue;  // "algunos 20"
        const std::size_t number_at = at + lead.size();
        if (const auto* word = number_word_at(text, number_at); word != nullptr) {
          add_if_new(out, {std::string(text.substr(at, lead.size() + word->first.size())), std::string(about).append(word->second)});
          continue;
        }
        const ParsedNumber n = parse_number_at(text, number_at, spanish);
        if (n.length == 0) continue;
        const std::size_t end = number_at + n.length;
        if (end < text.size() && is_glossary_word_byte(text, end)) continue;  // "unos 20kg"
        add_if_new(out, {std::string(text.substr(at, end - at)), std::string(about) + write_number(n.digits, n.fraction, english)});
      }
    }
  }
}

}  // namespace heed::text
