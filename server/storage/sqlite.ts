/**
 * SQLite dialect (better-sqlite3): connection settings and constraint-error translation.
 * Every SQLite-specific detail of the storage layer lives in this file.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { log } from '../log.js';

// knex ships its dialects as CommonJS classes without type declarations for subclassing.
const require = createRequire(import.meta.url);
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3/index.js') as new (config: Knex.Config) => object;

interface Statement {
  readonly reader: boolean;
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}
interface Connection {
  prepare(sql: string): Statement;
}
interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
  context?: unknown;
}

/** Prepared statements kept per connection, most recently used last. */
const STATEMENT_CACHE_SIZE = 500;
const statements = new WeakMap<Connection, Map<string, Statement>>();

/** The prepared statement for `sql` on `connection`, from the per-connection cache (LRU). */
function prepared(connection: Connection, sql: string): Statement {
  let cache = statements.get(connection);
  if (!cache) statements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement) cache.delete(sql);
  else {
    statement = connection.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, statement);
  return statement;
}

/** Bindings as knex binds them for SQLite: booleans as 1/0. */
const bind = (bindings: readonly unknown[]): unknown[] => bindings.map((b) => (typeof b === 'boolean' ? Number(b) : b));

/**
 * Runs a read statement on a better-sqlite3 connection of the pool (the fixed SQL of a
 * `preparedRead`, see prepared.ts).
 */
export function sqliteRead(connection: unknown, sql: string, bindings: readonly unknown[]): unknown[] {
  return prepared(connection as Connection, sql).all(bind(bindings));
}

/** Statements run inside {@link sqliteWriteTransaction}. */
export interface SqliteStatements {
  /** Rows of a statement that returns rows (SELECT, or a write with RETURNING). */
  all(sql: string, bindings: readonly unknown[]): Record<string, any>[];
  /** Runs a write; the number of rows it changed. */
  run(sql: string, bindings: readonly unknown[]): number;
}

/**
 * Runs `work` as one write transaction on a better-sqlite3 connection of the pool, synchronously:
 * BEGIN IMMEDIATE (the write lock first, waiting up to busy_timeout for another process), the
 * statements from the per-connection cache, COMMIT; ROLLBACK when `work` throws. For short
 * transactions on hot paths, where knex's asynchronous round trip per statement costs more than the
 * statements themselves.
 */
export function sqliteWriteTransaction<T>(connection: unknown, work: (statements: SqliteStatements) => T): T {
  const conn = connection as Connection & { exec(sql: string): void; inTransaction: boolean };
  const statements: SqliteStatements = {
    all: (sql, bindings) => prepared(conn, sql).all(bind(bindings)) as Record<string, any>[],
    run: (sql, bindings) => prepared(conn, sql).run(bind(bindings)).changes,
  };
  conn.exec('BEGIN IMMEDIATE');
  try {
    const result = work(statements);
    conn.exec('COMMIT');
    return result;
  } catch (err) {
    if (conn.inTransaction) conn.exec('ROLLBACK');
    throw err;
  }
}

/**
 * knex's better-sqlite3 client, keeping prepared statements: knex prepares every query anew, which
 * costs more than running most of ours. The queries are built from a fixed set of shapes (values
 * travel as bindings), so a small per-connection cache hits almost always.
 */
class CachingBetterSqlite3Client extends (BetterSqlite3Client as new (config: Knex.Config) => {
  destroyRawConnection(connection: Connection): Promise<void>;
  _query(connection: Connection, obj: QueryObject): Promise<QueryObject>;
  _formatBindings(bindings: unknown[] | undefined): unknown[];
  _optSafeIntegers(options: unknown): boolean | undefined;
}) {
  /** Closes a connection of the pool; the checkpoint thread lets go of the file with its last connection. */
  override async destroyRawConnection(connection: Connection): Promise<void> {
    const { name, memory } = connection as Connection & { name: string; memory: boolean };
    await super.destroyRawConnection(connection);
    if (!memory) await stopCheckpointing(resolve(name));
  }

  override async _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    // Per-query safeIntegers (never used here) would change a shared statement: knex's own path.
    if (!obj.sql || this._optSafeIntegers(obj.options) !== undefined) return super._query(connection, obj);
    let sql = obj.sql;
    let bindings = this._formatBindings(obj.bindings);
    // knex opens a transaction with a deferred BEGIN: it starts as a reader and becomes a writer at
    // its first write. When another process has committed in between, that upgrade fails at once
    // with "database is locked" (SQLITE_BUSY; the busy timeout does not apply to it). Every
    // transaction of the service writes, so each takes the write lock at BEGIN, where busy_timeout
    // makes it wait its turn instead.
    if (sql === 'BEGIN;') sql = 'BEGIN IMMEDIATE;';
    // A bound LIMIT (knex's `.first()` and `.limit(n)` end in `limit ?`) costs SQLite two to three
    // times the run time of a primary-key lookup; written as a literal it costs nothing. Only the
    // trailing placeholder is rewritten: it is the last binding by construction.
    const last = bindings[bindings.length - 1];
    if (sql.endsWith(' limit ?') && Number.isSafeInteger(last) && (last as number) >= 0) {
      sql = `${sql.slice(0, -1)}${last as number}`;
      bindings = bindings.slice(0, -1);
    }
    const statement = prepared(connection, sql);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return obj;
    }
    const response = statement.run(bindings);
    obj.response = response;
    obj.context = { lastID: response.lastInsertRowid, changes: response.changes };
    return obj;
  }
}

