// Rule-based sentence splitting. One forward pass over the text; every lookahead or lookbehind
// is bounded (whitespace is rescanned at most once, the word before a period at most
// kMaxAbbreviationBytes), so the cost is linear in the input however it is shaped.
#include "text/segment.h"

#include <algorithm>
#include <iterator>

#include "text/utf8.h"

namespace heed::text {
namespace {

// Longest word, period included, that is checked against the abbreviation rules.
constexpr std::size_t kMaxAbbreviationBytes = 16;

// Followed by a capitalised word, these are still mid-sentence: titles before a name and
// abbreviations that never end a sentence. "etc." and "usw." are not here: they often do end
// one, so they split only before a capital, like any word. Spanish writes a plural's initials
// doubled, the first of two never at a sentence's end: "EE. UU." (Estados Unidos), "FF. AA."
// (Fuerzas Armadas), "CC. OO.".
constexpr std::string_view kAbbreviations[] = {
    "Mr", "Mrs", "Ms",  "Dr",  "Prof", "St", "vs", "cf",  "approx", "ca",  "Sr", "Sra", "Srta",
    "Dra", "Ud", "Uds", "Dña", "Hr",  "Hrn", "Fr", "bzw", "vgl",    "ggf", "Av", "Mt",
    "EE", "FF", "CC"};

// Abbreviations that stay mid-sentence only before a number ("No. 5", "Fig. 3"), because
// alone they are words or end sentences ("¿Vienes? No. Mañana."). Months too, as a web page's
// dates write them ("Posted Nov. 27, 2024" had been two sentences; "27 nov. 2024").
constexpr std::string_view kNumberAbbreviations[] = {
    "No", "Nos", "no", "Nr", "Fig", "fig", "Eq", "Vol", "vol", "p", "pp",
    "Art", "Abs", "Ch", "Sec", "Bd", "S", "núm", "pág", "Nº",
    "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
    "ene", "feb", "mar", "abr", "jun", "jul", "ago", "sep", "sept", "oct", "nov", "dic"};

template <std::size_t N>
bool contains(const std::string_view (&list)[N], std::string_view word) {
  return std::find(std::begin(list), std::end(list), word) != std::end(list);
}

bool is_line_break(char32_t c) {
  return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x85 || c == 0x2028 ||
         c == 0x2029;
}

bool is_space(char32_t c) {
  return c == ' ' || c == '\t' || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
         c == 0x202F || c == 0x205F || c == 0x3000;
}

bool is_cjk_terminator(char32_t c) { return c == 0x3002 || c == 0xFF01 || c == 0xFF1F; }

bool is_terminator(char32_t c) {
  return c == '.' || c == '!' || c == '?' || c == 0x2026 || c == 0x203C || c == 0x2047 ||
         c == 0x2048 || c == 0x2049 || is_cjk_terminator(c);
}

// Quotes and brackets that may close a sentence after its final punctuation: `"Hi." He`.
// « and » are in both lists because German uses them the other way round.
constexpr std::u32string_view kClosers = U"\"')]}«»’”‘“‹›」』）］】";
// Quotes, brackets and Spanish ¿ ¡ that may open a sentence.
constexpr std::u32string_view kOpeners = U"\"'([{¿¡«»‘“‚„‹›「『（【";

bool is_opener(char32_t c) { return kOpeners.find(c) != std::u32string_view::npos; }

// Lowercase letters of the scripts a translator is likely to see; an approximation that needs
// no Unicode tables: Latin (Basic, Latin-1, Extended-A, Extended Additional), Greek, Cyrillic.
bool is_lowercase(char32_t c) {
  if (c >= 'a' && c <= 'z') return true;
  if (c < 0xC0) return c == 0xAA || c == 0xB5 || c == 0xBA;
  if (c <= 0xFF) return c >= 0xDF && c != 0xF7;
  if (c <= 0x17F) {
    if (c == 0x138 || c == 0x149 || c == 0x17F) return true;
    if (c == 0x178) return false;
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E)) return c % 2 == 0;
    return c % 2 == 1;
  }
  if (c >= 0x1E00 && c <= 0x1EFF) return c % 2 == 1;
  if (c >= 0x3AC && c <= 0x3CE) return true;
  if (c >= 0x430 && c <= 0x45F) return true;
  if (c >= 0x460 && c <= 0x4FF) return c % 2 == 1;
  return c >= 0xFF41 && c <= 0xFF5A;  // full-width a-z
}

