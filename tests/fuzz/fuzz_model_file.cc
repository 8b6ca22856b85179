// libFuzzer target: ModelFile::parse must turn any byte string into either a model or
// Error(kInvalidModel). Any other exception escaping, or any sanitizer report, is a bug.
// On success it also touches every byte of every view, so ASan sees a view that points
// outside the buffer even when parse itself did not.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <vector>

#include "io/model_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto model = heed::io::ModelFile::parse(std::vector<std::uint8_t>(data, data + size));
    unsigned sum = 0;
    for (const auto& t : model.tensors()) {
      const auto* p = static_cast<const std::uint8_t*>(t.data);
      for (std::size_t i = 0; i < t.bytes; ++i) sum += p[i];
      if (model.find(t.name) != &t) std::abort();  // find() must see every tensor
    }
    volatile unsigned sink = sum;
    (void)sink;
  } catch (const heed::Error& e) {
    if (e.code() != heed::Error::Code::kInvalidModel) {
      std::fprintf(stderr, "unexpected error code: %s\n", e.what());
      std::abort();
    }
  }
  return 0;
}
