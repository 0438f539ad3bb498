/**
 * Use cases of the Batches and Documents tags: input rules beyond the schema, state rules, and the
 * translation of repository outcomes into typed errors. Transport-free: handlers pass the caller
 * and validated input, and get wire objects back.
 */
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../generated/openapi.js';
import { AppError, validationFailed, type FieldError } from '../errors.js';
import {
  decodeCursor,
  encodeCursor,
  presentBatch,
  presentDocument,
  sha256Base64,
  type BatchCounts,
  type BatchRecord,
  type BatchRepository,
  type BatchStatus,
  type DocumentRecord,
  type DocumentStatus,
  type NewDocument,
  type Scope,
  type Transition,
} from './batches.js';
import type { IdentityRepository } from './identity.js';

export interface Caller {
  readonly organizationId: string;
  readonly mode: 'test' | 'live';
  /**
   * The batch `batchId` of the caller's scope with its counts, already read in this request (with
   * the caller's client, in one statement), or null when the scope has none.
   */
  readonly readAhead?: { readonly batchId: string; readonly batch: { batch: BatchRecord; counts: BatchCounts } | null };
}

export interface ListResult<T> {
  readonly page: { object: 'list'; data: T[]; hasMore: boolean; nextCursor: string | null };
}

/** Inline content limit in bytes (UTF-8). */
export const MAX_INLINE_CONTENT_BYTES = 1024 * 1024;

/** The batches a caller sees: its organization's, of its own mode. */
function scopeOf(caller: Caller): Scope {
  return { organizationId: caller.organizationId, liveMode: caller.mode === 'live' };
}

function unwrap<T>(t: Transition<T>): T {
  if (t.ok) return t.value;
  if (t.reason === 'not_found') throw new AppError('not-found', t.detail);
  throw new AppError(t.slug ?? 'invalid-state', t.detail);
}

