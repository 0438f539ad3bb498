/**
 * PostgreSQL dialect (pg): connection settings and constraint-error translation.
 * Every Postgres-specific detail of the storage layer lives in this file.
 */
import type { Knex } from 'knex';

/** Knex configuration for a `postgres://` URL; `searchPath` isolates a schema (used by tests). */
export function postgresConfig(databaseUrl: string, searchPath?: string): Knex.Config {
  return {
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max: 10 },
    ...(searchPath ? { searchPath: [searchPath] } : {}),
  };
}

/** True when `err` is a unique_violation (SQLSTATE 23505). */
export function isPostgresUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}
