#!/usr/bin/env bash
# One command: corpus -> tokenizer -> training -> averaging -> shortlist -> export (int8) ->
# evaluation (beside Apertium, and the cost of int8 and of the shortlist).
#
#   models/pipeline.sh [--lang es] [--direction en-es] [--skip-corpus] [--train-args "..."]
#   models/pipeline.sh --slice [--corpus DIR] [--require-engine]    # tiny end-to-end run (minutes)
#   models/pipeline.sh --synthetic [--exclude-dev ../shared/eval/flores-dev] ...
#       also builds monolingual prose, lexicons, back-translations (shipped models, BT_SAMPLE
#       sentences per language, 0 = all), the mix (models/data/mix.json) and a training bundle,
#       and trains on that bundle instead of the plain corpus
#   models/pipeline.sh --synthetic --bundles-only [--lang de] [--exclude-dev ...]
#       stops after the training bundles of both directions (en-LANG and LANG-en): what a run on
#       the accelerator machine carries. BT_SAMPLE_EN / BT_SAMPLE_XX override BT_SAMPLE per
#       language (a back-translation run is resumed only with the same sample).
#
# Everything lands in ${HEED_CACHE:-/work/cache/heed} (never in git):
#   corpus/en-LANG/  tok/en-LANG/  runs/DIRECTION/{ckpt_last.pt,avg.pt,shortlist.npz,model-int8.heed,eval-*}
# Every step is rerunnable: the corpus builder reuses its downloads, training resumes from
# runs/DIRECTION/ckpt_last.pt. --slice works in a separate cache ($HEED_CACHE/slice) so it
# never touches the real run: it takes a small slice of an existing corpus (or --corpus DIR,
# or, when there is none, builds the corpus builder's own --slice), trains a tiny model for a
# few hundred steps on 200 short pairs, exports it and checks that the engine CLI loads it and
# translates those training sentences like the PyTorch reference does.
# ENGINE (default build/engine/tools/heed) is the native CLI.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PY=/usr/bin/python3                       # Debian's python with torch (not the pyenv one)
CACHE="${HEED_CACHE:-/work/cache/heed}"
ENGINE="${ENGINE:-$ROOT/build/engine/tools/heed}"
LANG_XX=es
DIRECTION=""
SLICE=0
SKIP_CORPUS=0
CORPUS_DIR=""
REQUIRE_ENGINE=0
SYNTHETIC=0
EXCLUDE_DEV=()
BT_SAMPLE="${BT_SAMPLE:-0}"
BUNDLES_ONLY=0
TRAIN_ARGS="${TRAIN_ARGS:---epochs 8}"
VOCAB="${VOCAB:-8000}"

while [ $# -gt 0 ]; do
  case "$1" in
    --lang) LANG_XX="$2"; shift 2 ;;
    --direction) DIRECTION="$2"; shift 2 ;;
    --slice) SLICE=1; shift ;;
    --skip-corpus) SKIP_CORPUS=1; shift ;;
    --corpus) CORPUS_DIR="$2"; shift 2 ;;
    --train-args) TRAIN_ARGS="$2"; shift 2 ;;
    --vocab) VOCAB="$2"; shift 2 ;;
    --require-engine) REQUIRE_ENGINE=1; shift ;;
    --synthetic) SYNTHETIC=1; shift ;;
    --bundles-only) BUNDLES_ONLY=1; shift ;;
    --exclude-dev) EXCLUDE_DEV+=(--exclude-dev "$2"); shift 2 ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
DIRECTION="${DIRECTION:-en-$LANG_XX}"

step() { echo "=== [$(date +%H:%M:%S)] $*" >&2; }
T0=$(date +%s)
took() { echo "    ($(( $(date +%s) - T0 )) s so far)" >&2; }

