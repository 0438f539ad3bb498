/**
 * FHIR Bulk Data export (GET /fhir/R4/$export, Patient/$export):
 * - exports: one row per kick-off. It is also a job of the work queue (server/storage/work-queue.ts):
 *   `queued` → claimed (`processing`, locked_by, locked_until: a lease a heartbeat extends) →
 *   `completed` or `failed`. `expires_at` bounds the life of the row and its files (EXPORT_TTL_SECONDS);
 *   an expired export is deleted with its files.
 * - export_files: the NDJSON output, one row per file (one resource type, up to a bounded number of
 *   lines), in the database so that every process of a deployment can serve it.
 * - export_batches: which batches' data the files hold, so that deleting a batch deletes every
 *   export holding its data. The foreign key to batches makes a file write that names a batch
 *   deleted meanwhile fail, so no file outlives its batch.
 * Partial index: the queued and leased exports, read by the claim.
 */
import type { Knex } from 'knex';

export const name = '20261125000200_bulk_export';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('exports', (t) => {
    t.string('id', 36).primary();
    t.string('organization_id', 36).notNullable().references('id').inTable('organizations');
    t.string('client_id', 128).notNullable();
    t.string('level', 16).notNullable();
    t.text('request_url').notNullable();
    t.text('types').notNullable();
    t.string('since', 32).nullable();
    t.string('transaction_time', 32).notNullable();
    t.string('status', 16).notNullable();
    t.string('progress', 200).nullable();
    t.string('error_message', 1000).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('locked_by', 64).nullable();
    t.string('locked_until', 32).nullable();
    t.string('created_at', 32).notNullable();
    t.string('completed_at', 32).nullable();
    t.string('expires_at', 32).notNullable();
    t.index(['client_id', 'status']);
    t.index(['expires_at']);
  });
  await db.raw("create index exports_claim_index on exports (created_at) where status in ('queued', 'processing')");
  await db.schema.createTable('export_files', (t) => {
    t.string('export_id', 36).notNullable().references('id').inTable('exports').onDelete('CASCADE');
    t.string('resource_type', 64).notNullable();
    t.integer('part').notNullable();
    t.integer('count').notNullable();
    t.text('body').notNullable();
    t.primary(['export_id', 'resource_type', 'part']);
  });
  await db.schema.createTable('export_batches', (t) => {
    t.string('export_id', 36).notNullable().references('id').inTable('exports').onDelete('CASCADE');
    // No cascade: deleting a batch must delete the exports holding its data first
    // (export-repository.ts deleteExportsHoldingBatch); a deletion that forgot to would fail here.
    t.string('batch_id', 36).notNullable().references('id').inTable('batches');
    t.primary(['export_id', 'batch_id']);
    t.index(['batch_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('export_batches');
  await db.schema.dropTable('export_files');
  await db.raw('drop index exports_claim_index');
  await db.schema.dropTable('exports');
}
