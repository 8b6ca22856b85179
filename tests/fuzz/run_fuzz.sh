#!/usr/bin/env bash
# Builds the libFuzzer targets with ASan+UBSan and runs each for a bounded time: the model-file
# loader (two thirds of the seconds), arbitrary text through a whole translation (a third), and
# the shortlist table (a quarter more). Usage: tests/fuzz/run_fuzz.sh [seconds=60]. Exits
# non-zero on any crash or sanitizer report; crashing inputs are left in build-fuzz/artifacts/.
# Longer runs and their numbers: tests/fuzz/README.md.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${HEED_FUZZ_OUT:-$root/build-fuzz}"  # HEED_FUZZ_OUT: another folder (a long run keeps its own)
mkdir -p "$out/corpus" "$out/artifacts"

cxx="${CXX_FUZZ:-clang++-14}"
includes=(-I"$root/engine/include" -I"$root/engine/src" -I"$root/tests")
# All io and core sources: the target sees exactly what the engine links; and the readers of
# the optional vocabulary shortlist, glossary, memory, date formats, copied words, adjectives,
# nouns, hints and given names, which the translator runs on the files it loads.
sources=("$root"/engine/src/io/*.cc "$root"/engine/src/core/*.cc
         "$root"/engine/src/decode/shortlist.cc "$root"/engine/src/translator_shortlist.cc
         "$root"/engine/src/translator_glossary.cc "$root"/engine/src/translator_dates.cc
         "$root"/engine/src/translator_copied_words.cc "$root"/engine/src/translator_tables.cc
         "$root"/engine/src/translator_adjectives.cc "$root"/engine/src/translator_nouns.cc
         "$root"/engine/src/translator_hints.cc "$root"/engine/src/translator_memory.cc
         "$root"/engine/src/translator_given_names.cc "$root"/engine/src/text/english_subject.cc
         "$root"/engine/src/text/segment.cc "$root"/engine/src/text/spanish_clitics.cc
         "$root"/engine/src/text/utf8.cc "$root"/engine/src/text/casing.cc "$root"/engine/src/text/agreement.cc)

echo "building fuzz_model_file with $cxx"
nice "$cxx" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  "${includes[@]}" "${sources[@]}" "$root/tests/fuzz/fuzz_model_file.cc" -o "$out/fuzz_model_file"
# The seed writer is ordinary code; sanitizers here catch writer bugs, not reader ones.
nice "$cxx" -std=c++20 -O1 -g -fsanitize=address,undefined "${includes[@]}" \
  "$root/tests/fuzz/write_seed.cc" -o "$out/write_seed"
"$out/write_seed" "$out/corpus"

nice "$cxx" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  "${includes[@]}" "$root"/engine/src/decode/shortlist.cc "$root/tests/fuzz/fuzz_shortlist_table.cc" \
  -o "$out/fuzz_shortlist_table"

# The text target needs the whole engine (and sentencepiece, not instrumented): its objects are
# built with the fuzzer's coverage and the sanitizers, each with its kernel file's ISA flags.
echo "building fuzz_translate_text with $cxx"
mkdir -p "$out/obj_text"
engine_sources=$(ls "$root"/engine/src/*.cc "$root"/engine/src/{core,kernels,nn,decode,io,text}/*.cc | grep -v '_wasm\.cc$')
export cxx out root
# shellcheck disable=SC2016
printf '%s\n' $engine_sources | nice xargs -P"$(nproc)" -I{} sh -c '
  src={}; flags=""
  case "$src" in *_avx2.cc) flags="-mavx2 -mfma";; esac
  "$cxx" -std=c++20 -O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all \
    $flags -I"$root/engine/include" -I"$root/engine/src" -I/usr/include/eigen3 \
    -c "$src" -o "$out/obj_text/$(echo "${src#"$root"/}" | tr / _).o"'
nice "$cxx" -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -I"$root/engine/include" -DHEED_FUZZ_MODEL="\"$root/tests/golden/model_post_relu_int8.heed\"" \
  "$root/tests/fuzz/fuzz_translate_text.cc" "$out"/obj_text/*.o -lsentencepiece -o "$out/fuzz_translate_text"

text_seconds=$(( seconds / 3 > 5 ? seconds / 3 : 5 ))
model_seconds=$(( seconds - text_seconds > 5 ? seconds - text_seconds : 5 ))
echo "fuzzing the model file for ${model_seconds}s"
# -max_len: seeds are ~1.6 KB; 4 KB leaves room to grow headers without wasting time on bulk.
nice "$out/fuzz_model_file" "$out/corpus" -dict="$root/tests/fuzz/model_file.dict" \
  -max_total_time="$model_seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1

# Text: the seeds kept in the repo (tests/fuzz/corpus_text) are read, never written: what the
# fuzzer finds goes to build-fuzz/corpus_text. 512 bytes are several sentences.
echo "fuzzing text through whole translations for ${text_seconds}s"
mkdir -p "$out/corpus_text"
nice "$out/fuzz_translate_text" "$out/corpus_text" "$root/tests/fuzz/corpus_text" \
  -max_total_time="$text_seconds" -max_len=512 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1

# The shortlist's values (which the CRC keeps the model-file fuzzer from mutating): a quarter
# of the time, from an empty corpus (inputs are a few hundred bytes).
table_seconds=$(( seconds / 4 > 5 ? seconds / 4 : 5 ))
echo "fuzzing the shortlist table for ${table_seconds}s"
mkdir -p "$out/corpus_shortlist"
nice "$out/fuzz_shortlist_table" "$out/corpus_shortlist" -max_total_time="$table_seconds" -max_len=1024 \
  -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$out/artifacts/" -print_final_stats=1