if [ "$SLICE" = 1 ]; then
  export HEED_CACHE="${HEED_SLICE_CACHE:-$CACHE/slice}"
  C="$HEED_CACHE/corpus/en-$LANG_XX"
  mkdir -p "$C"
  FULL="$CACHE/corpus/en-$LANG_XX"
  if [ -n "$CORPUS_DIR" ]; then FULL="$CORPUS_DIR"; fi
  step "corpus slice -> $C"
  if [ ! -f "$FULL/train.tsv" ]; then
    # no corpus yet: let the corpus builder make its own tiny slice (needs the Debian mirror)
    # (its --slice output goes to corpus/en-xx-slice, never over a real corpus)
    $PY -m models.data.build --lang "$LANG_XX" --slice --cache "$HEED_CACHE"
    FULL="$HEED_CACHE/corpus/en-$LANG_XX-slice"
    [ -f "$FULL/train.tsv" ] || { echo "corpus builder --slice wrote no $FULL/train.tsv" >&2; exit 1; }
  fi
  # 200 short training pairs (<= 6 words, to be memorised), 100 dev, 100 test
  # every STRIDE-th short pair, so all sources appear (the TSV is grouped by source); awk
  # stops itself: `| head` would SIGPIPE awk and fail the script under pipefail
  STRIDE=$(( $(wc -l < "$FULL/train.tsv") / 1000 + 1 ))
  awk -F'\t' -v s="$STRIDE" 'NF==3 && split($2,w," ")<=6 && (++k % s == 0) { print; if (++n >= 200) exit }' \
    "$FULL/train.tsv" > "$C/train.tsv.new"
  head -n 100 "$FULL/dev.tsv" > "$C/dev.tsv.new"
  head -n 100 "$FULL/test.tsv" > "$C/test.tsv.new"
  for s in train dev test; do mv "$C/$s.tsv.new" "$C/$s.tsv"; done
  took
  step "tokenizer (vocab 1000, soft limit)"
  $PY -m models.tokenizer all --lang "$LANG_XX" --vocab 1000 --soft-vocab
  took
  RUN="$HEED_CACHE/runs/$DIRECTION"
  step "training a tiny model -> $RUN"
  # 1 thread: on a busy 2-core machine OpenMP with 2 threads is many times slower for tiny ops
  nice -n 5 $PY -m models.train --lang "$LANG_XX" --direction "$DIRECTION" --run "$RUN" --no-resume \
    --d-model 64 --heads 4 --d-ff 256 --enc-layers 2 --dec-layers 1 --dropout 0.0 \
    --max-tokens 1500 --warmup 100 --lr-scale 2 --max-steps "${SLICE_STEPS:-400}" --log-every 50 \
    --snapshot-steps 50 --avg-k 2 --eval-minutes 1000 --eval-sents 50 --threads 1
  took
  step "vocabulary shortlist + export int8"
  $PY -m models.shortlist build --tok "$HEED_CACHE/tok/en-$LANG_XX" --direction "$DIRECTION" \
    --out "$RUN/shortlist.npz" --min-count 2
  $PY -m models.heed_ref.export --checkpoint "$RUN/avg.pt" --tokenizer "$HEED_CACHE/tok/en-$LANG_XX/spm.model" \
    --out "$RUN/model-int8.heed" --int8 --shortlist "$RUN/shortlist.npz"
  took
  step "engine check: translate the training sentences"
  head -n 50 "$C/train.tsv" > "$C/train_head.tsv"
  if [ -x "$ENGINE" ]; then
    "$ENGINE" inspect --model "$RUN/model-int8.heed" | grep -Eq '^shortlist: +[1-9][0-9]* entries' \
      || { echo "the exported model carries no shortlist" >&2; exit 1; }
    # The reference scores the whole vocabulary: compare it with the engine doing the same,
    # then check that the shortlist path translates too.
    $PY -m models.eval --model "$RUN/model-int8.heed" --engine "$ENGINE" --beam 1 --direction "$DIRECTION" \
      --test "$C/train_head.tsv" --out "$RUN/check" --no-apertium --compare-reference --no-shortlist \
      --min-chrf 20 --min-agreement 0.8
    $PY -m models.eval --model "$RUN/model-int8.heed" --engine "$ENGINE" --beam 1 --direction "$DIRECTION" \
      --test "$C/train_head.tsv" --out "$RUN/check-shortlist" --no-apertium --min-chrf 20
  else
    echo "WARNING: engine CLI $ENGINE not built; checking with the PyTorch reference only" >&2
    if [ "$REQUIRE_ENGINE" = 1 ]; then exit 1; fi
    $PY -m models.eval --model "$RUN/model-int8.heed" --reference --beam 1 --direction "$DIRECTION" \
      --test "$C/train_head.tsv" --out "$RUN/check" --no-apertium --min-chrf 20
  fi
  took
  if [ -f "$HEED_CACHE/lexicon/lexicon.en-es.tsv" ] && [ "$LANG_XX" = es ]; then
    # After the checks above: they compare the network with the reference, which knows no glossary.
    step "the model's glossary of names (from the Apertium lexicon), date formats and copied words"
    # English word lists with their case (names.py, copied_words.py: which words English
    # capitalises) and ISO 3166-1's country names with their Spanish (countries.py)
    if [ ! -f /usr/share/dict/american-english ] || [ ! -f /usr/share/dict/british-english ] ||
       [ ! -f /usr/share/iso-codes/json/iso_3166-1.json ]; then
      SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends wamerican wbritish iso-codes >/dev/null
    fi
    # Spanish nouns and their gender (needs Apertium's generator): the articles of the model's
    # nouns below, and the plural names' articles here ("the United States" -> "los Estados Unidos").
    NOUNS=()
    if [ "${DIRECTION##*-}" = es ] && command -v lt-proc >/dev/null && [ -d /usr/share/apertium/apertium-eng-spa ]; then
      $PY -m models.nouns build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --out "$RUN/nouns.tsv"
      NOUNS=(--nouns "$RUN/nouns.tsv")
    fi
    $PY -m models.names build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --direction "$DIRECTION" \
      "${NOUNS[@]}" --out "$RUN/names.tsv"
    $PY -m models.names add --model "$RUN/model-int8.heed" --terms "$RUN/names.tsv" --dates "$DIRECTION" \
      --out "$RUN/model-int8.heed"
    # Translations of the source words the model copies untranslated (needs Apertium's analysers).
    if command -v lt-proc >/dev/null && [ -d /usr/share/apertium/apertium-eng-spa ]; then
      PAIRS="$HEED_CACHE/tok/en-$LANG_XX/corpus/train.tsv"
      [ -f "$PAIRS" ] || PAIRS="$HEED_CACHE/corpus/en-$LANG_XX/train.tsv"
      $PY -m models.copied_words build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --corpus "$PAIRS" \
        --direction "$DIRECTION" --out "$RUN/copied_words.tsv"
      $PY -m models.copied_words add --model "$RUN/model-int8.heed" --words "$RUN/copied_words.tsv" \
        --out "$RUN/model-int8.heed"
      # The dictionary's word for each source noun (and Spanish verb), which beam search favours
      # (needs Apertium itself to translate the words).
      if command -v apertium >/dev/null; then
        $PY -m models.hints build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --corpus "$PAIRS" \
          --direction "$DIRECTION" --out "$RUN/hints.tsv"
        $PY -m models.hints add --model "$RUN/model-int8.heed" --hints "$RUN/hints.tsv" --out "$RUN/model-int8.heed"
      else
        echo "no apertium (apt-get install apertium): the model gets no hints" >&2
      fi
      # Spanish output: the adjectives' four forms and the nouns' gender, for the model's own
      # adjectives and articles to agree with their noun.
      if [ "${DIRECTION##*-}" = es ]; then
        $PY -m models.adjectives build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --out "$RUN/adjectives.txt"
        $PY -m models.adjectives add --model "$RUN/model-int8.heed" --adjectives "$RUN/adjectives.txt" \
          --out "$RUN/model-int8.heed"
        $PY -m models.nouns add --model "$RUN/model-int8.heed" --nouns "$RUN/nouns.tsv" --out "$RUN/model-int8.heed"
      fi
    else
      echo "no apertium-eng-spa: the model gets no copied-word table, adjectives or nouns" >&2
    fi
    # The target language's words, for beam search to prefer them (needs Hunspell's tools).
    if command -v unmunch >/dev/null && command -v hunspell >/dev/null; then
      TGT_CORPUS="$HEED_CACHE/corpus/en-$LANG_XX/train.tsv"
      [ -f "$TGT_CORPUS" ] || TGT_CORPUS="$FULL/train.tsv"
      $PY -m models.known_words build --lang "${DIRECTION##*-}" --corpus "$TGT_CORPUS" --out "$RUN/known_words.txt"
      $PY -m models.known_words add --model "$RUN/model-int8.heed" --words "$RUN/known_words.txt" \
        --out "$RUN/model-int8.heed"
      # The source's everyday words, the only ones a Title Case or ALL-CAPS sentence lowers
      # (names stay as written); Spanish only those of the corpus (98 KB instead of 1.5 MB).
      ONLY_CORPUS=$([ "${DIRECTION%%-*}" = es ] && echo --only-corpus-words || true)
      $PY -m models.source_words build --lang "${DIRECTION%%-*}" --corpus "$TGT_CORPUS" $ONLY_CORPUS \
        --out "$RUN/source_words.txt"
      $PY -m models.source_words add --model "$RUN/model-int8.heed" --words "$RUN/source_words.txt" \
        --out "$RUN/model-int8.heed"
    else
      echo "no unmunch/hunspell (apt-get install hunspell hunspell-tools): the model gets no list of known words" >&2
    fi
    # The dictionary's fixed expressions the model garbles into no word ("no obstante" -> "not
    # obstant"), asked of the model itself through the engine: they join its glossary.
    if [ -x "$ENGINE" ] && { [ "${DIRECTION##*-}" = en ] || [ -n "$(command -v unmunch)" ]; }; then
      $PY -m models.phrases build --lexicon "$HEED_CACHE/lexicon/lexicon.en-es.tsv" --direction "$DIRECTION" \
        --model "$RUN/model-int8.heed" --engine "$ENGINE" --out "$RUN/phrases.tsv"
      $PY -m models.phrases add --model "$RUN/model-int8.heed" --phrases "$RUN/phrases.tsv" --out "$RUN/model-int8.heed"
    fi
    # The state's bodies and offices news prose capitalises ("the Senate" -> "el Senado").
    $PY -m models.institutions build --direction "$DIRECTION" --out "$RUN/institutions.tsv"
    $PY -m models.phrases add --model "$RUN/model-int8.heed" --phrases "$RUN/institutions.tsv" --out "$RUN/model-int8.heed"
    # The dictionary's made-up English mended ("una pandemia" -> "a pandemia", "piojos" ->
    # "louses"; models/english_targets.py), by WordNet's words and plurals.
    if [ "${DIRECTION##*-}" = en ]; then
      if [ ! -f /usr/share/wordnet/noun.exc ]; then
        SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends wordnet-base >/dev/null
      fi
      $PY -m models.english_targets fix --model "$RUN/model-int8.heed" --out "$RUN/model-int8.heed"
    fi
    # The dictionary's nouns a reader found wrong ("el buque" -> "the fuselage", "the kettle" ->
    # "la pava"; models/noun_fixes.py), rewritten or dropped.
    $PY -m models.noun_fixes fix --model "$RUN/model-int8.heed" --out "$RUN/model-int8.heed"
    # Greetings and a shop's words inside a sentence ("Good morning, everyone!" -> "¡Buenos días,
    # ...", "free shipping" -> "envío gratis"), read one by one: they win over the dictionary's.
    $PY -m models.set_phrases build --direction "$DIRECTION" --out "$RUN/set_phrases.tsv"
    $PY -m models.phrases add --model "$RUN/model-int8.heed" --phrases "$RUN/set_phrases.tsv" --override \
      --out "$RUN/model-int8.heed"
    took
  fi
  if [ -x "$ENGINE" ]; then
    # Interface strings the catalogues agree on that the model translates otherwise ("Add to
    # cart"): the memory of whole sentences (models/memory.py; here from the slice corpus's pairs,
    # deduplicated, so one catalogue's word is enough).
    step "the model's memory of interface strings"
    $PY -m models.memory build --direction "$DIRECTION" --model "$RUN/model-int8.heed" --engine "$ENGINE" \
      --corpus "$C/train.tsv" --min-votes 1 --out "$RUN/memory.tsv"
    $PY -m models.memory add --model "$RUN/model-int8.heed" --memory "$RUN/memory.tsv" --out "$RUN/model-int8.heed"
    "$ENGINE" inspect --model "$RUN/model-int8.heed" | grep -E '^memory: +[1-9][0-9]* sentences' \
      || { echo "the model with its memory does not load" >&2; exit 1; }
    took
  fi
  # Issue 10's data steps on a few hundred lines: back-/forward-translation with the engine,
  # the mix (mix.json), augmentation, a training bundle per direction and its checks.
  # "Monolingual" text here is unused corpus lines (the slice cache has no mono build).
  SRC_COL=$([ "${DIRECTION%%-*}" = en ] && echo 2 || echo 3)
  SRC_L="${DIRECTION%%-*}"; TGT_L="${DIRECTION##*-}"
  MONO="$HEED_CACHE/mono-slice"; mkdir -p "$MONO"
  awk -F'\t' -v c="$SRC_COL" 'NF==3 && NR>2000 { print "slice\t" $c; if (++n >= 300) exit }' "$FULL/train.tsv" \
    > "$MONO/mono.$SRC_L.tsv"
  if [ -x "$ENGINE" ]; then
    step "back-translation (bt) and forward translation (ft) of 300 $SRC_L lines with the engine"
    $PY -m models.data.backtranslate --model "$RUN/model-int8.heed" --direction "$DIRECTION" --greedy \
      --input "$MONO/mono.$SRC_L.tsv" --out "$HEED_CACHE/bt/$DIRECTION.mono-$SRC_L" --chunk 100 --jobs 2
    $PY -m models.data.backtranslate --model "$RUN/model-int8.heed" --direction "$DIRECTION" --greedy --mode ft \
      --input "$MONO/mono.$SRC_L.tsv" --out "$HEED_CACHE/bt/$DIRECTION.ft-$SRC_L" --chunk 100 --jobs 2
    [ "$(wc -l < "$HEED_CACHE/bt/$DIRECTION.mono-$SRC_L/pairs.tsv")" -gt 0 ] || { echo "no back-translated pairs" >&2; exit 1; }
    took
  fi
  for D in "$SRC_L-$TGT_L" "$TGT_L-$SRC_L"; do
    step "mix + augmentation + training bundle for $D"
    $PY -m models.data.mix --lang "$LANG_XX" --direction "$D" --corpus "$C"
    $PY -m models.data.bundle --lang "$LANG_XX" --direction "$D" --vocab 1000
    if [ -x "$ENGINE" ] && [ "$D" = "$TGT_L-$SRC_L" ]; then
      grep -q '^bt:' "$HEED_CACHE/mix/$D/train.tsv" || { echo "the $D mix has no back-translated pairs" >&2; exit 1; }
    fi
    grep -q '^[a-z]*:aug-' "$HEED_CACHE/mix/$D/train.tsv" || { echo "the $D mix has no augmented pairs" >&2; exit 1; }
  done
  took
  if [ -x "$ENGINE" ]; then
    step "fine-tuning road (models/finetune.sh): the tiny model, 20 steps on its fine-tuning mix"
    ENGINE="$ENGINE" models/finetune.sh "$DIRECTION" --model "$RUN/model-int8.heed" --max-steps 20 --threads 1 --fresh
    grep -q "weights from $RUN/model-int8.heed" "$HEED_CACHE/runs/ft-$DIRECTION/train.log" \
      || { echo "fine-tuning did not start from the model's weights" >&2; exit 1; }
    step "GPU fine-tuning road (models/gpu_finetune.sh), dry: one CPU step per leg"
    $PY -m models.data.length_match --bundle "$HEED_CACHE/bundle/ft-$DIRECTION" --out "$HEED_CACHE/bundle/lm-$DIRECTION" \
      --direction "$DIRECTION" --carry "$HEED_CACHE/gpu-carry/lm-$DIRECTION" > /dev/null
    mkdir -p "$HEED_CACHE/gpu-from" && cp "$RUN/model-int8.heed" "$HEED_CACHE/gpu-from/$DIRECTION.heed"
    rm -rf "$HEED_CACHE/gpu-out"
    OUT="$HEED_CACHE/gpu-out" PY="$PY" models/gpu_finetune.sh --directions "$DIRECTION" --legs "1 2" --dry-steps 1 \
      --bundles "$HEED_CACHE/gpu-carry/lm" --from "$HEED_CACHE/gpu-from" > "$HEED_CACHE/gpu-out.log" 2>&1 \
      || { cat "$HEED_CACHE/gpu-out.log" >&2; exit 1; }
    for LEG in 1 2; do
      [ -s "$HEED_CACHE/gpu-out/$DIRECTION-ep$LEG.heed" ] || { echo "gpu_finetune.sh wrote no $DIRECTION-ep$LEG.heed" >&2; exit 1; }
    done
    took
  fi
  step "slice pipeline OK"
  exit 0
