/**
 * Batches and documents through HTTP (test mode): create, list, get with ETag/304, the transition
 * table of submit/cancel/delete, add-documents with replays and limits, uploads, and isolation
 * between organizations. Every response is validated against openapi.yaml.
 */
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { admin, authenticated } from '../helpers/auth.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';

describe('batches and documents (HTTP, test mode)', () => {
  let server: TestServer;
  let h: Record<string, string>;
  let other: Record<string, string>;
  const api = (path: string) => `${server.url}/v1/data-engine${path}`;
  const json = (headers: Record<string, string>, body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const createBatch = async (body: unknown = {}) => (await expectResponse('createBatch', await fetch(api('/batches'), json(h, body)))).body;
  const addDocs = (batchId: string, documents: unknown[], headers = h) => fetch(api(`/batches/${batchId}/documents`), json(headers, { documents }));
  const textDoc = (ref: string, content = 'Patient denies chest pain. History of hypertension.') => ({ externalReference: ref, mediaType: 'text/plain', content });

  before(async () => {
    server = await startTestServer();
    h = (await authenticated(server, 'test')).headers;
    other = (await authenticated(server, 'test')).headers;
  });
  after(async () => {
    await server?.close();
  });

  describe('createBatch', () => {
    it('creates a pending test-mode batch with zero counts, Location and an expiry', async () => {
      const res = await expectResponse('createBatch', await fetch(api('/batches'), json(h, { externalReference: 'cb-1', metadata: { site: 'north' } })));
      expect(res.status).to.equal(201);
      expect(res.body).to.include({ object: 'data_engine.batch', status: 'pending', liveMode: false, externalReference: 'cb-1', cancellationReason: null });
      expect(res.body.counts).to.deep.equal({ total: 0, awaitingUpload: 0, pending: 0, queued: 0, processing: 0, succeeded: 0, failed: 0, cancelled: 0 });
      expect(res.headers.get('location')).to.equal(`${server.config.publicBaseUrl}/v1/data-engine/batches/${res.body.id}`);
      expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).to.equal(86400 * 1000);
    });

    it('accepts an empty body', async () => {
      const res = await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }));
      expect(res.status).to.equal(201);
      expect(res.body.externalReference).to.equal(null);
    });

    it('answers 409 with existingBatchId for a reused externalReference, also under concurrency', async () => {
      const results = await Promise.all([1, 2, 3].map(() => fetch(api('/batches'), json(h, { externalReference: 'dup-ref' }))));
      const checked = await Promise.all(results.map((r) => expectResponse('createBatch', r)));
      const created = checked.filter((r) => r.status === 201);
      const conflicts = checked.filter((r) => r.status === 409);
      expect(created).to.have.length(1);
      expect(conflicts).to.have.length(2);
      for (const c of conflicts) expect(c.body.existingBatchId).to.equal(created[0]!.body.id);
    });

    it('scopes externalReference uniqueness to the organization', async () => {
      await createBatch({ externalReference: 'shared-ref' });
      const res = await expectResponse('createBatch', await fetch(api('/batches'), json(other, { externalReference: 'shared-ref' })));
      expect(res.status).to.equal(201);
    });

    it('enforces the metadata limits at and just over the bound (422 with pointers)', async function () {
      skipViaPrism(this);
      const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(500)]));
      expect((await expectResponse('createBatch', await fetch(api('/batches'), json(h, { metadata: twenty })))).status).to.equal(201);
      const res = await expectResponse('createBatch', await fetch(api('/batches'), json(h, { metadata: { ...twenty, k0: 'v'.repeat(501) } })));
      expect(res.status).to.equal(422);
      expect(res.body.errors).to.deep.include({ pointer: '/metadata/k0', code: 'too_long', detail: 'must NOT have more than 500 characters' });
    });
  });

  describe('listBatches', () => {
    it('walks every page once, in creation order, with Link and nextCursor', async () => {
      const fresh = (await authenticated(server, 'test')).headers;
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await expectResponse('createBatch', await fetch(api('/batches'), json(fresh, { externalReference: `p-${i}` })))).body.id);
      const seen: string[] = [];
      let url: string | null = api('/batches?limit=3');
      while (url) {
        const page: any = await expectResponse('listBatches', await fetch(url, { headers: fresh }));
        seen.push(...page.body.data.map((b: { id: string }) => b.id));
        const link = page.headers.get('link');
        if (page.body.hasMore) {
          expect(link).to.match(/^<.+>; rel="next"$/);
          url = /^<(.+)>/.exec(link!)![1]!;
          expect(url).to.contain(`cursor=${page.body.nextCursor}`);
        } else {
          expect(link).to.equal(null);
          expect(page.body.nextCursor).to.equal(null);
          url = null;
        }
      }
      expect(seen).to.deep.equal(ids);
    });

    it('walks with no duplicates or gaps while other batches are created concurrently', async () => {
      const fresh = (await authenticated(server, 'test')).headers;
      const before: string[] = [];
      for (let i = 0; i < 12; i++) before.push((await expectResponse('createBatch', await fetch(api('/batches'), json(fresh, {})))).body.id);
      const seen: string[] = [];
      let url: string | null = api('/batches?limit=4');
      let inserted = 0;
      while (url) {
        const pageUrl: string = url;
        const [page] = (await Promise.all([
          fetch(pageUrl, { headers: fresh }).then((r) => expectResponse('listBatches', r)),
          fetch(api('/batches'), json(fresh, {})).then(() => inserted++),
        ])) as [CheckedResponse, number];
        seen.push(...page.body.data.map((b: { id: string }) => b.id));
        url = page.body.hasMore ? /^<(.+)>/.exec(page.headers.get('link')!)![1]! : null;
      }
      expect(new Set(seen).size, 'no duplicates').to.equal(seen.length);
      expect(seen.slice(0, before.length), 'every batch that existed before the walk, in order').to.deep.equal(before);
      expect(inserted).to.be.greaterThan(0);
    });

    it('filters by status and externalReference, and rejects a cursor used with other filters', async () => {
      const b = await createBatch({ externalReference: 'filter-me' });
      const byRef = await expectResponse('listBatches', await fetch(api('/batches?externalReference=filter-me'), { headers: h }));
      expect(byRef.body.data.map((x: { id: string }) => x.id)).to.deep.equal([b.id]);
      const cancelled = await expectResponse('listBatches', await fetch(api('/batches?status=cancelled'), { headers: h }));
      expect(cancelled.body.data.every((x: { status: string }) => x.status === 'cancelled')).to.equal(true);
      const first = await expectResponse('listBatches', await fetch(api('/batches?limit=1'), { headers: h }));
      const res = await expectResponse('listBatches', await fetch(api(`/batches?limit=1&status=pending&cursor=${first.body.nextCursor}`), { headers: h }));
      expect(res.status).to.equal(422);
      expect(res.body.errors[0]).to.include({ pointer: '/query/cursor', code: 'invalid_cursor' });
    });

    it('accepts limit 1 and 100 and rejects 0 and 101', async function () {
      skipViaPrism(this);
      for (const limit of [1, 100]) expect((await expectResponse('listBatches', await fetch(api(`/batches?limit=${limit}`), { headers: h }))).status).to.equal(200);
      for (const limit of [0, 101]) expect((await expectResponse('listBatches', await fetch(api(`/batches?limit=${limit}`), { headers: h }))).status).to.equal(422);
    });
  });

  describe('getBatch', () => {
    it('returns a weak ETag and answers 304 to If-None-Match while unchanged', async () => {
      const b = await createBatch();
      const first = await expectResponse('getBatch', await fetch(api(`/batches/${b.id}`), { headers: h }));
      const etag = first.headers.get('etag')!;
      expect(etag).to.match(/^W\/".+"$/);
      expect(first.headers.get('retry-after')).to.equal(null);
      const again = await expectResponse('getBatch', await fetch(api(`/batches/${b.id}`), { headers: { ...h, 'if-none-match': etag } }));
      expect(again.status).to.equal(304);
      expect(again.headers.get('etag')).to.equal(etag);
      await addDocs(b.id, [textDoc('e-1')]);
      const changed = await expectResponse('getBatch', await fetch(api(`/batches/${b.id}`), { headers: { ...h, 'if-none-match': etag } }));
      expect(changed.status).to.equal(200);
      expect(changed.body.counts).to.include({ total: 1, pending: 1 });
    });

    it('sends Retry-After: 10 while processing', async () => {
      const b = await createBatch();
      await addDocs(b.id, [textDoc('r-1')]);
      await expectResponse('submitBatch', await fetch(api(`/batches/${b.id}/submit`), { method: 'POST', headers: h }));
      // This test server runs no workers, so the batch stays processing.
      const res = await expectResponse('getBatch', await fetch(api(`/batches/${b.id}`), { headers: h }));
      expect(res.body.status).to.equal('processing');
      expect(res.headers.get('retry-after')).to.equal('10');
    });

    it('answers 404 for an unknown id, a non-UUID id, and another organization\'s batch', async function () {
      skipViaPrism(this);
      const b = await createBatch();
      for (const [id, headers] of [[randomUUID(), h], ['nope', h], [b.id, other]] as const) {
        const res = await expectResponse('getBatch', await fetch(api(`/batches/${id}`), { headers }));
        expect(res.status, String(id)).to.equal(404);
      }
    });
  });

  describe('transition table', () => {
    const post = (id: string, action: 'submit' | 'cancel') => fetch(api(`/batches/${id}/${action}`), { method: 'POST', headers: h });
    const del = (id: string) => fetch(api(`/batches/${id}`), { method: 'DELETE', headers: h });

    it('pending: submit needs a document and no awaiting_upload; cancel works; delete is 409', async () => {
      const empty = await createBatch();
      expect((await expectResponse('submitBatch', await post(empty.id, 'submit'))).status).to.equal(409);
      const waiting = await createBatch();
      await addDocs(waiting.id, [{ externalReference: 'u-1', mediaType: 'application/pdf' }]);
      const r = await expectResponse('submitBatch', await post(waiting.id, 'submit'));
      expect(r.status).to.equal(409);
      expect(r.body.type).to.match(/\/errors\/invalid-state$/);
      expect((await expectResponse('deleteBatch', await del(waiting.id))).status).to.equal(409);
      const c = await expectResponse('cancelBatch', await post(waiting.id, 'cancel'));
      expect(c.status).to.equal(200);
      expect(c.body).to.include({ status: 'cancelled', cancellationReason: 'requested' });
      expect(c.body.counts).to.include({ total: 1, cancelled: 1, awaitingUpload: 0 });
    });

    it('cancelled: cancel again is 200 with no change; submit is 409; delete is 204, twice', async () => {
      const b = await createBatch();
      const first = await expectResponse('cancelBatch', await post(b.id, 'cancel'));
      const second = await expectResponse('cancelBatch', await post(b.id, 'cancel'));
      expect(second.status).to.equal(200);
      expect(second.body).to.deep.equal(first.body);
      expect((await expectResponse('submitBatch', await post(b.id, 'submit'))).status).to.equal(409);
      expect((await expectResponse('deleteBatch', await del(b.id))).status).to.equal(204);
      expect((await expectResponse('deleteBatch', await del(b.id))).status).to.equal(204);
      expect((await expectResponse('getBatch', await fetch(api(`/batches/${b.id}`), { headers: h }))).status).to.equal(404);
      expect((await expectResponse('cancelBatch', await post(b.id, 'cancel'))).status).to.equal(404);
    });

    it('delete keeps the final counts in the usage record (admin usage --org)', async () => {
      const who = await authenticated(server, 'test');
      const create = await expectResponse('createBatch', await fetch(api('/batches'), json(who.headers, {})));
      const id = create.body.id;
      await addDocs(id, [textDoc('use-1'), textDoc('use-2')], who.headers);
      await fetch(api(`/batches/${id}/cancel`), { method: 'POST', headers: who.headers });
      expect((await expectResponse('deleteBatch', await fetch(api(`/batches/${id}`), { method: 'DELETE', headers: who.headers }))).status).to.equal(204);
      const usage = await admin(server, ['usage', '--org', who.client.orgId]);
      expect(usage.organizationId).to.equal(who.client.orgId);
      const row = usage.batches.find((b: { batchId: string }) => b.batchId === id);
      expect(row).to.include({ status: 'cancelled', liveMode: false });
      expect(row.deletedAt).to.be.a('string');
      expect(row.counts).to.include({ total: 2, cancelled: 2 });
      expect(usage.totals.all).to.include({ batches: 1, documents: 2, cancelled: 2 });
      const list = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${id}/documents`), { headers: who.headers }));
      expect(list.status).to.equal(404);
    });

    it('processing: submit again is 200 with no change; cancel and delete are 409', async () => {
      const b = await createBatch();
      await addDocs(b.id, [textDoc('s-1')]);
      const s1 = await expectResponse('submitBatch', await post(b.id, 'submit'));
      expect(s1.status).to.equal(200);
      expect(s1.body.status).to.equal('processing');
      expect(s1.body.submittedAt).to.be.a('string');
      expect(s1.body.expiresAt).to.equal(null);
      const s2 = await expectResponse('submitBatch', await post(b.id, 'submit'));
      expect(s2.status).to.equal(200);
      expect((await expectResponse('cancelBatch', await post(b.id, 'cancel'))).status).to.equal(409);
      expect((await expectResponse('deleteBatch', await del(b.id))).status).to.equal(409);
    });

    it('another organization gets 404 for submit, cancel and delete', async () => {
      const b = await createBatch();
      for (const [op, res] of [
        ['submitBatch', await fetch(api(`/batches/${b.id}/submit`), { method: 'POST', headers: other })],
        ['cancelBatch', await fetch(api(`/batches/${b.id}/cancel`), { method: 'POST', headers: other })],
        ['deleteBatch', await fetch(api(`/batches/${b.id}`), { method: 'DELETE', headers: other })],
      ] as const) {
        expect((await expectResponse(op, res)).status, op).to.equal(404);
      }
    });
  });

  describe('createBatchDocuments', () => {
    it('creates documents in request order: inline pending, declared awaiting_upload', async () => {
      const b = await createBatch();
      const res = await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('a'), { externalReference: 'b', mediaType: 'application/pdf', byteSize: 10 }]));
      expect(res.status).to.equal(201);
      expect(res.body.data.map((d: { externalReference: string; status: string }) => [d.externalReference, d.status])).to.deep.equal([
        ['a', 'pending'],
        ['b', 'awaiting_upload'],
      ]);
    });

    it('answers a replay with 200 and the same documents; a mismatching replay with 409 and writes nothing', async () => {
      const b = await createBatch();
      const docs = [textDoc('x1'), textDoc('x2', 'Other note.')];
      const created = await expectResponse('createBatchDocuments', await addDocs(b.id, docs));
      const replay = await expectResponse('createBatchDocuments', await addDocs(b.id, docs));
      expect(replay.status).to.equal(200);
      expect(replay.body.data.map((d: { id: string }) => d.id)).to.deep.equal(created.body.data.map((d: { id: string }) => d.id));
      const mismatch = await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('x1', 'changed'), textDoc('x2', 'Other note.')]));
      expect(mismatch.status).to.equal(409);
      expect(mismatch.body.errors[0]).to.include({ pointer: '/documents/0/externalReference', code: 'replay_mismatch' });
      const mixed = await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('x1'), textDoc('x3')]));
      expect(mixed.status).to.equal(409);
      const list = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${b.id}/documents`), { headers: h }));
      expect(list.body.data).to.have.length(2);
    });

    it('treats parallel identical requests as one create and replays', async () => {
      const b = await createBatch();
      const docs = [textDoc('par-1'), textDoc('par-2')];
      const results = await Promise.all([1, 2, 3].map(() => addDocs(b.id, docs)));
      const statuses = (await Promise.all(results.map((r) => expectResponse('createBatchDocuments', r)))).map((r) => r.status).sort();
      expect(statuses).to.deep.equal([200, 200, 201]);
    });

    it('is atomic: one invalid document writes none', async () => {
      const b = await createBatch();
      const res = await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('ok'), { externalReference: 'bad', mediaType: 'application/pdf', content: 'inline pdf' }]));
      expect(res.status).to.equal(422);
      expect(res.body.errors[0]).to.include({ pointer: '/documents/1/content', code: 'content_not_allowed' });
      const list = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${b.id}/documents`), { headers: h }));
      expect(list.body.data).to.have.length(0);
    });

    it('limits: 100 documents pass, 101 are 422; inline content of exactly 1 MiB passes, 1 MiB + 1 byte is 422 payload_too_large', async function () {
      skipViaPrism(this);
      const b = await createBatch();
      const hundred = Array.from({ length: 100 }, (_, i) => textDoc(`n-${i}`, `note ${i}`));
      expect((await expectResponse('createBatchDocuments', await addDocs(b.id, hundred))).status).to.equal(201);
      const b2 = await createBatch();
      const tooMany = await expectResponse('createBatchDocuments', await addDocs(b2.id, [...hundred, textDoc('n-100')]));
      expect(tooMany.status).to.equal(422);
      expect(tooMany.body.errors[0]).to.include({ pointer: '/documents', code: 'too_many_items' });
      const mib = 1024 * 1024;
      expect((await expectResponse('createBatchDocuments', await addDocs(b2.id, [textDoc('big', 'a'.repeat(mib))]))).status).to.equal(201);
      const over = await expectResponse('createBatchDocuments', await addDocs(b2.id, [textDoc('ok2', 'x'), textDoc('bigger', 'a'.repeat(mib + 1))]));
      expect(over.status).to.equal(422);
      expect(over.body.errors).to.deep.include({ pointer: '/documents/1/content', code: 'payload_too_large', detail: 'must NOT have more than 1048576 characters' });
      // Multi-byte characters: under the character limit but over 1 MiB as UTF-8.
      const wide = await expectResponse('createBatchDocuments', await addDocs(b2.id, [textDoc('wide', 'é'.repeat(mib / 2 + 1))]));
      expect(wide.status).to.equal(422);
      expect(wide.body.errors[0]).to.include({ pointer: '/documents/0/content', code: 'payload_too_large' });
    });

    it('answers 413 over 10 MiB and 409 for a batch that is not pending', async function () {
      skipViaPrism(this);
      const b = await createBatch();
      const big = Array.from({ length: 11 }, (_, i) => textDoc(`m-${i}`, 'a'.repeat(1000 * 1000)));
      expect((await expectResponse('createBatchDocuments', await addDocs(b.id, big))).status).to.equal(413);
      await fetch(api(`/batches/${b.id}/cancel`), { method: 'POST', headers: h });
      expect((await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('late')]))).status).to.equal(409);
    });
  });

  describe('documents: get, list, delete, upload', () => {
    it('getBatchDocument and deleteBatchDocument (pending batch only); other organizations get 404', async () => {
      const b = await createBatch();
      const [d] = (await expectResponse('createBatchDocuments', await addDocs(b.id, [textDoc('g-1')]))).body.data;
      const got = await expectResponse('getBatchDocument', await fetch(api(`/batches/${b.id}/documents/${d.id}`), { headers: h }));
      expect(got.body).to.deep.equal(d);
      expect((await expectResponse('getBatchDocument', await fetch(api(`/batches/${b.id}/documents/${d.id}`), { headers: other }))).status).to.equal(404);
      expect((await expectResponse('deleteBatchDocument', await fetch(api(`/batches/${b.id}/documents/${d.id}`), { method: 'DELETE', headers: other }))).status).to.equal(404);
      expect((await expectResponse('deleteBatchDocument', await fetch(api(`/batches/${b.id}/documents/${d.id}`), { method: 'DELETE', headers: h }))).status).to.equal(204);
      expect((await expectResponse('getBatchDocument', await fetch(api(`/batches/${b.id}/documents/${d.id}`), { headers: h }))).status).to.equal(404);
    });

    it('another organization gets 404 on every document operation, and its writes change nothing', async () => {
      const b = await createBatch();
      const [d] = (await expectResponse('createBatchDocuments', await addDocs(b.id, [{ externalReference: 'iso-1', mediaType: 'text/plain' }]))).body.data;
      const base = api(`/batches/${b.id}/documents`);
      const checks: [Parameters<typeof expectResponse>[0], Promise<Response>][] = [
        ['listBatchDocuments', fetch(base, { headers: other })],
        ['createBatchDocuments', addDocs(b.id, [textDoc('iso-2')], other)],
        ['getBatchDocument', fetch(`${base}/${d.id}`, { headers: other })],
        ['uploadDocumentContent', fetch(`${base}/${d.id}/content`, { method: 'PUT', headers: { ...other, 'content-type': 'text/plain' }, body: 'x' })],
        ['listDocumentEntities', fetch(`${base}/${d.id}/entities`, { headers: other })],
        ['getDocumentFhirBundle', fetch(`${base}/${d.id}/fhir`, { headers: other })],
        ['getBatchResults', fetch(api(`/batches/${b.id}/results`), { headers: other })],
        ['deleteBatchDocument', fetch(`${base}/${d.id}`, { method: 'DELETE', headers: other })],
      ];
      for (const [op, res] of checks) expect((await expectResponse(op, await res)).status, op).to.equal(404);
      const mine = await expectResponse('listBatchDocuments', await fetch(base, { headers: h }));
      expect(mine.body.data).to.have.length(1);
      expect(mine.body.data[0].status).to.equal('awaiting_upload');
    });

    it('uploadDocumentContent: stores bytes, replays the same bytes with 200, refuses different bytes with 409', async () => {
      const b = await createBatch();
      const pdf = Buffer.from('%PDF-1.4 not really a pdf');
      const [d] = (await expectResponse('createBatchDocuments', await addDocs(b.id, [{ externalReference: 'up-1', mediaType: 'application/pdf', byteSize: pdf.length, checksumSha256: createHash('sha256').update(pdf).digest('base64') }]))).body.data;
      const put = (body: Buffer, type = 'application/pdf') => fetch(api(`/batches/${b.id}/documents/${d.id}/content`), { method: 'PUT', headers: { ...h, 'content-type': type }, body });
      const first = await expectResponse('uploadDocumentContent', await put(pdf));
      expect(first.status, first.text).to.equal(200);
      expect(first.body).to.include({ status: 'pending', byteSize: pdf.length });
      expect((await expectResponse('uploadDocumentContent', await put(pdf, 'application/octet-stream'))).status).to.equal(200);
      const conflict = await expectResponse('uploadDocumentContent', await put(Buffer.from('%PDF-1.4 other bytes here')));
      expect(conflict.status).to.equal(409);
      expect(conflict.body.type).to.match(/\/errors\/content-conflict$/);
    });

    it('uploadDocumentContent: 415 for a media type that does not match; 422 for a size other than byteSize; 413 over 25 MiB', async function () {
      skipViaPrism(this);
      const b = await createBatch();
      const [d] = (await expectResponse('createBatchDocuments', await addDocs(b.id, [{ externalReference: 'up-2', mediaType: 'text/plain', byteSize: 5 }]))).body.data;
      const url = api(`/batches/${b.id}/documents/${d.id}/content`);
      expect((await expectResponse('uploadDocumentContent', await fetch(url, { method: 'PUT', headers: { ...h, 'content-type': 'application/pdf' }, body: 'hello' }))).status).to.equal(415);
      expect((await expectResponse('uploadDocumentContent', await fetch(url, { method: 'PUT', headers: { ...h, 'content-type': 'image/png' }, body: 'hello' }))).status).to.equal(415);
      expect((await expectResponse('uploadDocumentContent', await fetch(url, { method: 'PUT', headers: { ...h, 'content-type': 'text/plain' }, body: 'hello!' }))).status).to.equal(422);
      const big = Buffer.alloc(25 * 1024 * 1024 + 1, 97);
      expect((await expectResponse('uploadDocumentContent', await fetch(url, { method: 'PUT', headers: { ...h, 'content-type': 'text/plain' }, body: big }))).status).to.equal(413);
      const ok = await expectResponse('uploadDocumentContent', await fetch(url, { method: 'PUT', headers: { ...h, 'content-type': 'text/plain; charset=utf-8' }, body: 'hello' }));
      expect(ok.status).to.equal(200);
    });
  });
});
