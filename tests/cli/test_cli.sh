#!/usr/bin/env bash
# The native CLI on the golden model: translate, --stream, --beam, inspect, bench, bad input,
# bad command lines, HEED_ISA.
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

# --raw: random weights repeat themselves, which the repeat rule would cut short; no terms
# either ("at 7:30" is one: the stream would be its placeholder).
printf 'Zebra 42 runs at 7:30\n' | "$heed" translate --model "$model" --max-length 4 --raw --no-model-glossary --stream >"$tmp/stream"
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
check "inspect says what the kernels run on" grep -qE "^kernels: +(avx2|scalar)$" "$tmp/inspect"
HEED_ISA=scalar "$heed" inspect "$model" >"$tmp/inspect_scalar"
check "inspect under HEED_ISA=scalar says scalar" grep -qE "^kernels: +scalar$" "$tmp/inspect_scalar"

"$heed" bench --model "$model" --repeat 1 --max-length 8 >"$tmp/bench"
check "bench prints JSON with tokens_per_s" grep -qE '"tokens_per_s": [0-9.]+' "$tmp/bench"
check "bench prints peak RSS" grep -qE '"peak_rss_mb": [0-9.]+' "$tmp/bench"

# --batch N: greedy search decodes a line's sentences side by side; the output is the same.
line='Zebra 42 runs at 7:30. The dog runs. A small child reads the old book. Cats sleep!'
printf '%s\n' "$line" | "$heed" translate --model "$model" --greedy --max-length 6 --batch 1 >"$tmp/batch1"
printf '%s\n' "$line" | "$heed" translate --model "$model" --greedy --max-length 6 --batch 8 >"$tmp/batch8"
check "--batch 8 translates a line as --batch 1 does" cmp -s "$tmp/batch1" "$tmp/batch8"
check "--batch 8 output is not empty" test -n "$(head -c 1 "$tmp/batch8")"
printf '%s\n' "$line" | "$heed" translate --model "$model" --greedy --batch 0 >/dev/null 2>"$tmp/batch_err"
check "--batch 0 is refused by name" grep -q "batch_sentences must be in 1..64" "$tmp/batch_err"
"$heed" bench --model "$model" --repeat 1 --max-length 8 --greedy --batch 3 >"$tmp/bench_batch"
check "bench --batch 3 sends 3 sentences per call" grep -q '"sentences_per_call": 3' "$tmp/bench_batch"

head -c 5000 "$model" >"$tmp/truncated.heed"
"$heed" inspect "$tmp/truncated.heed" 2>"$tmp/trunc_err"
check "truncated model: exit 1" test $? -eq 1
check "truncated model: cause named" grep -qi "truncated\|outside\|exceeds" "$tmp/trunc_err"
"$heed" translate </dev/null 2>"$tmp/usage_err"
check "missing --model is reported" grep -q -- "--model M is required" "$tmp/usage_err"

# What a command does not know stops it before any work: exit 2 and one exact line on stderr.
rejects() {  # rejects "expected stderr" heed-args...
  local want="$1"; shift
  printf 'the dog runs.\n' | "$heed" "$@" >"$tmp/rej_out" 2>"$tmp/rej_err"
  local rc=$?
  check "heed $*: exit 2 (got $rc)" test "$rc" -eq 2
  check "heed $*: says '$want' (got '$(cat "$tmp/rej_err")')" test "$(cat "$tmp/rej_err")" = "$want"
  check "heed $*: prints nothing on stdout" test ! -s "$tmp/rej_out"
}
rejects "heed translate: unknown option --beem (did you mean --beam?)" translate --model "$model" --beem 4
rejects "heed translate: unknown option --modle (did you mean --model?)" translate --modle "$model"
rejects "heed translate: unknown option --shortlist (did you mean --no-shortlist?)" translate --model "$model" --shortlist
rejects "heed translate: unknown option -beam (did you mean --beam?)" translate --model "$model" -beam 4
rejects "heed translate: unknown option --verbose (options: --alpha, --alternatives, --batch, --beam, --glossary, --greedy, --max-length, --model, --no-case, --no-model-glossary, --no-protect, --no-repeat-block, --no-shortlist, --prefix, --raw, --stream, --word-reward, --word-reward-ratio)" \
  translate --model "$model" --verbose
rejects "heed bench: unknown option --verbose (options: --alpha, --alternatives, --batch, --beam, --glossary, --greedy, --input, --max-length, --model, --no-case, --no-model-glossary, --no-protect, --no-repeat-block, --no-shortlist, --prefix, --raw, --repeat, --word-reward, --word-reward-ratio)" \
  bench --model "$model" --verbose
