// ModelFile on valid input: config, tensor table, views, get(), zero copy and the aligned copy,
// and the CRC-32 against the standard check value and an independent bitwise implementation.
#include <catch2/catch.hpp>

#include <cstring>

#include "fuzz/model_writer.h"
#include "io/model_file.h"

using heed::Error;
using heed::io::DType;
using heed::io::ModelFile;
namespace t = heed::testing;

namespace {

void check_tiny_values(const ModelFile& model) {
  const auto& embed = model.get("embed.weight", DType::kF32, {16, 8});
  REQUIRE(embed.bytes == 16 * 8 * 4);
  REQUIRE(reinterpret_cast<std::uintptr_t>(embed.data) % 4 == 0);
  for (int i = 0; i < 16 * 8; ++i) REQUIRE(embed.as<float>()[i] == 0.25f * static_cast<float>(i) - 3.0f);
  const auto& bias = model.get("output.bias", DType::kF32, {16});
  for (int i = 0; i < 16; ++i) REQUIRE(bias.as<float>()[i] == -float(i));
  const auto& fc1 = model.get("encoder.layers.0.ffn.fc1.weight", DType::kI8, {16, 8});
  for (int i = 0; i < 16 * 8; ++i) REQUIRE(fc1.as<std::int8_t>()[i] == i - 64);
  const auto& tok = model.get("tokenizer.model", DType::kU8, {10});
  REQUIRE(std::string(tok.as<char>(), tok.bytes) == "tokenizer!");
}

}  // namespace

TEST_CASE("crc32 matches the standard check value and a bitwise reference", "[io]") {
  const std::string check = "123456789";
  const auto* p = reinterpret_cast<const std::uint8_t*>(check.data());
  REQUIRE(heed::io::crc32(p, check.size()) == 0xCBF43926u);
  REQUIRE(heed::io::crc32(nullptr, 0) == 0u);
  // Chaining in two calls equals one call, including splits inside an 8-byte block.
  for (std::size_t split = 0; split <= check.size(); ++split) {
    REQUIRE(heed::io::crc32(p + split, check.size() - split, heed::io::crc32(p, split)) ==
            0xCBF43926u);
  }
  // Every length 0..300 at every start offset 0..7: covers the sliced body and the byte tail.
  std::vector<std::uint8_t> bytes(320);
  for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(i * 131 + 7);
  for (std::size_t start = 0; start < 8; ++start) {
    for (std::size_t n = 0; n <= 300; ++n) {
      std::vector<std::uint8_t> slice(bytes.begin() + start, bytes.begin() + start + n);
      REQUIRE(heed::io::crc32(bytes.data() + start, n) == t::writer_crc32(slice));
    }
  }
}

TEST_CASE("a valid model parses: version, config, tensor table", "[io]") {
  const auto bytes = t::tiny_model();
  const ModelFile model = ModelFile::parse(bytes);
  CHECK(model.format_version() == 1);
  CHECK(model.file_bytes() == bytes.size());
  const auto& c = model.config();
  CHECK(c.src_lang == "en");
  CHECK(c.tgt_lang == "es");
  CHECK(c.d_model == 8);
  CHECK(c.n_heads == 2);
  CHECK(c.d_ff == 16);
  CHECK(c.encoder_layers == 1);
  CHECK(c.decoder_layers == 1);
  CHECK(c.vocab_size == 16);
  CHECK(c.max_positions == 32);
  CHECK_FALSE(c.pre_norm);
  CHECK_FALSE(c.gelu);
  CHECK_FALSE(c.int8);
  CHECK(c.layer_norm_eps == 1e-5f);
  CHECK(c.pad_id == 0);
  CHECK(c.bos_id == 1);
  CHECK(c.eos_id == 2);
  CHECK(c.unk_id == 3);
  CHECK(c.word_reward == 0.f);        // optional keys absent: no reward
  CHECK(c.word_reward_ratio == 1.f);
  REQUIRE(model.tensors().size() == 5);
  CHECK(model.find("embed.weight") != nullptr);
  CHECK(model.find("embed") == nullptr);
  CHECK(model.find("zzz") == nullptr);
  CHECK(model.find("") == nullptr);
  check_tiny_values(model);
}

