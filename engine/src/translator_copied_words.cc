#include "translator_copied_words.h"

#include <algorithm>
#include <string>

#include "text/agreement.h"  // is_valid_forms
#include "text/protect.h"  // is_glossary_word_byte
#include "text/segment.h"  // reads_as_subject
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
    // An optional third column: "opens", the word is replaced as a sentence's capitalised first
    // word too; "proper", the target's lower-case spelling is replaced wherever the model writes it.
    const std::size_t flag_tab = row.find('\t', row.find('\t') + 1);
    const std::string_view flag = flag_tab == std::string_view::npos ? std::string_view() : row.substr(flag_tab + 1);
    if (flag_tab != std::string_view::npos && flag != "opens" && flag != "proper") {
      bad_table_line(table, line, "a third column other than 'opens' or 'proper'");
    }
    const auto [source, target] = source_and_target(row.substr(0, flag_tab), table, line, kMaxWordBytes, "a word");
    for (std::size_t i = 0; i < source.size(); ++i) {
      if (!text::is_glossary_word_byte(source, i)) bad_table_line(table, line, "the source is not one word");
    }
    if (target.find_first_of("\t\r") != std::string_view::npos) bad_table_line(table, line, "a tab or CR in the target");
    if (!text::is_valid_forms(target)) bad_table_line(table, line, "a target of forms is not four non-empty forms");
    if (!entries_.empty() && !(entries_.back().source < source)) {
      bad_table_line(table, line, "sources are not sorted bytewise without repeats");
    }
    if (entries_.size() == kMaxEntries) bad_table_line(table, line, "more than 100000 words");
    entries_.push_back({source, target, flag == "opens"});
    if (flag == "proper") add_proper_word(line, target);
  });
}

void ModelCopiedWords::add_proper_word(std::size_t line, std::string_view target) {
  // One capitalised ASCII word, as English writes peoples, languages, months and weekdays.
  const bool one_word = target.size() >= 2 && target[0] >= 'A' && target[0] <= 'Z' &&
                        std::all_of(target.begin() + 1, target.end(), [](char c) { return c >= 'a' && c <= 'z'; });
  if (!one_word) bad_table_line("glossary.words", line, "a 'proper' target is not one capitalised word");
  std::string lower(target);
  lower[0] = static_cast<char>(lower[0] | 0x20);
  const auto at = std::lower_bound(proper_words_.begin(), proper_words_.end(), lower,
                                   [](const text::CopiedWord& c, const std::string& w) { return c.source < w; });
  if (at != proper_words_.end() && at->source == lower) return;  // "Italian" of "italiano" and "italiana"
  proper_words_.insert(at, {.source = std::move(lower), .target = std::string(target)});
}

const ModelCopiedWords::Entry* ModelCopiedWords::find(std::string_view word) const {
  const auto it = std::lower_bound(entries_.begin(), entries_.end(), word,
                                   [](const Entry& e, std::string_view w) { return e.source < w; });
  return it != entries_.end() && it->source == word ? &*it : nullptr;
}

std::string_view ModelCopiedWords::translation_of(std::string_view word) const {
  const Entry* entry = find(word);
  if (entry == nullptr) return {};
  return entry->target.substr(0, entry->target.find('|'));
}

namespace {

// Whether the sentence's opening noun `opener` (a view into `sentence`) takes Spanish's article
// ("Coffee is one of…" → "El café es…", "Blood flows…" → "La sangre fluye…"): where it reads as
// the subject (text::reads_as_subject) and is no adverb of time.
bool opens_subject(std::string_view sentence, std::string_view opener) {
  // The adverbs models/copied_words.py lets open a sentence (OPENING_ADVERBS): "Mañana será
  // soleado", not "La mañana".
  for (const std::string_view adverb : {"Today", "Tomorrow", "Yesterday", "Tonight"}) {
    if (opener == adverb) return false;
  }
  return text::reads_as_subject(sentence, static_cast<std::size_t>(opener.data() - sentence.data()) + opener.size());
}

}  // namespace

// The sentence's first word where it is capitalised ("Police", not "POLICE" or "police"), as
// the table lists it (lower-case), or empty.
std::string ModelCopiedWords::opening_word(std::string_view sentence, std::string_view* as_written) {
  // Only spaces, quotation marks, a bracket, '¿' or '¡' may come before it ("«Police", "¿Coffee").
  std::size_t begin = 0;
  for (bool moved = true; moved && begin < sentence.size();) {
    moved = false;
    const char c = sentence[begin];
    if (c == ' ' || c == '"' || c == '(' || c == '\'') {
      ++begin;
      moved = true;
    }
    for (std::string_view mark : {"\xC2\xBF", "\xC2\xA1", "\xC2\xAB", "\xE2\x80\x9C", "\xE2\x80\x98"}) {
      if (!moved && sentence.substr(begin).starts_with(mark)) {
        begin += mark.size();
        moved = true;
      }
    }
  }
  std::size_t end = begin;
  while (end < sentence.size() && text::is_glossary_word_byte(sentence, end)) ++end;
  const std::string_view word = sentence.substr(begin, end - begin);
  if (word.size() < 2 || word[0] < 'A' || word[0] > 'Z' ||
      std::none_of(word.begin() + 1, word.end(), [](char c) { return c >= 'a' && c <= 'z'; })) {
    return {};
  }
  *as_written = word;
  std::string lower(word);
  lower[0] = static_cast<char>(lower[0] | 0x20);
  return lower;
}

std::vector<text::CopiedWord> ModelCopiedWords::in_sentence(std::string_view sentence,
                                                            std::string_view as_read) const {
  std::vector<text::CopiedWord> out;
  if (entries_.empty()) return out;
  for (std::string_view s : {sentence, as_read}) {  // as_read may be empty
    text::for_each_glossary_word(s, [&](std::string_view word) {
      if (std::any_of(out.begin(), out.end(), [&](const text::CopiedWord& c) { return c.source == word; })) return;
      const Entry* entry = find(word);
      if (entry != nullptr) out.push_back({std::string(word), std::string(entry->target)});
    });
  }
  // A word capitalised because it opens the sentence ("Police said"), where the table allows it
  // (not a name: "Apple", "Cook" have no "opens").
  std::string_view written;
  const std::string opening = opening_word(sentence, &written);
  const Entry* entry = opening.empty() ? nullptr : find(opening);
  if (entry != nullptr && entry->opens &&
      std::none_of(out.begin(), out.end(), [&](const text::CopiedWord& c) { return c.source == written; })) {
    out.push_back({.source = std::string(written), .target = std::string(entry->target), .opens_sentence = opens_subject(sentence, written)});
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
          {"pi\xC3\xA9", "pie"},         // pié
          {"s\xC3\xB3lo", "solo"},       // sólo: no accent since the RAE's Ortografía of 2010
          {"S\xC3\xB3lo", "Solo"}};
}

std::vector<text::CopiedWord> numeral_units(std::string_view source_lang, std::string_view target_lang) {
  if (source_lang != "en" || target_lang != "es") return {};
  return {{"miles", "millas", true}};
}

}  // namespace heed
