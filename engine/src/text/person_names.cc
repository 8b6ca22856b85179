#include "text/person_names.h"

#include <string>

#include "text/casing.h"  // starts_with_upper
#include "text/utf8.h"

namespace heed::text {
namespace {

// The end of the word at text[at]: letters, digits, apostrophes and hyphens inside it ("O'Brien",
// "Smith-Jones"); `at` itself if no word starts there.
std::size_t word_end(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end < text.size()) {
    if (is_glossary_word_byte(text, end)) {
      const CodePoint cp = decode_utf8(text, end);
      end += cp.valid ? cp.length : 1;
    } else if ((text[end] == '\'' || text[end] == '-') && end > at && end + 1 < text.size() &&
               is_glossary_word_byte(text, end + 1)) {
      ++end;
    } else {
      break;
    }
  }
  return end;
}

bool is_roman_numeral(std::string_view word) {
  if (word.ends_with('.')) word.remove_suffix(1);  // read as an initial: "Apolo X."
  if (word.empty()) return false;
  for (char c : word) {
    if (c != 'I' && c != 'V' && c != 'X' && c != 'L' && c != 'C') return false;
  }
  return true;
}

// A capitalised word or an initial ("F.") at text[at]: its end, or npos.
std::size_t name_word_at(std::string_view text, std::size_t at) {
  if (at >= text.size() || !starts_with_upper(text.substr(at))) return std::string_view::npos;
  const std::size_t end = word_end(text, at);
  if (end == at) return std::string_view::npos;
  const CodePoint first = decode_utf8(text, at);
  if (first.valid && end == at + first.length) {  // one letter: an initial with its full stop
    return end < text.size() && text[end] == '.' ? end + 1 : std::string_view::npos;
  }
  return end;
}

constexpr std::string_view kParticles[] = {"de la ", "de ", "del ", "van ", "von ", "da ", "di ", "le "};

}  // namespace

void add_person_name_terms(const std::vector<std::string_view>& texts,
                           const std::function<bool(std::string_view)>& is_given_name,
                           std::vector<GlossaryTerm>* out) {
  constexpr int kMostFollowing = 3;
  for (std::string_view text : texts) {
    for (std::size_t at = 0; at < text.size();) {
      const bool starts = at == 0 || !is_glossary_word_byte(text, at - 1);
      const std::size_t end = word_end(text, at);
      if (end == at) {
        ++at;
        continue;
      }
      if (!starts || !starts_with_upper(text.substr(at)) || !is_given_name(text.substr(at, end - at))) {
        at = end;
        continue;
      }
      // The capitalised words after it, one space apart, a particle allowed before each.
      std::size_t run_end = end;
      std::string_view last;
      for (int n = 0; n < kMostFollowing && run_end < text.size() && text[run_end] == ' '; ++n) {
        std::size_t next = run_end + 1;
        for (std::string_view particle : kParticles) {
          if (text.substr(next, particle.size()) == particle && name_word_at(text, next + particle.size()) != std::string_view::npos) {
            next += particle.size();
            break;
          }
        }
        const std::size_t word = name_word_at(text, next);
        if (word == std::string_view::npos) break;
        last = text.substr(next, word - next);
        run_end = word;
      }
      if (run_end > end && !is_roman_numeral(last)) {
        const std::string name(text.substr(at, run_end - at));
        add_if_new(out, {name, name});
      }
      at = run_end;
    }
  }
}

}  // namespace heed::text
