// The output half of protected spans (text/protect.h) and case styles (text/casing.h): turns
// the model's detokenised text, piece by piece as it streams, into the text the user sees.
// - "%k" is replaced by the k-th protected span, verbatim, the first time it appears; a repeat
//   or a number with no span is dropped.
// - The model's own text is re-cased to the source's style; restored spans never are.
// - A span the model never wrote is placed at the end of the sentence, before its final
//   punctuation (so "Escribe a support@x.org." and not "Escribe a. support@x.org"). To allow
//   that, while spans are missing, trailing punctuation is held back until the next piece.
// - A trailing "%" or "%1" that may still become a longer placeholder is held back too, and so
//   are trailing spaces while spans are missing (one may be glued to the next span).
// - A whole word of the model's that is one of the sentence's copied words (a source word the
//   model wrote untranslated, which is no word of the target language) is replaced by its
//   translation; while the word being written may still become one, it is held back.
// - With a test of real words: so is a near copy, a word of the model's that is no real word
//   and begins like a copied word but for its last one or two letters ("touristas",
//   "hurricano", "glacieros" for "tourists", "hurricane", "glaciers": the source word given a
//   target-language ending; runs of one letter count once, so "hurrricano" is one too); the
//   copied word it shares the longest beginning with wins. A
//   copied word whose target is itself (a source word kept as written) is matched whole only.
// - A copied word whose target is four forms ("olímpico|olímpica|olímpicos|olímpicas": a Spanish
//   adjective) is written in the form the determiner before it asks for (text/agreement.h):
//   "los juegos Olympic" is "los juegos olímpicos".
// - With a list of adjectives (agree_adjectives), so is a lower-case word of the model's own that
//   is one of an adjective's forms: "las temperaturas fríos" is "las temperaturas frías". A
//   word being written right after a determiner, or a determiner and one word, is held back
//   until it is complete where it may become such a form (AdjectiveList::may_change): "frí" is,
//   "documento" is not (a held word's text goes out with a later token's event).
// - With a list of nouns (agree_articles), an article ("el", "una", "los", "del", ...) before a
//   noun of the other gender is written in the noun's: "el residencia" is "la residencia",
//   "los moléculas" "las moléculas", "del oficina" "de la oficina"; "el área", "un arma" (a
//   feminine noun that opens with a stressed a) stay; "de la templo" is "del templo". An
//   article at the end of the text is held back until the word after it has begun, and with
//   that word while it may still become a noun of the other gender or is held for another rule;
//   a "de" or "a" before it waits with it, and a trailing "de" or "a" waits one piece.
// - With that list too, the model's singular article or determiner before a term that is a
//   plural noun is written in the plural ("el %1" for "acorazados" is "los acorazados", "su %1"
//   "sus yates", "todo el %1" "todos los mataderos"): the model read a placeholder, not the
//   noun's number. "su", "mi", "todo" wait for the next piece while such a term is still to come.
// - A term whose output opens with a Spanish article or "de" (`opens_with_particle`: "el año
//   pasado" for "last year", "de 30 años") takes the place of the same word or an article the
//   model wrote before its placeholder: "el %1" is "el año pasado", not "el el año pasado";
//   "de %1" is "de 30 años", not "de de 30 años"; "de %1" and "a %1" contract with "el" ("del
//   año pasado", "al ..."); while such a term is still to come, a trailing "el", "la", "los",
//   "las", "de" or "a" is held back until the next piece. In English the same for a term
//   opening with "the" or "on" ("the %1" is "the 1970s", not "the the 1970s").
// - A term whose output goes after the next word (`after_next_word`: an age, "de 30 años" for
//   "30-year-old") swaps places with the word the model writes right after its placeholder,
//   where the placeholder follows an article or opens the output: "El %1 marido" is "El marido
//   de 30 años", "%1 Vidal" "Vidal de 28 años"; "un hombre %1 fue" stays. The placeholder is
//   held back until that word is complete. An English verb phrase after its subject
//   (`after_subject`) does so only after "the", "a", "its" or another determiner: "The %1
//   film" is "The film will premiere".
// Concatenating every push() and the flush() gives the sentence's final text.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Span
#include "text/agreement.h"
#include "text/casing.h"

