// Translator::warm_up(): the tokenizer is built there or at the first translation, not at load
// (a page is ready before it needs it); a file whose tokenizer is broken loads, and warm_up()
// and every translation then fail with Error(kInvalidModel) naming the cause.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "golden_with_table.h"
#include "heed/translator.h"

using heed::Error;
using heed::Translator;

namespace {

// The golden model with its tokenizer.model tensor replaced by `bytes`.
std::vector<std::uint8_t> with_tokenizer(const std::vector<std::uint8_t>& bytes) {
  auto [config, tensors] = heed::testing::read_model(heed::testing::golden_bytes());
  const auto spm = std::find_if(tensors.begin(), tensors.end(), [](const auto& t) { return t.name == "tokenizer.model"; });
  REQUIRE(spm != tensors.end());
  spm->data = bytes;
  spm->shape = {static_cast<std::int64_t>(bytes.size())};
  return heed::testing::write_model(config, tensors);
}

std::string error_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const Error& e) {
    CHECK(e.code() == Error::Code::kInvalidModel);
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("warm_up builds the tokenizer once; translating works with or without it") {
  const auto warmed = Translator::from_bytes(heed::testing::golden_bytes());
  const auto cold = Translator::from_bytes(heed::testing::golden_bytes());
  warmed->warm_up();
  warmed->warm_up();  // again: nothing more to do
  heed::TranslateOptions o;
  o.beam_size = 1;
  o.max_length = 6;
  CHECK(warmed->translate("hello world", o).text == cold->translate("hello world", o).text);
}

TEST_CASE("a broken tokenizer loads, and fails warm_up and each translation with the cause") {
  const std::vector<std::uint8_t> garbage = {0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01, 0x02};
  const auto t = Translator::from_bytes(with_tokenizer(garbage));
  CHECK(t->info().vocab_size > 0);
  const std::string message = error_of([&] { t->warm_up(); });
  CHECK(message != "no error");
  CHECK(message.find("tokenizer") != std::string::npos);
  CHECK(error_of([&] { t->translate("hello"); }) == message);
  CHECK(error_of([&] { t->translate("hello again"); }) == message);  // each time, not once
}
