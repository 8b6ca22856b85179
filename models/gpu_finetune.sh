#!/usr/bin/env bash
# Fine-tune both shipped students on the accelerator machine in one call (models/README.md,
# "GPU fine-tuning"): each direction trains on its length-matched fine-tuning bundle
# (models/data/length_match.py) from its shipped weights, in legs that end after 1, 2, 4...
# epochs; after each leg the mean of the last two snapshots is exported int8 to
# $OUT/DIRECTION-epN.heed, so one call returns the same run at several lengths to score here.
#
#   models/gpu_finetune.sh [--legs "1 2 4"] [--budget SECONDS] [--dry-steps N] [--bundles PREFIX]
#                          [--from DIR] [--directions "en-es es-en"] [--lr-scale X]
#                          [--grow-encoder N] [--max-tokens T]
#
# Reads PREFIX-DIRECTION/{train.npz.xz,dev.npz,spm.model,meta.json} (PREFIX default
# models/work/lm: `length_match.py --carry` writes them, the bundle's uncompressed train.npz
# xz-compressed to fit the 64 MiB a call carries) and starts from DIR/DIRECTION.heed (default
# models/shipped; another folder, say a model of an earlier commit from `git show
# REV:models/shipped/en-es.heed`, compares two mixes from one start). A leg is skipped once
# --budget seconds have passed, so the call returns what it finished. --dry-steps N runs each
# leg for N steps instead of epochs (a check of the script on the CPU before a lease). --lr-scale
# sets the peak learning rate's scale (default 0.08: 5e-4 after 100 steps); a further round
# from weights already fine-tuned on the same mix may want less. --grow-encoder N starts from
# a deeper encoder of N layers, the new ones identities at first (models/grow.py). --max-tokens
# sets the batch (default 16384 target tokens).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-python3}
OUT=${OUT:-/tmp/gpu-finetune-out}
LEGS="1 2 4"
BUDGET=480
DRY_STEPS=0
BUNDLES=models/work/lm
FROM=models/shipped
DIRECTIONS="en-es es-en"
LR_SCALE=0.08
GROW=()
MAX_TOKENS=16384
while [ $# -gt 0 ]; do
  case "$1" in
    --legs) LEGS="$2"; shift 2 ;;
    --budget) BUDGET="$2"; shift 2 ;;
    --dry-steps) DRY_STEPS="$2"; shift 2 ;;
    --bundles) BUNDLES="$2"; shift 2 ;;
    --from) FROM="$2"; shift 2 ;;
    --directions) DIRECTIONS="$2"; shift 2 ;;
    --lr-scale) LR_SCALE="$2"; shift 2 ;;
    --grow-encoder) GROW=(--grow-encoder "$2"); shift 2 ;;
    --max-tokens) MAX_TOKENS="$2"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$OUT"
WORK=${TMPDIR:-/tmp}/heed-gpu-finetune
rm -rf "$WORK"
for D in $DIRECTIONS; do
  B="$WORK/bundle-$D"
  mkdir -p "$B"
  cp "$BUNDLES-$D"/{meta.json,spm.model,dev.npz} "$B/"
  $PY -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
    "$BUNDLES-$D/train.npz.xz" "$B/train.npz"
done
echo "[$SECONDS s] bundles unpacked"
for LEG in $LEGS; do
  for D in $DIRECTIONS; do
    if [ "$SECONDS" -gt "$BUDGET" ]; then
      echo "[$SECONDS s] budget of $BUDGET s spent: leg $LEG of $D skipped"
      continue
    fi
    if [ "$DRY_STEPS" -gt 0 ]; then LIMIT=(--max-steps $((DRY_STEPS * LEG))); else LIMIT=(--epochs "$LEG"); fi
    # Peak lr 5e-4 after 100 steps, then 1/sqrt decay: the CPU fine-tunes' schedule
    # (models/finetune.sh), here with 16k-token batches by default.
    LANG_XX=$(echo "$D" | tr '-' '\n' | grep -v '^en$')
    $PY -m models.train --lang "$LANG_XX" --direction "$D" --tok "$WORK/bundle-$D" --run "$WORK/run-$D" \
      --init-from "$FROM/$D.heed" --max-tokens "$MAX_TOKENS" --warmup 100 --lr-scale "$LR_SCALE" \
      "${GROW[@]}" "${LIMIT[@]}" --snapshot-minutes 0.25 --avg-k 2 --ckpt-minutes 60 --eval-minutes 0 \
      --log-every 1000 --threads 8
    $PY -m models.heed_ref.export --checkpoint "$WORK/run-$D/avg.pt" \
      --tokenizer "$WORK/bundle-$D/spm.model" --out "$OUT/$D-ep$LEG.heed" --int8
    echo "[$SECONDS s] $D after $LEG epoch(s) -> $OUT/$D-ep$LEG.heed"
  done
done
