#!/usr/bin/env bash
# Fails when a dependency rule of ARCHITECTURE.md is broken (a grep is enough to catch them).
# Usage: scripts/check_layers.sh [ROOT]   (ROOT: the tree to check, the repository by default;
# scripts/test_check_layers.sh points it at copies with planted violations).
set -uo pipefail
cd "${1:-$(dirname "$0")/..}" || exit 2
fail=0
broken() { echo "dependency rule broken: $1"; echo "$2" | sed 's/^/  /'; fail=1; }
check() {  # check "rule" dir regex
  local hits
  hits=$(grep -rnE "$3" $2 --include='*.h' --include='*.cc' 2>/dev/null || true)
  [ -z "$hits" ] || broken "$1" "$hits"
}
check "public headers use standard-library types only" engine/include '#include *[<"](Eigen|sentencepiece|emscripten|nlohmann)'
check "the engine never includes Emscripten" engine '#include *[<"]emscripten'
check "Eigen only inside kernels" "engine/src/core engine/src/nn engine/src/decode engine/src/io engine/src/text engine/src/translator*" '#include *[<"]Eigen'
check "sentencepiece only inside text" "engine/src/core engine/src/kernels engine/src/nn engine/src/decode engine/src/io engine/src/translator*" '#include *[<"]sentencepiece'
check "core depends on nothing" engine/src/core '#include *"(kernels|nn|decode|io|text)/'
check "kernels know no layers, models or files" engine/src/kernels '#include *"(nn|decode|io|text)/'
check "nn knows no file format or text" engine/src/nn '#include *"(io|text)/'
check "decode knows no attention internals" engine/src/decode '#include *"(nn|kernels|io|text)/'
check "io and text use core only" "engine/src/io engine/src/text" '#include *"(nn|kernels|decode)/'
# Relative include paths climb past the per-module include roots of engine/CMakeLists.txt.
check "no ../ in include paths" "engine wasm" '#include *[<"][^">]*\.\./'
check "the engine tests no Emscripten macro" engine 'EMSCRIPTEN'
if [ -d wasm ]; then
  # wasm/ may include the public API ("heed/..."), its own headers, and system headers; any
  # other quoted include (or an engine module in <>) reaches into the engine's private code.
  private=$(grep -rnE '#include *"[^"]+"|#include *<(core|kernels|nn|decode|io|text|translator)[/_.]' \
              wasm --include='*.h' --include='*.cc' 2>/dev/null |
            grep -vE '#include *"heed/' |
            while IFS= read -r hit; do
              header=$(echo "$hit" | sed -E 's/.*#include *"([^"]+)".*/\1/')
              [ "$header" != "$hit" ] && [ -f "wasm/$header" ] || echo "$hit"
            done)
  [ -z "$private" ] || broken "wasm/ includes only the public API" "$private"
fi
if [ -d web ]; then
  # JS imports of web/, resolved to repository paths: "FILE:LINE: TARGET" per relative import.
  # `runtime` counts import/export statements only; `all` adds JSDoc's import('...') types.
  # Lines that are // comments never count (heed.js shows a usage example in one).
  js_imports() {  # js_imports runtime|all FILE...
    local pattern="from *'[^']+'|^import *'[^']+'"
    [ "$1" = all ] && pattern="$pattern|import\\('[^']+'\\)"
    shift
    for file in "$@"; do
      grep -nE "$pattern" "$file" | grep -vE "^[0-9]+: *//" |
        while IFS= read -r hit; do
          echo "${hit#*:}" | grep -oE "$pattern" | grep -oE "'\\.{1,2}/[^']+'" | tr -d "'" |
            while IFS= read -r rel; do
              echo "$file:${hit%%:*}: $(realpath -m --relative-to=. "$(dirname "$file")/$rel")"
            done
        done
    done
  }
  # The demo (web/app/) and the page example use web/'s public entry points only: heed.js (the
  # translator, translatePage, attention rows, the model list), language_detector.js and the
  # standard-API files. Everything else in web/ is machinery they reach through heed.js.
  public='web/(heed|language_detector|translator_api|polyfill)\.js'
  pages=$(ls web/app/*.js web/page_example.js 2>/dev/null)
  hits=$(js_imports all $pages | grep -vE ": ($public|web/app/[^/]+\.js)$" || true)
  [ -z "$hits" ] || broken "the demo uses only web/'s public entry points" "$hits"
  hits=$(js_imports all $(ls web/*.js | grep -v page_example) | grep -E ": web/app/" || true)
  [ -z "$hits" ] || broken "the module never imports the demo" "$hits"
  # tsort names the files of a loop in what it prints on stderr.
  loop=$(js_imports runtime web/*.js web/app/*.js | sed -E 's/^([^:]+):[0-9]+: (.*)$/\1 \2/' | tsort 2>&1 >/dev/null)
  [ -z "$loop" ] || broken "no import loop in web/" "$loop"
fi
targets=$(grep -rnE '__wasm_simd128__|__AVX2__|__SSE4_1__' engine --include='*.h' --include='*.cc' | grep -v '^engine/src/kernels/' || true)
[ -z "$targets" ] || broken "target macros are tested only inside kernels" "$targets"
[ $fail = 0 ] && echo "dependency rules: ok"
exit $fail
