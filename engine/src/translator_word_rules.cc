#include "translator_word_rules.h"

#include <algorithm>

#include "text/ages.h"
#include "text/person_names.h"
#include "text/stated_ages.h"
#include "text/time_ago.h"
#include "text/approximate.h"
#include "text/percent_change.h"
#include "text/casing.h"  // lower_case, normalise_case
#include "text/centuries.h"
#include "text/decades.h"
#include "text/numeric_dates.h"
#include "text/ordinals.h"
#include "text/scales.h"
#include "text/segment.h"  // split_sentences
#include "text/times.h"

namespace heed {
namespace {

// The letters of `word` before its first other character, as the list holds words
// (models/source_words.py: "beginner's" is listed as "beginner").
std::string_view first_letter_run(std::string_view word) {
  std::size_t end = 0;
  while (end < word.size()) {
    const std::size_t n = word_letter_bytes(word, end);
    if (n == 0) break;
    end += n;
  }
  return word.substr(0, end);
}

// The whole-sentence terms of `texts`, each sentence split once: the memory's translation of a
// sentence it holds, but where one of the caller's terms (the first `callers` of `terms`) occurs
// (the caller's word wins); and for a sentence that is one word the hints hold ("hotel",
// "Stalactite", "SCHOLARSHIPS"), the hint in the word's case. Alone, a word gives the model no
// sentence to choose by, and it guessed ("hotel" -> "caliente", "winks" -> "ganas"; of 40 hinted
// nouns typed alone, 14 came out otherwise, nearly all wrong); in a sentence the hint is only a
// bonus. Not a Spanish infinitive (`spanish` source): alone, it is a button ("Rechazar" is
// "Reject" there, the model's software word; the dictionary's "Refuse" lost in the test split).
void add_sentence_terms(const ModelMemory& memory, const ModelHints& hints, bool spanish,
                        const std::vector<std::string_view>& texts, std::size_t callers,
                        std::vector<text::GlossaryTerm>* terms) {
  const std::vector<text::GlossaryTerm> caller_terms(terms->begin(), terms->begin() + static_cast<std::ptrdiff_t>(callers));
  const auto add = [terms](std::string_view source, std::string target) {
    text::GlossaryTerm term{std::string(source), std::move(target)};
    term.whole_sentence = true;
    text::add_if_new(terms, std::move(term));
  };
  for (std::string_view t : texts) {
    for (const Span s : text::split_sentences(t)) {
      const std::string_view sentence = t.substr(static_cast<std::size_t>(s.begin), static_cast<std::size_t>(s.end - s.begin));
      if (memory.size() > 0) {
        std::optional<std::string> target = memory.translate(sentence);
        if (target && (caller_terms.empty() || text::find_glossary_terms(sentence, caller_terms).empty())) {
          add(sentence, std::move(*target));
        }
      }
      if (hints.empty()) continue;
      const std::string_view stop = sentence.ends_with('.') ? "." : "";  // a list's "Hotel."
      const std::string_view word = sentence.substr(0, sentence.size() - stop.size());
      if (word.empty() || first_letter_run(word).size() != word.size()) continue;
      const std::string lower = text::lower_case(word);
      if (spanish && (lower.ends_with("ar") || lower.ends_with("er") || lower.ends_with("ir"))) continue;
      const std::string_view target = hints.target_of(lower);
      if (target.empty()) continue;  // a target equal to the word counts: "hotel" had been "caliente"
      const bool capitals = word.size() > 1 && text::is_all_caps(word);
      const std::string cased = capitals ? text::upper_case(target)
                                : text::starts_with_upper(word) ? text::capitalise_first(target)
                                                                : std::string(target);
      add(sentence, cased + std::string(stop));
    }
  }
}

// A term for each lower-case word of `texts` that `spelled` says the vocabulary cannot spell
// and the copied words translate (ModelWordRules::glossary_terms): "48 años de antigüedad" came
// out "48 years of antigüedad".
void add_unspelled_words(const ModelCopiedWords& copied, const std::vector<std::string_view>& texts,
                         const std::function<bool(std::string_view)>& spelled, std::vector<text::GlossaryTerm>* terms) {
  for (std::string_view t : texts) {
    text::for_each_glossary_word(t, [&](std::string_view word) {
      const bool ascii = std::all_of(word.begin(), word.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
      if (ascii || text::lower_case(word) != word || spelled(word)) return;
      const std::string_view target = copied.translation_of(word);
      if (!target.empty()) text::add_if_new(terms, {std::string(word), std::string(target)});
    });
  }
}

}  // namespace

ModelWordRules::ModelWordRules(const io::ModelFile& file)
    : file_(file),
      glossary_(file),
      memory_(file),
      dates_(file),
      copied_(file),
      known_(file),
      source_words_(file, kSourceWordsTensor),
      adjectives_(file),
      nouns_(file),
      given_names_(file),
      hints_(file),
      is_real_word_([this](std::string_view word) { return known_.contains(text::lower_case(word)); }),
      lowers_everyday_([this](std::string_view lower_word) { return source_words_.contains(first_letter_run(lower_word)); }),
      source_numbers_(text::number_style(file.config().src_lang)),
      target_numbers_(text::number_style(file.config().tgt_lang)),
      modern_spellings_(modern_spellings(file.config().tgt_lang)),
      numeral_units_(numeral_units(file.config().src_lang, file.config().tgt_lang)) {}

std::vector<text::GlossaryTerm> ModelWordRules::glossary_terms(const TranslateOptions& options,
                                                               const std::vector<std::string_view>& texts,
                                                               const std::function<bool(std::string_view)>& spelled) const {
  std::vector<text::GlossaryTerm> terms;
  for (const auto& [source, target] : options.glossary) terms.push_back({source, target});
  if (options.model_glossary) {
    const std::string& from = file_.config().src_lang;
    const std::string& to = file_.config().tgt_lang;
    add_sentence_terms(memory_, hints_, from == "es", texts, options.glossary.size(), &terms);
    dates_.add_terms_in(texts, &terms);
    glossary_.add_terms_in(texts, &terms);
    text::add_age_terms(texts, from, to, &terms);
    if (!given_names_.empty()) {
      text::add_person_name_terms(texts, [this](std::string_view w) { return given_names_.contains(w); }, &terms);
    }
    text::add_stated_age_terms(texts, from, to, &terms);
    text::add_time_ago_terms(texts, from, to, &terms);
    text::add_decade_terms(texts, from, to, &terms);
    text::add_century_terms(texts, from, to, &terms);
    text::add_scale_terms(texts, from, to, &terms);
    text::add_approximate_number_terms(texts, from, to, &terms);
    text::add_percent_change_terms(texts, from, to, &terms);
    text::add_time_terms(texts, from, to, &terms);
    text::add_numeric_date_terms(texts, from, to, &terms);
    text::add_ordinal_terms(texts, from, to, &terms);
    if (source_numbers_ != nullptr && target_numbers_ != nullptr) {
      text::add_number_terms(texts, *source_numbers_, *target_numbers_, &terms);
    }
    if (spelled && copied_.size() > 0) add_unspelled_words(copied_, texts, spelled, &terms);
  }
  return terms;
}

void ModelWordRules::add_copied_words(std::string_view text, TranslationPlan* plan) const {
  for (TranslationUnit& unit : plan->units) {
    const std::string_view sentence = text.substr(static_cast<std::size_t>(unit.source_span.begin),
                                                  static_cast<std::size_t>(unit.source_span.end - unit.source_span.begin));
    if (copied_.size() > 0) {
      // Ordinary text is read as written: no second copy of it to scan.
      const std::string as_read = unit.case_style == text::CaseStyle::kAsIs
                                      ? std::string()
                                      : text::normalise_case(sentence, unit.case_style,
                                                             source_words_.empty() ? nullptr : &lowers_everyday_);
      unit.copied_words = copied_.in_sentence(sentence, as_read);
      // A source word of no target-language word that the model copies is always wrong, where
      // the dictionary's word seldom is: the hint, where there is one.
      known_.add_kept_words(sentence, &unit.copied_words,
                            hints_.empty() ? std::function<std::string_view(std::string_view)>{}
                                           : [this](std::string_view word) { return hints_.target_of(word); });
    }
    unit.copied_words.insert(unit.copied_words.end(), modern_spellings_.begin(), modern_spellings_.end());
    for (const text::CopiedWord& u : numeral_units_) {
      bool in_source = false;
      text::for_each_glossary_word(sentence, [&](std::string_view word) { in_source = in_source || word == u.source; });
      if (in_source) unit.copied_words.push_back(u);
    }
    for (text::CopiedWord& o : text::spanish_ordinal_spellings(sentence, file_.config().src_lang, file_.config().tgt_lang)) {
      unit.copied_words.push_back(std::move(o));
    }
  }
}

const std::function<bool(std::string_view)>* ModelWordRules::real_word_test(const TranslateOptions& options) const {
  return options.model_glossary && !known_.empty() ? &is_real_word_ : nullptr;
}

const text::LowersWord* ModelWordRules::case_lowers(const TranslateOptions& options) const {
  return options.model_glossary && !source_words_.empty() ? &lowers_everyday_ : nullptr;
}

const text::AdjectiveList* ModelWordRules::adjective_list(const TranslateOptions& options) const {
  return options.model_glossary && !adjectives_.empty() ? &adjectives_ : nullptr;
}

const std::vector<text::CopiedWord>* ModelWordRules::proper_words(const TranslateOptions& options) const {
  return options.model_glossary && !copied_.proper_words().empty() ? &copied_.proper_words() : nullptr;
}

const text::NounList* ModelWordRules::noun_list(const TranslateOptions& options) const {
  return options.model_glossary && !nouns_.empty() ? &nouns_ : nullptr;
}

void ModelWordRules::describe(ModelInfo* info) const {
  info->glossary_terms = glossary_.size();
  info->memory_sentences = memory_.size();
  info->date_formats = dates_.size();
  info->copied_words = copied_.size();
  info->known_words = known_.words();
  info->source_words = source_words_.words();
  info->hints = hints_.size();
}

}  // namespace heed
