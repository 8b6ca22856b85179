#!/usr/bin/env bash
# Prepares the WebAssembly toolchain (idempotent; quiet when everything is there):
#   1. Emscripten from Debian's archive, if missing.
#   2. libsentencepiece.a compiled for wasm from Debian's own sentencepiece source package,
#      cached outside the repository (Debian ships only a native library).
# Prints the cache directory that holds lib/libsentencepiece.a and include/ on stdout, so
# build_wasm.sh can pass it to CMake as HEED_WASM_SENTENCEPIECE_DIR.
set -euo pipefail

# The directory's name says how it was built (-Os: a page downloads it; the name changes when
# the flags do, so an older build is not reused).
cache="${HEED_CACHE:-$HOME/.cache/heed}/wasm-sentencepiece-os"
# emcc's JS optimizer needs acorn, which Debian installs where this Node does not look.
export NODE_PATH=/usr/share/nodejs

SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
# emscripten: the compiler; dpkg-dev: dpkg-source, to unpack the patched source package.
missing=()
for p in emscripten dpkg-dev cmake make; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup_wasm: installing ${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -f "$cache/lib/libsentencepiece.a" ] && [ -f "$cache/include/sentencepiece_processor.h" ]; then
  echo "$cache"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# apt drops privileges to _apt for downloads: it must be able to enter the work directory.
chmod 755 "$work"
mkdir -p "$work/parts" "$work/lists/partial" "$work/src"
chmod 777 "$work/src"  # apt-get source downloads as _apt

# A private apt configuration with one deb-src entry: the system's sources, lists and package
# caches are never touched. The archive URI is the one the system already uses.
uri="$(awk '/^URIs:/ && $2 ~ /\/debian\/?$/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
uri="${uri:-http://deb.debian.org/debian}"
suite="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
cat >"$work/parts/heed-src.sources" <<EOF
Types: deb-src
URIs: $uri
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
apt_opts=(
  -o "Dir::Etc::SourceList=/dev/null"
  -o "Dir::Etc::SourceParts=$work/parts"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache::pkgcache=" -o "Dir::Cache::srcpkgcache="
  -o "Debug::NoLocking=1"
)

echo "setup_wasm: fetching Debian's sentencepiece source package" >&2
apt-get "${apt_opts[@]}" update -qq >&2
(cd "$work/src" && apt-get "${apt_opts[@]}" source --download-only -qq sentencepiece >&2)
# Unpack with Debian's patches applied, so the wasm library has the same API as the native
# libsentencepiece-dev (e.g. std::string_view and ImmutableSentencePieceText come from them).
# apt has already checked the files against the signed archive index, hence --no-check.
dsc="$(ls "$work"/src/sentencepiece_*.dsc | head -n1)"
dpkg-source --no-check -x "$dsc" "$work/tree" >&2
# ...except the packaging patch that removes the static library target, which is what we need.
nostatic="$work/tree/debian/patches/disable-static-library.patch"
if [ -f "$nostatic" ]; then patch -d "$work/tree" -R -p1 --quiet <"$nostatic"; fi

echo "setup_wasm: building libsentencepiece.a for wasm (a few minutes)" >&2
(
  cd "$work"
  # Compiled for size: it reads the tokenizer once per model and encodes a sentence at a time,
  # never on a per-token path, and it is a fifth of the engine's download.
  nice emcmake cmake -S tree -B build -DSPM_ENABLE_SHARED=OFF -DSPM_ENABLE_TCMALLOC=OFF \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-Os -DNDEBUG" -DCMAKE_C_FLAGS_RELEASE="-Os -DNDEBUG" >&2
  nice emmake make -C build -j"$(nproc)" sentencepiece-static >&2
)

# Install into the cache atomically enough: a half-built cache never has the library file.
mkdir -p "$cache/include" "$cache/lib"
basename "$dsc" .dsc >"$cache/SOURCE"  # which Debian source version this was built from
cp "$work/tree/src/sentencepiece_processor.h" "$work/tree/src/sentencepiece_trainer.h" "$cache/include/"
cp "$work/build/src/libsentencepiece.a" "$cache/lib/libsentencepiece.a.tmp"
mv "$cache/lib/libsentencepiece.a.tmp" "$cache/lib/libsentencepiece.a"
echo "setup_wasm: cached in $cache" >&2
echo "$cache"
