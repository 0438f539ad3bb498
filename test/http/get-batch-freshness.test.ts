/**
 * getBatch reads the caller's client, organization and the batch with its counts in one statement
 * (server/http/authenticate.ts): every answer is as fresh as the database. Two servers run on one
 * database, as two processes of a deployment do; what one writes (or an operator's admin command
 * writes) the other answers on its very next request: a disabled client, a suspended organization,
 * new documents, a cancelled batch. The batch of another organization or mode stays a 404.
 */
import { expect } from 'chai';
import { admin, authenticated, createClient, tokenFor } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { secondConnection, skipViaPrism, startTestServer, type TestDatabase, type TestServer } from '../helpers/server.js';
import { bearer, expectForbidden, expectInvalidToken } from '../oauth/support.js';

describe('getBatch answers as fresh as the database (two servers on one database)', () => {
  let reader: TestServer;
  let writer: TestServer;
  let writerDb: TestDatabase;
  const getBatch = (server: TestServer, id: string, headers: Record<string, string>) => fetch(`${server.url}/v1/data-engine/batches/${id}`, { headers });
  const createBatch = async (headers: Record<string, string>) =>
    (await expectResponse('createBatch', await fetch(`${writer.url}/v1/data-engine/batches`, { method: 'POST', headers }))).body as { id: string };

  before(async () => {
    reader = await startTestServer();
    writerDb = await secondConnection(reader.database);
    // The same issuer and key-encryption key: a token of one server is valid on the other.
    writer = await startTestServer(
      { PUBLIC_BASE_URL: reader.config.publicBaseUrl, ...(reader.config.signingKeyEncryptionKey ? { SIGNING_KEY_ENCRYPTION_KEY: reader.config.signingKeyEncryptionKey } : {}) },
      { database: writerDb },
    );
  });
  after(async () => {
    await writer?.close();
    await reader?.close();
  });

  it('getBatch: documents added and a cancel through the other server are seen on the next request', async () => {
    const { headers } = await authenticated(reader, 'test');
    const batch = await createBatch(headers);
    const first = await expectResponse('getBatch', await getBatch(reader, batch.id, headers));
    expect(first.status).to.equal(200);
    expect(first.body).to.include({ id: batch.id, status: 'pending' });
    expect(first.body.counts).to.include({ total: 0, pending: 0 });

    const documents = [1, 2, 3].map((i) => ({ externalReference: `fresh-${i}`, mediaType: 'text/plain', content: 'Patient denies chest pain.' }));
    const added = await fetch(`${writer.url}/v1/data-engine/batches/${batch.id}/documents`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ documents: [...documents, { externalReference: 'fresh-upload', mediaType: 'text/plain', byteSize: 10 }] }),
    });
    expect(added.status).to.equal(201);
    const counted = await expectResponse('getBatch', await getBatch(reader, batch.id, headers));
    expect(counted.body.counts).to.deep.equal({ total: 4, awaitingUpload: 1, pending: 3, queued: 0, processing: 0, succeeded: 0, failed: 0, cancelled: 0 });
    expect(counted.headers.get('etag')).to.not.equal(first.headers.get('etag'));

    const cancelled = await fetch(`${writer.url}/v1/data-engine/batches/${batch.id}/cancel`, { method: 'POST', headers });
    expect(cancelled.status).to.equal(200);
    const after = await expectResponse('getBatch', await getBatch(reader, batch.id, headers));
    expect(after.body).to.include({ status: 'cancelled' });
    expect(after.body.counts).to.include({ total: 4, cancelled: 4, pending: 0, awaitingUpload: 0 });
  });

  it('getBatch: a batch deleted through the other server is 404 on the next request', async () => {
    const { headers } = await authenticated(reader, 'test');
    const batch = await createBatch(headers);
    await fetch(`${writer.url}/v1/data-engine/batches/${batch.id}/cancel`, { method: 'POST', headers });
    expect((await getBatch(reader, batch.id, headers)).status).to.equal(200);
    expect((await fetch(`${writer.url}/v1/data-engine/batches/${batch.id}`, { method: 'DELETE', headers })).status).to.equal(204);
    const gone = await expectResponse('getBatch', await getBatch(reader, batch.id, headers));
    expect(gone.status).to.equal(404);
    expect(gone.body.type).to.match(/\/errors\/not-found$/);
  });

  it('getBatch: a client disabled by the operator gets 401 on its next request with a token that worked', async () => {
    const client = await createClient(reader, { mode: 'test' });
    const headers = bearer(await tokenFor(reader, client));
    const batch = await createBatch(headers);
    expect((await getBatch(reader, batch.id, headers)).status).to.equal(200);
    await admin(writer, ['disable-client', '--client', client.clientId]);
    await expectInvalidToken('getBatch', await getBatch(reader, batch.id, headers), /disabled or no longer exists/);
    // Also for a batch id that names nothing: the client is refused before the batch is looked at.
    await expectInvalidToken('getBatch', await getBatch(reader, '00000000-0000-4000-8000-000000000000', headers), /disabled or no longer exists/);
  });

  it('getBatch: a suspended organization gets 403 on the next request, and its batch again once reinstated', async () => {
    const client = await createClient(reader, { mode: 'test' });
    const headers = bearer(await tokenFor(reader, client));
    const batch = await createBatch(headers);
    await admin(writer, ['update-org', '--org', client.orgId, '--suspended', 'true']);
    await expectForbidden('getBatch', await getBatch(reader, batch.id, headers), 'organization-suspended');
    await admin(writer, ['update-org', '--org', client.orgId, '--suspended', 'false']);
    const back = await expectResponse('getBatch', await getBatch(reader, batch.id, headers));
    expect(back.status).to.equal(200);
    expect(back.body.id).to.equal(batch.id);
  });

  it("getBatch: another organization's batch, and a batch of the other mode of one organization, are 404", async () => {
    const owner = await authenticated(reader, 'test');
    const batch = await createBatch(owner.headers);
    const stranger = await authenticated(reader, 'test');
    const refused = await expectResponse('getBatch', await getBatch(reader, batch.id, stranger.headers));
    expect(refused.status).to.equal(404);
    // A live client of the owner's organization does not see its test-mode batch.
    const live = await createClient(reader, { mode: 'live', orgId: owner.client.orgId });
    const liveRead = await expectResponse('getBatch', await getBatch(reader, batch.id, bearer(await tokenFor(reader, live))));
    expect(liveRead.status).to.equal(404);
    expect((await getBatch(reader, batch.id, owner.headers)).status).to.equal(200);
  });

  it('getBatch: an id that is not a UUID is 404 for a valid token, and 401 for a disabled client', async function () {
    skipViaPrism(this);
    const client = await createClient(reader, { mode: 'test' });
    const headers = bearer(await tokenFor(reader, client));
    const notFound = await expectResponse('getBatch', await getBatch(reader, 'not-a-uuid', headers));
    expect(notFound.status).to.equal(404);
    await admin(writer, ['disable-client', '--client', client.clientId]);
    await expectInvalidToken('getBatch', await getBatch(reader, 'not-a-uuid', headers));
    // A success waits for its audit record, and with it for the refusals' records queued before it
    // (the database must still be there when they are written).
    const other = await authenticated(reader, 'test');
    const batch = (await expectResponse('createBatch', await fetch(`${reader.url}/v1/data-engine/batches`, { method: 'POST', headers: other.headers }))).body as { id: string };
    expect((await getBatch(reader, batch.id, other.headers)).status).to.equal(200);
  });
});
