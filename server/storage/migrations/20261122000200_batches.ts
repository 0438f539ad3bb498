/**
 * Batches, documents (which are also the work queue), stored content, entities and usage records.
 * Timestamps are ISO 8601 UTC strings written from JS (they compare correctly as text).
 */
import type { Knex } from 'knex';

export const name = '20261122000200_batches';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('batches', (t) => {
    t.string('id', 36).primary();
    t.string('organization_id', 36).notNullable().references('id').inTable('organizations');
    t.boolean('live_mode').notNullable();
    t.string('status', 16).notNullable();
    t.string('external_reference', 255).nullable();
    t.text('metadata').notNullable().defaultTo('{}');
    t.string('cancellation_reason', 16).nullable();
    t.string('created_at', 32).notNullable();
    t.string('submitted_at', 32).nullable();
    t.string('completed_at', 32).nullable();
    t.string('expires_at', 32).nullable();
    // Per organization: a second create with the same reference conflicts (NULLs never do).
    t.unique(['organization_id', 'external_reference']);
    t.index(['organization_id', 'created_at', 'id']);
    t.index(['status', 'expires_at']);
  });
  await db.schema.createTable('documents', (t) => {
    t.string('id', 36).primary();
    t.string('batch_id', 36).notNullable().references('id').inTable('batches').onDelete('CASCADE');
    t.string('organization_id', 36).notNullable();
    t.boolean('live_mode').notNullable();
    t.string('external_reference', 255).notNullable();
    // Position within its add request: documents added together keep request order.
    t.integer('ordinal').notNullable();
    t.string('status', 16).notNullable();
    t.string('media_type', 32).notNullable();
    t.string('filename', 255).nullable();
    t.integer('declared_byte_size').nullable();
    t.string('declared_checksum', 44).nullable();
    t.integer('byte_size').nullable();
    t.string('content_sha256', 44).nullable();
    t.string('patient_external_id', 255).nullable();
    t.string('encounter_external_id', 255).nullable();
    t.string('encounter_date', 10).nullable();
    t.boolean('has_encounter').notNullable().defaultTo(false);
    t.text('metadata').notNullable().defaultTo('{}');
    t.integer('entity_count').nullable();
    t.integer('page_count').nullable();
    t.string('quality_status', 32).nullable();
    t.string('error_code', 32).nullable();
    t.string('error_message', 1000).nullable();
    t.string('created_at', 32).notNullable();
    t.string('queued_at', 32).nullable();
    t.string('started_at', 32).nullable();
    t.string('completed_at', 32).nullable();
    // Work-queue columns: a claim sets locked_by and locked_until; an expired lock can be re-claimed.
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('locked_by', 64).nullable();
    t.string('locked_until', 32).nullable();
    t.unique(['batch_id', 'external_reference']);
    t.index(['batch_id', 'created_at', 'ordinal', 'id']);
    t.index(['batch_id', 'status']);
    t.index(['status', 'queued_at']);
    t.index(['organization_id', 'live_mode', 'content_sha256']);
  });
  await db.schema.createTable('document_contents', (t) => {
    t.string('document_id', 36).primary().references('id').inTable('documents').onDelete('CASCADE');
    t.binary('bytes').notNullable();
  });
  await db.schema.createTable('entities', (t) => {
    t.string('document_id', 36).notNullable().references('id').inTable('documents').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('id', 64).notNullable();
    t.string('type', 64).notNullable();
    t.text('body').notNullable();
    t.primary(['document_id', 'position']);
    t.index(['document_id', 'type', 'position']);
  });
  await db.schema.createTable('usage_records', (t) => {
    t.string('batch_id', 36).primary();
    t.string('organization_id', 36).notNullable();
    t.boolean('live_mode').notNullable();
    t.string('status', 16).notNullable();
    t.text('counts').notNullable();
    t.string('created_at', 32).notNullable();
    t.string('completed_at', 32).nullable();
    t.string('deleted_at', 32).notNullable();
    t.index(['organization_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('usage_records');
  await db.schema.dropTable('entities');
  await db.schema.dropTable('document_contents');
  await db.schema.dropTable('documents');
  await db.schema.dropTable('batches');
}
