// Turns input text into the units the model translates: sentences (split further when one is
// longer than the model should see at once), tokenised, with the whitespace between them kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "heed/translator.h"
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
};

struct TranslationPlan {
  std::vector<TranslationUnit> units;
  std::string trailing;  // output text after the last unit (the input's trailing whitespace)
};

// Splits `text` into sentences, tokenises each and keeps every byte of whitespace between
// them as separators. eos_id is appended to each unit's ids.
TranslationPlan plan_translation(std::string_view text, const text::Tokenizer& tokenizer,
                                 int eos_id);

}  // namespace heed
