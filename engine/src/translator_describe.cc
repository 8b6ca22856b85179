#include "translator_describe.h"

#include <cstddef>

namespace heed {

ModelInfo describe_file(const io::ModelFile& file, bool has_shortlist) {
  const io::ModelConfig& c = file.config();
  ModelInfo m;
  m.src_lang = c.src_lang;
  m.tgt_lang = c.tgt_lang;
  m.d_model = c.d_model;
  m.n_heads = c.n_heads;
  m.d_ff = c.d_ff;
  m.encoder_layers = c.encoder_layers;
  m.decoder_layers = c.decoder_layers;
  m.vocab_size = c.vocab_size;
  m.norm = c.pre_norm ? "pre" : "post";
  m.activation = c.gelu ? "gelu" : "relu";
  m.weights = c.int8 ? "int8" : "f32";
  // Weights only: int8 bytes and their scales are one parameter's storage, the shortlist no
  // parameter at all.
  for (const io::TensorView& t : file.tensors()) {
    if (t.dtype == io::DType::kU8 || t.name.ends_with(".scale") || t.name.starts_with("shortlist.")) continue;
    std::size_t n = 1;
    for (auto dim : t.shape) n *= static_cast<std::size_t>(dim);
    m.parameters += n;
  }
  m.word_reward = c.word_reward;
  m.word_reward_ratio = c.word_reward_ratio;
  if (has_shortlist) {
    m.shortlist_targets = static_cast<std::size_t>(file.find("shortlist.targets")->shape[0]);
    m.shortlist_frequent = static_cast<int>(file.find("shortlist.frequent")->shape[0]);
  }
  m.file_bytes = file.file_bytes();
  m.data_crc32 = file.data_crc32();
  m.format_version = file.format_version();
  return m;
}

}  // namespace heed
