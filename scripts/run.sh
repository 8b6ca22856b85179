#!/usr/bin/env bash
# Builds Heed and translates what you type with the default shipped model (one line at a time).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh >/dev/null
model="${HEED_MODEL:-$(scripts/default_model.sh)}"
echo "Heed: $(build/engine/tools/heed inspect "$model" | sed -n 2p | sed 's/ *languages: *//') ($model). Type a sentence, Ctrl-D to end." >&2
exec build/engine/tools/heed translate --model "$model" "$@"
