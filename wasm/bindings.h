// Conversions between the public C++ API (engine/include only) and plain JS values, one
// bind_*.cc file per exposed type. Shared by bind_translator.cc, which declares the Embind class.
//
// Every span that reaches JS is in UTF-16 code units, so `text.slice(begin, end)` works on the
// JS string; the engine's byte spans never leave C++.
#pragma once

#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "heed/translator.h"

// A JS string made once per use site, for property names set per token, span or sentence:
// val::set("name", ...) and val("text") turn a C string into a JS string on every call (Embind
// reads it byte by byte in JS), which was 7.8% of the page's beam-4 road in a CPU profile.
#define HEED_JS_STRING(literal) \
  ([]() -> const ::emscripten::val& { static const ::emscripten::val cached(literal); return cached; }())

namespace heed_wasm {

using emscripten::val;

// Maps byte offsets of a UTF-8 string to UTF-16 code-unit offsets (valid UTF-8 assumed: the
// engine rejects anything else before any span is produced).
class Utf16Offsets {
 public:
  explicit Utf16Offsets(const std::string& utf8);
  int operator()(int byte) const;  // byte in [0, size]; out-of-range bytes are clamped
 private:
  std::vector<int> units_;  // [bytes + 1]
};

// bind_span.cc
val span_to_js(const heed::Span& span, const Utf16Offsets& offsets);
val spans_to_js(const std::vector<heed::Span>& spans, const Utf16Offsets& offsets);
// Plain JS arrays (not typed arrays) so results survive JSON.stringify and structuredClone.
val ints_to_js(const std::vector<int>& values);
val floats_to_js(const std::vector<float>& values);
val strings_to_js(const std::vector<std::string>& values);

// bind_translate_options.cc: reads a partial options object; missing fields keep the C++
// defaults, ill-typed ones throw heed::Error(kInvalidInput).
heed::TranslateOptions options_from_js(const val& options);

// bind_translation_result.cc
val result_to_js(const heed::TranslationResult& result, const Utf16Offsets& source);

// bind_token_event.cc: turns engine events into JS objects with UTF-16 spans. One per call.
class TokenEventConverter {
 public:
  explicit TokenEventConverter(const Utf16Offsets& source) : source_(source) {}
  val operator()(const heed::TokenEvent& event);

 private:
  const Utf16Offsets& source_;
  int output_bytes_ = 0;  // bytes of output text before the next event
  int output_units_ = 0;  // the same length in UTF-16 code units
};

// bind_model_buffer.cc: a model file's bytes, written by JS straight into the wasm heap.
// Why: fromBytes copies a filled JS buffer, so a model streamed from the network or read from
// a Blob would be written twice, and memory touched for the first time costs ~6 ms/MB on the
// VMs we measure on. Filled chunk by chunk, the heap holds the only full copy.
class ModelBuffer {
 public:
  static constexpr std::size_t kMaxBytes = std::size_t{1} << 30;  // wasm32 heap: 2 GiB at most
  explicit ModelBuffer(std::vector<std::uint8_t> bytes) : bytes_(std::move(bytes)) {}
  std::size_t size() const { return bytes_.size(); }
  // Uint8Array over the bytes. Valid until the heap grows: fetch one per write.
  val view();
  // Moves the bytes out; the buffer is empty afterwards.
  std::vector<std::uint8_t> take() { return std::move(bytes_); }

 private:
  std::vector<std::uint8_t> bytes_;
};

// bind_model_info.cc
val info_to_js(const heed::ModelInfo& info);

// bind_error.cc: a JS Error carrying the engine's message and a code
// ('invalid-model' | 'invalid-input' | 'internal' | 'out-of-memory').
val error_to_js(const char* code, const std::string& message);
const char* error_code(heed::Error::Code code);

// Runs `body`; a C++ exception becomes a thrown JS Error. The JS throw happens after the catch
// block has finished, so every C++ object of the failed call has already been destroyed.
// Exceptions thrown by JS callbacks are not C++ exceptions and pass through unchanged.
template <class Body>
val call_engine(Body&& body) {
  val error = val::undefined();
  try {
    return body();
  } catch (const heed::Error& e) {
    error = error_to_js(error_code(e.code()), e.what());
  } catch (const std::bad_alloc&) {
    error = error_to_js("out-of-memory", "out of memory (the wasm heap could not grow)");
  } catch (const std::exception& e) {
    error = error_to_js("internal", e.what());
  }
  error.throw_();
}

}  // namespace heed_wasm
