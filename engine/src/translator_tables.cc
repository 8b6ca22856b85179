#include "translator_tables.h"

#include <algorithm>

#include "core/check.h"
#include "text/segment.h"  // is_valid_utf8

namespace heed {

std::optional<std::string_view> text_tensor(const io::ModelFile& file, const std::string& name) {
  const io::TensorView* tensor = file.find(name);
  if (tensor == nullptr) return std::nullopt;
  if (tensor->dtype != io::DType::kU8 || tensor->shape.size() != 1) {
    throw_error(Error::Code::kInvalidModel, name + " must be a U8 [bytes] tensor");
  }
  const std::string_view text(static_cast<const char*>(tensor->data), tensor->bytes);
  if (!text::is_valid_utf8(text)) throw_error(Error::Code::kInvalidModel, name + " is not valid UTF-8");
  return text;
}

void bad_table_line(const std::string& table, std::size_t line, const std::string& why) {
  throw_error(Error::Code::kInvalidModel, table + " line " + std::to_string(line) + ": " + why);
}

std::pair<std::string_view, std::string_view> source_and_target(std::string_view row, const std::string& table,
                                                                 std::size_t line, std::size_t max_bytes,
                                                                 const std::string& what) {
  const std::size_t tab = row.find('\t');
  if (tab == std::string_view::npos) bad_table_line(table, line, "no tab between source and target");
  const std::string_view source = row.substr(0, tab), target = row.substr(tab + 1);
  if (source.empty() || target.empty()) bad_table_line(table, line, "empty source or target");
  if (source.size() > max_bytes || target.size() > max_bytes) {
    bad_table_line(table, line, what + " is over " + std::to_string(max_bytes) + " bytes");
  }
  return {source, target};
}

bool is_lower_word(std::string_view form) {
  return !form.empty() && std::all_of(form.begin(), form.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (static_cast<unsigned char>(c) & 0x80) != 0;
  });
}

}  // namespace heed