fi

RUN="$CACHE/runs/$DIRECTION"
if [ "$SKIP_CORPUS" = 0 ]; then
  step "corpus (models/data) -> $CACHE/corpus/en-$LANG_XX"
  $PY -m models.data.build --lang "$LANG_XX"
  took
fi
if [ "$BUNDLES_ONLY" = 0 ] && { [ ! -f "$CACHE/tok/en-$LANG_XX/meta.json" ] ||
     [ "$CACHE/corpus/en-$LANG_XX/train.tsv" -nt "$CACHE/tok/en-$LANG_XX/meta.json" ]; }; then
  step "tokenizer (vocab $VOCAB) + encoding"
  $PY -m models.tokenizer all --lang "$LANG_XX" --vocab "$VOCAB"
  took
fi
TOK="$CACHE/tok/en-$LANG_XX"
if [ "$SYNTHETIC" = 1 ]; then
  # issue 10: prose, lexicons, back-translation with the shipped models, mix, bundle
  PAIR=$([ "$LANG_XX" = de ] && echo de-en || echo en-es)
  for L in en "$LANG_XX"; do
    [ -f "$CACHE/mono/mono.$L.tsv" ] || { step "monolingual prose ($L)"; $PY -m models.data.mono --lang "$L" "${EXCLUDE_DEV[@]}"; }
  done
  [ -f "$CACHE/lexicon/lexicon.$PAIR.tsv" ] || { step "lexicon $PAIR"; $PY -m models.data.lexicon --pair "$PAIR"; }
  for M in "en-$LANG_XX" "$LANG_XX-en"; do
    L="${M%%-*}"
    SAMPLE=$([ "$L" = en ] && echo "${BT_SAMPLE_EN:-$BT_SAMPLE}" || echo "${BT_SAMPLE_XX:-$BT_SAMPLE}")
    if [ -f "models/shipped/$M.heed" ]; then
      step "back-translation of $L prose with models/shipped/$M.heed (resumable; sample $SAMPLE, 0 = all)"
      $PY -m models.data.backtranslate --model "models/shipped/$M.heed" --input "$CACHE/mono/mono.$L.tsv" \
        --sample "$SAMPLE" --out "$CACHE/bt/$M.mono-$L"
    else
      echo "no models/shipped/$M.heed: no back-translation of $L prose" >&2
    fi
  done
  if [ "$LANG_XX" = es ]; then
    # Apertium (rule-based, Debian) as a second back-translation teacher: everyday vocabulary
    if ! command -v apertium >/dev/null || [ ! -d /usr/share/apertium/apertium-eng-spa ]; then
      step "installing apertium + apertium-eng-spa"
      SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends apertium apertium-eng-spa >/dev/null
    fi
    for M in "en-$LANG_XX" "$LANG_XX-en"; do
      L="${M%%-*}"
      step "Apertium translation of $L prose ($M, resumable)"
      $PY -m models.data.backtranslate --apertium --direction "$M" --input "$CACHE/mono/mono.$L.tsv" \
        --chunk 5000 --out "$CACHE/bt/apertium-$M.mono-$L"
    done
  fi
  BUNDLE_DIRECTIONS=("$DIRECTION")
  [ "$BUNDLES_ONLY" = 1 ] && BUNDLE_DIRECTIONS=("en-$LANG_XX" "$LANG_XX-en")
  for D in "${BUNDLE_DIRECTIONS[@]}"; do
    step "mix (models/data/mix.json) + training bundle -> $CACHE/bundle/$D"
    $PY -m models.data.mix --lang "$LANG_XX" --direction "$D" "${EXCLUDE_DEV[@]}"
    $PY -m models.data.bundle --lang "$LANG_XX" --direction "$D" --vocab "$VOCAB" "${EXCLUDE_DEV[@]}"
  done
  TOK="$CACHE/bundle/$DIRECTION"
  took
  [ "$BUNDLES_ONLY" = 1 ] && { step "bundles done: ${BUNDLE_DIRECTIONS[*]}"; exit 0; }
