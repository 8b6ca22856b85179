// heed::TokenEvent as a plain JS object:
//   { sentence, tokenId, piece, delta, logProb,
//     crossAttention?: { weights: Float32Array [layers][heads][source], layer, firstLayer,
//                        layers, heads, source },
//     sourceSpans: [source], targetSpan, verbatimSpans: [spans],
//     alternatives?: [{ tokenId, piece, logProb }] }
// sourceSpans index the input, targetSpan and verbatimSpans the output text, in UTF-16 code
// units. The attention block is copied once, as it is (web/alignment.js selects and averages).
#include <emscripten/val.h>

#include "bindings.h"

namespace heed_wasm {
namespace {

// One Float32Array of its own (not a view of the heap, which the next allocation may move).
val attention_to_js(const heed::TokenAttention& a) {
  val out = val::object();
  out.set(HEED_JS_STRING("weights"), val(emscripten::typed_memory_view(a.weights.size(), a.weights.data())).call<val>("slice"));
  out.set(HEED_JS_STRING("layer"), a.layer);
  out.set(HEED_JS_STRING("firstLayer"), a.first_layer);
  out.set(HEED_JS_STRING("layers"), a.layers);
  out.set(HEED_JS_STRING("heads"), a.heads);
  out.set(HEED_JS_STRING("source"), a.source);
  return out;
}

}  // namespace

val TokenEventConverter::operator()(const heed::TokenEvent& e) {
  // The output is not known yet, so targetSpan is counted from the deltas. Output bytes that
  // were never streamed (a detokeniser flush at a sentence end) are counted one unit per byte;
  // the final result's spans are exact.
  output_units_ += std::max(0, e.target_span.begin - output_bytes_);
  const int begin = output_units_;
  output_units_ += Utf16Offsets(e.delta)(static_cast<int>(e.delta.size()));
  output_bytes_ = e.target_span.end;

  val span = val::object();
  span.set(HEED_JS_STRING("begin"), begin);
  span.set(HEED_JS_STRING("end"), output_units_);

  val out = val::object();
  out.set(HEED_JS_STRING("sentence"), e.sentence);
  out.set(HEED_JS_STRING("tokenId"), e.token_id);
  out.set(HEED_JS_STRING("piece"), val(e.piece));
  out.set(HEED_JS_STRING("delta"), val(e.delta));
  out.set(HEED_JS_STRING("logProb"), e.log_prob);
  if (e.attention.layers > 0) out.set(HEED_JS_STRING("crossAttention"), attention_to_js(e.attention));
  out.set(HEED_JS_STRING("sourceSpans"), spans_to_js(e.source_spans, source_));
  out.set(HEED_JS_STRING("targetSpan"), span);
  // Protected spans inside this delta: bytes of the output -> units, counted within the delta.
  const Utf16Offsets in_delta(e.delta);
  val verbatim = val::array();
  for (std::size_t i = 0; i < e.verbatim_spans.size(); ++i) {
    const heed::Span v = e.verbatim_spans[i];
    val at = val::object();
    at.set(HEED_JS_STRING("begin"), begin + in_delta(v.begin - e.target_span.begin));
    at.set(HEED_JS_STRING("end"), begin + in_delta(v.end - e.target_span.begin));
    verbatim.set(i, at);
  }
  out.set(HEED_JS_STRING("verbatimSpans"), verbatim);
  if (!e.alternatives.empty()) {  // only when alternatives were asked for
    val alternatives = val::array();
    for (std::size_t i = 0; i < e.alternatives.size(); ++i) {
      val a = val::object();
      a.set(HEED_JS_STRING("tokenId"), e.alternatives[i].token_id);
      a.set(HEED_JS_STRING("piece"), val(e.alternatives[i].piece));
      a.set(HEED_JS_STRING("logProb"), e.alternatives[i].log_prob);
      alternatives.set(i, a);
    }
    out.set(HEED_JS_STRING("alternatives"), alternatives);
  }
  return out;
}

}  // namespace heed_wasm
