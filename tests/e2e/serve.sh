#!/usr/bin/env bash
# The server Playwright tests run against: a fresh database and IdP keys each run, then `npm start`.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf data/e2e
export PGLITE_DIR=data/e2e/pglite
export IDP_KEYS_DIR=data/e2e/idp
# generous limit: every test signs in
export LOGIN_RATE_LIMIT=1000
exec node_modules/.bin/tsx scripts/start.ts
