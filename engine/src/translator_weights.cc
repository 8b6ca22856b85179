#include "translator_weights.h"

#include <string>

namespace heed {
namespace {

using io::DType;

class Binder {
 public:
  explicit Binder(const io::ModelFile& file) : file_(file), c_(file.config()) {}

  // A [out, in] weight with its bias, int8 (+ per-row scale) or f32 as the config says.
  nn::LinearWeights linear(const std::string& prefix, int out, int in) const {
    nn::LinearWeights w;
    w.out = out;
    w.in = in;
    if (c_.int8) {
      w.weight_i8 = file_.get(prefix + ".weight", DType::kI8, {out, in}).as<std::int8_t>();
      w.scale = file_.get(prefix + ".weight.scale", DType::kF32, {out}).as<float>();
    } else {
      w.weight_f32 = file_.get(prefix + ".weight", DType::kF32, {out, in}).as<float>();
    }
    w.bias = file_.get(prefix + ".bias", DType::kF32, {out}).as<float>();
    return w;
  }

  nn::NormWeights norm(const std::string& prefix) const {
    return {file_.get(prefix + ".weight", DType::kF32, {c_.d_model}).as<float>(),
            file_.get(prefix + ".bias", DType::kF32, {c_.d_model}).as<float>()};
  }

  nn::AttentionWeights attention(const std::string& prefix) const {
    const int d = c_.d_model;
    return {linear(prefix + ".q_proj", d, d), linear(prefix + ".k_proj", d, d),
            linear(prefix + ".v_proj", d, d), linear(prefix + ".o_proj", d, d)};
  }

  nn::FeedForwardWeights ffn(const std::string& prefix) const {
    return {linear(prefix + ".fc1", c_.d_ff, c_.d_model), linear(prefix + ".fc2", c_.d_model, c_.d_ff)};
  }

  nn::EmbeddingWeights embedding() const {
    nn::EmbeddingWeights w;
    w.vocab = c_.vocab_size;
    w.d = c_.d_model;
    if (c_.int8) {
      w.table_i8 = file_.get("embed.weight", DType::kI8, {w.vocab, w.d}).as<std::int8_t>();
      w.scale = file_.get("embed.weight.scale", DType::kF32, {w.vocab}).as<float>();
    } else {
      w.table_f32 = file_.get("embed.weight", DType::kF32, {w.vocab, w.d}).as<float>();
    }
    w.output_bias = file_.get("output.bias", DType::kF32, {w.vocab}).as<float>();
    return w;
  }

 private:
  const io::ModelFile& file_;
  const io::ModelConfig& c_;
};

}  // namespace

nn::TransformerConfig transformer_config(const io::ModelConfig& config) {
  nn::TransformerConfig c;
  c.d_model = config.d_model;
  c.n_heads = config.n_heads;
  c.d_ff = config.d_ff;
  c.pre_norm = config.pre_norm;
  c.gelu = config.gelu;
  c.layer_norm_eps = config.layer_norm_eps;
  return c;
}

nn::TransformerWeights bind_weights(const io::ModelFile& file) {
  const io::ModelConfig& c = file.config();
  Binder bind(file);
  nn::TransformerWeights w;
  w.embed = bind.embedding();
  for (int i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i);
    w.encoder.push_back({bind.attention(p + ".self_attn"), bind.norm(p + ".norm1"),
                         bind.norm(p + ".norm2"), bind.ffn(p + ".ffn")});
  }
  for (int i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i);
    w.decoder.push_back({bind.attention(p + ".self_attn"), bind.attention(p + ".cross_attn"),
                         bind.norm(p + ".norm1"), bind.norm(p + ".norm2"), bind.norm(p + ".norm3"),
                         bind.ffn(p + ".ffn")});
  }
  if (c.pre_norm) {
    w.encoder_final = bind.norm("encoder.final_norm");
    w.decoder_final = bind.norm("decoder.final_norm");
  }
  return w;
}

}  // namespace heed
