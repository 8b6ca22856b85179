// The model file's optional table of hints (FORMAT.md, "Hints"; models/hints.py): a target
// word the dictionary gives for a source word ("focas" -> "seals"). The small students guess at
// words their training text rarely had ("the fuels of the accordion" for "los fuelles"); beam
// search gives a hypothesis a bonus for writing the hinted word (decode::HintWordRule), so the
// dictionary's word wins where the model also offers it, and a confident model keeps its own
// choice. Read and checked where a sentence first needs it: a broken line is
// Error(kInvalidModel) there.
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "decode/output_rules.h"
#include "io/model_file.h"

namespace heed {

class ModelHints {
 public:
  // The table of the file's `glossary.hints` tensor; none when the file has no such tensor. Its
  // views point into `file`, which must outlive this. Only its dtype is checked here; its rows
  // are read and checked where a sentence first needs them (words_for): a model's load time is
  // a target of its own (issue 12), and the browser's baseline code took 3-8 ms to read them.
  explicit ModelHints(const io::ModelFile& file);

  int size() const { return rows_; }  // the table's lines
  bool empty() const { return rows_ == 0; }

  // The hinted target words of a unit's source ids as `pieces` (the vocabulary as written)
  // spell them, one per occurrence of a source word the table holds, each with the source
  // tokens that spell its source word. A capitalised word counts
  // only as the unit's first word: elsewhere it is a name ("Cuba" is no "tub"). A broken table
  // (FORMAT.md, "Hints") is Error(kInvalidModel), naming the line.
  // `terms` (optional): [placeholders] whether "%k" stands for a glossary term (a name, a
  // phrase), not a protected mark or number; a past right after a term's placeholder is a strong
  // hint (follows_placeholder).
  std::vector<decode::HintedWord> words_for(const decode::PieceWords& pieces, const std::vector<int>& ids,
                                            const std::vector<bool>& terms = {}) const;
  // The hinted target of one source word (lower case), or an empty view (also for a past's
  // row: its target is a finite verb, which a word alone or a model's copy of it is not); a
  // broken row is Error(kInvalidModel) as in words_for.
  std::string_view target_of(std::string_view lower_word) const;
  // Whether that word's hint is a strong one (FORMAT.md "Hints"); false for a word not held.
  bool is_strong(std::string_view lower_word) const;

 private:
  struct Entry {
    std::string_view source, target;
    bool strong = false;  // third column "strong" (FORMAT.md)
    // Third column "past", fourth the plural target: an English past verb, hinted only where it
    // reads as a finite verb, its Spanish plural after a plural subject (english_past_hint).
    std::string_view plural = {};
    // Third column "sense", fourth its triggers (lower-case words, one space apart): hinted, as a
    // strong hint, only in a text that holds one of them ("goal" -> "gol" beside "scored" or
    // "season"); a word may have several ("partido": a match beside "gol", a party beside
    // "elecciones"), the first that applies wins; the word's other row, after them, is its hint
    // where none applies.
    std::string_view triggers = {};
  };
  const std::vector<Entry>& entries() const;  // read and checked on first use
  // Where the rows of one source word (lower case) begin, or would.
  std::vector<Entry>::const_iterator first_row(std::string_view lower_word) const;
  // The row of one source word (lower case), its target checked, or null.
  const Entry* entry_of(std::string_view lower_word) const;
  // entry_of, or for a Spanish infinitive or gerund with a pronoun ("entenderlo", "relajarse")
  // the verb's plain row (text/spanish_clitics.h).
  const Entry* entry_or_verb_of(std::string_view lower_word) const;
  // The first sense row of one source word (lower case) whose triggers are among `text_words`
  // (lower case, sorted; asked for only where the word has sense rows), its target checked, or
  // null. A strong hint: on 37 probe sentences (twenty-first session) a bonus of 10 wrote more of
  // the senses and lost the words beside them ("Alonso ganó la carrera" -> "Someone won the
  // race"); 3 or 4 wrote 5 fewer ("la pista de tenis", "el incendio" stayed "el corte", "el fuego").
  const Entry* sense_of(std::string_view lower_word,
                        const std::function<const std::vector<std::string>&()>& text_words) const;

  const io::ModelFile& file_;
  int rows_ = 0;
  mutable std::vector<Entry> entries_;  // sorted by source, bytewise (the file's order, checked)
  mutable std::once_flag read_;
};

// Whether an English past at [begin, end) of `text` (a sentence as its source pieces spell it)
// reads as a finite verb, so that its Spanish past may be hinted: not opening the sentence
// ("Founded in 1990, ..."), not after an article, a possessive, a form of "be" or "have", "to"
// or "get" (past an adverb in -ly: "was recently announced"), and not before "by" ("the plan
// announced by the mayor"). The model wrote "científicos anunciada", "La banda cancelada el
// espectáculo", "lo definido" for such pasts; a hint where the word is a participle pushed
// "ser enmendó".
// A placeholder right before counts as its subject (follows_placeholder, with `terms`).
bool reads_as_finite_past(std::string_view text, std::size_t begin, std::size_t end,
                          const std::vector<bool>* terms = nullptr);

// Whether a placeholder ("%1", "%12") ends right before byte `at` of `text` (spaces skipped): a
// past after it reads as a verb, its subject the term ("The mayor of %1 visited"). With `terms`
// ([placeholders], as ModelHints::words_for), only a term's placeholder counts: not a quotation
// mark's ("%1 Based on this fossil").
bool follows_placeholder(std::string_view text, std::size_t at, const std::vector<bool>* terms = nullptr);

// Appends `hinted` to `rule`: each word, its capitalised form, its source tokens, whether it is
// strong, and the search ids of the pieces that start it (`search_id` of a piece as written:
// the search's id, or -1 where the piece is no token or not in the search's space).
void add_hinted_words(std::vector<decode::HintedWord> hinted, const std::function<int(std::string_view)>& search_id,
                      decode::HintWordRule* rule);

// The vocabulary ids a search needs to write each hinted word: the pieces `encode` spells it
// with (as written and capitalised, after a space) and the pieces that start it. With a
// shortlist the search writes only its candidates, and the lexical table, learnt from
// co-occurrence in training text, lacks the rare words hints exist for: "Los radares son
// útiles" came out "Rings are useful" with the hint "radars" and "Radars are useful" without
// the shortlist. `encode` gives the ids of a text (tokenizer order, no EOS).
std::vector<int> hinted_word_ids(const std::vector<decode::HintedWord>& hinted,
                                 const std::function<std::vector<int>(const std::string&)>& encode,
                                 const std::function<int(std::string_view)>& piece_id);

// The ids of the pieces that start `word` (lower case): "▁" + each of its prefixes of two
// letters or more (or the whole word), as written and with a capital ("▁bell", "▁Bell"),
// shortest first; `piece_id` gives a piece's id or -1 (text::Tokenizer::piece_id).
// Without `with_capital`, the lower-case pieces only.
std::vector<int> start_pieces(std::string_view word, const std::function<int(std::string_view)>& piece_id,
                              bool with_capital = true);

}  // namespace heed
