/**
 * Prepared reads for the hot paths (every authenticated request, batch polling): fixed SQL with
 * `?` placeholders, run on a pooled connection of the Knex instance without building the query
 * each time. SQLite keeps the prepared statement per connection; Postgres runs it as a named
 * prepared statement. Everything else goes through the query builder. The SQL must be valid on
 * both dialects (the dialect files only run it).
 */
import type { Knex } from 'knex';
import { dialectOf, type Db } from './db.js';
import { postgresPrepared } from './postgres.js';
import { sqliteRead } from './sqlite.js';

export type Row = Record<string, any>;
export type PreparedRead = (bindings: readonly unknown[]) => Promise<Row[]>;

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/** Runs `use` with a connection of `db`'s pool to itself (not inside a knex transaction). */
export async function withConnection<T>(db: Db, use: (connection: unknown) => T | Promise<T>): Promise<T> {
  const client = (db as Knex).client as unknown as PoolClient;
  const connection = await client.acquireConnection();
  try {
    return await use(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** A read of `sql` on `db` (not inside a transaction: it takes its own pooled connection). */
export function preparedRead(db: Db, sql: string): PreparedRead {
  const run = dialectOf(db) === 'postgres' ? postgresPrepared : sqliteRead;
  return async (bindings) => (await withConnection(db, (connection) => run(connection, sql, bindings))) as Row[];
}
