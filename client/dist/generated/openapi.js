// Generated from openapi.yaml by scripts/generate.ts; do not edit.
export {};
