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
 * Down: the full index as migration 20261125000400 made it.
 */
import type { Knex } from 'knex';

export const name = '20261127000200_audit_patient_partial';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_events', (t) => {
    t.dropIndex(['organization_id', 'patient_id', 'at', 'id'], 'audit_events_patient_index');
  });
  await db.raw('create index audit_events_patient_index on audit_events (organization_id, patient_id, at, id) where patient_id is not null');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_events', (t) => {
    t.dropIndex(['organization_id', 'patient_id', 'at', 'id'], 'audit_events_patient_index');
  });
  await db.schema.alterTable('audit_events', (t) => {
    t.index(['organization_id', 'patient_id', 'at', 'id'], 'audit_events_patient_index');
  });
}
