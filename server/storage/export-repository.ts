/**
 * Knex implementation of ExportRepository (server/fhir/export.ts) over the tables of migration
 * 20261125000200_bulk_export. A running export's writes are compare-and-set on its claim
 * (exports.locked_by, set by the work queue's claim in work-queue.ts); a file write names the batches
 * whose data it holds (export_batches, with a foreign key to batches), so that it fails when one of
 * them was deleted meanwhile, and deleting a batch deletes every export that holds its data
 * ({@link deleteExportsHoldingBatch}, called by the batch deletion in the same transaction).
 * The same queries on SQLite and Postgres.
 */
import type { Knex } from 'knex';
import type { Schemas } from '../../generated/openapi.js';
import type { ExportDocument, ExportPatient, ExportRecord, ExportRepository, ExportWindow } from '../fhir/export.js';
import type { ServedType } from '../fhir/resource-types.js';
import { toDocument } from './batch-repository.js';
import type { Db } from './db.js';
import { keyset } from './keyset.js';

type Row = Record<string, any>;
type Entity = Schemas['Entity'];

export function toExport(r: Row): ExportRecord {
  return {
    id: String(r.id),
    organizationId: String(r.organization_id),
    clientId: String(r.client_id),
    level: r.level,
    requestUrl: String(r.request_url),
    types: JSON.parse(String(r.types)) as ServedType[],
    since: r.since == null ? null : String(r.since),
    transactionTime: String(r.transaction_time),
    status: r.status,
    progress: r.progress == null ? null : String(r.progress),
    errorMessage: r.error_message == null ? null : String(r.error_message),
    attempts: Number(r.attempts),
    createdAt: String(r.created_at),
    completedAt: r.completed_at == null ? null : String(r.completed_at),
    expiresAt: String(r.expires_at),
  };
}

/** True when `err` is a foreign-key violation on either dialect. */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Deletes every export holding data of batch `batchId`, with its files (inside the batch deletion's
 * transaction, before the batch row goes: export_batches refers to it).
 */
export async function deleteExportsHoldingBatch(trx: Knex.Transaction, batchId: string): Promise<number> {
  return trx('exports').whereIn('id', trx('export_batches').where({ batch_id: batchId }).select('export_id')).delete();
}

/** The window's bounds on an ISO text column: (since, until]. */
function inWindow(q: Knex.QueryBuilder, column: string, window: ExportWindow): Knex.QueryBuilder {
  if (window.since !== null) q.andWhere(column, '>', window.since);
  return q.andWhere(column, '<=', window.until);
}

/** Only documents the FHIR server serves: succeeded, live, naming a patient, of the organization. */
function served(q: Knex.QueryBuilder, orgId: string): Knex.QueryBuilder {
  return q.where({ 'd.organization_id': orgId, 'd.live_mode': true, 'd.status': 'succeeded' }).whereNotNull('d.patient_fhir_id');
}

