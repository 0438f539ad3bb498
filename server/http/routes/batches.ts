/** Handlers of the Batches, Documents and Results tags: read validated input, call the use case, shape the response. */
import { createHash } from 'node:crypto';
import { operationsById } from '../../../generated/operations.js';
import type { BatchService } from '../../domain/batch-service.js';
import { etagMatches, weakEtag } from '../../domain/batches.js';
import { documentBundle } from '../../fhir/mappers.js';
import { wireBundle } from '../../fhir/wire.js';
import type { RawRequest, TagHandlers } from '../router.js';

/** Seconds a client should wait between polls of a processing batch (the spec's constant: annotated so it stays the literal 10). */
const POLL_SECONDS: 10 = 10;

/** The RFC 8288 `Link: <next>; rel="next"` header of a page with a next cursor (no header on the last page). */
function nextLink(request: RawRequest, publicBaseUrl: string, nextCursor: string | null): { Link?: string } {
  if (!nextCursor) return {};
  const query = new URLSearchParams(request.querystring);
  query.set('cursor', nextCursor);
  return { Link: `<${publicBaseUrl}${request.path}?${query.toString()}>; rel="next"` };
}

/** Reads a raw upload up to `limit` bytes, hashing it as it streams (413 past the limit, with a lingering close). */
async function readLimited(request: RawRequest, limit: number): Promise<{ bytes: Buffer; sha256: string }> {
  const hash = createHash('sha256');
  const bytes = await request.readBody(limit, (chunk) => hash.update(chunk));
  return { bytes, sha256: hash.digest('base64') };
}

export function batchHandlers(service: BatchService, publicBaseUrl: string): TagHandlers<'Batches' | 'Documents' | 'Results'> {
  const uploadLimit = operationsById.uploadDocumentContent.maxBodyBytes ?? 25 * 1024 * 1024;
  return {
    async createBatch({ body, caller }) {
      const batch = await service.createBatch(caller, body);
      return { status: 201, headers: { Location: `${publicBaseUrl}/v1/data-engine/batches/${batch.id}` }, body: batch };
    },
    async listBatches({ query, caller, request }) {
      const { page } = await service.listBatches(caller, query);
      return { status: 200, headers: nextLink(request, publicBaseUrl, page.nextCursor), body: page };
    },
    async getBatch({ params, headers, caller }) {
      const batch = await service.getBatch(caller, params.batchId);
      const responseHeaders = { ETag: weakEtag(batch), ...(batch.status === 'processing' ? { 'Retry-After': POLL_SECONDS } : {}) };
      if (etagMatches(headers['if-none-match'], responseHeaders.ETag)) return { status: 304, headers: responseHeaders };
      return { status: 200, headers: responseHeaders, body: batch };
    },
    async deleteBatch({ params, caller }) {
      await service.deleteBatch(caller, params.batchId);
      return { status: 204 };
    },
    async submitBatch({ params, caller }) {
      return { status: 200, body: await service.submitBatch(caller, params.batchId) };
    },
    async cancelBatch({ params, caller }) {
      return { status: 200, body: await service.cancelBatch(caller, params.batchId) };
    },
    async createBatchDocuments({ params, body, caller }) {
      const { status, page } = await service.addDocuments(caller, params.batchId, body);
      return { status, body: page };
    },
    async listBatchDocuments({ params, query, caller, request }) {
      const { page } = await service.listDocuments(caller, params.batchId, query);
      return { status: 200, headers: nextLink(request, publicBaseUrl, page.nextCursor), body: page };
    },
    async getBatchDocument({ params, caller }) {
      return { status: 200, body: await service.getDocument(caller, params.batchId, params.documentId) };
    },
    async deleteBatchDocument({ params, caller }) {
      await service.deleteDocument(caller, params.batchId, params.documentId);
      return { status: 204 };
    },
    async getBatchResults({ params, caller }) {
      // Streamed line by line from the database by the router: memory does not grow with the batch.
      return { status: 200, body: await service.results(caller, params.batchId) };
    },
    async listDocumentEntities({ params, query, caller, request }) {
      const { page } = await service.listEntities(caller, params.batchId, params.documentId, query);
      return { status: 200, headers: nextLink(request, publicBaseUrl, page.nextCursor), body: page };
    },
    async getDocumentFhirBundle({ params, caller }) {
      const { document, entities } = await service.succeededDocument(caller, params.batchId, params.documentId);
      return { status: 200, body: wireBundle(documentBundle(document, entities)) };
    },
    async uploadDocumentContent({ params, caller, request }) {
      const contentType = (request.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
      // 404 and 415 are decided before a byte of the body is read.
      await service.checkUpload(caller, params.batchId, params.documentId, contentType);
      const { bytes, sha256 } = await readLimited(request, uploadLimit);
      return { status: 200, body: await service.storeContent(caller, params.batchId, params.documentId, bytes, sha256) };
    },
  };
}
