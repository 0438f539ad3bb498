import { type Client } from 'openapi-fetch';
import type { JWK, CryptoKey, KeyObject } from 'jose';
import { type AssertionAlgorithm } from './auth.js';
import type { components, operations, paths } from './generated/openapi.js';
import { Transport, type FetchLike } from './transport.js';
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
/** Largest upload the service accepts. */
export declare const MAX_UPLOAD_BYTES: number;
/** The typed SDK. Methods throw {@link ProblemError} for every 4xx/5xx answer. */
export declare class DataEngine {
    readonly batches: Batches;
    readonly documents: Documents;
    readonly entities: Entities;
    readonly results: Results;
    /** The typed low-level client (openapi-fetch) with the SDK's token, retries and timeouts. */
    readonly api: Client<paths>;
    private readonly transport;
    constructor(options: DataEngineOptions);
}
interface Caller {
    api: Client<paths>;
    transport: Transport;
}
declare class Batches {
    private readonly c;
    constructor(c: Caller);
    /**
     * Creates a `pending` batch. When the SDK itself retried the create and the retry meets `409
     * external-reference-in-use`, an earlier attempt created the batch: it is returned instead of an error.
     */
    create(input?: BatchCreate, options?: RequestOptions): Promise<Batch>;
    get(batchId: string, options?: RequestOptions): Promise<Batch>;
    /** Every batch of the organization, oldest first, fetched page by page. */
    list(filter?: BatchListFilter, options?: RequestOptions): AsyncGenerator<Batch, void, undefined>;
    submit(batchId: string, options?: RequestOptions): Promise<Batch>;
    cancel(batchId: string, options?: RequestOptions): Promise<Batch>;
    delete(batchId: string, options?: RequestOptions): Promise<void>;
    /**
     * Polls the batch until it is `completed` or `cancelled` and resolves with it. Sends the last `ETag`
     * in `If-None-Match` (a `304` costs no body) and waits `Retry-After` seconds between polls (10 while
     * processing). Safe to call any number of times; abort it with `signal`.
     */
    waitForCompletion(batchId: string, options?: WaitOptions): Promise<Batch>;
}
declare class Documents {
    private readonly c;
    constructor(c: Caller);
    /**
     * Adds any number of documents, in chunks within the per-request limits. Each chunk is atomic and a
     * re-run with the same inputs replays the chunks already written (the service answers `200`), so
     * the call is safe to repeat. Resolves with every document, in input order; a failure throws
     * {@link AddDocumentsError}, which says which chunks were written.
     */
    add(batchId: string, inputs: DocumentInput[], options?: RequestOptions): Promise<Document[]>;
    /**
     * Declares a document with its `byteSize` and `checksumSha256`, then uploads its raw bytes
     * (`Content-Type` = `mediaType`). Resolves with the document. Safe to re-run: the declaration
     * replays, and bytes are sent only while the document is `awaiting_upload`.
     */
    upload(batchId: string, input: UploadInput, options?: RequestOptions): Promise<Document>;
    /**
     * Uploads the raw bytes of a document that was declared without content (status `awaiting_upload`),
     * e.g. by an earlier, interrupted run. Sending the same bytes again answers the document unchanged.
     */
    uploadContent(batchId: string, documentId: string, input: Pick<UploadInput, 'mediaType' | 'data'>, options?: RequestOptions): Promise<Document>;
    private putContent;
    get(batchId: string, documentId: string, options?: RequestOptions): Promise<Document>;
    delete(batchId: string, documentId: string, options?: RequestOptions): Promise<void>;
    /** Every document of the batch in creation order, fetched page by page. */
    list(batchId: string, filter?: DocumentListFilter, options?: RequestOptions): AsyncGenerator<Document, void, undefined>;
    /** The FHIR R4 collection Bundle of a succeeded document. */
    fhirBundle(batchId: string, documentId: string, options?: RequestOptions): Promise<FhirBundle>;
}
declare class Entities {
    private readonly c;
    constructor(c: Caller);
    /** Every entity of a succeeded document, in text order, fetched page by page. */
    list(batchId: string, documentId: string, filter?: EntityListFilter, options?: RequestOptions): AsyncGenerator<Entity, void, undefined>;
}
declare class Results {
    private readonly c;
    constructor(c: Caller);
    /**
     * The NDJSON results of a completed batch, one typed {@link ResultLine} at a time, read from the
     * response stream as it arrives (memory stays constant whatever the batch size).
     */
    stream(batchId: string, options?: RequestOptions): AsyncGenerator<ResultLine, void, undefined>;
}
export {};
