/**
 * Knex implementation of BatchRepository. Every state change is a compare-and-set inside a
 * transaction; on Postgres the batch row is locked (FOR UPDATE) first, so that submit, cancel,
 * add-documents and uploads on one batch are serialised. SQLite has a single writer.
 */
import type { Knex } from 'knex';
import type {
  BatchCounts,
  BatchRecord,
  BatchRepository,
  BatchStatus,
  CursorPosition,
  DocumentRecord,
  DocumentStatus,
  NewDocument,
  Page,
  Scope,
} from '../domain/batches.js';
import { toCounts } from '../domain/batches.js';
import type { Schemas } from '../../generated/openapi.js';
import { patientId } from '../fhir/mappers.js';
import { deleteExportsHoldingBatch } from './export-repository.js';
import { dialectOf, isUniqueViolation, type Db } from './db.js';
import { keyset } from './keyset.js';
import { preparedRead } from './prepared.js';

/** List orders: creation time, then (documents) position in the add request, then id. */
const BATCH_ORDER = ['created_at', 'id'] as const;
const DOCUMENT_ORDER = ['created_at', 'ordinal', 'id'] as const;

type Row = Record<string, any>;

const json = (v: unknown) => JSON.parse(String(v ?? '{}')) as Record<string, string>;
const bool = (v: unknown) => v === true || v === 1 || v === '1';

export function toBatch(r: Row): BatchRecord {
  return {
    id: r.id,
    organizationId: r.organization_id,
    liveMode: bool(r.live_mode),
    status: r.status,
    externalReference: r.external_reference ?? null,
    metadata: json(r.metadata),
    cancellationReason: r.cancellation_reason ?? null,
    createdAt: r.created_at,
    submittedAt: r.submitted_at ?? null,
    completedAt: r.completed_at ?? null,
    expiresAt: r.expires_at ?? null,
  };
}

export function toDocument(r: Row): DocumentRecord {
  const hasEncounter = bool(r.has_encounter);
  return {
    id: r.id,
    batchId: r.batch_id,
    organizationId: r.organization_id,
    liveMode: bool(r.live_mode),
    externalReference: r.external_reference,
    ordinal: Number(r.ordinal),
    status: r.status,
    mediaType: r.media_type,
    filename: r.filename ?? null,
    declaredByteSize: r.declared_byte_size ?? null,
    declaredChecksum: r.declared_checksum ?? null,
    byteSize: r.byte_size ?? null,
    contentSha256: r.content_sha256 ?? null,
    patientExternalId: r.patient_external_id ?? null,
    encounter: hasEncounter
      ? { ...(r.encounter_external_id != null ? { externalId: r.encounter_external_id } : {}), ...(r.encounter_date != null ? { date: r.encounter_date } : {}) }
      : null,
    metadata: json(r.metadata),
    entityCount: r.entity_count ?? null,
    pageCount: r.page_count ?? null,
    qualityStatus: r.quality_status ?? null,
    engineVersion: r.engine_version ?? null,
    errorCode: r.error_code ?? null,
    errorMessage: r.error_message ?? null,
    createdAt: r.created_at,
    completedAt: r.completed_at ?? null,
    fhirIdPrefix: r.fhir_id_prefix ?? null,
  };
}

/** Counts per status of one batch. */
export async function countDocuments(db: Db | Knex.Transaction, batchId: string): Promise<BatchCounts> {
  const rows = (await db('documents').where({ batch_id: batchId }).select('status').count({ n: '*' }).groupBy('status')) as Row[];
  return toCounts(new Map(rows.map((r) => [String(r.status), Number(r.n)])));
}