namespace heed::text {

// A protected span as the output side needs it.
struct SpanToRestore {
  std::string text;           // verbatim, as in the source
  bool glued_before = false;  // no space between it and the word before it in the source
  bool glued_after = false;   // ... and the word after it
  bool expected = true;       // false: it belongs to another part of a cut sentence
  // A translated term that opens the source sentence with a capital ("October is..." with the
  // model's "October" -> "octubre"): capitalised if it opens the output too.
  bool capitalise_at_start = false;
  // A translated term whose output opens with an article or "de" ("el año pasado"; in English
  // "the" or "on"): it merges with the article or preposition before its placeholder (above).
  bool opens_with_particle = false;
  // A term whose output goes after the word that follows its placeholder (see above).
  bool after_next_word = false;
  // With after_next_word: an English verb phrase after its Spanish subject ("La película %1";
  // text/spanish_subject.h). It moves only after an English determiner ("The %1 film" is "The
  // film will premiere"), never where it opens the output.
  bool after_subject = false;
  // A term's translation, not the source's own bytes (a name, a number, a quotation mark): only
  // such a span takes open_with's mark before it.
  bool translated = false;
  // The source's word after this span is in lower case: where the span opens the output, the
  // model's capitalised word right after it is lowered ("Tomorrow morning There will be fog":
  // the model, reading a placeholder first, capitalised the word after it). "I" stays.
  bool lower_case_after = false;
  // With lower_case_after, wherever the span is in the output, not only where it opens it: in
  // Spanish output, whose verbs, weekdays and nationalities are lower case ("Jeremiah Horrocks
  // Observó" where a strong past hint met the model's capital after a name's placeholder).
  bool lower_case_after_anywhere = false;
};

// A source word the model may copy into its output, and what to write instead.
struct CopiedWord {
  std::string source;  // one word, as the sentence (or the model's lower-cased reading) has it
  std::string target;
  // Replaced only right after a numeral: English "miles" is Spanish "millas" in "8 miles", but
  // "miles" is also Spanish ("miles de personas"), which never follows a numeral.
  bool after_number = false;
  // The source sentence's capitalised first word ("Police said"): English's bare noun as a
  // subject, which Spanish gives its article ("La policía dijo"); with a list of nouns the
  // replacement that opens the output takes it (agree_articles).
  bool opens_sentence = false;
};

struct VerbatimSpan {
  int index = 0;  // which protected span (0 for "%1")
  Span span;      // its bytes in RestoredText::text
};

struct RestoredText {
  std::string text;
  std::vector<VerbatimSpan> verbatim;  // protected spans in `text`, as the source wrote them
};

class OutputRestorer {
 public:
  // spans: in placeholder order ("%1" is spans[0]). An unexpected span's placeholder is dropped
  // and the span is not placed at the end. A glued span loses the space the model wrote on
  // that side (the input side set it apart with one: text/protect.h).
  // is_real_word: whether a word is one of the target language's (near copies need it; empty:
  // only exact copies are replaced).
  OutputRestorer(std::vector<SpanToRestore> spans, CaseStyle style, std::vector<CopiedWord> copied = {},
                 std::function<bool(std::string_view)> is_real_word = {});

