/**
 * Errors the SDK throws. Every 4xx/5xx answer becomes a {@link ProblemError}; a request that could not
 * be answered becomes a {@link TimeoutError}, {@link AbortError} or {@link ConnectionError}.
 */
import type { components } from './generated/openapi.js';
import type { ProblemSlug } from './generated/problem-types.js';

/** A problem slug of the spec's `x-problem-types`, open to slugs added later (the spec promises additive change). */
export type Slug = ProblemSlug | (string & {});

/** RFC 9457 field error: a JSON Pointer, a stable code and a detail for people. */
export type FieldError = components['schemas']['FieldError'];

/** RFC 6749 §5.2 error codes of the token endpoint, open to new ones. */
export type OAuthErrorCode = components['schemas']['OAuthError']['error'] | (string & {});

/** Base class of every error the SDK throws itself, so that `catch (e) { if (e instanceof DataEngineError) }` works. */
export class DataEngineError extends Error {
  override name = 'DataEngineError';
}

/**
 * A 4xx or 5xx answer: an RFC 9457 problem (`application/problem+json`), an RFC 6749 §5.2 OAuth error
 * from the token endpoint (`error`, `error_description`), or any other error body (status only).
 * Handle it by `status` and `slug` (or `errors[].code`); `detail` is for people and can change.
 */
export class ProblemError extends DataEngineError {
  override name = 'ProblemError';
  /** HTTP status. */
  readonly status: number;
  /** The problem `type` URI (`<docs>/errors/<slug>`); `about:blank` when the body was not a problem. */
  readonly type: string;
  /** The last path segment of `type`, e.g. `external-reference-in-use`; undefined when the body was not a problem. */
  readonly slug: Slug | undefined;
  readonly title: string;
  readonly detail: string | undefined;
  /** The `Request-Id` of the answer (header, or the problem's `requestId`): quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** Field errors (RFC 6901 pointers into the request) of a 400/409/422. */
  readonly errors: FieldError[];
  /** On a 409 `external-reference-in-use`: the batch that already has this `externalReference`. */
  readonly existingBatchId: string | undefined;
  /** Token endpoint errors only (RFC 6749 §5.2). */
  readonly error: OAuthErrorCode | undefined;
  /** Token endpoint errors only (RFC 6749 §5.2). */
  readonly error_description: string | undefined;
  /** `Retry-After` of the answer in seconds, when it carried one (429, 503). */
  readonly retryAfterSeconds: number | undefined;
  /** The parsed body, as received (unknown fields included). */
  readonly body: unknown;

  constructor(status: number, body: unknown, headers: Headers) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
    const type = str(b.type) ?? 'about:blank';
    const error = str(b.error);
    const title = str(b.title) ?? error ?? `HTTP ${status}`;
    const detail = str(b.detail) ?? str(b.error_description);
    super(`${status} ${title}${detail ? `: ${detail}` : ''}`);
    this.status = status;
    this.type = type;
    this.slug = type === 'about:blank' ? undefined : type.slice(type.lastIndexOf('/') + 1);
    this.title = title;
    this.detail = detail;
    this.requestId = headers.get('request-id') ?? str(b.requestId);
    this.errors = Array.isArray(b.errors) ? (b.errors as FieldError[]) : [];
    this.existingBatchId = str(b.existingBatchId);
    this.error = error;
    this.error_description = str(b.error_description);
    this.retryAfterSeconds = parseRetryAfter(headers.get('retry-after'));
    this.body = body;
  }
}

/** The request took longer than `timeoutMs` on every attempt. */
export class TimeoutError extends DataEngineError {
  override name = 'TimeoutError';
  constructor(readonly timeoutMs: number, readonly attempts: number) {
    super(`request timed out after ${timeoutMs} ms (${attempts} attempt${attempts === 1 ? '' : 's'})`);
  }
}

/** The caller's `AbortSignal` fired; nothing is retried after that. `cause` is the signal's reason. */
export class AbortError extends DataEngineError {
  override name = 'AbortError';
  constructor(reason: unknown) {
    super('request aborted', { cause: reason });
  }
}

/** The service could not be reached (DNS, refused or reset connection) on every attempt. */
export class ConnectionError extends DataEngineError {
  override name = 'ConnectionError';
  constructor(cause: unknown, readonly attempts: number) {
    super(`could not reach the service (${attempts} attempt${attempts === 1 ? '' : 's'}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * `documents.add` wrote some chunks and then failed. Chunks are atomic and a re-run of the same call
 * replays the written ones, so the safe recovery is to call `add` again with the same inputs.
 */
export class AddDocumentsError extends DataEngineError {
  override name = 'AddDocumentsError';
  constructor(
    /** Documents of the chunks that were written, in input order. */
    readonly written: components['schemas']['Document'][],
    /** How many chunks were written (chunks `0 .. writtenChunks - 1`). */
    readonly writtenChunks: number,
    /** Number of chunks of the call. */
    readonly totalChunks: number,
    /** Index of the input that starts the failed chunk. */
    readonly failedChunkStart: number,
    cause: unknown,
  ) {
    super(`added ${writtenChunks} of ${totalChunks} chunks (${written.length} documents); chunk ${writtenChunks} (from input ${failedChunkStart}) failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Seconds of a `Retry-After` value (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
 * @returns undefined when absent or unparsable
 */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
