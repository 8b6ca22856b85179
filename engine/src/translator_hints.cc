#include "translator_hints.h"

#include <algorithm>

#include "text/casing.h"  // lower_case, to_lower
#include "translator_known_words.h"  // is_word_letter
#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxEntries = 400000;
constexpr std::size_t kMaxWordBytes = 60;
// A piece of one letter ("▁a", "▁s") says nothing of the word it starts: favouring it for every
// hinted word that starts so only crowds the beam. On FLORES dev (bonus 1), starts of at least
// 1 / 2 / 3 letters gave es->en 46.53 / 46.55 / 46.49 and en->es 44.31 / 44.36 / 44.31 chrF2.
constexpr int kMinStartLetters = 2;

// Bytes of the word letter at text[i] (1 or 2), or 0: the unknown-word rule's letters.
std::size_t letter_bytes(std::string_view text, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? 1 : 0;
  if ((c & 0xE0) != 0xC0 || i + 1 >= text.size()) return 0;
  const unsigned char d = static_cast<unsigned char>(text[i + 1]);
  if ((d & 0xC0) != 0x80) return 0;
  return is_word_letter(static_cast<char32_t>((c & 0x1Fu) << 6 | (d & 0x3Fu))) ? 2 : 0;
}

// Whether `word` is one or more word letters and nothing else; with `lower`, none of them upper
// case. One pass, no allocation: a table of ~50,000 rows is checked at every load.
bool all_letters(std::string_view word, bool lower = false) {
  if (word.empty()) return false;
  for (std::size_t i = 0; i < word.size();) {
    const std::size_t n = letter_bytes(word, i);
    if (n == 0) return false;
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if (lower && n == 1 && c < 'a') return false;  // 'A'..'Z'
    if (lower && n == 2) {
      const auto code = static_cast<char32_t>((c & 0x1Fu) << 6 | (static_cast<unsigned char>(word[i + 1]) & 0x3Fu));
      if (text::to_lower(code) != code) return false;
    }
    i += n;
  }
  return true;
}

}  // namespace

ModelHints::ModelHints(const io::ModelFile& file) {
  const std::string table = "glossary.hints";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  entries_.reserve(static_cast<std::size_t>(std::count(text->begin(), text->end(), '\n')));
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    const auto [source, target] = source_and_target(row, table, line, kMaxWordBytes, "a word");
    if (!all_letters(source, true) || !all_letters(target, true)) {  // the one check a good row takes
      const bool letters = all_letters(source) && all_letters(target);
      bad_table_line(table, line, letters ? "a side is not in lower case" : "a side is not one word of letters");
    }
    if (!entries_.empty() && !(entries_.back().source < source)) {
      bad_table_line(table, line, "sources are not sorted bytewise without repeats");
    }
    if (entries_.size() == kMaxEntries) bad_table_line(table, line, "more than 400000 words");
    entries_.push_back({source, target});
  });
}

std::vector<std::string> ModelHints::words_for(const decode::PieceWords& pieces, const std::vector<int>& ids) const {
  std::string text;
  for (const int id : ids) {
    if (id >= 0 && id < pieces.size()) text += pieces.text(id);
  }
  std::vector<std::string> words;
  bool first = true;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t end = i;
    for (std::size_t n; end < text.size() && (n = letter_bytes(text, end)) > 0;) end += n;
    if (end == i) {
      ++i;
      continue;
    }
    const std::string_view word = std::string_view(text).substr(i, end - i);
    const std::string lower = text::lower_case(word);
    if (first || lower == word) {
      const auto it = std::lower_bound(entries_.begin(), entries_.end(), lower,
                                       [](const Entry& e, const std::string& w) { return e.source < w; });
      if (it != entries_.end() && it->source == lower) words.emplace_back(it->target);
    }
    first = false;
    i = end;
  }
  return words;
}

HintPieces hint_pieces(const decode::PieceWords& pieces) {
  HintPieces out;
  for (int id = 0; id < pieces.size(); ++id) {
    const std::string_view text = pieces.text(id);
    const std::string lower = text::lower_case(text);
    const std::size_t tail = static_cast<std::size_t>(pieces.tail[static_cast<std::size_t>(id)]);
    out.lower.add(lower, static_cast<int>(tail), pieces.starts_letter[static_cast<std::size_t>(id)] != 0);
    if (text.size() > 1 && text[0] == ' ' && tail == 1 && all_letters(std::string_view(lower).substr(1))) {
      out.word_starts[lower.substr(1)].push_back(id);
    }
  }
  return out;
}

std::vector<int> start_pieces(const HintPieces& pieces, std::string_view word) {
  std::vector<int> ids;
  int letters = 0;
  for (std::size_t k = 0; k < word.size();) {
    k += std::max<std::size_t>(letter_bytes(word, k), 1);
    if (++letters < kMinStartLetters && k < word.size()) continue;
    const auto it = pieces.word_starts.find(std::string(word.substr(0, k)));
    if (it != pieces.word_starts.end()) ids.insert(ids.end(), it->second.begin(), it->second.end());
  }
  return ids;
}

}  // namespace heed