  // The source sentence opens with a capital ("Nadal won", "¿Qué"): the model's first letter
  // is written as one too ("nadal ganó" -> "Nadal ganó"), unless a span opens the output; a
  // translated term opening it in plain lower case is capitalised ("heavy rain is expected").
  void capitalise_start(bool on) { capitalise_start_ = on; }
  // The source goes on with a sentence whose opening term was translated apart, with a word in
  // lower case (TranslationUnit::lower_start): the model's capitalised first word is lowered
  // ("It is smaller" after "Although"); "I" and names in capitals stay.
  void lower_start(bool on) { lower_next_word_ = on; }
  // Spanish: the model's straight double quotes are written « », and no space follows its ¡ or
  // ¿ (text/quotes.h).
  void angle_quotes(bool on) { angle_quotes_ = on; }
  // Spanish's ¡ or ¿ for a source sentence that ends with ! or ?: written before a translated span
  // that opens the output, where the model, reading a placeholder first, leaves it out ("Feliz cumpleaños,
  // Juan!" for "Happy birthday, John!"); a mark of the model's own before the closing one is then
  // dropped ("¡Buenos días, ¡todos!"). Empty: none.
  void open_with(std::string mark) { opening_mark_ = std::move(mark); }
  // English for a Spanish general subject ("Los científicos sospechan…"): an output that opens
  // with "The" and a plural noun drops the article ("Scientists suspect…", as English writes a
  // general subject; on FLORES dev the references did so in 21 of 23 such lines). The output
  // waits until that noun is complete.
  void drop_generic_article(bool on) { generic_article_ = on; }
  // English: "a" or "an" as the word after it asks ("a auction" -> "an auction", "an pad" ->
  // "a pad"; text/articles_en.h); an article at the end waits for that word.
  void agree_indefinite_articles(bool on) { indefinite_articles_ = on; }
  // Spanish for an English sentence that opens with a bare plural noun, its subject ("Diplomats
  // said…", `source_noun`): an output that opens with a plural noun of the list of nouns, with
  // no article, gets Spanish's ("Diplomáticos dijo" → "Los diplomáticos dijo"), unless the model
  // copied the word (a name: "Arias"). Needs agree_articles' list; empty: off.
  void article_for_plural_subject(std::string source_noun) { plural_subject_ = std::move(source_noun); }
  // Spanish for an English sentence that opens with "He": an output that opens with "El" before
  // a lower-case word that is no noun of the list of nouns, or before a term's placeholder, writes
  // the pronoun "Él" ("El vive en Madrid" → "Él vive en Madrid", "El %1" for "se declaró
  // culpable de" → "Él se declaró culpable de"): the article has no noun there. The output waits
  // until that word is complete. Needs agree_articles' list.
  void pronoun_subject(bool on) { pronoun_subject_ = on; }

  // A list of adjectives: the model's own then agree with their noun (above). Null: they stay
  // as written. The list must outlive this.
  void agree_adjectives(const AdjectiveList* list) { adjectives_ = list; }
  // A list of nouns: an article of the other gender than the noun after it is written in the
  // noun's ("el residencia" -> "la residencia"; above). Null: as written. Must outlive this.
  void agree_articles(const NounList* list) { nouns_ = list; }
  // Words the target language writes capitalised, sorted by `source`, their lower-case spelling
  // ("italian" -> "Italian"): replaced where the model wrote that spelling, whole words only and
  // never a near copy, whatever the source says. Null: none. Must outlive this.
  void proper_words(const std::vector<CopiedWord>* sorted) { proper_ = sorted; }

  RestoredText push(std::string_view model_text);
  // Everything still held back, with the spans the model never wrote.
  RestoredText flush();

 private:
  void emit(std::string_view model_text, RestoredText& out);
  // `text` with every whole word that is a copied word replaced; `before2`, `before` and `after`
  // are the bytes around it (' ' at either end of the sentence); `written` is the text before
  // it (the end of what was handed out, then this call's), which an adjective agrees with.
  std::string replace_copied(std::string_view text, char before2, char before, char after,
                             std::string_view written, std::string_view written_now) const;
  std::size_t holdable_suffix(std::string_view text) const;
  std::size_t span_suffix(std::string_view text) const;
  std::size_t copied_word_prefix_suffix(std::string_view text) const;
  // The word being written at the end of `text` where it may be an adjective that must agree.
  std::size_t adjective_suffix(std::string_view text) const;
  // An article at the end of `text`, with the word being written after it where that may become
  // a noun of the other gender, or where that word is held anyway (`held`: the other rules'
  // suffix).
  std::size_t noun_article_suffix(std::string_view text, std::size_t held) const;
  // `out` with the article at its end (before one space) in the gender of `noun`, where it has
  // the other one; `written` and `written_now` are the text before `out` (replace_copied's).
  void agree_article(std::string& out, std::string_view noun, std::string_view written,
                     std::string_view written_now) const;
  // `out`'s singular article at its end (before one space) made plural where a term's first
  // word, `noun`, is a listed noun's plural: "el %1" for "acorazados" is "los acorazados".
  void pluralise_article(std::string& out, std::string_view noun) const;
  // Whether a span not yet placed has `flag` set (opens_with_particle, after_next_word).
  bool waiting_for(bool SpanToRestore::*flag) const;
  std::size_t article_suffix(std::string_view text) const;
  // A comma or full stop at the end of `text` (with angle quotes) where a closing » is likely
  // next, which Spanish writes before it: it waits for the next byte.
  std::size_t quote_punct_suffix(std::string_view text) const;
  // Where a placeholder ("%", "%12") ends `text`, npos where none does; `*may_grow`: its number
  // may still gain a digit ("%1" when a "%1x" span number exists).
  std::size_t placeholder_at_end(std::string_view text, bool* may_grow) const;
  std::size_t after_next_word_suffix(std::string_view text) const;
  // A term ending in "de" or "a" before the model's "el" (restore_contractions.cc): the bytes at
  // the end of `text` to hold while "%N", "%N ", "%N e" may still become "%N el"; and `held`
  // with each complete "%N el" taken out, the span marked to end in "del" or "al" instead
  // (`final`: the text ends there, a word at its end is complete).
  std::size_t span_preposition_suffix(std::string_view text) const;
  void contract_span_articles(std::string& held, bool final);
  // `text` with each after_next_word placeholder moved past the word after it, where the rule
  // above says so; `final`: a word at the text's end is complete (the sentence ends there, or
  // the held text goes on with a mark).
  std::string move_after_next_word(std::string_view text, bool final) const;
  // The span's text, merged with the article or preposition that ends out.text after `from`
  // (which it then shortens): "el" + "el año" is "el año", "de" + "el año" is "del año".
  std::string merge_article(std::string& out, std::size_t from, std::string span) const;
  // The copied word `word` is a copy or a near copy of, or null.
  const CopiedWord* copy_of(std::string_view word) const;
  // proper_words' first entry not before `word` (bytewise), or null; its entry for `word`, or
  // null; whether one begins with `word`.
  const CopiedWord* proper_from(std::string_view word) const;
  const CopiedWord* proper_word(std::string_view word) const;
  bool may_become_proper(std::string_view word) const;
  char byte_before(bool started) const;
  bool all_used() const;

