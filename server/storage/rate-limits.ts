/**
 * Rate limiters stored in the database (rate-limiter-flexible with its Knex store), so that the
 * limit holds across every API process sharing one Postgres (or one SQLite file). The library
 * creates its table on first use.
 */
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitResult } from '../domain/rate-limit.js';
import { dialectOf, type Db } from './db.js';

/**
 * A limiter of `perMinute` points per key per window of `windowSeconds` (one minute unless
 * RATE_LIMIT_WINDOW_SECONDS says otherwise), in table `rate_limit_<name>`.
 */
export async function createRateLimiter(db: Db, name: string, perMinute: number, windowSeconds = 60): Promise<RateLimiter> {
  const Limiter = dialectOf(db) === 'postgres' ? RateLimiterPostgres : RateLimiterSQLite;
  const limiter = await new Promise<RateLimiterPostgres | RateLimiterSQLite>((resolve, reject) => {
    const created: RateLimiterPostgres | RateLimiterSQLite = new Limiter(
      {
        storeClient: db,
        storeType: 'knex',
        tableName: `rate_limit_${name}`,
        points: perMinute,
        duration: windowSeconds,
        clearExpiredByTimeout: true,
      },
      (err?: Error) => (err ? reject(err) : resolve(created)),
    );
  });
  return {
    async consume(key: string): Promise<RateLimitResult> {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, limit: perMinute, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          return { allowed: false, limit: perMinute, remaining: 0, resetSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
        }
        throw err;
      }
    },
  };
}
