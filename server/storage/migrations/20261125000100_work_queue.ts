/**
 * The work queue's claim order, served by indexes, so that a claim costs the same at 100 and at
 * 100,000 queued documents:
 * - batches.claimed_at: when a worker last claimed documents of the batch. Claims go round-robin
 *   over organizations, then over their processing batches, least recently served first
 *   (work-queue.ts); a small batch is never stuck behind another organization's large one.
 * - documents (batch_id, created_at, ordinal, id) where status = 'queued': a batch's queued
 *   documents in list order, read straight off a partial index that holds only queued documents
 *   (a full index would make both planners walk past the batch's finished documents).
 * - documents (locked_until) where status = 'processing': claims whose lease expired (a worker
 *   died), oldest first.
 * Partial indexes have the same syntax on SQLite and Postgres.
 */
import type { Knex } from 'knex';

export const name = '20261125000100_work_queue';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('batches', (t) => {
    t.string('claimed_at', 32).nullable();
    t.index(['status', 'claimed_at'], 'batches_claim_order_index');
  });
  await db.raw("create index documents_queued_index on documents (batch_id, created_at, ordinal, id) where status = 'queued'");
  await db.raw("create index documents_lease_index on documents (locked_until) where status = 'processing'");
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index documents_lease_index');
  await db.raw('drop index documents_queued_index');
  await db.schema.alterTable('batches', (t) => {
    t.dropIndex(['status', 'claimed_at'], 'batches_claim_order_index');
    t.dropColumn('claimed_at');
  });
}
