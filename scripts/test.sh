#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, then runs every test layer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/check_layers.sh
scripts/build.sh
echo "== Python: reference model, exporter, corpus pipeline"
/usr/bin/python3 -m unittest discover -s models/heed_ref/tests -t . 2>&1 | tail -n 4
/usr/bin/python3 -m unittest discover -s models/data/tests -t . 2>&1 | tail -n 4
echo "== Loader fuzzing (bounded, ASan + UBSan)"
tests/fuzz/run_fuzz.sh "${HEED_FUZZ_SECONDS:-60}"
echo "== C++: unit, golden and CLI tests"
ctest --test-dir build --output-on-failure
