#include "text/approximate.h"

#include <array>
#include <string>
#include <utility>

#include "text/number_words.h"
#include "text/numbers.h"  // parse_number_at, write_number, number_style

namespace heed::text {

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
        if (const NumberWord word = number_word_at(text, number_at, true); word.length > 0) {
          add_if_new(out, {std::string(text.substr(at, lead.size() + word.length)), std::string(about).append(word.target)});
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
