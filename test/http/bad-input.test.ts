/**
 * Bad input never gets a 5xx: strict query integers, cursors checked by shape, unknown methods (405
 * with Allow), exact routes, error fields within their declared lengths, UTF-8 request bodies, and
 * requests refused by Node's HTTP parser (raw sockets) as problem+json with a Request-Id.
 */
import { connect } from 'node:net';
import { expect } from 'chai';
import { authenticated } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';

/** Sends raw bytes on a fresh connection and resolves with everything the server sent back. */
export function rawRequest(url: string, bytes: Buffer | string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', (err) => (chunks.length ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(err)));
    socket.write(bytes);
  });
}

/** Status, headers (lower-case names) and body of a raw HTTP/1.1 response. */
export function parseRaw(raw: string): { status: number; headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
  return { status: Number(statusLine!.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

describe('bad input never gets a 5xx', () => {
  let server: TestServer;
  let h: Record<string, string>;
  const api = (path: string) => `${server.url}/v1/data-engine${path}`;

  before(async () => {
    server = await startTestServer();
    h = (await authenticated(server, 'test')).headers;
  });
  after(async () => {
    await server?.close();
  });

  describe('query integers and cursors', () => {
    for (const limit of ['Infinity', '-Infinity', '0x10', '1e1', ' 5', '5 ', '+5', '-1', '5.0', '1'.repeat(400)]) {
      it(`refuses limit=${JSON.stringify(limit.slice(0, 20))} with 422 on /query/limit`, async function () {
        skipViaPrism(this);
        const res = await expectResponse('listBatches', await fetch(api(`/batches?limit=${encodeURIComponent(limit)}`), { headers: h }));
        expect(res.status).to.equal(422);
        expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).to.include('/query/limit');
      });
    }

    it('accepts plain digits', async () => {
      const res = await expectResponse('listBatches', await fetch(api('/batches?limit=007'), { headers: h }));
      expect(res.status).to.equal(200);
    });

    const cursors = {
      null: 'null',
      number: '5',
      string: '"x"',
      array: '[1,2]',
      'k of objects': '{"k":[{},{}],"f":"x"}',
      'k with a float for an integer': '{"k":["a",1.5,"b"],"f":"x"}',
      'k with a string for an integer': '{"k":"abc"}',
      'not JSON': '{',
    };
    for (const [name, json] of Object.entries(cursors)) {
      it(`answers 422 invalid_cursor for a cursor that decodes to ${name} (batches, documents)`, async function () {
        skipViaPrism(this);
        const cursor = Buffer.from(json).toString('base64url');
        const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
        const lists = [
          ['listBatches', api(`/batches?cursor=${cursor}`)],
          ['listBatchDocuments', api(`/batches/${batch.id}/documents?cursor=${cursor}`)],
        ] as const;
        for (const [op, url] of lists) {
          const res = await expectResponse(op, await fetch(url, { headers: h }));
          expect(res.status, op).to.equal(422);
          expect(res.body.errors[0]).to.include({ pointer: '/query/cursor', code: 'invalid_cursor' });
        }
      });
    }
  });

  describe('methods and routes', () => {
    for (const method of ['TRACE', 'PATCH', 'OPTIONS', 'PUT']) {
      it(`answers ${method} on a known path with 405 problem+json and Allow`, async function () {
        skipViaPrism(this);
        const raw = parseRaw(await rawRequest(server.url, `${method} /v1/data-engine/batches HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
        expect(raw.status).to.equal(405);
        expect(raw.headers['content-type']).to.match(/^application\/problem\+json/);
        expect(raw.headers['allow']).to.include('GET').and.include('POST');
        expect(raw.headers['request-id']).to.match(/^[0-9a-f-]{36}$/);
        expect(JSON.parse(raw.body)).to.include({ status: 405 });
      });
    }

    for (const path of ['/V1/DATA-ENGINE/BATCHES', '/v1/data-engine/batches/', '/health/', '/HEALTH']) {
      it(`answers ${path} with 404 (routes are exact)`, async function () {
        skipViaPrism(this);
        const res = await fetch(`${server.url}${path}`, { headers: h });
        expect(res.status).to.equal(404);
        expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
      });
    }
  });

  describe('declared lengths of error fields', () => {
    it('keeps detail and instance within their maxLength for a 5,000-character batchId', async function () {
      skipViaPrism(this);
      const res = await expectResponse('getBatch', await fetch(api(`/batches/${'a'.repeat(5000)}`), { headers: h }));
      expect(res.status).to.equal(404);
    });

    it('keeps errors[].pointer within its maxLength for a 1,000-character metadata key', async function () {
      skipViaPrism(this);
      const res = await expectResponse(
        'createBatch',
        await fetch(api('/batches'), { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { ['k'.repeat(1000)]: 'v' } }) }),
      );
      expect(res.status).to.equal(422);
    });

    it('ignores an If-None-Match that could never match (over 256 characters) instead of answering an undeclared 422', async function () {
      skipViaPrism(this);
      const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
      const res = await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers: { ...h, 'if-none-match': `W/"${'x'.repeat(300)}"` } }));
      expect(res.status).to.equal(200);
    });
  });

  describe('UTF-8 request bodies', () => {
    const send = (body: Buffer, type = 'application/json') => fetch(api('/batches'), { method: 'POST', headers: { ...h, 'content-type': type }, body });

    it('refuses a JSON body that is not UTF-8 with 400 invalid_encoding and stores nothing', async function () {
      skipViaPrism(this);
      const ref = `utf8-${Date.now()}`;
      const body = Buffer.concat([Buffer.from(`{"externalReference":"${ref}`), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]);
      const res = await expectResponse('createBatch', await send(body));
      expect(res.status).to.equal(400);
      expect(res.body.errors[0]).to.include({ code: 'invalid_encoding' });
      const list = await expectResponse('listBatches', await fetch(api(`/batches?limit=100`), { headers: h }));
      expect(list.body.data.map((b: { externalReference: string | null }) => b.externalReference ?? '').filter((r: string) => r.startsWith(ref))).to.deep.equal([]);
    });

    it('refuses a Latin-1 ë in a document content with 400', async function () {
      skipViaPrism(this);
      const batch = (await expectResponse('createBatch', await send(Buffer.from('{}')))).body;
      const body = Buffer.concat([Buffer.from('{"documents":[{"externalReference":"d1","mediaType":"text/plain","content":"Zo'), Buffer.from([0xeb]), Buffer.from('"}]}')]);
      const res = await expectResponse(
        'createBatchDocuments',
        await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body }),
      );
      expect(res.status).to.equal(400);
    });

    it('keeps valid UTF-8 exactly (ë, 漢字, emoji)', async () => {
      const ref = `ë漢字😀-${Date.now()}`;
      const res = await expectResponse('createBatch', await send(Buffer.from(JSON.stringify({ externalReference: ref }))));
      expect(res.status).to.equal(201);
      expect(res.body.externalReference).to.equal(ref);
    });

    it('refuses a form body whose percent-escapes are not UTF-8 (token endpoint: invalid_request)', async function () {
      skipViaPrism(this);
      const res = await expectResponse(
        'createAccessToken',
        await fetch(`${server.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials&scope=%FF' }),
      );
      expect(res.status).to.equal(400);
      expect(res.body.error).to.equal('invalid_request');
    });
  });

  describe('413 with a lingering close (RFC 9112 §9.6)', () => {
    for (const framing of ['chunked', 'content-length'] as const) {
      it(`delivers the 413 of an oversized ${framing} upload to a client that keeps sending, then closes without a reset`, async function () {
        skipViaPrism(this);
        const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
        const docs = await fetch(api(`/batches/${batch.id}/documents`), {
          method: 'POST',
          headers: { ...h, 'content-type': 'application/json' },
          body: JSON.stringify({ documents: [{ externalReference: 'big', mediaType: 'application/pdf' }] }),
        });
        const doc = (await expectResponse('createBatchDocuments', docs)).body.data[0];
        const total = 26 * 1024 * 1024;
        const { hostname, port } = new URL(server.url);
        const result = await new Promise<{ response: string; error: string | null }>((resolve) => {
          const socket = connect(Number(port), hostname);
          const chunks: Buffer[] = [];
          let error: string | null = null;
          socket.on('data', (d: Buffer) => chunks.push(d));
          socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
          socket.on('close', () => resolve({ response: Buffer.concat(chunks).toString('latin1'), error }));
          const framingHeader = framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`;
          socket.write(
            `PUT /v1/data-engine/batches/${batch.id}/documents/${doc.id}/content HTTP/1.1\r\nHost: x\r\nAuthorization: ${h.authorization}\r\n` +
              `Content-Type: application/pdf\r\n${framingHeader}\r\n\r\n`,
          );
          const piece = Buffer.alloc(256 * 1024, 0x41);
          let sent = 0;
          const pump = () => {
            while (sent < total && !socket.destroyed) {
              sent += piece.length;
              const data = framing === 'chunked' ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
              if (!socket.write(data)) return void socket.once('drain', pump);
            }
            if (!socket.destroyed) socket.end(framing === 'chunked' ? '0\r\n\r\n' : '');
          };
          pump();
        });
        expect(result.error, 'the connection was reset').to.equal(null);
        const raw = parseRaw(result.response);
        expect(raw.status).to.equal(413);
        expect(raw.headers['connection']).to.equal('close');
        expect(JSON.parse(raw.body)).to.include({ status: 413 });
      });
    }
  });

  describe("requests refused by Node's HTTP parser (raw sockets)", () => {
    const cases: Record<string, { bytes: Buffer | string; status: number }> = {
      'a header block over 16 KiB': { bytes: `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
      'a NUL in a header': { bytes: 'GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', status: 400 },
      'an unknown method token': { bytes: 'FOO@BAR /health HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
      'HTTP/9.9': { bytes: 'GET /health HTTP/9.9\r\nHost: x\r\n\r\n', status: 400 },
      'Content-Length with Transfer-Encoding': {
        bytes: 'POST /v1/data-engine/batches HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        status: 400,
      },
      'a bad chunk size': { bytes: 'POST /v1/data-engine/batches HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n', status: 400 },
      'a raw space in the path': { bytes: 'GET /he alth HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
      'a raw 0xFF in the path': { bytes: Buffer.concat([Buffer.from('GET /he'), Buffer.from([0xff]), Buffer.from('alth HTTP/1.1\r\nHost: x\r\n\r\n')]), status: 400 },
    };
    for (const [name, { bytes, status }] of Object.entries(cases)) {
      it(`answers ${name} with ${status} problem+json and a Request-Id`, async function () {
        skipViaPrism(this);
        const raw = parseRaw(await rawRequest(server.url, bytes));
        expect(raw.status).to.equal(status);
        expect(raw.headers['content-type']).to.equal('application/problem+json');
        expect(raw.headers['request-id']).to.match(/^[0-9a-f-]{36}$/);
        const body = JSON.parse(raw.body) as Record<string, unknown>;
        expect(body).to.include({ status, requestId: raw.headers['request-id'] });
        expect(body.type).to.equal(`${server.config.docsUrl}/errors/${status === 431 ? 'header-fields-too-large' : 'invalid-request'}`);
      });
    }
  });
});
