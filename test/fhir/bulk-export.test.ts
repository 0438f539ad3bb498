/**
 * FHIR Bulk Data export (/fhir/R4/$export, Patient/$export), through HTTP: live documents are processed
 * by real workers, which also run the exports; kick-off, status polling, the manifest and every NDJSON
 * file are checked against openapi.yaml, every exported resource passes the R4 validator and equals
 * what the FHIR server serves. Also: _type, _since, scopes, other clients and organizations, delete,
 * expiry, batch deletion, a worker that dies or stops mid-export, and bad parameters.
 */
import { expect } from 'chai';
import type { OperationId } from '../../generated/operations.js';
import { ExportRunner, type ExportRepository } from '../../server/fhir/export.js';
import { DocumentWorker } from '../../server/worker/document-worker.js';
import { startWorkers, type RunningWorkers } from '../../server/worker/index.js';
import { exportRepository } from '../../server/storage/export-repository.js';
import { exportJobs, workQueue } from '../../server/storage/work-queue.js';
import { createClient, tokenFor } from '../helpers/auth.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectValidFhir } from './fhir-validator.js';

const NOTE_1 = `HISTORY: 64-year-old man with hypertension and type 2 diabetes. Denies chest pain. Mother had breast cancer.
MEDICATIONS: Metoprolol 25 mg PO BID. Lisinopril 10 mg daily.
ALLERGIES: Penicillin (rash).
PROCEDURES: Appendectomy in 2010.
IMMUNIZATIONS: Influenza vaccine given.
LABS: Hemoglobin A1c 7.2 %. Potassium 4.1 mmol/L.`;
const NOTE_2 = 'FOLLOW-UP: Asthma, well controlled. Albuterol inhaler as needed. Blood pressure 142/90. Temp 38.5, HR 88. Father with coronary artery disease. Colonoscopy performed last year.';
const NOTE_3 = 'ASSESSMENT: Chronic kidney disease and gout. Allopurinol 100 mg daily. Creatinine 1.8 mg/dL.';

const ALL_TYPES = ['Patient', 'Condition', 'Observation', 'MedicationStatement', 'Procedure', 'AllergyIntolerance', 'Immunization', 'FamilyMemberHistory', 'DocumentReference'];

