#!/usr/bin/env bash
# Self-test of scripts/check_layers.sh: it must pass on a copy of the tree and fail, naming the
# rule, on copies with one planted violation each. A checker that always says "ok" fails here.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

fresh_copy() {  # a copy of the checked directories in $tmp/tree
  rm -rf "$tmp/tree"
  mkdir -p "$tmp/tree"
  cp -r "$root/engine" "$root/wasm" "$root/web" "$tmp/tree/"
}

expect() {  # expect pass|fail "what" [rule the failure must name]
  local out rc
  out=$("$root/scripts/check_layers.sh" "$tmp/tree" 2>&1)
  rc=$?
  if [ "$1" = pass ] && [ $rc -eq 0 ]; then echo "ok: $2"; return; fi
  if [ "$1" = fail ] && [ $rc -ne 0 ] && grep -qF "$3" <<<"$out"; then echo "ok: $2"; return; fi
  echo "FAILED: $2 (expected $1, exit $rc)"
  echo "$out" | sed 's/^/  /'
  failures=$((failures + 1))
}

plant() {  # plant FILE LINE: a fresh copy with LINE appended to FILE
  fresh_copy
  echo "$2" >>"$tmp/tree/$1"
}

plant_more() {  # plant_more FILE LINE: LINE appended to FILE in the current copy
  echo "$2" >>"$tmp/tree/$1"
}

fresh_copy
expect pass "the unchanged tree passes"

plant engine/src/nn/layers.cc '#ifdef __EMSCRIPTEN__'
expect fail "an Emscripten macro in nn/" "the engine tests no Emscripten macro"

plant engine/src/kernels/isa.cc '#if defined(EMSCRIPTEN)'
expect fail "an Emscripten macro in kernels/" "the engine tests no Emscripten macro"

plant wasm/bind_span.cc '#include "translator_plan.h"'
expect fail "wasm/ including an engine-private header" "wasm/ includes only the public API"

plant wasm/bind_span.cc '#include "kernels/gemm.h"'
expect fail "wasm/ including a kernel header" "wasm/ includes only the public API"

plant engine/src/nn/linear.cc '#include "../kernels/gemm.h"'
expect fail "a ../ include path in the engine" "no ../ in include paths"

plant wasm/bind_span.cc '#include "../engine/src/core/check.h"'
expect fail "a ../ include path in wasm/" "no ../ in include paths"

plant engine/src/kernels/gemm_ref.cc '#include "nn/layers.h"'
expect fail "kernels including nn/" "kernels know no layers, models or files"

plant engine/src/decode/search.cc '#include "text/segment.h"'
expect fail "decode including text/" "decode knows no attention internals"

plant web/app/record.js "import { monotoneAssign } from '../alignment.js';"
expect fail "the demo importing a web/ module that is not public" "the demo uses only web/'s public entry points"

plant web/app/main.js "/** @type {import('../models.js').ModelEntry|null} */"
expect fail "the demo naming a private module's type" "the demo uses only web/'s public entry points"

plant web/page_example.js "import { EngineClient } from './client.js';"
expect fail "the page example importing the worker protocol" "the demo uses only web/'s public entry points"

plant web/client.js "import { Heatmap } from './app/heatmap.js';"
expect fail "the module importing the demo" "the module never imports the demo"

plant web/translate_page.js "import { Translator } from './heed.js';"
expect fail "an import loop: heed.js <-> translate_page.js" "no import loop in web/"

plant web/app/heatmap.js "import { TranslationRecord } from './record.js';"
plant_more web/app/record.js "import { Heatmap } from './heatmap.js';"
expect fail "an import loop inside the demo" "no import loop in web/"

[ $failures = 0 ] && echo "check_layers self-test: ok"
exit $((failures > 0))
