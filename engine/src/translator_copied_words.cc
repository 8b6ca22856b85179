#include "translator_copied_words.h"

#include <algorithm>
#include <string>

#include "core/check.h"
#include "text/protect.h"   // is_glossary_word_byte
#include "text/segment.h"   // is_valid_utf8

namespace heed {
namespace {

constexpr std::size_t kMaxEntries = 100000;
constexpr std::size_t kMaxWordBytes = 100;

[[noreturn]] void bad_line(std::size_t line, const std::string& why) {
  throw_error(Error::Code::kInvalidModel, "glossary.words line " + std::to_string(line) + ": " + why);
}

}  // namespace

ModelCopiedWords::ModelCopiedWords(const io::ModelFile& file) {
  const io::TensorView* tensor = file.find("glossary.words");
  if (tensor == nullptr) return;
  if (tensor->dtype != io::DType::kU8 || tensor->shape.size() != 1) {
    throw_error(Error::Code::kInvalidModel, "glossary.words must be a U8 [bytes] tensor");
  }
  const std::string_view text(static_cast<const char*>(tensor->data), tensor->bytes);
  if (!text::is_valid_utf8(text)) throw_error(Error::Code::kInvalidModel, "glossary.words is not valid UTF-8");
  std::size_t line = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view row = text.substr(at, end - at);
    at = end + 1;
    ++line;
    const std::size_t tab = row.find('\t');
    if (tab == std::string_view::npos) bad_line(line, "no tab between source and target");
    const std::string_view source = row.substr(0, tab), target = row.substr(tab + 1);
    if (source.empty() || target.empty()) bad_line(line, "empty source or target");
    if (source.size() > kMaxWordBytes || target.size() > kMaxWordBytes) bad_line(line, "a word is over 100 bytes");
    for (std::size_t i = 0; i < source.size(); ++i) {
      if (!text::is_glossary_word_byte(source, i)) bad_line(line, "the source is not one word");
    }
    if (target.find_first_of("\t\r") != std::string_view::npos) bad_line(line, "a tab or CR in the target");
    if (!entries_.empty() && !(entries_.back().source < source)) {
      bad_line(line, "sources are not sorted bytewise without repeats");
    }
    if (entries_.size() == kMaxEntries) bad_line(line, "more than 100000 words");
    entries_.push_back({source, target});
  }
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
  for (std::string_view s : {sentence, as_read}) {
    for (std::size_t at = 0; at < s.size();) {
      if (!text::is_glossary_word_byte(s, at)) {
        ++at;
        continue;
      }
      std::size_t end = at;
      while (end < s.size() && text::is_glossary_word_byte(s, end)) ++end;
      const std::string_view word = s.substr(at, end - at);
      at = end;
      if (std::any_of(out.begin(), out.end(), [&](const text::CopiedWord& c) { return c.source == word; })) continue;
      const std::string_view* target = find(word);
      if (target != nullptr) out.push_back({std::string(word), std::string(*target)});
    }
  }
  return out;
}

}  // namespace heed