type Resource = { resourceType: string; id: string; meta?: { lastUpdated?: string }; [k: string]: any };
type Manifest = { transactionTime: string; request: string; requiresAccessToken: boolean; output: { type: string; url: string; count: number }[]; error: unknown[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const key = (r: Resource) => `${r.resourceType}/${r.id}`;

/** A server with helpers over HTTP. */
function harness(getServer: () => TestServer) {
  const fhir = (path: string) => `${getServer().url}/fhir/R4${path}`;
  const api = (path: string) => `${getServer().url}/v1/data-engine${path}`;

  async function call(operationId: OperationId, url: string, token: string, init: RequestInit = {}): Promise<CheckedResponse> {
    const target = url.startsWith('http') ? url : fhir(url);
    const options = { ...init, headers: { ...auth(token), ...(init.headers as Record<string, string> | undefined) } };
    let res: Response;
    try {
      res = await fetch(target, options);
    } catch (err) {
      // An idle keep-alive socket the server closed just as it was reused (seen on a loaded machine):
      // the request never reached a handler, so sending it again is safe.
      if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
      res = await fetch(target, options);
    }
    const checked = await expectResponse(operationId, res);
    if (/^application\/fhir\+json/.test(checked.headers.get('content-type') ?? '')) expectValidFhir(checked.body, `${operationId} ${checked.status}`);
    return checked;
  }

  async function kickOff(token: string, query = '', options: { level?: 'system' | 'patient'; prefer?: string | null } = {}): Promise<CheckedResponse> {
    const path = options.level === 'patient' ? '/Patient/$export' : '/$export';
    const prefer = options.prefer === undefined ? 'respond-async' : options.prefer;
    return call(options.level === 'patient' ? 'fhirExportPatient' : 'fhirExportSystem', `${path}${query}`, token, {
      headers: { accept: 'application/fhir+json', ...(prefer ? { prefer } : {}) },
    });
  }

  /** Kicks off and expects 202; returns the status URL. */
  async function started(token: string, query = '', options: { level?: 'system' | 'patient'; prefer?: string | null } = {}): Promise<string> {
    const res = await kickOff(token, query, options);
    expect(res.status, res.text).to.equal(202);
    const location = res.headers.get('content-location')!;
    expect(location).to.match(new RegExp(`^${getServer().config.publicBaseUrl.replace(/[.]/g, '\\.')}/fhir/R4/\\$export-status/[0-9a-f-]{36}$`));
    expect(res.body.resourceType).to.equal('OperationOutcome');
    return location;
  }

  /** Polls a status URL until it answers 200; returns the manifest (and the final response). */
  async function completed(statusUrl: string, token: string): Promise<{ manifest: Manifest; res: CheckedResponse }> {
    for (let i = 0; i < 1200; i++) {
      const res = await call('getFhirExportStatus', statusUrl, token);
      if (res.status === 200) return { manifest: res.body as Manifest, res };
      expect(res.status, res.text).to.equal(202);
      expect(Number(res.headers.get('retry-after'))).to.be.greaterThan(0);
      expect(res.headers.get('x-progress')).to.be.a('string');
      await sleep(50);
    }
    throw new Error(`export ${statusUrl} did not complete`);
  }

  /** Downloads every file of a manifest; checks lines, counts and types; returns every resource. */
  async function resourcesOf(manifest: Manifest, token: string): Promise<Resource[]> {
    const out: Resource[] = [];
    for (const f of manifest.output) {
      const res = await call('getFhirExportFile', f.url, token);
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+ndjson/);
      const lines = res.body as Resource[];
      expect(lines.length, f.url).to.equal(f.count);
      for (const r of lines) {
        expect(r.resourceType, f.url).to.equal(f.type);
        expectValidFhir(r, `export file ${f.url}`);
      }
      out.push(...lines);
    }
    return out;
  }

  async function submitBatch(token: string, documents: unknown[]): Promise<string> {
    const h = auth(token);
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
    const added = await expectResponse('createBatchDocuments', await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) }));
    expect(added.status, added.text).to.equal(201);
    const submitted = await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: h }));
    expect(submitted.status, submitted.text).to.equal(200);
    for (let i = 0; i < 1200; i++) {
      const b = await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers: h }));
      if (b.body.status === 'completed') return batch.id as string;
      await sleep(50);
    }
    throw new Error(`batch ${batch.id} did not complete`);
  }

  /** Every resource the FHIR server serves for a patient ($everything, every page). */
  async function everything(token: string, patientId: string): Promise<Resource[]> {
    const out: Resource[] = [];
    let url: string | undefined = `/Patient/${patientId}/$everything?_count=100`;
    while (url) {
      const res = await call('getFhirPatientEverything', url, token);
      expect(res.status, res.text).to.equal(200);
      out.push(...(res.body.entry ?? []).map((e: { resource: Resource }) => e.resource));
      url = res.body.link?.find((l: { relation: string }) => l.relation === 'next')?.url;
    }
    return out;
  }

  return { fhir, api, call, kickOff, started, completed, resourcesOf, submitBatch, everything };
}

