/**
 * The Batches and Documents use cases through their own API (BatchService) over the real
 * repositories of the suite's database, with the work queue finishing documents in-process: the
 * errors a handler turns into problem responses (slug, detail, field errors), paging of documents
 * and entities, results once a batch completed, live processing, and uploads.
 * test/http/batches.test.ts checks the same over HTTP against the spec.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Schemas } from '../../generated/openapi.js';
import { sha256Base64 } from '../../server/domain/batches.js';
import { BatchService, type Caller } from '../../server/domain/batch-service.js';
import { fixtureEntities, type Entity } from '../../server/domain/processing.js';
import { AppError } from '../../server/errors.js';
import { batchRepository } from '../../server/storage/batch-repository.js';
import { identityRepository } from '../../server/storage/identity-repository.js';
import { workQueue } from '../../server/storage/work-queue.js';
import { entityRows } from '../../server/worker/entity-rows.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

const NOTE = 'HISTORY: hypertension. Denies chest pain. Mother had breast cancer. Metoprolol. HbA1c. Appendectomy. Penicillin.';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected an AppError');
}

describe(`batch service (module API, ${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  let service: BatchService;
  let test: Caller;
  let live: Caller;
  let liveOff: Caller;
  let clock = new Date();

  async function org(liveProcessing: boolean): Promise<string> {
    const id = randomUUID();
    await identityRepository(database.db).insertOrganization({ id, name: `org ${id}`, liveProcessing, suspended: false, allowedIps: [], createdAt: new Date().toISOString() });
    return id;
  }

  const doc = (ref: string, extra: Partial<Schemas['DocumentCreate']['documents'][number]> = {}) => ({ externalReference: ref, mediaType: 'text/plain' as const, content: NOTE, ...extra });

  async function batchWith(caller: Caller, documents: Schemas['DocumentCreate']['documents']): Promise<{ batchId: string; docs: Schemas['Document'][] }> {
    const batch = await service.createBatch(caller, undefined);
    const added = await service.addDocuments(caller, batch.id, { documents });
    return { batchId: batch.id, docs: added.page.data };
  }

  /** Submits the batch and finishes every document through the work queue, as a worker would. */
  async function complete(caller: Caller, batchId: string, entitiesOf: (id: string) => Entity[] = (id) => fixtureEntities(id, NOTE), fail: (ref: string) => boolean = () => false): Promise<void> {
    await service.submitBatch(caller, batchId);
    const queue = workQueue(database.db);
    for (;;) {
      const claimed = await queue.claim('test-worker', new Date(), 60_000, 100);
      if (claimed.length === 0) break;
      await queue.finish(
        'test-worker',
        claimed.map(({ document }) => ({
          document,
          outcome: fail(document.externalReference)
            ? { kind: 'failed' as const, code: 'pipeline_failed' as const, message: 'failed on purpose' }
            : { kind: 'succeeded' as const, entities: entityRows(document.id, entitiesOf(document.id)), pageCount: 1, qualityStatus: 'ok' as const, engineVersion: 'test' },
        })),
        new Date(),
      );
    }
  }

  before(async () => {
    database = await createTestDatabase();
    service = new BatchService(batchRepository(database.db), identityRepository(database.db), 3600, () => clock);
    test = { organizationId: await org(false), mode: 'test' };
    live = { organizationId: await org(true), mode: 'live' };
    liveOff = { organizationId: await org(false), mode: 'live' };
  });
  after(async () => {
    await database?.close();
  });
  beforeEach(() => {
    clock = new Date();
  });

  describe('batches', () => {
    it('a new batch is pending, of the caller\'s mode, and expires batchExpirySeconds after the clock', async () => {
      clock = new Date('2026-06-01T12:00:00.000Z');
      const b = await service.createBatch(test, { externalReference: `ref-${randomUUID()}`, metadata: { site: 'n' } });
      expect(b).to.include({ status: 'pending', liveMode: false, createdAt: '2026-06-01T12:00:00.000Z', expiresAt: '2026-06-01T13:00:00.000Z' });
      expect(b.metadata).to.deep.equal({ site: 'n' });
      expect((await service.createBatch(live, undefined)).liveMode).to.equal(true);
    });

    it('a reused externalReference is 409 external-reference-in-use, naming it and the existing batch', async () => {
      const ref = `ref-${randomUUID()}`;
      const first = await service.createBatch(test, { externalReference: ref });
      const err = await refusal(service.createBatch(test, { externalReference: ref }));
      expect(err.slug).to.equal('external-reference-in-use');
      expect(err.detail).to.equal(`A batch with externalReference "${ref}" already exists.`);
      expect(err.extras).to.deep.equal({ existingBatchId: first.id });
    });

    it('an unknown batch is 404 not-found, naming the id, for every batch operation', async () => {
      const id = randomUUID();
      for (const op of [service.getBatch(test, id), service.submitBatch(test, id), service.cancelBatch(test, id), service.deleteBatch(test, id), service.results(test, id), service.addDocuments(test, id, { documents: [doc('a')] }), service.listDocuments(test, id, { limit: 10 })]) {
        const err = await refusal(op);
        expect(err.slug).to.equal('not-found');
        expect(err.detail).to.equal(`No batch ${id} exists.`);
      }
      // another organization's batch, or the other mode's, does not exist for the caller
      const { batchId } = await batchWith(test, [doc('a')]);
      expect((await refusal(service.getBatch({ organizationId: test.organizationId, mode: 'live' }, batchId))).slug).to.equal('not-found');
      expect((await refusal(service.getBatch({ organizationId: live.organizationId, mode: 'test' }, batchId))).slug).to.equal('not-found');
    });

    it('getBatch presents the batch the caller read ahead (readAhead) for that id, and reads any other id itself', async () => {
      const { batchId } = await batchWith(test, [doc('a'), doc('b')]);
      const read = await service.getBatch(test, batchId);
      expect(read.counts).to.include({ total: 2, pending: 2 });
      // What the request read with the client (as authentication hands it over) is what is presented.
      const counts = { ...read.counts, total: 7 };
      const batch = { id: batchId, organizationId: test.organizationId, liveMode: false, status: 'cancelled' as const, externalReference: null, metadata: {}, cancellationReason: null, createdAt: read.createdAt, submittedAt: null, completedAt: null, expiresAt: read.expiresAt ?? null };
      const ahead = await service.getBatch({ ...test, readAhead: { batchId, batch: { batch, counts } } }, batchId);
      expect(ahead).to.include({ id: batchId, status: 'cancelled' });
      expect(ahead.counts.total).to.equal(7);
      // Read ahead and not found: 404, without reading again.
      expect((await refusal(service.getBatch({ ...test, readAhead: { batchId, batch: null } }, batchId))).detail).to.equal(`No batch ${batchId} exists.`);
      // A read ahead of another id is not used.
      const other = await service.getBatch({ ...test, readAhead: { batchId: randomUUID(), batch: null } }, batchId);
      expect(other).to.deep.equal(read);
    });

    it('lists batches a page at a time with a cursor that walks every batch once', async () => {
      const caller: Caller = { organizationId: await org(false), mode: 'test' };
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await service.createBatch(caller, { externalReference: `walk-${i}` })).id);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < 10; n++) {
        const { page } = await service.listBatches(caller, { limit: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.data.map((b) => b.id));
        expect(page.hasMore).to.equal(page.nextCursor !== null);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen.sort()).to.deep.equal([...ids].sort());
      const filtered = await service.listBatches(caller, { limit: 10, externalReference: 'walk-3' });
      expect(filtered.page.data.map((b) => b.id)).to.deep.equal([ids[3]]);
    });

    it('live processing: a live batch submits only when the organization has it enabled (409 live-processing-disabled)', async () => {
      const off = await batchWith(liveOff, [doc('l-1')]);
      const err = await refusal(service.submitBatch(liveOff, off.batchId));
      expect(err.slug).to.equal('live-processing-disabled');
      expect((await service.getBatch(liveOff, off.batchId)).status).to.equal('pending');
      const on = await batchWith(live, [doc('l-1')]);
      expect((await service.submitBatch(live, on.batchId)).status).to.equal('processing');
      // test batches never need it
      const t = await batchWith(test, [doc('t-1')]);
      expect((await service.submitBatch(test, t.batchId)).status).to.equal('processing');
      // an organization that does not exist (deleted under a live client) has it disabled
      const gone: Caller = { organizationId: randomUUID(), mode: 'live' };
      expect((await refusal(service.submitBatch(gone, on.batchId))).slug).to.equal('not-found');
    });
  });

  describe('addDocuments', () => {
    it('creates documents (201), then answers the same request with the same documents (200), each page complete', async () => {
      const batch = await service.createBatch(test, undefined);
      const input = { documents: [doc('a', { filename: 'a.txt', patient: { externalId: 'MRN-1' }, encounter: { externalId: 'E-1' } as never, metadata: { k: 'v' } }), doc('b')] };
      const created = await service.addDocuments(test, batch.id, input);
      expect(created.status).to.equal(201);
      expect(created.page).to.include({ object: 'list', hasMore: false, nextCursor: null });
      expect(created.page.data.map((d) => d.externalReference)).to.deep.equal(['a', 'b']);
      expect(created.page.data[0]).to.deep.include({ metadata: { k: 'v' }, encounter: { externalId: 'E-1' } });
      expect(created.page.data[0]!.patient).to.deep.equal({ externalId: 'MRN-1' });
      expect(created.page.data[1]).to.deep.include({ patient: null, encounter: null, metadata: {} });
      const replay = await service.addDocuments(test, batch.id, input);
      expect(replay.status).to.equal(200);
      expect(replay.page).to.include({ hasMore: false, nextCursor: null });
      expect(replay.page.data.map((d) => d.id)).to.deep.equal(created.page.data.map((d) => d.id));
    });

    it('refuses a repeated externalReference in one request, naming the first', async () => {
      const batch = await service.createBatch(test, undefined);
      const err = await refusal(service.addDocuments(test, batch.id, { documents: [doc('a'), doc('b'), doc('a'), doc('a')] }));
      expect(err.slug).to.equal('validation-failed');
      expect(err.extras.errors).to.deep.equal([
        { pointer: '/documents/2/externalReference', code: 'duplicate_value', detail: 'repeats /documents/0/externalReference' },
        { pointer: '/documents/3/externalReference', code: 'duplicate_value', detail: 'repeats /documents/0/externalReference' },
      ]);
      expect((await service.listDocuments(test, batch.id, { limit: 10 })).page.data).to.deep.equal([]);
    });

    it('refuses inline content that is not text/plain, over 1 MiB, or of another size than byteSize', async () => {
      const batch = await service.createBatch(test, undefined);
      const err = await refusal(service.addDocuments(test, batch.id, {
        documents: [
          { externalReference: 'pdf', mediaType: 'application/pdf', content: 'x' },
          doc('big', { content: 'x'.repeat(1024 * 1024 + 1) }),
          doc('size', { content: 'é', byteSize: 1 }),
          doc('ok', { content: 'é', byteSize: 2 }),
        ],
      }));
      expect(err.extras.errors).to.deep.equal([
        { pointer: '/documents/0/content', code: 'content_not_allowed', detail: 'Inline content is only allowed for text/plain documents; upload PDFs with PUT .../content.' },
        { pointer: '/documents/1/content', code: 'payload_too_large', detail: 'Inline content is limited to 1 MiB; upload larger documents with PUT .../content.' },
        { pointer: '/documents/2/byteSize', code: 'byte_size_mismatch', detail: 'The inline content is 2 bytes as UTF-8.' },
      ]);
      const fine = await service.addDocuments(test, batch.id, { documents: [doc('ok', { content: 'é', byteSize: 2 }), doc('exact', { content: 'x'.repeat(1024 * 1024) })] });
      expect(fine.status).to.equal(201);
    });

    it('a batch that is not pending takes no documents (409 invalid-state); a different replay is 409 replay-mismatch', async () => {
      const { batchId } = await batchWith(test, [doc('a')]);
      const mismatch = await refusal(service.addDocuments(test, batchId, { documents: [doc('a', { content: 'other' })] }));
      expect(mismatch.slug).to.equal('replay-mismatch');
      expect(mismatch.extras.errors).to.have.length(1);
      expect(mismatch.extras.errors![0]).to.include({ pointer: '/documents/0/externalReference', code: 'replay_mismatch' });
      await service.cancelBatch(test, batchId);
      const err = await refusal(service.addDocuments(test, batchId, { documents: [doc('b')] }));
      expect(err.slug).to.equal('invalid-state');
      expect(err.detail).to.be.a('string').and.not.equal('');
    });
  });

  describe('documents', () => {
    it('pages documents in request order with a cursor, and filters by status', async () => {
      const refs = ['d0', 'd1', 'd2', 'd3', 'd4'];
      const { batchId, docs } = await batchWith(test, [...refs.map((r) => doc(r)), { externalReference: 'later', mediaType: 'application/pdf', byteSize: 3 }]);
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < 10; n++) {
        const { page } = await service.listDocuments(test, batchId, { limit: 2, ...(cursor ? { cursor } : {}) });
        seen.push(...page.data.map((d) => d.externalReference));
        expect(page.hasMore).to.equal(page.nextCursor !== null);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen).to.deep.equal([...refs, 'later']);
      const waiting = await service.listDocuments(test, batchId, { limit: 10, status: 'awaiting_upload' });
      expect(waiting.page.data.map((d) => d.id)).to.deep.equal([docs[5]!.id]);
      const first = await service.listDocuments(test, batchId, { limit: 1, status: 'pending' });
      expect(first.page.hasMore).to.equal(true);
      const second = await service.listDocuments(test, batchId, { limit: 1, status: 'pending', cursor: first.page.nextCursor! });
      expect(second.page.data.map((d) => d.externalReference)).to.deep.equal(['d1']);
      // a cursor is tied to its filters
      expect((await refusal(service.listDocuments(test, batchId, { limit: 1, cursor: first.page.nextCursor! }))).slug).to.equal('validation-failed');
    });

    it('an unknown document is 404 not-found naming it and the batch', async () => {
      const { batchId } = await batchWith(test, [doc('a')]);
      const id = randomUUID();
      for (const op of [service.getDocument(test, batchId, id), service.listEntities(test, batchId, id, { limit: 10 }), service.succeededDocument(test, batchId, id), service.checkUpload(test, batchId, id, 'text/plain')]) {
        const err = await refusal(op);
        expect(err.slug).to.equal('not-found');
        expect(err.detail).to.equal(`No document ${id} exists in batch ${batchId}.`);
      }
    });

    it('uploads: 415 for another media type than the document\'s, 409 for different bytes, 422 for another size than byteSize', async () => {
      const { batchId, docs } = await batchWith(test, [
        { externalReference: 'pdf', mediaType: 'application/pdf' },
        { externalReference: 'sized', mediaType: 'text/plain', byteSize: 3 },
      ]);
      const [pdf, sized] = docs as [Schemas['Document'], Schemas['Document']];
      const wrongType = await refusal(service.checkUpload(test, batchId, pdf.id, 'text/plain'));
      expect(wrongType.slug).to.equal('unsupported-media-type');
      expect(wrongType.detail).to.equal("The document's mediaType is application/pdf; send application/pdf or application/octet-stream.");
      expect((await service.checkUpload(test, batchId, pdf.id, 'application/octet-stream')).id).to.equal(pdf.id);
      expect((await service.checkUpload(test, batchId, pdf.id, 'application/pdf')).id).to.equal(pdf.id);

      const bytes = new TextEncoder().encode('%PDF');
      expect((await service.storeContent(test, batchId, pdf.id, bytes, sha256Base64(bytes))).status).to.equal('pending');
      expect((await service.storeContent(test, batchId, pdf.id, bytes, sha256Base64(bytes))).status, 'the same bytes again').to.equal('pending');
      const other = new TextEncoder().encode('%PDX');
      const conflict = await refusal(service.storeContent(test, batchId, pdf.id, other, sha256Base64(other)));
      expect(conflict.slug).to.equal('content-conflict');

      const four = new TextEncoder().encode('abcd');
      const size = await refusal(service.storeContent(test, batchId, sized.id, four, sha256Base64(four)));
      expect(size.slug).to.equal('validation-failed');
      expect(size.extras.errors).to.have.length(1);
      expect(size.extras.errors![0]).to.include({ pointer: '', code: 'byte_size_mismatch' });

      // the repository's own refusals come through as they are
      const missing = await refusal(service.storeContent(test, batchId, randomUUID(), four, sha256Base64(four)));
      expect(missing.slug).to.equal('not-found');
      await service.cancelBatch(test, batchId);
      const three = new TextEncoder().encode('abc');
      const closed = await refusal(service.storeContent(test, batchId, sized.id, three, sha256Base64(three)));
      expect(closed.slug).to.equal('invalid-state');
    });
  });

  describe('results and entities', () => {
    it('results: 409 before the batch completed; then one line per document in order, entities only for succeeded ones', async () => {
      const { batchId, docs } = await batchWith(test, [doc('r-1'), doc('r-fail'), doc('r-3')]);
      const early = await refusal(service.results(test, batchId));
      expect(early.slug).to.equal('invalid-state');
      expect(early.detail).to.equal('Results are available once the batch is completed; it is pending.');
      await complete(test, batchId, undefined, (ref) => ref === 'r-fail');
      const lines: Schemas['ResultLine'][] = [];
      for await (const line of await service.results(test, batchId)) lines.push(line);
      expect(lines.map((l) => [l.documentId, l.externalReference, l.status, l.entities.length])).to.deep.equal([
        [docs[0]!.id, 'r-1', 'succeeded', 7],
        [docs[1]!.id, 'r-fail', 'failed', 0],
        [docs[2]!.id, 'r-3', 'succeeded', 7],
      ]);
      expect(lines[0]!.entities).to.deep.equal(fixtureEntities(docs[0]!.id, NOTE));
    });

    it('listEntities: 409 before the document succeeded; pages in order with a cursor; filters by type', async () => {
      const { batchId, docs } = await batchWith(test, [doc('e-1'), doc('e-fail')]);
      const id = docs[0]!.id;
      const early = await refusal(service.listEntities(test, batchId, id, { limit: 10 }));
      expect(early.slug).to.equal('invalid-state');
      expect(early.detail).to.equal('Entities are available once the document has succeeded; it is pending.');
      await complete(test, batchId, undefined, (ref) => ref === 'e-fail');
      const failed = await refusal(service.listEntities(test, batchId, docs[1]!.id, { limit: 10 }));
      expect(failed.detail).to.equal('Entities are available once the document has succeeded; it is failed.');
      const all: Entity[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < 10; n++) {
        const { page } = await service.listEntities(test, batchId, id, { limit: 3, ...(cursor ? { cursor } : {}) });
        expect(page.object).to.equal('list');
        all.push(...page.data);
        expect(page.hasMore).to.equal(page.nextCursor !== null);
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(all).to.deep.equal(fixtureEntities(id, NOTE));
      const conditions = await service.listEntities(test, batchId, id, { limit: 2, type: 'Condition' });
      expect(conditions.page.data.map((e) => e.type)).to.deep.equal(['Condition', 'Condition']);
      const rest = await service.listEntities(test, batchId, id, { limit: 2, type: 'Condition', cursor: conditions.page.nextCursor! });
      expect(rest.page.data.map((e) => e.type)).to.deep.equal(['Condition']);
      expect(rest.page.nextCursor).to.equal(null);
    });

    it('succeededDocument: 409 before success; then every entity in order, over more than one page of the repository', async () => {
      const many = (id: string): Entity[] => {
        const base = fixtureEntities(id, NOTE)[0]!;
        return Array.from({ length: 2001 }, (_, i) => ({ ...base, id: `ent_${String(i).padStart(20, '0')}` }));
      };
      const { batchId, docs } = await batchWith(test, [doc('s-1')]);
      const id = docs[0]!.id;
      const early = await refusal(service.succeededDocument(test, batchId, id));
      expect(early.slug).to.equal('invalid-state');
      expect(early.detail).to.equal("The document's results are available once it has succeeded; it is pending.");
      await complete(test, batchId, many);
      const { document, entities } = await service.succeededDocument(test, batchId, id);
      expect(document.id).to.equal(id);
      expect(entities.map((e) => e.id)).to.deep.equal(many(id).map((e) => e.id));
    });
  });
});
