#!/usr/bin/env bash
# Heed as a site installs it: `npm pack` makes the tarball a registry would serve, a scratch
# app (tests/package/app, plus the standard-API fixture script copied unchanged) installs it
# and Vite bundles it into out/package-app/dist. tests/page/package.spec.js then runs that build
# in Chromium under the strict CSP of scripts/serve.mjs. Prints the tarball's path.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app="$root/out/package-app"
rm -rf "$app"
mkdir -p "$app"
cd "$root"
# prepack (package.json) writes the type declarations the tarball carries.
tarball="$(npm pack --pack-destination "$app" --silent | tail -n 1)"
cp -r tests/package/app/. "$app/"
cp tests/page/fixtures/standard_api.js "$app/standard.js"
cd "$app"
npm install --no-audit --no-fund --loglevel=error "./$tarball" >/dev/null
"$root/node_modules/.bin/vite" build --logLevel warn >&2
echo "$app/$tarball"
