#!/usr/bin/env bash
# Builds the ModelFile libFuzzer target with ASan+UBSan and runs it for a bounded time.
# Usage: tests/fuzz/run_fuzz.sh [seconds=60]. Exits non-zero on any crash or sanitizer report;
# crashing inputs are left in build-fuzz/artifacts/.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/build-fuzz"
mkdir -p "$out/corpus" "$out/artifacts"

cxx="${CXX_FUZZ:-clang++-14}"
includes=(-I"$root/engine/include" -I"$root/engine/src" -I"$root/tests")
# All io and core sources: the target sees exactly what the engine links; and the binding of
# the optional vocabulary shortlist, which the translator runs on every file it loads.
sources=("$root"/engine/src/io/*.cc "$root"/engine/src/core/*.cc
         "$root"/engine/src/decode/shortlist.cc "$root"/engine/src/translator_shortlist.cc)

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

echo "fuzzing for ${seconds}s"
# -max_len: seeds are ~1.6 KB; 4 KB leaves room to grow headers without wasting time on bulk.
nice "$out/fuzz_model_file" "$out/corpus" -dict="$root/tests/fuzz/model_file.dict" \
  -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1

# The shortlist's values (which the CRC keeps the model-file fuzzer from mutating): a quarter
# of the time, from an empty corpus (inputs are a few hundred bytes).
table_seconds=$(( seconds / 4 > 5 ? seconds / 4 : 5 ))
echo "fuzzing the shortlist table for ${table_seconds}s"
mkdir -p "$out/corpus_shortlist"
nice "$out/fuzz_shortlist_table" "$out/corpus_shortlist" -max_total_time="$table_seconds" -max_len=1024 \
  -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$out/artifacts/" -print_final_stats=1
