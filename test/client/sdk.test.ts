/**
 * The SDK against the real service (started in-process, workers on): the whole flow of a test client
 * (250 documents, uploads of every data kind, paging, results, FHIR), a 409 and a 422 as typed
 * errors, re-runs that replay, token caching and refresh, private_key_jwt, and a live client.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { DataEngine, ProblemError, type DocumentInput } from '../../client/src/index.js';
import { validators } from '../../generated/validators.js';
import { startWorkers, type RunningWorkers } from '../../server/worker/index.js';
import { assertionKeyPair, createClient, type TestClient } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { makePdf } from '../pipeline/helpers/pdf.js';

const PDF_BYTES = makePdf([['DISCHARGE SUMMARY', 'Hypertension. Metoprolol 25 mg daily.']]);

const NOTE = 'HISTORY: 64-year-old man with hypertension. Denies chest pain. Mother had breast cancer.\nMEDICATIONS: Metoprolol 25 mg PO BID.';

/** A fetch that counts token requests and can spoil the bearer token of the next API request. */
function countingFetch() {
  const state = { tokenRequests: 0, spoilNext: false };
  const fetchImpl = (input: string, init: RequestInit): Promise<Response> => {
    if (input.endsWith('/oauth/token')) state.tokenRequests++;
    else if (state.spoilNext) {
      state.spoilNext = false;
      const headers = new Headers(init.headers);
      headers.set('authorization', 'Bearer not-a-token');
      init = { ...init, headers };
    }
    return fetch(input, init);
  };
  return { state, fetchImpl };
}

function expectValid(schema: keyof typeof validators.schemas, value: unknown): void {
  const validate = validators.schemas[schema];
  expect(validate(value), JSON.stringify(validate.errors)).to.equal(true);
}

