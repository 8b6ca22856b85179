// heed::TranslationResult / SentenceResult as plain JS objects:
//   { text, cancelled, sentences: [{ sourceSpan, targetSpan, sourceIds, sourceTokenSpans,
//     targetIds, targetPieces, targetLogProbs, attention: [target][source], score,
//     protectedSource: [spans], protectedTarget: [spans] }] }
// Source spans index the input string, target spans `text`, both in UTF-16 code units.
#include "bindings.h"

namespace heed_wasm {
namespace {

val sentence_to_js(const heed::SentenceResult& s, const Utf16Offsets& source,
                   const Utf16Offsets& target) {
  val out = val::object();
  out.set(HEED_JS_STRING("sourceSpan"), span_to_js(s.source_span, source));
  out.set(HEED_JS_STRING("targetSpan"), span_to_js(s.target_span, target));
  out.set(HEED_JS_STRING("sourceIds"), ints_to_js(s.source_ids));
  out.set(HEED_JS_STRING("sourceTokenSpans"), spans_to_js(s.source_token_spans, source));
  out.set(HEED_JS_STRING("targetIds"), ints_to_js(s.target_ids));
  out.set(HEED_JS_STRING("targetPieces"), strings_to_js(s.target_pieces));
  out.set(HEED_JS_STRING("targetLogProbs"), floats_to_js(s.target_log_probs));
  val attention = val::array();
  for (std::size_t t = 0; t < s.attention.size(); ++t) attention.set(t, floats_to_js(s.attention[t]));
  out.set(HEED_JS_STRING("attention"), attention);
  out.set(HEED_JS_STRING("score"), s.score);
  out.set(HEED_JS_STRING("protectedSource"), spans_to_js(s.protected_source, source));
  out.set(HEED_JS_STRING("protectedTarget"), spans_to_js(s.protected_target, target));
  return out;
}

}  // namespace

val result_to_js(const heed::TranslationResult& result, const Utf16Offsets& source) {
  const Utf16Offsets target(result.text);
  val sentences = val::array();
  for (std::size_t i = 0; i < result.sentences.size(); ++i) {
    sentences.set(i, sentence_to_js(result.sentences[i], source, target));
  }
  val out = val::object();
  out.set(HEED_JS_STRING("text"), val(result.text));
  out.set(HEED_JS_STRING("sentences"), sentences);
  out.set(HEED_JS_STRING("cancelled"), result.cancelled);
  return out;
}

}  // namespace heed_wasm
