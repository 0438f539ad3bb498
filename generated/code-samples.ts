// Generated from openapi.yaml by scripts/generate.ts; do not edit.
// The x-codeSamples of openapi.yaml, compiled by npm test (typecheck); never run.
/* eslint-disable */

declare const baseUrl: string, clientId: string, clientSecret: string, batchId: string, documentId: string;

