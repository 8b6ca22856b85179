// Turns input text into the units the model translates: sentences (split further when one is
// longer than the model should see at once), tokenised, with the whitespace between them kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "heed/translator.h"
#include "text/casing.h"
#include "text/protect.h"
#include "text/restore.h"
#include "text/tokenizer.h"

namespace heed {

// Longest source the encoder sees in one piece; longer sentences are cut at token boundaries.
// 256 tokens is far beyond any training sentence, so quality is not what limits here.
inline constexpr int kMaxSourceTokens = 256;

struct TranslationUnit {
  Span source_span;               // bytes of the unit in the input
  std::string separator;          // output text that precedes the unit's translation
  std::vector<int> ids;           // source ids + EOS
  std::vector<Span> token_spans;  // (ids.size()) bytes in the input; EOS gets an empty span
  // Protected spans of the unit's sentence (text/protect.h), in placeholder order: their bytes
  // in the input, and what the output side needs (expected: this unit, of a cut sentence,
  // holds it).
  std::vector<Span> protected_spans;
  std::vector<text::SpanToRestore> restore;
  text::CaseStyle case_style = text::CaseStyle::kAsIs;  // of the sentence, as the source wrote it
  // How the output is re-cased (text/restore.h): the source's style, but a Title Case sentence
  // comes out as the model writes it where the target language's titles capitalise only their
  // first word and names (PlanOptions::title_case_output).
  text::CaseStyle output_case = text::CaseStyle::kAsIs;
  // The sentence opens with a capital and this is its first unit (PlanOptions::match_case): the
  // translation's first letter is a capital too (text/restore.h).
  bool capitalise_start = false;
  // The unit goes on with a sentence whose opening term is a unit of its own (a glossary term
  // with `opener`), its source's first word in lower case: the translation's first word is
  // lowered (text/restore.h lower_start).
  bool lower_start = false;
  // The target writes quotations in angle quotes (PlanOptions::angle_quotes; text/restore.h).
  bool angle_quotes = false;
  // Spanish's ¡ or ¿ for a sentence that ends with ! or ?, first unit only (text/restore.h
  // open_with); empty: none.
  std::string opening_mark;
  // English output of a Spanish sentence that opens with "Los" or "Las" and a lower-case word, a
  // general subject ("Los científicos sospechan"): the model's "The" before a plural noun is
  // dropped (text/restore.h drop_generic_article), first unit only.
  bool generic_subject = false;
  // English output of a Spanish sentence whose "su" is not the reader's
  // (text/spanish_possessive.h): beam search reads "your" as an unknown word (translator.cc).
  bool avoid_your = false;
  // English output: "a" or "an" as the word after it asks (text/articles_en.h).
  bool indefinite_articles = false;
  // Spanish output of an English sentence that opens with a bare plural noun, its subject
  // ("Diplomats said…"): that word, for the article the model may leave out (text/restore.h
  // article_for_plural_subject); first unit only, empty: none.
  std::string plural_subject;
  // Spanish output of an English sentence that opens with "He ": the model's "El" before a word
  // that is no noun is the pronoun (text/restore.h pronoun_subject); first unit only.
  bool pronoun_subject = false;
  // Source words the output replaces where the model copies them (translator_copied_words.h).
  std::vector<text::CopiedWord> copied_words;
};

// What the plan does to each sentence before the model reads it.
struct PlanOptions {
  bool protect_spans = true;  // replace protected spans by placeholders
  bool match_case = true;     // translate ALL-CAPS / Title Case from a normalised form
  std::vector<text::GlossaryTerm> glossary;  // terms carried as spans whose output is fixed
  // The target language quotes with " (English): a quotation mark carried as a span
  // (text::find_unpaired_quotes) that is « » or „ comes out as ".
  bool quotes_as_ascii = false;
  // The target language is Spanish: a term whose output opens with an article or "de" ("last
  // year" -> "el año pasado") merges with the article or preposition the model writes before it
  // (text::SpanToRestore::opens_with_particle).
  bool spanish_articles = false;
  // The target language is English: a term whose output opens with "the" or "on" ("la década de
  // 1970" -> "the 1970s", "el viernes" -> "on Friday") replaces the same word the model writes
  // before it ("the the 1970s" is "the 1970s").
  bool english_articles = false;
  // Which words of a Title Case or ALL-CAPS sentence are lowered (text::normalise_case; null:
  // every one).
  const text::LowersWord* case_lowers = nullptr;
  // The target language writes titles in Title Case (English): a Title Case sentence's
  // translation is re-cased so. Spanish capitalises a title's first word and its names only
  // ("Cómo instalar paquetes en Debian", as the references of UI strings write it): the output
  // keeps the model's case, its first letter capitalised.
  bool title_case_output = true;
  // The target language quotes with « » (Spanish; with protect_spans): the model's straight
  // quotes are written so (text/restore.h), and so is a quotation mark carried as a span.
  bool angle_quotes = false;
};

struct TranslationPlan {
  std::vector<TranslationUnit> units;
  std::string trailing;  // output text after the last unit (the input's trailing whitespace)
};

// Splits `text` into sentences, protects spans and normalises case in each, tokenises it and
// keeps every byte of whitespace between them as separators. eos_id is appended to each unit's
// ids. Token spans always point into `text`, whatever the model read instead.
TranslationPlan plan_translation(std::string_view text, const text::Tokenizer& tokenizer,
                                 int eos_id, const PlanOptions& options = {});

}  // namespace heed
