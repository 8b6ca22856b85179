// Binds the model file's optional lexical table (FORMAT.md, "Vocabulary shortlist") to the
// decoder's Shortlist, checking dtypes, shapes and every value so a broken table is rejected
// with Error(kInvalidModel) instead of being read out of bounds. Its own file so the loader
// fuzzer (tests/fuzz) can run it on every input the file parser accepts.
#pragma once

#include <memory>

#include "decode/shortlist.h"
#include "io/model_file.h"

namespace heed {

// Null when the file has none of the three shortlist tensors; throws when it has some but not
// all of them, or any of them is inconsistent. The Shortlist views the file's bytes.
std::unique_ptr<decode::Shortlist> bind_shortlist(const io::ModelFile& file);

}  // namespace heed
