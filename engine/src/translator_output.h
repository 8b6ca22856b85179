// The output side of one translation unit: the text, spans and token events that its emitted
// tokens produce, in the order the search emits them. translator.cc's decode_unit runs the
// search; this turns each emitted token into output.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "decode/search.h"
#include "heed/translator.h"
#include "text/restore.h"
#include "text/tokenizer.h"
#include "translator_plan.h"

namespace heed {

// Which cross-attention the decoder records per token: `layers` decoder layers from
// `first_layer` (every one, or the reported `layer`, and the last layer where the hints are
// placed by it), each (heads, source). `report`: the reader asked for it (the search may record
// attention for the hints alone).
struct ReportedAttention {
  int layer = 0;
  int first_layer = 0;
  int layers = 0;
  int heads = 0;
  int source = 0;
  bool report = true;
  std::size_t floats() const { return static_cast<std::size_t>(layers) * heads * source; }
  // Offset of layer `l`'s rows in one token's block (the reported layer's by default).
  std::size_t reported_offset() const { return offset_of(layer); }
  std::size_t offset_of(int l) const { return static_cast<std::size_t>(l - first_layer) * heads * source; }
};

// The search's token space: shortlist indices when `candidates` is not empty, vocabulary ids
// otherwise.
struct TokenSpace {
  std::vector<int> candidates;  // sorted vocabulary ids; empty: the whole vocabulary
  int vocab_id(int token) const { return candidates.empty() ? token : candidates[token]; }
  // The search's index of a vocabulary id, or -1 when the shortlist lacks it.
  int search_id(int id) const;
  // The index `id` has or would have in `candidates` (lower bound).
  int index_of(int id) const;
};

class UnitOutput {
 public:
  struct Context {
    const text::Tokenizer& tokenizer;
    const TokenSpace& space;
    const ReportedAttention& attention;
    const TokenCallback& on_token;
    int alternatives = 0;  // per event, when the search reports them
    // Whether a word is one of the target's (the model's known words): near copies of copied
    // words are replaced too (text/restore.h). Null: exact copies only.
    const std::function<bool(std::string_view)>* is_real_word = nullptr;
    // The model's list of adjectives: its own adjectives then agree with their noun
    // (text/restore.h). Null: they stay as written.
    const text::AdjectiveList* adjectives = nullptr;
    // The model's list of nouns: its articles then agree with their noun. Null: as written.
    const text::NounList* nouns = nullptr;
    // The target's capitalised words, replaced where the model wrote them in lower case. Null: none.
    const std::vector<text::CopiedWord>* proper_words = nullptr;
  };
  // Starts the unit's sentence in `result` (its separator written) and the stream's pending
  // text in `unstreamed` (output not yet carried by an event).
  UnitOutput(const Context& context, const TranslationUnit& unit, TranslationResult* result,
             std::string* unstreamed);

  // One emitted token: its text appended to the result, its event sent. False: stop.
  bool emit(const decode::EmittedToken& token);
  // The text held back at the end of the unit, and the sentence's result from `best`.
  void finish(const decode::Hypothesis& best);

 private:
  std::vector<Span> append(const text::RestoredText& restored);
  TokenEvent event(const decode::EmittedToken& token, const std::string& delta, int begin,
                   std::vector<Span> verbatim);
  std::vector<std::vector<float>> sentence_attention(const decode::Hypothesis& best) const;

  Context context_;
  const TranslationUnit& unit_;
  TranslationResult* result_;
  std::string* unstreamed_;
  int sentence_;
  SentenceResult sentence_result_;
  text::IncrementalDecoder detok_;
  text::OutputRestorer restorer_;
  std::vector<Span> placed_;  // output bytes of each protected span
};

}  // namespace heed
