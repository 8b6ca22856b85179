#!/usr/bin/env bash
# Fails when a dependency rule of ARCHITECTURE.md is broken (a grep is enough to catch them).
set -uo pipefail
cd "$(dirname "$0")/.."
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
if [ -d wasm ]; then check "wasm/ includes only the public API" wasm '#include *"(core|kernels|nn|decode|io|text)/'; fi
targets=$(grep -rnE '__wasm_simd128__|__AVX2__|__SSE4_1__' engine --include='*.h' --include='*.cc' | grep -v '^engine/src/kernels/' || true)
[ -z "$targets" ] || broken "target macros are tested only inside kernels" "$targets"
[ $fail = 0 ] && echo "dependency rules: ok"
exit $fail