rejects "heed translate: --greedy and --beam N exclude each other" translate --model "$model" --greedy --beam 4
rejects "heed inspect: unknown option --stream (options: --model)" inspect --stream "$model"
rejects "heed translate: option --beam needs a value" translate --model "$model" --beam
rejects "heed translate: option --beam needs a value" translate --model "$model" --beam --stream
rejects "heed translate: option --beam expects an integer, got 'four'" translate --model "$model" --beam four
rejects "heed translate: option --beam expects an integer, got '4x'" translate --model "$model" --beam 4x
rejects "heed bench: option --repeat expects an integer, got '99999999999'" bench --model "$model" --repeat 99999999999
rejects "heed translate: option --alpha expects a number, got '0.6x'" translate --model "$model" --alpha 0.6x
rejects "heed translate: option --alpha expects a number, got 'nan'" translate --model "$model" --alpha nan
rejects "heed translate: unexpected argument 'extra'" translate --model "$model" extra
printf 'the dog runs.\n' | "$heed" translate --model "$model" --word-reward 11 >/dev/null 2>"$tmp/reward_err"
check "--word-reward 11: refused with its range" grep -q "word_reward must be in -10..10" "$tmp/reward_err"
printf 'the dog runs.\n' | "$heed" translate --model "$model" --word-reward 0.5 --word-reward-ratio 0.1 >/dev/null 2>"$tmp/reward_err"
check "--word-reward-ratio 0.1: refused with its range" grep -q "word_reward_ratio must be in 0.25..4" "$tmp/reward_err"
rejects "heed inspect: unexpected argument '$model'" inspect "$model" "$model"

# HEED_ISA caps the kernels (engine/src/kernels/isa.cc): a typo is an error, scalar gives the
# same tokens as the default kernels on the golden model (wide top-1 margins).
printf 'the dog runs.\n' | HEED_ISA=avx512 "$heed" translate --model "$model" >/dev/null 2>"$tmp/isa_err"
check "HEED_ISA=avx512: exit 2" test $? -eq 2
check "HEED_ISA=avx512: named with the accepted values" test "$(cat "$tmp/isa_err")" = \
  "heed: HEED_ISA=avx512 is not a kernel level: use scalar or avx2, or unset it for the best this CPU has"
printf 'Zebra 42 runs at 7:30\nthe dog runs.\n' | HEED_ISA=scalar "$heed" translate --model "$model" --max-length 6 >"$tmp/scalar_out"
check "HEED_ISA=scalar translates like the default kernels" cmp -s "$tmp/out" "$tmp/scalar_out"