  std::vector<SpanToRestore> spans_;
  std::vector<CopiedWord> copied_;
  std::function<bool(std::string_view)> is_real_word_;
  const AdjectiveList* adjectives_ = nullptr;
  const NounList* nouns_ = nullptr;
  const std::vector<CopiedWord>* proper_ = nullptr;
  std::vector<bool> used_;
  std::vector<bool> contracts_el_;  // [spans] "...de" written "...del", "...a" "...al"
  bool drop_space_ = false;  // the span just restored is glued to what follows
  bool drop_period_ = false;  // the span just restored ends with a full stop ("EE.UU.")
  bool output_started_ = false;  // a letter, digit or span has been written
  bool capitalise_start_ = false;
  bool angle_quotes_ = false;
  bool indefinite_articles_ = false;
  bool quoting_ = false;  // a « handed out is not closed yet (text/quotes.h)
  std::string opening_mark_;  // open_with's
  bool mark_open_ = false;    // the restorer wrote opening_mark_ and its closing mark has not come
  bool lower_next_word_ = false;  // a span with lower_case_after opened the output
  // ...or stands inside it (lower_case_after_anywhere): then only a word right after it, no
  // punctuation between ("Nueva Zelanda, Beauty Negra" keeps its capital).
  bool lower_only_adjacent_ = false;
  bool generic_article_ = false;  // drop_generic_article's, until the output's first word is settled
  bool settle_generic_article();
  bool settle_generic_article_before_term();
  std::string plural_subject_;  // article_for_plural_subject's, until the output's first word is settled
  bool settle_plural_subject();
  bool pronoun_subject_ = false;  // pronoun_subject's, until the output's first word is settled
  bool settle_pronoun_subject();
  std::string with_first_word_lowered(std::string written);
  std::string with_spanish_article(std::string_view noun, bool plural) const;
  const CopiedWord* opener_written_as_target(std::string_view word) const;
  std::string ordinal_before_noun(std::string_view ordinal, std::string_view after) const;
  std::size_t ordinal_suffix(std::string_view text) const;
  std::string without_second_mark(std::string_view written, bool* dropped_at_end);
  // The span's text as written at this point of the output.
  std::string span_text(const SpanToRestore& span) const;
  Recaser recaser_;
  std::string held_;
  // The last two bytes handed out (spaces at first): the space before a placed span, and the
  // context of a copied word at the start of a piece.
  std::string recent_ = "  ";
  std::string last_word_;  // the last word handed out, if nothing but spaces came after it
  std::string written_;    // the last bytes handed out (up to 64): what an adjective agrees with
  void remember(const std::string& out);
};

}  // namespace heed::text