describe('SDK against the service', function () {
  this.timeout(120_000);
  let server: TestServer;
  let workers: RunningWorkers;
  let client: TestClient;
  let de: DataEngine;

  before(async () => {
    server = await startTestServer({ PROCESSING_TIMEOUT_SECONDS: '60' });
    workers = await startWorkers(server.config, server.database.db, 2, { pollMs: 20 });
    client = await createClient(server);
    de = new DataEngine({ baseUrl: server.url, clientId: client.clientId, clientSecret: client.clientSecret! });
  });
  after(async () => {
    await workers?.stop();
    await server?.close();
  });

  it('runs the whole flow: create, add 250 (chunked), upload, submit, wait, page, stream, FHIR', async () => {
    const reference = `flow-${randomUUID()}`;
    const batch = await de.batches.create({ externalReference: reference, metadata: { site: 'north' } });
    expectValid('Batch', batch);
    expect(batch).to.include({ status: 'pending', externalReference: reference });

    const inputs: DocumentInput[] = Array.from({ length: 250 }, (_, i) => ({
      externalReference: i === 7 ? `test_fail_pipeline_failed-${i}` : `note-${String(i).padStart(3, '0')}`,
      mediaType: 'text/plain',
      content: NOTE,
    }));
    const docs = await de.documents.add(batch.id, inputs);
    expect(docs.map((d) => d.externalReference)).to.deep.equal(inputs.map((d) => d.externalReference));
    // a re-run replays every chunk: the same documents, nothing new
    const again = await de.documents.add(batch.id, inputs);
    expect(again.map((d) => d.id)).to.deep.equal(docs.map((d) => d.id));

    // every kind of data is sent raw: byteSize on the server is the byte count sent
    const bytes = PDF_BYTES;
    const text = `${NOTE}\nNon-ASCII survives: café, 5 µg.`;
    const kinds: Array<[string, Uint8Array | Blob | string | ReadableStream<Uint8Array>, 'application/pdf' | 'text/plain', number]> = [
      ['bytes', bytes, 'application/pdf', bytes.byteLength],
      ['blob', new Blob([bytes]), 'application/pdf', bytes.byteLength],
      ['stream', new ReadableStream({ start(c) { c.enqueue(bytes.slice(0, 10)); c.enqueue(bytes.slice(10)); c.close(); } }), 'application/pdf', bytes.byteLength],
      ['string', text, 'text/plain', Buffer.byteLength(text)],
    ];
    for (const [kind, data, mediaType, size] of kinds) {
      const up = await de.documents.upload(batch.id, { externalReference: `upload-${kind}`, mediaType, data, filename: `${kind}.bin` });
      expectValid('Document', up);
      expect(up, kind).to.include({ status: 'pending', byteSize: size });
    }
    // re-running an upload changes nothing
    const rerun = await de.documents.upload(batch.id, { externalReference: 'upload-bytes', mediaType: 'application/pdf', data: bytes, filename: 'bytes.bin' });
    expect(rerun.status).to.equal('pending');

    const submitted = await de.batches.submit(batch.id);
    expect(submitted.status).to.be.oneOf(['processing', 'completed']);
    const seen: string[] = [];
    const done = await de.batches.waitForCompletion(batch.id, { onProgress: (b) => seen.push(b.status) });
    expect(done.status).to.equal('completed');
    const failures = [];
    for await (const d of de.documents.list(batch.id, { status: 'failed' })) failures.push([d.externalReference, d.error?.code]);
    expect(done.counts, JSON.stringify(failures)).to.include({ total: 254, failed: 1, succeeded: 253 });
    expect(seen.length).to.be.greaterThan(0);
    // safe to re-run: resolves at once with the final batch
    expect((await de.batches.waitForCompletion(batch.id)).status).to.equal('completed');

    const listed: string[] = [];
    for await (const d of de.documents.list(batch.id)) listed.push(d.id);
    expect(listed).to.have.lengthOf(254);
    expect(new Set(listed).size).to.equal(254);
    const failed = [];
    for await (const d of de.documents.list(batch.id, { status: 'failed' })) failed.push(d);
    expect(failed.map((d) => d.externalReference)).to.deep.equal(['test_fail_pipeline_failed-7']);

    let batches = 0;
    for await (const b of de.batches.list({ status: 'completed', limit: 1 })) if (b.id === batch.id) batches++;
    expect(batches).to.equal(1);

    const first = docs[0]!;
    const entities = [];
    for await (const e of de.entities.list(batch.id, first.id, { limit: 2 })) entities.push(e);
    expect(entities.length).to.be.greaterThan(2);
    for (const e of entities) expectValid('Entity', e);
    const conditions = [];
    for await (const e of de.entities.list(batch.id, first.id, { type: 'Condition' })) conditions.push(e);
    expect(conditions.every((e) => e.type === 'Condition')).to.equal(true);

    let lines = 0;
    for await (const line of de.results.stream(batch.id)) {
      expectValid('ResultLine', line);
      lines++;
    }
    expect(lines).to.equal(254);

    const bundle = await de.documents.fhirBundle(batch.id, first.id);
    expectValid('FhirBundle', bundle);
    expect(bundle.resourceType).to.equal('Bundle');
    expect((await de.documents.get(batch.id, first.id)).status).to.equal('succeeded');

    await de.batches.delete(batch.id);
    await de.batches.delete(batch.id); // idempotent
  });

  it('throws ProblemError for a 409 (with existingBatchId) and a 422 (with pointers); no retry', async () => {
    const reference = `dup-${randomUUID()}`;
    const batch = await de.batches.create({ externalReference: reference });
    const err = await de.batches.create({ externalReference: reference }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(ProblemError);
    const p = err as ProblemError;
    expect(p).to.include({ status: 409, slug: 'external-reference-in-use', existingBatchId: batch.id, title: 'Conflict' });
    expect(p.requestId).to.be.a('string');

    const bad = await de.documents
      .add(batch.id, [{ externalReference: 'x', mediaType: 'application/pdf', content: 'inline text is not allowed for a PDF' }])
      .catch((e: unknown) => e);
    expect(bad).to.be.instanceOf(ProblemError);
    expect((bad as ProblemError).status).to.equal(422);
    expect((bad as ProblemError).slug).to.equal('validation-failed');
    expect((bad as ProblemError).errors.map((e) => e.pointer)).to.include('/documents/0/content');

    // a document can be read and deleted while the batch is pending; a pending batch cancels, then deletes
    const [doc] = await de.documents.add(batch.id, [{ externalReference: 'y', mediaType: 'text/plain', content: NOTE }]);
    expect((await de.documents.get(batch.id, doc!.id)).externalReference).to.equal('y');
    await de.documents.delete(batch.id, doc!.id);
    const gone = await de.documents.get(batch.id, doc!.id).catch((e: unknown) => e);
    expect((gone as ProblemError).status).to.equal(404);
    expect((await de.batches.cancel(batch.id)).status).to.equal('cancelled');
    await de.batches.delete(batch.id);
    expect(((await de.batches.get(batch.id).catch((e: unknown) => e)) as ProblemError).slug).to.equal('not-found');
  });

  it('fetches one token for many concurrent calls, and refreshes once on a 401 invalid_token', async () => {
    const { state, fetchImpl } = countingFetch();
    const sdk = new DataEngine({ baseUrl: server.url, clientId: client.clientId, clientSecret: client.clientSecret!, fetch: fetchImpl });
    const batches = await Promise.all(Array.from({ length: 8 }, () => sdk.batches.create()));
    expect(new Set(batches.map((b) => b.id)).size).to.equal(8);
    expect(state.tokenRequests).to.equal(1);
    await sdk.batches.get(batches[0]!.id);
    expect(state.tokenRequests).to.equal(1);
    state.spoilNext = true;
    expect((await sdk.batches.get(batches[0]!.id)).id).to.equal(batches[0]!.id);
    expect(state.tokenRequests).to.equal(2);
  });

  it('reports a bad secret as ProblemError with the OAuth error fields', async () => {
    const sdk = new DataEngine({ baseUrl: server.url, clientId: client.clientId, clientSecret: 'wrong' });
    const err = (await sdk.batches.create().catch((e: unknown) => e)) as ProblemError;
    expect(err).to.be.instanceOf(ProblemError);
    expect(err).to.include({ status: 401, error: 'invalid_client' });
    expect(err.error_description).to.be.a('string');
  });

  it('authenticates with private_key_jwt (a JWK or a CryptoKey); every assertion has a new jti', async () => {
    const key = await assertionKeyPair('ES256');
    const dir = mkdtempSync(join(tmpdir(), 'sdk-jwks-'));
    writeFileSync(join(dir, 'jwks.json'), JSON.stringify(key.jwks));
    const jwtClient = await createClient(server, { jwksFile: join(dir, 'jwks.json') });
    const { exportJWK } = await import('jose');
    const jwk = { ...(await exportJWK(key.privateKey)), kid: key.kid, alg: 'ES256' };
    const a = new DataEngine({ baseUrl: server.url, clientId: jwtClient.clientId, privateKey: jwk });
    const b = new DataEngine({ baseUrl: server.url, clientId: jwtClient.clientId, privateKey: key.privateKey, keyId: key.kid, algorithm: 'ES256' });
    // two token requests with assertions from the same key: a reused jti would be invalid_grant
    expect((await a.batches.create()).status).to.equal('pending');
    expect((await b.batches.create()).status).to.equal('pending');
  });

  it('works for a live client: the extraction engine processes the note', async () => {
    const live = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'] });
    const sdk = new DataEngine({ baseUrl: server.url, clientId: live.clientId, clientSecret: live.clientSecret! });
    const batch = await sdk.batches.create({ externalReference: `live-${randomUUID()}` });
    expect(batch.liveMode).to.equal(true);
    const [doc] = await sdk.documents.add(batch.id, [{ externalReference: 'live-1', mediaType: 'text/plain', content: NOTE }]);
    await sdk.batches.submit(batch.id);
    const done = await sdk.batches.waitForCompletion(batch.id);
    expect(done.counts.succeeded).to.equal(1);
    const texts = [];
    for await (const e of sdk.entities.list(batch.id, doc!.id)) texts.push(e.text.toLowerCase());
    expect(texts).to.include('hypertension');
  });
});
