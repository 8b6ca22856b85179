#include "text/approximate.h"

#include <array>
#include <span>
#include <string>
#include <utility>

#include "text/number_words.h"
#include "text/numbers.h"  // parse_number_at, write_number, number_style

namespace heed::text {

namespace {

using Lead = std::pair<std::string_view, std::string_view>;
constexpr std::array<Lead, 6> kSpanishLeads = {{{"unos ", "about "}, {"unas ", "about "}, {"Unos ", "About "},
                                                {"Unas ", "About "}, {"cerca de ", "nearly "}, {"Cerca de ", "Nearly "}}};
// en -> es: "about 500 people" had lost "about" ("una población de 500 personas"), "About 200
// people" come out "Acerca de 200 personas" (concerning), "about three hours" "sobre tres horas".
constexpr std::array<Lead, 8> kEnglishLeads = {{{"about ", "alrededor de "}, {"About ", "Alrededor de "},
                                                {"around ", "alrededor de "}, {"Around ", "Alrededor de "},
                                                {"nearly ", "casi "}, {"Nearly ", "Casi "},
                                                {"almost ", "casi "}, {"Almost ", "Casi "}}};

// Whether what follows an English number makes it part of another term (a time, an era, a
// scale: "around 9:30 am", "about 1000 BC", "about 2.5 million"), which translates it whole.
bool part_of_longer_term(std::string_view after) {
  if (!after.empty() && (after[0] == ':' || after[0] == '.')) return after.size() > 1 && after[1] >= '0' && after[1] <= '9';
  for (std::string_view word : {" am", " pm", " a.m.", " p.m.", " AM", " PM", " BC", " AD", " BCE", " CE", " million",
                                " billion", " trillion", " o'clock"}) {
    if (after.starts_with(word)) return true;
  }
  return false;
}

}  // namespace

void add_approximate_number_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                                  std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  const bool spanish_source = source_lang == "es" && target_lang == "en";
  if (!spanish_source && !(source_lang == "en" && target_lang == "es")) return;
  const NumberStyle& from_style = *number_style(spanish_source ? "es" : "en");
  const NumberStyle& to_style = *number_style(spanish_source ? "en" : "es");
  const std::span<const Lead> leads = spanish_source ? std::span<const Lead>(kSpanishLeads) : std::span<const Lead>(kEnglishLeads);
  for (std::string_view text : texts) {
    for (const auto& [lead, about] : leads) {
      for (std::size_t at = text.find(lead); at != std::string_view::npos; at = text.find(lead, at + 1)) {
        if (at > 0 && is_glossary_word_byte(text, at - 1)) continue;  // "algunos 20"
        const std::size_t number_at = at + lead.size();
        if (const NumberWord word = number_word_at(text, number_at, spanish_source); word.length > 0) {
          add_if_new(out, {std::string(text.substr(at, lead.size() + word.length)), std::string(about).append(word.target)});
          continue;
        }
        const ParsedNumber n = parse_number_at(text, number_at, from_style);
        if (n.length == 0) continue;
        const std::size_t end = number_at + n.length;
        if (end < text.size() && is_glossary_word_byte(text, end)) continue;  // "unos 20kg"
        if (!spanish_source && part_of_longer_term(text.substr(end))) continue;
        add_if_new(out, {std::string(text.substr(at, end - at)), std::string(about) + write_number(n.digits, n.fraction, to_style)});
      }
    }
  }
}

}  // namespace heed::text
