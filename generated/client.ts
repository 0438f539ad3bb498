// Generated from openapi.yaml by scripts/generate.ts; do not edit.

import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { paths } from './openapi.js';
export type { Client, ClientOptions } from 'openapi-fetch';

/** Request media types of the operations whose body is not JSON (form or raw bytes), by "METHOD path". */
const nonJsonBodies: { readonly [operation: string]: readonly string[] } = {
  "PUT /v1/data-engine/batches/{batchId}/documents/{documentId}/content": ["application/octet-stream","text/plain","application/pdf"],
  "POST /fhir/R4/{resourceType}/_search": ["application/x-www-form-urlencoded"],
  "POST /oauth/token": ["application/x-www-form-urlencoded"],
};

const isBytes = (body: unknown): boolean =>
  body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof Blob || body instanceof ReadableStream;

/**
 * Serializes a request body by its media type, so that nothing is silently re-encoded: a form body
 * (`application/x-www-form-urlencoded`) as a form, bytes (Uint8Array, Buffer, Blob, stream) and a
 * string sent with a non-JSON `Content-Type` as they are, anything else as JSON.
 */
function serializeBody(body: unknown, headers?: Headers | Record<string, string>): unknown {
  const type = new Headers(headers ?? {}).get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  if (isBytes(body)) return body;
  if (typeof body === 'string' && type !== '' && !/json/.test(type)) return body;
  return JSON.stringify(body);
}

/**
 * A typed openapi-fetch client for every path of openapi.yaml. Paths, parameters, bodies and responses
 * are checked against the generated types.
 *
 * Bodies follow the operation's media type: the token request is sent as a form and an upload as raw
 * bytes even when the caller sets no `Content-Type` (the first declared type is used: the form, or
 * `application/octet-stream`).
 *
 * NDJSON responses (`application/x-ndjson`, e.g. batch results) must be requested with
 * `parseAs: 'stream'` and split into lines by the caller: openapi-fetch would otherwise try to parse
 * the whole body as one JSON value, and the generated type of such a body is only `string`.
 *
 * @param options base URL, fetch implementation, default headers (e.g. `Authorization`)
 */
export function createLowLevelClient(options: ClientOptions): Client<paths> {
  const client = createClient<paths>({ bodySerializer: serializeBody, ...options });
  // With no Content-Type given, openapi-fetch would send JSON: give non-JSON operations their own type.
  const typed =
    (method: 'POST' | 'PUT', send: (path: never, init?: never) => unknown) =>
    (path: string, init?: { body?: unknown; headers?: unknown }) => {
      const types = nonJsonBodies[`${method} ${path}`];
      const headers = new Headers((init?.headers ?? {}) as Record<string, string>);
      if (types && init?.body !== undefined && !headers.has('content-type')) {
        headers.set('content-type', types[0]!);
        init = { ...init, headers: Object.fromEntries(headers) };
      }
      return send(path as never, init as never);
    };
  return { ...client, POST: typed('POST', client.POST), PUT: typed('PUT', client.PUT) } as Client<paths>;
}
