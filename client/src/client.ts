/**
 * The Data Engine SDK: `new DataEngine({ baseUrl, clientId, clientSecret })` and resource helpers for
 * batches, documents, entities and results. Requests are made by an openapi-fetch client typed from
 * openapi.yaml (`./generated/openapi.ts`), through {@link Transport} (token, retries, timeouts).
 */
import { createHash } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { JWK, CryptoKey, KeyObject } from 'jose';
import { TokenManager, type AssertionAlgorithm, type Credentials } from './auth.js';
import { AddDocumentsError, ProblemError } from './errors.js';
import type { components, operations, paths } from './generated/openapi.js';
import { Transport, sleep, type CallContext, type FetchLike } from './transport.js';

type Schemas = components['schemas'];
export type Batch = Schemas['Batch'];
export type BatchStatus = Schemas['BatchStatus'];
export type BatchCreate = Schemas['BatchCreate'];
export type Document = Schemas['Document'];
export type DocumentStatus = Schemas['DocumentStatus'];
export type DocumentInput = Schemas['DocumentInput'];
export type Entity = Schemas['Entity'];
export type EntityType = Schemas['EntityType'];
export type ResultLine = Schemas['ResultLine'];
export type FhirBundle = Schemas['FhirBundle'];
export type MediaType = Schemas['MediaType'];

/** Query parameters of the list operations (without the paging ones, which the iterators handle). */
export type BatchListFilter = Omit<NonNullable<operations['listBatches']['parameters']['query']>, 'cursor'>;
export type DocumentListFilter = Omit<NonNullable<operations['listBatchDocuments']['parameters']['query']>, 'cursor'>;
export type EntityListFilter = Omit<NonNullable<operations['listDocumentEntities']['parameters']['query']>, 'cursor'>;

interface CommonOptions {
  /** The service's base URL, e.g. `https://data-engine.example.org` (no trailing `/v1/...`). */
  baseUrl: string;
  clientId: string;
  /** Retries of network errors, timeouts, 429, 503 (and 500 on GET). Default 2; 0 turns retries off. */
  maxRetries?: number;
  /** Per attempt, in milliseconds. Default 60000. */
  timeoutMs?: number;
  /** A fetch implementation (default: the global `fetch`). */
  fetch?: FetchLike;
  /** Space-delimited scopes to request; default: every scope the client is allowed. */
  scope?: string;
}

/** client_secret_basic. */
export interface SecretOptions extends CommonOptions {
  clientSecret: string;
}

/** private_key_jwt: a private JWK (its `kid` and `alg` are used unless given) or a KeyLike. */
export interface PrivateKeyOptions extends CommonOptions {
  privateKey: JWK | CryptoKey | KeyObject;
  keyId?: string;
  algorithm?: AssertionAlgorithm;
}

export type DataEngineOptions = SecretOptions | PrivateKeyOptions;

/** Per-call options of every method. */
export interface RequestOptions {
  signal?: AbortSignal;
}

export interface UploadInput {
  externalReference: string;
  mediaType: MediaType;
  /** The file's bytes. A string is sent as UTF-8. Read up to 25 MiB. */
  data: Uint8Array | Blob | string | ReadableStream<Uint8Array>;
  filename?: string;
  patient?: DocumentInput['patient'];
  encounter?: DocumentInput['encounter'];
  metadata?: DocumentInput['metadata'];
}

export interface WaitOptions extends RequestOptions {
  /** Called with the batch after every poll that returned it (not on `304`). */
  onProgress?: (batch: Batch) => void;
  /** Wait between polls when the answer carries no `Retry-After`. Default 2000 ms. */
  pollIntervalMs?: number;
}

/** Limits of the add-documents operation (openapi.yaml, `Limits`). */
const MAX_DOCUMENTS_PER_REQUEST = 100;
/** 10 MiB request limit, less headroom for the JSON wrapper. */
const MAX_ADD_BYTES = 10 * 1024 * 1024 - 64 * 1024;
/** Largest upload the service accepts. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const V1 = '/v1/data-engine';

/** The typed SDK. Methods throw {@link ProblemError} for every 4xx/5xx answer. */
export class DataEngine {
  readonly batches: Batches;
  readonly documents: Documents;
  readonly entities: Entities;
  readonly results: Results;
  /** The typed low-level client (openapi-fetch) with the SDK's token, retries and timeouts. */
  readonly api: Client<paths>;
  private readonly transport: Transport;

