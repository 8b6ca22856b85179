// Strict UTF-8 decoding shared by the text module's sources (not part of its interface).
#pragma once

#include <cstddef>
#include <string_view>

namespace heed::text {

inline constexpr char32_t kReplacementChar = 0xFFFD;

struct CodePoint {
  char32_t value = 0;  // kReplacementChar when !valid
  int length = 1;      // bytes consumed; 1 for an invalid byte so a scan always advances
  bool valid = false;
};

// Decodes the character starting at text[pos] (pos < text.size()) following Unicode's
// well-formed table: overlongs, surrogates, values above U+10FFFF and truncated sequences are
// invalid and consume one byte.
CodePoint decode_utf8(std::string_view text, std::size_t pos);

// The character that ends right before text[end] (end > 0), and in *start where it begins; a
// byte that ends no well-formed sequence reads as invalid, of one byte (*start = end - 1).
CodePoint decode_utf8_before(std::string_view text, std::size_t end, std::size_t* start);

// Number of bytes a sequence starting with lead byte `b` has, or 0 if `b` can never start one.
int utf8_sequence_length(unsigned char b);

}  // namespace heed::text
