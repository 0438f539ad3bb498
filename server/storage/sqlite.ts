/**
 * SQLite dialect (better-sqlite3): connection settings and constraint-error translation.
 * Every SQLite-specific detail of the storage layer lives in this file.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Knex } from 'knex';
import { log } from '../log.js';

/** Knex configuration for `sqlite:<path>` (`sqlite::memory:` for an in-memory database). */
export function sqliteConfig(databaseUrl: string): Knex.Config {
  const path = databaseUrl.slice('sqlite:'.length) || './data/data-engine.sqlite';
  const filename = path === ':memory:' ? ':memory:' : resolve(path);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    client: 'better-sqlite3',
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
          if (filename !== ':memory:') conn.pragma('journal_mode = WAL');
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
