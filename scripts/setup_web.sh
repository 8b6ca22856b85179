#!/usr/bin/env bash
# What the page, its tests and the browser bench need (idempotent; quiet when all is there):
# Node and npm, Debian's Chromium (Playwright drives it; no browser is ever downloaded), and the
# npm dev dependencies pinned by package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "install ok installed" || missing+=(chromium)
# Node may come from another Debian-format package that bundles npm: judge by the commands.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  echo "setup_web: installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci only when the lock file changed since our last install (a copy of it is the stamp).
stamp=node_modules/.heed-installed-lock.json
if ! cmp -s package-lock.json "$stamp" 2>/dev/null; then
  echo "setup_web: installing npm dev dependencies" >&2
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$stamp"
fi
