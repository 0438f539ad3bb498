/**
 * Reads grouped per turn of the event loop: the keys handed over in one turn become one statement
 * at the end of that turn (equal keys share a place in it), with up to `concurrency` statements
 * under way at once; keys handed over while that many run go into the next statement as soon as
 * one ends. Every statement starts after each of its keys was handed over, so each answer is as
 * fresh as the database was when its request asked (nothing is kept between statements); under
 * load many requests share one statement and one round trip.
 */
import { atEndOfTurn } from './end-of-turn.js';

interface Waiting<K, R> {
  readonly key: K;
  readonly waiters: { resolve: (r: R | undefined) => void; reject: (err: unknown) => void }[];
}

export interface GroupedReadOptions {
  /** Distinct keys per statement at most. */
  readonly max: number;
  /** Statements under way at once at most. */
  readonly concurrency: number;
}

/**
 * A read of one key at a time, run in groups: `run` gets up to `max` distinct keys and returns the
 * result of each, by `id(key)` (a key without a result resolves to undefined).
 */
export function groupedRead<K, R>(id: (key: K) => string, run: (keys: K[]) => Promise<Map<string, R>>, options: GroupedReadOptions): (key: K) => Promise<R | undefined> {
  let queue = new Map<string, Waiting<K, R>>();
  let scheduled = false;
  let running = 0;

  async function read(group: Waiting<K, R>[]): Promise<void> {
    try {
      const results = await run(group.map((w) => w.key));
      for (const w of group) {
        const result = results.get(id(w.key));
        for (const waiter of w.waiters) waiter.resolve(result);
      }
    } catch (err) {
      for (const w of group) for (const waiter of w.waiters) waiter.reject(err);
    } finally {
      running--;
      if (!scheduled) flush();
    }
  }

  function flush(): void {
    scheduled = false;
    while (queue.size > 0 && running < options.concurrency) {
      const all = [...queue.values()];
      queue = new Map(all.slice(options.max).map((w) => [id(w.key), w]));
      running++;
      void read(all.slice(0, options.max));
    }
  }

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      const k = id(key);
      let waiting = queue.get(k);
      if (!waiting) queue.set(k, (waiting = { key, waiters: [] }));
      waiting.waiters.push({ resolve, reject });
      if (!scheduled) {
        scheduled = true;
        atEndOfTurn(flush);
      }
    });
}
