// The model file's word tables and the text rules that apply with them (the model's glossary,
// TranslateOptions::model_glossary): its names and terms, date formats, copied words, known
// words, adjectives and nouns (FORMAT.md), with the engine's own terms for ages, decades,
// centuries and numbers. translator.cc asks this what a call's texts and outputs need.
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include "heed/translator.h"
#include "io/model_file.h"
#include "text/casing.h"
#include "text/numbers.h"
#include "text/protect.h"
#include "translator_adjectives.h"
#include "translator_copied_words.h"
#include "translator_dates.h"
#include "translator_glossary.h"
#include "translator_given_names.h"
#include "translator_hints.h"
#include "translator_known_words.h"
#include "translator_memory.h"
#include "translator_nouns.h"
#include "translator_plan.h"

namespace heed {

class ModelWordRules {
 public:
  // The tables of `file`, checked (a broken one is Error(kInvalidModel)); `file` must outlive this.
  explicit ModelWordRules(const io::ModelFile& file);
  ModelWordRules(const ModelWordRules&) = delete;
  ModelWordRules& operator=(const ModelWordRules&) = delete;

  // The caller's terms, then the model's (unless turned off) that occur in `texts` and whose
  // source the caller's lack: the whole sentences its memory holds (but where one of the
  // caller's terms occurs), the dates written in the file's formats, then its names, then the
  // ages, decades, centuries and numbers written the target's way.
  // Last, the copied words' translations of the lower-case words the vocabulary cannot spell
  // (`spelled` says which it can): the protected spans carry such a word whole (text/word_spans.h),
  // so the model copies it ("antigüedad", whose "ü" the es->en vocabulary lacks).
  std::vector<text::GlossaryTerm> glossary_terms(const TranslateOptions& options,
                                                 const std::vector<std::string_view>& texts,
                                                 const std::function<bool(std::string_view)>& spelled = {}) const;

  // The model's translations of the source words it may copy, per unit of `plan` (its sentence
  // of `text` as written and as the model reads it), and the target's spelling fixes.
  void add_copied_words(std::string_view text, TranslationPlan* plan) const;

  // What the output side reads (text/restore.h), with the model's glossary only; null where the
  // file has no such table: the test of real words (near copies), the adjectives, the nouns.
  const std::function<bool(std::string_view)>* real_word_test(const TranslateOptions& options) const;
  const text::AdjectiveList* adjective_list(const TranslateOptions& options) const;
  const text::NounList* noun_list(const TranslateOptions& options) const;
  // The target's capitalised words the model may write in lower case (ModelCopiedWords::
  // proper_words), with the model's glossary; null: none.
  const std::vector<text::CopiedWord>* proper_words(const TranslateOptions& options) const;

  // Which words of a Title Case or ALL-CAPS sentence are lowered before translating, with the
  // model's glossary only: the file's everyday source words; null (every one) without a list.
  const text::LowersWord* case_lowers(const TranslateOptions& options) const;

  // The file's list of target words (beam search's unknown-word rule).
  const ModelKnownWords& known_words() const { return known_; }
  // The file's hints (beam search's hint rule).
  const ModelHints& hints() const { return hints_; }

  // The tables' sizes in `info`.
  void describe(ModelInfo* info) const;

 private:
  const io::ModelFile& file_;
  ModelGlossary glossary_;      // the file's own terms (names)
  ModelMemory memory_;          // the file's interface strings, whole sentences
  ModelDates dates_;            // the file's date formats
  ModelCopiedWords copied_;     // the file's translations of copied words
  ModelKnownWords known_;       // the file's list of target words
  ModelKnownWords source_words_;  // the file's list of everyday source words
  ModelAdjectives adjectives_;  // the file's adjectives in their four forms
  ModelNouns nouns_;            // the file's nouns and their gender
  ModelGivenNames given_names_;  // the file's given names (people's names kept as written)
  ModelHints hints_;            // the file's dictionary words for source words
  const std::function<bool(std::string_view)> is_real_word_;
  const text::LowersWord lowers_everyday_;  // source_words_ asked for a word's first letter run
  // How the source and target languages write numbers (null: a language without a style).
  const text::NumberStyle* source_numbers_;
  const text::NumberStyle* target_numbers_;
  std::vector<text::CopiedWord> modern_spellings_;  // the target's spelling fixes (translator_copied_words.h)
  std::vector<text::CopiedWord> numeral_units_;     // units after a numeral ("8 miles"; the same header)
};

}  // namespace heed
