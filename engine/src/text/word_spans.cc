#include "text/word_spans.h"

#include <cstddef>

#include "text/utf8.h"

namespace heed::text {
namespace {

bool is_ascii_alnum(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

bool is_word_char(char32_t c) { return is_ascii_alnum(c) || is_alphabet_letter(c); }

bool holds_letter(std::string_view s, Span span) {
  for (auto pos = static_cast<std::size_t>(span.begin); pos < static_cast<std::size_t>(span.end);) {
    const CodePoint cp = decode_utf8(s, pos);
    if (cp.valid && is_alphabet_letter(cp.value)) return true;
    pos += static_cast<std::size_t>(cp.length);
  }
  return false;
}

}  // namespace

bool is_alphabet_letter(char32_t c) {
  if (c == 0xD7 || c == 0xF7) return false;            // × ÷
  return (c >= 0xC0 && c <= 0x2AF)                      // Latin-1 letters, Latin Extended A/B, IPA
         || (c >= 0x300 && c <= 0x36F)                  // combining diacritical marks
         || (c >= 0x370 && c <= 0x3FF && c != 0x37E && c != 0x387)  // Greek (not its ; and ·)
         || (c >= 0x400 && c <= 0x52F)                  // Cyrillic and its supplement
         || (c >= 0x531 && c <= 0x587)                  // Armenian
         || (c >= 0x5D0 && c <= 0x5EA)                  // Hebrew letters
         || (c >= 0x620 && c <= 0x64A)                  // Arabic letters
         || (c >= 0x1E00 && c <= 0x1FFF);               // Latin Extended Additional, Greek Extended
}

std::vector<Span> widen_to_words(std::string_view s, const std::vector<Span>& spans) {
  std::vector<Span> out;
  for (Span span : spans) {
    if (holds_letter(s, span)) {
      auto begin = static_cast<std::size_t>(span.begin);
      for (std::size_t start = 0; begin > 0;) {
        const CodePoint cp = decode_utf8_before(s, begin, &start);
        if (!cp.valid || !is_word_char(cp.value)) break;
        begin = start;
      }
      auto end = static_cast<std::size_t>(span.end);
      while (end < s.size()) {
        const CodePoint cp = decode_utf8(s, end);
        if (!cp.valid || !is_word_char(cp.value)) break;
        end += static_cast<std::size_t>(cp.length);
      }
      span = Span{static_cast<int>(begin), static_cast<int>(end)};
    }
    if (!out.empty() && span.begin <= out.back().end) {
      if (span.end > out.back().end) out.back().end = span.end;
    } else {
      out.push_back(span);
    }
  }
  return out;
}

std::vector<Span> legal_marks(std::string_view s) {
  std::vector<Span> out;
  for (std::size_t at = 0; at < s.size();) {
    const CodePoint cp = decode_utf8(s, at);
    const std::size_t length = cp.valid ? static_cast<std::size_t>(cp.length) : 1;
    const char32_t c = cp.value;
    if (cp.valid && (c == 0xA9 || c == 0xAE || c == 0x2122 || c == 0x2117 || c == 0x2120)) {
      out.push_back({static_cast<int>(at), static_cast<int>(at + length)});
    }
    at += length;
  }
  return out;
}

}  // namespace heed::text
