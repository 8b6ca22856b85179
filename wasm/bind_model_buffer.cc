// The Embind class `ModelBuffer` (see bindings.h for why it exists):
//   const b = Module.ModelBuffer.create(byteLength);  // throws 'invalid-input' / 'out-of-memory'
//   b.view().set(chunk, offset);                        // a fresh view per write (heap growth detaches it)
//   const t = Module.Translator.fromBuffer(b);          // takes the bytes; b.size() is 0 afterwards
//   b.delete();
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <memory>
#include <string>

#include "bindings.h"

namespace heed_wasm {
namespace {

std::unique_ptr<ModelBuffer> create_model_buffer(double byte_length) {
  std::unique_ptr<ModelBuffer> out;
  call_engine([&] {
    // A JS number: reject NaN, negatives, sizes the 32-bit heap cannot hold and fractions before
    // converting, so no value wraps around into a small allocation.
    if (!(byte_length >= 0 && byte_length <= static_cast<double>(ModelBuffer::kMaxBytes)) ||
        byte_length != std::floor(byte_length)) {
      throw heed::Error(heed::Error::Code::kInvalidInput,
                        "a model buffer holds 0 to " + std::to_string(ModelBuffer::kMaxBytes) +
                            " bytes, not " + std::to_string(byte_length));
    }
    // Value-initialised: the zero fill is the one pass that first touches the new pages; the
    // writes that follow land on memory already mapped.
    out = std::make_unique<ModelBuffer>(std::vector<std::uint8_t>(static_cast<std::size_t>(byte_length)));
    return val::undefined();
  });
  return out;
}

}  // namespace

val ModelBuffer::view() { return val(emscripten::typed_memory_view(bytes_.size(), bytes_.data())); }

EMSCRIPTEN_BINDINGS(heed_model_buffer) {
  emscripten::class_<ModelBuffer>("ModelBuffer")
      .class_function("create", &create_model_buffer)
      .function("view", &ModelBuffer::view)
      .function("size", &ModelBuffer::size);
}

}  // namespace heed_wasm
