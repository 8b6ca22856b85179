// UTF-8 validation. Strictness matters: the translator rejects invalid input up front, so
// everything after it (sentencepiece, byte spans, the browser's TextDecoder) sees only
// well-formed text.
#include "text/utf8.h"

#include "text/segment.h"

namespace heed::text {
namespace {

bool is_continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// Allowed range of the byte after `lead`; narrower than 80..BF for the leads where the plain
// range would admit overlongs (E0, F0), surrogates (ED) or code points past U+10FFFF (F4).
void second_byte_range(unsigned char lead, unsigned char* lo, unsigned char* hi) {
  *lo = 0x80;
  *hi = 0xBF;
  if (lead == 0xE0) *lo = 0xA0;
  if (lead == 0xED) *hi = 0x9F;
  if (lead == 0xF0) *lo = 0x90;
  if (lead == 0xF4) *hi = 0x8F;
}

}  // namespace

int utf8_sequence_length(unsigned char b) {
  if (b < 0x80) return 1;
  if (b >= 0xC2 && b <= 0xDF) return 2;
  if (b >= 0xE0 && b <= 0xEF) return 3;
  if (b >= 0xF0 && b <= 0xF4) return 4;
  return 0;  // continuation byte, C0/C1 (always overlong) or F5..FF (beyond U+10FFFF)
}

CodePoint decode_utf8_before(std::string_view text, std::size_t end, std::size_t* start) {
  std::size_t lead = end - 1;
  while (lead > 0 && end - lead < 4 && is_continuation(static_cast<unsigned char>(text[lead]))) --lead;
  const CodePoint cp = decode_utf8(text, lead);
  if (!cp.valid || lead + static_cast<std::size_t>(cp.length) != end) {
    *start = end - 1;
    return CodePoint{kReplacementChar, 1, false};
  }
  *start = lead;
  return cp;
}

CodePoint decode_utf8(std::string_view text, std::size_t pos) {
  const auto lead = static_cast<unsigned char>(text[pos]);
  const int length = utf8_sequence_length(lead);
  CodePoint invalid{kReplacementChar, 1, false};
  if (length == 0 || pos + length > text.size()) return invalid;
  if (length == 1) return {lead, 1, true};
  unsigned char lo, hi;
  second_byte_range(lead, &lo, &hi);
  const auto second = static_cast<unsigned char>(text[pos + 1]);
  if (second < lo || second > hi) return invalid;
  char32_t value = lead & (0xFF >> (length + 1));
  for (int k = 1; k < length; ++k) {
    const auto b = static_cast<unsigned char>(text[pos + k]);
    if (!is_continuation(b)) return invalid;
    value = (value << 6) | (b & 0x3F);
  }
  return {value, length, true};
}

bool is_valid_utf8(std::string_view text) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    // ASCII fast path: most input is mostly ASCII.
    if (static_cast<unsigned char>(text[pos]) < 0x80) {
      ++pos;
      continue;
    }
    const CodePoint cp = decode_utf8(text, pos);
    if (!cp.valid) return false;
    pos += cp.length;
  }
  return true;
}

std::size_t complete_utf8_prefix(std::string_view text) {
  const std::size_t n = text.size();
  // A truncated character has its lead byte among the last three bytes.
  std::size_t lead = n;
  for (std::size_t back = 1; back <= 3 && back <= n; ++back) {
    if (!is_continuation(static_cast<unsigned char>(text[n - back]))) {
      lead = n - back;
      break;
    }
  }
  if (lead == n) return n;
  const auto lead_byte = static_cast<unsigned char>(text[lead]);
  const int length = utf8_sequence_length(lead_byte);
  const std::size_t have = n - lead;
  if (length <= 1 || have >= static_cast<std::size_t>(length)) return n;
  // Cut only a tail that more bytes could still complete; invalid bytes stay in, since no
  // later byte would make them whole.
  if (have >= 2) {
    unsigned char lo, hi;
    second_byte_range(lead_byte, &lo, &hi);
    const auto second = static_cast<unsigned char>(text[lead + 1]);
    if (second < lo || second > hi) return n;
  }
  return lead;
}

}  // namespace heed::text