bool is_digit(char32_t c) { return (c >= '0' && c <= '9') || (c >= 0xFF10 && c <= 0xFF19); }

bool is_ascii_letter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Letters for the initials rule: ASCII letters and anything non-ASCII outside the Latin-1
// and general punctuation blocks (so "Á." counts, "—." does not).
bool is_letter(char32_t c) {
  if (c < 0x80) return is_ascii_letter(c);
  if (c < 0xC0) return c == 0xAA || c == 0xB5 || c == 0xBA;
  if (c == 0xD7 || c == 0xF7) return false;
  return !(c >= 0x2000 && c <= 0x2BFF) && !(c >= 0x3000 && c <= 0x303F);
}

// Whether a sentence may begin with `c` (after terminator and whitespace).
bool can_start_sentence(char32_t c) {
  if (is_digit(c) || is_opener(c)) return true;
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  return is_letter(c) && !is_lowercase(c);
}

// `word` is the text before a single final period, without the period and without opening
// quotes/brackets; `before_number`: a digit follows. True for titles and abbreviations, single-letter initials ("J."), and
// letter-period chains such as "U.S", "e.g", "i.e", "z.B", "d.h".
bool is_abbreviation(std::string_view word, bool before_number) {
  if (word.empty()) return false;
  if (contains(kAbbreviations, word)) return true;
  if (before_number && contains(kNumberAbbreviations, word)) return true;
  // Letter-period chain: letters separated by single periods.
  std::size_t pos = 0;
  bool expect_letter = true;
  while (pos < word.size()) {
    const CodePoint cp = decode_utf8(word, pos);
    if (expect_letter != (cp.valid && is_letter(cp.value))) return false;
    if (!expect_letter && cp.value != '.') return false;
    expect_letter = !expect_letter;
    pos += cp.length;
  }
  return !expect_letter;  // ends on a letter
}

// The whitespace-delimited word ending just before text[period] (same sentence, from
// `sentence_begin`), with leading openers dropped; empty if longer than an abbreviation can be.
std::string_view word_before(std::string_view text, std::size_t sentence_begin,
                             std::size_t period) {
  std::size_t begin = period;
  while (begin > sentence_begin) {
    if (period - begin > kMaxAbbreviationBytes) return {};
    // Step back one character: to its lead byte (at most three continuation bytes back).
    std::size_t lead = begin - 1;
    while (lead > sentence_begin && begin - lead < 4 &&
           (static_cast<unsigned char>(text[lead]) & 0xC0) == 0x80) {
      --lead;
    }
    const CodePoint cp = decode_utf8(text, lead);
    if (cp.valid && static_cast<std::size_t>(cp.length) == begin - lead && is_space(cp.value)) {
      break;
    }
    begin = lead;
  }
  std::string_view word = text.substr(begin, period - begin);
  while (!word.empty()) {
    const CodePoint cp = decode_utf8(word, 0);
    if (!is_opener(cp.value)) break;
    word.remove_prefix(cp.length);
  }
  return word;
}

class Splitter {
 public:
  explicit Splitter(std::string_view text) : text_(text) {}

  std::vector<Span> run() {
    std::size_t pos = 0;
    while (pos < text_.size()) {
      const CodePoint cp = decode_utf8(text_, pos);
      if (is_line_break(cp.value)) {
        close();
        pos += cp.length;
      } else if (is_space(cp.value)) {
        pos += cp.length;
      } else if (is_terminator(cp.value)) {
        open(pos);
        pos = terminate(pos);
      } else {
        open(pos);
        pos += cp.length;
        end_ = pos;
      }
    }
    close();
    return std::move(spans_);
  }

