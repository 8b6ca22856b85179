#!/usr/bin/env bash
# Runs Heed: builds the WebAssembly engine and serves the demo page with the default shipped
# model on http://127.0.0.1:8080/ (PORT=... to change). `--cli` instead translates stdin lines
# in the terminal with the native engine (HEED_MODEL=... picks another model file).
set -euo pipefail
cd "$(dirname "$0")/.."
export HEED_CACHE="${HEED_CACHE:-$HOME/.cache/heed}"
scripts/setup.sh

if [ "${1:-}" = "--cli" ]; then
  shift
  scripts/build.sh >/dev/null
  model="${HEED_MODEL:-$(scripts/default_model.sh)}"
  echo "Heed: $(build/engine/tools/heed inspect "$model" | sed -n 2p | sed 's/ *languages: *//') ($model). Type a sentence, Ctrl-D to end." >&2
  exec build/engine/tools/heed translate --model "$model" "$@"
fi

scripts/setup_web.sh
scripts/build_wasm.sh >/dev/null
exec node scripts/serve.mjs "${PORT:-8080}"
