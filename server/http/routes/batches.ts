/** Handlers of the Batches and Documents tags: read validated input, call the use case, shape the response. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import type { Schemas } from '../../../generated/openapi.js';
import { operationsById } from '../../../generated/operations.js';
import type { BatchService, Caller } from '../../domain/batch-service.js';
import { etagMatches, weakEtag } from '../../domain/batches.js';
import { AppError } from '../../errors.js';
import { documentBundle } from '../../fhir/mappers.js';
import { readBody } from '../body.js';
import type { AppState } from '../context.js';
import type { Handlers } from '../router.js';

/** Seconds a client should wait between polls of a processing batch. */
const POLL_SECONDS = 10;

function caller(ctx: Context): Caller {
  const auth = ctx.state.auth as Caller | undefined;
  if (!auth) throw new Error('authentication middleware did not run');
  return auth;
}

function input(ctx: Context) {
  const state = ctx.state as AppState;
  return { params: state.params, query: state.query as Record<string, any>, body: state.body };
}

/** Sets the RFC 8288 `Link: <next>; rel="next"` header for a page with a next cursor. */
function setNextLink(ctx: Context, publicBaseUrl: string, nextCursor: string | null): void {
  if (!nextCursor) return;
  const query = new URLSearchParams(ctx.querystring);
  query.set('cursor', nextCursor);
  ctx.set('Link', `<${publicBaseUrl}${ctx.path}?${query.toString()}>; rel="next"`);
}

/** Reads a raw upload up to `limit` bytes, hashing it as it streams (413 past the limit, with a lingering close). */
async function readLimited(ctx: Context, limit: number): Promise<{ bytes: Buffer; sha256: string }> {
  const hash = createHash('sha256');
  const bytes = await readBody(ctx, limit, (chunk) => hash.update(chunk));
  return { bytes, sha256: hash.digest('base64') };
}

export function batchHandlers(service: BatchService, publicBaseUrl: string): Handlers {
  const uploadLimit = operationsById.uploadDocumentContent.maxBodyBytes ?? 25 * 1024 * 1024;
  return {
    async createBatch(ctx) {
      const batch = await service.createBatch(caller(ctx), input(ctx).body as Schemas['BatchCreate'] | undefined);
      ctx.status = 201;
      ctx.set('Location', `${publicBaseUrl}/v1/data-engine/batches/${batch.id}`);
      ctx.body = batch;
    },
    async listBatches(ctx) {
      const { query } = input(ctx);
      const { page } = await service.listBatches(caller(ctx), query as { limit: number });
      setNextLink(ctx, publicBaseUrl, page.nextCursor);
      ctx.body = page;
    },
    async getBatch(ctx) {
      const batch = await service.getBatch(caller(ctx), input(ctx).params.batchId!);
      const etag = weakEtag(batch);
      ctx.set('ETag', etag);
      if (batch.status === 'processing') ctx.set('Retry-After', String(POLL_SECONDS));
      const ifNoneMatch = (ctx.state as AppState).headers['if-none-match'];
      if (etagMatches(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, etag)) {
        ctx.status = 304;
        return;
      }
      ctx.body = batch;
    },
    async deleteBatch(ctx) {
      await service.deleteBatch(caller(ctx), input(ctx).params.batchId!);
      ctx.status = 204;
    },
    async submitBatch(ctx) {
      ctx.body = await service.submitBatch(caller(ctx), input(ctx).params.batchId!);
    },
    async cancelBatch(ctx) {
      ctx.body = await service.cancelBatch(caller(ctx), input(ctx).params.batchId!);
    },
    async createBatchDocuments(ctx) {
      const { params, body } = input(ctx);
      const { status, page } = await service.addDocuments(caller(ctx), params.batchId!, body as Schemas['DocumentCreate']);
      ctx.status = status;
      ctx.body = page;
    },
    async listBatchDocuments(ctx) {
      const { params, query } = input(ctx);
      const { page } = await service.listDocuments(caller(ctx), params.batchId!, query as { limit: number });
      setNextLink(ctx, publicBaseUrl, page.nextCursor);
      ctx.body = page;
    },
    async getBatchDocument(ctx) {
      const { params } = input(ctx);
      ctx.body = await service.getDocument(caller(ctx), params.batchId!, params.documentId!);
    },
    async deleteBatchDocument(ctx) {
      const { params } = input(ctx);
      await service.deleteDocument(caller(ctx), params.batchId!, params.documentId!);
      ctx.status = 204;
    },
    async getBatchResults(ctx) {
      const lines = await service.results(caller(ctx), input(ctx).params.batchId!);
      ctx.type = 'application/x-ndjson';
      // Streamed line by line from the database: memory does not grow with the batch.
      ctx.body = Readable.from(
        (async function* () {
          for await (const line of lines) yield `${JSON.stringify(line)}\n`;
        })(),
      );
    },
    async listDocumentEntities(ctx) {
      const { params, query } = input(ctx);
      const { page } = await service.listEntities(caller(ctx), params.batchId!, params.documentId!, query as { limit: number });
      setNextLink(ctx, publicBaseUrl, page.nextCursor);
      ctx.body = page;
    },
    async getDocumentFhirBundle(ctx) {
      const { params } = input(ctx);
      const { document, entities } = await service.succeededDocument(caller(ctx), params.batchId!, params.documentId!);
      const bundle = documentBundle(document, entities);
      ctx.type = 'application/fhir+json';
      ctx.body = bundle;
    },
    async uploadDocumentContent(ctx) {
      const { params } = input(ctx);
      const who = caller(ctx);
      const contentType = (ctx.get('Content-Type') || '').split(';')[0]!.trim().toLowerCase();
      // 404 and 415 are decided before a byte of the body is read.
      await service.checkUpload(who, params.batchId!, params.documentId!, contentType);
      const { bytes, sha256 } = await readLimited(ctx, uploadLimit);
      ctx.body = await service.storeContent(who, params.batchId!, params.documentId!, bytes, sha256);
    },
  };
}
