// Decoding the character before a byte (engine/src/text/utf8.h), which the word spans and the
// number rules read backwards with.
#include <catch2/catch.hpp>

#include <string>

#include "text/utf8.h"

using heed::text::decode_utf8_before;

TEST_CASE("the character before a byte: ASCII, two to four bytes, and a broken sequence") {
  const std::string s = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";  // a é € 😀
  std::size_t start = 99;
  CHECK(decode_utf8_before(s, 1, &start).value == U'a');
  CHECK(start == 0);
  CHECK(decode_utf8_before(s, 3, &start).value == U'\u00E9');
  CHECK(start == 1);
  CHECK(decode_utf8_before(s, 6, &start).value == U'\u20AC');
  CHECK(start == 3);
  const auto emoji = decode_utf8_before(s, 10, &start);
  CHECK(emoji.valid);
  CHECK(emoji.value == U'\U0001F600');
  CHECK(start == 6);
  // Ending inside a sequence ("€" cut after two bytes) or at a stray continuation byte: invalid,
  // one byte.
  const auto cut = decode_utf8_before(s, 5, &start);
  CHECK_FALSE(cut.valid);
  CHECK(cut.length == 1);
  CHECK(start == 4);
  const std::string stray = "x\x80";
  CHECK_FALSE(decode_utf8_before(stray, 2, &start).valid);
  CHECK(start == 1);
}