  constructor(options: DataEngineOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, '');
    const base = {
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      maxRetries: options.maxRetries ?? 2,
      timeoutMs: options.timeoutMs ?? 60_000,
    };
    const credentials: Credentials =
      'clientSecret' in options
        ? { clientId: options.clientId, clientSecret: options.clientSecret }
        : { clientId: options.clientId, privateKey: options.privateKey, keyId: options.keyId, algorithm: options.algorithm };
    const tokens = new TokenManager(baseUrl, credentials, new Transport(base), options.scope);
    this.transport = new Transport({ ...base, tokens });
    this.api = createClient<paths>({ baseUrl, fetch: (request) => this.transport.send(request) });
    const call: Caller = { api: this.api, transport: this.transport };
    this.batches = new Batches(call);
    this.documents = new Documents(call);
    this.entities = new Entities(call);
    this.results = new Results(call);
  }
}

interface Caller {
  api: Client<paths>;
  transport: Transport;
}

/** The per-call fetch: the transport with the call's signal, recording attempts in `ctx`. */
function via(c: Caller, ctx: CallContext): { fetch: (request: Request) => Promise<Response> } {
  return { fetch: (request: Request) => c.transport.send(request, ctx) };
}

/** Throws {@link ProblemError} unless the answer is 2xx or 304; returns the data. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  const { response } = result;
  if (!response.ok && response.status !== 304) throw new ProblemError(response.status, result.error, response.headers);
  return result.data as T;
}

/** Items of every page, fetching the next page only when the caller gets there. */
async function* paginate<T>(fetchPage: (cursor: string | undefined) => Promise<{ data: T[]; hasMore?: boolean; nextCursor?: string | null }>): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    yield* page.data;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

class Batches {
  constructor(private readonly c: Caller) {}

  /**
   * Creates a `pending` batch. When the SDK itself retried the create and the retry meets `409
   * external-reference-in-use`, an earlier attempt created the batch: it is returned instead of an error.
   */
  async create(input: BatchCreate = {}, options: RequestOptions = {}): Promise<Batch> {
    const ctx: CallContext = { signal: options.signal };
    try {
      return ok(await this.c.api.POST(`${V1}/batches`, { body: input, ...via(this.c, ctx) }));
    } catch (err) {
      if (err instanceof ProblemError && err.slug === 'external-reference-in-use' && err.existingBatchId && (ctx.attempts ?? 1) > 1 && input.externalReference !== undefined) {
        const existing = await this.get(err.existingBatchId, options);
        if (existing.externalReference === input.externalReference) return existing;
      }
      throw err;
    }
  }

  async get(batchId: string, options: RequestOptions = {}): Promise<Batch> {
    return ok(await this.c.api.GET(`${V1}/batches/{batchId}`, { params: { path: { batchId } }, ...via(this.c, { signal: options.signal }) }));
  }

  /** Every batch of the organization, oldest first, fetched page by page. */
  list(filter: BatchListFilter = {}, options: RequestOptions = {}): AsyncGenerator<Batch, void, undefined> {
    return paginate(async (cursor) =>
      ok(await this.c.api.GET(`${V1}/batches`, { params: { query: { ...filter, ...(cursor ? { cursor } : {}) } }, ...via(this.c, { signal: options.signal }) })),
    );
  }

  async submit(batchId: string, options: RequestOptions = {}): Promise<Batch> {
    return ok(await this.c.api.POST(`${V1}/batches/{batchId}/submit`, { params: { path: { batchId } }, ...via(this.c, { signal: options.signal }) }));
  }

  async cancel(batchId: string, options: RequestOptions = {}): Promise<Batch> {
    return ok(await this.c.api.POST(`${V1}/batches/{batchId}/cancel`, { params: { path: { batchId } }, ...via(this.c, { signal: options.signal }) }));
  }

  async delete(batchId: string, options: RequestOptions = {}): Promise<void> {
    ok(await this.c.api.DELETE(`${V1}/batches/{batchId}`, { params: { path: { batchId } }, ...via(this.c, { signal: options.signal }) }));
  }

