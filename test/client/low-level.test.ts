/**
 * The generated low-level client (generated/client.ts) sends bodies by the operation's media type:
 * an upload's string or Buffer arrives as the same bytes, and the token request is a form, even when
 * the caller sets no Content-Type.
 */
import { expect } from 'chai';
import { createLowLevelClient } from '../../generated/client.js';
import { basicAuth, createClient, tokenFor, type TestClient } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('generated low-level client: request bodies', function () {
  this.timeout(60_000);
  let server: TestServer;
  let client: TestClient;

  before(async () => {
    server = await startTestServer();
    client = await createClient(server);
  });
  after(() => server?.close());

  it('sends the token request as a form without being told', async () => {
    const api = createLowLevelClient({ baseUrl: server.url });
    const { data, response } = await api.POST('/oauth/token', {
      body: { grant_type: 'client_credentials' },
      headers: { Authorization: basicAuth(client.clientId, client.clientSecret!) },
    });
    expect(response.status).to.equal(200);
    expect(data?.token_type).to.equal('Bearer');
  });

  it('uploads a string and a Buffer as their bytes (no JSON quoting, no {"type":"Buffer"})', async () => {
    const token = await tokenFor(server, client);
    const api = createLowLevelClient({ baseUrl: server.url, headers: { Authorization: `Bearer ${token}` } });
    const batch = (await api.POST('/v1/data-engine/batches', { body: {} })).data!;
    const text = 'Cough and fever, 3 days.';
    const buffer = Buffer.from('Hello, world!');
    const { data: page } = await api.POST('/v1/data-engine/batches/{batchId}/documents', {
      params: { path: { batchId: batch.id } },
      body: { documents: [{ externalReference: 'as-string', mediaType: 'text/plain' }, { externalReference: 'as-buffer', mediaType: 'text/plain' }] },
    });
    const [a, b] = page!.data;
    const up1 = await api.PUT('/v1/data-engine/batches/{batchId}/documents/{documentId}/content', { params: { path: { batchId: batch.id, documentId: a!.id } }, body: text, headers: { 'Content-Type': 'text/plain' } });
    expect(up1.response.status).to.equal(200);
    expect(up1.data?.byteSize).to.equal(24);
    const up2 = await api.PUT('/v1/data-engine/batches/{batchId}/documents/{documentId}/content', { params: { path: { batchId: batch.id, documentId: b!.id } }, body: buffer });
    expect(up2.response.status).to.equal(200);
    expect(up2.data?.byteSize).to.equal(13);
  });
});
