/**
 * Compile-time checks of the SDK's types: each `@ts-expect-error` line must fail to type-check, so
 * `npm test` (tsc) fails if a wrong field name, a wrong enum value or a missing required field were
 * ever accepted. The function is never called; the `it` only keeps mocha aware of the file.
 */
import { expect } from 'chai';
import { DataEngine, ProblemError, type Slug } from '../../client/src/index.js';

async function typeChecks(de: DataEngine): Promise<void> {
  // @ts-expect-error: wrong field name (externalRef instead of externalReference)
  await de.batches.create({ externalRef: 'x' });
  // @ts-expect-error: metadata values are strings
  await de.batches.create({ metadata: { n: 1 } });
  // @ts-expect-error: wrong enum value for a batch status filter
  de.batches.list({ status: 'done' });
  // @ts-expect-error: wrong enum value for a document status filter
  de.documents.list('b', { status: 'success' });
  // @ts-expect-error: missing required field mediaType
  await de.documents.add('b', [{ externalReference: 'n1', content: 'text' }]);
  // @ts-expect-error: wrong media type
  await de.documents.add('b', [{ externalReference: 'n1', mediaType: 'text/html', content: 'text' }]);
  // @ts-expect-error: upload data must be bytes, a Blob, a string or a stream
  await de.documents.upload('b', { externalReference: 'n1', mediaType: 'application/pdf', data: 42 });
  // @ts-expect-error: missing required field externalReference
  await de.documents.upload('b', { mediaType: 'application/pdf', data: new Uint8Array() });
  // @ts-expect-error: client options need clientSecret or privateKey
  new DataEngine({ baseUrl: 'x', clientId: 'y' });
  // @ts-expect-error: an unsupported assertion algorithm
  new DataEngine({ baseUrl: 'x', clientId: 'y', privateKey: { kty: 'EC' }, algorithm: 'HS256' });

  // these compile: the happy path and forward-compatible slugs
  const batch = await de.batches.create({ externalReference: 'r', metadata: { site: 'north' } });
  const status: 'pending' | 'processing' | 'completed' | 'cancelled' = batch.status;
  for await (const line of de.results.stream(batch.id)) {
    const s: 'succeeded' | 'failed' | 'cancelled' = line.status;
    void s;
  }
  const slug: Slug = 'a-slug-added-later';
  try {
    await de.batches.submit(batch.id);
  } catch (e) {
    if (e instanceof ProblemError && e.slug === 'invalid-state' && e.status === 409) void e.existingBatchId;
  }
  void status;
  void slug;
}

describe('SDK types', () => {
  it('are checked by tsc (npm test): see the @ts-expect-error lines of this file', () => {
    expect(typeChecks).to.be.a('function');
  });
});
