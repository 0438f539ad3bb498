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
/** Waits `ms`, or rejects with {@link AbortError} when `signal` fires first. */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
export declare class Transport {
    private readonly options;
    constructor(options: TransportOptions);
    /**
     * Sends `request`, retrying network errors, timeouts and {@link retryable} statuses up to
     * `maxRetries` times (honouring `Retry-After`), and refreshing the token once on a 401
     * `invalid_token`. The body is read once and re-sent on each attempt. Resolves with the final
     * answer whatever its status; the caller turns 4xx/5xx into errors.
     */
    send(request: Request, ctx?: CallContext): Promise<Response>;
}
