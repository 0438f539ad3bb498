/**
 * The end of this turn of the event loop, shared by the storage layer's per-turn groups (the grouped
 * read of GET batch, the audit's group commit, the Redis rate limiter's counts): every task handed
 * over in a turn runs in one setImmediate callback, after the I/O callbacks of that turn, so that
 * the requests of a turn share their statements.
 */

let tasks: (() => void)[] = [];
let scheduled = false;

function run(): void {
  scheduled = false;
  const now = tasks;
  tasks = [];
  // A task handed over while these run goes to the next turn. One task that throws (a defect: tasks
  // must not) does not drop the others, whose requests would wait for ever: it is rethrown after.
  for (const task of now) {
    try {
      task();
    } catch (err) {
      queueMicrotask(() => {
        throw err;
      });
    }
  }
}

/** Runs `task` once at the end of this turn. It must not throw. */
export function atEndOfTurn(task: () => void): void {
  tasks.push(task);
  if (!scheduled) {
    scheduled = true;
    setImmediate(run);
  }
}
