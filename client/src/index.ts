/**
 * data-engine-client: the typed SDK of the clinical document batch service.
 *
 *   import { DataEngine, ProblemError } from 'data-engine-client';
 */
export { DataEngine, MAX_UPLOAD_BYTES } from './client.js';
export type {
  Batch,
  BatchCreate,
  BatchListFilter,
  BatchStatus,
  DataEngineOptions,
  Document,
  DocumentInput,
  DocumentListFilter,
  DocumentStatus,
  Entity,
  EntityListFilter,
  EntityType,
  FhirBundle,
  MediaType,
  PrivateKeyOptions,
  RequestOptions,
  ResultLine,
  SecretOptions,
  UploadInput,
  WaitOptions,
} from './client.js';
export { AbortError, AddDocumentsError, ConnectionError, DataEngineError, ProblemError, TimeoutError } from './errors.js';
export type { FieldError, OAuthErrorCode, Slug } from './errors.js';
export type { AssertionAlgorithm } from './auth.js';
export type { FetchLike } from './transport.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { ProblemSlug } from './generated/problem-types.js';
