#include "text/english_subject.h"

#include <string>
#include <unordered_set>

namespace heed::text {
namespace {

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// Words between a subject and its verb that say nothing of the subject's number.
bool is_skipped(const std::string& w) {
  static const std::unordered_set<std::string_view> kWords = {
      "also", "then", "later", "still", "never", "already", "soon", "often", "once", "who", "that", "which",
      "all", "each", "even", "just", "first", "again", "ultimately", "eventually"};
  return kWords.contains(w) || (w.size() > 4 && w.ends_with("ly") && w != "italy" && w != "family");
}

// Plural subjects that do not end in s, and words that end in s without being plural.
bool is_plural_word(const std::string& w) {
  static const std::unordered_set<std::string_view> kPlural = {
      "they", "people", "children", "men", "women", "police", "many", "several", "few", "others", "these", "those",
      "both", "cattle", "feet", "teeth", "mice", "geese", "data", "media"};
  static const std::unordered_set<std::string_view> kSingular = {
      "this", "his", "its", "hers", "ours", "yours", "theirs", "is", "was", "has", "does", "goes", "news", "series",
      "species", "always", "perhaps", "politics", "economics", "physics", "mathematics", "athletics", "means",
      "whereas", "yes", "thus", "plus", "less", "unless", "across", "gas", "atlas", "canvas", "alias", "chaos",
      "lens", "bus", "us", "whose", "sometimes", "besides", "nevertheless", "afterwards", "towards", "upwards",
      "downwards", "overseas", "analysis", "crisis", "basis", "thesis", "diagnosis", "emphasis", "tennis"};
  if (kPlural.contains(w)) return true;
  if (kSingular.contains(w) || w.size() < 3 || !w.ends_with('s')) return false;
  return !w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is");
}

}  // namespace

bool follows_english_plural(std::string_view sentence, std::size_t at) {
  std::size_t end = std::min(at, sentence.size());
  for (int words = 0; words < 4; ++words) {
    while (end > 0 && sentence[end - 1] == ' ') --end;
    std::size_t begin = end;
    while (begin > 0 && is_ascii_letter(sentence[begin - 1])) --begin;
    if (begin == end) return false;  // punctuation, a digit, or the sentence's start
    const std::string word = lower(sentence.substr(begin, end - begin));
    if (is_skipped(word)) {
      end = begin;
      continue;
    }
    const bool opens_sentence = sentence.substr(0, begin).find_first_not_of(" \"'(") == std::string_view::npos;
    const std::string_view as_written = sentence.substr(begin, end - begin);
    const bool capitalised = as_written[0] >= 'A' && as_written[0] <= 'Z';
    const bool in_capitals = as_written.size() > 1 && as_written[1] >= 'A' && as_written[1] <= 'Z';  // "THE PLAYERS WON"
    if (capitalised && !in_capitals && !opens_sentence && word != "they") return false;  // a name: "Paris", "Williams"
    return is_plural_word(word);
  }
  return false;
}

}  // namespace heed::text
