/**
 * The work queue over the documents table. Claims are atomic: on Postgres a single UPDATE whose
 * target row is chosen with FOR UPDATE SKIP LOCKED, so concurrent workers never claim one document;
 * on SQLite the same UPDATE under the database's single writer. A claim carries a lease
 * (locked_until): a worker that dies leaves a lease that expires, and another worker takes the
 * document over. Results are written only while the claim is still the writer's own (compare-and-set
 * on locked_by), so a document is never finished twice.
 */
import type { Knex } from 'knex';
import type { QualityStatus } from '../domain/batches.js';
import type { ClaimedDocument, Entity, ProcessingOutcome, WorkQueue } from '../domain/processing.js';
import { entityResourceId, entityResourceType } from '../fhir/mappers.js';
import { toDocument } from './batch-repository.js';
import { dialectOf, type Db } from './db.js';

type Row = Record<string, any>;

/** Marks the batch completed when none of its documents is still queued or processing. */
async function completeBatchIfDone(trx: Knex.Transaction, batchId: string, now: string): Promise<void> {
  const open = (await trx('documents').where({ batch_id: batchId }).whereIn('status', ['queued', 'processing']).first('id')) as Row | undefined;
  if (!open) await trx('batches').where({ id: batchId, status: 'processing' }).update({ status: 'completed', completed_at: now });
}

export function workQueue(db: Db): WorkQueue {
  const pg = dialectOf(db) === 'postgres';
  const lockBatch = (trx: Knex.Transaction, id: string) => (pg ? trx('batches').where({ id }).forUpdate().first('id') : trx('batches').where({ id }).first('id'));

  return {
    async claim(workerId, now, visibilityMs) {
      const nowIso = now.toISOString();
      const until = new Date(now.getTime() + visibilityMs).toISOString();
      const pick = `select id from documents
        where status = 'queued' or (status = 'processing' and locked_until < ?)
        order by queued_at, id limit 1${pg ? ' for update skip locked' : ''}`;
      const result = await db.raw(
        `update documents set status = 'processing', locked_by = ?, locked_until = ?, started_at = coalesce(started_at, ?), attempts = attempts + 1
         where id = (${pick}) returning *`,
        [workerId, until, nowIso, nowIso],
      );
      const rows = (pg ? result.rows : result) as Row[];
      const row = rows[0];
      return row ? ({ document: toDocument(row), attempts: Number(row.attempts), lockedBy: workerId } satisfies ClaimedDocument) : null;
    },

    async extend(documentId, workerId, until) {
      const n = await db('documents').where({ id: documentId, locked_by: workerId, status: 'processing' }).update({ locked_until: until.toISOString() });
      return n === 1;
    },

    async content(documentId) {
      const row = (await db('document_contents').where({ document_id: documentId }).first('bytes')) as Row | undefined;
      return row ? new Uint8Array(row.bytes as Buffer) : null;
    },

    async earlierResult(doc) {
      if (!doc.contentSha256) return null;
      const earlier = (await db('documents')
        .where({ organization_id: doc.organizationId, live_mode: doc.liveMode, content_sha256: doc.contentSha256, status: 'succeeded' })
        .whereNot({ id: doc.id })
        .orderBy('completed_at')
        .first('id', 'page_count', 'quality_status')) as Row | undefined;
      if (!earlier) return null;
      const rows = (await db('entities').where({ document_id: earlier.id }).orderBy('position').select('body')) as Row[];
      return {
        entities: rows.map((r) => JSON.parse(String(r.body)) as Entity),
        pageCount: Number(earlier.page_count ?? 1),
        qualityStatus: (earlier.quality_status ?? 'ok') as QualityStatus,
      };
    },

    async finish(documentId, workerId, outcome, now) {
      const nowIso = now.toISOString();
      return db.transaction(async (trx) => {
        const doc = (await trx('documents').where({ id: documentId }).first('batch_id')) as Row | undefined;
        if (!doc) return false; // deleted meanwhile
        // Lock the batch first: two workers finishing the last two documents must not both see
        // the other still processing (and so never complete the batch).
        await lockBatch(trx, String(doc.batch_id));
        const patch: Row =
          outcome.kind === 'succeeded'
            ? { status: 'succeeded', entity_count: outcome.entities.length, page_count: outcome.pageCount, quality_status: outcome.qualityStatus }
            : { status: 'failed', error_code: outcome.code, error_message: outcome.message };
        const n = await trx('documents')
          .where({ id: documentId, locked_by: workerId, status: 'processing' })
          .update({ ...patch, completed_at: nowIso, locked_by: null, locked_until: null });
        if (n !== 1) return false;
        if (outcome.kind === 'succeeded' && outcome.entities.length) {
          const rows = outcome.entities.map((e, position) => {
            // The FHIR server's lookup columns (migration 20261123000100_fhir_index).
            const fhirType = entityResourceType(e);
            const fhirId = fhirType === null ? null : entityResourceId(documentId, e.id);
            return { document_id: documentId, position, id: e.id, type: e.type, body: JSON.stringify(e), fhir_id: fhirId, fhir_type: fhirType };
          });
          await trx.batchInsert('entities', rows, 200);
        }
        await completeBatchIfDone(trx, String(doc.batch_id), nowIso);
        return true;
      });
    },

    async expireBatches(now) {
      const nowIso = now.toISOString();
      const due = (await db('batches').where({ status: 'pending' }).andWhere('expires_at', '<=', nowIso).limit(100).select('id')) as Row[];
      let n = 0;
      for (const { id } of due) {
        await db.transaction(async (trx) => {
          await lockBatch(trx, id);
          const updated = await trx('batches')
            .where({ id, status: 'pending' })
            .update({ status: 'cancelled', cancellation_reason: 'expired', completed_at: nowIso, expires_at: null });
          if (updated === 1) {
            await trx('documents').where({ batch_id: id }).whereIn('status', ['awaiting_upload', 'pending']).update({ status: 'cancelled', completed_at: nowIso });
            n++;
          }
        });
      }
      return n;
    },

    async failStuckDocuments(queuedBefore, now) {
      const nowIso = now.toISOString();
      const stuck = (await db('documents')
        .whereIn('status', ['queued', 'processing'])
        .andWhere('queued_at', '<', queuedBefore.toISOString())
        .limit(500)
        .select('id', 'batch_id')) as Row[];
      let n = 0;
      for (const { id, batch_id: batchId } of stuck) {
        await db.transaction(async (trx) => {
          await lockBatch(trx, batchId);
          const updated = await trx('documents')
            .where({ id })
            .whereIn('status', ['queued', 'processing'])
            .update({
              status: 'failed',
              error_code: 'not_processed',
              error_message: 'The document was not processed in time.',
              completed_at: nowIso,
              locked_by: null,
              locked_until: null,
            });
          if (updated === 1) n++;
          await completeBatchIfDone(trx, batchId, nowIso);
        });
      }
      return n;
    },
  };
}
