// Reads a Heed model file (safetensors, see FORMAT.md) from bytes: header, version, checksum,
// tensor table, config. Knows nothing of layers: it hands out typed, shape-checked views.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "heed/error.h"  // heed::Error

namespace heed::io {

enum class DType { kF32, kI8, kU8, kU16, kI32 };
const char* dtype_name(DType dtype);

struct TensorView {
  std::string name;
  DType dtype = DType::kF32;
  std::vector<std::int64_t> shape;
  const void* data = nullptr;  // aligned to at least the dtype's size
  std::size_t bytes = 0;
  template <class T> const T* as() const { return static_cast<const T*>(data); }
};

struct ModelConfig {
  std::string src_lang, tgt_lang;
  int d_model = 0, n_heads = 0, d_ff = 0, encoder_layers = 0, decoder_layers = 0;
  int vocab_size = 0, max_positions = 0;
  bool pre_norm = false;   // "norm": "pre" | "post"
  bool gelu = false;       // "activation": "gelu" | "relu"
  bool int8 = false;       // "weights": "int8" | "f32"
  float layer_norm_eps = 1e-5f;
  int pad_id = 0, bos_id = 1, eos_id = 2, unk_id = 3;
  // Decoding default the model was tuned with (optional key; FORMAT.md): score bonus per target
  // token, correcting the model's habit of too short (> 0) or too long (< 0) outputs.
  float word_reward = 0.f;
  float word_reward_ratio = 1.f;  // optional key: the reward stops after this many tokens per source token
};
// Their bounds, in the file and in TranslateOptions alike. |word_reward| is a log-prob per token,
// so 10 is absurd; a ratio outside 0.25..4 is surely a mistake.
inline constexpr float kMaxWordReward = 10.f;
inline constexpr float kMinWordRewardRatio = 0.25f, kMaxWordRewardRatio = 4.f;

class ModelFile {
 public:
  // Validates everything before returning: magic/header bounds, JSON, dtypes, offsets inside
  // the data section and non-overlapping, version, CRC-32, config ranges. Throws
  // Error(kInvalidModel) whose message names the cause. Copies the bytes only when the buffer
  // is too misaligned for in-place views.
  static ModelFile parse(std::vector<std::uint8_t> bytes);

  const ModelConfig& config() const { return config_; }
  int format_version() const { return format_version_; }
  std::uint32_t data_crc32() const { return data_crc32_; }
  std::size_t file_bytes() const { return file_bytes_; }
  const std::vector<TensorView>& tensors() const { return tensors_; }

  // The tensor `name`, or null.
  const TensorView* find(std::string_view name) const;
  // The tensor `name` with this dtype and shape; throws Error(kInvalidModel) naming the tensor,
  // the expected and the actual dtype/shape when it is missing or differs.
  const TensorView& get(std::string_view name, DType dtype,
                        const std::vector<std::int64_t>& shape) const;

 private:
  std::shared_ptr<std::vector<std::uint8_t>> storage_;  // keeps views alive
  ModelConfig config_;
  int format_version_ = 0;
  std::uint32_t data_crc32_ = 0;
  std::size_t file_bytes_ = 0;
  std::vector<TensorView> tensors_;
};

// CRC-32 (IEEE 802.3, reflected, as zlib.crc32).
std::uint32_t crc32(const std::uint8_t* data, std::size_t size, std::uint32_t crc = 0);

}  // namespace heed::io
