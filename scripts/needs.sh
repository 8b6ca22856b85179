#!/usr/bin/env bash
# Runs an npm script's command after installing or building what it needs, so every `npm run`
# works on a fresh clone as `npm start` and `npm test` do. Each step is idempotent and quick
# when everything is there.
#
#   scripts/needs.sh NEED... -- COMMAND [ARG...]
#
#   setup   Debian packages: compilers, Eigen, sentencepiece, torch (scripts/setup.sh)
#   web     Debian's Chromium and the npm dev dependencies (scripts/setup_web.sh)
#   wasm    the WebAssembly build in build-wasm/, incremental (scripts/build_wasm.sh)
#
# scripts/test.sh has met every need before it calls npm scripts, and says so with
# HEED_NEEDS_MET=1: the command then runs at once instead of checking (and rebuilding) again.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export HEED_CACHE="${HEED_CACHE:-$HOME/.cache/heed}"

needs=()
while (($#)) && [ "$1" != "--" ]; do needs+=("$1"); shift; done
if [ "${1:-}" != "--" ] || [ $# -lt 2 ]; then
  echo "usage: scripts/needs.sh NEED... -- COMMAND [ARG...]   (NEED: setup, web, wasm)" >&2
  exit 2
fi
shift

for need in "${needs[@]}"; do
  case "$need" in
    setup | web | wasm) ;;
    *) echo "scripts/needs.sh: unknown need '$need' (setup, web, wasm)" >&2; exit 2 ;;
  esac
done
if [ "${HEED_NEEDS_MET:-}" != 1 ]; then
  for need in "${needs[@]}"; do
    case "$need" in
      setup) "$root/scripts/setup.sh" ;;
      web) "$root/scripts/setup_web.sh" ;;
      # Its listing of the two outputs would only clutter the command's own output.
      wasm) "$root/scripts/build_wasm.sh" >/dev/null ;;
    esac
  done
fi
exec "$@"
