#!/usr/bin/env bash
# The native CLI on the golden model: translate, --stream, --beam, inspect, bench, bad input.
# Usage: test_cli.sh HEED_BINARY REPO_ROOT   (ctest passes both)
set -uo pipefail
heed="$1"; model="$2/tests/golden/model_post_relu_int8.heed"
passed=0; failed=0
check() {  # check "what" condition...
  local what="$1"; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $what"; fi
}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

printf 'Zebra 42 runs at 7:30\nthe dog runs.\n' | "$heed" translate --model "$model" --max-length 6 >"$tmp/out" 2>"$tmp/err"
check "translate exits 0" test $? -eq 0
check "one output line per input line" test "$(wc -l <"$tmp/out")" -eq 2
check "translations are not empty" test -n "$(head -c 1 "$tmp/out")"

printf 'Zebra 42 runs at 7:30\n' | "$heed" translate --model "$model" --max-length 4 --stream >"$tmp/stream"
check "--stream prints a line per token with p= and the attended source word" \
  test "$(grep -c $'\tp=0\\.[0-9]*\t<- ' "$tmp/stream")" -ge 2

printf 'Zebra 42 runs at 7:30\n' | "$heed" translate --model "$model" --beam 4 --max-length 6 >"$tmp/beam"
check "--beam 4 translates" test "$(wc -l <"$tmp/beam")" -eq 1

printf 'ok line\n\xC3(\nZebra\n' | "$heed" translate --model "$model" --max-length 3 >"$tmp/bad" 2>"$tmp/bad_err"
check "invalid UTF-8 line: exit 1" test $? -eq 1
check "invalid UTF-8 line: named on stderr" grep -q "not valid UTF-8" "$tmp/bad_err"
check "invalid UTF-8 line: the other lines are still translated" test "$(wc -l <"$tmp/bad")" -eq 3

"$heed" inspect "$model" >"$tmp/inspect"
check "inspect shows languages" grep -q "en -> es" "$tmp/inspect"
check "inspect shows dims" grep -q "d_model 32, heads 4, d_ff 64, vocab 336" "$tmp/inspect"
check "inspect shows the checksum" grep -qE "data crc32: +[0-9a-f]{8} \(verified\)" "$tmp/inspect"

"$heed" bench --model "$model" --repeat 1 --max-length 8 >"$tmp/bench"
check "bench prints JSON with tokens_per_s" grep -qE '"tokens_per_s": [0-9.]+' "$tmp/bench"
check "bench prints peak RSS" grep -qE '"peak_rss_mb": [0-9.]+' "$tmp/bench"

head -c 5000 "$model" >"$tmp/truncated.heed"
"$heed" inspect "$tmp/truncated.heed" 2>"$tmp/trunc_err"
check "truncated model: exit 1" test $? -eq 1
check "truncated model: cause named" grep -qi "truncated\|outside\|exceeds" "$tmp/trunc_err"
"$heed" translate </dev/null 2>"$tmp/usage_err"
check "missing --model is reported" grep -q -- "--model M is required" "$tmp/usage_err"

# The shipped models translate real sentences (outputs pinned: a change means the engine or
# the model changed, and the card's examples must be regenerated).
out=$(printf 'Save the document before closing the window.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --beam 4)
check "shipped en-es translates" test "$out" = "Guardar el documento antes de cerrar la ventana."
out=$(printf 'La contraseña debe contener al menos ocho caracteres.\n' | "$heed" translate --model "$2/models/shipped/es-en.heed" --beam 4)
check "shipped es-en translates" test "$out" = "The password must contain at least eight characters."

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
