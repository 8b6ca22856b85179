// Internal to io/: turns the `heed.config` text (FORMAT.md, "Config") into a validated
// ModelConfig. Bounds are generous for any model a browser can hold, but tight enough that
// the sizes derived from them (d_model * vocab, layers * ...) cannot overflow an int64.
#pragma once

#include <string_view>

#include "io/model_file.h"

namespace heed::io {

inline constexpr int kMaxDModel = 16384;
inline constexpr int kMaxHeads = 256;
inline constexpr int kMaxDFF = 65536;
inline constexpr int kMaxLayers = 128;
inline constexpr int kMaxVocab = 1 << 20;
inline constexpr int kMaxPositions = 1 << 16;

// Throws Error(kInvalidModel) naming the key and the problem.
ModelConfig parse_model_config(std::string_view text);

}  // namespace heed::io
