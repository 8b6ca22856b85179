// The golden model file with one optional table tensor added (FORMAT.md: glossary.terms,
// glossary.dates, glossary.words), and the load error such a file gives: what the tests of the
// model's own tables share.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz/model_writer.h"
#include "heed/translator.h"

namespace heed::testing {

inline std::vector<std::uint8_t> golden_bytes(const std::string& file = "model_post_relu_int8.heed") {
  std::ifstream in(std::string(HEED_SOURCE_DIR) + "/tests/golden/" + file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The golden model with `text` stored as the tensor `name` (of `dtype`).
inline std::vector<std::uint8_t> golden_with_table(const std::string& name, const std::string& text,
                                                   const std::string& dtype = "U8",
                                                   const std::string& file = "model_post_relu_int8.heed") {
  auto [config, tensors] = read_model(golden_bytes(file));
  tensors.push_back(make_tensor(name, dtype, {static_cast<std::int64_t>(text.size())},
                                std::vector<char>(text.begin(), text.end())));
  return write_model(config, tensors);
}

// The message of the Error(kInvalidModel) that loading `bytes` gives; fails the test if it loads.
inline std::string load_error(const std::vector<std::uint8_t>& bytes) {
  try {
    Translator::from_bytes(bytes);
  } catch (const Error& e) {
    CHECK(e.code() == Error::Code::kInvalidModel);
    return e.what();
  }
  FAIL("the model loaded");
  return "";
}

}  // namespace heed::testing
