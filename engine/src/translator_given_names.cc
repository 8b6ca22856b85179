#include "translator_given_names.h"

#include <algorithm>
#include <string>

#include "text/casing.h"  // starts_with_upper
#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxLines = 50000;
constexpr std::size_t kMaxNameBytes = 40;

}  // namespace

ModelGivenNames::ModelGivenNames(const io::ModelFile& file) {
  const std::string table = "words.given_names";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  for_each_row(*text, [&](std::size_t line, std::string_view name) {
    // A capital, then lower-case letters: "John", "Ángel".
    if (name.size() < 2 || name.size() > kMaxNameBytes) bad_table_line(table, line, "a name is not 2 to 40 bytes");
    const std::size_t first = name.size() > 1 && static_cast<unsigned char>(name[0]) >= 0xC0 ? 2 : 1;
    if (!text::starts_with_upper(name) || !is_lower_word(name.substr(first))) {
      bad_table_line(table, line, "a name is not a capital and lower-case letters");
    }
    if (!names_.empty() && !(names_.back() < name)) bad_table_line(table, line, "names are not sorted bytewise without repeats");
    if (names_.size() == kMaxLines) bad_table_line(table, line, "more than 50000 names");
    names_.push_back(name);
  });
}

bool ModelGivenNames::contains(std::string_view word) const {
  return std::binary_search(names_.begin(), names_.end(), word);
}

}  // namespace heed
