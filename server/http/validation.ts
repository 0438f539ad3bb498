/**
 * Request validation with the generated Ajv validators, and the mapping of Ajv errors to RFC 9457
 * `errors[]` items (JSON Pointer, stable code, detail).
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors.js';

/** Stable `errors[].code` per JSON Schema keyword (the list is documented in openapi.yaml). */
const codeByKeyword: Readonly<Record<string, string>> = {
  required: 'required',
  type: 'invalid_type',
  oneOf: 'invalid_type',
  anyOf: 'invalid_type',
  format: 'invalid_format',
  pattern: 'invalid_format',
  enum: 'invalid_value',
  const: 'invalid_value',
  minLength: 'too_short',
  maxLength: 'too_long',
  minimum: 'out_of_range',
  maximum: 'out_of_range',
  exclusiveMinimum: 'out_of_range',
  exclusiveMaximum: 'out_of_range',
  minItems: 'too_few_items',
  maxItems: 'too_many_items',
  maxProperties: 'too_many_properties',
  additionalProperties: 'unknown_field',
  unevaluatedProperties: 'unknown_field',
  propertyNames: 'invalid_key',
};

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Converts Ajv errors to field errors. `prefix` is prepended to every pointer (`/query` for query
 * parameters). A schema's `x-error-codes` extension overrides the code per keyword (for example
 * inline `content` over its maxLength is `payload_too_large`).
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    // oneOf/anyOf failures repeat the errors of each branch; the branch errors say more, so the
    // summary is kept only when nothing else points at the same place.
    let pointer = prefix + e.instancePath;
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'required') pointer += `/${escapePointerToken(String(params.missingProperty))}`;
    if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
      pointer += `/${escapePointerToken(String(params.additionalProperty ?? params.unevaluatedProperty))}`;
    }
    if (e.keyword === 'propertyNames' || params.propertyName !== undefined) {
      pointer += `/${escapePointerToken(String(params.propertyName))}`;
    }
    const overrides = (e.parentSchema as { 'x-error-codes'?: Record<string, string> } | undefined)?.['x-error-codes'];
    const code = overrides?.[e.keyword] ?? codeByKeyword[e.keyword] ?? 'invalid_value';
    const key = `${pointer}\u0000${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, code, detail: describe(e) });
  }
  return out;
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not a known field';
    case 'required':
      return 'is required';
    default:
      return e.message ?? 'is invalid';
  }
}
