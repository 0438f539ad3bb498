/**
 * The HTTP skeleton through its public surface: request ids, the problem renderer, request
 * validation from the generated validators, 404/405, body limits, health checks and the docs.
 */
import { expect } from 'chai';
import { expectResponse } from '../helpers/contract.js';
import { authenticated } from '../helpers/auth.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';

describe('HTTP skeleton', () => {
  let server: TestServer;
  let auth: Record<string, string>;
  before(async () => {
    server = await startTestServer();
    auth = (await authenticated(server, 'test')).headers;
  });
  after(async () => {
    await server?.close();
  });

  it('getHealth: 200 {status: ok} (liveness)', async () => {
    const res = await expectResponse('getHealth', await fetch(`${server.url}/health`));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok' });
  });

  it('getLiveness: 200 {status: ok}', async () => {
    const res = await expectResponse('getLiveness', await fetch(`${server.url}/health/live`));
    expect(res.body).to.deep.equal({ status: 'ok' });
  });

  it('gives every response its own Request-Id', async function () {
    skipViaPrism(this);
    const a = await fetch(`${server.url}/health`);
    const b = await fetch(`${server.url}/nowhere`);
    const ids = [a.headers.get('request-id'), b.headers.get('request-id')];
    for (const id of ids) expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).to.not.equal(ids[1]);
  });

  it('answers an unknown path with a 404 problem whose type is a docs URL', async function () {
    skipViaPrism(this);
    const res = await fetch(`${server.url}/v1/data-engine/nothing-here`);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).to.include({ type: `${server.config.docsUrl}/errors/not-found`, title: 'Not Found', status: 404, instance: '/v1/data-engine/nothing-here' });
    expect(body.requestId).to.equal(res.headers.get('request-id'));
  });

  it('answers an unsupported method with 405 and Allow', async function () {
    skipViaPrism(this);
    const res = await fetch(`${server.url}/health`, { method: 'DELETE' });
    expect(res.status).to.equal(405);
    expect(res.headers.get('allow')).to.contain('GET');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.type).to.equal(`${server.config.docsUrl}/errors/method-not-allowed`);
  });

  describe('request validation, after authentication (createBatch, listBatches)', () => {
    it('rejects malformed JSON with 400 and code invalid_json', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/v1/data-engine/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"externalReference": ',
      });
      const checked = await expectResponse('createBatch', res);
      expect(checked.status).to.equal(400);
      expect(checked.body.errors[0]).to.include({ pointer: '', code: 'invalid_json' });
    });

    it('rejects an unsupported Content-Type with 415', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/v1/data-engine/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'text/plain' },
        body: 'hello',
      });
      const checked = await expectResponse('createBatch', res);
      expect(checked.status).to.equal(415);
    });

    it('rejects a JSON body over 1 MiB with 413 before reading it', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/v1/data-engine/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ externalReference: 'x', metadata: { a: 'b'.repeat(1024 * 1024) } }),
      });
      const checked = await expectResponse('createBatch', res);
      expect(checked.status).to.equal(413);
    });

    it('names every invalid field with a JSON Pointer and a code (422)', async function () {
      skipViaPrism(this);
      const metadata = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
      const res = await fetch(`${server.url}/v1/data-engine/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ externalReference: '', metadata, colour: 'blue' }),
      });
      const checked = await expectResponse('createBatch', res);
      expect(checked.status).to.equal(422);
      const errors = checked.body.errors as { pointer: string; code: string }[];
      expect(errors).to.deep.include.members([
        { pointer: '/colour', code: 'unknown_field', detail: 'is not a known field' },
      ]);
      expect(errors.map((e) => [e.pointer, e.code])).to.deep.include.members([
        ['/externalReference', 'too_short'],
        ['/metadata', 'too_many_properties'],
      ]);
    });

    it('rejects a bad query parameter with 422 and pointer /query/<name>', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/v1/data-engine/batches?limit=0&status=done`, { headers: auth });
      const checked = await expectResponse('listBatches', res);
      expect(checked.status).to.equal(422);
      expect(checked.body.errors.map((e: { pointer: string; code: string }) => [e.pointer, e.code])).to.deep.include.members([
        ['/query/limit', 'out_of_range'],
        ['/query/status', 'invalid_value'],
      ]);
    });

    it('answers a non-UUID path ID with 404', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/v1/data-engine/batches/not-a-uuid`, { headers: auth });
      const checked = await expectResponse('getBatch', res);
      expect(checked.status).to.equal(404);
    });
  });
});
