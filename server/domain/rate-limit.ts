/** A fixed-window request limiter, shared by every process on one database. */
export interface RateLimitResult {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Seconds until the window resets (at least 1 when not allowed). */
  readonly resetSeconds: number;
}

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
}
