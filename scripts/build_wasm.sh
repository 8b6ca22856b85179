#!/usr/bin/env bash
# Builds the WebAssembly engine into build-wasm/ (heed.js + heed.wasm + heed-relaxed.wasm), incrementally:
# toolchain and wasm sentencepiece first (scripts/setup_wasm.sh, cached), then CMake.
set -euo pipefail
cd "$(dirname "$0")/.."
spm_dir="$(scripts/setup_wasm.sh)"
# emcc's JS optimizer needs acorn from Debian's /usr/share/nodejs (TOOLCHAIN.md, quirk 1).
export NODE_PATH=/usr/share/nodejs
nice emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release \
  -DHEED_WASM_SENTENCEPIECE_DIR="$spm_dir" >/dev/null
nice cmake --build build-wasm -j"$(nproc)"
ls -l build-wasm/heed.js build-wasm/heed.wasm
