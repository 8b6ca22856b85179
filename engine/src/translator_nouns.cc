#include "translator_nouns.h"

#include <algorithm>
#include <string>

#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxLines = 200000;
constexpr std::size_t kMaxFormBytes = 50;
constexpr int kMostForms = 256;  // a prefix that begins more forms may contradict (may_contradict)

}  // namespace

ModelNouns::ModelNouns(const io::ModelFile& file) {
  const std::string table = "words.nouns";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    const std::size_t tab = row.find('\t');
    if (tab == std::string_view::npos) bad_table_line(table, line, "no tab between noun and gender");
    const std::string_view form = row.substr(0, tab), gender = row.substr(tab + 1);
    if (!is_lower_word(form)) bad_table_line(table, line, "the noun is not one lower-case word");
    if (form.size() > kMaxFormBytes) bad_table_line(table, line, "the noun is over 50 bytes");
    if (gender != "m" && gender != "f" && gender != "mf") bad_table_line(table, line, "the gender is not m, f or mf");
    if (!nouns_.empty() && !(nouns_.back().form < form)) {
      bad_table_line(table, line, "nouns are not sorted bytewise without repeats");
    }
    if (nouns_.size() == kMaxLines) bad_table_line(table, line, "more than 200000 nouns");
    nouns_.push_back({form, gender == "m" ? 0 : gender == "f" ? 1 : -1});
  });
}

int ModelNouns::gender(std::string_view word) const {
  const auto it = std::lower_bound(nouns_.begin(), nouns_.end(), word,
                                   [](const Noun& n, std::string_view w) { return n.form < w; });
  return it != nouns_.end() && it->form == word ? it->gender : -1;
}

bool ModelNouns::may_contradict(std::string_view prefix, int gender) const {
  if (nouns_.empty() || prefix.empty() || gender < 0) return false;
  int seen = 0;
  for (auto it = std::lower_bound(nouns_.begin(), nouns_.end(), prefix,
                                  [](const Noun& n, std::string_view p) { return n.form < p; });
       it != nouns_.end() && it->form.starts_with(prefix); ++it) {
    if ((it->gender >= 0 && it->gender != gender) || ++seen > kMostForms) return true;
  }
  return false;
}

}  // namespace heed
