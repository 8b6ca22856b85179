#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, then runs every test layer.
set -euo pipefail
cd "$(dirname "$0")/.."
# Downloads and caches (wasm sentencepiece, the corpus slice) live outside the tree.
export HEED_CACHE="${HEED_CACHE:-$HOME/.cache/heed}"
scripts/setup.sh
scripts/setup_web.sh
scripts/check_layers.sh
scripts/test_check_layers.sh  # the checker itself fails on each planted violation
scripts/build.sh

echo "== C++: unit, golden and CLI tests"
ctest --test-dir build --output-on-failure

echo "== Python: reference model, exporter, training tools, corpus pipeline"
for suite in models/heed_ref/tests models/tests models/data/tests; do
  [ -d "$suite" ] || continue
  echo "-- $suite"
  /usr/bin/python3 -m unittest discover -s "$suite" -t . 2>&1 | tail -n 3
done

echo "== Fuzzing: model loader, text through whole translations, shortlist (bounded, ASan + UBSan)"
tests/fuzz/run_fuzz.sh "${HEED_FUZZ_SECONDS:-60}"

echo "== Model pipeline end to end on a tiny slice (corpus -> tokenizer -> train -> int8 -> engine)"
ENGINE=build/engine/tools/heed models/pipeline.sh --slice --require-engine 2>&1 | tail -n 12

echo "== WebAssembly build and its Node tests"
scripts/build_wasm.sh
# Everything the npm scripts below need is installed and built: tell scripts/needs.sh.
export HEED_NEEDS_MET=1
npm run --silent test:wasm-kernels
npm run --silent test:wasm

echo "== The demo page, translatePage and offline mode in Debian's Chromium (Playwright)"
npm run --silent test:page

echo "== Short soak: 1,000 translations and 20 create/dispose cycles hold memory and Workers flat"
npm run --silent soak -- --n=1000 --cycles=20
