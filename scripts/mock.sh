#!/usr/bin/env bash
# Serves openapi.yaml with Prism on 127.0.0.1:4010: static responses (examples first) by default.
# Extra arguments go to `prism mock`, e.g. scripts/mock.sh -d --seed 42 --json-schema-faker-fillProperties=false
# (deterministic dynamic mocks) or scripts/mock.sh -p 4011 (another port; -h/-p replace the defaults).
# Started through node_modules/.bin (not npx) so that the PID is Prism's own (toolchain.md pitfall 4).
set -euo pipefail
cd "$(dirname "$0")/.."
host=(-h 127.0.0.1)
port=(-p 4010)
for arg in "$@"; do
  case "$arg" in
    -h|--host|--host=*) host=() ;;
    -p|--port|--port=*) port=() ;;
  esac
done
exec node_modules/.bin/prism mock openapi.yaml "${host[@]}" "${port[@]}" "$@"
