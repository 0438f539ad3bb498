/**
 * Response checking against openapi.yaml: every HTTP test passes its responses through
 * `expectResponse`, which finds the declared response for the status and media type and validates
 * the body (line by line for NDJSON) with the generated validators.
 */
import { expect } from 'chai';
import type { OperationId } from '../../generated/operations.js';
import { isNdjsonValidator, validators, type ValidateFunction } from '../../generated/validators.js';

export interface CheckedResponse<T = any> {
  readonly status: number;
  readonly headers: Headers;
  /** Parsed JSON (or NDJSON lines as an array); undefined for empty bodies. */
  readonly body: T;
  readonly text: string;
}

function assertValid(validate: ValidateFunction, value: unknown, what: string): void {
  const ok = validate(value);
  expect(ok, `${what} does not match openapi.yaml: ${JSON.stringify(validate.errors, null, 2)}\nbody: ${JSON.stringify(value).slice(0, 2000)}`).to.equal(true);
}

/**
 * Reads `res` and checks it against the response `operationId` declares for its status: the status
 * must be declared, the media type too, and the body must validate. Returns the parsed body.
 */
export async function expectResponse<T = any>(operationId: OperationId, res: Response): Promise<CheckedResponse<T>> {
  const text = await res.text();
  const declared = validators.operations[operationId].responses;
  const byType = declared[String(res.status)] ?? declared.default;
  expect(byType, `${operationId}: status ${res.status} is not declared in openapi.yaml (body: ${text.slice(0, 500)})`).to.not.equal(undefined);
  const requestId = res.headers.get('request-id');
  expect(requestId, `${operationId}: Request-Id header`).to.match(/^[0-9a-f-]{36}$/);
  if (text === '') {
    expect(Object.keys(byType!), `${operationId} ${res.status}: an empty body`).to.deep.equal([]);
    return { status: res.status, headers: res.headers, body: undefined as T, text };
  }
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const validator = byType![mediaType];
  expect(validator, `${operationId} ${res.status}: media type ${mediaType} is not declared (declared: ${Object.keys(byType!).join(', ')})`).to.not.equal(undefined);
  if (isNdjsonValidator(validator!)) {
    const lines = text.split('\n').filter((l) => l !== '');
    expect(text.endsWith('\n'), `${operationId}: NDJSON ends with a newline`).to.equal(true);
    const parsed = lines.map((line, i) => {
      const value = JSON.parse(line) as unknown;
      assertValid(validator.line, value, `${operationId} ${res.status} line ${i + 1}`);
      return value;
    });
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
  const body = JSON.parse(text) as T;
  assertValid(validator as ValidateFunction, body, `${operationId} ${res.status} ${mediaType}`);
  if (mediaType === 'application/problem+json') {
    expect((body as { requestId?: string }).requestId, `${operationId}: problem requestId equals Request-Id`).to.equal(requestId);
  }
  return { status: res.status, headers: res.headers, body, text };
}
