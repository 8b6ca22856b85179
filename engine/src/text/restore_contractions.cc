// OutputRestorer's contraction of a term's last "de" or "a" with the model's "el" after it: "se
// quejaron de" + "el ruido" came out "se quejaron de el ruido", where Spanish writes "del" (and
// "al" for "a el"). The term's text is known; the model's next word comes later, so a
// placeholder whose term ends so waits for it (text/restore.h; the rest is restore.cc).
#include <string>

#include "text/protect.h"  // is_glossary_word_byte
#include "text/restore.h"
#include "text/restore_words.h"

namespace heed::text {
namespace {

using namespace restore_words;  // the restorer's shared helpers

bool ends_in_de_or_a(std::string_view span) {
  return span == "de" || span == "a" || span.ends_with(" de") || span.ends_with(" a");
}

// The end of the placeholder "%N" at text[percent] (its digits), or percent + 1 for none.
std::size_t placeholder_end(std::string_view text, std::size_t percent) {
  std::size_t end = percent + 1;
  while (end < text.size() && is_digit(text[end]) && end - percent <= 4) ++end;
  return end;
}

}  // namespace

std::size_t OutputRestorer::span_preposition_suffix(std::string_view text) const {
  const std::size_t percent = text.rfind('%');
  if (percent == std::string_view::npos) return 0;
  const std::size_t end = placeholder_end(text, percent);
  if (end == percent + 1) return 0;
  const std::size_t index = std::stoul(std::string(text.substr(percent + 1, end - percent - 1))) - 1;
  if (index >= spans_.size() || used_[index] || !ends_in_de_or_a(spans_[index].text)) return 0;
  const std::string_view tail = text.substr(end);
  return tail.empty() || tail == " " || tail == " e" || tail == " el" ? text.size() - percent : 0;
}

void OutputRestorer::contract_span_articles(std::string& held, bool final) {
  for (std::size_t percent = held.find('%'); percent != std::string::npos; percent = held.find('%', percent + 1)) {
    const std::size_t end = placeholder_end(held, percent);
    if (end == percent + 1 || held.compare(end, 3, " el") != 0) continue;
    const std::size_t index = std::stoul(held.substr(percent + 1, end - percent - 1)) - 1;
    if (index >= spans_.size() || used_[index] || contracts_el_[index] || !ends_in_de_or_a(spans_[index].text)) continue;
    const std::size_t after = end + 3;
    const bool complete = after < held.size() ? !is_glossary_word_byte(held, after) : final;
    if (!complete) continue;
    held.erase(end, 3);
    contracts_el_[index] = true;
  }
}

}  // namespace heed::text
