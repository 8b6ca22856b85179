#!/usr/bin/env bash
# Fine-tune a shipped student on the fine-tuning mix (issue 10, part 8), on the CPU or a GPU:
# mix (models/data/mix_finetune.json) -> bundle with the model's own tokenizer -> training that
# starts from the model's weights (resumable) -> average -> shortlist -> int8 export (with the
# model's text tables) -> scores.
#
#   models/finetune.sh DIRECTION [--hours H] [--max-steps N] [--threads N] [--model M.heed]
#                      [--exclude-dev DIR] [--dev DIR] [--seed N] [--config MIX.json]
#                      [--name NAME] [--fresh]
#
# DIRECTION is es-en or en-es; the model is models/shipped/DIRECTION.heed unless --model says
# otherwise (pipeline.sh --slice runs this script on its tiny model). --fresh removes this
# direction's fine-tuning mix, bundle and run first. --exclude-dev DIR
# keeps a dev set's sentences out of the mix and the bundle; --dev DIR also scores the result on
# it (models/eval_general.py: a folder of <name>.<lang> files). --seed N sets the batch order
# (train.py --seed): a second fine-tuning of a model already tuned on this mix then starts on
# pairs the first run did not reach. --config names another mix (default
# models/data/mix_finetune.json) and --name the folders below (default ft-DIRECTION), so two
# mixes can be tried side by side. The in-domain test split is the
# corpus's own (corpus/en-LANG/test.tsv). Outputs, all in $HEED_CACHE (never in git):
#   mix/NAME/  bundle/NAME/  runs/NAME/{train.log,ckpt_last.pt,avg.pt,model-int8.heed,eval-*}
# Rerunning resumes training from runs/NAME/ckpt_last.pt; delete the run folder to restart.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PY=/usr/bin/python3
CACHE="${HEED_CACHE:-/work/cache/heed}"
export HEED_CACHE="$CACHE"
ENGINE="${ENGINE:-$ROOT/build/engine/tools/heed}"
DIRECTION="${1:?usage: models/finetune.sh DIRECTION [options], see the top of this file}"
shift
HOURS=1
MAX_STEPS=0
THREADS=2
MODEL="models/shipped/$DIRECTION.heed"
FRESH=0
SEED=1
CONFIG=models/data/mix_finetune.json
NAME="ft-$DIRECTION"
EXCLUDE_DEV=()
DEV=""
while [ $# -gt 0 ]; do
  case "$1" in
    --hours) HOURS="$2"; shift 2 ;;
    --max-steps) MAX_STEPS="$2"; shift 2 ;;
    --model) MODEL="$2"; shift 2 ;;
    --fresh) FRESH=1; shift ;;
    --threads) THREADS="$2"; shift 2 ;;
    --seed) SEED="$2"; shift 2 ;;
    --config) CONFIG="$2"; shift 2 ;;
    --name) NAME="$2"; shift 2 ;;
    --exclude-dev) EXCLUDE_DEV+=(--exclude-dev "$2"); shift 2 ;;
    --dev) DEV="$2"; EXCLUDE_DEV+=(--exclude-dev "$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -f "$MODEL" ] || { echo "no $MODEL to fine-tune" >&2; exit 2; }
LANG_XX=$(echo "$DIRECTION" | tr '-' '\n' | grep -v '^en$')
MIX="$CACHE/mix/$NAME"
BUNDLE="$CACHE/bundle/$NAME"
RUN="$CACHE/runs/$NAME"
[ "$FRESH" = 1 ] && rm -rf "$MIX" "$BUNDLE" "$RUN"
mkdir -p "$RUN"
step() { echo "=== [$(date +%H:%M:%S)] $*" >&2; }

if [ ! -f "$BUNDLE/train.npz" ]; then
  step "fine-tuning mix + bundle (the model's own tokenizer) -> $BUNDLE"
  $PY -m models.data.mix --lang "$LANG_XX" --direction "$DIRECTION" --config "$CONFIG" --out "$MIX" "${EXCLUDE_DEV[@]}"
  $PY -m models.data.bundle --lang "$LANG_XX" --direction "$DIRECTION" --config "$CONFIG" --mix "$MIX" \
    --spm "$MODEL" --out "$BUNDLE" "${EXCLUDE_DEV[@]}"
fi
# A small peak learning rate (5e-4 after 100 steps, then 1/sqrt decay): the student keeps what it
# knows and moves towards the new text; 4,096-token batches fit a CPU step in a few seconds.
# glibc's malloc hands each step's large, variably shaped buffers back to the kernel and maps them
# again: measured on a 2-core Intel Xeon (AMX, bf16), 1,550-1,630 target tokens/s that sank to
# ~450 with half the CPU time in the kernel; with jemalloc keeping its pages, 2,300-2,700
# (`apt-get install libjemalloc2`; without it the run is the same, only slower).
JEMALLOC=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2
ALLOC_ENV=()
[ -f "$JEMALLOC" ] && ALLOC_ENV=(env LD_PRELOAD="$JEMALLOC" MALLOC_CONF="dirty_decay_ms:-1,muzzy_decay_ms:-1")
step "training from $MODEL for at most $HOURS h (log: $RUN/train.log)"
"${ALLOC_ENV[@]}" $PY -m models.train --lang "$LANG_XX" --direction "$DIRECTION" --tok "$BUNDLE" --run "$RUN" \
  --init-from "$MODEL" --threads "$THREADS" --seed "$SEED" --max-tokens 4096 --warmup 100 --lr-scale 0.08 \
  --max-hours "$HOURS" --max-steps "$MAX_STEPS" --snapshot-minutes 15 --ckpt-minutes 10 --avg-k 2 --eval-minutes 0 \
  --log-every 20 >> "$RUN/train.log" 2>&1

step "shortlist + int8 export -> $RUN/model-int8.heed"
$PY -m models.shortlist build --tok "$BUNDLE" --direction "$DIRECTION" --out "$RUN/shortlist.npz"
$PY -m models.heed_ref.export --checkpoint "$RUN/avg.pt" --tokenizer "$BUNDLE/spm.model" \
  --out "$RUN/model-int8.heed" --int8 --shortlist "$RUN/shortlist.npz"
# The tuned model keeps the text tables the model it started from carries (names, date formats,
# copied words: FORMAT.md), so the scores below compare weights with weights.
$PY -m models.names copy-tables --from "$MODEL" --model "$RUN/model-int8.heed" --out "$RUN/model-int8.heed"

step "scores: in-domain test split, before and after"
for M in "$MODEL" "$RUN/model-int8.heed"; do
  WHICH=$([ "$M" = "$MODEL" ] && echo shipped || echo tuned)
  $PY -m models.eval --model "$M" --engine "$ENGINE" --direction "$DIRECTION" \
    --test "$CACHE/corpus/en-$LANG_XX/test.tsv" --out "$RUN/eval-test-$WHICH" --no-apertium
  if [ -n "$DEV" ]; then
    $PY -m models.eval_general --model "$M" --engine "$ENGINE" --direction "$DIRECTION" --dev "$DEV" \
      --out "$RUN/eval-dev-$WHICH"
  fi
done
step "done"
