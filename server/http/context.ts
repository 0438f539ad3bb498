/** What the HTTP layer keeps on `ctx.state` for one request. */
import type { Operation } from '../../generated/operations.js';

export interface AppState {
  /** The Request-Id of this request (also in problem bodies). */
  requestId: string;
  /** The matched operation of openapi.yaml. */
  operation?: Operation;
  /** Validated and coerced path parameters. */
  params: Record<string, string>;
  /** Validated and coerced query parameters (defaults applied). */
  query: Record<string, unknown>;
  /** Header parameters that validated (a conditional header that does not is dropped). */
  headers: Record<string, unknown>;
  /** The validated JSON or form body (undefined for raw bodies and operations without one). */
  body: unknown;
}
