#include "text/casing.h"

#include <algorithm>
#include <cctype>
#include <iterator>

#include "text/utf8.h"

namespace heed::text {
namespace {

// Lower case for the contiguous blocks where upper and lower differ by a fixed offset (all of
// them keep the UTF-8 length), and the alternating pairs of Latin Extended-A.
char32_t lower_of(char32_t c) {
  if (c >= 'A' && c <= 'Z') return c + 32;
  if ((c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 32;          // À..Þ (not ×)
  if (c >= 0x100 && c <= 0x137 && c % 2 == 0) return c + 1;           // Ā..ķ
  if (c >= 0x139 && c <= 0x148 && c % 2 == 1) return c + 1;           // Ĺ..ň
  if (c >= 0x14A && c <= 0x177 && c % 2 == 0) return c + 1;           // Ŋ..ŷ
  if (c == 0x178) return 0xFF;                                        // Ÿ
  if (c == 0x179 || c == 0x17B || c == 0x17D) return c + 1;           // Ź Ż Ž
  if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;          // Greek Α..Ω
  if (c >= 0x410 && c <= 0x42F) return c + 32;                        // Cyrillic А..Я
  if (c >= 0x400 && c <= 0x40F) return c + 80;                        // Ѐ..Џ
  return c;
}

char32_t upper_of(char32_t c) {
  if (c >= 'a' && c <= 'z') return c - 32;
  if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return c - 32;
  if (c == 0xFF) return 0x178;
  if (c >= 0x101 && c <= 0x138 && c % 2 == 1 && c != 0x131 && c != 0x138) return c - 1;
  if (c >= 0x13A && c <= 0x149 && c % 2 == 0 && c != 0x149) return c - 1;
  if (c >= 0x14B && c <= 0x178 && c % 2 == 1) return c - 1;
  if (c == 0x17A || c == 0x17C || c == 0x17E) return c - 1;
  if (c >= 0x3B1 && c <= 0x3C9 && c != 0x3C2) return c - 32;
  if (c >= 0x430 && c <= 0x44F) return c - 32;
  if (c >= 0x450 && c <= 0x45F) return c - 80;
  return c;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

bool is_upper(char32_t c) { return lower_of(c) != c; }
bool is_lower(char32_t c) { return upper_of(c) != c; }
bool is_cased(char32_t c) { return is_upper(c) || is_lower(c); }

// Letters that continue a word; anything else (space, punctuation, digits) ends one. Letters
// without case (ß, CJK) count as letters so "straße" stays one word.
bool is_word_letter(char32_t c) {
  if (is_cased(c) || c == '\'' || c == 0x2019 || c == 0xAA || c == 0xBA) return true;
  return (c >= 0xC0 && c < 0x2000 && c != 0xD7 && c != 0xF7) || (c >= 0x3040 && c < 0xA000);
}

// Calls f(code point, byte offset, length) for every character; invalid bytes pass as U+FFFD.
template <typename F>
void for_each_char(std::string_view text, F f) {
  for (std::size_t pos = 0; pos < text.size();) {
    const CodePoint cp = decode_utf8(text, pos);
    f(cp.valid ? cp.value : kReplacementChar, pos, static_cast<std::size_t>(cp.length), cp.valid);
    pos += static_cast<std::size_t>(cp.length);
  }
}

}  // namespace

char32_t to_upper(char32_t c) { return upper_of(c); }
char32_t to_lower(char32_t c) { return lower_of(c); }

namespace {

template <typename Map>
std::string map_case(std::string_view text, Map map) {
  std::string out;
  out.reserve(text.size());
  for_each_char(text, [&](char32_t c, std::size_t pos, std::size_t length, bool valid) {
    if (valid) append_utf8(out, map(c));
    else out.append(text.substr(pos, length));
  });
  return out;
}

}  // namespace

std::string upper_case(std::string_view text) { return map_case(text, upper_of); }
std::string lower_case(std::string_view text) { return map_case(text, lower_of); }

bool is_all_caps(std::string_view text) {
  bool upper = false, lower = false;
  for_each_char(text, [&](char32_t c, std::size_t, std::size_t, bool) {
    upper = upper || is_upper(c);
    lower = lower || is_lower(c);
  });
  return upper && !lower;
}

std::string capitalise_first(std::string_view text) {
  if (text.empty()) return {};
  const CodePoint first = decode_utf8(text, 0);
  if (!first.valid) return std::string(text);
  std::string out;
  append_utf8(out, upper_of(first.value));
  out.append(text.substr(static_cast<std::size_t>(first.length)));
  return out;
}

std::size_t first_word_char(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const CodePoint c = decode_utf8(text, at);
    const std::size_t n = static_cast<std::size_t>(c.length);
    if (c.valid && has_word_char(text.substr(at, n))) return at;
    at += n;
  }
  return text.size();
}

bool starts_with_upper(std::string_view text) {
  if (text.empty()) return false;
  const CodePoint first = decode_utf8(text, 0);
  return first.valid && lower_of(first.value) != first.value;
}

bool has_word_char(std::string_view text) {
  for (std::size_t pos = 0; pos < text.size();) {
    const CodePoint c = decode_utf8(text, pos);
    pos += static_cast<std::size_t>(c.length);
    if (c.value < 0x80 ? std::isalnum(static_cast<unsigned char>(c.value)) != 0
                       : c.valid && c.value >= 0xC0 && !(c.value >= 0x2000 && c.value <= 0x206F)) {
      return true;
    }
  }
  return false;
}

namespace {

// The short words a title leaves in lower case, English and Spanish: articles, prepositions,
// conjunctions ("The Lord of the Rings", "Historia de la Música y el Arte").
bool is_title_minor_word(std::string_view word) {
  static constexpr std::string_view kMinor[] = {
      "a", "an", "the", "and", "or", "but", "nor", "of", "in", "on", "at", "to", "by", "up", "as",
      "for", "off", "per", "via", "vs", "from", "into", "onto", "with", "over", "than", "upon",
      "de", "del", "la", "las", "el", "los", "lo", "y", "e", "o", "u", "en", "al", "con", "por",
      "para", "sin", "sobre", "un", "una", "unos", "unas"};
  return std::find(std::begin(kMinor), std::end(kMinor), word) != std::end(kMinor);
}

// Whether a word of `text` is part of a path, an identifier or an address: its token (up to
// white space on either side) has one of : / \\ _ @ = . between two of its characters
// ("APT::Get::Show-Versions", "Node.js", "C:/Program Files"). A title keeps such a token as
// written: lowered, the model copies it lowered ("APT::get::show-versions"). The last token's
// answer is kept, so a long token of many words is read once, not once a word.
class CodeLikeTokens {
 public:
  explicit CodeLikeTokens(std::string_view text) : text_(text) {}

  bool at(std::size_t pos) {
    if (pos >= begin_ && pos < end_) return code_like_;
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    begin_ = end_ = pos;
    while (begin_ > 0 && !space(text_[begin_ - 1])) --begin_;
    while (end_ < text_.size() && !space(text_[end_])) ++end_;
    code_like_ = false;
    for (std::size_t i = begin_ + 1; i + 1 < end_ && !code_like_; ++i) {
      const char c = text_[i];
      code_like_ = c == ':' || c == '/' || c == '\\' || c == '_' || c == '@' || c == '=' || c == '.';
    }
    return code_like_;
  }

 private:
  std::string_view text_;
  std::size_t begin_ = 0, end_ = 0;
  bool code_like_ = false;
};

// How normalise_case writes a word of an ALL-CAPS text that starts at text[pos].
enum class UpperWord { kLower, kCapitalised, kAsWritten };

// With a list of everyday words: a listed word is lowered ("DOWNLOAD" -> "download"), another is
// a name ("FIREFOX" -> "Firefox"), or an acronym when it has 4 letters or fewer ("PC", "NASA"),
// and a path or identifier is kept. Without a list every word is lowered.
UpperWord upper_word(std::string_view text, std::size_t pos, const LowersWord* lowers, CodeLikeTokens& code) {
  if (lowers == nullptr) return UpperWord::kLower;
  std::size_t end = pos;
  int letters = 0;
  while (end < text.size()) {
    const CodePoint n = decode_utf8(text, end);
    if (!n.valid || !is_word_letter(n.value)) break;
    ++letters;
    end += static_cast<std::size_t>(n.length);
  }
  if (code.at(pos)) return UpperWord::kAsWritten;
  if ((*lowers)(lower_case(text.substr(pos, end - pos)))) return UpperWord::kLower;
  return letters <= 4 ? UpperWord::kAsWritten : UpperWord::kCapitalised;
}

}  // namespace

CaseStyle detect_case(std::string_view text, int capitalised_terms, bool names_kept, const LowersWord* lowers) {
  int upper = 0, lower = 0;
  int long_words = capitalised_terms, capitalised_long_words = capitalised_terms;
  int word_letters = 0, words = 0;
  bool word_capitalised = false, word_has_upper = false;
  // With a list: a capitalised everyday word after the first ("Started", "With"), which only a
  // title capitalises; names alone after a capitalised first word are a sentence's ("Escrito
  // por Juan Pérez" had been read as a title and came out "Writer By Juan Pérez").
  bool everyday_capitalised = lowers == nullptr;
  // A lower-case word a title would capitalise ("is", "visited"): the text is a sentence whose
  // names are capitalised ("Today's Player of the Day is Alex Ovechkin of the Washington
  // Capitals." had been read as a title, its names lowered: "Washington" became "Lavadora").
  bool major_lower_word = false;
  std::string word;  // the word's bytes, for the minor-word test
  auto end_word = [&] {
    const bool minor_in_lower = !word_capitalised && !word_has_upper && is_title_minor_word(word);
    if (word_letters >= 4 && !(names_kept && minor_in_lower)) {
      ++long_words;
      if (word_capitalised) ++capitalised_long_words;
    }
    if (word_letters >= 2 && !word_capitalised && !word_has_upper && !is_title_minor_word(word)) major_lower_word = true;
    if (word_letters > 0 && ++words > 1 && word_letters >= 4 && word_capitalised && !everyday_capitalised) {
      everyday_capitalised = (*lowers)(lower_case(word));
    }
    word_letters = 0;
    word_has_upper = false;
    word.clear();
  };
  for_each_char(text, [&](char32_t c, std::size_t pos, std::size_t length, bool) {
    if (is_upper(c)) ++upper;
    if (is_lower(c)) ++lower;
    if (is_word_letter(c)) {
      if (word_letters == 0) word_capitalised = is_upper(c);
      word_has_upper = word_has_upper || is_upper(c);
      ++word_letters;
      word.append(text.substr(pos, length));
    } else {
      end_word();
    }
  });
  end_word();
  if (lower == 0 && upper >= 4) return CaseStyle::kUpper;
  // A full stop ends a sentence, not a title or a heading: "Estudió Derecho en la Universidad de
  // Salamanca." capitalises a subject and names ("He Was Right At The University"); an
  // ellipsis ("Save As...") may end a menu item.
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\n')) --end;
  const bool full_stop = end >= 1 && text[end - 1] == '.' && !(end >= 2 && text[end - 2] == '.');
  if (long_words >= 3 && capitalised_long_words == long_words && lower > 0 && !major_lower_word && everyday_capitalised &&
      !full_stop) {
    return CaseStyle::kTitle;
  }
  return CaseStyle::kAsIs;
}

std::string normalise_case(std::string_view text, CaseStyle style, const LowersWord* lowers) {
  if (style == CaseStyle::kAsIs) return std::string(text);
  std::string out;
  out.reserve(text.size());
  bool first_letter = true;   // of the whole text
  bool word_start = true;
  UpperWord word_form = UpperWord::kLower;  // of the ALL-CAPS word being written
  CodeLikeTokens code(text);
  for_each_char(text, [&](char32_t c, std::size_t pos, std::size_t length, bool valid) {
    if (!valid) {
      out.append(text.substr(pos, length));
      word_start = true;
      return;
    }
    char32_t mapped = c;
    if (style == CaseStyle::kUpper) {
      if (word_start && is_word_letter(c)) word_form = upper_word(text, pos, lowers, code);
      const bool keep = (first_letter && is_cased(c)) || word_form == UpperWord::kAsWritten ||
                        (word_form == UpperWord::kCapitalised && word_start);
      mapped = keep ? c : to_lower(c);
    } else if (word_start && is_upper(c) && !first_letter) {
      // Lower a capitalised word ("Brown"), not an acronym or a mixed-case name ("NASA", "iPhone").
      std::size_t next = pos + length;
      bool rest_lower = true;
      int rest_letters = 0;
      while (next < text.size()) {
        const CodePoint n = decode_utf8(text, next);
        if (!n.valid || !is_word_letter(n.value)) break;
        if (is_upper(n.value)) rest_lower = false;
        ++rest_letters;
        next += static_cast<std::size_t>(n.length);
      }
      if (rest_lower && rest_letters > 0 && !code.at(pos) &&
          (lowers == nullptr || (*lowers)(lower_case(text.substr(pos, next - pos))))) {
        mapped = to_lower(c);
      }
    }
    if (is_cased(c)) first_letter = false;
    word_start = !is_word_letter(c);
    append_utf8(out, mapped);
  });
  return out;
}

std::string Recaser::apply(std::string_view piece) {
  if (style_ == CaseStyle::kAsIs) return std::string(piece);
  std::string out;
  out.reserve(piece.size());
  for_each_char(piece, [&](char32_t c, std::size_t pos, std::size_t length, bool valid) {
    if (!valid) {
      out.append(piece.substr(pos, length));
      return;
    }
    char32_t mapped = c;
    if (style_ == CaseStyle::kUpper) mapped = to_upper(c);
    if (style_ == CaseStyle::kTitle && at_word_start_) mapped = to_upper(c);
    at_word_start_ = !is_word_letter(c);
    append_utf8(out, mapped);
  });
  return out;
}

void Recaser::skip(std::string_view piece) {
  for_each_char(piece, [&](char32_t c, std::size_t, std::size_t, bool) { at_word_start_ = !is_word_letter(c); });
}

}  // namespace heed::text
