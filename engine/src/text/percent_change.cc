#include "text/percent_change.h"

#include <span>
#include <string>

#include "text/numbers.h"  // parse_number_at, write_number, number_style

namespace heed::text {
namespace {

// The percent sign or word at text[at] (one space before the sign allowed), its length in bytes,
// and whether it was a word ("5 por ciento", "5 percent"); 0 when none is there.
std::size_t percent_at(std::string_view text, std::size_t at, bool spanish_source, bool* word) {
  const std::string_view rest = text.substr(at);
  *word = false;
  if (rest.starts_with("%")) return 1;
  if (rest.starts_with(" %")) return 2;
  if (rest.starts_with("\xC2\xA0%")) return 3;  // a no-break space, as Spanish writes it
  static constexpr std::string_view kSpanishWords[] = {" por ciento"};
  static constexpr std::string_view kEnglishWords[] = {" percent", " per cent"};
  for (std::string_view w : spanish_source ? std::span<const std::string_view>(kSpanishWords)
                                           : std::span<const std::string_view>(kEnglishWords)) {
    if (rest.starts_with(w) && (rest.size() == w.size() || !is_glossary_word_byte(rest, w.size()))) {
      *word = true;
      return w.size();
    }
  }
  return 0;
}

}  // namespace

void add_percent_change_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                              std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  const bool spanish_source = source_lang == "es" && target_lang == "en";
  if (!spanish_source && !(source_lang == "en" && target_lang == "es")) return;
  const NumberStyle& from_style = *number_style(spanish_source ? "es" : "en");
  const NumberStyle& to_style = *number_style(spanish_source ? "en" : "es");
  const std::string_view lead = spanish_source ? "un " : "by ";
  const std::string_view target_lead = spanish_source ? "by " : "un ";
  const std::string_view share = spanish_source ? " de " : " of ";
  for (std::string_view text : texts) {
    for (std::size_t at = text.find(lead); at != std::string_view::npos; at = text.find(lead, at + 1)) {
      if (at > 0 && is_glossary_word_byte(text, at - 1)) continue;  // "algún 5", "nearby 5"
      const std::size_t number_at = at + lead.size();
      // Digits only: the number is a protected span already (text/numbers.h), so only the word
      // before it changes. A number in words as a term came out before its noun ("its by ten
      // percent exports") or took the verb's sense ("Los precios rosas un veinte por ciento").
      const ParsedNumber n = parse_number_at(text, number_at, from_style);
      if (n.length == 0) continue;
      std::size_t end = number_at + n.length;
      bool word = false;
      const std::size_t sign = percent_at(text, end, spanish_source, &word);
      if (sign == 0) continue;
      end += sign;
      if (text.substr(end).starts_with(share)) continue;  // a share: "un 30 % de los votos"
      if (end < text.size() && is_glossary_word_byte(text, end)) continue;
      std::string target = std::string(target_lead) + write_number(n.digits, n.fraction, to_style);
      if (word) {
        target += spanish_source ? " percent" : " por ciento";
      } else {
        target += to_style.percent;
        target += '%';
      }
      add_if_new(out, {std::string(text.substr(at, end - at)), std::move(target)});
    }
  }
}

}  // namespace heed::text
