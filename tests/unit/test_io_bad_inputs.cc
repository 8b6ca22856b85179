// ModelFile on broken input: every defect must end in Error(kInvalidModel) whose message names
// the cause — never a crash, a different exception, or views into unchecked bytes.
#include <catch2/catch.hpp>

#include <functional>

#include "fuzz/model_writer.h"
#include "io/model_file.h"

using heed::Error;
using heed::io::ModelFile;
using nlohmann::json;
namespace t = heed::testing;

namespace {

// The kInvalidModel message for `bytes`, or "parsed" when they were accepted.
std::string parse_error(std::vector<std::uint8_t> bytes) {
  try {
    ModelFile::parse(std::move(bytes));
  } catch (const Error& e) {
    REQUIRE(e.code() == Error::Code::kInvalidModel);
    return e.what();
  }
  return "parsed";
}

std::vector<std::uint8_t> with_header(std::function<void(json&)> edit) {
  t::WriterOptions options;
  options.edit_header = std::move(edit);
  return t::tiny_model(options);
}

std::vector<std::uint8_t> with_config(const std::function<void(json&)>& edit) {
  json config = t::tiny_config();
  edit(config);
  return t::write_model(config, t::tiny_tensors());
}

std::vector<std::uint8_t> with_tensor(const std::string& name, json entry) {
  return with_header([&](json& h) { h[name] = entry; });
}

std::size_t data_start(const std::vector<std::uint8_t>& bytes) {
  std::uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = n << 8 | bytes[i];
  return 8 + n;
}

}  // namespace

using Catch::Matchers::Contains;

TEST_CASE("truncation at every length is rejected", "[io]") {
  const auto full = t::tiny_model();
  REQUIRE(parse_error(full) == "parsed");
  for (std::size_t n = 0; n < full.size(); ++n) {
    const std::string message = parse_error({full.begin(), full.begin() + n});
    INFO("length " << n << ": " << message);
    REQUIRE(message != "parsed");
    if (n < 8) {
      REQUIRE(message == "model file truncated: " + std::to_string(n) +
                             " bytes, expected at least 8-byte header length");
    } else if (n < data_start(full)) {
      REQUIRE_THAT(message, Contains("exceeds file size " + std::to_string(n)));
    }
  }
}

TEST_CASE("header length beyond the file is rejected", "[io]") {
  auto bytes = t::tiny_model();
  for (int i = 0; i < 8; ++i) bytes[i] = 0;
  bytes[4] = 1;  // 2^32
  CHECK(parse_error(bytes) ==
        "header length 4294967296 exceeds file size " + std::to_string(bytes.size()));
  for (int i = 0; i < 8; ++i) bytes[i] = 0xFF;  // 2^64 - 1: must not wrap when adding 8
  CHECK_THAT(parse_error(bytes), Contains("header length 18446744073709551615 exceeds"));
}

TEST_CASE("headers that are not JSON objects are rejected", "[io]") {
  auto file_with_header = [](const std::string& text) {
    std::vector<std::uint8_t> bytes(8 + text.size());
    for (int i = 0; i < 8; ++i) bytes[i] = static_cast<std::uint8_t>(std::uint64_t{text.size()} >> (8 * i));
    for (std::size_t i = 0; i < text.size(); ++i) bytes[8 + i] = static_cast<std::uint8_t>(text[i]);
    return bytes;
  };
  CHECK_THAT(parse_error(file_with_header("{not json")), Contains("header is not valid JSON"));
  CHECK_THAT(parse_error(file_with_header("")), Contains("header is not valid JSON"));
  CHECK_THAT(parse_error(file_with_header("\"\xff\xfe\"")), Contains("header is not valid JSON"));
  CHECK(parse_error(file_with_header("[1,2]")) == "header is not a JSON object");
  CHECK_THAT(parse_error(file_with_header("{\"a\":1,\"a\":2}")),
             Contains("header has duplicate key 'a'"));
  CHECK_THAT(parse_error(file_with_header(std::string(100000, '[') + std::string(100000, ']'))),
             Contains("nests deeper than"));
  CHECK_THAT(parse_error(file_with_header("{}")), Contains("not a Heed model"));
}

TEST_CASE("a flipped bit in the data section is reported as a checksum mismatch", "[io]") {
  const auto good = t::tiny_model();
  for (std::size_t i = data_start(good); i < good.size(); ++i) {
    auto bytes = good;
    bytes[i] ^= static_cast<std::uint8_t>(1u << (i % 8));
    INFO("byte " << i);
    REQUIRE_THAT(parse_error(bytes), Contains("checksum mismatch: data crc32 "));
  }
  auto bytes = good;
  bytes.back() ^= 1;
  CHECK_THAT(parse_error(bytes), Contains(", header says "));
}

