#include "io/model_config.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/check.h"
#include "io/json_reader.h"

namespace heed::io {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& message) {
  throw_error(Error::Code::kInvalidModel, "model config: " + message);
}

const json& require(const json& config, const char* key) {
  const auto it = config.find(key);
  if (it == config.end()) fail(std::string("missing key '") + key + "'");
  return *it;
}

// Integers must be JSON integers: 512.0 or "512" is an exporter bug worth reporting.
int read_int(const json& config, const char* key, std::int64_t lo, std::int64_t hi) {
  const json& v = require(config, key);
  if (!v.is_number_integer()) {
    fail(std::string(key) + " must be an integer, got " + json_excerpt(v));
  }
  // Unsigned values above INT64_MAX are out of range whatever the bounds.
  const bool too_big = v.is_number_unsigned() &&
                       v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
  const std::int64_t x = too_big ? INT64_MAX : v.get<std::int64_t>();
  if (too_big || x < lo || x > hi) {
    fail(std::string(key) + " = " + json_excerpt(v) + " out of range [" + std::to_string(lo) +
         ", " + std::to_string(hi) + "]");
  }
  return static_cast<int>(x);
}

std::string read_string(const json& config, const char* key) {
  const json& v = require(config, key);
  if (!v.is_string()) fail(std::string(key) + " must be a string, got " + json_excerpt(v));
  return v.get<std::string>();
}

// Returns true for `yes`, false for `no`, and fails naming both for anything else.
bool read_choice(const json& config, const char* key, const char* yes, const char* no) {
  const std::string v = read_string(config, key);
  if (v == yes) return true;
  if (v == no) return false;
  fail(std::string(key) + " '" + printable(v) + "' unknown (expected '" + yes + "' or '" + no +
       "')");
}

// An optional number in [lo, hi]: absent keeps *out; anything else (a string, NaN) fails.
void read_optional_number(const json& config, const char* key, float lo, float hi, float* out) {
  const auto it = config.find(key);
  if (it == config.end()) return;
  const double v = it->is_number() ? it->get<double>() : NAN;
  if (!(v >= lo && v <= hi)) {
    char range[64];
    std::snprintf(range, sizeof range, " out of range [%g, %g]", lo, hi);
    fail(std::string(key) + " " + json_excerpt(*it) + range);
  }
  *out = static_cast<float>(v);
}

// Language tags like "en", "es", "zh-Hant": short, ASCII letters, digits, '-' and '_'.
std::string read_lang(const json& config, const char* key) {
  std::string v = read_string(config, key);
  bool ok = !v.empty() && v.size() <= 35;
  for (char c : v) {
    ok = ok && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                c == '-' || c == '_');
  }
  if (!ok) fail(std::string(key) + " '" + printable(v) + "' is not a language tag");
  return v;
}

}  // namespace

ModelConfig parse_model_config(std::string_view text) {
  const json config = parse_json_strict(text, "heed.config");
  if (!config.is_object()) {
    throw_error(Error::Code::kInvalidModel, "heed.config is not a JSON object");
  }
  ModelConfig c;
  c.src_lang = read_lang(config, "src_lang");
  c.tgt_lang = read_lang(config, "tgt_lang");
  c.d_model = read_int(config, "d_model", 1, kMaxDModel);
  c.n_heads = read_int(config, "n_heads", 1, kMaxHeads);
  if (c.d_model % c.n_heads != 0) {
    fail("d_model " + std::to_string(c.d_model) + " is not divisible by n_heads " +
         std::to_string(c.n_heads));
  }
  c.d_ff = read_int(config, "d_ff", 1, kMaxDFF);
  c.encoder_layers = read_int(config, "encoder_layers", 1, kMaxLayers);
  c.decoder_layers = read_int(config, "decoder_layers", 1, kMaxLayers);
  c.vocab_size = read_int(config, "vocab_size", 1, kMaxVocab);
  c.max_positions = read_int(config, "max_positions", 1, kMaxPositions);
  c.pre_norm = read_choice(config, "norm", "pre", "post");
  c.gelu = read_choice(config, "activation", "gelu", "relu");
  c.int8 = read_choice(config, "weights", "int8", "f32");

  const json& eps = require(config, "layer_norm_eps");
  // Zero would divide by ~0 for a constant row; anything near 1 is surely a units mistake.
  const double eps_value = eps.is_number() ? eps.get<double>() : NAN;
  if (!(eps_value > 0.0 && eps_value <= 0.1)) {
    fail("layer_norm_eps " + json_excerpt(eps) + " out of range (0, 0.1]");
  }
  c.layer_norm_eps = static_cast<float>(eps_value);
  if (!(c.layer_norm_eps > 0.0f)) fail("layer_norm_eps " + json_excerpt(eps) + " underflows float");

  // Special ids index the embedding table, so each must lie inside the vocabulary.
  c.pad_id = read_int(config, "pad_id", INT32_MIN, INT32_MAX);
  c.bos_id = read_int(config, "bos_id", INT32_MIN, INT32_MAX);
  c.eos_id = read_int(config, "eos_id", INT32_MIN, INT32_MAX);
  c.unk_id = read_int(config, "unk_id", INT32_MIN, INT32_MAX);
  const std::pair<const char*, int> ids[] = {
      {"pad_id", c.pad_id}, {"bos_id", c.bos_id}, {"eos_id", c.eos_id}, {"unk_id", c.unk_id}};
  for (const auto& [key, id] : ids) {
    if (id < 0 || id >= c.vocab_size) {
      fail(std::string(key) + " " + std::to_string(id) + " outside vocabulary of " +
           std::to_string(c.vocab_size));
    }
  }
  read_optional_number(config, "word_reward", -kMaxWordReward, kMaxWordReward, &c.word_reward);
  read_optional_number(config, "word_reward_ratio", kMinWordRewardRatio, kMaxWordRewardRatio, &c.word_reward_ratio);
  return c;
}

}  // namespace heed::io
