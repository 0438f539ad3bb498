/**
 * Processing end to end in test mode: submit queues documents, workers claim them atomically and
 * finish each once, the batch completes, results stream as NDJSON and entities page; magic values
 * select failures; expiry and timeouts; a worker that dies mid-document; two workers sharing a batch.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { engineVersion } from '../../server/pipeline/engine-version.js';
import { workQueue } from '../../server/storage/work-queue.js';
import { runDocumentJob } from '../../server/worker/document-job.js';
import { DocumentWorker } from '../../server/worker/document-worker.js';
import { startWorkers, type RunningWorkers } from '../../server/worker/index.js';
import { admin, authenticated, createClient, tokenFor } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const NOTE = 'HISTORY: 64-year-old man with hypertension. Denies chest pain. Mother had breast cancer.\nMEDICATIONS: Metoprolol 25 mg PO BID.';

describe('document processing (test mode)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let h: Record<string, string>;
  let workers: RunningWorkers | null = null;
  const api = (path: string) => `${server.url}/v1/data-engine${path}`;

  async function batchWith(documents: unknown[]): Promise<string> {
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
    const added = await expectResponse('createBatchDocuments', await fetch(api(`/batches/${batch.id}/documents`), {
      method: 'POST',
      headers: { ...h, 'content-type': 'application/json' },
      body: JSON.stringify({ documents }),
    }));
    expect(added.status).to.equal(201);
    return batch.id;
  }

  async function submit(batchId: string) {
    return expectResponse('submitBatch', await fetch(api(`/batches/${batchId}/submit`), { method: 'POST', headers: h }));
  }

  async function waitCompleted(batchId: string, headers: Record<string, string> = h): Promise<any> {
    for (let i = 0; i < 200; i++) {
      const b = await expectResponse('getBatch', await fetch(api(`/batches/${batchId}`), { headers }));
      if (b.body.status === 'completed') return b.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('batch did not complete');
  }

  before(async () => {
    // the processing timeout is long so that workers slow to start on a loaded machine do not fail queued
    // documents as not_processed; the timeout test below runs its own worker with a 3-second timeout
    server = await startTestServer({ BATCH_EXPIRY_SECONDS: '2', PROCESSING_TIMEOUT_SECONDS: '30' });
    h = (await authenticated(server, 'test')).headers;
  });
  afterEach(async () => {
    await workers?.stop();
    workers = null;
  });
  after(async () => {
    await server?.close();
  });

  it('processes a batch to completed; counts add up; results stream one valid line per document', async () => {
    const docs = [
      { externalReference: 'note-1', mediaType: 'text/plain', content: NOTE },
      { externalReference: 'note-2', mediaType: 'text/plain', content: 'Short note: cough.' },
      { externalReference: 'test_fail_pipeline_failed-1', mediaType: 'text/plain', content: 'x' },
    ];
    const batchId = await batchWith(docs);
    expect((await submit(batchId)).body.counts).to.include({ total: 3, queued: 3 });
    const early = await expectResponse('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers: h }));
    expect(early.status).to.equal(409);
    workers = await startWorkers(server.config, server.database.db, 2, { pollMs: 20 });
    const batch = await waitCompleted(batchId);
    expect(batch.counts).to.deep.equal({ total: 3, awaitingUpload: 0, pending: 0, queued: 0, processing: 0, succeeded: 2, failed: 1, cancelled: 0 });
    expect(batch.completedAt).to.be.a('string');

    const res = await fetch(api(`/batches/${batchId}/results`), { headers: { ...h, accept: 'application/x-ndjson' } });
    expect(res.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    const lines = (await expectResponse('getBatchResults', res)).body as any[];
    expect(lines.map((l) => [l.externalReference, l.status])).to.deep.equal([
      ['note-1', 'succeeded'],
      ['note-2', 'succeeded'],
      ['test_fail_pipeline_failed-1', 'failed'],
    ]);
    expect(lines[2].entities).to.deep.equal([]);
    const texts = [NOTE, 'Short note: cough.'];
    for (const [i, line] of lines.slice(0, 2).entries()) {
      const systems = new Set(line.entities.flatMap((e: any) => e.codes.map((c: any) => c.system)));
      expect([...systems].sort()).to.deep.equal(['http://loinc.org', 'http://snomed.info/sct', 'http://www.nlm.nih.gov/research/umls/rxnorm']);
      expect(line.entities.some((e: any) => e.polarity === 'negative')).to.equal(true);
      expect(line.entities.some((e: any) => e.subject === 'family_member')).to.equal(true);
      for (const e of line.entities) if (e.span) expect(texts[i]!.slice(e.span.start, e.span.end)).to.equal(e.text);
    }
    // A fixture spans only words that mean what its code says: a note about a cough gets no spans at
    // all, and a spanned hypertension fixture spans a wording of hypertension.
    expect(lines[1].entities.filter((e: any) => e.span)).to.deep.equal([]);
    for (const e of lines[0].entities.filter((x: any) => x.span && x.codes[0].code === '38341003')) expect(e.text).to.match(/hypertension|HTN|high blood pressure/i);
  });

  it('gives every failure path of the test-mode magic values, and the quality values', async () => {
    const codes = ['checksum_mismatch', 'content_missing', 'unsupported_content', 'conversion_empty', 'pipeline_failed', 'not_processed'];
    const docs = [
      ...codes.map((c) => ({ externalReference: `test_fail_${c}`, mediaType: 'text/plain', content: 'note' })),
      { externalReference: 'test_quality_degraded', mediaType: 'text/plain', content: 'note a' },
      { externalReference: 'test_quality_translation_failed', mediaType: 'text/plain', content: 'note b' },
      { externalReference: 'test_no_entities', mediaType: 'text/plain', content: 'note c' },
    ];
    const batchId = await batchWith(docs);
    await submit(batchId);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(batchId);
    const list = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batchId}/documents?limit=100`), { headers: h }));
    const byRef = new Map<string, any>(list.body.data.map((d: any) => [d.externalReference, d]));
    for (const c of codes) {
      const d = byRef.get(`test_fail_${c}`);
      expect(d.status, c).to.equal('failed');
      expect(d.error.code).to.equal(c);
      expect(d.result).to.equal(null);
    }
    expect(byRef.get('test_quality_degraded').result.qualityStatus).to.equal('degraded');
    expect(byRef.get('test_quality_translation_failed').result.qualityStatus).to.equal('translation_failed');
    expect(byRef.get('test_no_entities').result).to.deep.equal({ entityCount: 0, pageCount: 1, qualityStatus: 'ok', engineVersion: engineVersion() });
  });

  it('listDocumentEntities: pages, filters by type, 409 before success, 404 for another organization', async () => {
    const batchId = await batchWith([{ externalReference: 'ent-1', mediaType: 'text/plain', content: NOTE }]);
    const docs = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batchId}/documents`), { headers: h }));
    const docId = docs.body.data[0].id;
    const early = await expectResponse('listDocumentEntities', await fetch(api(`/batches/${batchId}/documents/${docId}/entities`), { headers: h }));
    expect(early.status).to.equal(409);
    await submit(batchId);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(batchId);
    const all: any[] = [];
    let url: string | null = api(`/batches/${batchId}/documents/${docId}/entities?limit=2`);
    while (url) {
      const page: any = await expectResponse('listDocumentEntities', await fetch(url, { headers: h }));
      all.push(...page.body.data);
      url = page.body.hasMore ? /^<(.+)>/.exec(page.headers.get('link')!)![1]! : null;
    }
    expect(all).to.have.length(7);
    expect(new Set(all.map((e) => e.id)).size).to.equal(7);
    const conditions = await expectResponse('listDocumentEntities', await fetch(api(`/batches/${batchId}/documents/${docId}/entities?type=Condition`), { headers: h }));
    expect(conditions.body.data.map((e: any) => e.type)).to.deep.equal(['Condition', 'Condition', 'Condition']);
    const other = (await authenticated(server, 'test')).headers;
    expect((await expectResponse('listDocumentEntities', await fetch(api(`/batches/${batchId}/documents/${docId}/entities`), { headers: other }))).status).to.equal(404);
    expect((await expectResponse('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers: other }))).status).to.equal(404);
  });

  it('getDocumentFhirBundle: a collection Bundle with the Patient (or a placeholder) and resources whose references resolve', async () => {
    const batchId = await batchWith([
      { externalReference: 'fhir-1', mediaType: 'text/plain', content: NOTE, patient: { externalId: 'MRN-1' } },
      { externalReference: 'fhir-2', mediaType: 'text/plain', content: `${NOTE} second` },
    ]);
    const docs = (await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batchId}/documents`), { headers: h }))).body.data;
    const early = await expectResponse('getDocumentFhirBundle', await fetch(api(`/batches/${batchId}/documents/${docs[0].id}/fhir`), { headers: h }));
    expect(early.status).to.equal(409);
    await submit(batchId);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(batchId);
    for (const [i, doc] of docs.entries()) {
      const res = await fetch(api(`/batches/${batchId}/documents/${doc.id}/fhir`), { headers: { ...h, accept: 'application/fhir+json' } });
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      const bundle = (await expectResponse('getDocumentFhirBundle', res)).body;
      expect(bundle).to.include({ resourceType: 'Bundle', type: 'collection' });
      const urls = new Set(bundle.entry.map((e: any) => e.fullUrl));
      const refs = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
      for (const r of refs) expect(urls.has(r.slice(13, -1)), r).to.equal(true);
      const patient = bundle.entry.find((e: any) => e.resource.resourceType === 'Patient').resource;
      if (i === 0) expect(patient.identifier[0].value).to.equal('MRN-1');
      else expect(patient.meta.tag[0].code).to.equal('placeholder-patient');
      const types = bundle.entry.map((e: any) => e.resource.resourceType);
      expect(types).to.include.members(['DocumentReference', 'Condition', 'MedicationStatement', 'Observation', 'AllergyIntolerance', 'FamilyMemberHistory']);
      const refuted = bundle.entry.filter((e: any) => e.resource.verificationStatus?.coding?.[0]?.code === 'refuted');
      expect(refuted).to.have.length(1);
    }
  });

  it('live mode: submit needs live processing enabled for the organization (409 otherwise)', async () => {
    const client = await createClient(server, { mode: 'live' });
    const live = { authorization: `Bearer ${await tokenFor(server, client)}` };
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: live }))).body;
    expect(batch.liveMode).to.equal(true);
    await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...live, 'content-type': 'application/json' }, body: JSON.stringify({ documents: [{ externalReference: 'l-1', mediaType: 'text/plain', content: NOTE }] }) });
    const refused = await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: live }));
    expect(refused.status).to.equal(409);
    expect(refused.body.type).to.match(/\/errors\/live-processing-disabled$/);
    await admin(server, ['update-org', '--org', client.orgId, '--live-processing', 'true']);
    expect((await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: live }))).status).to.equal(200);
  });

  it('live mode: extracts coded entities with the pipeline in worker threads; spans index the text', async () => {
    const client = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'] });
    const live = { authorization: `Bearer ${await tokenFor(server, client)}` };
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: live }))).body;
    await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...live, 'content-type': 'application/json' }, body: JSON.stringify({ documents: [{ externalReference: 'live-1', mediaType: 'text/plain', content: NOTE }] }) });
    await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: live }));
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    let lines: any[] = [];
    for (let i = 0; i < 300; i++) {
      const r = await fetch(api(`/batches/${batch.id}/results`), { headers: live });
      if (r.status === 200) {
        lines = (await expectResponse('getBatchResults', r)).body;
        break;
      }
      await r.arrayBuffer();
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(lines).to.have.length(1);
    const entities = lines[0].entities as any[];
    for (const e of entities) expect(NOTE.slice(e.span.start, e.span.end)).to.equal(e.text);
    const byText = new Map(entities.map((e) => [e.text.toLowerCase(), e]));
    expect(byText.get('hypertension')).to.include({ type: 'Condition', polarity: 'positive', subject: 'patient' });
    expect(byText.get('chest pain')).to.include({ type: 'Condition', polarity: 'negative' });
    expect(byText.get('breast cancer')).to.include({ subject: 'family_member' });
    expect(byText.get('metoprolol')?.codes[0]).to.include({ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '6918' });
  });

  it('live mode: a value written as a bound keeps its comparator, in the entity and in the FHIR Observation', async () => {
    const client = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'] });
    const live = { authorization: `Bearer ${await tokenFor(server, client)}` };
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: live }))).body;
    const content = 'LABS: SpO2 < 88% on room air, potassium 4.1.';
    await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...live, 'content-type': 'application/json' }, body: JSON.stringify({ documents: [{ externalReference: 'bound-1', mediaType: 'text/plain', content }] }) });
    await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: live }));
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(batch.id, live);
    const doc = (await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batch.id}/documents`), { headers: live }))).body.data[0];
    const entities = (await expectResponse('listDocumentEntities', await fetch(api(`/batches/${batch.id}/documents/${doc.id}/entities`), { headers: live }))).body.data as any[];
    expect(entities.find((e) => e.text === 'SpO2').attributes).to.include({ value: 88, unit: '%', comparator: '<' });
    expect(entities.find((e) => e.text === 'potassium').attributes).to.not.have.property('comparator');
    const bundle = (await expectResponse('getDocumentFhirBundle', await fetch(api(`/batches/${batch.id}/documents/${doc.id}/fhir`), { headers: live }))).body;
    const quantities = bundle.entry.filter((e: any) => e.resource.resourceType === 'Observation').map((e: any) => e.resource.valueQuantity);
    expect(quantities).to.deep.include({ value: 88, comparator: '<', unit: '%', system: 'http://unitsofmeasure.org', code: '%' });
  });

  it('returns the earlier document\'s entities for identical content in the same organization', async () => {
    const first = await batchWith([{ externalReference: 'same-1', mediaType: 'text/plain', content: NOTE }]);
    await submit(first);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(first);
    const second = await batchWith([{ externalReference: 'same-2', mediaType: 'text/plain', content: NOTE }]);
    await submit(second);
    await waitCompleted(second);
    const lines = async (id: string) => (await expectResponse('getBatchResults', await fetch(api(`/batches/${id}/results`), { headers: h }))).body as any[];
    expect((await lines(second))[0].entities).to.deep.equal((await lines(first))[0].entities);
  });

  it('getBatchDocument: a succeeded document names the engine that produced it; identical content reuses only results of the current engine', async () => {
    const lines = async (id: string) => (await expectResponse('getBatchResults', await fetch(api(`/batches/${id}/results`), { headers: h }))).body as any[];
    const document = async (batchId: string) => {
      const [line] = await lines(batchId);
      return (await expectResponse('getBatchDocument', await fetch(api(`/batches/${batchId}/documents/${line.documentId}`), { headers: h }))).body;
    };
    const content = `${NOTE} engine version`;
    const first = await batchWith([{ externalReference: 'engine-1', mediaType: 'text/plain', content }]);
    await submit(first);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(first);
    const firstDoc = await document(first);
    expect(firstDoc.result.engineVersion).to.equal(engineVersion());
    // the first document's stored entities are removed: a document that reuses them gets none
    await server.database.db('entities').where({ document_id: firstDoc.id }).delete();
    const reused = await batchWith([{ externalReference: 'engine-2', mediaType: 'text/plain', content }]);
    await submit(reused);
    await waitCompleted(reused);
    expect((await lines(reused))[0].entities).to.have.length(0);
    // results of another engine are not reused: the content is extracted again
    await server.database.db('documents').whereIn('id', [firstDoc.id, (await document(reused)).id]).update({ engine_version: '1+000000000000' });
    const fresh = await batchWith([{ externalReference: 'engine-3', mediaType: 'text/plain', content }]);
    await submit(fresh);
    await waitCompleted(fresh);
    expect((await lines(fresh))[0].entities.length).to.be.greaterThan(0);
    expect((await document(fresh)).result.engineVersion).to.equal(engineVersion());
  });

  it('completed: submit and cancel are 409; delete is 204, twice; then the batch is gone', async () => {
    const batchId = await batchWith([{ externalReference: 'done-1', mediaType: 'text/plain', content: 'note' }]);
    await submit(batchId);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(batchId);
    expect((await submit(batchId)).status).to.equal(409);
    expect((await expectResponse('cancelBatch', await fetch(api(`/batches/${batchId}/cancel`), { method: 'POST', headers: h }))).status).to.equal(409);
    for (let i = 0; i < 2; i++) {
      expect((await expectResponse('deleteBatch', await fetch(api(`/batches/${batchId}`), { method: 'DELETE', headers: h }))).status).to.equal(204);
    }
    expect((await expectResponse('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers: h }))).status).to.equal(404);
  });

  it('never reuses entities of identical content across organizations', async () => {
    const other = (await authenticated(server, 'test')).headers;
    const mine = await batchWith([{ externalReference: 'x-org-1', mediaType: 'text/plain', content: `${NOTE} cross-org` }]);
    await submit(mine);
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(mine);
    const theirs = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: other }))).body.id;
    await fetch(api(`/batches/${theirs}/documents`), { method: 'POST', headers: { ...other, 'content-type': 'application/json' }, body: JSON.stringify({ documents: [{ externalReference: 'x-org-2', mediaType: 'text/plain', content: `${NOTE} cross-org` }] }) });
    await fetch(api(`/batches/${theirs}/submit`), { method: 'POST', headers: other });
    let lines: any[] = [];
    for (let i = 0; i < 100 && lines.length === 0; i++) {
      const r = await fetch(api(`/batches/${theirs}/results`), { headers: other });
      if (r.status === 200) lines = (await expectResponse('getBatchResults', r)).body;
      else await new Promise((res) => setTimeout(res, 50));
    }
    const mineLines = (await expectResponse('getBatchResults', await fetch(api(`/batches/${mine}/results`), { headers: h }))).body as any[];
    const ids = (l: any[]) => l[0].entities.map((e: any) => e.id);
    expect(ids(lines)).to.have.length(7);
    expect(ids(lines)).to.not.have.members(ids(mineLines));
  });

  it('cancels a pending batch after BATCH_EXPIRY_SECONDS with reason expired', async () => {
    const batchId = await batchWith([{ externalReference: 'exp-1', mediaType: 'text/plain', content: 'note' }]);
    await new Promise((r) => setTimeout(r, 2100));
    const worker = new DocumentWorker(workQueue(server.database.db), { document: async () => { throw new Error('unused'); } }, { processingTimeoutSeconds: 3 });
    await worker.maintain(true);
    const b = await expectResponse('getBatch', await fetch(api(`/batches/${batchId}`), { headers: h }));
    expect(b.body).to.include({ status: 'cancelled', cancellationReason: 'expired' });
    expect(b.body.counts).to.include({ total: 1, cancelled: 1 });
  });

  it('a document claimed by a worker that died is taken over after the lease and finished once', async () => {
    const batchId = await batchWith([{ externalReference: 'dead-1', mediaType: 'text/plain', content: NOTE }]);
    await submit(batchId);
    const queue = workQueue(server.database.db);
    const [claim] = await queue.claim('dead-worker', new Date(), 200, 10); // this "worker" never finishes
    expect(claim).to.not.equal(undefined);
    await new Promise((r) => setTimeout(r, 250));
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    const batch = await waitCompleted(batchId);
    expect(batch.counts.succeeded).to.equal(1);
    // The dead worker's late result is refused: its claim is gone.
    const late = await queue.finish('dead-worker', [{ document: claim!.document, outcome: { kind: 'failed', code: 'pipeline_failed', message: 'late' } }], new Date());
    expect(late.size).to.equal(0);
  });

  it('two workers share a batch and finish every document exactly once', async () => {
    const docs = Array.from({ length: 40 }, (_, i) => ({ externalReference: `many-${i}`, mediaType: 'text/plain', content: `${NOTE} ${randomUUID()}` }));
    const batchId = await batchWith(docs);
    await submit(batchId);
    const base = workQueue(server.database.db);
    const finished = new Map<string, number>();
    const counting = { ...base, finish: async (...args: Parameters<typeof base.finish>) => {
      const written = await base.finish(...args);
      for (const id of written) finished.set(id, (finished.get(id) ?? 0) + 1);
      return written;
    } };
    // The real thread-side job, run inline: a test batch gets its fixture entities.
    const processor = { document: runDocumentJob };
    const ws = [1, 2].map(() => new DocumentWorker(counting, processor, { processingTimeoutSeconds: 60, pollMs: 5, concurrency: 4 }));
    ws.forEach((w) => w.start());
    try {
      const batch = await waitCompleted(batchId);
      expect(batch.counts).to.include({ total: 40, succeeded: 40 });
    } finally {
      await Promise.all(ws.map((w) => w.stop()));
    }
    expect(finished.size).to.equal(40);
    expect([...finished.values()].every((n) => n === 1)).to.equal(true);
  });

  it('fails documents not processed within PROCESSING_TIMEOUT_SECONDS with not_processed, completing the batch', async () => {
    const batchId = await batchWith([{ externalReference: 'slow-1', mediaType: 'text/plain', content: 'note' }]);
    await submit(batchId);
    await new Promise((r) => setTimeout(r, 3100));
    const worker = new DocumentWorker(workQueue(server.database.db), { document: async () => { throw new Error('unused'); } }, { processingTimeoutSeconds: 3 });
    await worker.maintain(true);
    const batch = await waitCompleted(batchId);
    expect(batch.counts).to.include({ failed: 1 });
    const docs = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batchId}/documents`), { headers: h }));
    expect(docs.body.data[0].error).to.deep.equal({ code: 'not_processed', message: 'The document was not processed in time.' });
  });
});
