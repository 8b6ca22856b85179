// OutputRestorer's moves of a term past the word after it (SpanToRestore::after_next_word): an
// age or a century before its noun in English ("El %1 marido" is "El marido de 30 años"), and a
// Spanish subject's verb term the model wrote before the noun ("The %1 movie" is "The movie will
// premiere"; text/spanish_subject.h). The rest of the restorer is text/restore.cc.
#include <string>

#include "text/protect.h"  // is_glossary_word_byte
#include "text/restore.h"
#include "text/restore_words.h"

namespace heed::text {
namespace {

using namespace restore_words;  // the restorer's shared helpers

// The words after which an after_next_word term moves past the next word: a noun follows.
bool is_determiner(std::string_view word) {
  return is_one_of(word, {"el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "este", "esta",
                          "estos", "estas", "ese", "esa", "del", "al", "mi", "tu", "nuestro", "nuestra"});
}

// The English words after which an after_subject term moves past the next word.
bool is_english_determiner(std::string_view word) {
  return is_one_of(word, {"the", "The", "a", "A", "an", "An", "its", "Its", "their", "Their", "his", "His", "her",
                          "Her", "this", "This", "these", "These", "our", "Our", "my", "My", "your", "Your"});
}

// From byte `pos` of `text` (or the first non-space after it), past any whole placeholders and
// the spaces after them: where the next word may start. npos where the text ends first, or
// within a placeholder that may go on ("%", "%1").
std::size_t past_placeholders(std::string_view text, std::size_t pos) {
  pos = text.find_first_not_of(' ', pos);
  while (pos != std::string_view::npos && text[pos] == '%') {
    std::size_t end = pos + 1;
    while (end < text.size() && is_digit(text[end])) ++end;
    if (end == text.size() || end == pos + 1) return end == text.size() ? std::string_view::npos : pos;
    pos = text.find_first_not_of(' ', end);
  }
  return pos;
}

}  // namespace

// From an after_next_word placeholder on, while the word after it is not complete yet.
std::size_t OutputRestorer::after_next_word_suffix(std::string_view text) const {
  std::size_t keep = 0;
  for (std::size_t i = 0; i < spans_.size(); ++i) {
    if (used_[i] || !spans_[i].after_next_word) continue;
    const Found mark = find_placeholder(text, i);
    if (mark.at == std::string_view::npos) continue;
    // A verb term after its subject waits past the placeholders after it ("The %1 %2 matches").
    std::size_t pos = spans_[i].after_subject ? past_placeholders(text, mark.end) : text.find_first_not_of(' ', mark.end);
    while (pos != std::string_view::npos && pos < text.size() && is_glossary_word_byte(text, pos)) ++pos;
    if (pos == std::string_view::npos || pos == text.size()) keep = std::max(keep, text.size() - mark.at);
  }
  return keep;
}

std::string OutputRestorer::move_after_next_word(std::string_view text, bool final) const {
  std::string out(text);
  for (std::size_t i = 0; i < spans_.size(); ++i) {
    if (used_[i] || !spans_[i].after_next_word) continue;
    const Found found = find_placeholder(out, i);
    const std::size_t at = found.at, mark_end = found.end;
    if (at == std::string::npos) continue;
    // The word before the placeholder: in `out`, or the last one handed out.
    std::size_t start = 0;
    std::string_view before = last_word(std::string_view(out).substr(0, at), recent_[1], &start);
    const bool nothing_before = out.find_first_not_of(' ') == at;
    if (nothing_before) before = last_word_;
    const bool opens = nothing_before && !output_started_;
    if (spans_[i].after_subject ? !is_english_determiner(before) : !opens && !is_determiner(before)) continue;
    // A verb term after its subject goes past the other placeholders the model wrote after it
    // too ("The %1 %2 matches" is "The matches %1 %2": "The was founded in 1879 matches").
    const std::size_t word_begin =
        spans_[i].after_subject ? past_placeholders(out, mark_end) : out.find_first_not_of(' ', mark_end);
    if (word_begin == std::string::npos || !is_glossary_word_byte(out, word_begin)) continue;
    std::size_t word_end = word_begin;
    while (word_end < out.size() && is_glossary_word_byte(out, word_end)) ++word_end;
    if (word_end == out.size() && !final) continue;  // the word may go on
    std::string marks = out.substr(at, word_begin - at);  // "%1", or "%1 %2" and the spaces after
    while (!marks.empty() && marks.back() == ' ') marks.pop_back();
    if (spans_[i].after_subject && marks.size() > mark_end - at) {
      // Not a span to come before its subject's noun by the same rule: only this term moves
      // the noun; another after_next_word term among them keeps its own place.
      bool other_mover = false;
      for (std::size_t k = 0; k < spans_.size(); ++k) {
        const Found other = k == i || used_[k] ? Found{} : find_placeholder(marks, k);
        other_mover = other_mover || (other.at != std::string_view::npos && spans_[k].after_next_word);
      }
      if (other_mover) continue;
    }
    const std::string word = out.substr(word_begin, word_end - word_begin);
    out.replace(at, word_end - at, word + " " + marks);
  }
  return out;
}

}  // namespace heed::text