export class BatchService {
  constructor(
    private readonly batches: BatchRepository,
    private readonly identity: IdentityRepository,
    private readonly batchExpirySeconds: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async present(scope: Scope, id: string): Promise<Schemas['Batch']> {
    const found = await this.batches.getBatchWithCounts(scope, id);
    if (!found) throw new AppError('not-found', `No batch ${id} exists.`);
    return presentBatch(found.batch, found.counts);
  }

  async createBatch(caller: Caller, input: Schemas['BatchCreate'] | undefined): Promise<Schemas['Batch']> {
    const now = this.clock();
    const record = {
      id: randomUUID(),
      organizationId: caller.organizationId,
      liveMode: caller.mode === 'live',
      status: 'pending' as const,
      externalReference: input?.externalReference ?? null,
      metadata: input?.metadata ?? {},
      cancellationReason: null,
      createdAt: now.toISOString(),
      submittedAt: null,
      completedAt: null,
      expiresAt: new Date(now.getTime() + this.batchExpirySeconds * 1000).toISOString(),
    };
    const result = await this.batches.insertBatch(record);
    if (!result.inserted) {
      throw new AppError('external-reference-in-use', `A batch with externalReference "${record.externalReference}" already exists.`, {
        existingBatchId: result.existingId,
      });
    }
    return presentBatch(record, await this.batches.counts(record.id));
  }

  async listBatches(caller: Caller, q: { limit: number; cursor?: string; status?: BatchStatus; externalReference?: string }): Promise<ListResult<Schemas['Batch']>> {
    const filters = { status: q.status, externalReference: q.externalReference };
    const after = decodeCursor(q.cursor, filters, ['string', 'string']);
    const { rows, hasMore } = await this.batches.listBatches(scopeOf(caller), filters, after, q.limit);
    const counts = await this.batches.countsOf(rows.map((b) => b.id));
    const data = rows.map((b) => presentBatch(b, counts.get(b.id)!));
    const last = rows[rows.length - 1];
    return { page: { object: 'list', data, hasMore, nextCursor: hasMore && last ? encodeCursor([last.createdAt, last.id], filters) : null } };
  }

  async getBatch(caller: Caller, id: string): Promise<Schemas['Batch']> {
    const read = caller.readAhead;
    if (read?.batchId !== id) return this.present(scopeOf(caller), id);
    if (!read.batch) throw new AppError('not-found', `No batch ${id} exists.`);
    return presentBatch(read.batch.batch, read.batch.counts);
  }

  async submitBatch(caller: Caller, id: string): Promise<Schemas['Batch']> {
    const org = await this.identity.getOrganization(caller.organizationId);
    unwrap(await this.batches.submitBatch(scopeOf(caller), id, org?.liveProcessing === true, this.clock().toISOString()));
    return this.present(scopeOf(caller), id);
  }

  async cancelBatch(caller: Caller, id: string): Promise<Schemas['Batch']> {
    unwrap(await this.batches.cancelBatch(scopeOf(caller), id, this.clock().toISOString()));
    return this.present(scopeOf(caller), id);
  }

  async deleteBatch(caller: Caller, id: string): Promise<void> {
    unwrap(await this.batches.deleteBatch(scopeOf(caller), id, this.clock().toISOString()));
  }

  /** Add-documents: 201 with the created documents, or 200 with the existing ones on a replay. */
  async addDocuments(caller: Caller, batchId: string, input: Schemas['DocumentCreate']): Promise<{ status: 200 | 201; page: Schemas['DocumentPage'] }> {
    const errors: FieldError[] = [];
    const seen = new Map<string, number>();
    const docs: NewDocument[] = input.documents.map((d, i) => {
      const first = seen.get(d.externalReference);
      if (first !== undefined) {
        errors.push({ pointer: `/documents/${i}/externalReference`, code: 'duplicate_value', detail: `repeats /documents/${first}/externalReference` });
      } else seen.set(d.externalReference, i);
      let content: NewDocument['content'] = null;
      if (d.content !== undefined) {
        if (d.mediaType !== 'text/plain') {
          errors.push({ pointer: `/documents/${i}/content`, code: 'content_not_allowed', detail: 'Inline content is only allowed for text/plain documents; upload PDFs with PUT .../content.' });
        }
        const bytes = new TextEncoder().encode(d.content);
        if (bytes.byteLength > MAX_INLINE_CONTENT_BYTES) {
          errors.push({ pointer: `/documents/${i}/content`, code: 'payload_too_large', detail: 'Inline content is limited to 1 MiB; upload larger documents with PUT .../content.' });
        } else if (d.byteSize !== undefined && d.byteSize !== bytes.byteLength) {
          errors.push({ pointer: `/documents/${i}/byteSize`, code: 'byte_size_mismatch', detail: `The inline content is ${bytes.byteLength} bytes as UTF-8.` });
        }
        content = { bytes, sha256: sha256Base64(bytes) };
      }
      return {
        id: randomUUID(),
        externalReference: d.externalReference,
        ordinal: i,
        mediaType: d.mediaType,
        filename: d.filename ?? null,
        declaredByteSize: d.byteSize ?? null,
        declaredChecksum: d.checksumSha256 ?? null,
        content,
        patientExternalId: d.patient?.externalId ?? null,
        encounter: d.encounter ? { ...d.encounter } : null,
        metadata: d.metadata ?? {},
      };
    });
    if (errors.length) throw validationFailed(errors);

    const result = await this.batches.addDocuments(scopeOf(caller), batchId, docs, this.clock().toISOString());
    switch (result.kind) {
      case 'not_found':
        throw new AppError('not-found', `No batch ${batchId} exists.`);
      case 'conflict':
        throw new AppError('invalid-state', result.detail);
      case 'mismatch':
        throw new AppError('replay-mismatch', result.detail, {
          errors: [{ pointer: `/documents/${result.index}/externalReference`, code: 'replay_mismatch', detail: result.detail }],
        });
      case 'created':
      case 'replay':
        return {
          status: result.kind === 'created' ? 201 : 200,
          page: { object: 'list', data: result.documents.map(presentDocument), hasMore: false, nextCursor: null },
        };
    }
  }

  async listDocuments(caller: Caller, batchId: string, q: { limit: number; cursor?: string; status?: DocumentStatus }): Promise<ListResult<Schemas['Document']>> {
    const filters = { status: q.status };
    const after = decodeCursor(q.cursor, filters, ['string', 'int', 'string']);
    const page = await this.batches.listDocuments(scopeOf(caller), batchId, filters, after, q.limit);
    if (!page) throw new AppError('not-found', `No batch ${batchId} exists.`);
    const last = page.rows[page.rows.length - 1];
    return {
      page: {
        object: 'list',
        data: page.rows.map(presentDocument),
        hasMore: page.hasMore,
        nextCursor: page.hasMore && last ? encodeCursor([last.createdAt, last.ordinal, last.id], filters) : null,
      },
    };
  }

  async getDocument(caller: Caller, batchId: string, id: string): Promise<Schemas['Document']> {
    const doc = await this.batches.getDocument(scopeOf(caller), batchId, id);
    if (!doc) throw new AppError('not-found', `No document ${id} exists in batch ${batchId}.`);
    return presentDocument(doc);
  }

  async deleteDocument(caller: Caller, batchId: string, id: string): Promise<void> {
    unwrap(await this.batches.deleteDocument(scopeOf(caller), batchId, id));
  }

  /** The results of a completed batch, one ResultLine per document, in document order (409 before completion). */
  async results(caller: Caller, batchId: string): Promise<AsyncIterable<Schemas['ResultLine']>> {
    const batch = await this.batches.getBatch(scopeOf(caller), batchId);
    if (!batch) throw new AppError('not-found', `No batch ${batchId} exists.`);
    if (batch.status !== 'completed') {
      throw new AppError('invalid-state', `Results are available once the batch is completed; it is ${batch.status}.`);
    }
    const rows = this.batches.iterateResults(batchId);
    return (async function* () {
      for await (const { document, entities } of rows) {
        const status = document.status === 'succeeded' || document.status === 'failed' ? document.status : 'cancelled';
        yield { documentId: document.id, externalReference: document.externalReference, status, entities: status === 'succeeded' ? entities : [] };
      }
    })();
  }

  /** A page of a succeeded document's entities (409 before the document succeeded). */
  async listEntities(caller: Caller, batchId: string, documentId: string, q: { limit: number; cursor?: string; type?: string }): Promise<ListResult<Schemas['Entity']>> {
    const doc = await this.batches.getDocument(scopeOf(caller), batchId, documentId);
    if (!doc) throw new AppError('not-found', `No document ${documentId} exists in batch ${batchId}.`);
    if (doc.status !== 'succeeded') throw new AppError('invalid-state', `Entities are available once the document has succeeded; it is ${doc.status}.`);
    const filters = { type: q.type };
    const after = decodeCursor(q.cursor, filters, ['int']);
    const { rows, hasMore } = await this.batches.listEntities(documentId, filters, after, q.limit);
    const last = rows[rows.length - 1];
    return {
      page: { object: 'list', data: rows.map((r) => r.entity), hasMore, nextCursor: hasMore && last ? encodeCursor([last.position], filters) : null },
    };
  }

  /**
   * A succeeded document with every entity, in position order (409 before it succeeded): what its
   * result representations, such as the FHIR collection Bundle, are made from.
   */
  async succeededDocument(caller: Caller, batchId: string, documentId: string): Promise<{ document: DocumentRecord; entities: Schemas['Entity'][] }> {
    const doc = await this.batches.getDocument(scopeOf(caller), batchId, documentId);
    if (!doc) throw new AppError('not-found', `No document ${documentId} exists in batch ${batchId}.`);
    if (doc.status !== 'succeeded') throw new AppError('invalid-state', `The document's results are available once it has succeeded; it is ${doc.status}.`);
    const entities: Schemas['Entity'][] = [];
    let after: { key: number[] } | null = null;
    for (;;) {
      const page = await this.batches.listEntities(documentId, {}, after, 1000);
      entities.push(...page.rows.map((r) => r.entity));
      if (!page.hasMore || page.rows.length === 0) break;
      after = { key: [page.rows[page.rows.length - 1]!.position] };
    }
    return { document: doc, entities };
  }

  /** Checks an upload's media type against the document before its bytes are read (415). */
  async checkUpload(caller: Caller, batchId: string, id: string, contentType: string): Promise<Schemas['Document']> {
    const doc = await this.getDocument(caller, batchId, id);
    if (contentType !== 'application/octet-stream' && contentType !== doc.mediaType) {
      throw new AppError('unsupported-media-type', `The document's mediaType is ${doc.mediaType}; send ${doc.mediaType} or application/octet-stream.`);
    }
    return doc;
  }

  async storeContent(caller: Caller, batchId: string, id: string, bytes: Uint8Array, sha256: string): Promise<Schemas['Document']> {
    const result = await this.batches.storeContent(scopeOf(caller), batchId, id, bytes, sha256);
    if (!result.ok && result.reason === 'different_content') throw new AppError('content-conflict', result.detail);
    if (!result.ok && result.reason === 'byte_size_mismatch') throw validationFailed([{ pointer: '', code: 'byte_size_mismatch', detail: result.detail }]);
    return presentDocument(unwrap(result as Transition<DocumentRecord>));
  }
}
