/**
 * PostgreSQL dialect (pg): connection settings and constraint-error translation.
 * Every Postgres-specific detail of the storage layer lives in this file.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { log } from '../log.js';

/** Knex configuration for a `postgres://` URL; `searchPath` isolates a schema (used by tests). */
export function postgresConfig(databaseUrl: string, searchPath?: string): Knex.Config {
  return {
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max: 10 },
    // Knex prints connection failures with their stacks on its own; the error also reaches the
    // caller, which reports it once (the CLI in one line), so knex's copy goes to the debug log.
    log: {
      warn: (message: string) => log('debug', 'knex', { message }),
      error: (message: string) => log('debug', 'knex', { message }),
      deprecate: (message: string) => log('debug', 'knex', { message }),
      debug: (message: string) => log('debug', 'knex', { message }),
    },
    ...(searchPath ? { searchPath: [searchPath] } : {}),
  };
}

/** True when `err` is a unique_violation (SQLSTATE 23505). */
export function isPostgresUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
const texts = new Map<string, { name: string; text: string }>();

/**
 * Runs a statement of fixed SQL as a named prepared statement (a `preparedRead`, see prepared.ts;
 * the work queue's claims): pg parses and plans it once per connection instead of on every call.
 * `?` placeholders become `$1 ... $n`. Its rows (a write's RETURNING rows).
 */
export async function postgresPrepared(connection: unknown, sql: string, bindings: readonly unknown[]): Promise<unknown[]> {
  let t = texts.get(sql);
  if (!t) {
    let n = 0;
    t = { name: `de_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    texts.set(sql, t);
  }
  return (await (connection as PgConnection).query({ ...t, values: [...bindings] })).rows;
}
