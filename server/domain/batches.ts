/**
 * Batches and documents: records, the state rules of the specification ("States and transitions"),
 * presenters to the wire shapes of openapi.yaml, and keyset-pagination cursors. No Koa, no Knex.
 */
import { createHash, hash } from 'node:crypto';
import type { Schemas } from '../../generated/openapi.js';
import { AppError } from '../errors.js';

export type BatchStatus = Schemas['BatchStatus'];
export type DocumentStatus = Schemas['DocumentStatus'];
export type DocumentErrorCode = Schemas['DocumentErrorCode'];
export type QualityStatus = Schemas['DocumentResult']['qualityStatus'];

export interface BatchRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly liveMode: boolean;
  readonly status: BatchStatus;
  readonly externalReference: string | null;
  readonly metadata: Record<string, string>;
  readonly cancellationReason: 'requested' | 'expired' | null;
  readonly createdAt: string;
  readonly submittedAt: string | null;
  readonly completedAt: string | null;
  readonly expiresAt: string | null;
}

export interface DocumentRecord {
  readonly id: string;
  readonly batchId: string;
  readonly organizationId: string;
  readonly liveMode: boolean;
  readonly externalReference: string;
  readonly ordinal: number;
  readonly status: DocumentStatus;
  readonly mediaType: Schemas['MediaType'];
  readonly filename: string | null;
  readonly declaredByteSize: number | null;
  readonly declaredChecksum: string | null;
  readonly byteSize: number | null;
  readonly contentSha256: string | null;
  readonly patientExternalId: string | null;
  readonly encounter: { externalId?: string; date?: string } | null;
  readonly metadata: Record<string, string>;
  readonly entityCount: number | null;
  readonly pageCount: number | null;
  readonly qualityStatus: QualityStatus | null;
  /** The engine that produced the entities (succeeded documents). */
  readonly engineVersion: string | null;
  readonly errorCode: DocumentErrorCode | null;
  readonly errorMessage: string | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
  /** Set when the result is written: how its entities' FHIR resource ids are made (server/fhir/mappers.ts entityResourceId). */
  readonly fhirIdPrefix: string | null;
}

export type BatchCounts = Schemas['BatchCounts'];

const countKey: Record<DocumentStatus, keyof BatchCounts> = {
  awaiting_upload: 'awaitingUpload',
  pending: 'pending',
  queued: 'queued',
  processing: 'processing',
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** Counts from per-status totals; `total` is their sum, so the counts always add up. */
export function toCounts(byStatus: ReadonlyMap<string, number>): BatchCounts {
  const counts: BatchCounts = { total: 0, awaitingUpload: 0, pending: 0, queued: 0, processing: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const [status, n] of byStatus) {
    const key = countKey[status as DocumentStatus];
    if (key) {
      counts[key] += n;
      counts.total += n;
    }
  }
  return counts;
}

export function presentBatch(b: BatchRecord, counts: BatchCounts): Schemas['Batch'] {
  return {
    object: 'data_engine.batch',
    id: b.id,
    liveMode: b.liveMode,
    status: b.status,
    externalReference: b.externalReference,
    metadata: b.metadata,
    counts,
    cancellationReason: b.cancellationReason,
    createdAt: b.createdAt,
    submittedAt: b.submittedAt,
    completedAt: b.completedAt,
    expiresAt: b.expiresAt,
  };
}

export function presentDocument(d: DocumentRecord): Schemas['Document'] {
  return {
    object: 'data_engine.document',
    id: d.id,
    liveMode: d.liveMode,
    batchId: d.batchId,
    externalReference: d.externalReference,
    status: d.status,
    mediaType: d.mediaType,
    byteSize: d.byteSize ?? d.declaredByteSize,
    patient: d.patientExternalId === null ? null : { externalId: d.patientExternalId },
    encounter: d.encounter,
    metadata: d.metadata,
    result:
      d.status === 'succeeded' && d.entityCount !== null
        ? { entityCount: d.entityCount, pageCount: d.pageCount ?? 1, qualityStatus: d.qualityStatus ?? 'ok', engineVersion: d.engineVersion }
        : null,
    error: d.status === 'failed' && d.errorCode ? { code: d.errorCode, message: d.errorMessage ?? 'The document could not be processed.' } : null,
    createdAt: d.createdAt,
    completedAt: d.completedAt,
  };
}

/** Base64 SHA-256, the form of `checksumSha256`. */
export function sha256Base64(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64');
}

/** Weak ETag from a hash of the response body. */
export function weakEtag(body: unknown): string {
  // One-shot hash: no Hash object per response (GET batch is the polling path).
  return `W/"${hash('sha256', JSON.stringify(body), 'base64url').slice(0, 22)}"`;
}

/** True when an If-None-Match header value matches `etag` (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => strip(t) === strip(etag));
}

/** A position in a keyset-ordered list, bound to the filters it was made with. */
export interface CursorPosition {
  readonly key: readonly (string | number)[];
}

function filterHash(filters: Record<string, unknown>): string {
  const normalized = Object.keys(filters)
    .sort()
    .filter((k) => filters[k] !== undefined)
    .map((k) => [k, filters[k]]);
  return createHash('sha256').update(JSON.stringify(normalized)).digest('base64url').slice(0, 12);
}

/** Encodes the position after the last row of a page. */
export function encodeCursor(key: readonly (string | number)[], filters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ k: key, f: filterHash(filters) })).toString('base64url');
}

