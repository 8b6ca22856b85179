#include "translator_glossary.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/check.h"
#include "text/casing.h"  // upper_case, is_all_caps
#include "translator_tables.h"

namespace heed {
namespace {

// The first word of an English phrase that opens a clause as an adverb or conjunction, not as
// its subject ("Although", "Of course", "Every day"; not "Thousands of people", "Unemployment").
bool opens_clause_in_english(std::string_view phrase) {
  static const std::unordered_set<std::string_view> kWords = {
      "after", "afterwards", "again", "almost", "also", "although", "always", "anyway", "apparently", "as", "at",
      "because", "before", "by", "consequently", "despite", "especially", "even", "every", "finally", "first",
      "for", "fortunately", "from", "hardly", "however", "if", "immediately", "in", "instead", "just", "later",
      "little", "luckily", "maybe", "meanwhile", "more", "never", "nowadays", "of", "often", "on", "once", "over",
      "perhaps", "previously", "recently", "seriously", "shortly", "since", "so", "sometimes", "soon", "sooner",
      "still", "suddenly", "then", "therefore", "though", "thus", "twice", "under", "unfortunately", "unless",
      "unlike", "until", "whatever", "when", "while", "with", "without", "yet"};
  std::size_t end = 0;
  while (end < phrase.size() && phrase[end] != ' ') ++end;
  const std::string first = text::lower_case(phrase.substr(0, end));
  // A phrase that ends with an article goes on with the noun after it ("According to the").
  const bool ends_with_article = phrase.ends_with(" the") || phrase.ends_with(" a") || phrase.ends_with(" an");
  return kWords.contains(first) && !ends_with_article;
}

// `s` with its first letter in lower case (ASCII).
std::string first_lowered(std::string_view s) {
  std::string out(s);
  if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z') out[0] = static_cast<char>(out[0] - 'A' + 'a');
  return out;
}

// Marks each capitalised term whose lower-case twin the table holds too (both written for
// prose, as a sentence opens and inside it) and whose target opens an English clause.
void mark_openers(std::vector<text::GlossaryTerm>* terms) {
  // The few capitalised terms whose target opens a clause, by their lower-case twin's key (a set
  // of every term's key had cost a model's load some megabytes at its peak).
  std::unordered_map<std::string, std::vector<std::size_t>> candidates;
  for (std::size_t i = 0; i < terms->size(); ++i) {
    const text::GlossaryTerm& t = (*terms)[i];
    if (t.source.empty() || t.source[0] < 'A' || t.source[0] > 'Z' || t.target.empty() || t.target[0] < 'A' ||
        t.target[0] > 'Z' || !opens_clause_in_english(t.target)) {
      continue;
    }
    candidates[first_lowered(t.source) + '\t' + first_lowered(t.target)].push_back(i);
  }
  if (candidates.empty()) return;
  for (const text::GlossaryTerm& t : *terms) {
    const auto hit = candidates.find(t.source + '\t' + t.target);
    if (hit == candidates.end()) continue;
    for (std::size_t i : hit->second) (*terms)[i].opener = true;
  }
}

}  // namespace

ModelGlossary::ModelGlossary(const io::ModelFile& file) {
  const std::string table = "glossary.terms";
  const std::optional<std::string_view> text = text_tensor(file, table);
  if (!text) return;
  // Lines "source<TAB>target" or "source<TAB>target<TAB>plural target" (FORMAT.md); room for
  // them at once, not the doubling copies' peak.
  const auto lines = static_cast<std::size_t>(std::count(text->begin(), text->end(), '\n')) + 1;
  as_written_.terms.reserve(std::min(lines, kMaxModelGlossaryTerms));
  for_each_row(*text, [&](std::size_t line, std::string_view row) {
    auto [source, target] = source_and_target(row, table, line, kMaxGlossaryTermBytes, "a term");
    std::string_view plural;
    if (const std::size_t tab = target.find('\t'); tab != std::string_view::npos) {
      plural = target.substr(tab + 1);
      target = target.substr(0, tab);
      if (target.empty() || plural.empty() || plural.find('\t') != std::string_view::npos) {
        bad_table_line(table, line, "a plural target needs one tab after a non-empty target, and no more");
      }
    }
    if (as_written_.terms.size() == kMaxModelGlossaryTerms) {
      throw_error(Error::Code::kInvalidModel, table + " holds more than " + std::to_string(kMaxModelGlossaryTerms) + " terms");
    }
    as_written_.terms.push_back({std::string(source), std::string(target)});
    as_written_.terms.back().plural_target = std::string(plural);
    as_written_.terms.back().acronym = text::is_all_caps(source);  // "US", "UN" (text/protect.h)
  });
  mark_openers(&as_written_.terms);
  in_capitals_.terms.reserve(as_written_.terms.size());
  for (const text::GlossaryTerm& t : as_written_.terms) {
    std::string source = text::upper_case(t.source);
    if (source == t.source) continue;
    in_capitals_.terms.push_back({std::move(source), text::upper_case(t.target)});
    if (!t.plural_target.empty()) in_capitals_.terms.back().plural_target = text::upper_case(t.plural_target);
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
