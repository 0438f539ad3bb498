/**
 * The access audit: one row per request that read or changed clinical data (or was refused), never
 * updated or deleted. Triggers refuse UPDATE and DELETE on both dialects, so that the service's own
 * code cannot rewrite history either (retention deletes batches, never their audit records).
 * Read by organization and time (`admin audit --org --since`) and by patient (`--patient`).
 */
import type { Knex } from 'knex';

export const name = '20261125000400_audit';

const isPostgres = (db: Knex) => (db.client as { dialect?: string }).dialect === 'postgresql';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('audit_events', (t) => {
    t.bigIncrements('id');
    t.string('at', 32).notNullable();
    // Null for a refusal whose credentials named no organization (no token, a malformed one).
    t.string('organization_id', 36).nullable();
    t.string('client_id', 80).nullable();
    t.string('action', 32).notNullable();
    t.string('resource_type', 64).nullable();
    t.string('resource_id', 128).nullable();
    t.string('patient_id', 128).nullable();
    t.string('request_id', 36).notNullable();
    // `success`, or the problem type slug of the refusal or failure (`not-found`, `insufficient-scope` ...).
    t.string('outcome', 40).notNullable();
    t.integer('status').notNullable();
    t.index(['organization_id', 'at', 'id'], 'audit_events_organization_index');
    t.index(['organization_id', 'patient_id', 'at', 'id'], 'audit_events_patient_index');
  });
  if (isPostgres(db)) {
    await db.raw(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`);
    await db.raw('create trigger audit_events_append_only before update or delete on audit_events for each row execute function audit_events_append_only()');
  } else {
    await db.raw("create trigger audit_events_no_update before update on audit_events begin select raise(abort, 'audit_events is append-only'); end");
    await db.raw("create trigger audit_events_no_delete before delete on audit_events begin select raise(abort, 'audit_events is append-only'); end");
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('audit_events');
  if (isPostgres(db)) await db.raw('drop function audit_events_append_only()');
}
