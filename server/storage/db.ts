/**
 * Storage setup: one Knex instance over embedded SQLite (default) or PostgreSQL, the same
 * migrations on both, and a transaction helper. Dialect details live in sqlite.ts / postgres.ts.
 */
import knex, { type Knex } from 'knex';
import { migrations } from './migrations/index.js';
import { isPostgresUniqueViolation, postgresConfig } from './postgres.js';
import { isSqliteUniqueViolation, sqliteConfig } from './sqlite.js';

export type Db = Knex;
export type Dialect = 'sqlite' | 'postgres';

export interface OpenOptions {
  /** Postgres only: the schema to use (created if missing). Tests use one schema per run. */
  readonly schema?: string;
}

/** Opens the database named by a `DATABASE_URL` value. */
export async function openDatabase(databaseUrl: string, options: OpenOptions = {}): Promise<Db> {
  if (databaseUrl.startsWith('sqlite:')) return knex(sqliteConfig(databaseUrl));
  if (options.schema) {
    const admin = knex(postgresConfig(databaseUrl));
    try {
      await admin.raw('create schema if not exists ??', [options.schema]);
    } finally {
      await admin.destroy();
    }
  }
  return knex(postgresConfig(databaseUrl, options.schema));
}

/** Which dialect a Knex instance speaks. */
export function dialectOf(db: Db): Dialect {
  return (db.client as { dialect?: string }).dialect === 'postgresql' ? 'postgres' : 'sqlite';
}

const migrationSource: Knex.MigrationSource<(typeof migrations)[number]> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
};

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/**
 * The migrations of this build not applied to the database (readiness: an instance whose schema is
 * behind its code must not take traffic). Reads the migrations table only; never creates it.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = migrations.map((m) => m.name);
  if (!(await db.schema.hasTable('knex_migrations'))) return known;
  const applied = new Set(((await db('knex_migrations').select('name')) as { name: string }[]).map((r) => r.name));
  return known.filter((name) => !applied.has(name));
}

/** Rolls back every migration (tests and `down` checks). */
export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}

/** True when `err` is a unique-key violation on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  return isSqliteUniqueViolation(err) || isPostgresUniqueViolation(err);
}

/**
 * Runs `work` in a transaction, or inside `outer` when the caller already has one, so that use
 * cases compose without nesting transactions.
 */
export async function inTransaction<T>(db: Db | Knex.Transaction, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if ((db as Knex.Transaction).isTransaction) return work(db as Knex.Transaction);
  return (db as Db).transaction(work);
}

/** Checks that the database answers (readiness). */
export async function ping(db: Db): Promise<void> {
  await db.raw('select 1');
}
