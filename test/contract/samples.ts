/**
 * Sample requests built from openapi.yaml's own examples, for the contract tests: a concrete path per
 * operation, its required query parameters, and a request body with its media type.
 */
import { at, deref, isObject, operationParameters, type Json, type OpenApiDoc, type SpecOperation } from '../../scripts/lib/spec.js';

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** A value for a parameter: its `example`, first `examples` entry, or one derived from its schema. */
function sampleValue(doc: OpenApiDoc, parameter: { [key: string]: Json }, schemaSegments: string[]): string {
  if (parameter.example !== undefined) return String(parameter.example);
  if (isObject(parameter.examples)) {
    const first = Object.values(parameter.examples)[0];
    const example = first === undefined ? undefined : deref(doc, first, []).value;
    if (isObject(example) && example.value !== undefined) return String(example.value);
  }
  const schema = deref(doc, at(doc, schemaSegments), schemaSegments).value;
  if (isObject(schema)) {
    if (schema.const !== undefined) return String(schema.const);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return String(schema.examples[0]);
    if (schema.format === 'uuid') return SAMPLE_UUID;
  }
  return 'sample';
}

/** The operation's path with every `{param}` replaced by a sample value, plus its required query parameters. */
export function samplePath(doc: OpenApiDoc, op: SpecOperation): string {
  const query = new URLSearchParams();
  let path = op.path;
  for (const { parameter, schemaSegments } of operationParameters(doc, op)) {
    const value = sampleValue(doc, parameter, schemaSegments);
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.required === true) query.set(parameter.name, value);
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A request body from the spec's examples (or undefined when the operation takes none). */
export function sampleBody(doc: OpenApiDoc, op: SpecOperation): { contentType: string; body: string } | undefined {
  if (!isObject(op.operation.requestBody)) return undefined;
  const requestBody = deref(doc, op.operation.requestBody, []).value;
  if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined;
  const candidates = Object.entries(requestBody.content).map(([contentType, media]) => {
    let example: Json | undefined;
    if (isObject(media)) {
      if (media.example !== undefined) example = media.example;
      else if (isObject(media.examples)) {
        const first = Object.values(media.examples)[0];
        const resolved = first === undefined ? undefined : deref(doc, first, []).value;
        if (isObject(resolved)) example = resolved.value;
      }
    }
    return { contentType, example };
  });
  const chosen = candidates.find((c) => c.example !== undefined) ?? candidates[0];
  if (chosen === undefined) return undefined;
  const { contentType, example } = chosen;
  if (/json$/.test(contentType)) return { contentType, body: JSON.stringify(example ?? {}) };
  if (contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    if (isObject(example)) for (const [k, v] of Object.entries(example)) form.set(k, String(v));
    return { contentType, body: form.toString() };
  }
  return { contentType, body: typeof example === 'string' ? example : 'sample content' };
}
