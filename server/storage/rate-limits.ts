/**
 * Rate limiters (rate-limiter-flexible). With REDIS_URL the counters live in Redis, shared by every
 * process of the deployment (the usual production choice: one atomic in-memory increment per
 * request, no durable write); without it they live in the process's memory, which is exact for
 * the embedded default of one process and enforces the limit per process when there are several.
 * If Redis stops answering, each process falls back to its own memory limiter until it is back
 * (rate-limiter-flexible's insurance limiter), so an outage of Redis never turns into 5xx answers.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitResult } from '../domain/rate-limit.js';
import { atEndOfTurn } from './end-of-turn.js';

/** Where the counters of every limiter live; close() ends the connection. */
export interface RateLimitStore {
  /** A limiter of `points` per key per window of `windowSeconds`, named (the Redis key prefix) `name`. */
  limiter(name: string, points: number, windowSeconds: number): RateLimiter;
  /** Where the counters live, for the start-up line and the README. */
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

function wrap(limiter: RateLimiterAbstract, points: number): RateLimiter {
  return {
    async consume(key: string): Promise<RateLimitResult> {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, limit: points, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          return { allowed: false, limit: points, remaining: 0, resetSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
        }
        throw err;
      }
    },
  };
}

/**
 * `wrap`, with the requests of one key in one turn of the event loop counted by one command: the
 * group's n points are consumed at once, and the i-th request of the group is the one that brought
 * the count to (count after the group) - n + i, allowed while that is within the limit, exactly as n
 * commands in a row would have answered. One round trip to Redis per client and turn, not per request.
 */
function grouped(limiter: RateLimiterAbstract, points: number): RateLimiter {
  type Waiter = { resolve: (r: RateLimitResult) => void; reject: (err: unknown) => void };
  let pending = new Map<string, Waiter[]>();
  let scheduled = false;

  async function consumeGroup(key: string, waiters: Waiter[]): Promise<void> {
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key, waiters.length);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        for (const w of waiters) w.reject(err);
        return;
      }
      res = err;
    }
    const resetSeconds = Math.ceil(res.msBeforeNext / 1000);
    waiters.forEach((w, i) => {
      const count = res.consumedPoints - waiters.length + i + 1;
      w.resolve(
        count <= points
          ? { allowed: true, limit: points, remaining: points - count, resetSeconds }
          : { allowed: false, limit: points, remaining: 0, resetSeconds: Math.max(1, resetSeconds) },
      );
    });
  }

  function flush(): void {
    scheduled = false;
    const groups = pending;
    pending = new Map();
    for (const [key, waiters] of groups) void consumeGroup(key, waiters);
  }

  return {
    consume: (key) =>
      new Promise<RateLimitResult>((resolve, reject) => {
        let waiters = pending.get(key);
        if (!waiters) pending.set(key, (waiters = []));
        waiters.push({ resolve, reject });
        if (!scheduled) {
          scheduled = true;
          atEndOfTurn(flush);
        }
      }),
  };
}

/** Counters in this process's memory. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (name, points, duration) => wrap(new RateLimiterMemory({ keyPrefix: name, points, duration }), points),
    close: async () => undefined,
  };
}

/**
 * Counters in the Redis at `url` (redis://[:password@]host:port[/db]), under keys prefixed
 * `data-engine:<name>`. The connection opens on first use (admin commands never open it); while
 * Redis is unreachable, commands fail fast and the insurance limiter answers.
 */
export function redisRateLimitStore(url: string): RateLimitStore {
  let client: Promise<Redis> | null = null;
  const connect = (): Promise<Redis> =>
    (client ??= (async () => {
      // Auto-pipelining: the commands of concurrent requests issued in one turn of the event loop
      // travel in one write and come back in one read (each is still its own atomic script).
      const c = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true });
      // Reconnection is ioredis's job; a connection error must not crash the process.
      c.on('error', () => undefined);
      await c.connect().catch(() => undefined);
      return c;
    })());
  return {
    kind: 'redis',
    limiter(name, points, duration) {
      let limiter: Promise<RateLimiter> | null = null;
      const make = async (): Promise<RateLimiter> =>
        grouped(
          new RateLimiterRedis({
            storeClient: await connect(),
            keyPrefix: `data-engine:${name}`,
            points,
            duration,
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
          }),
          points,
        );
      return { consume: async (key) => (await (limiter ??= make())).consume(key) };
    },
    async close() {
      if (client) (await client).disconnect();
    },
  };
}

/** The store named by the configuration: Redis when REDIS_URL is set, memory otherwise. */
export function rateLimitStore(redisUrl: string | null): RateLimitStore {
  return redisUrl ? redisRateLimitStore(redisUrl) : memoryRateLimitStore();
}