TEST_CASE("a flipped bit in the header never crashes and mostly fails", "[io]") {
  const auto good = t::tiny_model();
  int rejected = 0, total = 0;
  for (std::size_t i = 0; i < data_start(good); ++i) {
    for (int bit = 0; bit < 8; bit += 3) {
      auto bytes = good;
      bytes[i] ^= static_cast<std::uint8_t>(1u << bit);
      rejected += parse_error(bytes) != "parsed";  // a renamed tensor can still be valid
      ++total;
    }
  }
  CHECK(rejected > total * 3 / 4);
}

TEST_CASE("identity and version are checked", "[io]") {
  CHECK(parse_error(with_header([](json& h) { h["__metadata__"]["heed.format_version"] = "2"; })) ==
        "unsupported format version 2 (this engine reads version 1)");
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"].erase("heed.format"); })),
             Contains("not a Heed model (heed.format missing)"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"]["heed.format"] = "gguf"; })),
             Contains("not a Heed model (heed.format is 'gguf'"));
  CHECK_THAT(parse_error(with_header([](json& h) { h.erase("__metadata__"); })),
             Contains("not a Heed model"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"]["heed.format_version"] = 1; })),
             Contains("heed.format_version is not a string"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"].erase("heed.data_crc32"); })),
             Contains("heed.data_crc32 missing"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"]["heed.data_crc32"] = "ABCDEF01"; })),
             Contains("not 8 lowercase hex digits"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"]["heed.config"] = "{"; })),
             Contains("heed.config is not valid JSON"));
  CHECK_THAT(parse_error(with_header([](json& h) { h["__metadata__"]["heed.config"] = "[]"; })),
             Contains("heed.config is not a JSON object"));
}

TEST_CASE("every config key is required", "[io]") {
  const json config = t::tiny_config();
  for (const auto& [key, value] : config.items()) {
    INFO(key);
    CHECK(parse_error(with_config([&](json& c) { c.erase(key); })) ==
          "model config: missing key '" + key + "'");
  }
}

TEST_CASE("config values out of range are rejected with the key named", "[io]") {
  struct Case {
    const char* key;
    json value;
    const char* expect;
  };
  const Case cases[] = {
      {"d_model", 0, "d_model = 0 out of range [1, 16384]"},
      {"d_model", 32768, "d_model = 32768 out of range"},
      {"d_model", 9, "d_model 9 is not divisible by n_heads 2"},
      {"d_model", "8", "d_model must be an integer, got \"8\""},
      {"d_model", 8.0, "d_model must be an integer"},
      {"d_model", true, "d_model must be an integer"},
      {"d_model", 18446744073709551615ull, "out of range"},
      {"n_heads", -2, "n_heads = -2 out of range"},
      {"encoder_layers", 129, "encoder_layers = 129 out of range [1, 128]"},
      {"decoder_layers", 0, "decoder_layers = 0 out of range"},
      {"vocab_size", 1 << 21, "vocab_size = 2097152 out of range"},
      {"d_ff", 0, "d_ff = 0 out of range"},
      {"max_positions", 0, "max_positions = 0 out of range"},
      {"bos_id", 16, "bos_id 16 outside vocabulary of 16"},
      {"pad_id", -1, "pad_id -1 outside vocabulary"},
      {"eos_id", 1ll << 40, "eos_id = 1099511627776 out of range"},
      {"unk_id", 99, "unk_id 99 outside vocabulary"},
      {"norm", "mid", "norm 'mid' unknown (expected 'pre' or 'post')"},
      {"activation", "tanh", "activation 'tanh' unknown"},
      {"weights", "fp16", "weights 'fp16' unknown"},
      {"layer_norm_eps", 0, "layer_norm_eps 0 out of range"},
      {"layer_norm_eps", -1e-5, "layer_norm_eps -1e-05 out of range"},
      {"layer_norm_eps", 1e-60, "underflows float"},
      {"layer_norm_eps", "x", "layer_norm_eps \"x\" out of range"},
      {"src_lang", "", "src_lang '' is not a language tag"},
      {"tgt_lang", "e s", "is not a language tag"},
      {"tgt_lang", 5, "tgt_lang must be a string"},
      {"word_reward", 10.5, "word_reward 10.5 out of range [-10, 10]"},
      {"word_reward", "0.6", "word_reward \"0.6\" out of range"},
      {"word_reward_ratio", 0.1, "word_reward_ratio 0.1 out of range [0.25, 4]"},
  };
  for (const Case& c : cases) {
    const std::string message =
        parse_error(with_config([&](json& config) { config[c.key] = c.value; }));
    INFO(c.key << " = " << c.value.dump() << " -> " << message);
    CHECK_THAT(message, Contains(std::string("model config: ")) && Contains(c.expect));
  }
}

TEST_CASE("tensor table defects are rejected naming the tensor", "[io]") {
  const json ok = {{"dtype", "F32"}, {"shape", {2, 3}}, {"data_offsets", {0, 24}}};
  auto entry = [&](const char* key, json value) {
    json e = ok;
    e[key] = value;
    return e;
  };
  const std::string data_size = std::to_string(t::tiny_model().size() - data_start(t::tiny_model()));
  CHECK(parse_error(with_tensor("x", entry("data_offsets", {0, 1 << 20}))) ==
        "tensor 'x': data_offsets [0,1048576] outside data section of " + data_size + " bytes");
  CHECK(parse_error(with_tensor("x", entry("data_offsets", {0, 20}))) ==
        "tensor 'x': shape [2,3] x F32 needs 24 bytes, offsets give 20");
  CHECK_THAT(parse_error(with_tensor("x", entry("data_offsets", {24, 0}))),
             Contains("tensor 'x': data_offsets [24,0] end before they begin"));
  CHECK_THAT(parse_error(with_tensor("x", entry("data_offsets", {-4, 20}))),
             Contains("tensor 'x': data_offsets has negative value -4"));
  CHECK_THAT(parse_error(with_tensor("x", entry("data_offsets", {0, 24, 48}))),
             Contains("tensor 'x': data_offsets missing or not a [begin, end] pair"));
  CHECK_THAT(parse_error(with_tensor("x", entry("data_offsets", {0.5, 24}))),
             Contains("non-integer value 0.5"));
  CHECK_THAT(parse_error(with_tensor("x", entry("data_offsets", {2, 26}))),
             Contains("tensor 'x': data_offsets start 2 is not a multiple of 4 (F32 element size)"));
  CHECK_THAT(parse_error(with_tensor("x", entry("dtype", "F16"))),
             Contains("tensor 'x': unsupported dtype 'F16' (this engine reads F32, I8, U8, U16, I32)"));
  CHECK_THAT(parse_error(with_tensor("x", entry("dtype", 3))), Contains("tensor 'x': dtype missing"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", {2, -3}))),
             Contains("tensor 'x': shape has negative value -3"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", "2x3"))),
             Contains("tensor 'x': shape missing or not an array"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", json::array({1, 1, 1, 1, 1, 1, 1, 1, 1})))),
             Contains("tensor 'x': rank 9 exceeds 8"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", {1ll << 40, 1ll << 40}))),
             Contains("tensor 'x': shape [1099511627776,1099511627776] x F32 needs more bytes "
                      "than the data section holds"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", {1ull << 63, 0}))),
             Contains("shape dimension 9223372036854775808 out of range"));
  CHECK_THAT(parse_error(with_tensor("x", entry("shape", {4294967296ll, 4294967296ll, 0}))),
             Contains("needs 0 bytes, offsets give 24"));
  CHECK_THAT(parse_error(with_tensor("x", "F32")), Contains("tensor 'x': entry is not a JSON object"));
  CHECK_THAT(parse_error(with_tensor("", ok)), Contains("tensor with an empty name"));
  // Hostile names are echoed printable.
  CHECK_THAT(parse_error(with_tensor("a\nb\x01", entry("dtype", "Q4"))), Contains("tensor 'a?b?'"));
}

TEST_CASE("overlapping tensors are rejected, holes and empty tensors are not", "[io]") {
  // embed.weight lives at [64, 576) in the tiny model.
  CHECK(parse_error(with_tensor("x", {{"dtype", "U8"}, {"shape", {8}}, {"data_offsets", {572, 580}}})) ==
        "tensors 'embed.weight' [64,576) and 'x' [572,580) overlap");
  CHECK_THAT(parse_error(with_tensor("x", {{"dtype", "F32"}, {"shape", {16, 8}}, {"data_offsets", {64, 576}}})),
             Contains("overlap"));
  CHECK(parse_error(with_tensor("x", {{"dtype", "U8"}, {"shape", {0, 5}}, {"data_offsets", {100, 100}}})) ==
        "parsed");
  CHECK(parse_error(with_tensor("x", {{"dtype", "U8"}, {"shape", json::array()}, {"data_offsets", {10, 11}}})) ==
        "parsed");
}
