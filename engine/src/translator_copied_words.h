// The model file's optional table of copied words (FORMAT.md, "Copied words";
// models/copied_words.py): dictionary translations of source words that are no words of the
// target language. The model copies source words it never learned into its output ("police",
// "century" in Spanish); the output side replaces such a copy, whole word, with the
// translation (text/restore.h). The table is checked at load: a broken line is
// Error(kInvalidModel) there.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "io/model_file.h"
#include "text/restore.h"

namespace heed {

class ModelCopiedWords {
 public:
  // The table of the file's `glossary.words` tensor; none when the file has no such tensor.
  // Its views point into `file`, which must outlive this.
  explicit ModelCopiedWords(const io::ModelFile& file);

  int size() const { return static_cast<int>(entries_.size()); }

  // The replacements for the words of `sentence` (as written, and as the model read it:
  // lower-cased for ALL-CAPS and Title Case; empty when it read it as written) that the table
  // holds. The table's words are lower-case: a capitalised word is left alone, since
  // mid-sentence it is a name ("Chromium" is no "Cromo", "Lens" no "Lente"), except the
  // sentence's first word where the table marks its word "opens" (no name: "Police said",
  // "Coffee is"; the output's first letter is capitalised by the restorer).
  std::vector<text::CopiedWord> in_sentence(std::string_view sentence, std::string_view as_read) const;
  // The table's translation of one lower-case word, its first form for an adjective's four
  // ("olímpico" of "olímpico|olímpica|…"), or an empty view.
  std::string_view translation_of(std::string_view word) const;
  // The table's targets marked "proper" (one capitalised word: "Italian"), each as a
  // replacement of its lower-case spelling ("italian"), sorted by it, one per spelling: the
  // model wrote them in lower case as Spanish does, whatever source word they translate
  // (OutputRestorer::proper_words).
  const std::vector<text::CopiedWord>& proper_words() const { return proper_words_; }

 private:
  struct Entry {
    std::string_view source, target;
    bool opens = false;  // also replaced as a sentence's capitalised first word
  };
  void add_proper_word(std::size_t line, std::string_view target);
  const Entry* find(std::string_view word) const;
  static std::string opening_word(std::string_view sentence, std::string_view* as_written);

  std::vector<Entry> entries_;  // sorted by source, bytewise (the file's order, checked)
  std::vector<text::CopiedWord> proper_words_;  // sorted by source, the lower-case spelling
};

// Words the target language writes differently today, replaced like copied words. The 1909
// Bible in the training data taught the shipped students Spanish accents the RAE dropped in
// 1952 ("fueron á la jungla", "fué", "dió"): a standalone "á" is the preposition "a"; and the
// "sólo" its Ortografía of 2010 writes "solo" (the models wrote "sólo" 33 times in FLORES dev,
// whose references and today's web prose write "solo"). Empty for a language without such a list.
std::vector<text::CopiedWord> modern_spellings(std::string_view target_lang);

// Units the source language writes as a word the target language has with another meaning,
// replaced right after a numeral (CopiedWord::after_number) in a sentence whose source has the
// unit: en -> es "miles" ("8 miles por segundo" stayed as the model copied it; "millas"), a word
// the copied-word table leaves out because "miles" is Spanish ("thousands"). Empty for other
// pairs.
std::vector<text::CopiedWord> numeral_units(std::string_view source_lang, std::string_view target_lang);

}  // namespace heed
