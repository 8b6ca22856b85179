// heed::TranslateOptions from a partial JS object:
//   { beam, lengthPenalty, maxLengthRatio, maxLengthExtra, maxLength, attentionLayer,
//     reportAttention, reportAllLayers, shortlist, protectSpans, matchCase, blockRepeats }
// Missing or undefined fields keep the engine's defaults; other keys are ignored (web/ passes
// its own, such as `signal`). Range checks stay in the engine, which names the bad value.
#include <string>

#include "bindings.h"

namespace heed_wasm {
namespace {

[[noreturn]] void bad_option(const char* key, const char* wanted) {
  throw heed::Error(heed::Error::Code::kInvalidInput,
                    std::string("options.") + key + " must be " + wanted);
}

void read_int(const val& options, const char* key, int* out) {
  const val v = options[key];
  if (v.isUndefined()) return;
  if (!val::global("Number").call<bool>("isSafeInteger", v)) bad_option(key, "an integer");
  const double d = v.as<double>();
  if (d < -1e6 || d > 1e6) bad_option(key, "an integer of reasonable size");
  *out = static_cast<int>(d);
}

void read_float(const val& options, const char* key, float* out) {
  const val v = options[key];
  if (v.isUndefined()) return;
  if (!v.isNumber()) bad_option(key, "a number");
  *out = static_cast<float>(v.as<double>());
}

void read_bool(const val& options, const char* key, bool* out) {
  const val v = options[key];
  if (v.isUndefined()) return;
  if (!v.isTrue() && !v.isFalse()) bad_option(key, "a boolean");
  *out = v.isTrue();
}

}  // namespace

heed::TranslateOptions options_from_js(const val& options) {
  heed::TranslateOptions o;
  if (options.isUndefined() || options.isNull()) return o;
  if (options.typeOf().as<std::string>() != "object") {
    throw heed::Error(heed::Error::Code::kInvalidInput, "options must be an object");
  }
  read_int(options, "beam", &o.beam_size);
  read_float(options, "lengthPenalty", &o.length_penalty);
  read_float(options, "maxLengthRatio", &o.max_length_ratio);
  read_int(options, "maxLengthExtra", &o.max_length_extra);
  read_int(options, "maxLength", &o.max_length);
  read_int(options, "attentionLayer", &o.attention_layer);
  read_bool(options, "reportAttention", &o.report_attention);
  read_bool(options, "reportAllLayers", &o.report_all_layers);
  read_bool(options, "shortlist", &o.use_shortlist);
  read_bool(options, "protectSpans", &o.protect_spans);
  read_bool(options, "matchCase", &o.match_case);
  read_bool(options, "blockRepeats", &o.block_repeats);
  return o;
}

}  // namespace heed_wasm