export function batchRepository(db: Db): BatchRepository {
  const pg = dialectOf(db) === 'postgres';
  /** The rows a scope may see: its organization's, of its mode (test and live never mix). */
  const own = (scope: Scope) => ({ organization_id: scope.organizationId, live_mode: scope.liveMode });
  const lockBatch = (trx: Knex.Transaction, scope: Scope, id: string) => {
    const q = trx('batches').where({ id, ...own(scope) }).first();
    return (pg ? q.forUpdate() : q) as Promise<Row | undefined>;
  };

  async function deleteDocumentsWhere(trx: Knex.Transaction, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder) {
    const ids = where(trx('documents').select('id'));
    await trx('entities').whereIn('document_id', ids.clone()).delete();
    await trx('document_contents').whereIn('document_id', ids.clone()).delete();
    await where(trx('documents')).delete();
  }

  // Grouping by the primary key lets Postgres select every column of the batch (functional dependency).
  // count(d.status), not count(d.id): the counts then read only the (batch_id, status) index, never
  // the rows (a 10,000-document batch polled ten times a second made that a main-thread cost).
  const readBatchWithCounts = preparedRead(
    db,
    'select b.*, d.status as d_status, count(d.status) as d_n from batches b left join documents d on d.batch_id = b.id ' +
      'where b.id = ? and b.organization_id = ? and b.live_mode = ? group by b.id, d.status',
  );

  const repo: BatchRepository = {
    async insertBatch(b) {
      try {
        await db('batches').insert({
          id: b.id,
          organization_id: b.organizationId,
          live_mode: b.liveMode,
          status: b.status,
          external_reference: b.externalReference,
          metadata: JSON.stringify(b.metadata),
          cancellation_reason: null,
          created_at: b.createdAt,
          submitted_at: null,
          completed_at: null,
          expires_at: b.expiresAt,
        });
        return { inserted: true };
      } catch (err) {
        if (!isUniqueViolation(err) || b.externalReference === null) throw err;
        const existing = (await db('batches').where({ organization_id: b.organizationId, external_reference: b.externalReference }).first('id')) as Row | undefined;
        if (existing) return { inserted: false, existingId: String(existing.id) };
        // Deleted between the failed insert and the lookup: the reference is free again.
        return repo.insertBatch(b);
      }
    },

    async getBatch(scope, id) {
      const row = (await db('batches').where({ id, ...own(scope) }).first()) as Row | undefined;
      return row ? toBatch(row) : null;
    },

    async getBatchWithCounts(scope, id) {
      // One row per document status of the batch (one row with a null status when it has none).
      const rows = await readBatchWithCounts([id, scope.organizationId, scope.liveMode]);
      if (rows.length === 0) return null;
      const counts = new Map(rows.filter((r) => r.d_status != null).map((r) => [String(r.d_status), Number(r.d_n)]));
      return { batch: toBatch(rows[0]!), counts: toCounts(counts) };
    },

    counts: (batchId) => countDocuments(db, batchId),

    async countsOf(batchIds) {
      const rows = batchIds.length
        ? ((await db('documents').whereIn('batch_id', [...batchIds]).select('batch_id', 'status').count({ n: '*' }).groupBy('batch_id', 'status')) as Row[])
        : [];
      const byBatch = new Map<string, Map<string, number>>(batchIds.map((id) => [id, new Map()]));
      for (const r of rows) byBatch.get(String(r.batch_id))?.set(String(r.status), Number(r.n));
      return new Map([...byBatch].map(([id, m]) => [id, toCounts(m)]));
    },

    async listBatches(scope, filters, after, limit): Promise<Page<BatchRecord>> {
      const q = db('batches').where(own(scope));
      if (filters.status) q.andWhere({ status: filters.status });
      if (filters.externalReference !== undefined) q.andWhere({ external_reference: filters.externalReference });
      const rows = (await keyset(q, BATCH_ORDER, after?.key).limit(limit + 1)) as Row[];
      return { rows: rows.slice(0, limit).map(toBatch), hasMore: rows.length > limit };
    },

    async submitBatch(scope, id, liveProcessingAllowed, now) {
      return db.transaction(async (trx) => {
        const row = await lockBatch(trx, scope, id);
        if (!row) return { ok: false, reason: 'not_found', detail: `No batch ${id} exists.` };
        const batch = toBatch(row);
        if (batch.status === 'processing') return { ok: true, value: batch };
        if (batch.status !== 'pending') {
          return { ok: false, reason: 'conflict', detail: `The batch is ${batch.status}; only a pending batch can be submitted.` };
        }
        if (batch.liveMode && !liveProcessingAllowed) {
          return { ok: false, reason: 'conflict', slug: 'live-processing-disabled', detail: 'Live processing is not enabled for this organization.' };
        }
        const counts = await countDocuments(trx, id);
        if (counts.total === 0) return { ok: false, reason: 'conflict', detail: 'The batch has no documents; add at least one before submitting.' };
        if (counts.awaitingUpload > 0) {
          return { ok: false, reason: 'conflict', detail: `${counts.awaitingUpload} document(s) are awaiting upload; upload their content before submitting.` };
        }
        const n = await trx('batches').where({ id, status: 'pending' }).update({ status: 'processing', submitted_at: now, expires_at: null });
        if (n !== 1) return { ok: false, reason: 'conflict', detail: 'The batch changed state; read it and retry.' };
        await trx('documents').where({ batch_id: id, status: 'pending' }).update({ status: 'queued', queued_at: now });
        return { ok: true, value: { ...batch, status: 'processing', submittedAt: now, expiresAt: null } };
      });
    },

    async cancelBatch(scope, id, now) {
      return db.transaction(async (trx) => {
        const row = await lockBatch(trx, scope, id);
        if (!row) return { ok: false, reason: 'not_found', detail: `No batch ${id} exists.` };
        const batch = toBatch(row);
        if (batch.status === 'cancelled') return { ok: true, value: batch };
        if (batch.status !== 'pending') {
          return { ok: false, reason: 'conflict', detail: `The batch is ${batch.status}; only a pending batch can be cancelled.` };
        }
        const n = await trx('batches')
          .where({ id, status: 'pending' })
          .update({ status: 'cancelled', cancellation_reason: 'requested', completed_at: now, expires_at: null });
        if (n !== 1) return { ok: false, reason: 'conflict', detail: 'The batch changed state; read it and retry.' };
        await trx('documents').where({ batch_id: id }).whereIn('status', ['awaiting_upload', 'pending']).update({ status: 'cancelled', completed_at: now });
        return { ok: true, value: { ...batch, status: 'cancelled', cancellationReason: 'requested', completedAt: now, expiresAt: null } };
      });
    },

    async deleteBatch(scope, id, now) {
      return db.transaction(async (trx) => {
        const row = await lockBatch(trx, scope, id);
        if (!row) {
          const usage = await trx('usage_records').where({ batch_id: id, ...own(scope) }).first('batch_id');
          return usage ? { ok: true, value: 'already' as const } : { ok: false, reason: 'not_found', detail: `No batch ${id} exists.` };
        }
        const batch = toBatch(row);
        if (batch.status !== 'completed' && batch.status !== 'cancelled') {
          return { ok: false, reason: 'conflict', detail: `The batch is ${batch.status}; only a completed or cancelled batch can be deleted.` };
        }
        const counts = await countDocuments(trx, id);
        await trx('usage_records').insert({
          batch_id: id,
          organization_id: scope.organizationId,
          live_mode: batch.liveMode,
          status: batch.status,
          counts: JSON.stringify(counts),
          created_at: batch.createdAt,
          completed_at: batch.completedAt,
          deleted_at: now,
        });
        // FHIR Bulk Data exports holding the batch's data go with it (files included).
        await deleteExportsHoldingBatch(trx, id);
        await deleteDocumentsWhere(trx, (q) => q.where({ batch_id: id }));
        await trx('batches').where({ id }).delete();
        return { ok: true, value: 'deleted' as const };
      });
    },

    async addDocuments(scope, batchId, docs, now) {
      const attempt = () =>
        db.transaction(async (trx) => {
          const row = await lockBatch(trx, scope, batchId);
          if (!row) return { kind: 'not_found' as const };
          const batch = toBatch(row);
          if (batch.status !== 'pending') {
            return { kind: 'conflict' as const, detail: `Documents can only be added to a pending batch; this batch is ${batch.status}.` };
          }
          const refs = docs.map((d) => d.externalReference);
          const existing = ((await trx('documents').where({ batch_id: batchId }).whereIn('external_reference', refs)) as Row[]).map(toDocument);
          if (existing.length > 0) {
            const byRef = new Map(existing.map((d) => [d.externalReference, d]));
            for (const [index, d] of docs.entries()) {
              const e = byRef.get(d.externalReference);
              if (!e) return { kind: 'mismatch' as const, index, detail: `Document "${d.externalReference}" is new while others of this request already exist; nothing was written.` };
              const same =
                e.mediaType === d.mediaType &&
                e.declaredChecksum === d.declaredChecksum &&
                (d.content === null || e.contentSha256 === d.content.sha256);
              if (!same) return { kind: 'mismatch' as const, index, detail: `Document "${d.externalReference}" already exists in this batch with a different checksum or content; nothing was written.` };
            }
            return { kind: 'replay' as const, documents: docs.map((d) => byRef.get(d.externalReference)!) };
          }
          const rows = docs.map((d) => ({
            id: d.id,
            batch_id: batchId,
            organization_id: scope.organizationId,
            live_mode: batch.liveMode,
            external_reference: d.externalReference,
            ordinal: d.ordinal,
            status: (d.content ? 'pending' : 'awaiting_upload') as DocumentStatus,
            media_type: d.mediaType,
            filename: d.filename,
            declared_byte_size: d.declaredByteSize,
            declared_checksum: d.declaredChecksum,
            byte_size: d.content ? d.content.bytes.byteLength : null,
            content_sha256: d.content?.sha256 ?? null,
            patient_external_id: d.patientExternalId,
            // The FHIR server's lookup column (migration 20261123000100_fhir_index).
            patient_fhir_id: d.patientExternalId === null ? null : patientId(scope.organizationId, d.patientExternalId),
            encounter_external_id: d.encounter?.externalId ?? null,
            encounter_date: d.encounter?.date ?? null,
            has_encounter: d.encounter !== null,
            metadata: JSON.stringify(d.metadata),
            created_at: now,
          }));
          await trx.batchInsert('documents', rows, 50);
          const contents = docs.filter((d) => d.content).map((d) => ({ document_id: d.id, bytes: Buffer.from(d.content!.bytes) }));
          if (contents.length) await trx.batchInsert('document_contents', contents, 20);
          return { kind: 'created' as const, documents: rows.map(toDocument) };
        });
      try {
        return await attempt();
      } catch (err) {
        // A concurrent identical request inserted first: answer as a replay (or a mismatch).
        if (isUniqueViolation(err)) return attempt();
        throw err;
      }
    },

    async getDocument(scope, batchId, id) {
      const row = (await db('documents').where({ id, batch_id: batchId, ...own(scope) }).first()) as Row | undefined;
      return row ? toDocument(row) : null;
    },

    async listDocuments(scope, batchId, filters, after, limit) {
      const batch = await db('batches').where({ id: batchId, ...own(scope) }).first('id');
      if (!batch) return null;
      const q = db('documents').where({ batch_id: batchId });
      if (filters.status) q.andWhere({ status: filters.status });
      const rows = (await keyset(q, DOCUMENT_ORDER, after?.key).limit(limit + 1)) as Row[];
      return { rows: rows.slice(0, limit).map(toDocument), hasMore: rows.length > limit };
    },

    async deleteDocument(scope, batchId, id) {
      return db.transaction(async (trx) => {
        const row = await lockBatch(trx, scope, batchId);
        const doc = row ? await trx('documents').where({ id, batch_id: batchId }).first('id') : undefined;
        if (!row || !doc) return { ok: false, reason: 'not_found', detail: `No document ${id} exists in batch ${batchId}.` };
        if (row.status !== 'pending') {
          return { ok: false, reason: 'conflict', detail: `Documents can only be deleted from a pending batch; this batch is ${String(row.status)}.` };
        }
        await deleteDocumentsWhere(trx, (q) => q.where({ id }));
        return { ok: true, value: undefined };
      });
    },

    async usage(orgId) {
      const live = (await db('batches').where({ organization_id: orgId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as Row[];
      const deleted = (await db('usage_records').where({ organization_id: orgId }).orderBy([{ column: 'created_at' }, { column: 'batch_id' }])) as Row[];
      const counts = await repo.countsOf(live.map((r) => String(r.id)));
      const rows = [
        ...live.map((r) => ({
          batchId: String(r.id),
          liveMode: bool(r.live_mode),
          status: r.status as BatchStatus,
          createdAt: String(r.created_at),
          completedAt: r.completed_at ?? null,
          deletedAt: null,
          counts: counts.get(String(r.id))!,
        })),
        ...deleted.map((r) => ({
          batchId: String(r.batch_id),
          liveMode: bool(r.live_mode),
          status: r.status as BatchStatus,
          createdAt: String(r.created_at),
          completedAt: r.completed_at ?? null,
          deletedAt: String(r.deleted_at),
          counts: JSON.parse(String(r.counts)) as BatchCounts,
        })),
      ];
      return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.batchId.localeCompare(b.batchId));
    },

    async finishedBefore(cutoff, limit) {
      const rows = (await db('batches')
        .whereIn('status', ['completed', 'cancelled'])
        .where('completed_at', '<', cutoff)
        .orderBy([{ column: 'completed_at' }, { column: 'id' }])
        .limit(limit)
        .select('id', 'organization_id', 'live_mode')) as Row[];
      return rows.map((r) => ({ id: String(r.id), scope: { organizationId: String(r.organization_id), liveMode: bool(r.live_mode) } }));
    },

    async *iterateResults(batchId) {
      let after: Row | null = null;
      for (;;) {
        const key = after ? DOCUMENT_ORDER.map((c) => after![c] as string | number) : null;
        const docs = (await keyset(db('documents').where({ batch_id: batchId }), DOCUMENT_ORDER, key).limit(100)) as Row[];
        if (docs.length === 0) return;
        const succeeded = docs.filter((d) => d.status === 'succeeded').map((d) => String(d.id));
        const entityRows = succeeded.length
          ? ((await db('entities').whereIn('document_id', succeeded).orderBy([{ column: 'document_id' }, { column: 'position' }]).select('document_id', 'body')) as Row[])
          : [];
        const byDoc = new Map<string, Schemas['Entity'][]>();
        for (const r of entityRows) {
          const list = byDoc.get(r.document_id) ?? [];
          list.push(JSON.parse(String(r.body)) as Schemas['Entity']);
          byDoc.set(r.document_id, list);
        }
        for (const d of docs) yield { document: toDocument(d), entities: byDoc.get(String(d.id)) ?? [] };
        after = docs[docs.length - 1]!;
      }
    },

    async listEntities(documentId, filters, after, limit) {
      const q = db('entities').where({ document_id: documentId });
      if (filters.type !== undefined) q.andWhere({ type: filters.type });
      if (after) q.andWhere('position', '>', Number(after.key[0]));
      const rows = (await q.orderBy('position').limit(limit + 1).select('position', 'body')) as Row[];
      return {
        rows: rows.slice(0, limit).map((r) => ({ position: Number(r.position), entity: JSON.parse(String(r.body)) as Schemas['Entity'] })),
        hasMore: rows.length > limit,
      };
    },

    async storeContent(scope, batchId, id, bytes, sha256) {
      return db.transaction(async (trx) => {
        const row = await lockBatch(trx, scope, batchId);
        const docRow = row ? ((await trx('documents').where({ id, batch_id: batchId }).first()) as Row | undefined) : undefined;
        if (!row || !docRow) return { ok: false, reason: 'not_found', detail: `No document ${id} exists in batch ${batchId}.` };
        const doc = toDocument(docRow);
        if (doc.contentSha256 !== null) {
          return doc.contentSha256 === sha256
            ? { ok: true, value: doc }
            : { ok: false, reason: 'different_content', detail: 'The document already has content with another SHA-256 checksum.' };
        }
        if (row.status !== 'pending') {
          return { ok: false, reason: 'conflict', detail: `Content can only be uploaded while the batch is pending; this batch is ${String(row.status)}.` };
        }
        if (doc.declaredByteSize !== null && doc.declaredByteSize !== bytes.byteLength) {
          return { ok: false, reason: 'byte_size_mismatch', detail: `The document declared byteSize ${doc.declaredByteSize}; the upload is ${bytes.byteLength} bytes.` };
        }
        const n = await trx('documents')
          .where({ id, status: 'awaiting_upload' })
          .whereNull('content_sha256')
          .update({ status: 'pending', content_sha256: sha256, byte_size: bytes.byteLength });
        if (n !== 1) return { ok: false, reason: 'conflict', detail: 'The document changed state; read it and retry.' };
        await trx('document_contents').insert({ document_id: id, bytes: Buffer.from(bytes) });
        return { ok: true, value: { ...doc, status: 'pending', contentSha256: sha256, byteSize: bytes.byteLength } };
      });
    },
  };
  return repo;
}
