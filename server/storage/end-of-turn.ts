/**
 * The end of this turn of the event loop, shared by the storage layer's per-turn groups (the grouped
 * read of GET batch, the audit's group commit, the Redis rate limiter's counts): every task handed
 * over in a turn runs in one setImmediate callback, after the I/O callbacks of that turn, so that
 * the requests of a turn share their statements. Writers' tasks run before readers', so that a
 * write can ride in a read statement of the same turn (ride-along.ts) whichever was handed over
 * first.
 */

let writers: (() => void)[] = [];
let readers: (() => void)[] = [];
let scheduled = false;

function run(): void {
  scheduled = false;
  const w = writers;
  const r = readers;
  writers = [];
  readers = [];
  // A task handed over while these run goes to the next turn.
  for (const task of w) task();
  for (const task of r) task();
}

/** Runs `task` once at the end of this turn (`write` tasks before `read` ones). It must not throw. */
export function atEndOfTurn(task: () => void, kind: 'read' | 'write' = 'read'): void {
  (kind === 'write' ? writers : readers).push(task);
  if (!scheduled) {
    scheduled = true;
    setImmediate(run);
  }
}
