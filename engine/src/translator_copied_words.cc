#include "translator_copied_words.h"

#include <algorithm>
#include <string>

#include "text/agreement.h"  // is_valid_forms
#include "text/protect.h"  // is_glossary_word_byte
#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxEntries = 100000;
constexpr std::size_t kMaxWordBytes = 100;

}  // namespace

ModelCopiedWords::ModelCopiedWords(const io::ModelFile& file) {
  const std::string table = "glossary.words";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    const auto [source, target] = source_and_target(row, table, line, kMaxWordBytes, "a word");
    for (std::size_t i = 0; i < source.size(); ++i) {
      if (!text::is_glossary_word_byte(source, i)) bad_table_line(table, line, "the source is not one word");
    }
    if (target.find_first_of("\t\r") != std::string_view::npos) bad_table_line(table, line, "a tab or CR in the target");
    if (!text::is_valid_forms(target)) bad_table_line(table, line, "a target of forms is not four non-empty forms");
    if (!entries_.empty() && !(entries_.back().source < source)) {
      bad_table_line(table, line, "sources are not sorted bytewise without repeats");
    }
    if (entries_.size() == kMaxEntries) bad_table_line(table, line, "more than 100000 words");
    entries_.push_back({source, target});
  });
}

const std::string_view* ModelCopiedWords::find(std::string_view word) const {
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), word,
                                   [](const Entry& e, std::string_view w) { return e.source < w; });
  return it != entries_.end() && it->source == word ? &it->target : nullptr;
}

std::vector<text::CopiedWord> ModelCopiedWords::in_sentence(std::string_view sentence,
                                                            std::string_view as_read) const {
  std::vector<text::CopiedWord> out;
  if (entries_.empty()) return out;
  for (std::string_view s : {sentence, as_read}) {  // as_read may be empty
    text::for_each_glossary_word(s, [&](std::string_view word) {
      if (std::any_of(out.begin(), out.end(), [&](const text::CopiedWord& c) { return c.source == word; })) return;
      const std::string_view* target = find(word);
      if (target != nullptr) out.push_back({std::string(word), std::string(*target)});
    });
  }
  return out;
}

std::vector<text::CopiedWord> modern_spellings(std::string_view target_lang) {
  if (target_lang != "es") return {};
  return {{"\xC3\xA1", "a"},             // á
          {"\xC3\xB3", "o"},             // ó (between numbers, before 2010)
          {"fu\xC3\xA9", "fue"},         // fué
          {"fu\xC3\xAD", "fui"},         // fuí
          {"di\xC3\xB3", "dio"},         // dió
          {"vi\xC3\xB3", "vio"},         // vió
          {"pi\xC3\xA9", "pie"}};        // pié
}

}  // namespace heed