/**
 * WAL checkpoints run in a thread of their own. SQLite's automatic checkpoint runs inside the
 * COMMIT that crosses the threshold, on the connection that commits, and it copies pages and waits
 * on fsync: with better-sqlite3 that is the event loop, stalled for the copy of every page written
 * since the last one (a large share of a busy worker's commits). The service's connections turn
 * the automatic checkpoint off; this thread runs a PASSIVE checkpoint (it never blocks readers or
 * the writer) on every database file of the process twice a second, and the writer that follows a
 * complete checkpoint restarts the WAL from its start, truncated to `journal_size_limit`.
 */
const CHECKPOINT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { existsSync } = require('node:fs');
const Database = require(workerData.driver);
const files = new Set();
// { add: file } registers a file; { remove: file, ack } forgets it and answers { ack }: the interval
// below is synchronous, so once the answer is sent the thread never opens that file again.
parentPort.on('message', (m) => {
  if (m.add) files.add(m.add);
  else { files.delete(m.remove); parentPort.postMessage({ ack: m.ack }); }
});
setInterval(() => {
  for (const file of files) {
    if (!existsSync(file)) { files.delete(file); continue; }
    let db;
    try {
      db = new Database(file, { fileMustExist: true, timeout: 0 });
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy, or the file is being removed: the next tick tries again
    } finally {
      try { db && db.close(); } catch {}
    }
  }
}, ${500});
`;
let checkpointer: Worker | undefined;
/** Files registered with the checkpoint thread, with the number of this process's open connections to each. */
const checkpointed = new Map<string, number>();
const acknowledgements = new Map<number, () => void>();
let nextAck = 0;

function startCheckpointer(): Worker {
  const worker = new Worker(CHECKPOINT_SOURCE, { eval: true, workerData: { driver: require.resolve('better-sqlite3') } });
  worker.on('error', (err) => log('warn', 'the SQLite checkpoint thread failed; starting it again', { error: String(err) }));
  worker.on('message', (m: { ack: number }) => {
    acknowledgements.get(m.ack)?.();
    acknowledgements.delete(m.ack);
    if (acknowledgements.size === 0) worker.unref();
  });
  worker.once('exit', () => {
    checkpointer = undefined;
    // A thread gone cannot touch a file any more: whoever waits for its answer may go on.
    for (const done of acknowledgements.values()) done();
    acknowledgements.clear();
    if (checkpointed.size > 0) checkpointer = startCheckpointer();
  });
  for (const file of checkpointed.keys()) worker.postMessage({ add: file });
  // It holds no state worth waiting for: a checkpoint cut short is completed by the next one. After
  // the listeners: attaching a 'message' listener refs the worker's port again.
  worker.unref();
  return worker;
}

/** Registers `filename` with the process's checkpoint thread (started on first use), once per open connection. */
function checkpointInBackground(filename: string): void {
  const open = checkpointed.get(filename) ?? 0;
  checkpointed.set(filename, open + 1);
  if (open > 0) return;
  if (checkpointer) checkpointer.postMessage({ add: filename });
  else checkpointer = startCheckpointer();
}

/**
 * Called when a connection to `filename` closes: when it was the process's last one, the checkpoint
 * thread forgets the file, and the promise resolves once the thread has acknowledged that, so a
 * caller that then removes the file (a test's temporary directory, an operator's cleanup) never
 * races a checkpoint that reopens it and recreates its -wal and -shm.
 */
function stopCheckpointing(filename: string): Promise<void> {
  const open = checkpointed.get(filename) ?? 0;
  if (open > 1) {
    checkpointed.set(filename, open - 1);
    return Promise.resolve();
  }
  checkpointed.delete(filename);
  const worker = checkpointer;
  if (!worker) return Promise.resolve();
  const ack = nextAck++;
  return new Promise((resolve) => {
    acknowledgements.set(ack, resolve);
    // Kept alive until it answers: a process whose last handle this was would otherwise exit with
    // the close still pending.
    worker.ref();
    worker.postMessage({ remove: filename, ack });
  });
}

/** Knex configuration for `sqlite:<path>` (`sqlite::memory:` for an in-memory database). */
export function sqliteConfig(databaseUrl: string): Knex.Config {
  const path = databaseUrl.slice('sqlite:'.length) || './data/data-engine.sqlite';
  const filename = path === ':memory:' ? ':memory:' : resolve(path);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    client: CachingBetterSqlite3Client as unknown as typeof Knex.Client,
    connection: { filename },
    useNullAsDefault: true,
    // Knex prints connection failures with their stacks on its own; the error also reaches the
    // caller, which reports it once (the CLI in one line), so knex's copy goes to the debug log.
    log: {
      warn: (message: string) => log('debug', 'knex', { message }),
      error: (message: string) => log('debug', 'knex', { message }),
      deprecate: (message: string) => log('debug', 'knex', { message }),
      debug: (message: string) => log('debug', 'knex', { message }),
    },
    // One connection: SQLite has one writer anyway, and a single connection makes every
    // transaction serialisable without SQLITE_BUSY between our own connections.
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        try {
          // WAL lets other processes (npx data-engine worker) read while one writes;
          // busy_timeout makes a second process wait for the write lock instead of failing.
          if (filename !== ':memory:') {
            conn.pragma('journal_mode = WAL');
            conn.pragma('wal_autocheckpoint = 0');
            conn.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
            checkpointInBackground(filename);
          }
          conn.pragma('busy_timeout = 5000');
          conn.pragma('foreign_keys = ON');
          conn.pragma('synchronous = NORMAL');
          done(null, conn);
        } catch (err) {
          done(err as Error, conn);
        }
      },
    },
  };
}

/** True when `err` is a UNIQUE or PRIMARY KEY violation. */
export function isSqliteUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
