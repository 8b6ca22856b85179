// Heed public API: load a model from bytes, translate text, stream token events.
// Standard-library types only, so wasm/ bindings and the CLI depend on nothing else.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "heed/error.h"  // Error, Span: thrown and reported by the API below

namespace heed {

// Every field has a default; zero-initialised options are never required. The defaults are the
// quality defaults (beam 4, the length penalty tuned on general-domain prose); greedy search is
// beam_size = 1.
struct TranslateOptions {
  int beam_size = 4;             // 1 = greedy search; > 1 = beam search with this many hypotheses
  float length_penalty = 1.0f;   // alpha of GNMT's ((5 + len) / 6)^alpha; 0 disables
  // Added to a hypothesis' score for each target token (> 0 favours longer outputs, < 0
  // shorter ones; -10..10). Empty: the model's own (ModelInfo::word_reward, 0 if it has none).
  std::optional<float> word_reward;
  // The reward is earned by at most word_reward_ratio * source tokens (0.25..4); empty: the
  // model's own (ModelInfo::word_reward_ratio, 1 if it has none).
  std::optional<float> word_reward_ratio;
  // A sentence may produce at most max_length_ratio * source tokens + max_length_extra tokens
  // (a loop or a runaway sentence stops there).
  float max_length_ratio = 2.0f;
  int max_length_extra = 10;
  int max_length = 0;            // if > 0, a hard cap on target tokens per sentence (overrides)
  int attention_layer = -1;      // decoder layer whose cross-attention is reported; -1 = last
  bool report_attention = true;  // fill attention in events and results
  bool report_all_layers = false;  // TokenEvent::attention holds every decoder layer, not one
  // Score only each sentence's shortlist candidates when the model carries a lexical table
  // (ModelInfo::shortlist_targets > 0); false scores the whole vocabulary.
  bool use_shortlist = true;
  // Carry URLs, e-mail addresses, paths, numbers, `code`, @handles, #tags, emoji and characters
  // the vocabulary cannot spell through verbatim (placeholders the model copies; README).
  bool protect_spans = true;
  // Translate ALL-CAPS and Title Case sentences from a normalised form (with the model's list of
  // everyday source words, only those lowered: ModelInfo::source_words), re-cased to match:
  // ALL-CAPS as ALL-CAPS, a title as the target language writes one (English Title Case;
  // Spanish capitalises its first word and names only).
  bool match_case = true;
  // Forbid doubled words ("the the") and a third copy of any 3-gram the source lacks.
  bool block_repeats = true;
  // Terms translated exactly (source -> target, whole words, case-sensitive): each occurrence
  // is carried as a protected span whose output is the target. target == source: never
  // translated (a do-not-translate list). Longer terms win where terms overlap.
  std::vector<std::pair<std::string, std::string>> glossary;
  // Also apply the glossary the model file carries (ModelInfo::glossary_terms: names, months
  // and weekdays such as Poland -> Polonia, models/names.py), its memory of interface strings
  // (ModelInfo::memory_sentences: a whole sentence such as "Leave a Reply" -> "Deja un
  // comentario", models/memory.py; not where one of `glossary`'s terms occurs) and its date formats
  // (ModelInfo::date_formats: "on September 24, 1759" -> "el 24 de septiembre de 1759"), and
  // its translations of source words the model copies untranslated (ModelInfo::copied_words:
  // "police" -> "policía" where the Spanish output says "police"), and numbers written the
  // target language's way ("55,000" -> "55 000", "2.8" -> "2,8"; text/numbers.h); where both
  // have a term of the same source, `glossary`'s wins. And, in beam search, its list of the
  // target language's words (ModelInfo::known_words): a hypothesis that invents a word
  // ("aireport") pays a penalty. false: only `glossary`.
  bool model_glossary = true;
  // The first sentence's translation starts with this text (a reader's choice); decoding
  // continues from it. Whole words work best: a cut word is continued as the model sees fit.
  std::string target_prefix;
  int alternatives = 0;  // 0..8: report the k most likely tokens at every emitted token
  // Greedy search decodes up to this many sentences side by side (1..64; 1: one at a time):
  // the decoder's matrix products then run over several rows at once, which is faster per
  // token. Each sentence's output is the same either way; a streamed first sentence waits a
  // little longer for its tokens. Beam search decodes one sentence at a time.
  int batch_sentences = 8;
};

// One of the tokens the model also considered where a token was chosen.
struct TokenAlternative {
  int token_id = 0;
  std::string piece;     // e.g. "▁hogar"
  float log_prob = 0.f;  // under the model, after the output rules
};

// The cross-attention of one emitted token over the source tokens, as the decoder computed it,
// in one block: weights[(l * heads + h) * source + j] is decoder layer first_layer + l, head h,
// source token j. It holds the reported layer (TranslateOptions::attention_layer), or every
// decoder layer with report_all_layers. The engine neither selects nor averages: readers do
// (web/alignment.js for the web module, the CLI for its --stream line).
struct TokenAttention {
  int layer = 0;        // the reported decoder layer (attention_layer, -1 resolved to the last)
  int first_layer = 0;  // decoder layer of the first block of `weights`
  int layers = 0;       // decoder layers in `weights` (0: attention not reported)
  int heads = 0;
  int source = 0;       // source tokens, EOS included
  std::vector<float> weights;  // [layers][heads][source]

