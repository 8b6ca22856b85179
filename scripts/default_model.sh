#!/usr/bin/env bash
# Prints the path of the default model: the shipped en→es model once one is committed
# (models/shipped/en-es.heed), until then the tiny random-weight golden model.
cd "$(dirname "$0")/.."
for m in models/shipped/en-es.heed tests/golden/model_post_relu_int8.heed; do
  [ -f "$m" ] && { echo "$m"; exit 0; }
done
echo "no model found" >&2; exit 1
