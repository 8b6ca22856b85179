// Binds the model file's named tensors (FORMAT.md) to the nn layer views, checking every
// shape against the config so a mismatched file is rejected by name, not read out of bounds.
#pragma once

#include "io/model_file.h"
#include "nn/weights.h"

namespace heed {

nn::TransformerConfig transformer_config(const io::ModelConfig& config);
nn::TransformerWeights bind_weights(const io::ModelFile& file);

}  // namespace heed
