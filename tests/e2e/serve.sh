#!/usr/bin/env bash
# The server Playwright tests run against: a fresh database and IdP keys each run, then `npm start`.
set -euo pipefail
cd "$(dirname "$0")/../.."
# one folder per port, so several suites can run side by side (E2E_PORT in playwright.config.ts)
dir="data/e2e-${PORT:-4300}"
rm -rf "$dir"
export PGLITE_DIR="$dir/pglite"
export IDP_KEYS_DIR="$dir/idp"
# generous limit: every test signs in
export LOGIN_RATE_LIMIT=1000
export IDP_SIGNIN_STARTS_PER_MINUTE=1000
exec node scripts/start.mjs
