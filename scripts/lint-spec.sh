#!/usr/bin/env bash
# Lints openapi.yaml with Spectral (spectral:oas + OWASP, .spectral.yaml) and Redocly (recommended,
# redocly.yaml). Both run offline. Exits non-zero when either reports an error; both always run.
# Usage: scripts/lint-spec.sh [spec]   (default: openapi.yaml)
set -uo pipefail
cd "$(dirname "$0")/.."
spec="${1:-openapi.yaml}"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

status=0
echo "== spectral lint $spec"
node_modules/.bin/spectral lint "$spec" --ruleset .spectral.yaml --fail-severity=error || status=1
echo "== redocly lint $spec"
node_modules/.bin/redocly lint "$spec" --config redocly.yaml --format=codeframe || status=1
exit "$status"
