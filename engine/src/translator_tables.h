// What the model file's optional text tables share (FORMAT.md: glossary.terms, glossary.dates,
// glossary.words): a U8 [bytes] tensor of UTF-8 lines, checked at load so that a broken line is
// refused there, with a message that names the table and the line.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "io/model_file.h"

namespace heed {

// The text of the U8 [bytes] tensor `name`; nullopt when the file has none. Another dtype or
// shape, or invalid UTF-8: Error(kInvalidModel).
std::optional<std::string_view> text_tensor(const io::ModelFile& file, const std::string& name);

// Error(kInvalidModel) "<table> line <line>: <why>".
[[noreturn]] void bad_table_line(const std::string& table, std::size_t line, const std::string& why);

// Calls f(line, row) for every '\n'-ended row of `text`, lines counted from 1.
template <typename F>
void for_each_row(std::string_view text, F f) {
  std::size_t line = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    f(++line, text.substr(at, end - at));
    at = end + 1;
  }
}

// A "source<TAB>target" row, each side 1..max_bytes bytes (`what` names a side in the message:
// "a term is over 1000 bytes").
std::pair<std::string_view, std::string_view> source_and_target(std::string_view row, const std::string& table,
                                                                 std::size_t line, std::size_t max_bytes,
                                                                 const std::string& what);

// Whether `form` is one word of lower-case letters: ASCII a-z, or any byte of a multi-byte UTF-8
// character (á, ñ, ü): the forms of the lists of adjectives and nouns.
bool is_lower_word(std::string_view form);

}  // namespace heed
