#!/usr/bin/env bash
# `npm test`: everything CI runs — typecheck, lint, i18n parity, unit, integration, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Debian's Chromium for the browser tests, poppler-utils (pdftotext, pdfimages) for the PDF tests,
# hunspell with the de_DE, nl, en_US and en_GB dictionaries for `npm run eval:writer -- --check` (issue 50 §5)
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! command -v pdftotext >/dev/null || ! command -v pdfimages >/dev/null \
  || ! command -v hunspell >/dev/null || [ ! -f /usr/share/hunspell/de_DE.dic ] || [ ! -f /usr/share/hunspell/nl.dic ] || [ ! -f /usr/share/hunspell/en_US.dic ] || [ ! -f /usr/share/hunspell/en_GB.dic ]; then
  echo "Installing Debian's Chromium, poppler-utils and hunspell for the browser, PDF and writer tests…"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium poppler-utils hunspell hunspell-de-de hunspell-nl hunspell-en-us hunspell-en-gb >/dev/null
fi

step() { printf '\n== %s\n' "$1"; }
step "typecheck";   npm run -s typecheck
step "lint";        npm run -s lint
step "i18n";        npm run -s check:i18n
step "unit";        npx vitest run --project unit
step "integration"; npx vitest run --project integration
step "build";       npm run -s build
step "js budget";   npm run -s size:js -- --check
step "e2e";         npx playwright test
