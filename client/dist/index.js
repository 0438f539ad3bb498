/**
 * data-engine-client: the typed SDK of the clinical document batch service.
 *
 *   import { DataEngine, ProblemError } from 'data-engine-client';
 */
export { DataEngine, MAX_UPLOAD_BYTES } from './client.js';
export { AbortError, AddDocumentsError, ConnectionError, DataEngineError, ProblemError, TimeoutError } from './errors.js';
