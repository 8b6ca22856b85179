// heed::TokenEvent as a plain JS object:
//   { sentence, tokenId, piece, delta, logProb, attention: [source],
//     headAttention: [heads][source], layerAttention?: [layers][heads][source],
//     sourceSpans: [source], targetSpan, verbatimSpans: [spans],
//     alternatives?: [{ tokenId, piece, logProb }] }
// sourceSpans index the input, targetSpan and verbatimSpans the output text, in UTF-16 code
// units.
#include "bindings.h"

namespace heed_wasm {

val TokenEventConverter::operator()(const heed::TokenEvent& e) {
  // The output is not known yet, so targetSpan is counted from the deltas. Output bytes that
  // were never streamed (a detokeniser flush at a sentence end) are counted one unit per byte;
  // the final result's spans are exact.
  output_units_ += std::max(0, e.target_span.begin - output_bytes_);
  const int begin = output_units_;
  output_units_ += Utf16Offsets(e.delta)(static_cast<int>(e.delta.size()));
  output_bytes_ = e.target_span.end;

  val span = val::object();
  span.set("begin", begin);
  span.set("end", output_units_);
  val heads = val::array();
  for (std::size_t h = 0; h < e.head_attention.size(); ++h) heads.set(h, floats_to_js(e.head_attention[h]));

  val out = val::object();
  out.set("sentence", e.sentence);
  out.set("tokenId", e.token_id);
  out.set("piece", val(e.piece));
  out.set("delta", val(e.delta));
  out.set("logProb", e.log_prob);
  out.set("attention", floats_to_js(e.attention));
  out.set("headAttention", heads);
  if (!e.layer_attention.empty()) {  // only when reportAllLayers was asked for
    val layers = val::array();
    for (std::size_t l = 0; l < e.layer_attention.size(); ++l) {
      val layer = val::array();
      for (std::size_t h = 0; h < e.layer_attention[l].size(); ++h)
        layer.set(h, floats_to_js(e.layer_attention[l][h]));
      layers.set(l, layer);
    }
    out.set("layerAttention", layers);
  }
  out.set("sourceSpans", spans_to_js(e.source_spans, source_));
  out.set("targetSpan", span);
  // Protected spans inside this delta: bytes of the output -> units, counted within the delta.
  const Utf16Offsets in_delta(e.delta);
  val verbatim = val::array();
  for (std::size_t i = 0; i < e.verbatim_spans.size(); ++i) {
    const heed::Span v = e.verbatim_spans[i];
    val at = val::object();
    at.set("begin", begin + in_delta(v.begin - e.target_span.begin));
    at.set("end", begin + in_delta(v.end - e.target_span.begin));
    verbatim.set(i, at);
  }
  out.set("verbatimSpans", verbatim);
  if (!e.alternatives.empty()) {  // only when alternatives were asked for
    val alternatives = val::array();
    for (std::size_t i = 0; i < e.alternatives.size(); ++i) {
      val a = val::object();
      a.set("tokenId", e.alternatives[i].token_id);
      a.set("piece", val(e.alternatives[i].piece));
      a.set("logProb", e.alternatives[i].log_prob);
      alternatives.set(i, a);
    }
    out.set("alternatives", alternatives);
  }
  return out;
}

}  // namespace heed_wasm
