/**
 * One HTTP exchange with retries, timeouts and the bearer token: the `fetch` that the typed
 * openapi-fetch client calls. Every SDK request goes through {@link Transport.send}.
 */
import { AbortError, ConnectionError, TimeoutError, parseRetryAfter } from './errors.js';

/** A fetch implementation (the global `fetch` by default). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  fetch: FetchLike;
  maxRetries: number;
  timeoutMs: number;
  /** Bearer token source; absent for the token request itself. */
  tokens?: TokenSource;
}

export interface TokenSource {
  get(signal?: AbortSignal): Promise<string>;
  /** Drops `token` from the cache so that the next `get` fetches a new one. */
  invalidate(token: string): void;
}

/** Per-call options and what happened during the call. */
export interface CallContext {
  signal?: AbortSignal | undefined;
  /** Attempts made (set by `send`); more than 1 means an earlier attempt may have reached the service. */
  attempts?: number;
}

/**
 * Statuses worth sending again: their answer can change (RFC 6585 §4 and RFC 9110 §15.6.4: 429 and
 * 503 say so with `Retry-After`). A 500 (and a proxy's 502 or 504) is retried on GET only, where
 * sending again cannot change anything. Every other 4xx (400, 401 after one token refresh, 403, 404,
 * 409, 413, 415, 422) would answer the same again, so it is never retried.
 */
function retryable(status: number, method: string): boolean {
  return status === 429 || status === 503 || (method === 'GET' && (status === 500 || status === 502 || status === 504));
}

/** Exponential backoff with full jitter (0.5 s, 1 s, 2 s ... capped at 8 s). */
function backoffMs(attempt: number): number {
  const cap = Math.min(8000, 500 * 2 ** attempt);
  return cap / 2 + Math.random() * (cap / 2);
}

/** Waits `ms`, or rejects with {@link AbortError} when `signal` fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError(signal!.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export class Transport {
  constructor(private readonly options: TransportOptions) {}

  /**
   * Sends `request`, retrying network errors, timeouts and {@link retryable} statuses up to
   * `maxRetries` times (honouring `Retry-After`), and refreshing the token once on a 401
   * `invalid_token`. The body is read once and re-sent on each attempt. Resolves with the final
   * answer whatever its status; the caller turns 4xx/5xx into errors.
   */
  async send(request: Request, ctx: CallContext = {}): Promise<Response> {
    const { fetch, maxRetries, timeoutMs, tokens } = this.options;
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const method = request.method;
    let refreshed = false;
    let attempt = 0;
    for (;;) {
      ctx.attempts = (ctx.attempts ?? 0) + 1;
      if (ctx.signal?.aborted) throw new AbortError(ctx.signal.reason);
      const headers = new Headers(request.headers);
      const token = tokens ? await tokens.get(ctx.signal) : undefined;
      if (token) headers.set('authorization', `Bearer ${token}`);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await fetch(request.url, { method, headers, ...(body ? { body } : {}), signal, redirect: 'follow' });
      } catch (err) {
        if (ctx.signal?.aborted) throw new AbortError(ctx.signal.reason);
        const timedOut = timeout.aborted;
        if (attempt < maxRetries) {
          await sleep(backoffMs(attempt++), ctx.signal);
          continue;
        }
        throw timedOut ? new TimeoutError(timeoutMs, ctx.attempts) : new ConnectionError(err, ctx.attempts);
      }
      if (response.status === 401 && token && !refreshed && /invalid_token/.test(response.headers.get('www-authenticate') ?? '')) {
        // The token expired or was revoked early: one fresh token, not counted as a retry.
        refreshed = true;
        tokens!.invalidate(token);
        await response.body?.cancel();
        continue;
      }
      if (retryable(response.status, method) && attempt < maxRetries) {
        const after = parseRetryAfter(response.headers.get('retry-after'));
        await response.body?.cancel();
        await sleep(after !== undefined ? after * 1000 : backoffMs(attempt), ctx.signal);
        attempt++;
        continue;
      }
      return response;
    }
  }
}
