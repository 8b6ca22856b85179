#include "translator_adjectives.h"

#include <algorithm>
#include <array>
#include <string>

#include "translator_tables.h"

namespace heed {
namespace {

constexpr std::size_t kMaxLines = 50000;
constexpr std::size_t kMaxFormBytes = 50;

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// The masculine singulars `word` may be a form of: itself, or with its ending taken off or
// changed ("fría" -> "frío", "frías" -> "frío", "española" -> "español", "verdes" -> "verde",
// "felices" -> "feliz"), each also with an accent on the vowel before a final n or s
// ("alemana" -> "aleman" -> "alemán", "francesas" -> "frances" -> "francés").
std::vector<std::string> masculine_singulars(std::string_view word) {
  std::vector<std::string> out{std::string(word)};
  const std::string w(word);
  const auto drop = [&](std::size_t n) { return w.substr(0, w.size() - n); };
  if (ends_with(w, "a")) out.insert(out.end(), {drop(1) + "o", drop(1)});
  if (ends_with(w, "os")) out.push_back(drop(1));
  if (ends_with(w, "as")) out.insert(out.end(), {drop(2) + "o", drop(2)});
  if (ends_with(w, "es")) out.push_back(drop(2));
  if (ends_with(w, "ces")) out.push_back(drop(3) + "z");
  if (ends_with(w, "s")) out.push_back(drop(1));
  const std::size_t plain = out.size();
  for (std::size_t i = 0; i < plain; ++i) {
    const std::string c = out[i];  // a copy: push_back below may move the vector
    if (c.size() < 3 || (c.back() != 'n' && c.back() != 's')) continue;
    static constexpr std::array<std::pair<char, std::string_view>, 5> kAccented = {
        {{'a', "\xC3\xA1"}, {'e', "\xC3\xA9"}, {'i', "\xC3\xAD"}, {'o', "\xC3\xB3"}, {'u', "\xC3\xBA"}}};
    for (const auto& [vowel, accented] : kAccented) {
      if (c[c.size() - 2] == vowel) out.push_back(c.substr(0, c.size() - 2) + std::string(accented) + c.back());
    }
  }
  return out;
}

}  // namespace

ModelAdjectives::ModelAdjectives(const io::ModelFile& file) {
  const std::string table = "words.adjectives";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    text::AdjectiveForms forms;
    if (!text::split_forms(row, &forms)) bad_table_line(table, line, "not four forms separated by '|'");
    for (std::string_view form : forms) {
      if (!is_lower_word(form)) bad_table_line(table, line, "a form is not one lower-case word");
      if (form.size() > kMaxFormBytes) bad_table_line(table, line, "a form is over 50 bytes");
    }
    if (!lines_.empty() && !(lines_.back()[0] < forms[0])) {
      bad_table_line(table, line, "lines are not sorted bytewise by their first form without repeats");
    }
    if (lines_.size() == kMaxLines) bad_table_line(table, line, "more than 50000 adjectives");
    lines_.push_back(forms);
  });
}

bool ModelAdjectives::find(std::string_view word, text::AdjectiveForms* forms, int* index) const {
  if (lines_.empty() || word.empty()) return false;
  for (const std::string& lemma : masculine_singulars(word)) {
    const auto it = std::lower_bound(lines_.begin(), lines_.end(), std::string_view(lemma),
                                     [](const text::AdjectiveForms& f, std::string_view w) { return f[0] < w; });
    if (it == lines_.end() || (*it)[0] != lemma) continue;
    const auto at = std::find(it->begin(), it->end(), word);
    if (at == it->end()) continue;
    *forms = *it;
    *index = static_cast<int>(at - it->begin());
    return true;
  }
  return false;
}

bool ModelAdjectives::may_change(std::string_view prefix, text::Agreement asked) const {
  if (lines_.empty() || prefix.empty()) return false;
  std::call_once(forms_built_, [&] {
    for (const text::AdjectiveForms& line : lines_) {
      for (int i = 0; i < 4; ++i) forms_.push_back({line[static_cast<std::size_t>(i)], &line, i});
    }
    std::sort(forms_.begin(), forms_.end(), [](const Form& a, const Form& b) { return a.text < b.text; });
  });
  constexpr int kMostForms = 256;
  int seen = 0;
  for (auto it = std::lower_bound(forms_.begin(), forms_.end(), prefix,
                                  [](const Form& f, std::string_view p) { return f.text < p; });
       it != forms_.end() && it->text.starts_with(prefix); ++it) {
    const std::size_t wanted = static_cast<std::size_t>(text::agreeing_index(asked, it->index));
    if ((*it->line)[wanted] != it->text || ++seen > kMostForms) return true;
  }
  return false;
}

}  // namespace heed