  // Head h of decoder layer l (first_layer <= l < first_layer + layers): `source` weights.
  const float* row(int l, int h) const {
    return weights.data() + (static_cast<std::size_t>(l - first_layer) * heads + h) * source;
  }
};

// One emitted target token. With beam search, tokens are emitted only once every live
// hypothesis agrees on them, so events never need to be retracted. Concatenating every delta
// gives the output text up to the last event; what may follow it in TranslationResult::text is
// only the input's trailing whitespace and, rarely, U+FFFD for byte pieces that never formed a
// character.
struct TokenEvent {
  int sentence = 0;                // index into TranslationResult::sentences
  int token_id = 0;
  std::string piece;               // the sentencepiece piece, e.g. "▁casa"
  std::string delta;               // text appended to the output; always whole UTF-8 characters
  float log_prob = 0.f;            // log-probability of this token under the model
  TokenAttention attention;        // empty without TranslateOptions::report_attention
  std::vector<Span> source_spans;  // [source tokens] bytes of each source token in the input
  Span target_span;                // bytes of `delta` in the final output text
  // Bytes of the final output text, inside target_span, that are protected spans copied
  // verbatim from the source (TranslateOptions::protect_spans).
  std::vector<Span> verbatim_spans;
  // (TranslateOptions::alternatives) the k most likely tokens at this step, best first (the
  // chosen one among them unless forced by a prefix).
  std::vector<TokenAlternative> alternatives;
};

enum class StreamControl { kContinue, kStop };
// Called on the translating thread for every emitted token; return kStop to cancel.
using TokenCallback = std::function<StreamControl(const TokenEvent&)>;

struct SentenceResult {
  Span source_span;                          // bytes of the sentence in the input
  Span target_span;                          // bytes of its translation in the output
  std::vector<int> source_ids;               // including the final EOS
  std::vector<Span> source_token_spans;      // [source tokens] bytes in the input (EOS: empty)
  std::vector<int> target_ids;               // excluding EOS
  std::vector<std::string> target_pieces;
  std::vector<float> target_log_probs;
  std::vector<std::vector<float>> attention; // [target tokens][source tokens], mean of heads
  float score = 0.f;                         // sum of log-probs / length penalty
  // Protected spans: bytes in the input and, at the same index, in the output (the same text,
  // a glossary term's target, a number or a quotation mark written the target's way).
  std::vector<Span> protected_source;
  std::vector<Span> protected_target;
};

struct TranslationResult {
  std::string text;                       // whitespace and line breaks of the input are kept
  std::vector<SentenceResult> sentences;
  bool cancelled = false;                 // the callback returned kStop
};

struct ModelInfo {
  std::string src_lang, tgt_lang;
  int d_model = 0, n_heads = 0, d_ff = 0, encoder_layers = 0, decoder_layers = 0, vocab_size = 0;
  std::string norm, activation, weights;  // "post"/"pre", "relu"/"gelu", "f32"/"int8"
  std::size_t parameters = 0;             // number of weights
  std::size_t shortlist_targets = 0;      // entries of the lexical shortlist table (0: none)
  int shortlist_frequent = 0;             // target tokens every sentence may use
  int glossary_terms = 0;                 // terms of the model's own glossary (0: none)
  int memory_sentences = 0;               // interface strings of the model's memory, ditto (whole sentences)
  int date_formats = 0;                   // the model's date formats, applied with its glossary
  int copied_words = 0;                   // the model's translations of words it copies, ditto
  int known_words = 0;                    // words of the model's list of target words, ditto
  int source_words = 0;                   // words of its list of everyday source words (Title Case), ditto
  int hints = 0;                          // source words of the model's hints, ditto
  float word_reward = 0.f;                // the model's default TranslateOptions::word_reward
  float word_reward_ratio = 1.f;          // and TranslateOptions::word_reward_ratio
  std::size_t file_bytes = 0;
  std::uint32_t data_crc32 = 0;
  int format_version = 0;
};

// What the engine's matrix products and other kernels run on in this process: "scalar", "avx2",
// "wasm-simd128", or "wasm-simd128 + relaxed int8 dot" (heed-relaxed.wasm on an engine that
// lowers that instruction to one; web/README.md, "Relaxed SIMD").
std::string kernels_in_use();
// Tests and benchmarks: in heed-relaxed.wasm, use the relaxed int8 dot wherever it computes
// exactly (true), or never (false). Elsewhere it changes nothing. Results are the same either way.
void use_relaxed_dot(bool use);

class Translator {
 public:
  // Takes ownership of the model file's bytes; tensors are viewed in place where aligned.
  // Throws Error(kInvalidModel) naming the cause (a broken tokenizer: at warm_up()).
  static std::unique_ptr<Translator> from_bytes(std::vector<std::uint8_t> bytes);
  static std::unique_ptr<Translator> from_file(const std::string& path);

  virtual ~Translator() = default;

  // Translates `text` (any number of sentences and paragraphs). Empty text gives an empty result.
  // Throws Error(kInvalidInput) for invalid UTF-8 or invalid options.
  virtual TranslationResult translate(std::string_view text, const TranslateOptions& options = {},
                                      const TokenCallback& on_token = {}) = 0;

  // Translates several texts in one call: result i is what translate(texts[i], options)
  // returns, but with greedy search the sentences of all the texts are decoded side by side
  // (options.batch_sentences), which is faster than one call per text (a page's paragraphs).
  virtual std::vector<TranslationResult> translate_batch(const std::vector<std::string>& texts,
                                                         const TranslateOptions& options = {}) = 0;

  virtual ModelInfo info() const = 0;

  // Builds what translating needs and loading leaves out, the tokenizer (sentencepiece's build
  // of its vocabulary; in a browser ~40 ms on V8's baseline code). translate() does it itself
  // when it is not done; a page calls it once the model is ready and before text comes. Throws
  // Error(kInvalidModel) for a tokenizer the file cannot give (then again at each translate()).
  virtual void warm_up() const = 0;
};

}  // namespace heed
