// heed::TranslateOptions from a partial JS object:
//   { beam, lengthPenalty, maxLengthRatio, maxLengthExtra, maxLength, attentionLayer,
//     reportAttention, reportAllLayers, shortlist, protectSpans, matchCase, blockRepeats,
//     glossary: {source: target}, doNotTranslate: [term], modelGlossary, prefix: string, alternatives,
//     batchSentences }
// Missing or undefined fields keep the engine's defaults; other keys are ignored (web/ passes
// its own, such as `signal`). Range checks stay in the engine, which names the bad value.
#include <optional>
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

// Like read_float, for an option whose absence means "the model's own value".
void read_optional_float(const val& options, const char* key, std::optional<float>* out) {
  if (options[key].isUndefined()) return;
  float v = 0.f;
  read_float(options, key, &v);
  *out = v;
}

void read_bool(const val& options, const char* key, bool* out) {
  const val v = options[key];
  if (v.isUndefined()) return;
  if (!v.isTrue() && !v.isFalse()) bad_option(key, "a boolean");
  *out = v.isTrue();
}

// glossary: { source: target, ... } (plain object of strings); doNotTranslate: [term, ...].
void read_glossary(const val& options, heed::TranslateOptions* o) {
  const val glossary = options["glossary"];
  if (!glossary.isUndefined() && !glossary.isNull()) {
    if (glossary.typeOf().as<std::string>() != "object" || val::global("Array").call<bool>("isArray", glossary))
      bad_option("glossary", "an object of source -> target strings");
    const val entries = val::global("Object").call<val>("entries", glossary);
    const int n = entries["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      const val pair = entries[i];
      if (!pair[1].isString()) bad_option("glossary", "an object of source -> target strings");
      o->glossary.emplace_back(pair[0].as<std::string>(), pair[1].as<std::string>());
    }
  }
  const val keep = options["doNotTranslate"];
  if (!keep.isUndefined() && !keep.isNull()) {
    if (!val::global("Array").call<bool>("isArray", keep)) bad_option("doNotTranslate", "an array of strings");
    const int n = keep["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      if (!keep[i].isString()) bad_option("doNotTranslate", "an array of strings");
      const std::string term = keep[i].as<std::string>();
      o->glossary.emplace_back(term, term);
    }
  }
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
  // Absent: the model's own defaults (ModelInfo.wordReward, .wordRewardRatio).
  read_optional_float(options, "wordReward", &o.word_reward);
  read_optional_float(options, "wordRewardRatio", &o.word_reward_ratio);
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
  read_glossary(options, &o);
  read_bool(options, "modelGlossary", &o.model_glossary);
  read_int(options, "alternatives", &o.alternatives);
  read_int(options, "batchSentences", &o.batch_sentences);
  const val prefix = options["prefix"];
  if (!prefix.isUndefined() && !prefix.isNull()) {
    if (!prefix.isString()) bad_option("prefix", "a string");
    o.target_prefix = prefix.as<std::string>();
  }
  return o;
}

}  // namespace heed_wasm