describe('FHIR Bulk Data export (/fhir/R4/$export)', function () {
  this.timeout(180_000);
  let server: TestServer;
  let workers: RunningWorkers | null = null;
  const h = harness(() => server);
  let token: string; // organization A, system/*.rs
  let sameOrgOtherClient: string; // organization A, another client
  let conditionOnly: string; // organization A, system/Condition.rs
  let otherOrg: string; // organization B
  let testToken: string; // organization A, a test client
  let batch1: string;
  let batch2: string;
  let patient1: string; // MRN-1, only in batch 1
  let patient2: string; // MRN-2, only in batch 2
  /** What the FHIR server serves to organization A, by Type/id. */
  const served = new Map<string, Resource>();
  let batch1LastUpdated = '';

  const startWorkersNow = async () => {
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20, maintenanceMs: 200 });
  };
  const stopWorkers = async () => {
    await workers?.stop();
    workers = null;
  };

  before(async () => {
    server = await startTestServer();
    const live = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs batches:read batches:write' });
    token = await tokenFor(server, live);
    sameOrgOtherClient = await tokenFor(server, await createClient(server, { mode: 'live', orgId: live.orgId, scopes: 'system/*.rs' }));
    conditionOnly = await tokenFor(server, await createClient(server, { mode: 'live', orgId: live.orgId, scopes: 'system/Condition.rs' }));
    testToken = await tokenFor(server, await createClient(server, { mode: 'test', orgId: live.orgId, scopes: 'system/*.rs batches:read batches:write' }));
    const other = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs batches:read batches:write' });
    otherOrg = await tokenFor(server, other);
    await startWorkersNow();
    batch1 = await h.submitBatch(token, [
      { externalReference: 'a-1', mediaType: 'text/plain', content: NOTE_1, patient: { externalId: 'MRN-1' }, encounter: { externalId: 'E-1', date: '2026-11-01' } },
      { externalReference: 'a-2', mediaType: 'text/plain', content: NOTE_2, patient: { externalId: 'MRN-1' } },
      { externalReference: 'a-3', mediaType: 'text/plain', content: 'No patient named: hyperlipidemia.' },
    ]);
    batch2 = await h.submitBatch(token, [{ externalReference: 'b-1', mediaType: 'text/plain', content: NOTE_3, patient: { externalId: 'MRN-2' } }]);
    await h.submitBatch(otherOrg, [{ externalReference: 'o-1', mediaType: 'text/plain', content: NOTE_1, patient: { externalId: 'MRN-1' } }]);
    const patients = await h.call('searchFhirResources', '/Patient', token);
    for (const e of patients.body.entry) {
      const mrn = e.resource.identifier[0].value;
      if (mrn === 'MRN-1') patient1 = e.resource.id;
      if (mrn === 'MRN-2') patient2 = e.resource.id;
    }
    for (const p of [patient1, patient2]) for (const r of await h.everything(token, p)) served.set(key(r), r);
    batch1LastUpdated = [...served.values()].filter((r) => r.resourceType === 'DocumentReference' && r.subject.reference === `Patient/${patient1}`).map((r) => r.meta!.lastUpdated!).sort().pop()!;
  });

  after(async () => {
    await stopWorkers();
    await server?.close();
  });

  it('system $export: 202 with Content-Location, 202 with Retry-After while running, then a manifest whose files hold exactly what the FHIR server serves', async () => {
    const statusUrl = await h.started(token);
    const { manifest, res } = await h.completed(statusUrl, token);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(Date.parse(res.headers.get('expires')!)).to.be.greaterThan(Date.now());
    expect(manifest.requiresAccessToken).to.equal(true);
    expect(manifest.request).to.equal(`${server.config.publicBaseUrl}/fhir/R4/$export`);
    expect(manifest.error).to.deep.equal([]);
    expect(Date.parse(manifest.transactionTime)).to.be.at.most(Date.now());
    expect(new Set(manifest.output.map((o) => o.type))).to.deep.equal(new Set(ALL_TYPES));
    for (const o of manifest.output) expect(o.url).to.match(/\/fhir\/R4\/\$export-file\/[0-9a-f-]{36}\/[A-Za-z]+-[0-9]+\.ndjson$/);
    const exported = await h.resourcesOf(manifest, token);
    const byKey = new Map(exported.map((r) => [key(r), r]));
    expect(byKey.size, 'no resource twice').to.equal(exported.length);
    expect([...byKey.keys()].sort()).to.deep.equal([...served.keys()].sort());
    for (const [k, r] of byKey) expect(r, k).to.deep.equal(served.get(k));
    // The status stays readable until the export expires.
    expect((await h.call('getFhirExportStatus', statusUrl, token)).status).to.equal(200);
  });

  it('Patient/$export holds the same data; a kick-off without Prefer: respond-async is processed as if it had been sent', async () => {
    const { manifest } = await h.completed(await h.started(token, '', { level: 'patient', prefer: null }), token);
    expect(manifest.request).to.equal(`${server.config.publicBaseUrl}/fhir/R4/Patient/$export`);
    const exported = await h.resourcesOf(manifest, token);
    expect(exported.map(key).sort()).to.deep.equal([...served.keys()].sort());
  });

  it('_type limits the files to the types named (repeated and comma-separated), _outputFormat accepts the three NDJSON names', async () => {
    for (const format of ['application/fhir+ndjson', 'application/ndjson', 'ndjson']) {
      const { manifest } = await h.completed(await h.started(token, `?_type=Condition,Patient&_type=DocumentReference&_outputFormat=${encodeURIComponent(format)}`), token);
      expect(new Set(manifest.output.map((o) => o.type))).to.deep.equal(new Set(['Condition', 'Patient', 'DocumentReference']));
      const exported = await h.resourcesOf(manifest, token);
      const expected = [...served.values()].filter((r) => ['Condition', 'Patient', 'DocumentReference'].includes(r.resourceType)).map(key).sort();
      expect(exported.map(key).sort()).to.deep.equal(expected);
    }
  });

  it('_since exports only resources updated after it; the transactionTime of one export as the next _since gives nothing new', async () => {
    const { manifest } = await h.completed(await h.started(token, `?_since=${encodeURIComponent(batch1LastUpdated)}`), token);
    const exported = await h.resourcesOf(manifest, token);
    const expected = [...served.values()].filter((r) => r.meta!.lastUpdated! > batch1LastUpdated).map(key).sort();
    expect(expected.length).to.be.greaterThan(0);
    expect(exported.map(key).sort()).to.deep.equal(expected);
    expect(exported.map(key)).to.include(`Patient/${patient2}`);
    expect(exported.map(key)).to.not.include(`Patient/${patient1}`);
    // Offsets other than Z are instants too.
    const later = await h.completed(await h.started(token, `?_since=${encodeURIComponent(manifest.transactionTime.replace('Z', '+00:00'))}`), token);
    expect(later.manifest.output).to.deep.equal([]);
  });

  it('scopes: without _type only the types the token may read; a _type the token may not read is 403 insufficient_scope', async () => {
    const { manifest } = await h.completed(await h.started(conditionOnly), conditionOnly);
    expect(manifest.output.map((o) => o.type)).to.deep.equal(['Condition']);
    const exported = await h.resourcesOf(manifest, conditionOnly);
    expect(exported.map(key).sort()).to.deep.equal([...served.values()].filter((r) => r.resourceType === 'Condition').map(key).sort());

    const denied = await h.kickOff(conditionOnly, '?_type=Condition,Observation');
    expect(denied.status, denied.text).to.equal(403);
    expect(denied.body.resourceType).to.equal('OperationOutcome');
    expect(denied.headers.get('www-authenticate')).to.match(/^Bearer .*error="insufficient_scope"/);

    const batchesOnly = await tokenFor(server, await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'batches:read' }));
    const none = await h.kickOff(batchesOnly);
    expect(none.status, none.text).to.equal(403);
    expect(none.headers.get('www-authenticate')).to.match(/insufficient_scope/);

    const test = await h.kickOff(testToken);
    expect(test.status, test.text).to.equal(403);
    expect(test.body.issue[0].code).to.equal('security');
  });

  it('only the client that started an export reads its status and files or deletes it: another client or organization gets 404', async () => {
    const statusUrl = await h.started(token, '?_type=Patient');
    const { manifest } = await h.completed(statusUrl, token);
    const fileUrl = manifest.output[0]!.url;
    for (const other of [otherOrg, sameOrgOtherClient]) {
      const status = await h.call('getFhirExportStatus', statusUrl, other);
      expect(status.status, status.text).to.equal(404);
      expect(status.body.resourceType).to.equal('OperationOutcome');
      expect((await h.call('getFhirExportFile', fileUrl, other)).status).to.equal(404);
      expect((await h.call('deleteFhirExport', statusUrl, other, { method: 'DELETE' })).status).to.equal(404);
    }
    const anonymous = await fetch(fileUrl);
    expect(anonymous.status).to.equal(401);
    // Still there for its own client.
    expect((await h.call('getFhirExportFile', fileUrl, token)).status).to.equal(200);
    // An unknown file of the export, and an unknown export.
    expect((await h.call('getFhirExportFile', fileUrl.replace(/Patient-1\.ndjson$/, 'Patient-9.ndjson'), token)).status).to.equal(404);
    expect((await h.call('getFhirExportStatus', statusUrl.replace(/[0-9a-f]{12}$/, '000000000000'), token)).status).to.equal(404);
  });

  it('DELETE cancels a running export or deletes a finished one with its files: 202, then 404', async () => {
    const statusUrl = await h.started(token);
    const { manifest } = await h.completed(statusUrl, token);
    const deleted = await h.call('deleteFhirExport', statusUrl, token, { method: 'DELETE' });
    expect(deleted.status, deleted.text).to.equal(202);
    expect((await h.call('getFhirExportStatus', statusUrl, token)).status).to.equal(404);
    for (const f of manifest.output) expect((await h.call('getFhirExportFile', f.url, token)).status).to.equal(404);
    expect((await h.call('deleteFhirExport', statusUrl, token, { method: 'DELETE' })).status).to.equal(404);
    const id = statusUrl.split('/').pop()!;
    expect(await server.database.db('export_files').where({ export_id: id }).count({ n: '*' }).first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);

    // Queued (no worker running): cancelled before it ever runs.
    await stopWorkers();
    try {
      const queued = await h.started(token);
      const status = await h.call('getFhirExportStatus', queued, token);
      expect(status.status).to.equal(202);
      expect(status.headers.get('x-progress')).to.equal('queued');
      expect((await h.call('deleteFhirExport', queued, token, { method: 'DELETE' })).status).to.equal(202);
      expect((await h.call('getFhirExportStatus', queued, token)).status).to.equal(404);
    } finally {
      await startWorkersNow();
    }
  });

  it('bad parameters are a 400 OperationOutcome; Prefer: handling=lenient ignores unsupported types and parameters', async () => {
    const cases: [string, string][] = [
      ['?_type=Foo', 'not-supported'],
      ['?_type=Condition,', 'value'],
      ['?_since=2026-11-01', 'value'],
      ['?_since=yesterday', 'value'],
      ['?_since=2026-11-01T10:00:00', 'value'],
      ['?_since=2026-11-01T00:00:00Z&_since=2026-11-02T00:00:00Z', 'invalid'],
      ['?_outputFormat=application/fhir%2Bjson', 'not-supported'],
      ['?_typeFilter=Condition%3Fcode%3D1', 'not-supported'],
    ];
    for (const [query, code] of cases) {
      const res = await h.kickOff(token, query);
      expect(res.status, `${query}: ${res.text}`).to.equal(400);
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      expect(res.body.resourceType).to.equal('OperationOutcome');
      expect(res.body.issue[0].code, query).to.equal(code);
    }
    const lenient = await h.started(token, '?_type=Foo,Condition&_typeFilter=x', { prefer: 'respond-async, handling=lenient' });
    const { manifest } = await h.completed(lenient, token);
    expect(manifest.output.map((o) => o.type)).to.deep.equal(['Condition']);
    const xml = await h.call('fhirExportSystem', '/$export', token, { headers: { accept: 'application/fhir+xml' } });
    expect(xml.status).to.equal(406);
  });

  it('the CapabilityStatement advertises $export and Patient/$export', async () => {
    const cs = (await h.call('getFhirCapabilityStatement', '/metadata', token)).body;
    expect(cs.instantiates).to.include('http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data');
    expect(cs.rest[0].operation).to.deep.include({ name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/export', documentation: cs.rest[0].operation[0].documentation });
    const patient = cs.rest[0].resource.find((r: { type: string }) => r.type === 'Patient');
    expect(patient.operation.map((o: { definition: string }) => o.definition)).to.include('http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export');
  });

  it('an export claimed by a worker that died is taken over after its lease; one a worker stops is given back and finished by another', async () => {
    await stopWorkers();
    const jobs = exportJobs(server.database.db);
    // A "worker" claims it and dies: its lease runs out.
    const statusUrl = await h.started(token, '?_type=Patient');
    const dead = await jobs.claim('dead-worker', new Date(), 200);
    expect(dead?.id).to.equal(statusUrl.split('/').pop());
    expect((await h.call('getFhirExportStatus', statusUrl, token)).headers.get('x-progress')).to.equal('processing');
    await sleep(250);
    await startWorkersNow();
    const { manifest } = await h.completed(statusUrl, token);
    expect((await h.resourcesOf(manifest, token)).map(key).sort()).to.deep.equal([`Patient/${patient1}`, `Patient/${patient2}`].sort());
    const row = await server.database.db('exports').where({ id: dead!.id }).first('attempts');
    expect(Number(row.attempts)).to.equal(2);
    await stopWorkers();

    // A worker stopped mid-export gives it back at once (no attempt counted), and another finishes it.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const base = exportRepository(server.database.db);
    const slow: ExportRepository = { ...base, patients: async (...args) => { entered(); await gate; return base.patients(...args); } };
    const worker = new DocumentWorker(workQueue(server.database.db), { document: async () => { throw new Error('unused'); } }, {
      processingTimeoutSeconds: 60,
      pollMs: 20,
      exports: { jobs, runner: new ExportRunner(slow, { ttlSeconds: 60 }) },
    });
    worker.start();
    const stopped = await h.started(token, '?_type=Patient');
    await inside;
    const stopping = worker.stop();
    release();
    await stopping;
    const status = await h.call('getFhirExportStatus', stopped, token);
    expect(status.status).to.equal(202);
    expect(status.headers.get('x-progress')).to.equal('queued');
    await startWorkersNow();
    const finished = await h.completed(stopped, token);
    expect(finished.manifest.output.map((o) => o.type)).to.deep.equal(['Patient']);
    const stoppedRow = await server.database.db('exports').where({ id: stopped.split('/').pop() }).first('attempts');
    expect(Number(stoppedRow.attempts)).to.equal(1);
  });

  it('an export whose workers keep dying fails after 3 attempts: its status is a 500 OperationOutcome saying so', async () => {
    await stopWorkers();
    const jobs = exportJobs(server.database.db);
    const statusUrl = await h.started(token, '?_type=Patient');
    try {
      for (let i = 0; i < 3; i++) {
        expect((await jobs.claim(`dead-${i}`, new Date(), 1))?.id).to.equal(statusUrl.split('/').pop());
        await sleep(5);
      }
    } finally {
      await startWorkersNow();
    }
    for (let i = 0; i < 200; i++) {
      const res = await h.call('getFhirExportStatus', statusUrl, token);
      if (res.status === 500) {
        expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
        expect(res.body.issue[0]).to.include({ severity: 'fatal', code: 'exception' });
        expect(res.body.issue[0].diagnostics).to.match(/request a new export/);
        return;
      }
      expect(res.status, res.text).to.equal(202);
      await sleep(50);
    }
    throw new Error('the export did not fail');
  });

  it('a client has at most 5 exports in progress: the next kick-off is a 429 with Retry-After', async () => {
    await stopWorkers();
    const urls: string[] = [];
    try {
      for (let i = 0; i < 5; i++) urls.push(await h.started(token, '?_type=Patient'));
      const sixth = await h.kickOff(token, '?_type=Patient');
      expect(sixth.status, sixth.text).to.equal(429);
      expect(Number(sixth.headers.get('retry-after'))).to.be.greaterThan(0);
      // Another client of the organization is not held back.
      expect((await h.kickOff(sameOrgOtherClient, '?_type=Patient')).status).to.equal(202);
    } finally {
      for (const u of urls) await h.call('deleteFhirExport', u, token, { method: 'DELETE' });
      await startWorkersNow();
    }
  });

  it('a batch deleted while an export reads its data never reaches the files: the export starts again without it (read in steps of one document, files of two resources)', async () => {
    const batch3 = await h.submitBatch(token, [{ externalReference: 'c-1', mediaType: 'text/plain', content: NOTE_2, patient: { externalId: 'MRN-3' } }]);
    const mrn3 = (await h.call('searchFhirResources', '/Patient?identifier=MRN-3', token)).body.entry[0].resource.id as string;
    await stopWorkers();
    // The worker has read the documents (batch 3's among them) and waits before writing.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const base = exportRepository(server.database.db);
    let first = true;
    const slow: ExportRepository = {
      ...base,
      documents: async (...args) => {
        const docs = await base.documents(...args);
        if (first && docs.some((d) => d.batchId === batch3)) {
          first = false;
          entered();
          await gate;
        }
        return docs;
      },
    };
    const worker = new DocumentWorker(workQueue(server.database.db), { document: async () => { throw new Error('unused'); } }, {
      processingTimeoutSeconds: 60,
      pollMs: 20,
      // One document and one patient per step and two resources per file: paging and multi-file output.
      exports: { jobs: exportJobs(server.database.db), runner: new ExportRunner(slow, { ttlSeconds: 60, documentsPerStep: 1, patientsPerStep: 1, fileMaxLines: 2 }) },
    });
    worker.start();
    // Without Patient: a Patient file holding MRN-3 could be written before the gate, and then the
    // batch's deletion would rightly delete the whole export.
    const types = ALL_TYPES.filter((t) => t !== 'Patient');
    try {
      const statusUrl = await h.started(token, `?_type=${types.join(',')}`);
      await inside;
      const deleted = await expectResponse('deleteBatch', await fetch(h.api(`/batches/${batch3}`), { method: 'DELETE', headers: auth(token) }));
      expect(deleted.status, deleted.text).to.equal(204);
      release();
      const { manifest } = await h.completed(statusUrl, token);
      expect(manifest.output.filter((o) => o.type === 'Condition').length).to.be.greaterThan(1);
      expect(manifest.output.every((o) => o.count <= 2)).to.equal(true);
      const exported = await h.resourcesOf(manifest, token);
      expect(exported.map(key)).to.not.include(`Patient/${mrn3}`);
      expect(exported.filter((r) => JSON.stringify(r).includes(mrn3))).to.deep.equal([]);
      expect(exported.map(key).sort()).to.deep.equal([...served.values()].filter((r) => r.resourceType !== 'Patient').map(key).sort());
    } finally {
      release();
      await worker.stop();
      await startWorkersNow();
    }
  });

  // Last: deletes batch 1.
  it('deleting a batch deletes every export holding its data (status and files 404); exports without its data stay', async () => {
    const full = await h.started(token);
    const fullManifest = (await h.completed(full, token)).manifest;
    const onlyBatch2 = await h.started(token, `?_since=${encodeURIComponent(batch1LastUpdated)}`);
    const batch2Manifest = (await h.completed(onlyBatch2, token)).manifest;
    const deleted = await expectResponse('deleteBatch', await fetch(h.api(`/batches/${batch1}`), { method: 'DELETE', headers: auth(token) }));
    expect(deleted.status, deleted.text).to.equal(204);
    expect((await h.call('getFhirExportStatus', full, token)).status).to.equal(404);
    for (const f of fullManifest.output) expect((await h.call('getFhirExportFile', f.url, token)).status).to.equal(404);
    const id = full.split('/').pop()!;
    const left = (await server.database.db('export_files').where({ export_id: id }).count({ n: '*' }).first()) as { n: unknown };
    expect(Number(left.n)).to.equal(0);
    // The export of batch 2's data only is untouched.
    expect((await h.call('getFhirExportStatus', onlyBatch2, token)).status).to.equal(200);
    expect((await h.resourcesOf(batch2Manifest, token)).length).to.be.greaterThan(0);
    // A new export no longer holds batch 1's data.
    const after = await h.resourcesOf((await h.completed(await h.started(token), token)).manifest, token);
    expect(after.map(key)).to.not.include(`Patient/${patient1}`);
    expect(after.map(key)).to.include(`Patient/${patient2}`);
    void batch2;
  });
});

