/**
 * Test and live are separate worlds inside one organization: a client sees and acts only on batches
 * of its own mode (404 otherwise) on every Batches and Documents operation; externalReference stays
 * unique per organization; `admin usage` reports both modes.
 */
import { expect } from 'chai';
import type { OperationId } from '../../generated/operations.js';
import { admin, createClient, tokenFor } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('test and live data never mix (one organization, both modes)', () => {
  let server: TestServer;
  let live: Record<string, string>;
  let test: Record<string, string>;
  let orgId: string;
  const api = (path: string) => `${server.url}/v1/data-engine${path}`;
  const post = (headers: Record<string, string>, path: string, body?: unknown) =>
    fetch(api(path), { method: 'POST', headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });

  before(async () => {
    server = await startTestServer();
    const liveClient = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'] });
    orgId = liveClient.orgId;
    const testClient = await createClient(server, { mode: 'test', orgId });
    live = { authorization: `Bearer ${await tokenFor(server, liveClient)}` };
    test = { authorization: `Bearer ${await tokenFor(server, testClient)}` };
  });
  after(async () => {
    await server?.close();
  });

  /** A pending batch of `owner` with one inline document and one awaiting upload. */
  async function pendingBatch(owner: Record<string, string>, ref: string) {
    const batch = (await expectResponse('createBatch', await post(owner, '/batches', { externalReference: ref }))).body;
    const docs = (
      await expectResponse(
        'createBatchDocuments',
        await post(owner, `/batches/${batch.id}/documents`, {
          documents: [
            { externalReference: `${ref}-a`, mediaType: 'text/plain', content: 'History of hypertension.' },
            { externalReference: `${ref}-b`, mediaType: 'text/plain', byteSize: 3 },
          ],
        }),
      )
    ).body.data;
    return { batch, docs };
  }

  for (const [ownerName, strangerName] of [
    ['live', 'test'],
    ['test', 'live'],
  ] as const) {
    it(`a ${strangerName} client gets 404 on every operation on a ${ownerName} batch, and changes nothing`, async () => {
      const owner = ownerName === 'live' ? live : test;
      const stranger = strangerName === 'live' ? live : test;
      const { batch, docs } = await pendingBatch(owner, `mode-${ownerName}`);
      const b = `/batches/${batch.id}`;
      const d = `${b}/documents/${docs[0].id}`;
      const checks: [OperationId, Promise<Response>][] = [
        ['getBatch', fetch(api(b), { headers: stranger })],
        ['listBatchDocuments', fetch(api(`${b}/documents`), { headers: stranger })],
        ['getBatchDocument', fetch(api(d), { headers: stranger })],
        ['listDocumentEntities', fetch(api(`${d}/entities`), { headers: stranger })],
        ['getDocumentFhirBundle', fetch(api(`${d}/fhir`), { headers: stranger })],
        ['getBatchResults', fetch(api(`${b}/results`), { headers: stranger })],
        ['createBatchDocuments', post(stranger, `${b}/documents`, { documents: [{ externalReference: 'x', mediaType: 'text/plain', content: 'x' }] })],
        ['uploadDocumentContent', fetch(api(`${b}/documents/${docs[1].id}/content`), { method: 'PUT', headers: { ...stranger, 'content-type': 'text/plain' }, body: 'abc' })],
        ['deleteBatchDocument', fetch(api(d), { method: 'DELETE', headers: stranger })],
        ['submitBatch', post(stranger, `${b}/submit`)],
        ['cancelBatch', post(stranger, `${b}/cancel`)],
        ['deleteBatch', fetch(api(b), { method: 'DELETE', headers: stranger })],
      ];
      for (const [op, res] of checks) expect((await expectResponse(op, await res)).status, op).to.equal(404);

      const listed = await expectResponse('listBatches', await fetch(api('/batches?limit=100'), { headers: stranger }));
      expect(listed.body.data.map((x: { id: string }) => x.id)).to.not.include(batch.id);
      const after = await expectResponse('getBatch', await fetch(api(b), { headers: owner }));
      expect(after.body).to.include({ status: 'pending', liveMode: ownerName === 'live' });
      expect(after.body.counts).to.include({ total: 2, pending: 1, awaitingUpload: 1 });
    });
  }

  it('keeps externalReference unique per organization: the 409 may name a batch of the other mode', async () => {
    const first = (await expectResponse('createBatch', await post(live, '/batches', { externalReference: 'shared-ref' }))).body;
    const res = await expectResponse('createBatch', await post(test, '/batches', { externalReference: 'shared-ref' }));
    expect(res.status).to.equal(409);
    expect(res.body.existingBatchId).to.equal(first.id);
    expect((await expectResponse('getBatch', await fetch(api(`/batches/${first.id}`), { headers: test }))).status).to.equal(404);
  });

  it('admin usage reports both modes', async () => {
    const usage = await admin(server, ['usage', '--org', orgId]);
    expect(usage.totals.live.batches).to.be.greaterThan(0);
    expect(usage.totals.test.batches).to.be.greaterThan(0);
    expect(usage.totals.all.batches).to.equal(usage.totals.live.batches + usage.totals.test.batches);
  });
});
