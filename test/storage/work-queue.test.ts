/**
 * The work queue's claim order and grouped writes, through its own API (server/storage/work-queue.ts):
 * round-robin over organizations and then their batches, a batch's documents in list order, expired
 * leases first, results written once (compare-and-set on the claim), the batch completed with its
 * last document. Runs on the suite's dialect.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { FinishedDocument } from '../../server/domain/processing.js';
import { claimOrder, workQueue } from '../../server/storage/work-queue.js';
import { DocumentWorker } from '../../server/worker/document-worker.js';
import { entityRows } from '../../server/worker/entity-rows.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe(`storage: work queue (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database?.close();
  });

  async function org(): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await database.db('organizations').insert({ id, name: 'org', live_processing: true, suspended: false, allowed_ips: '[]', created_at: now, updated_at: now });
    return id;
  }

  /** A processing batch of `n` queued documents, created at `createdAt`; returns the batch id and document ids in list order. */
  async function batch(orgId: string, n: number, createdAt = new Date().toISOString()): Promise<{ id: string; docs: string[] }> {
    const id = randomUUID();
    await database.db('batches').insert({ id, organization_id: orgId, live_mode: true, status: 'processing', metadata: '{}', created_at: createdAt });
    const docs = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      batch_id: id,
      organization_id: orgId,
      live_mode: true,
      external_reference: `d-${i}`,
      ordinal: i,
      status: 'queued',
      media_type: 'text/plain',
      metadata: '{}',
      created_at: createdAt,
      queued_at: createdAt,
    }));
    await database.db.batchInsert('documents', docs, 50);
    return { id, docs: docs.map((d) => d.id) };
  }

  it('claimOrder: the organization served least recently first, then its batch claimed least recently', () => {
    const order = claimOrder([
      { id: 'a1', organizationId: 'A', claimedAt: '2026-01-01T00:00:03Z' },
      { id: 'a2', organizationId: 'A', claimedAt: null },
      { id: 'b1', organizationId: 'B', claimedAt: '2026-01-01T00:00:02Z' },
      { id: 'c1', organizationId: 'C', claimedAt: null },
    ]);
    // C was never served; B last at :02; A last at :03 (its a2 never, so a2 before a1).
    expect(order.map((b) => b.id)).to.deep.equal(['c1', 'b1', 'a2', 'a1']);
  });

  it("a small batch of another organization is served at once, not after a large one's backlog", async () => {
    const queue = workQueue(database.db);
    const big = await batch(await org(), 200, '2026-01-01T00:00:00.000Z');
    const first = await queue.claim('w1', new Date(), 60_000, 4);
    expect(first.map((c) => c.document.id)).to.deep.equal(big.docs.slice(0, 4)); // list order
    const small = await batch(await org(), 6);
    const second = await queue.claim('w1', new Date(Date.now() + 1), 60_000, 4);
    expect(second.map((c) => c.document.batchId)).to.deep.equal([small.id, small.id, small.id, small.id]);
    const third = await queue.claim('w1', new Date(Date.now() + 2), 60_000, 4);
    expect(third.every((c) => c.document.batchId === big.id)).to.equal(true);
    const fourth = await queue.claim('w1', new Date(Date.now() + 3), 60_000, 4);
    expect(fourth.map((c) => c.document.id)).to.deep.equal(small.docs.slice(4));
  });

  it("a batch whose queued documents another worker is claiming right now does not stop a claim: the next batch's are claimed", async function () {
    // Concurrent claims exist on Postgres only (SQLite has one writer).
    if (!onPostgres) this.skip();
    const queue = workQueue(database.db);
    const first = await batch(await org(), 2, '2026-01-01T00:00:00.000Z');
    const second = await batch(await org(), 2, '2026-01-01T00:00:01.000Z');
    await database.db.transaction(async (trx) => {
      // Another worker's claim in flight holds the row locks of the first batch's queued documents.
      await trx('documents').where({ batch_id: first.id }).forUpdate().select('id');
      const claimed = await queue.claim('w1', new Date(), 60_000, 4);
      expect(claimed.map((c) => c.document.id)).to.deep.equal(second.docs);
    });
    const rest = await queue.claim('w1', new Date(Date.now() + 1), 60_000, 4);
    expect(rest.map((c) => c.document.id)).to.deep.equal(first.docs);
  });

  it('takes over expired claims first, and writes a result only for the worker that holds the claim', async () => {
    const queue = workQueue(database.db);
    const b = await batch(await org(), 3);
    const t0 = new Date();
    const dead = await queue.claim('dead', t0, 1_000, 2);
    expect(dead).to.have.length(2);
    // Later than the lease: the next claim takes the two expired documents, not the queued one.
    const later = new Date(t0.getTime() + 5_000);
    const taken = await queue.claim('alive', later, 60_000, 3);
    expect(taken.map((c) => c.document.id).sort()).to.deep.equal(dead.map((c) => c.document.id).sort());
    expect(taken.every((c) => c.attempts === 2)).to.equal(true);

    const outcome = (id: string): FinishedDocument => ({
      document: taken.find((c) => c.document.id === id)!.document,
      outcome: { kind: 'succeeded', entities: entityRows(id, []), pageCount: 1, qualityStatus: 'ok', engineVersion: 'test+0' },
    });
    expect((await queue.finish('dead', dead.map((c) => outcome(c.document.id)), later)).size).to.equal(0);
    const written = await queue.finish('alive', taken.map((c) => outcome(c.document.id)), later);
    expect([...written].sort()).to.deep.equal(taken.map((c) => c.document.id).sort());
    // Written once: a second write of the same results changes nothing.
    expect((await queue.finish('alive', taken.map((c) => outcome(c.document.id)), later)).size).to.equal(0);
    expect((await database.db('batches').where({ id: b.id }).first('status')).status).to.equal('processing');
  });

  it('stores every entity of a group in order, and completes the batch with its last document', async () => {
    const queue = workQueue(database.db);
    const b = await batch(await org(), 2);
    const claims = await queue.claim('w', new Date(), 60_000, 10);
    const entity = (id: string, text: string) => ({
      object: 'data_engine.entity' as const,
      id,
      type: 'Condition' as const,
      text,
      span: { start: 0, end: text.length },
      confidence: 'high' as const,
      polarity: 'positive' as const,
      subject: 'patient' as const,
      codes: [{ system: 'http://snomed.info/sct', code: '38341003', display: 'Hypertensive disorder, systemic arterial (disorder)' }],
      attributes: { value: 8.2 },
    });
    const finished: FinishedDocument[] = [
      { document: claims[0]!.document, outcome: { kind: 'succeeded', entities: entityRows(claims[0]!.document.id, [entity('e1', 'HTN "quoted" é'), entity('e2', 'x')]), pageCount: 1, qualityStatus: 'ok', engineVersion: 'test+0' } },
      { document: claims[1]!.document, outcome: { kind: 'failed', code: 'conversion_empty', message: 'The document contains no text.' } },
    ];
    await queue.finish('w', finished, new Date());
    const rows = await database.db('entities').where({ document_id: claims[0]!.document.id }).orderBy('position').select('position', 'id', 'type', 'body', 'fhir_type');
    expect(rows.map((r) => [Number(r.position), r.id, r.type, r.fhir_type])).to.deep.equal([
      [0, 'e1', 'Condition', 'Condition'],
      [1, 'e2', 'Condition', 'Condition'],
    ]);
    // The body is exactly the JSON text the extraction thread made.
    expect(rows[0].body).to.equal(JSON.stringify(entity('e1', 'HTN "quoted" é')));
    const docs = await database.db('documents').where({ batch_id: b.id }).orderBy('ordinal').select('status', 'entity_count', 'error_code');
    expect(docs.map((d) => [d.status, d.entity_count === null ? null : Number(d.entity_count), d.error_code])).to.deep.equal([
      ['succeeded', 2, null],
      ['failed', null, 'conversion_empty'],
    ]);
    expect((await database.db('batches').where({ id: b.id }).first('status')).status).to.equal('completed');
  });

  it('a worker stopped before its documents finish gives them back to the queue at once', async () => {
    const queue = workQueue(database.db);
    const b = await batch(await org(), 3);
    await database.db('document_contents').insert(b.docs.map((id) => ({ document_id: id, bytes: Buffer.from('Hypertension.') })));
    let started = 0;
    // Extraction that never ends in time.
    const worker = new DocumentWorker(queue, { document: () => (started++, new Promise(() => undefined)) }, { processingTimeoutSeconds: 3600, pollMs: 10, concurrency: 4 });
    worker.start();
    for (let i = 0; i < 200 && started < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(started).to.equal(3);
    await worker.stop(50);
    const rows = await database.db('documents').where({ batch_id: b.id }).select('status', 'locked_by', 'attempts');
    expect(rows.map((r) => [r.status, r.locked_by, Number(r.attempts)])).to.deep.equal([
      ['queued', null, 0],
      ['queued', null, 0],
      ['queued', null, 0],
    ]);
    // Claimed again by anyone, at once (no lease to wait out).
    expect(await queue.claim('next', new Date(), 60_000, 10)).to.have.length(3);
  });

  it('results that cannot be written are given back after a bounded number of tries, the claim counted as an attempt', async () => {
    const real = workQueue(database.db);
    const queue = { ...real, finish: async () => { throw new Error('disk I/O error'); } };
    const b = await batch(await org(), 1);
    await database.db('document_contents').insert({ document_id: b.docs[0], bytes: Buffer.from('Hypertension.') });
    const worker = new DocumentWorker(queue, { document: async (job) => ({ pageCount: 1, qualityStatus: 'ok', entities: entityRows(job.documentId, []) }) }, {
      processingTimeoutSeconds: 3600,
      pollMs: 10_000,
      maxFailedWrites: 3,
      retryMs: 5,
    });
    worker.start();
    let row: { status: string; attempts: number } | undefined;
    for (let i = 0; i < 200; i++) {
      row = await database.db('documents').where({ id: b.docs[0] }).first('status', 'attempts');
      if (row?.status === 'queued' && Number(row.attempts) === 1) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await worker.stop(100);
    expect(row!.status).to.equal('queued');
    expect(Number(row!.attempts)).to.equal(1);
  });
});
