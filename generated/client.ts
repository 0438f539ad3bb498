// Generated from openapi.yaml by scripts/generate.ts; do not edit.

import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { paths } from './openapi.js';
export type { Client, ClientOptions } from 'openapi-fetch';

/**
 * A typed openapi-fetch client for every path of openapi.yaml. Paths, parameters, bodies and responses
 * are checked against the generated types.
 *
 * NDJSON responses (`application/x-ndjson`, e.g. batch results) must be requested with
 * `parseAs: 'stream'` and split into lines by the caller: openapi-fetch would otherwise try to parse
 * the whole body as one JSON value, and the generated type of such a body is only `string`.
 *
 * @param options base URL, fetch implementation, default headers (e.g. `Authorization`)
 */
export function createLowLevelClient(options: ClientOptions): Client<paths> {
  return createClient<paths>(options);
}
