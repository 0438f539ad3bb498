/**
 * The access audit's patient index holds only records that name a patient.
 *
 * `admin audit --patient` is its one reader, and it asks for given patient ids (`patient_id in
 * (...)`), which no record without a patient can match. Most records name none (every batch, document
 * list and refusal), yet each of them added an entry to this index: one more B-tree insert per audited
 * request and one more page in each group commit of the audit (see audit-repository.ts). Both SQLite
 * and Postgres use a partial index for a query whose condition implies its own (`x in (...)` implies
 * `x is not null`).
 *
 * Built beside the old index and without a transaction, so that on Postgres both steps run
 * CONCURRENTLY: every audited request waits for its record's insert, and a plain CREATE INDEX would
 * hold the table's write lock (and so every such request) for the whole build on a large audit table
 * during a rolling deploy. Each step is idempotent (IF [NOT] EXISTS), so a migration interrupted
 * between them completes when run again. If a concurrent build itself fails, Postgres leaves an
 * invalid index of the new name: drop it (`drop index concurrently audit_events_patient_partial`)
 * before running the migration again.
 *
 * Down: the full index as migration 20261125000400 made it, built the same way.
 */
import type { Knex } from 'knex';

export const name = '20261127000200_audit_patient_partial';

/** Knex runs this migration outside a transaction: Postgres refuses CONCURRENTLY inside one. */
export const config = { transaction: false };

const COLUMNS = '(organization_id, patient_id, at, id)';
const concurrently = (db: Knex): string => ((db.client as { dialect?: string }).dialect === 'postgresql' ? ' concurrently' : '');

export async function up(db: Knex): Promise<void> {
  const c = concurrently(db);
  await db.raw(`create index${c} if not exists audit_events_patient_partial on audit_events ${COLUMNS} where patient_id is not null`);
  await db.raw(`drop index${c} if exists audit_events_patient_index`);
}

export async function down(db: Knex): Promise<void> {
  const c = concurrently(db);
  await db.raw(`create index${c} if not exists audit_events_patient_index on audit_events ${COLUMNS}`);
  await db.raw(`drop index${c} if exists audit_events_patient_partial`);
}