 private:
  void open(std::size_t pos) {
    if (!in_sentence_) begin_ = pos;
    in_sentence_ = true;
  }

  void close() {
    if (in_sentence_) spans_.push_back({static_cast<int>(begin_), static_cast<int>(end_)});
    in_sentence_ = false;
  }

  // Consumes the run of terminators starting at `pos` and any closing quotes/brackets after it,
  // ends the sentence there if the text that follows starts a new one, and returns the position
  // after the run.
  std::size_t terminate(std::size_t pos) {
    std::size_t after = pos;
    int terminators = 0;
    bool cjk = false;
    while (after < text_.size()) {
      const CodePoint cp = decode_utf8(text_, after);
      if (!is_terminator(cp.value)) break;
      cjk = cjk || is_cjk_terminator(cp.value);
      ++terminators;
      after += cp.length;
    }
    while (after < text_.size()) {
      const CodePoint cp = decode_utf8(text_, after);
      if (!is_closer(cp.value)) break;
      after += cp.length;
    }
    end_ = after;
    const bool single_period = terminators == 1 && text_[pos] == '.';
    if (cjk || starts_new_sentence(after, single_period ? pos : std::string_view::npos)) close();
    return after;
  }

  // After a terminator run ending at `after`: is there whitespace and then the start of a
  // sentence? `period` is the position of a lone final period, to check for abbreviations.
  bool starts_new_sentence(std::size_t after, std::size_t period) const {
    std::size_t next = after;
    while (next < text_.size()) {
      const CodePoint cp = decode_utf8(text_, next);
      if (is_line_break(cp.value)) return true;  // the line break splits anyway
      if (!is_space(cp.value)) break;
      next += cp.length;
    }
    if (next == text_.size()) return true;
    if (next == after) return false;  // "3.14", "a.m.", "Hello!World"
    const CodePoint first = decode_utf8(text_, next);
    if (!can_start_sentence(first.value)) return false;  // "... and then", "etc. are"
    if (period != std::string_view::npos &&
        is_abbreviation(word_before(text_, begin_, period), is_digit(first.value))) {
      return false;
    }
    return true;
  }

  std::string_view text_;
  std::vector<Span> spans_;
  bool in_sentence_ = false;
  std::size_t begin_ = 0;  // first byte of the current sentence
  std::size_t end_ = 0;    // one past its last non-whitespace character
};

}  // namespace

bool is_closer(char32_t c) { return kClosers.find(c) != std::u32string_view::npos; }

std::vector<Span> split_sentences(std::string_view text) { return Splitter(text).run(); }

bool reads_as_subject(std::string_view sentence, std::size_t word_end) {
  std::size_t end = sentence.size();
  while (end > 0 && (sentence[end - 1] == ' ' || sentence[end - 1] == '"' || sentence[end - 1] == ')')) --end;
  if (end == 0 || (sentence[end - 1] != '.' && sentence[end - 1] != '!' && sentence[end - 1] != '?')) return false;
  if (std::count(sentence.begin(), sentence.begin() + static_cast<std::ptrdiff_t>(end), ' ') < 2) return false;
  if (word_end >= sentence.size() || sentence[word_end] == ':') return false;
  std::size_t next_end = word_end + 1;
  while (next_end < sentence.size() && sentence[next_end] >= 'a' && sentence[next_end] <= 'z') ++next_end;
  const std::string_view next = sentence.substr(word_end + 1, next_end - word_end - 1);
  for (const std::string_view preposition : {"to", "for", "from", "with", "of", "in", "on", "at", "by", "into", "about"}) {
    if (next == preposition) return false;
  }
  return true;
}

}  // namespace heed::text
