// The one Embind class, `Translator`:
//   const t = Module.Translator.fromBytes(uint8ArrayOrArrayBuffer);  // throws 'invalid-model'
//   const t = Module.Translator.fromBuffer(modelBuffer);  // the same from bytes already in the
//                                           heap (bind_model_buffer.cc); empties the buffer
//   t.translate(text, options)           -> result object (bind_translation_result.cc)
//   t.translateBatch(texts, options)     -> one result object per text, as translate gives it;
//                                           greedy search decodes their sentences side by side
//   t.stream(text, options, onToken)     -> the same; onToken(event) per emitted token, and
//                                           returning false or "stop" cancels (cancelled: true)
//   t.info()                             -> model description (bind_model_info.cc)
//   t.warmUp()                           -> builds the tokenizer now (the first translation
//                                           does it otherwise); throws 'invalid-model'
//   t.delete()                           -> frees the model; Embind objects are not collected
//   Module.kernels()                     -> what the kernels run on ("wasm-simd128", or with
//                                           " + relaxed int8 dot" in heed-relaxed.wasm)
//   Module.useRelaxedDot(bool)           -> tests and benchmarks: force the relaxed dot on or off
// Every argument is taken as a JS value and converted inside call_engine(), so a failed call
// leaves no C++ object or Embind temporary behind.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bindings.h"

namespace heed_wasm {
namespace {

std::string text_from_js(const val& text) {
  if (!text.isString()) throw heed::Error(heed::Error::Code::kInvalidInput, "text must be a string");
  return text.as<std::string>();
}

std::vector<std::uint8_t> bytes_from_js(const val& bytes) {
  // A Uint8Array view of the caller's memory (no copy yet), then one copy into the wasm heap.
  val view = val::undefined();
  if (bytes.instanceof(val::global("ArrayBuffer"))) {
    view = val::global("Uint8Array").new_(bytes);
  } else if (val::global("ArrayBuffer").call<bool>("isView", bytes)) {
    view = val::global("Uint8Array").new_(bytes["buffer"], bytes["byteOffset"], bytes["byteLength"]);
  } else {
    throw heed::Error(heed::Error::Code::kInvalidInput, "model bytes must be an ArrayBuffer or a typed array");
  }
  return emscripten::convertJSArrayToNumberVector<std::uint8_t>(view);
}

class JsTranslator {
 public:
  explicit JsTranslator(std::unique_ptr<heed::Translator> engine) : engine_(std::move(engine)) {}

  static std::unique_ptr<JsTranslator> from_bytes(val bytes) {
    std::unique_ptr<JsTranslator> out;
    call_engine([&] {
      out = std::make_unique<JsTranslator>(heed::Translator::from_bytes(bytes_from_js(bytes)));
      return val::undefined();
    });
    return out;
  }

  static std::unique_ptr<JsTranslator> from_buffer(ModelBuffer& buffer) {
    std::unique_ptr<JsTranslator> out;
    call_engine([&] {
      out = std::make_unique<JsTranslator>(heed::Translator::from_bytes(buffer.take()));
      return val::undefined();
    });
    return out;
  }

  val translate(val text, val options) { return stream(text, options, val::undefined()); }

  val stream(val text, val options, val on_token) {
    return call_engine([&] {
      const std::string input = text_from_js(text);
      const heed::TranslateOptions opts = options_from_js(options);
      const Utf16Offsets source(input);
      heed::TokenCallback callback;
      TokenEventConverter to_js(source);
      if (!on_token.isUndefined() && !on_token.isNull()) {
        if (on_token.typeOf().as<std::string>() != "function") {
          throw heed::Error(heed::Error::Code::kInvalidInput, "onToken must be a function");
        }
        callback = [&](const heed::TokenEvent& event) {
          const val answer = on_token(to_js(event));
          const bool stop = answer.isFalse() || answer.strictlyEquals(HEED_JS_STRING("stop"));
          return stop ? heed::StreamControl::kStop : heed::StreamControl::kContinue;
        };
      }
      return result_to_js(engine_->translate(input, opts, callback), source);
    });
  }

  val translate_batch(val texts, val options) {
    return call_engine([&] {
      if (!texts.isArray()) throw heed::Error(heed::Error::Code::kInvalidInput, "texts must be an array of strings");
      const unsigned count = texts["length"].as<unsigned>();
      std::vector<std::string> inputs;
      inputs.reserve(count);
      for (unsigned i = 0; i < count; ++i) inputs.push_back(text_from_js(texts[i]));
      const std::vector<heed::TranslationResult> results = engine_->translate_batch(inputs, options_from_js(options));
      val out = val::array();
      for (unsigned i = 0; i < count; ++i) out.call<void>("push", result_to_js(results[i], Utf16Offsets(inputs[i])));
      return out;
    });
  }

  val info() const {
    return call_engine([&] { return info_to_js(engine_->info()); });
  }

  void warm_up() const {
    call_engine([&] {
      engine_->warm_up();
      return val::undefined();
    });
  }

 private:
  std::unique_ptr<heed::Translator> engine_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(heed_translator) {
  emscripten::class_<JsTranslator>("Translator")
      .class_function("fromBytes", &JsTranslator::from_bytes)
      .class_function("fromBuffer", &JsTranslator::from_buffer)
      .function("translate", &JsTranslator::translate)
      .function("stream", &JsTranslator::stream)
      .function("translateBatch", &JsTranslator::translate_batch)
      .function("info", &JsTranslator::info)
      .function("warmUp", &JsTranslator::warm_up);
  emscripten::function("kernels", &heed::kernels_in_use);
  emscripten::function("useRelaxedDot", &heed::use_relaxed_dot);
}

}  // namespace heed_wasm
