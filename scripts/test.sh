#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, then runs every test layer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/check_layers.sh
scripts/build.sh

echo "== C++: unit, golden and CLI tests"
ctest --test-dir build --output-on-failure

echo "== Python: reference model, exporter, training tools, corpus pipeline"
for suite in models/heed_ref/tests models/tests models/data/tests; do
  [ -d "$suite" ] || continue
  echo "-- $suite"
  /usr/bin/python3 -m unittest discover -s "$suite" -t . 2>&1 | tail -n 3
done

echo "== Loader fuzzing (bounded, ASan + UBSan)"
tests/fuzz/run_fuzz.sh "${HEED_FUZZ_SECONDS:-60}"

echo "== WebAssembly build and its Node tests"
scripts/build_wasm.sh
npm run --silent test:wasm
