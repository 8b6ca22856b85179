// Protected spans: parts of a sentence that must reach the output unchanged (URLs, e-mail
// addresses, file paths, domains, numbers and number-like words, `code`, @handles, #tags, and
// any character the vocabulary can only spell byte by byte: emoji, CJK in Latin text, ...; a
// letter of that kind takes its whole word along, text/word_spans.h: "Erdoğan", "Łódź").
//
// Design: each span is replaced by a numbered placeholder "%1", "%2", ... before tokenisation,
// and the output's placeholders are replaced by the spans again (text/restore.h). The models
// learned to copy exactly this kind of token from the software strings they were trained on
// (Qt's "%1"), so a placeholder costs one or two pieces the model already copies, whatever the
// span holds; the model never has to spell bytes (which it did wrongly: "🎉" came out "🀉").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Span
#include "text/tokenizer.h"

namespace heed::text {

// A glossary entry: every whole-word occurrence of `source` becomes `target` in the output
// (target == source: never translated).
struct GlossaryTerm {
  std::string source;
  std::string target;
  // The output goes after the word the model writes right after the term, where the term
  // follows an article or opens the sentence: an English modifier before its noun that the
  // target writes after it ("the 30-year-old husband" -> "el marido de 30 años"; text/ages.h).
  bool after_next_word = false;
  // A model glossary's term written in capitals ("US" -> "EE.UU."): in a sentence written in
  // capitals throughout it cannot be told from a word ("LET US KNOW"), so it is left to the
  // model there (ProtectedText).
  bool acronym = false;
  // A term of the model's memory of interface strings (translator_memory.h): it matches only
  // the whole sentence ("Home" as a menu item, not in "Home prices rose").
  bool whole_sentence = false;
  // A model glossary's sentence adverb or conjunction as it opens a sentence ("Desde luego" ->
  // "Of course"; the table holds it in lower case too, and its English opens a clause): the
  // plan translates the rest of the sentence apart from it (translator_plan.h), as the model,
  // reading a placeholder first, took it for the subject ("Of course, is the best").
  bool opener = false;
  // A model glossary's English past verb: Spanish's plural of `target`, written where a plural
  // subject comes right before the term ("Prices rose" -> "subieron", "The team won" -> "ganó";
  // text/english_subject.h). Empty: `target` everywhere.
  std::string plural_target = {};
};

// The output of glossary term `term` found at `span` of `sentence`: its plural target after a
// plural subject, else its target.
const std::string& term_output(const GlossaryTerm& term, std::string_view sentence, Span span);

// Appends `term` unless `terms` already has one for its source: the caller's own term, or one
// found earlier in the texts, wins.
inline void add_if_new(std::vector<GlossaryTerm>* terms, GlossaryTerm term) {
  for (const GlossaryTerm& t : *terms) {
    if (t.source == term.source) return;
  }
  terms->push_back(std::move(term));
}

class ProtectedText {
 public:
  // Finds the protected spans of `sentence`; the tokenizer says which characters it cannot
  // represent as themselves. With protect = false only glossary terms are protected. Glossary
  // terms win over other spans they overlap, longer terms over shorter ones.
  ProtectedText(std::string_view sentence, const Tokenizer& tokenizer, bool protect = true,
                const std::vector<GlossaryTerm>& glossary = {});

  // The sentence with every span replaced by its placeholder ("%1" for originals()[0]), and
  // (protect) every « » “ ” „ by an ASCII quote and no soft hyphen or zero-width space.
  const std::string& masked() const { return masked_; }
  // [spans] bytes of each protected span in the sentence given to the constructor.
  const std::vector<Span>& originals() const { return originals_; }
  // [spans] the text the output gets for each span: the glossary's target, or the span itself.
  const std::vector<std::string>& outputs() const { return outputs_; }
  // Bytes of `masked()` -> bytes of the sentence; a range touching a placeholder covers its span.
  Span to_sentence(Span masked_range) const;
  // [spans] the span touches the word before / after it in the sentence (no space between):
  // masked() sets it apart with a space, the output glues it back (text/restore.h).
  const std::vector<bool>& glued_before() const { return glued_before_; }
  const std::vector<bool>& glued_after() const { return glued_after_; }
  // [spans] the span is a glossary term whose output moves after the next word (GlossaryTerm).
  const std::vector<bool>& after_next_word() const { return after_next_word_; }
  // [spans] the span is a glossary term's (its output may equal the source: "hotel" -> "hotel").
  const std::vector<bool>& glossary_term() const { return glossary_term_; }

