// Generated from openapi.yaml by scripts/generate.ts; do not edit.
// The x-codeSamples of openapi.yaml, compiled by npm test (typecheck); never run.
/* eslint-disable */
import { DataEngine, ProblemError } from '../client/src/index.js';

declare const baseUrl: string, clientId: string, clientSecret: string, batchId: string, documentId: string;

/** listBatches: SDK (data-engine-client) */
export async function listBatchesSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  // every page, fetched as the loop gets there
  for await (const batch of de.batches.list({ status: 'completed' })) console.log(batch.id, batch.counts.succeeded);
}

/** createBatch: SDK (data-engine-client) */
export async function createBatchSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const batch = await de.batches.create({ externalReference: 'discharge-2026-11-22', metadata: { site: 'north-campus' } });
  console.log(batch.id, batch.status); // pending
}

/** getBatch: SDK (data-engine-client) */
export async function getBatchSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const batch = await de.batches.get(batchId);
  // or poll until completed (If-None-Match and Retry-After handled):
  const done = await de.batches.waitForCompletion(batchId, { onProgress: (b) => console.log(b.counts) });
  console.log(batch.status, done.status);
}

/** deleteBatch: SDK (data-engine-client) */
export async function deleteBatchSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  await de.batches.delete(batchId); // 204; a repeat delete is 204 again
}

/** submitBatch: SDK (data-engine-client) */
export async function submitBatchSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const batch = await de.batches.submit(batchId);
  console.log(batch.status); // processing
}

/** cancelBatch: SDK (data-engine-client) */
export async function cancelBatchSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const batch = await de.batches.cancel(batchId);
  console.log(batch.status, batch.cancellationReason); // cancelled requested
}

/** getBatchResults: SDK (data-engine-client) */
export async function getBatchResultsSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  // NDJSON, one typed ResultLine at a time, in constant memory
  for await (const line of de.results.stream(batchId)) console.log(line.externalReference, line.status, line.entities.length);
}

/** listBatchDocuments: SDK (data-engine-client) */
export async function listBatchDocumentsSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  for await (const document of de.documents.list(batchId, { status: 'failed' })) console.log(document.externalReference, document.error?.code);
}

/** createBatchDocuments: SDK (data-engine-client) */
export async function createBatchDocumentsSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  // any number of documents: sent in chunks within the limits; a re-run replays
  const documents = await de.documents.add(batchId, [
    { externalReference: 'note-0001', mediaType: 'text/plain', content: 'HISTORY: hypertension. Denies chest pain.', patient: { externalId: 'MRN-000123' } },
  ]);
  console.log(documents.map((d) => d.status)); // ['pending']
}

/** getBatchDocument: SDK (data-engine-client) */
export async function getBatchDocumentSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const document = await de.documents.get(batchId, documentId);
  console.log(document.status, document.result?.entityCount);
}

/** deleteBatchDocument: SDK (data-engine-client) */
export async function deleteBatchDocumentSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  await de.documents.delete(batchId, documentId); // only while the batch is pending
}

/** uploadDocumentContent: SDK (data-engine-client) */
export async function uploadDocumentContentSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  // declares byteSize and checksumSha256, then sends the raw bytes (Uint8Array, Blob, string or stream)
  const pdf = new Uint8Array(/* the file's bytes, e.g. await readFile('discharge-summary.pdf') */);
  const document = await de.documents.upload(batchId, { externalReference: 'note-0002', mediaType: 'application/pdf', data: pdf, filename: 'discharge-summary.pdf' });
  console.log(document.status, document.byteSize); // pending
}

/** listDocumentEntities: SDK (data-engine-client) */
export async function listDocumentEntitiesSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  for await (const entity of de.entities.list(batchId, documentId, { type: 'Condition' })) {
    console.log(entity.text, entity.polarity, (entity.codes ?? []).map((c) => `${c.system}|${c.code}`));
  }
}

/** getDocumentFhirBundle: SDK (data-engine-client) */
export async function getDocumentFhirBundleSample(): Promise<void> {
  const de = new DataEngine({ baseUrl, clientId, clientSecret });
  const bundle = await de.documents.fhirBundle(batchId, documentId);
  console.log(bundle.type, bundle.entry?.length);
}

/** createAccessToken: SDK (data-engine-client) */
export async function createAccessTokenSample(): Promise<void> {
  // The SDK requests, caches and refreshes tokens itself (client_secret_basic here; or pass
  // privateKey, keyId and algorithm for private_key_jwt). A refused client surfaces on the first call:
  const de = new DataEngine({ baseUrl, clientId, clientSecret, scope: 'batches:read batches:write' });
  try {
    await de.batches.get(batchId);
  } catch (err) {
    if (err instanceof ProblemError && err.error === 'invalid_client') console.error(err.error_description);
  }
}
