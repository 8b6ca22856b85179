// libFuzzer target: ModelFile::parse must turn any byte string into either a model or
// Error(kInvalidModel). Any other exception escaping, or any sanitizer report, is a bug.
// On success it also touches every byte of every view, so ASan sees a view that points
// outside the buffer even when parse itself did not, and binds the optional vocabulary
// shortlist the way the translator does (its shapes and dtypes come from the fuzzed header).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <vector>

#include "io/model_file.h"
#include "translator_shortlist.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto model = heed::io::ModelFile::parse(std::vector<std::uint8_t>(data, data + size));
    unsigned sum = 0;
    for (const auto& t : model.tensors()) {
      const auto* p = static_cast<const std::uint8_t*>(t.data);
      for (std::size_t i = 0; i < t.bytes; ++i) sum += p[i];
      if (model.find(t.name) != &t) std::abort();  // find() must see every tensor
    }
    if (const auto shortlist = heed::bind_shortlist(model)) {
      // Every source id, and some outside the vocabulary, through the table's views.
      std::vector<int> source;
      for (int id = -1; id <= shortlist->vocab(); ++id) source.push_back(id);
      for (int id : shortlist->candidates(source, {0})) sum += static_cast<unsigned>(id);
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
