#include "text/decades.h"

#include <algorithm>
#include <string>

namespace heed::text {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ascii_word(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

// es -> en: "la década de 1970" (or "La ...") -> "the 1970s".
void add_spanish_decades(std::string_view text, std::vector<GlossaryTerm>* out) {
  constexpr std::string_view kDecade = "d\xC3\xA9" "cada de ";  // "década de "
  for (std::size_t at = text.find(kDecade); at != std::string_view::npos; at = text.find(kDecade, at + 1)) {
    const std::size_t digits = at + kDecade.size();
    if (digits + 4 > text.size()) break;
    const std::string_view year = text.substr(digits, 4);
    if (!std::all_of(year.begin(), year.end(), is_digit) || year[3] != '0') continue;
    if (digits + 4 < text.size() && (is_ascii_word(text[digits + 4]) || text[digits + 4] == '-')) continue;
    if (at < 3) continue;
    const std::string_view la = text.substr(at - 3, 3);
    if ((la != "la " && la != "La ") || (at > 3 && is_ascii_word(text[at - 4]))) continue;
    add_if_new(out, {std::string(text.substr(at - 3, digits + 4 - (at - 3))), "the " + std::string(year) + "s"});
  }
}

}  // namespace

void add_decade_terms(const std::vector<std::string_view>& texts, std::string_view source_lang,
                      std::string_view target_lang, std::vector<GlossaryTerm>* out) {
  if (source_lang == "es" && target_lang == "en") {
    for (std::string_view text : texts) add_spanish_decades(text, out);
    return;
  }
  if (source_lang != "en" || target_lang != "es") return;
  for (std::string_view text : texts) {
    // `at` is where the four digits begin: "1970s" is text[at, at + 5).
    for (std::size_t at = 0; at + 5 <= text.size(); ++at) {
      const std::string_view year = text.substr(at, 4);
      if (!std::all_of(year.begin(), year.end(), is_digit) || year[3] != '0' || text[at + 4] != 's') continue;
      if (at > 0 && (is_ascii_word(text[at - 1]) || text[at - 1] == '\'' || text[at - 1] == '.' || text[at - 1] == '-')) continue;
      if (at + 5 < text.size() && (is_ascii_word(text[at + 5]) || text[at + 5] == '\'' || text[at + 5] == '-')) continue;
      // Only after "the": a bare decade is mostly a modifier ("1980s music"), which Spanish
      // writes after its noun, and stays as the model writes it.
      std::size_t begin = at;
      for (std::string_view the : {"the ", "The "}) {
        if (at >= the.size() && text.substr(at - the.size(), the.size()) == the &&
            (at == the.size() || !is_ascii_word(text[at - the.size() - 1]))) {
          begin = at - the.size();
        }
      }
      if (begin == at) continue;
      GlossaryTerm term;
      term.source = std::string(text.substr(begin, at + 5 - begin));
      term.target = "la d\xC3\xA9" "cada de " + std::string(year);  // la década de 1970
      add_if_new(out, std::move(term));
      at += 4;
    }
  }
}

}  // namespace heed::text
