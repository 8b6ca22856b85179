// heed::Span and the plain arrays of results and events, as JS values.
#include <emscripten/val.h>

#include <algorithm>

#include "bindings.h"

namespace heed_wasm {

using emscripten::typed_memory_view;

Utf16Offsets::Utf16Offsets(const std::string& utf8) : units_(utf8.size() + 1, 0) {
  int units = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    units_[i] = units;
    const unsigned char c = static_cast<unsigned char>(utf8[i]);
    // A lead byte starts a code point: 4-byte sequences are surrogate pairs in UTF-16.
    if ((c & 0xC0) != 0x80) units += (c >= 0xF0) ? 2 : 1;
  }
  units_[utf8.size()] = units;
}

int Utf16Offsets::operator()(int byte) const {
  const int last = static_cast<int>(units_.size()) - 1;
  return units_[std::clamp(byte, 0, last)];
}

val span_to_js(const heed::Span& span, const Utf16Offsets& offsets) {
  val out = val::object();
  out.set(HEED_JS_STRING("begin"), offsets(span.begin));
  out.set(HEED_JS_STRING("end"), offsets(span.end));
  return out;
}

val spans_to_js(const std::vector<heed::Span>& spans, const Utf16Offsets& offsets) {
  val out = val::array();
  for (std::size_t i = 0; i < spans.size(); ++i) out.set(i, span_to_js(spans[i], offsets));
  return out;
}

// Array.from over a view of the wasm heap copies in one JS call instead of one per element.
// Array.from called as a plain function (no `this`) makes a plain Array, so it is looked up once.
template <class T>
val numbers_to_js(const std::vector<T>& values) {
  static const val array_from = val::global("Array")["from"];
  return array_from(val(typed_memory_view(values.size(), values.data())));
}

val ints_to_js(const std::vector<int>& values) { return numbers_to_js(values); }
val floats_to_js(const std::vector<float>& values) { return numbers_to_js(values); }

val strings_to_js(const std::vector<std::string>& values) {
  val out = val::array();
  for (std::size_t i = 0; i < values.size(); ++i) out.set(i, val(values[i]));
  return out;
}

}  // namespace heed_wasm
