// A small writer of Heed model files (FORMAT.md) for tests and fuzz seeds. It is deliberately
// independent of engine/src/io (own CRC, own layout code) so the reader is checked against a
// second implementation rather than against itself. Header-only: the unit tests include it as
// "fuzz/model_writer.h" and tests/fuzz/write_seed.cc compiles it without CMake.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace heed::testing {

struct WriterTensor {
  std::string name;
  std::string dtype;  // "F32", "I8", "U8" (or anything, to test rejection)
  std::vector<std::int64_t> shape;
  std::vector<std::uint8_t> data;  // raw little-endian bytes
};

struct WriterOptions {
  // Wanted (8 + header length) % 64, i.e. where the data section starts relative to a 64-byte
  // boundary of the file. FORMAT.md asks for 0; 1 gives a data section the reader must copy.
  std::size_t data_start_mod64 = 0;
  // Runs on the finished header (checksum already set), to corrupt it on purpose.
  std::function<void(nlohmann::json& header)> edit_header;
};

inline std::uint32_t writer_crc32(const std::vector<std::uint8_t>& bytes) {
  std::uint32_t c = 0xFFFFFFFFu;  // bitwise reference form of the IEEE CRC, no tables
  for (std::uint8_t b : bytes) {
    c ^= b;
    for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return ~c;
}

template <class T>
WriterTensor make_tensor(std::string name, std::string dtype, std::vector<std::int64_t> shape,
                         const std::vector<T>& values) {
  WriterTensor t{std::move(name), std::move(dtype), std::move(shape), {}};
  t.data.resize(values.size() * sizeof(T));
  if (!values.empty()) std::memcpy(t.data.data(), values.data(), t.data.size());
  return t;
}

inline nlohmann::json tiny_config(bool int8 = false) {
  return {{"src_lang", "en"},   {"tgt_lang", "es"},      {"d_model", 8},
          {"n_heads", 2},       {"d_ff", 16},            {"encoder_layers", 1},
          {"decoder_layers", 1}, {"vocab_size", 16},     {"norm", "post"},
          {"activation", "relu"}, {"layer_norm_eps", 1e-5}, {"max_positions", 32},
          {"pad_id", 0},        {"bos_id", 1},           {"eos_id", 2},
          {"unk_id", 3},        {"weights", int8 ? "int8" : "f32"}};
}

// Values follow simple formulas so tests can check any element: embed[i] = 0.25*i - 3,
// output.bias[i] = -i, fc1 (I8) [i] = i - 64, tokenizer.model = "tokenizer!" (10 bytes, so the
// tensors after it start on a hole the writer pads).
inline std::vector<WriterTensor> tiny_tensors() {
  std::vector<float> embed(16 * 8), bias(16);
  for (std::size_t i = 0; i < embed.size(); ++i) embed[i] = 0.25f * static_cast<float>(i) - 3.0f;
  for (std::size_t i = 0; i < bias.size(); ++i) bias[i] = -static_cast<float>(i);
  std::vector<std::int8_t> fc1(16 * 8);
  for (std::size_t i = 0; i < fc1.size(); ++i) fc1[i] = static_cast<std::int8_t>(int(i) - 64);
  const std::string tok = "tokenizer!";
  return {make_tensor("tokenizer.model", "U8", {10}, std::vector<char>(tok.begin(), tok.end())),
          make_tensor("embed.weight", "F32", {16, 8}, embed),
          make_tensor("output.bias", "F32", {16}, bias),
          make_tensor("encoder.layers.0.ffn.fc1.weight", "I8", {16, 8}, fc1),
          make_tensor("encoder.layers.0.ffn.fc1.weight.scale", "F32", {16}, bias)};
}

// Tensors are laid out in the given order, each start rounded up to 64 (FORMAT.md), holes
// zero-filled; the header is space-padded to put the data start where options ask.
inline std::vector<std::uint8_t> write_model(const nlohmann::json& config,
                                             const std::vector<WriterTensor>& tensors,
                                             const WriterOptions& options = {}) {
  std::vector<std::uint8_t> data;
  nlohmann::json header = nlohmann::json::object();
  for (const WriterTensor& t : tensors) {
    data.resize((data.size() + 63) / 64 * 64, 0);
    const std::size_t begin = data.size();
    data.insert(data.end(), t.data.begin(), t.data.end());
    header[t.name] = {{"dtype", t.dtype}, {"shape", t.shape}, {"data_offsets", {begin, data.size()}}};
  }
  char crc[9];
  std::snprintf(crc, sizeof crc, "%08x", writer_crc32(data));
  header["__metadata__"] = {{"heed.format", "heed-transformer"},
                            {"heed.format_version", "1"},
                            {"heed.config", config.dump()},
                            {"heed.data_crc32", crc}};
  if (options.edit_header) options.edit_header(header);

  std::string text = header.dump();
  while ((8 + text.size()) % 64 != options.data_start_mod64 % 64) text += ' ';
  // Sized once and filled with memcpy: GCC 12 warns falsely on vector::insert here.
  std::vector<std::uint8_t> file(8 + text.size() + data.size());
  for (int i = 0; i < 8; ++i) file[i] = static_cast<std::uint8_t>(std::uint64_t{text.size()} >> (8 * i));
  std::memcpy(file.data() + 8, text.data(), text.size());
  if (!data.empty()) std::memcpy(file.data() + 8 + text.size(), data.data(), data.size());
  return file;
}

// The config and tensors of a model file (its padding tensors left out), to write it again
// with changes: write_model(config, tensors).
inline std::pair<nlohmann::json, std::vector<WriterTensor>> read_model(const std::vector<std::uint8_t>& file) {
  std::uint64_t n = 0;
  for (int i = 0; i < 8; ++i) n |= std::uint64_t{file[i]} << (8 * i);
  const nlohmann::json header = nlohmann::json::parse(file.begin() + 8, file.begin() + 8 + static_cast<std::ptrdiff_t>(n));
  const std::size_t data = 8 + n;
  std::vector<WriterTensor> tensors;
  for (const auto& [name, info] : header.items()) {
    if (name == "__metadata__" || name.rfind("__pad.", 0) == 0) continue;
    const std::size_t begin = info["data_offsets"][0], end = info["data_offsets"][1];
    tensors.push_back({name, info["dtype"], info["shape"].get<std::vector<std::int64_t>>(),
                       std::vector<std::uint8_t>(file.begin() + static_cast<std::ptrdiff_t>(data + begin),
                                                 file.begin() + static_cast<std::ptrdiff_t>(data + end))});
  }
  return {nlohmann::json::parse(header["__metadata__"]["heed.config"].get<std::string>()), tensors};
}

inline std::vector<std::uint8_t> tiny_model(const WriterOptions& options = {}) {
  return write_model(tiny_config(), tiny_tensors(), options);
}

}  // namespace heed::testing