  /**
   * Polls the batch until it is `completed` or `cancelled` and resolves with it. Sends the last `ETag`
   * in `If-None-Match` (a `304` costs no body) and waits `Retry-After` seconds between polls (10 while
   * processing). Safe to call any number of times; abort it with `signal`.
   */
  async waitForCompletion(batchId: string, options: WaitOptions = {}): Promise<Batch> {
    let last: Batch | undefined;
    let etag: string | undefined;
    for (;;) {
      const result = await this.c.api.GET(`${V1}/batches/{batchId}`, {
        params: { path: { batchId }, header: etag ? { 'If-None-Match': etag } : {} },
        ...via(this.c, { signal: options.signal }),
      });
      const data = ok(result);
      const { response } = result;
      if (response.status !== 304 || last === undefined) {
        last = response.status === 304 ? await this.get(batchId, options) : data;
        etag = response.headers.get('etag') ?? undefined;
        options.onProgress?.(last);
      }
      if (last.status === 'completed' || last.status === 'cancelled') return last;
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : (options.pollIntervalMs ?? 2000), options.signal);
    }
  }
}

/** Splits inputs into chunks within the per-request limits (100 documents, 10 MiB). */
function chunk(inputs: DocumentInput[]): DocumentInput[][] {
  const chunks: DocumentInput[][] = [];
  let current: DocumentInput[] = [];
  let bytes = 0;
  for (const input of inputs) {
    const size = Buffer.byteLength(JSON.stringify(input)) + 1;
    if (current.length > 0 && (current.length === MAX_DOCUMENTS_PER_REQUEST || bytes + size > MAX_ADD_BYTES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(input);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Reads `data` into memory, refusing more than {@link MAX_UPLOAD_BYTES}. */
async function readAll(data: UploadInput['data']): Promise<Uint8Array> {
  let bytes: Uint8Array;
  if (typeof data === 'string') bytes = new TextEncoder().encode(data);
  else if (data instanceof Uint8Array) bytes = data;
  else if (typeof Blob !== 'undefined' && data instanceof Blob) {
    if (data.size > MAX_UPLOAD_BYTES) throw new RangeError(`upload is ${data.size} bytes; the limit is ${MAX_UPLOAD_BYTES}`);
    bytes = new Uint8Array(await data.arrayBuffer());
  } else {
    const parts: Uint8Array[] = [];
    let total = 0;
    for await (const part of data as ReadableStream<Uint8Array>) {
      total += part.byteLength;
      if (total > MAX_UPLOAD_BYTES) throw new RangeError(`upload is over the limit of ${MAX_UPLOAD_BYTES} bytes`);
      parts.push(part);
    }
    bytes = Buffer.concat(parts);
  }
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new RangeError(`upload is ${bytes.byteLength} bytes; the limit is ${MAX_UPLOAD_BYTES}`);
  return bytes;
}

class Documents {
  constructor(private readonly c: Caller) {}

  /**
   * Adds any number of documents, in chunks within the per-request limits. Each chunk is atomic and a
   * re-run with the same inputs replays the chunks already written (the service answers `200`), so
   * the call is safe to repeat. Resolves with every document, in input order; a failure throws
   * {@link AddDocumentsError}, which says which chunks were written.
   */
  async add(batchId: string, inputs: DocumentInput[], options: RequestOptions = {}): Promise<Document[]> {
    const chunks = chunk(inputs);
    const written: Document[] = [];
    let start = 0;
    for (const [i, documents] of chunks.entries()) {
      try {
        const page = ok(
          await this.c.api.POST(`${V1}/batches/{batchId}/documents`, { params: { path: { batchId } }, body: { documents }, ...via(this.c, { signal: options.signal }) }),
        );
        written.push(...page.data);
      } catch (err) {
        if (chunks.length === 1) throw err;
        throw new AddDocumentsError(written, i, chunks.length, start, err);
      }
      start += documents.length;
    }
    return written;
  }

  /**
   * Declares a document with its `byteSize` and `checksumSha256`, then uploads its raw bytes
   * (`Content-Type` = `mediaType`). Resolves with the document. Safe to re-run: the declaration
   * replays, and bytes are sent only while the document is `awaiting_upload`.
   */
  async upload(batchId: string, input: UploadInput, options: RequestOptions = {}): Promise<Document> {
    const bytes = await readAll(input.data);
    const { data: _data, ...rest } = input;
    const declared: DocumentInput = {
      ...rest,
      byteSize: bytes.byteLength,
      checksumSha256: createHash('sha256').update(bytes).digest('base64'),
    };
    const [document] = await this.add(batchId, [declared], options);
    if (document!.status !== 'awaiting_upload') return document!;
    return this.putContent(batchId, document!.id, input.mediaType, bytes, options);
  }

  /**
   * Uploads the raw bytes of a document that was declared without content (status `awaiting_upload`),
   * e.g. by an earlier, interrupted run. Sending the same bytes again answers the document unchanged.
   */
  async uploadContent(batchId: string, documentId: string, input: Pick<UploadInput, 'mediaType' | 'data'>, options: RequestOptions = {}): Promise<Document> {
    return this.putContent(batchId, documentId, input.mediaType, await readAll(input.data), options);
  }

  private async putContent(batchId: string, documentId: string, mediaType: MediaType, bytes: Uint8Array, options: RequestOptions): Promise<Document> {
    return ok(
      await this.c.api.PUT(`${V1}/batches/{batchId}/documents/{documentId}/content`, {
        params: { path: { batchId, documentId } },
        body: bytes,
        // The bytes go out as they are: no JSON encoding.
        bodySerializer: (body) => body,
        headers: { 'Content-Type': mediaType },
        ...via(this.c, { signal: options.signal }),
      }),
    );
  }

  async get(batchId: string, documentId: string, options: RequestOptions = {}): Promise<Document> {
    return ok(await this.c.api.GET(`${V1}/batches/{batchId}/documents/{documentId}`, { params: { path: { batchId, documentId } }, ...via(this.c, { signal: options.signal }) }));
  }

  async delete(batchId: string, documentId: string, options: RequestOptions = {}): Promise<void> {
    ok(await this.c.api.DELETE(`${V1}/batches/{batchId}/documents/{documentId}`, { params: { path: { batchId, documentId } }, ...via(this.c, { signal: options.signal }) }));
  }

  /** Every document of the batch in creation order, fetched page by page. */
  list(batchId: string, filter: DocumentListFilter = {}, options: RequestOptions = {}): AsyncGenerator<Document, void, undefined> {
    return paginate(async (cursor) =>
      ok(
        await this.c.api.GET(`${V1}/batches/{batchId}/documents`, {
          params: { path: { batchId }, query: { ...filter, ...(cursor ? { cursor } : {}) } },
          ...via(this.c, { signal: options.signal }),
        }),
      ),
    );
  }

  /** The FHIR R4 collection Bundle of a succeeded document. */
  async fhirBundle(batchId: string, documentId: string, options: RequestOptions = {}): Promise<FhirBundle> {
    return ok(
      await this.c.api.GET(`${V1}/batches/{batchId}/documents/{documentId}/fhir`, {
        params: { path: { batchId, documentId } },
        headers: { Accept: 'application/fhir+json' },
        ...via(this.c, { signal: options.signal }),
      }),
    );
  }
}

class Entities {
  constructor(private readonly c: Caller) {}

  /** Every entity of a succeeded document, in text order, fetched page by page. */
  list(batchId: string, documentId: string, filter: EntityListFilter = {}, options: RequestOptions = {}): AsyncGenerator<Entity, void, undefined> {
    return paginate(async (cursor) =>
      ok(
        await this.c.api.GET(`${V1}/batches/{batchId}/documents/{documentId}/entities`, {
          params: { path: { batchId, documentId }, query: { ...filter, ...(cursor ? { cursor } : {}) } },
          ...via(this.c, { signal: options.signal }),
        }),
      ),
    );
  }
}

class Results {
  constructor(private readonly c: Caller) {}

  /**
   * The NDJSON results of a completed batch, one typed {@link ResultLine} at a time, read from the
   * response stream as it arrives (memory stays constant whatever the batch size).
   */
  async *stream(batchId: string, options: RequestOptions = {}): AsyncGenerator<ResultLine, void, undefined> {
    const result = await this.c.api.GET(`${V1}/batches/{batchId}/results`, {
      params: { path: { batchId } },
      parseAs: 'stream',
      headers: { Accept: 'application/x-ndjson' },
      ...via(this.c, { signal: options.signal }),
    });
    const body = ok(result) as ReadableStream<Uint8Array> | null | undefined;
    if (!body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const part of body) {
      buffered += decoder.decode(part, { stream: true });
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line !== '') yield JSON.parse(line) as ResultLine;
      }
    }
    buffered += decoder.decode();
    if (buffered.trim() !== '') yield JSON.parse(buffered) as ResultLine;
  }
}