# The shipped models translate real sentences (outputs pinned: a change means the engine or
# the model changed, and the card's examples must be regenerated).
out=$(printf 'Save the document before closing the window.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --beam 4)
check "shipped en-es translates" test "$out" = "Guardar el documento antes de cerrar la ventana."
out=$(printf 'La contraseña debe contener al menos ocho caracteres.\n' | "$heed" translate --model "$2/models/shipped/es-en.heed" --beam 4)
check "shipped es-en translates" test "$out" = "The password must contain at least eight characters."

# A glossary file: "source<TAB>target" lines and terms kept as they are.
printf '# terms\nwindow\tventana\nDebian\nHeed\n' >"$tmp/glossary.tsv"
out=$(printf 'Close the window and open Debian with Heed.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --glossary "$tmp/glossary.tsv")
check "--glossary: the target term and the kept terms are in the output (got '$out')" \
  bash -c '[[ "$1" == *ventana* && "$1" == *Debian* && "$1" == *Heed* && "$1" != *Hola* ]]' _ "$out"
rejects "heed translate: cannot read the glossary file '$tmp/none.tsv'" translate --model "$model" --glossary "$tmp/none.tsv"

# The model's own names (glossary.terms): on by default, off with --no-model-glossary.
"$heed" inspect "$2/models/shipped/en-es.heed" >"$tmp/inspect_shipped"
check "inspect counts the model's names" grep -qE "glossary: +[0-9]{3,} terms \(names, applied by default\)" "$tmp/inspect_shipped"
check "inspect says a model without names has none" grep -qE "glossary: +0 terms$" "$tmp/inspect"
# (The 2026-11-28 model writes "Polonia" by itself: "Hungary" and "Belgium" it still leaves in English.)
out=$(printf 'We flew from Hungary to Belgium.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "the model's names are translated (got '$out')" bash -c '[[ "$1" == *Hungría* && "$1" == *Bélgica* ]]' _ "$out"
out=$(printf 'We flew from Hungary to Belgium.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --no-model-glossary)
check "--no-model-glossary leaves them to the model (got '$out')" bash -c '[[ "$1" != *Hungría* && "$1" != *Bélgica* ]]' _ "$out"
out=$(printf 'October is the tenth month.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "a translated name that opens the sentence is capitalised (got '$out')" bash -c '[[ "$1" == Octubre* ]]' _ "$out"

# The model's date formats (glossary.dates): written the target's way, off with the glossary.
check "inspect counts the model's date formats" grep -qE "date formats: +[0-9]{2} \(applied with the glossary\)" "$tmp/inspect_shipped"
check "inspect says a model without date formats has none" grep -qE "date formats: +0$" "$tmp/inspect"
out=$(printf 'On September 24, 1759, Arthur Guinness signed a lease.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "an English date is written the Spanish way (got '$out')" bash -c '[[ "$1" == "El 24 de septiembre de 1759, "* ]]' _ "$out"
out=$(printf 'El juicio terminó el 3 de agosto de 2009.\n' | "$heed" translate --model "$2/models/shipped/es-en.heed")
check "a Spanish date is written the English way (got '$out')" bash -c '[[ "$1" == *"on August 3, 2009."* ]]' _ "$out"
out=$(printf 'On September 24, 1759, Arthur Guinness signed a lease.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --no-model-glossary)
check "--no-model-glossary leaves dates to the model (got '$out')" bash -c '[[ "$1" != *"24 de septiembre de 1759"* ]]' _ "$out"

# The model's copied words (glossary.words): an English word the model left in its Spanish is replaced.
check "inspect counts the model's copied words" grep -qE "copied words: +[0-9]{5} \(applied with the glossary\)" "$tmp/inspect_shipped"
out=$(printf 'The commissioner set the bail.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --no-model-glossary)
check "without the table the model copies 'commissioner' (got '$out')" bash -c '[[ "$1" == *commissioner* ]]' _ "$out"
out=$(printf 'The commissioner set the bail.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "the table replaces the copy (got '$out')" bash -c '[[ "$1" == *comisario* && "$1" != *commissioner* ]]' _ "$out"

# The model's set phrases (glossary.terms): a compound the model builds word by word.
out=$(printf 'La huelga de hambre duró diez días.\n' | "$heed" translate --model "$2/models/shipped/es-en.heed" --no-model-glossary)
check "without the terms the model writes 'huelga de hambre' word by word (got '$out')" bash -c '[[ "$1" != *"hunger strike"* ]]' _ "$out"
out=$(printf 'La huelga de hambre duró diez días.\n' | "$heed" translate --model "$2/models/shipped/es-en.heed")
check "the set phrase gives 'hunger strike' (got '$out')" bash -c '[[ "$1" == *"hunger strike"* ]]' _ "$out"
out=$(printf 'The oil spill reached the coast.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "the set phrase gives 'derrame de petróleo' (got '$out')" bash -c '[[ "$1" == *"derrame de petróleo"* ]]' _ "$out"
out=$(printf 'I love this place.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "a person's own words: 'I love' is 'Me encanta' (got '$out')" test "$out" = "Me encanta este lugar."
out=$(printf 'He pleaded guilty to the charges.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed")
check "an English He before a verb is the pronoun Él (got '$out')" bash -c '[[ "$1" == "Él se declaró"* ]]' _ "$out"
out=$(printf 'Dijo: ¡por fin!\n' | "$heed" translate --model "$2/models/shipped/es-en.heed")
check "a term after ¡ keeps the space before it (got '$out')" bash -c '[[ "$1" == *": finally"* ]]' _ "$out"

# A reader's prefix, and the alternatives at each token.
out=$(printf 'Save the document before closing the window.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --prefix "Guarda el archivo")
check "--prefix starts the translation and the model completes it (got '$out')" test "$out" = "Guarda el archivo antes de cerrar la ventana."
printf 'Save the document.\n' | "$heed" translate --model "$2/models/shipped/en-es.heed" --stream --alternatives 3 >"$tmp/alts"
check "--alternatives 3 lists three per token" grep -q $'\talternatives: [^,]*, [^,]*, [^,]*$' "$tmp/alts"
rejects "heed translate: --alternatives K is shown by --stream: add it" translate --model "$model" --alternatives 2

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
