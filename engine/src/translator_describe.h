// What `heed inspect` and the page's model panel print of a model file (heed::ModelInfo): its
// config, parameter count, shortlist size, bytes and checksum. The word tables describe
// themselves (ModelWordRules::describe).
#pragma once

#include "heed/translator.h"
#include "io/model_file.h"

namespace heed {

// The file's part of ModelInfo; `has_shortlist`: the file's lexical table was bound
// (bind_shortlist), so its tensors exist and are checked.
ModelInfo describe_file(const io::ModelFile& file, bool has_shortlist);

}  // namespace heed