/** The type of each value of a cursor's key, in key order (`int`: a 32-bit non-negative integer). */
export type CursorShape = readonly ('string' | 'int')[];

function fitsShape(value: unknown, kind: 'string' | 'int' | 'any'): boolean {
  // Callers that give only an arity (the FHIR server's keysets) may use negative positions.
  if (kind === 'any') return fitsShape(value, 'string') || (Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647);
  if (kind === 'int') return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;
  return typeof value === 'string' && value.length <= 64;
}

/**
 * Decodes a cursor and checks it by shape (an object whose key has the types of `shape`, made with
 * the same filters); 422 `invalid_cursor` otherwise. A cursor is opaque to clients but arrives from
 * them, so nothing of it reaches a query before this check.
 */
export function decodeCursor(cursor: string | undefined, filters: Record<string, unknown>, shapeOrArity: CursorShape | number): CursorPosition | null {
  if (cursor === undefined) return null;
  // An arity alone (callers that predate shapes) allows a short string or a small integer per value.
  const shape: readonly ('string' | 'int' | 'any')[] = typeof shapeOrArity === 'number' ? Array(shapeOrArity).fill('any') : shapeOrArity;
  const invalid = (detail: string) =>
    new AppError('validation-failed', detail, { errors: [{ pointer: '/query/cursor', code: 'invalid_cursor', detail }] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('The cursor is not one this service issued.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('The cursor is not one this service issued.');
  const { k, f } = parsed as { k?: unknown; f?: unknown };
  if (!Array.isArray(k) || k.length !== shape.length || !k.every((v, i) => fitsShape(v, shape[i]!))) {
    throw invalid('The cursor is not one this service issued.');
  }
  if (f !== filterHash(filters)) throw invalid('The cursor was issued for other filters; keep the filters unchanged while paging.');
  return { key: k as (string | number)[] };
}

/** Test-mode magic values: a document's externalReference prefix selects its outcome (documented in openapi.yaml). */
export function testModeOutcome(externalReference: string):
  | { kind: 'fail'; code: DocumentErrorCode }
  | { kind: 'succeed'; quality: QualityStatus; entities: boolean } {
  const failures: DocumentErrorCode[] = ['checksum_mismatch', 'content_missing', 'unsupported_content', 'conversion_empty', 'pipeline_failed', 'not_processed'];
  for (const code of failures) if (externalReference.startsWith(`test_fail_${code}`)) return { kind: 'fail', code };
  if (externalReference.startsWith('test_quality_degraded')) return { kind: 'succeed', quality: 'degraded', entities: true };
  if (externalReference.startsWith('test_quality_translation_failed')) return { kind: 'succeed', quality: 'translation_failed', entities: true };
  if (externalReference.startsWith('test_no_entities')) return { kind: 'succeed', quality: 'ok', entities: false };
  return { kind: 'succeed', quality: 'ok', entities: true };
}

/** Outcome of a compare-and-set transition. */
export type Transition<T> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'conflict'; detail: string; slug?: 'invalid-state' | 'live-processing-disabled' };

export interface NewDocument {
  readonly id: string;
  readonly externalReference: string;
  readonly ordinal: number;
  readonly mediaType: Schemas['MediaType'];
  readonly filename: string | null;
  readonly declaredByteSize: number | null;
  readonly declaredChecksum: string | null;
  /** Inline content as UTF-8 bytes, with its SHA-256. */
  readonly content: { bytes: Uint8Array; sha256: string } | null;
  readonly patientExternalId: string | null;
  readonly encounter: { externalId?: string; date?: string } | null;
  readonly metadata: Record<string, string>;
}

export interface UsageRow {
  readonly batchId: string;
  readonly liveMode: boolean;
  readonly status: BatchStatus;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly deletedAt: string | null;
  readonly counts: BatchCounts;
}

export interface Page<T> {
  readonly rows: T[];
  readonly hasMore: boolean;
}

/**
 * What one caller may see and act on: its organization's batches of its own mode. Test and live are
 * separate worlds (a test client never reads, submits or deletes a live batch, and the reverse); only
 * `externalReference` uniqueness spans both modes of an organization, as the specification has it.
 */
export interface Scope {
  readonly organizationId: string;
  readonly liveMode: boolean;
}

/** Storage operations for batches and documents; each is atomic (one transaction, compare-and-set). */
export interface BatchRepository {
  /** Inserts a batch; returns the id of the existing batch when the externalReference is taken. */
  insertBatch(b: BatchRecord): Promise<{ inserted: true } | { inserted: false; existingId: string }>;
  getBatch(scope: Scope, id: string): Promise<BatchRecord | null>;
  /** The batch with its counts per document status, read together (the polling path). */
  getBatchWithCounts(scope: Scope, id: string): Promise<{ batch: BatchRecord; counts: BatchCounts } | null>;
  counts(batchId: string): Promise<BatchCounts>;
  /** Counts of several batches in one query. */
  countsOf(batchIds: readonly string[]): Promise<Map<string, BatchCounts>>;
  listBatches(scope: Scope, filters: { status?: BatchStatus; externalReference?: string }, after: CursorPosition | null, limit: number): Promise<Page<BatchRecord>>;
  submitBatch(scope: Scope, id: string, liveProcessingAllowed: boolean, now: string): Promise<Transition<BatchRecord>>;
  cancelBatch(scope: Scope, id: string, now: string): Promise<Transition<BatchRecord>>;
  /** Deletes a final batch, keeping a usage record; `deleted: 'already'` for a repeat. */
  deleteBatch(scope: Scope, id: string, now: string): Promise<Transition<'deleted' | 'already'>>;
  /**
   * Adds documents atomically to a pending batch. When every reference already exists, returns the
   * existing documents with `replay: true` if they match, or a mismatch; writes nothing then.
   */
  addDocuments(scope: Scope, batchId: string, docs: NewDocument[], now: string): Promise<
    | { kind: 'created'; documents: DocumentRecord[] }
    | { kind: 'replay'; documents: DocumentRecord[] }
    | { kind: 'mismatch'; index: number; detail: string }
    | { kind: 'not_found' }
    | { kind: 'conflict'; detail: string }
  >;
  getDocument(scope: Scope, batchId: string, id: string): Promise<DocumentRecord | null>;
  listDocuments(scope: Scope, batchId: string, filters: { status?: DocumentStatus }, after: CursorPosition | null, limit: number): Promise<Page<DocumentRecord> | null>;
  deleteDocument(scope: Scope, batchId: string, id: string): Promise<Transition<void>>;
  /** Every document of a batch with its entities, in document order, read in chunks (memory stays flat). */
  iterateResults(batchId: string): AsyncIterable<{ document: DocumentRecord; entities: Schemas['Entity'][] }>;
  /** A page of a document's entities in text order (cursor key: position). */
  listEntities(documentId: string, filters: { type?: string }, after: CursorPosition | null, limit: number): Promise<Page<{ position: number; entity: Schemas['Entity'] }>>;
  /** Usage of an organization: every batch, deleted ones included, with its counts (final counts for deleted ones). */
  usage(orgId: string): Promise<UsageRow[]>;
  /** Finished (completed or cancelled) batches that finished before `cutoff`, oldest first: what retention deletes. */
  finishedBefore(cutoff: string, limit: number): Promise<{ id: string; scope: Scope }[]>;
  /**
   * Stores uploaded bytes for a document of a pending batch (compare-and-set on empty content); refuses
   * bytes of another size than the document declared.
   */
  storeContent(scope: Scope, batchId: string, id: string, bytes: Uint8Array, sha256: string): Promise<Transition<DocumentRecord> | { ok: false; reason: 'different_content' | 'byte_size_mismatch'; detail: string }>;
}