export function exportRepository(db: Db): ExportRepository {
  /** The export row, locked by `workerId`'s claim (and, on Postgres, locked for the transaction). */
  const claimed = (trx: Knex.Transaction, id: string, workerId: string, patch: Record<string, unknown>) =>
    trx('exports').where({ id, locked_by: workerId, status: 'processing' }).update(patch);

  return {
    async create(record) {
      await db('exports').insert({
        id: record.id,
        organization_id: record.organizationId,
        client_id: record.clientId,
        level: record.level,
        request_url: record.requestUrl,
        types: JSON.stringify(record.types),
        since: record.since,
        transaction_time: record.transactionTime,
        status: record.status,
        progress: record.progress,
        error_message: record.errorMessage,
        attempts: record.attempts,
        created_at: record.createdAt,
        completed_at: record.completedAt,
        expires_at: record.expiresAt,
      });
    },

    async countActive(clientId, now) {
      const row = (await db('exports').where({ client_id: clientId }).whereIn('status', ['queued', 'processing']).andWhere('expires_at', '>', now).count({ n: '*' }).first()) as Row | undefined;
      return Number(row?.n ?? 0);
    },

    async get(id, now) {
      const row = (await db('exports').where({ id }).andWhere('expires_at', '>', now).first()) as Row | undefined;
      return row ? toExport(row) : null;
    },

    async files(id) {
      const rows = (await db('export_files').where({ export_id: id }).orderBy([{ column: 'resource_type' }, { column: 'part' }]).select('resource_type', 'part', 'count')) as Row[];
      return rows.map((r) => ({ resourceType: r.resource_type as ServedType, part: Number(r.part), count: Number(r.count) }));
    },

    async file(id, resourceType, part) {
      const row = (await db('export_files').where({ export_id: id, resource_type: resourceType, part }).first('count', 'body')) as Row | undefined;
      return row ? { count: Number(row.count), body: String(row.body) } : null;
    },

    async delete(id, clientId) {
      // Files and batch links go with the row (on delete cascade); a worker running it loses its claim.
      return (await db('exports').where({ id, client_id: clientId }).delete()) === 1;
    },

    async restart(id, workerId) {
      return db.transaction(async (trx) => {
        if ((await claimed(trx, id, workerId, { progress: 'processing' })) !== 1) return false;
        await trx('export_files').where({ export_id: id }).delete();
        await trx('export_batches').where({ export_id: id }).delete();
        return true;
      });
    },

    async writeFile(id, workerId, file, progress) {
      try {
        return await db.transaction(async (trx) => {
          if ((await claimed(trx, id, workerId, { progress })) !== 1) return 'lost' as const;
          if (file.batchIds.length > 0) {
            await trx('export_batches')
              .insert(file.batchIds.map((b) => ({ export_id: id, batch_id: b })))
              .onConflict(['export_id', 'batch_id'])
              .ignore();
          }
          await trx('export_files').insert({ export_id: id, resource_type: file.resourceType, part: file.part, count: file.count, body: file.body });
          return 'written' as const;
        });
      } catch (err) {
        // A batch of the file was deleted after its data was read.
        if (isForeignKeyViolation(err)) return 'stale';
        throw err;
      }
    },

    async finish(id, workerId, outcome, now, expiresAt) {
      const n = await db('exports')
        .where({ id, locked_by: workerId, status: 'processing' })
        .update({ status: outcome.status, error_message: outcome.errorMessage, progress: null, completed_at: now, expires_at: expiresAt, locked_by: null, locked_until: null });
      return n === 1;
    },

    async documents(orgId, window, after, limit): Promise<ExportDocument[]> {
      // Read in the order of documents_fhir_patient_index (organization, patient, completion, id), so
      // that each step seeks where the last one ended, whatever the organization's size; the window
      // is a filter on the way.
      const q = inWindow(served(db('documents as d'), orgId), 'd.completed_at', window);
      if (after) q.andWhere('d.patient_fhir_id', '>=', after[0]);
      const rows = (await keyset(q, ['d.patient_fhir_id', 'd.completed_at', 'd.id'], after).limit(limit).select('d.*')) as Row[];
      return rows.map((r) => ({ document: toDocument(r), batchId: String(r.batch_id), patientFhirId: String(r.patient_fhir_id) }));
    },

    async entities(documentIds, types) {
      const out = new Map<string, Entity[]>();
      if (documentIds.length === 0 || types.length === 0) return out;
      const rows = (await db('entities')
        .whereIn('document_id', [...documentIds])
        .whereIn('fhir_type', [...types])
        .orderBy([{ column: 'document_id' }, { column: 'position' }])
        .select('document_id', 'body')) as Row[];
      for (const r of rows) {
        const list = out.get(String(r.document_id)) ?? [];
        list.push(JSON.parse(String(r.body)) as Entity);
        out.set(String(r.document_id), list);
      }
      return out;
    },

    async patients(orgId, window, afterId, limit): Promise<ExportPatient[]> {
      // A patient's first completion among the documents up to the window's end (its meta.lastUpdated).
      const q = served(db('documents as d'), orgId)
        .andWhere('d.completed_at', '<=', window.until)
        .groupBy('d.patient_fhir_id')
        .select('d.patient_fhir_id')
        .min({ external_id: 'd.patient_external_id', first_seen: 'd.completed_at' });
      if (window.since !== null) q.havingRaw('min(d.completed_at) > ?', [window.since]);
      if (afterId !== null) q.andWhere('d.patient_fhir_id', '>', afterId);
      const rows = (await q.orderBy('d.patient_fhir_id').limit(limit)) as Row[];
      if (rows.length === 0) return [];
      const ids = rows.map((r) => String(r.patient_fhir_id));
      const batches = (await served(db('documents as d'), orgId)
        .andWhere('d.completed_at', '<=', window.until)
        .whereIn('d.patient_fhir_id', ids)
        .distinct('d.patient_fhir_id', 'd.batch_id')) as Row[];
      const byPatient = new Map<string, string[]>();
      for (const b of batches) byPatient.set(String(b.patient_fhir_id), [...(byPatient.get(String(b.patient_fhir_id)) ?? []), String(b.batch_id)]);
      return rows.map((r) => ({ id: String(r.patient_fhir_id), externalId: String(r.external_id), firstSeen: String(r.first_seen), batchIds: byPatient.get(String(r.patient_fhir_id)) ?? [] }));
    },
  };
}