TEST_CASE("config choices pre/gelu/int8 are read", "[io]") {
  auto config = t::tiny_config(true);
  config["norm"] = "pre";
  config["activation"] = "gelu";
  config["layer_norm_eps"] = 1e-6;
  config["word_reward"] = -0.25;
  config["word_reward_ratio"] = 1.5;
  const ModelFile model = ModelFile::parse(t::write_model(config, t::tiny_tensors()));
  CHECK(model.config().word_reward == -0.25f);
  CHECK(model.config().word_reward_ratio == 1.5f);
  CHECK(model.config().pre_norm);
  CHECK(model.config().gelu);
  CHECK(model.config().int8);
  CHECK(model.config().layer_norm_eps == 1e-6f);
}

TEST_CASE("get() names the tensor and both dtype/shape on mismatch", "[io]") {
  const ModelFile model = ModelFile::parse(t::tiny_model());
  auto message = [&](const char* name, DType dtype, std::vector<std::int64_t> shape) {
    try {
      model.get(name, dtype, shape);
    } catch (const Error& e) {
      CHECK(e.code() == Error::Code::kInvalidModel);
      return std::string(e.what());
    }
    return std::string("no throw");
  };
  CHECK(message("embed.weight", DType::kF32, {8, 16}) ==
        "tensor 'embed.weight': expected F32 [8,16], file has F32 [16,8]");
  CHECK(message("embed.weight", DType::kI8, {16, 8}) ==
        "tensor 'embed.weight': expected I8 [16,8], file has F32 [16,8]");
  CHECK(message("decoder.final_norm.weight", DType::kF32, {8}) ==
        "model has no tensor 'decoder.final_norm.weight' (expected F32 [8])");
  CHECK(std::string(heed::io::dtype_name(DType::kU8)) == "U8");
}

TEST_CASE("aligned data section is used in place (zero copy)", "[io]") {
  auto bytes = t::tiny_model();
  std::uint64_t header = 0;
  for (int i = 7; i >= 0; --i) header = header << 8 | bytes[i];
  const std::uint8_t* data_start = bytes.data() + 8 + header;
  const ModelFile model = ModelFile::parse(std::move(bytes));  // moves the buffer in
  CHECK(model.get("embed.weight", DType::kF32, {16, 8}).data == data_start + 64);
  CHECK(model.get("tokenizer.model", DType::kU8, {10}).data == data_start);
}

TEST_CASE("a misaligned data section is copied once to an aligned buffer", "[io]") {
  // With (8 + N) % 64 == 1 the data section starts at an odd address of the vector's buffer
  // (whose start is at least 8-aligned), so F32 views in place would be misaligned.
  for (std::size_t mod : {1, 2, 3, 5, 33}) {
    t::WriterOptions options;
    options.data_start_mod64 = mod;
    auto bytes = t::tiny_model(options);
    const std::uint8_t* original = bytes.data();
    const std::size_t size = bytes.size();
    const ModelFile model = ModelFile::parse(std::move(bytes));
    const auto* tok = model.get("tokenizer.model", DType::kU8, {10}).as<std::uint8_t>();
    CHECK((tok < original || tok >= original + size));  // not a view into the input
    CHECK(reinterpret_cast<std::uintptr_t>(tok) % 64 == 0);
    check_tiny_values(model);
  }
}

TEST_CASE("views stay valid in copies after the original is gone", "[io]") {
  std::vector<ModelFile> kept;
  {
    ModelFile model = ModelFile::parse(t::tiny_model());
    kept.push_back(model);
  }
  kept.push_back(kept.front());
  kept.erase(kept.begin());
  check_tiny_values(kept.front());
}
