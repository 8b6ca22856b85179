// The model file's optional glossary (FORMAT.md, "Glossary": names such as Poland -> Polonia
// that the training text never taught the model, models/names.py). Every line is checked at
// load, so a broken one is rejected with Error(kInvalidModel) there, not met mid-translation.
#pragma once

#include <string_view>
#include <unordered_map>
#include <vector>

#include "io/model_file.h"
#include "text/protect.h"

namespace heed {

// Bounds of any glossary, the caller's (TranslateOptions) and the file's: terms' bytes, and a
// caller's count.
constexpr std::size_t kMaxGlossaryTerms = 10000;
constexpr std::size_t kMaxGlossaryTermBytes = 1000;
// A model file's count: its tables of names, places and set phrases passed 10,000 es -> en on
// 2026-11-29 (a lookup indexes terms by their first bytes, so the count costs no time a sentence).
constexpr std::size_t kMaxModelGlossaryTerms = 50000;

class ModelGlossary {
 public:
  // The terms of the file's `glossary.terms` tensor; none when the file has no such tensor.
  explicit ModelGlossary(const io::ModelFile& file);

  int size() const { return static_cast<int>(as_written_.terms.size()); }

  // Appends to `out` the terms whose source occurs somewhere in one of `texts` (whole words
  // or not: text/protect.h decides that) and is not already the source of a term in `out`.
  // A source written in capitals ("POLAND" in a heading) counts too, as the term in capitals
  // ("POLAND" -> "POLONIA"): an ALL-CAPS sentence is translated from lower case and re-cased,
  // but a term's output is written as it is.
  // Hundreds of names would otherwise each be searched for in every sentence (~3% of a greedy
  // sentence's time); the index makes the cost a lookup per byte of text.
  void add_terms_in(const std::vector<std::string_view>& texts, std::vector<text::GlossaryTerm>* out) const;

 private:
  static constexpr std::size_t kKey = 3;  // bytes of a source's start that index it

  // The terms as written, and in capitals (those whose capitals differ), each indexed alike.
  struct Index {
    std::vector<text::GlossaryTerm> terms;
    std::unordered_map<std::string_view, std::vector<int>> by_start;  // first kKey bytes -> terms
    std::vector<int> short_terms;  // terms whose source is shorter than kKey bytes
    void build();
    void find_in(std::string_view text, std::vector<int>* found) const;
  };
  Index as_written_, in_capitals_;
};

}  // namespace heed
