#!/usr/bin/env bash
# Installs what Heed needs from Debian's archive, only what is missing (idempotent, quiet when
# everything is there). Called by both README commands; safe to run any number of times.
set -euo pipefail

packages=(
  cmake g++ pkg-config
  libeigen3-dev nlohmann-json3-dev catch2      # engine build and unit tests
  libsentencepiece-dev sentencepiece           # tokenizer (library and spm_train)
  python3-torch python3-numpy python3-sentencepiece libopenblas0-pthread  # reference model
  clang-14 libclang-rt-14-dev                  # libFuzzer + sanitizers for the loader fuzzer
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