 private:
  struct Piece {         // a stretch of masked() and where it came from
    int masked_begin = 0;
    int sentence_begin = 0;
    int masked_length = 0;
    int sentence_length = 0;
    bool placeholder = false;
  };
  int map_offset(int masked_offset, bool is_end) const;

  std::string masked_;
  std::vector<Span> originals_;
  std::vector<std::string> outputs_;
  std::vector<bool> glued_before_, glued_after_, after_next_word_, glossary_term_;
  std::vector<Piece> pieces_;
  bool remapped_ = false;  // masked() holds quotes read as ASCII ones or lacks invisible marks
};

// Byte spans of `sentence` that must be carried verbatim, sorted and disjoint (adjacent spans
// merged). `unrepresentable` lists spans the vocabulary cannot spell; they are merged in.
std::vector<Span> find_protected_spans(std::string_view sentence,
                                       const std::vector<Span>& unrepresentable);

// Quotation marks of `sentence` whose partner is in another sentence (a quotation that runs over
// several: `He said: "I won. I am happy."`). « “ „ open and » ” close; a " opens where no word
// or punctuation comes right before it and something other than a space follows, else it
// closes; a " right after a digit is an inch or seconds sign, no quotation mark. Carried as
// protected spans, such marks reach the output: a sentence with a closing mark and no opening
// one lost it (the model saw nothing to close).
std::vector<Span> find_unpaired_quotes(std::string_view sentence);

// Whether the non-ASCII character one of whose bytes is s[pos] is punctuation that no word holds:
// « » ¡ ¿ ‘ ’ “ ” „ … – —. Counted as word bytes, they glued a word to its quotes: «Kenya» was
// no term, and "extremistas»" a near copy of "extremists", replaced without its ».
inline bool is_punctuation_char_at(std::string_view s, std::size_t pos) {
  std::size_t lead = pos;
  while (lead > 0 && pos - lead < 3 && (static_cast<unsigned char>(s[lead]) & 0xC0) == 0x80) --lead;
  const auto byte = [&](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
  if (byte(lead) == 0xC2) {
    const unsigned c = byte(lead + 1);
    return c == 0xAB || c == 0xBB || c == 0xA1 || c == 0xBF;  // « » ¡ ¿
  }
  if (byte(lead) == 0xE2 && byte(lead + 1) == 0x80) {
    const unsigned c = byte(lead + 2);
    return c == 0x93 || c == 0x94 || c == 0x98 || c == 0x99 || c == 0x9C || c == 0x9D || c == 0x9E || c == 0xA6;
  }
  return false;
}

// Whether s[pos] is a byte of a word as glossary terms count words: an ASCII letter, digit or
// '_', or any byte of a non-ASCII character but punctuation (is_punctuation_char_at). A term
// matches where no word byte touches it.
inline bool is_glossary_word_byte(std::string_view s, std::size_t pos) {
  const unsigned char c = static_cast<unsigned char>(s[pos]);
  if (c >= 0x80) return !is_punctuation_char_at(s, pos);
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Calls f(word) for every maximal run of glossary word bytes in `s`, in order.
template <typename F>
void for_each_glossary_word(std::string_view s, F f) {
  for (std::size_t at = 0; at < s.size();) {
    if (!is_glossary_word_byte(s, at)) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < s.size() && is_glossary_word_byte(s, end)) ++end;
    f(s.substr(at, end - at));
    at = end;
  }
}

// Whole-word occurrences of the glossary's terms in `sentence`, sorted and disjoint, with the
// index of the term each one is (longer terms first where they overlap).
std::vector<std::pair<Span, int>> find_glossary_terms(std::string_view sentence,
                                                      const std::vector<GlossaryTerm>& glossary);

// The placeholder text for the span at index i: "%<i + 1>".
std::string placeholder(int index);

}  // namespace heed::text
