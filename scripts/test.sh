#!/usr/bin/env bash
# npm test: type check, lint, no import circle (madge), unit + API + component tests (Vitest), then the browser tests
# (Playwright on Debian's Chromium) against the production build, then every `npm run bench…`
# script in its short mode (BENCH_SMOKE=1) on that build, so a script that no longer runs fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json .tmp/bench-smoke.json

bash scripts/ensure-chromium.sh
bash scripts/ensure-pdf-tools.sh
# The static checks are single-threaded: two at a time use both cores. Each one's output is shown
# when it fails; every check runs to the end, so one run lists every problem.
checks_failed=0
run_checks() {
  local pids=() names=()
  for check in "$@"; do
    local name=${check%%=*}
    ( eval "${check#*=}" ) >".tmp/check-$name.log" 2>&1 &
    pids+=("$!"); names+=("$name")
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "== ${names[$i]}: ok"; else echo "== ${names[$i]}: FAILED"; cat ".tmp/check-${names[$i]}.log"; checks_failed=1; fi
  done
}
run_checks 'typecheck=npx tsc --noEmit -p .' 'lint=npx eslint .'
run_checks 'import-circles=npm run --silent check:cycles' \
  'format=npx prettier --check . >/dev/null || { npx prettier --list-different .; echo "Run npm run format to format these files."; exit 1; }'
[ "$checks_failed" = 0 ] || exit 1
echo "== vitest"; npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
echo "== playwright"; PLAYWRIGHT_JSON_OUTPUT_FILE=.tmp/playwright.json node scripts/e2e.mjs --reporter=list,json
echo "== bench scripts (short mode)"; npx vitest run --config vitest.bench.config.ts --reporter=default --reporter=json --outputFile.json=.tmp/bench-smoke.json
node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json .tmp/bench-smoke.json