fi
step "training on $TOK (resumes from $RUN/ckpt_last.pt if present): $TRAIN_ARGS"
# shellcheck disable=SC2086
nice -n 5 $PY -m models.train --lang "$LANG_XX" --direction "$DIRECTION" --tok "$TOK" --run "$RUN" $TRAIN_ARGS
took
step "vocabulary shortlist (models/shortlist.py) -> $RUN/shortlist.npz"
$PY -m models.shortlist build --tok "$TOK" --direction "$DIRECTION" --out "$RUN/shortlist.npz"
took
step "export f32 + int8 (with the shortlist)"
$PY -m models.heed_ref.export --checkpoint "$RUN/avg.pt" --tokenizer "$TOK/spm.model" --out "$RUN/model-f32.heed"
$PY -m models.heed_ref.export --checkpoint "$RUN/avg.pt" --tokenizer "$TOK/spm.model" --out "$RUN/model-int8.heed" --int8 \
  --shortlist "$RUN/shortlist.npz"
took
step "evaluation (engine + Apertium) -> $RUN/eval-$DIRECTION"
$PY -m models.eval --model "$RUN/model-int8.heed" --engine "$ENGINE" --beam 4 --direction "$DIRECTION" \
  --out "$RUN/eval-$DIRECTION"
took
step "cost of int8 and of the shortlist -> $RUN/eval-$DIRECTION-{f32,no-shortlist}"
$PY -m models.eval --model "$RUN/model-f32.heed" --engine "$ENGINE" --beam 4 --direction "$DIRECTION" \
  --out "$RUN/eval-$DIRECTION-f32" --no-apertium
$PY -m models.eval --model "$RUN/model-int8.heed" --engine "$ENGINE" --beam 4 --direction "$DIRECTION" \
  --out "$RUN/eval-$DIRECTION-no-shortlist" --no-apertium --no-shortlist
took
step "done"
