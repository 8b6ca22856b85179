#include "translator_glossary.h"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "core/check.h"
#include "text/casing.h"   // upper_case
#include "text/segment.h"  // is_valid_utf8

namespace heed {
namespace {

[[noreturn]] void bad_line(std::size_t line, const std::string& why) {
  throw_error(Error::Code::kInvalidModel, "glossary.terms line " + std::to_string(line) + ": " + why);
}

// Lines "source<TAB>target" (FORMAT.md).
std::vector<text::GlossaryTerm> parse_terms(std::string_view text) {
  if (!text::is_valid_utf8(text)) throw_error(Error::Code::kInvalidModel, "glossary.terms is not valid UTF-8");
  std::vector<text::GlossaryTerm> terms;
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
    if (source.size() > kMaxGlossaryTermBytes || target.size() > kMaxGlossaryTermBytes) {
      bad_line(line, "a term is over " + std::to_string(kMaxGlossaryTermBytes) + " bytes");
    }
    if (terms.size() == kMaxGlossaryTerms) {
      throw_error(Error::Code::kInvalidModel,
                  "glossary.terms holds more than " + std::to_string(kMaxGlossaryTerms) + " terms");
    }
    terms.push_back({std::string(source), std::string(target)});
  }
  return terms;
}

}  // namespace

ModelGlossary::ModelGlossary(const io::ModelFile& file) {
  const io::TensorView* tensor = file.find("glossary.terms");
  if (tensor == nullptr) return;
  if (tensor->dtype != io::DType::kU8 || tensor->shape.size() != 1) {
    throw_error(Error::Code::kInvalidModel, "glossary.terms must be a U8 [bytes] tensor");
  }
  as_written_.terms = parse_terms(std::string_view(static_cast<const char*>(tensor->data), tensor->bytes));
  for (const text::GlossaryTerm& t : as_written_.terms) {
    std::string source = text::upper_case(t.source);
    if (source != t.source) in_capitals_.terms.push_back({std::move(source), text::upper_case(t.target)});
  }
  as_written_.build();
  in_capitals_.build();
}

void ModelGlossary::Index::build() {
  for (int i = 0; i < static_cast<int>(terms.size()); ++i) {
    const std::string& source = terms[static_cast<std::size_t>(i)].source;
    if (source.size() < kKey) short_terms.push_back(i);
    else by_start[std::string_view(source).substr(0, kKey)].push_back(i);
  }
}

void ModelGlossary::Index::find_in(std::string_view text, std::vector<int>* found) const {
  auto consider = [&](int i, std::size_t at) {
    const std::string& source = terms[static_cast<std::size_t>(i)].source;
    if (text.substr(at, source.size()) == source) found->push_back(i);
  };
  for (std::size_t at = 0; at < text.size(); ++at) {
    for (int i : short_terms) consider(i, at);
    if (at + kKey > text.size()) continue;
    const auto hit = by_start.find(text.substr(at, kKey));
    if (hit != by_start.end()) {
      for (int i : hit->second) consider(i, at);
    }
  }
}

void ModelGlossary::add_terms_in(const std::vector<std::string_view>& texts,
                                 std::vector<text::GlossaryTerm>* out) const {
  if (as_written_.terms.empty()) return;
  std::unordered_set<std::string> taken;  // the caller's sources, then the ones added
  for (const text::GlossaryTerm& t : *out) taken.insert(t.source);
  for (const Index* index : {&as_written_, &in_capitals_}) {
    std::vector<int> found;
    for (std::string_view text : texts) index->find_in(text, &found);
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    for (int i : found) {
      const text::GlossaryTerm& t = index->terms[static_cast<std::size_t>(i)];
      if (taken.insert(t.source).second) out->push_back(t);
    }
  }
}

}  // namespace heed