describe('FHIR Bulk Data export expiry', function () {
  this.timeout(180_000);
  let server: TestServer;
  let workers: RunningWorkers | null = null;
  const h = harness(() => server);

  before(async () => {
    server = await startTestServer({ EXPORT_TTL_SECONDS: '3' });
    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20, maintenanceMs: 200 });
  });
  after(async () => {
    await workers?.stop();
    await server?.close();
  });

  it('deletes an export and its files when it expires (EXPORT_TTL_SECONDS after completion)', async () => {
    const live = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs batches:read batches:write' });
    const token = await tokenFor(server, live);
    await h.submitBatch(token, [{ externalReference: 'x-1', mediaType: 'text/plain', content: NOTE_3, patient: { externalId: 'MRN-9' } }]);
    const statusUrl = await h.started(token);
    const { manifest, res } = await h.completed(statusUrl, token);
    const expires = Date.parse(res.headers.get('expires')!);
    expect(expires - Date.now()).to.be.at.most(3000);
    expect((await h.resourcesOf(manifest, token)).length).to.be.greaterThan(0);
    await sleep(Math.max(0, expires - Date.now()) + 1200);
    expect((await h.call('getFhirExportStatus', statusUrl, token)).status).to.equal(404);
    for (const f of manifest.output) expect((await h.call('getFhirExportFile', f.url, token)).status).to.equal(404);
    // The worker's maintenance deleted the rows, files included.
    const id = statusUrl.split('/').pop()!;
    const rows = (await server.database.db('exports').where({ id }).count({ n: '*' }).first()) as { n: unknown };
    const files = (await server.database.db('export_files').where({ export_id: id }).count({ n: '*' }).first()) as { n: unknown };
    expect([Number(rows.n), Number(files.n)]).to.deep.equal([0, 0]);
  });
});
