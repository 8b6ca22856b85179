// Splitting input into sentences and checking it is text we can translate.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Span

namespace heed::text {

// Byte spans of the sentences of `text`, in order, each trimmed of surrounding whitespace.
// Everything outside the spans is whitespace (spaces, tabs, line breaks) the caller copies
// through unchanged. Splits after . ! ? … (and CJK 。！？) followed by whitespace and an
// uppercase letter, digit or quote/opening bracket (¿ ¡ included), never after common
// abbreviations ("e.g.", "Dr.", "U.S.", "Sra.", "z.B.", single initials), and always at line
// breaks. Quotes/brackets right after the punctuation stay with the sentence; 。！？ split even
// without a following space. "etc."/"usw." split only before a capital. Linear time.
std::vector<Span> split_sentences(std::string_view text);

// Whether `c` is a quote or bracket that may close a sentence after its final punctuation
// (`"Hi." He`): the splitter keeps it with the sentence.
bool is_closer(char32_t c);

// Whether the word of `sentence` that ends at byte `word_end` reads as the subject of a sentence
// of prose: the sentence has three words or more and ends with '.', '!' or '?' (before closing
// spaces, quotes or brackets), and no colon or preposition follows the word. Labels, titles and
// descriptions do not ("Category", "Profile: {name}", "Image to use for drawing blocks.",
// "Thanks to…").
bool reads_as_subject(std::string_view sentence, std::size_t word_end);

// True when `text` is well-formed UTF-8 (no overlongs, surrogates or code points > U+10FFFF).
bool is_valid_utf8(std::string_view text);

// Length in bytes of the longest prefix of `text` that ends on a UTF-8 character boundary:
// drops a last character whose bytes are cut off (a lead byte and fewer continuations than it
// needs); invalid bytes that no continuation could complete are kept.
std::size_t complete_utf8_prefix(std::string_view text);

}  // namespace heed::text
