// The output half of protected spans (text/protect.h) and case styles (text/casing.h): turns
// the model's detokenised text, piece by piece as it streams, into the text the user sees.
// - "%k" is replaced by the k-th protected span, verbatim, the first time it appears; a repeat
//   or a number with no span is dropped.
// - The model's own text is re-cased to the source's style; restored spans never are.
// - A span the model never wrote is placed at the end of the sentence, before its final
//   punctuation (so "Escribe a support@x.org." and not "Escribe a. support@x.org"). To allow
//   that, while spans are missing, trailing punctuation is held back until the next piece.
// - A trailing "%" or "%1" that may still become a longer placeholder is held back too.
// Concatenating every push() and the flush() gives the sentence's final text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "heed/translator.h"  // heed::Span
#include "text/casing.h"

namespace heed::text {

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
  // spans: the protected spans' text, in placeholder order ("%1" is spans[0]); expected[k] false
  // for a span that belongs to another part of a cut sentence (its placeholder is dropped here,
  // and it is not placed at the end). An empty `expected` expects them all.
  OutputRestorer(std::vector<std::string> spans, CaseStyle style, std::vector<bool> expected = {});

  RestoredText push(std::string_view model_text);
  // Everything still held back, with the spans the model never wrote.
  RestoredText flush();

 private:
  void emit(std::string_view model_text, RestoredText& out);
  std::size_t holdable_suffix(std::string_view text) const;
  bool all_used() const;

  std::vector<std::string> spans_;
  std::vector<bool> used_;
  Recaser recaser_;
  std::string held_;
  char last_emitted_ = ' ';  // last byte handed out, to decide on a space before a placed span
};

}  // namespace heed::text
