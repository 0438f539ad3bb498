/**
 * Rate-limit stores: counters in memory (one process) and in Redis (REDIS_URL: shared by every
 * process, with a per-process memory fallback while Redis is unreachable). The Redis cases need the
 * machine's Redis (REDIS_URL, default redis://127.0.0.1:6379) and skip with a message without it.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../../server/storage/rate-limits.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const c = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return (await c.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    c.disconnect();
  }
}

describe('rate-limit stores', () => {
  it('memory: counts per key and refuses the request over the limit with the seconds to wait', async () => {
    const store = memoryRateLimitStore();
    const limiter = store.limiter('api', 2, 60);
    expect(await limiter.consume('a')).to.include({ allowed: true, limit: 2, remaining: 1 });
    expect(await limiter.consume('a')).to.include({ allowed: true, remaining: 0 });
    const refused = await limiter.consume('a');
    expect(refused).to.include({ allowed: false, remaining: 0 });
    expect(refused.resetSeconds).to.be.within(1, 60);
    expect(await limiter.consume('b')).to.include({ allowed: true, remaining: 1 });
  });

  describe('redis (REDIS_URL)', function () {
    const stores: RateLimitStore[] = [];
    before(async function () {
      if (!(await redisAvailable())) {
        console.log(`      (skipped: no Redis answers at ${REDIS_URL})`);
        this.skip();
      }
    });
    after(async () => {
      for (const s of stores) await s.close();
    });
    const open = () => {
      const s = redisRateLimitStore(REDIS_URL);
      stores.push(s);
      return s;
    };

    it('shares one budget between processes: two stores on one Redis refuse the 4th of 3 requests', async () => {
      const name = `test-${randomUUID()}`;
      const [a, b] = [open().limiter(name, 3, 60), open().limiter(name, 3, 60)];
      expect(await a.consume('client:x')).to.include({ allowed: true, remaining: 2 });
      expect(await b.consume('client:x')).to.include({ allowed: true, remaining: 1 });
      expect(await a.consume('client:x')).to.include({ allowed: true, remaining: 0 });
      const refused = await b.consume('client:x');
      expect(refused.allowed).to.equal(false);
      expect(refused.resetSeconds).to.be.within(1, 60);
      expect(await a.consume('client:y')).to.include({ allowed: true, remaining: 2 });
    });

    it('counts concurrent requests of one client exactly: requests at once in one or two processes against a limit of 3 give remaining 2, 1, 0 and then refusals', async () => {
      const name = `test-${randomUUID()}`;
      const [a, b] = [open().limiter(name, 3, 60), open().limiter(name, 3, 60)];
      const first = await Promise.all([a.consume('client:x'), a.consume('client:x'), a.consume('client:y')]);
      expect(first.map((r) => [r.allowed, r.remaining])).to.deep.equal([
        [true, 2],
        [true, 1],
        [true, 2],
      ]);
      // Two stores (two processes) at once: whichever reaches Redis first, one request gets the last point.
      const next = await Promise.all([b.consume('client:x'), a.consume('client:x'), a.consume('client:x')]);
      expect(next.map((r) => [r.allowed, r.remaining]).sort()).to.deep.equal([
        [false, 0],
        [false, 0],
        [true, 0],
      ]);
      for (const r of next) expect(r.resetSeconds).to.be.within(1, 60);
      expect(next.every((r) => r.limit === 3)).to.equal(true);
    });

    it('falls back to the process memory while Redis is unreachable, and never throws', async () => {
      const store = redisRateLimitStore('redis://127.0.0.1:1'); // nothing listens on port 1
      stores.push(store);
      const limiter = store.limiter(`test-${randomUUID()}`, 2, 60);
      expect(await limiter.consume('k')).to.include({ allowed: true, remaining: 1 });
      expect(await limiter.consume('k')).to.include({ allowed: true, remaining: 0 });
      expect((await limiter.consume('k')).allowed).to.equal(false);
    });
  });
});
