#include "translator_memory.h"

#include <algorithm>

#include "text/casing.h"   // lower_case, upper_case, is_all_caps
#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxEntries = 100000;
// Interface strings are short; the shipped tables keep sources of at most 60 characters.
constexpr std::size_t kMaxSentenceBytes = 200;
constexpr std::size_t kMinCapitalsBytes = 4;

}  // namespace

ModelMemory::ModelMemory(const io::ModelFile& file) {
  const std::string table = "glossary.memory";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    const auto [source, target] = source_and_target(row, table, line, kMaxSentenceBytes, "a sentence");
    if (target.find_first_of("\t\r") != std::string_view::npos || source.find('\r') != std::string_view::npos) {
      bad_table_line(table, line, "a tab or CR in a sentence");
    }
    if (source.front() == ' ' || source.back() == ' ') bad_table_line(table, line, "spaces around the source");
    if (!entries_.empty() && !(entries_.back().source < source)) {
      bad_table_line(table, line, "sources are not sorted bytewise without repeats");
    }
    if (entries_.size() == kMaxEntries) bad_table_line(table, line, "more than 100000 sentences");
    entries_.push_back({source, target});
  });
}

std::optional<std::string> ModelMemory::translate(std::string_view sentence) const {
  if (entries_.empty() || sentence.empty() || sentence.size() > kMaxSentenceBytes) return std::nullopt;
  const auto exact = std::lower_bound(entries_.begin(), entries_.end(), sentence,
                                      [](const Entry& e, std::string_view s) { return e.source < s; });
  if (exact != entries_.end() && exact->source == sentence) return std::string(exact->target);
  // In capitals throughout ("LEAVE A REPLY", a heading or a button styled so): the entry of
  // another case, its translation in capitals. Not a short word ("OK", "SÍ": an acronym's
  // entry, if any, is its own), nor an entry in capitals itself (it would have matched).
  if (sentence.size() < kMinCapitalsBytes || !text::is_all_caps(sentence)) return std::nullopt;
  // Case maps keep byte lengths (text/casing.h): only entries of the sentence's length can match,
  // so the scan upper-cases few. No index: such sentences are rare, and one would cost every
  // model load.
  for (const Entry& e : entries_) {
    if (e.source.size() == sentence.size() && !text::is_all_caps(e.source) && text::upper_case(e.source) == sentence) {
      return text::upper_case(e.target);
    }
  }
  return std::nullopt;
}

}  // namespace heed
