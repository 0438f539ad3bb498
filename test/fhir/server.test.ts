/**
 * The read-only FHIR R4 server (/fhir/R4), through HTTP only: live documents naming patients are
 * processed by real workers, then every resource type is read, searched (GET and POST, paged walks),
 * gathered by Patient $everything and compared with the documents' collection Bundles (same ids).
 * Test-mode documents, documents without a patient and other organizations' data stay invisible.
 * Every response goes through expectResponse (openapi.yaml).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { OperationId } from '../../generated/operations.js';
import { startWorkers, type RunningWorkers } from '../../server/worker/index.js';
import { createClient, tokenFor, type TestClient } from '../helpers/auth.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectValidFhir } from './fhir-validator.js';
import { checkAgainstProfile, loadProfiles, profileFor } from './profile-check.js';

const NOTE_1 = `HISTORY: 64-year-old man with hypertension and type 2 diabetes. Denies chest pain. Mother had breast cancer.
MEDICATIONS: Metoprolol 25 mg PO BID. Lisinopril 10 mg daily.
ALLERGIES: Penicillin (rash).
PROCEDURES: Appendectomy in 2010.
IMMUNIZATIONS: Influenza vaccine given.
LABS: Hemoglobin A1c 7.2 %. Potassium 4.1 mmol/L.`;
const NOTE_2 = 'FOLLOW-UP: Asthma, well controlled. Albuterol inhaler as needed. Blood pressure 142/90. Temp 38.5, HR 88, SpO2 97%, weight 82. Hemoglobin 12.1. Urine culture positive. Father with coronary artery disease. Colonoscopy performed last year. No fever.';
const NOTE_3 = 'ASSESSMENT: Chronic kidney disease and gout. Allopurinol 100 mg daily. Creatinine 1.8 mg/dL.\nFAMILY HISTORY: Maternal grandmother with stroke. Family history of colon cancer.';
const NOTE_MRN2 = 'HISTORY: Hypertension. Type 2 diabetes. MEDICATIONS: Amlodipine 5 mg daily.\nASSESSMENT: Hypertension, stable on amlodipine. Type 2 diabetes, diet controlled.\nPLAN: Continue amlodipine for hypertension. Recheck type 2 diabetes in 3 months.';
const NOTE_NO_PATIENT = 'HISTORY: Hyperlipidemia. MEDICATIONS: Atorvastatin 20 mg daily.';

const ENTITY_TYPES = ['Condition', 'Observation', 'MedicationStatement', 'Procedure', 'AllergyIntolerance', 'Immunization', 'FamilyMemberHistory'];
const ALL_TYPES = ['Patient', 'DocumentReference', ...ENTITY_TYPES];

type Resource = { resourceType: string; id: string; [k: string]: any };
type Bundle = { resourceType: 'Bundle'; type: string; total?: number; link?: { relation: string; url: string }[]; entry?: { fullUrl: string; resource: Resource; search?: { mode: string } }[] };

/** Every `reference` value inside a resource. */
function referencesOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) referencesOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'reference' && typeof v === 'string') out.push(v);
      else referencesOf(v, out);
    }
  }
  return out;
}

/** A server resource without `meta.versionId` and `meta.lastUpdated` (document Bundles carry neither), after checking they are there. */
function withoutMeta(resource: Resource): Resource {
  expect(resource.meta?.versionId, `${resource.resourceType}/${resource.id} meta.versionId`).to.match(/^[A-Za-z0-9.-]{1,64}$/);
  expect(Number.isNaN(Date.parse(resource.meta?.lastUpdated)), `${resource.resourceType}/${resource.id} meta.lastUpdated`).to.equal(false);
  const { meta, ...rest } = resource;
  const { versionId, lastUpdated, ...kept } = meta as Record<string, unknown>;
  const { resourceType, id, ...body } = rest;
  return (Object.keys(kept).length ? { resourceType, id, meta: kept, ...body } : rest) as Resource;
}

/** A document Bundle's resources with urn:uuid references rewritten as the server writes them (Type/id). */
function asServerResources(bundle: Bundle): Resource[] {
  const typeById = new Map(bundle.entry!.map((e) => [e.resource.id, e.resource.resourceType]));
  const text = JSON.stringify(bundle.entry!.map((e) => e.resource)).replace(/"urn:uuid:([0-9a-f-]{36})"/g, (_, id: string) => {
    expect(typeById.has(id), `urn:uuid:${id} resolves in the document Bundle`).to.equal(true);
    return `"${typeById.get(id)}/${id}"`;
  });
  return JSON.parse(text) as Resource[];
}

describe('FHIR R4 server (/fhir/R4)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let workers: RunningWorkers | null = null;
  let live: TestClient;
  let liveToken: string;
  let otherToken: string;

  /** Per external patient id of organization A's live documents: the documents' server-form resources. */
  const liveResources = new Map<string, Resource[][]>();
  let patient1: string; // Patient id of MRN-1 (organization A)
  let patient2: string; // Patient id of MRN-2 (organization A)
  let noPatientResources: Resource[]; // the live document without a patient
  let testModeResources: Resource[]; // the test-mode documents of organization A (MRN-1 and MRN-3)
  let otherOrgResources: Resource[]; // organization B's live document (also MRN-1)
  let liveBatchId: string;
  /** What the R4 validator has seen (resource types, Bundle types). */
  const validated = new Set<string>();

  const fhir = (path: string) => `${server.url}/fhir/R4${path}`;
  const api = (path: string) => `${server.url}/v1/data-engine${path}`;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function get(operationId: OperationId, path: string, options: { token?: string; accept?: string } = {}): Promise<CheckedResponse> {
    const res = await fetch(path.startsWith('http') ? path : fhir(path), {
      headers: { ...auth(options.token ?? liveToken), ...(options.accept ? { accept: options.accept } : {}) },
    });
    return validFhir(await expectResponse(operationId, res));
  }

  /** Every application/fhir+json body (resources, Bundles, CapabilityStatement, OperationOutcomes) passes the R4 validator. */
  function validFhir(res: CheckedResponse): CheckedResponse {
    if (/^application\/fhir\+json/.test(res.headers.get('content-type') ?? '')) {
      expectValidFhir(res.body, `${res.status}`);
      validated.add(res.body.resourceType === 'Bundle' ? `Bundle.${res.body.type}` : res.body.resourceType);
    }
    return res;
  }

  async function postSearch(type: string, form: Record<string, string>, options: { token?: string; accept?: string } = {}): Promise<CheckedResponse> {
    const res = await fetch(fhir(`/${type}/_search`), {
      method: 'POST',
      headers: { ...auth(options.token ?? liveToken), 'content-type': 'application/x-www-form-urlencoded', ...(options.accept ? { accept: options.accept } : {}) },
      body: new URLSearchParams(form).toString(),
    });
    return validFhir(await expectResponse('searchFhirResourcesPost', res));
  }

  /** Creates, fills and submits a batch; returns its id. */
  async function submitBatch(token: string, documents: unknown[]): Promise<string> {
    const h = auth(token);
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers: h }))).body;
    const added = await expectResponse('createBatchDocuments', await fetch(api(`/batches/${batch.id}/documents`), {
      method: 'POST',
      headers: { ...h, 'content-type': 'application/json' },
      body: JSON.stringify({ documents }),
    }));
    expect(added.status, added.text).to.equal(201);
    const submitted = await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers: h }));
    expect(submitted.status, submitted.text).to.equal(200);
    return batch.id;
  }

  async function waitCompleted(token: string, batchId: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      const b = await expectResponse('getBatch', await fetch(api(`/batches/${batchId}`), { headers: auth(token) }));
      if (b.body.status === 'completed') {
        expect(b.body.counts.succeeded, JSON.stringify(b.body.counts)).to.equal(b.body.counts.total);
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`batch ${batchId} did not complete`);
  }

  /** The collection Bundles of a completed batch's documents, by externalReference. */
  async function bundlesOf(token: string, batchId: string): Promise<Map<string, { documentId: string; patient: string | null; bundle: Bundle }>> {
    const docs = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${batchId}/documents?limit=100`), { headers: auth(token) }));
    const out = new Map<string, { documentId: string; patient: string | null; bundle: Bundle }>();
    for (const d of docs.body.data) {
      const res = await expectResponse('getDocumentFhirBundle', await fetch(api(`/batches/${batchId}/documents/${d.id}/fhir`), { headers: auth(token) }));
      expect(res.status, res.text).to.equal(200);
      validFhir(res);
      out.set(d.externalReference, { documentId: d.id, patient: d.patient?.externalId ?? null, bundle: res.body });
    }
    return out;
  }

  /** Follows a searchset's `next` links from `first`; returns every page. */
  async function walk(first: CheckedResponse, operationId: OperationId = 'searchFhirResources'): Promise<Bundle[]> {
    const pages: Bundle[] = [];
    let page = first;
    for (;;) {
      expect(page.status, page.text).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      pages.push(page.body);
      const next = (page.body as Bundle).link?.find((l) => l.relation === 'next');
      if (!next) return pages;
      expect(next.url.startsWith(`${server.config.publicBaseUrl}/fhir/R4/`), next.url).to.equal(true);
      expect(pages.length).to.be.below(200);
      page = await get(operationId === 'searchFhirResourcesPost' ? 'searchFhirResources' : operationId === 'getFhirPatientEverythingPost' ? 'getFhirPatientEverything' : operationId, next.url);
    }
  }

  /** Every entry of a patient's $everything, following its next links. */
  async function everythingOf(id: string, query = ''): Promise<Bundle> {
    const pages = await walk(await get('getFhirPatientEverything', `/Patient/${id}/$everything${query}`), 'getFhirPatientEverything');
    for (const p of pages) expect(p.total).to.equal(pages[0]!.total);
    return { ...pages[0]!, entry: pages.flatMap((p) => p.entry ?? []) };
  }

  const idsOf = (pages: Bundle[]) => pages.flatMap((p) => (p.entry ?? []).map((e) => e.resource.id));
  const expected = (patient: string, type: string) => {
    const ids = (liveResources.get(patient) ?? []).flat().filter((r) => r.resourceType === type).map((r) => r.id);
    return [...new Set(ids)].sort();
  };

  before(async () => {
    server = await startTestServer();
    const scopes = 'system/*.rs batches:read batches:write';
    live = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes });
    liveToken = await tokenFor(server, live);
    const testClient = await createClient(server, { mode: 'test', orgId: live.orgId, scopes: 'batches:read batches:write' });
    const testToken = await tokenFor(server, testClient);
    const other = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes });
    otherToken = await tokenFor(server, other);

    const liveBatch = (liveBatchId = await submitBatch(liveToken, [
      { externalReference: 'a-1', mediaType: 'text/plain', content: NOTE_1, patient: { externalId: 'MRN-1' }, encounter: { externalId: 'E-1', date: '2026-11-01' } },
      { externalReference: 'a-2', mediaType: 'text/plain', content: NOTE_2, patient: { externalId: 'MRN-1' } },
      { externalReference: 'a-3', mediaType: 'text/plain', content: NOTE_3, patient: { externalId: 'MRN-1' } },
      { externalReference: 'a-4', mediaType: 'text/plain', content: NOTE_MRN2, patient: { externalId: 'MRN-2' } },
      { externalReference: 'a-5', mediaType: 'text/plain', content: NOTE_NO_PATIENT },
    ]));
    const testBatch = await submitBatch(testToken, [
      { externalReference: 't-1', mediaType: 'text/plain', content: NOTE_1, patient: { externalId: 'MRN-1' } },
      { externalReference: 't-2', mediaType: 'text/plain', content: NOTE_2, patient: { externalId: 'MRN-3' } },
    ]);
    const otherBatch = await submitBatch(otherToken, [{ externalReference: 'b-1', mediaType: 'text/plain', content: NOTE_1, patient: { externalId: 'MRN-1' } }]);

    workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    await waitCompleted(liveToken, liveBatch);
    await waitCompleted(testToken, testBatch);
    await waitCompleted(otherToken, otherBatch);
    await workers.stop();
    workers = null;

    for (const { patient, bundle } of (await bundlesOf(liveToken, liveBatch)).values()) {
      const resources = asServerResources(bundle);
      if (patient === null) {
        noPatientResources = resources;
        continue;
      }
      liveResources.set(patient, [...(liveResources.get(patient) ?? []), resources]);
    }
    patient1 = liveResources.get('MRN-1')![0]![0]!.id;
    patient2 = liveResources.get('MRN-2')![0]![0]!.id;
    testModeResources = [...(await bundlesOf(testToken, testBatch)).values()].flatMap((b) => asServerResources(b.bundle));
    otherOrgResources = [...(await bundlesOf(otherToken, otherBatch)).values()].flatMap((b) => asServerResources(b.bundle));
  });

  after(async () => {
    await workers?.stop();
    await server?.close();
  });

  it('has test data of every served resource type (sanity check of the fixture)', () => {
    const types = new Set(liveResources.get('MRN-1')!.flat().map((r) => r.resourceType));
    expect([...types].sort()).to.deep.equal([...ALL_TYPES].sort());
    expect(patient1).to.not.equal(patient2);
    expect(otherOrgResources[0]!.id, 'the same externalId in another organization is another Patient').to.not.equal(patient1);
  });

  describe('metadata', () => {
    it('answers a FHIR R4 CapabilityStatement: SMART-on-FHIR security with the token URI, read and search-type per type, Patient $everything', async () => {
      const res = await get('getFhirCapabilityStatement', '/metadata');
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      const cs = res.body;
      expect(cs).to.include({ resourceType: 'CapabilityStatement', status: 'active', kind: 'instance', fhirVersion: '4.0.1' });
      expect(cs.date).to.be.a('string');
      expect(cs.format).to.include('json');
      expect(cs.rest).to.have.length(1);
      const rest = cs.rest[0];
      expect(rest.mode).to.equal('server');
      expect(rest.security.service[0].coding[0]).to.include({ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' });
      const oauth = rest.security.extension.find((e: any) => e.url === 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris');
      expect(oauth.extension).to.deep.include({ url: 'token', valueUri: `${server.config.publicBaseUrl}/oauth/token` });
      expect(rest.resource.map((r: any) => r.type).sort()).to.deep.equal([...ALL_TYPES].sort());
      for (const r of rest.resource) {
        expect(r.interaction.map((i: any) => i.code).sort(), r.type).to.deep.equal(['read', 'search-type']);
        expect(r.searchParam.find((p: any) => p.name === 'patient'), r.type).to.include({ type: 'reference' });
      }
      const patient = rest.resource.find((r: any) => r.type === 'Patient');
      expect(patient.operation.map((o: any) => o.name)).to.deep.equal(['everything', 'export']);
      expect(patient.operation[0].definition).to.equal('http://hl7.org/fhir/OperationDefinition/Patient-everything');
    });
  });

  describe('read', () => {
    it('reads every resource of every live document that names a patient, equal to the document Bundle (same ids, Type/id references)', async () => {
      const seen = new Set<string>();
      for (const docs of liveResources.values()) {
        for (const resources of docs) {
          for (const resource of resources) {
            const operationId = resource.resourceType === 'Patient' ? 'readFhirPatient' : 'readFhirResource';
            const res = await get(operationId, `/${resource.resourceType}/${resource.id}`);
            expect(res.status, `${resource.resourceType}/${resource.id}: ${res.text}`).to.equal(200);
            expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
            expect(withoutMeta(res.body)).to.deep.equal(resource);
            expect(res.headers.get('etag')).to.equal(`W/"${res.body.meta.versionId}"`);
            expect(Date.parse(res.headers.get('last-modified')!)).to.equal(Math.floor(Date.parse(res.body.meta.lastUpdated) / 1000) * 1000);
            seen.add(resource.resourceType);
          }
        }
      }
      expect([...seen].sort()).to.deep.equal([...ALL_TYPES].sort());
    });

    it("gives an entity's resource an id that begins with its document id's first 23 characters; the same prefix with another ending is no resource", async () => {
      let checked = 0;
      for (const resources of [...liveResources.values()].flat()) {
        const documentId = resources.find((r) => r.resourceType === 'DocumentReference')!.id;
        for (const r of resources.filter((x) => ENTITY_TYPES.includes(x.resourceType))) {
          expect(r.id, `${r.resourceType}/${r.id} of document ${documentId}`).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          expect(r.id.slice(0, 24)).to.equal(`${documentId.slice(0, 23)}-`);
          checked++;
        }
        const condition = resources.find((r) => r.resourceType === 'Condition');
        if (condition) {
          const other = `${condition.id.slice(0, 24)}${condition.id.endsWith('000000000000') ? '111111111111' : '000000000000'}`;
          expect((await get('readFhirResource', `/Condition/${other}`)).status).to.equal(404);
        }
      }
      expect(checked).to.be.greaterThan(20);
    });

    it('serves resources that conform to the profiles of fhir-profiles/ (and so does the placeholder of a document Bundle)', async () => {
      const profiles = loadProfiles();
      const checked = new Set<string>();
      for (const id of [patient1, patient2]) {
        const bundle = await everythingOf(id);
        for (const { resource } of bundle.entry!) {
          const profile = profileFor(resource, profiles);
          if (!profile) continue;
          expect(checkAgainstProfile(resource, profile, profiles), `${resource.resourceType}/${resource.id}`).to.deep.equal([]);
          checked.add(profile.id);
        }
      }
      const placeholder = noPatientResources.find((r) => r.resourceType === 'Patient')!;
      expect(checkAgainstProfile(placeholder, profileFor(placeholder, profiles)!, profiles)).to.deep.equal([]);
      checked.add(profileFor(placeholder, profiles)!.id);
      expect([...checked].sort()).to.deep.equal([...profiles.values()].map((p) => p.id).sort());
    });

    it('FamilyMemberHistory.relationship is the v3 RoleCode of the relative written; FAMMEMB only when none is named', async () => {
      const res = await get('searchFhirResources', `/FamilyMemberHistory?patient=${patient1}`);
      const byCondition = new Map<string, string>();
      for (const e of res.body.entry) {
        const coding = e.resource.relationship.coding[0];
        expect(coding.system).to.equal('http://terminology.hl7.org/CodeSystem/v3-RoleCode');
        byCondition.set(e.resource.condition[0].code.text.toLowerCase(), coding.code);
      }
      expect(Object.fromEntries(byCondition)).to.deep.include({ 'breast cancer': 'MTH', 'coronary artery disease': 'FTH', stroke: 'MGRMTH', 'colon cancer': 'FAMMEMB' });
    });

    it('reads a Patient with the client patient identifier, and relative references everywhere', async () => {
      const res = await get('readFhirPatient', `/Patient/${patient1}`);
      expect(res.status).to.equal(200);
      expect(res.body.identifier).to.deep.equal([{ system: `urn:data-engine:organization:${live.orgId}:patient`, value: 'MRN-1' }]);
      for (const resource of liveResources.get('MRN-1')!.flat()) {
        for (const ref of referencesOf(resource)) expect(ref, resource.resourceType).to.match(/^(Patient|DocumentReference)\/[0-9a-f-]{36}$/);
      }
    });

    it('answers 404 for an unknown id (an OperationOutcome, or problem+json when the client asks for it)', async () => {
      const id = randomUUID();
      const problem = await get('readFhirResource', `/Condition/${id}`, { accept: 'application/problem+json' });
      expect(problem.status).to.equal(404);
      expect(problem.headers.get('content-type')).to.match(/^application\/problem\+json/);
      expect(problem.body.type).to.match(/\/errors\/not-found$/);
      for (const accept of [undefined, '*/*', 'application/fhir+json', 'application/json']) {
        const outcome = await get('readFhirResource', `/Condition/${id}`, accept ? { accept } : {});
        expect(outcome.status).to.equal(404);
        expect(outcome.headers.get('content-type'), accept).to.match(/^application\/fhir\+json/);
        expect(outcome.body.issue[0]).to.include({ severity: 'error', code: 'not-found' });
      }
      const outcome = await get('readFhirResource', `/Condition/${id}`, { accept: 'application/fhir+json' });
      expect(outcome.status).to.equal(404);
      expect(outcome.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      expect(outcome.body.issue[0]).to.include({ severity: 'error', code: 'not-found' });
      expect((await get('readFhirPatient', `/Patient/${id}`)).status).to.equal(404);
      expect((await get('readFhirResource', `/DocumentReference/${id}`)).status).to.equal(404);
      expect((await get('readFhirResource', '/Observation/not-a-uuid')).status).to.equal(404);
    });

    it('answers 404 for a resource read as another type', async () => {
      const condition = liveResources.get('MRN-1')!.flat().find((r) => r.resourceType === 'Condition')!;
      expect((await get('readFhirResource', `/Observation/${condition.id}`)).status).to.equal(404);
      expect((await get('readFhirResource', `/DocumentReference/${condition.id}`)).status).to.equal(404);
      expect((await get('readFhirPatient', `/Patient/${condition.id}`)).status).to.equal(404);
    });

    it('answers 404 for an unknown or unsupported resource type', async () => {
      for (const type of ['Encounter', 'Medication', 'Foo']) {
        const res = await get('readFhirResource', `/${type}/${randomUUID()}`, { accept: 'application/fhir+json' });
        expect(res.status, type).to.equal(404);
        expect(res.body.issue[0].code).to.equal('not-supported');
        expect((await get('readFhirResource', `/${type}/${randomUUID()}`, { accept: 'application/problem+json' })).body.type).to.match(/\/errors\/not-found$/);
      }
    });

    it("answers 404 for every resource of another organization (and that organization reads them)", async () => {
      expect(otherOrgResources.length).to.be.greaterThan(3);
      for (const resource of otherOrgResources) {
        const operationId = resource.resourceType === 'Patient' ? 'readFhirPatient' : 'readFhirResource';
        expect((await get(operationId, `/${resource.resourceType}/${resource.id}`)).status, resource.resourceType).to.equal(404);
        expect((await get(operationId, `/${resource.resourceType}/${resource.id}`, { token: otherToken })).status, resource.resourceType).to.equal(200);
      }
    });

    it('answers 404 for every resource of a test-mode document, and of a document without a patient (placeholder included)', async () => {
      expect(testModeResources.length).to.be.greaterThan(4);
      const live1 = new Set(liveResources.get('MRN-1')!.flat().map((r) => r.id));
      for (const resource of [...testModeResources, ...noPatientResources]) {
        // The test-mode document of MRN-1 shares the live Patient: that Patient exists through the live documents.
        if (resource.resourceType === 'Patient' && live1.has(resource.id)) continue;
        const operationId = resource.resourceType === 'Patient' ? 'readFhirPatient' : 'readFhirResource';
        expect((await get(operationId, `/${resource.resourceType}/${resource.id}`)).status, `${resource.resourceType}/${resource.id}`).to.equal(404);
      }
    });
  });

  describe('search', () => {
    it('GET {type}?patient=: a searchset of the patient\'s resources of that type, as in the document Bundles', async () => {
      for (const type of ALL_TYPES.filter((t) => t !== 'Patient')) {
        const res = await get('searchFhirResources', `/${type}?patient=${patient1}`);
        expect(res.status, res.text).to.equal(200);
        expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
        const bundle = res.body as Bundle;
        expect(bundle).to.include({ resourceType: 'Bundle', type: 'searchset' });
        const want = expected('MRN-1', type);
        expect(want.length, type).to.be.greaterThan(0);
        expect(bundle.total, type).to.equal(want.length);
        expect(idsOf([bundle]).sort(), type).to.deep.equal(want);
        for (const e of bundle.entry!) {
          expect(e.fullUrl).to.equal(`${server.config.publicBaseUrl}/fhir/R4/${type}/${e.resource.id}`);
          expect(e.search).to.deep.equal({ mode: 'match' });
          expect(e.resource.resourceType).to.equal(type);
          expect(referencesOf(e.resource)).to.include(`Patient/${patient1}`);
        }
        const self = bundle.link!.find((l) => l.relation === 'self')!;
        expect(self.url.startsWith(`${server.config.publicBaseUrl}/fhir/R4/${type}?`)).to.equal(true);
        expect(new URL(self.url).searchParams.get('patient')).to.equal(patient1);
        expect(bundle.link!.find((l) => l.relation === 'next')).to.equal(undefined);
      }
    });

    it('accepts patient as a Patient/<uuid> reference', async () => {
      const res = await get('searchFhirResources', `/Condition?patient=Patient/${patient1}`);
      expect(res.status).to.equal(200);
      expect(idsOf([res.body]).sort()).to.deep.equal(expected('MRN-1', 'Condition'));
    });

    it('pages with _count and the next link: no duplicates, no gaps, a constant total (every type)', async () => {
      for (const type of ALL_TYPES.filter((t) => t !== 'Patient')) {
        const pages = await walk(await get('searchFhirResources', `/${type}?patient=${patient1}&_count=2`));
        const ids = idsOf(pages);
        expect(new Set(ids).size, `${type}: no duplicates`).to.equal(ids.length);
        expect([...ids].sort(), `${type}: no gaps`).to.deep.equal(expected('MRN-1', type));
        for (const page of pages) {
          expect(page.total).to.equal(ids.length);
          expect((page.entry ?? []).length).to.be.at.most(2);
        }
        expect(pages.length, type).to.equal(Math.max(1, Math.ceil(ids.length / 2)));
      }
      const one = await walk(await get('searchFhirResources', `/Condition?patient=${patient1}&_count=1`));
      expect(one.length).to.equal(expected('MRN-1', 'Condition').length);
    });

    it('POST {type}/_search with a form body: the same results and paging (next links continue as GET)', async () => {
      const first = await postSearch('Condition', { patient: patient1, _count: '2' });
      expect(first.status, first.text).to.equal(200);
      expect(first.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      const pages = await walk(first, 'searchFhirResourcesPost');
      const ids = idsOf(pages);
      expect(new Set(ids).size).to.equal(ids.length);
      expect([...ids].sort()).to.deep.equal(expected('MRN-1', 'Condition'));

      // The cursor of a next link also works in a form body.
      const next = new URL((first.body as Bundle).link!.find((l) => l.relation === 'next')!.url);
      const second = await postSearch('Condition', { patient: `Patient/${patient1}`, _count: '2', _cursor: next.searchParams.get('_cursor')! });
      expect(second.status, second.text).to.equal(200);
      expect(idsOf([second.body])).to.deep.equal(idsOf([pages[1]!]));

      const obs = await postSearch('Observation', { patient: patient1 });
      expect(idsOf([obs.body]).sort()).to.deep.equal(expected('MRN-1', 'Observation'));
    });

    it('Patient search: every patient of the organization (paged), or one by patient; never test-mode, placeholder or other organizations\' patients', async () => {
      const all = await walk(await get('searchFhirResources', '/Patient'));
      expect(idsOf(all).sort()).to.deep.equal([patient1, patient2].sort());
      expect(all[0]!.total).to.equal(2);
      const paged = await walk(await get('searchFhirResources', '/Patient?_count=1'));
      expect(paged).to.have.length(2);
      expect(idsOf(paged).sort()).to.deep.equal([patient1, patient2].sort());
      const posted = await postSearch('Patient', {});
      expect(idsOf([posted.body]).sort()).to.deep.equal([patient1, patient2].sort());

      const one = await get('searchFhirResources', `/Patient?patient=${patient2}`);
      expect(one.body.total).to.equal(1);
      expect(one.body.entry[0].resource.identifier[0].value).to.equal('MRN-2');
      expect(one.body.entry[0].fullUrl).to.equal(`${server.config.publicBaseUrl}/fhir/R4/Patient/${patient2}`);
    });

    it('an empty searchset has total 0 and no entry (FHIR forbids empty arrays)', async () => {
      expect(expected('MRN-2', 'Immunization')).to.deep.equal([]);
      const res = await get('searchFhirResources', `/Immunization?patient=${patient2}`);
      expect(res.status).to.equal(200);
      expect(res.body.total).to.equal(0);
      expect(res.body).to.not.have.property('entry');
      expect(res.body.link.map((l: any) => l.relation)).to.deep.equal(['self']);
    });

    it('400 OperationOutcome (issue required) when patient is missing, whatever the Accept header', async () => {
      for (const accept of [undefined, 'application/problem+json', 'application/fhir+json']) {
        const res = await get('searchFhirResources', '/Condition', accept ? { accept } : {});
        expect(res.status, res.text).to.equal(400);
        expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
        expect(res.body.resourceType).to.equal('OperationOutcome');
        expect(res.body.issue[0]).to.include({ severity: 'error', code: 'required' });
        expect(res.body.issue[0].expression).to.deep.equal(['patient']);
      }
      const posted = await postSearch('Observation', {});
      expect(posted.status).to.equal(400);
      expect(posted.body.issue[0]).to.include({ code: 'required' });
      const noBody = await expectResponse('searchFhirResourcesPost', await fetch(fhir('/Condition/_search'), { method: 'POST', headers: auth(liveToken) }));
      expect(noBody.status).to.equal(400);
      expect(noBody.body.issue[0]).to.include({ code: 'required' });
    });

    it('400 OperationOutcome when patient, _count or _cursor is malformed', async () => {
      const bad = async (res: CheckedResponse, codes: string[], expression: string) => {
        expect(res.status, res.text).to.equal(400);
        expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
        expect(res.body.resourceType).to.equal('OperationOutcome');
        expect(codes, res.text).to.include(res.body.issue[0].code);
        expect(res.body.issue[0].expression, res.text).to.include(expression);
      };
      await bad(await get('searchFhirResources', '/Condition?patient=MRN-1'), ['value'], 'patient');
      await bad(await get('searchFhirResources', `/Condition?patient=Observation/${patient1}`), ['value'], 'patient');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient1}&patient=${patient2}`), ['value', 'invalid'], 'patient');
      await bad(await get('searchFhirResources', '/Condition?patient='), ['value', 'invalid'], 'patient');
      await bad(await postSearch('Condition', { patient: 'Patient/xyz' }), ['value'], 'patient');
      await bad(await postSearch('Condition', { patient: '' }), ['value', 'invalid'], 'patient');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient1}&_count=0`), ['value', 'invalid'], '_count');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient1}&_count=abc`), ['value', 'invalid'], '_count');
      await bad(await postSearch('Condition', { patient: patient1, _count: '-5' }), ['value', 'invalid'], '_count');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient1}&_cursor=bm90LWEtY3Vyc29y`), ['value'], '_cursor');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient1}&_cursor=!!`), ['value', 'invalid'], '_cursor');
      // A cursor is bound to its search: another type or patient is refused.
      const first = await get('searchFhirResources', `/Condition?patient=${patient1}&_count=1`);
      const cursor = new URL((first.body as Bundle).link!.find((l) => l.relation === 'next')!.url).searchParams.get('_cursor')!;
      await bad(await get('searchFhirResources', `/MedicationStatement?patient=${patient1}&_cursor=${cursor}`), ['value'], '_cursor');
      await bad(await get('searchFhirResources', `/Condition?patient=${patient2}&_cursor=${cursor}`), ['value'], '_cursor');
    });

    it('POST _search: 415 for a body that is not a form, 413 past 64 KiB (an OperationOutcome, or problem+json when asked for)', async () => {
      const send = (headers: Record<string, string>, body: string) =>
        fetch(fhir('/Condition/_search'), { method: 'POST', headers: { ...auth(liveToken), ...headers }, body });
      const json = JSON.stringify({ patient: patient1 });
      const problem = await expectResponse('searchFhirResourcesPost', await send({ 'content-type': 'application/json', accept: 'application/problem+json' }, json));
      expect(problem.status).to.equal(415);
      expect(problem.body.type).to.match(/\/errors\/unsupported-media-type$/);
      const outcome = await expectResponse('searchFhirResourcesPost', await send({ 'content-type': 'application/json' }, json));
      expect(outcome.status).to.equal(415);
      expect(outcome.body.issue[0].code).to.equal('not-supported');
      const big = `patient=${patient1}&padding=${'x'.repeat(70_000)}`;
      const tooLarge = await expectResponse('searchFhirResourcesPost', await send({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/fhir+json' }, big));
      expect(tooLarge.status).to.equal(413);
      expect(tooLarge.body.issue[0].code).to.equal('too-long');
    });

    it('404 for an unknown patient, another organization\'s patient, a test-mode-only patient, or an unsupported type', async () => {
      const testOnly = testModeResources.find((r) => r.resourceType === 'Patient' && r.id !== patient1)!;
      const otherPatient = otherOrgResources.find((r) => r.resourceType === 'Patient')!;
      for (const id of [randomUUID(), otherPatient.id, testOnly.id]) {
        expect((await get('searchFhirResources', `/Condition?patient=${id}`)).status).to.equal(404);
        expect((await get('searchFhirResources', `/Patient?patient=${id}`)).status).to.equal(404);
        expect((await postSearch('Observation', { patient: id })).status).to.equal(404);
      }
      const outcome = await get('searchFhirResources', `/Condition?patient=${randomUUID()}`, { accept: 'application/fhir+json' });
      expect(outcome.body.issue[0].code).to.equal('not-found');
      const unsupported = await get('searchFhirResources', `/Encounter?patient=${patient1}`, { accept: 'application/fhir+json' });
      expect(unsupported.status).to.equal(404);
      expect(unsupported.body.issue[0].code).to.equal('not-supported');
      expect((await postSearch('Encounter', { patient: patient1 })).status).to.equal(404);
    });
  });

  describe('Observations', () => {
    const observations = () => liveResources.get('MRN-1')!.flat().filter((r) => r.resourceType === 'Observation');
    const loinc = (r: Resource) => r.code.coding.filter((c: any) => c.system === 'http://loinc.org').map((c: any) => c.code);
    const quantities = (r: Resource): any[] => [r.valueQuantity, ...(r.component ?? []).map((c: any) => c.valueQuantity)].filter(Boolean);

    it('every Observation has a category, a value, components or a dataAbsentReason, and only UCUM quantities', () => {
      expect(observations().length).to.be.greaterThan(6);
      for (const o of observations()) {
        expect(o.category, o.code.text).to.have.length(1);
        expect(o.category[0].coding[0].system).to.equal('http://terminology.hl7.org/CodeSystem/observation-category');
        const has = ['valueQuantity', 'valueString', 'valueCodeableConcept', 'component', 'dataAbsentReason'].filter((k) => k in o);
        expect(has.length, `${o.code.text}: ${JSON.stringify(o)}`).to.be.greaterThan(0);
        for (const q of quantities(o)) expect(q, o.code.text).to.include({ system: 'http://unitsofmeasure.org' }).and.have.property('code');
      }
    });

    it('effective[x] is the encounter date, or a data-absent-reason extension when the document has none (never the upload time)', () => {
      const [withEncounter, ...others] = liveResources.get('MRN-1')!;
      for (const o of withEncounter!.filter((r) => r.resourceType === 'Observation')) expect(o.effectiveDateTime, o.code.text).to.equal('2026-11-01');
      const rest = others.flat().filter((r) => r.resourceType === 'Observation');
      expect(rest.length).to.be.greaterThan(0);
      for (const o of rest) {
        expect(o, o.code.text).to.not.have.property('effectiveDateTime');
        expect(o._effectiveDateTime.extension).to.deep.equal([{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'unknown' }]);
      }
    });

    it('vital signs follow the R4 vital-signs profiles: category, profile codes and UCUM units, blood pressure as a panel', () => {
      const byCode = new Map<string, Resource>(observations().flatMap((o) => loinc(o).map((c: string) => [c, o] as const)));
      const bp = byCode.get('85354-9')!;
      expect(bp.meta.profile).to.deep.equal(['http://hl7.org/fhir/StructureDefinition/bp']);
      expect(bp).to.not.have.property('valueQuantity');
      expect(bp.component.map((c: any) => [c.code.coding[0].code, c.valueQuantity.value, c.valueQuantity.code])).to.deep.equal([['8480-6', 142, 'mm[Hg]'], ['8462-4', 90, 'mm[Hg]']]);
      expect(byCode.get('8310-5')!.valueQuantity).to.include({ value: 38.5, code: 'Cel' });
      expect(byCode.get('8867-4')!.valueQuantity).to.include({ value: 88, code: '/min' });
      const spo2 = byCode.get('2708-6')!;
      expect(spo2.valueQuantity).to.include({ value: 97, code: '%' });
      expect(spo2.meta.profile).to.deep.equal(['http://hl7.org/fhir/StructureDefinition/oxygensat']);
      const weight = byCode.get('29463-7')!;
      expect(weight, 'a weight without a unit is not guessed').to.not.have.property('valueQuantity');
      expect(weight.dataAbsentReason.coding[0]).to.include({ code: 'unknown' });
      expect(weight.dataAbsentReason.text).to.contain('82');
      for (const code of ['85354-9', '8310-5', '8867-4', '2708-6', '29463-7']) {
        expect(byCode.get(code)!.category[0].coding[0].code, code).to.equal('vital-signs');
      }
    });

    it('labs carry category laboratory and an implied UCUM unit when the note gives none (hemoglobin g/dL)', () => {
      const byCode = new Map<string, Resource>(observations().flatMap((o) => loinc(o).map((c: string) => [c, o] as const)));
      for (const code of ['4548-4', '2823-3', '2160-0', '718-7']) expect(byCode.get(code)?.category[0].coding[0].code, code).to.equal('laboratory');
      expect(byCode.get('718-7')!.valueQuantity).to.include({ value: 12.1, code: 'g/dL' });
      const culture = observations().find((o) => o.code.text.toLowerCase().includes('culture'))!;
      expect(culture.valueCodeableConcept.coding[0]).to.include({ system: 'http://snomed.info/sct', code: '10828004' });
    });

    it('category= searches them', async () => {
      const res = await get('searchFhirResources', `/Observation?patient=${patient1}&category=vital-signs`);
      const want = observations().filter((o) => o.category[0].coding[0].code === 'vital-signs').map((o) => o.id).sort();
      expect(want.length).to.be.greaterThan(3);
      expect(idsOf([res.body]).sort()).to.deep.equal(want);
    });
  });

  describe('one resource per concept and status within a document', () => {
    it('a note naming hypertension and type 2 diabetes three times each gives one Condition each, every mention as evidence; the entity list keeps every mention', async () => {
      const docs = await expectResponse('listBatchDocuments', await fetch(api(`/batches/${liveBatchId}/documents?limit=100`), { headers: auth(liveToken) }));
      const doc = docs.body.data.find((d: any) => d.externalReference === 'a-4');
      const entities = await expectResponse('listDocumentEntities', await fetch(api(`/batches/${liveBatchId}/documents/${doc.id}/entities?limit=100`), { headers: auth(liveToken) }));
      const conditions = (await get('searchFhirResources', `/Condition?patient=${patient2}`)).body as Bundle;
      for (const code of ['38341003', '44054006']) {
        const mentions = entities.body.data.filter((e: any) => e.type === 'Condition' && e.polarity === 'positive' && e.subject === 'patient' && e.codes?.[0]?.code === code);
        expect(mentions.length, `${code}: mentions in the entity list`).to.be.at.least(3);
        const resources = conditions.entry!.filter((e) => e.resource.code.coding?.[0]?.code === code);
        expect(resources, code).to.have.length(1);
        const evidence = resources[0]!.resource.evidence;
        expect(evidence, code).to.have.length(mentions.length);
        for (const [i, m] of mentions.entries()) {
          expect(evidence[i].detail).to.deep.equal([{ reference: `DocumentReference/${doc.id}`, display: `"${m.text}" at characters ${m.span.start}-${m.span.end}` }]);
        }
      }
      const amlodipine = ((await get('searchFhirResources', `/MedicationStatement?patient=${patient2}`)).body as Bundle).entry!;
      expect(amlodipine, 'one MedicationStatement for amlodipine').to.have.length(1);
      expect(amlodipine[0]!.resource.derivedFrom.length).to.be.at.least(2);
      expect(amlodipine[0]!.resource.dosage[0].text).to.contain('5 mg');
    });
  });

  describe('search parameters', () => {
    const resourcesOf = (patient: string, type: string) => (liveResources.get(patient) ?? []).flat().filter((r) => r.resourceType === type);
    const hasCode = (r: Resource, system: string, code: string) =>
      [r.code, r.medicationCodeableConcept, r.vaccineCode].some((c: any) => c?.coding?.some((x: any) => x.system === system && x.code === code));
    const search = async (query: string, options: { accept?: string; prefer?: string } = {}) => {
      const res = await fetch(fhir(query), { headers: { ...auth(liveToken), ...(options.prefer ? { prefer: options.prefer } : {}), ...(options.accept ? { accept: options.accept } : {}) } });
      return validFhir(await expectResponse('searchFhirResources', res));
    };
    const unsupported = (res: CheckedResponse, name: string) => {
      expect(res.status, res.text).to.equal(400);
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      expect(res.body.issue[0]).to.include({ severity: 'error', code: 'not-supported' });
      expect(res.body.issue[0].expression).to.deep.equal([name]);
    };

    it('an unknown or unsupported parameter is a 400 OperationOutcome, by default and under Prefer: handling=strict', async () => {
      for (const prefer of [undefined, 'handling=strict', 'return=minimal; handling=strict']) {
        unsupported(await search(`/Condition?patient=${patient1}&foo=bar`, prefer ? { prefer } : {}), 'foo');
        unsupported(await search(`/Condition?patient=${patient1}&code:text=diabetes`, prefer ? { prefer } : {}), 'code:text');
        unsupported(await search(`/AllergyIntolerance?patient=${patient1}&subject=Patient/${patient1}`, prefer ? { prefer } : {}), 'subject');
        unsupported(await search(`/Patient?name=Smith`, prefer ? { prefer } : {}), 'name');
        unsupported(await search(`/Observation?patient=${patient1}&clinical-status=active`, prefer ? { prefer } : {}), 'clinical-status');
      }
      unsupported(await postSearch('Condition', { patient: patient1, foo: 'bar' }), 'foo');
      unsupported(await search(`/Condition?patient=${patient1}&_sort=code`), '_sort');
    });

    it('the CapabilityStatement lists exactly the parameters that work: each listed one is accepted, the R4 ones it leaves out are refused', async () => {
      const cs = (await get('getFhirCapabilityStatement', '/metadata')).body;
      const sample: Record<string, string> = { reference: `Patient/${patient1}`, token: 'x', date: 'ge2000-01-01' };
      for (const r of cs.rest[0].resource) {
        const base = r.type === 'Patient' ? '' : `patient=${patient1}&`;
        for (const p of r.searchParam) {
          if (p.name === 'patient') continue;
          // subject stands in for patient: the two together are one parameter given twice (400)
          const res = await search(`/${r.type}?${p.name === 'subject' ? '' : base}${p.name}=${encodeURIComponent(sample[p.type]!)}`);
          expect(res.status, `${r.type}?${p.name}: ${res.text}`).to.equal(200);
        }
        for (const name of ['_text', '_content', '_has:Observation:patient:code', 'date', 'encounter', '_include']) {
          if (r.searchParam.some((p: any) => p.name === name)) continue;
          unsupported(await search(`/${r.type}?${base}${name}=x`), name);
        }
      }
    });

    it('Prefer: handling=lenient ignores unknown parameters, and the self link shows only those applied', async () => {
      const res = await search(`/Condition?patient=${patient1}&foo=bar&_count=5`, { prefer: 'handling=lenient' });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.total).to.equal(expected('MRN-1', 'Condition').length);
      const self = new URL(res.body.link.find((l: any) => l.relation === 'self').url);
      expect([...self.searchParams.keys()].sort()).to.deep.equal(['_count', 'patient']);
    });

    it('Patient?identifier= finds the patient by MRN (value or system|value), and only that patient', async () => {
      const system = `urn:data-engine:organization:${live.orgId}:patient`;
      for (const q of ['MRN-1', `${system}|MRN-1`]) {
        const res = await search(`/Patient?identifier=${encodeURIComponent(q)}`);
        expect(res.status, res.text).to.equal(200);
        expect(idsOf([res.body])).to.deep.equal([patient1]);
        expect(res.body.total).to.equal(1);
      }
      expect((await search('/Patient?identifier=MRN-1001')).body.total).to.equal(0);
      expect((await search('/Patient?identifier=other-system|MRN-1')).body.total).to.equal(0);
      expect(idsOf([(await search('/Patient?identifier=MRN-1,MRN-2')).body]).sort()).to.deep.equal([patient1, patient2].sort());
    });

    it('code (system|code, code) filters Conditions, and other clinical types, on the coded concept', async () => {
      const snomed = 'http://snomed.info/sct';
      const hypertension = resourcesOf('MRN-1', 'Condition').filter((r) => hasCode(r, snomed, '38341003')).map((r) => r.id).sort();
      expect(hypertension.length).to.be.greaterThan(0);
      for (const q of [`${snomed}|38341003`, '38341003']) {
        const res = await search(`/Condition?patient=${patient1}&code=${encodeURIComponent(q)}`);
        expect(res.status, res.text).to.equal(200);
        expect(idsOf([res.body]).sort()).to.deep.equal(hypertension);
        expect(res.body.total).to.equal(hypertension.length);
      }
      expect((await search(`/Condition?patient=${patient1}&code=${encodeURIComponent('http://loinc.org|38341003')}`)).body.total).to.equal(0);
      for (const type of ['MedicationStatement', 'Observation', 'Procedure', 'AllergyIntolerance', 'Immunization']) {
        const first = resourcesOf('MRN-1', type)[0]!;
        const coding = (first.code ?? first.medicationCodeableConcept ?? first.vaccineCode).coding[0];
        const want = resourcesOf('MRN-1', type).filter((r) => hasCode(r, coding.system, coding.code)).map((r) => r.id).sort();
        const res = await search(`/${type}?patient=${patient1}&code=${encodeURIComponent(`${coding.system}|${coding.code}`)}`);
        expect(idsOf([res.body]).sort(), type).to.deep.equal(want);
      }
    });

    it('clinical-status and verification-status filter Conditions (refuted ones can be left out)', async () => {
      const all = resourcesOf('MRN-1', 'Condition');
      const refuted = all.filter((r) => r.verificationStatus.coding[0].code === 'refuted').map((r) => r.id).sort();
      expect(refuted.length, 'the fixture has a negated finding').to.be.greaterThan(0);
      expect(idsOf([(await search(`/Condition?patient=${patient1}&verification-status=refuted`)).body]).sort()).to.deep.equal(refuted);
      const kept = (await search(`/Condition?patient=${patient1}&verification-status=confirmed,provisional`)).body;
      expect(kept.total).to.equal(all.length - refuted.length);
      const active = all.filter((r) => r.clinicalStatus?.coding[0].code === 'active').map((r) => r.id).sort();
      const res = await search(`/Condition?patient=${patient1}&clinical-status=${encodeURIComponent('http://terminology.hl7.org/CodeSystem/condition-clinical|active')}`);
      expect(idsOf([res.body]).sort()).to.deep.equal(active);
    });

    it('subject=Patient/<id> stands in for patient; a bare id or another type is refused', async () => {
      const res = await search(`/Condition?subject=Patient/${patient1}`);
      expect(res.status, res.text).to.equal(200);
      expect(idsOf([res.body]).sort()).to.deep.equal(expected('MRN-1', 'Condition'));
      expect((await search(`/Condition?subject=${patient1}`)).status).to.equal(400);
      expect((await search(`/Condition?subject=Group/${patient1}`)).status).to.equal(400);
    });

    it('_id on every type, and _lastUpdated with gt/ge/lt/le against meta.lastUpdated', async () => {
      for (const type of ALL_TYPES) {
        const first = resourcesOf('MRN-1', type)[0]!;
        const query = type === 'Patient' ? `/Patient?_id=${first.id}` : `/${type}?patient=${patient1}&_id=${first.id}`;
        const res = await search(query);
        expect(idsOf([res.body]), type).to.deep.equal([first.id]);
        const updated: string = res.body.entry[0].resource.meta.lastUpdated;
        const at = encodeURIComponent(updated);
        const base = type === 'Patient' ? `/Patient?_id=${first.id}` : `/${type}?patient=${patient1}&_id=${first.id}`;
        expect((await search(`${base}&_lastUpdated=ge${at}`)).body.total, `${type} ge`).to.equal(1);
        expect((await search(`${base}&_lastUpdated=le${at}`)).body.total, `${type} le`).to.equal(1);
        expect((await search(`${base}&_lastUpdated=gt${at}`)).body.total, `${type} gt`).to.equal(0);
        expect((await search(`${base}&_lastUpdated=lt${at}`)).body.total, `${type} lt`).to.equal(0);
        expect((await search(`${base}&_lastUpdated=ge2000-01-01&_lastUpdated=lt2999`)).body.total, `${type} range`).to.equal(1);
      }
      const bad = await search(`/Condition?patient=${patient1}&_lastUpdated=yesterday`);
      expect(bad.status).to.equal(400);
      expect(bad.body.issue[0].expression).to.deep.equal(['_lastUpdated']);
    });

    it('_count above the maximum is served as 100 (not refused); _sort=_lastUpdated is the native order', async () => {
      const res = await search(`/Condition?patient=${patient1}&_count=1000&_sort=_lastUpdated`);
      expect(res.status, res.text).to.equal(200);
      const self = new URL(res.body.link.find((l: any) => l.relation === 'self').url);
      expect(self.searchParams.get('_count')).to.equal('100');
      expect(res.body.total).to.equal(expected('MRN-1', 'Condition').length);
      const updated = res.body.entry.map((e: any) => e.resource.meta.lastUpdated);
      expect(updated).to.deep.equal([...updated].sort());
    });

    it('406 OperationOutcome for a format other than JSON (Accept or _format); _format=json is served', async () => {
      for (const [query, accept] of [[`/Condition?patient=${patient1}`, 'application/fhir+xml'], [`/Condition?patient=${patient1}&_format=xml`, undefined]] as const) {
        const res = await search(query, accept ? { accept } : {});
        expect(res.status, res.text).to.equal(406);
        expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
        expect(res.body.issue[0]).to.include({ code: 'not-supported' });
      }
      const read = await get('readFhirPatient', `/Patient/${patient1}`, { accept: 'application/xml' });
      expect(read.status).to.equal(406);
      expect((await search(`/Condition?patient=${patient1}&_format=json`)).status).to.equal(200);
      expect((await search(`/Condition?patient=${patient1}`, { accept: 'application/fhir+json;q=1, application/fhir+xml;q=0.5' })).status).to.equal(200);
    });
  });

  describe('Patient $everything', () => {
    it('the Patient and every resource of its live documents; no test-mode or other organizations\' resources', async () => {
      const bundle = await everythingOf(patient1);
      expect(bundle.type).to.equal('searchset');
      expect(withoutMeta(bundle.entry![0]!.resource)).to.deep.equal({ resourceType: 'Patient', id: patient1, identifier: [{ system: `urn:data-engine:organization:${live.orgId}:patient`, value: 'MRN-1' }] });
      expect(bundle.total).to.equal(bundle.entry!.length);
      const want = new Map<string, Resource>();
      for (const r of liveResources.get('MRN-1')!.flat()) want.set(`${r.resourceType}/${r.id}`, r);
      const got = new Map(bundle.entry!.map((e) => [`${e.resource.resourceType}/${e.resource.id}`, e.resource]));
      expect(got.size, 'no duplicates').to.equal(bundle.entry!.length);
      expect([...got.keys()].sort()).to.deep.equal([...want.keys()].sort());
      for (const [key, resource] of got) expect(withoutMeta(resource), key).to.deep.equal(want.get(key));
      for (const e of bundle.entry!) {
        expect(e.fullUrl).to.equal(`${server.config.publicBaseUrl}/fhir/R4/${e.resource.resourceType}/${e.resource.id}`);
        expect(e.search).to.deep.equal({ mode: 'match' });
      }
      for (const r of [...testModeResources, ...otherOrgResources, ...noPatientResources]) {
        if (r.id === patient1) continue;
        expect(got.has(`${r.resourceType}/${r.id}`), `${r.resourceType}/${r.id}`).to.equal(false);
      }
    });

    it('reference integrity: every reference resolves inside the Bundle and on the server, and every resource refers to the Patient', async () => {
      const bundle = await everythingOf(patient1);
      const keys = new Set(bundle.entry!.map((e) => `${e.resource.resourceType}/${e.resource.id}`));
      const refs = new Set<string>();
      for (const e of bundle.entry!) {
        const own = referencesOf(e.resource);
        if (e.resource.resourceType !== 'Patient') expect(own, `${e.resource.resourceType} refers to the Patient`).to.include(`Patient/${patient1}`);
        for (const ref of own) {
          expect(keys.has(ref), `${ref} (from ${e.resource.resourceType}/${e.resource.id}) is in the Bundle`).to.equal(true);
          refs.add(ref);
        }
      }
      expect(refs.size).to.be.greaterThan(1);
      for (const ref of refs) {
        const res = await get(ref.startsWith('Patient/') ? 'readFhirPatient' : 'readFhirResource', `/${ref}`);
        expect(res.status, ref).to.equal(200);
      }
    });

    it('pages with _count and next links (GET and POST, with a Parameters body or none); total counts everything', async () => {
      const all = await everythingOf(patient1);
      const paged = await walk(await get('getFhirPatientEverything', `/Patient/${patient1}/$everything?_count=7`), 'getFhirPatientEverything');
      expect(paged.length).to.equal(Math.ceil(all.entry!.length / 7));
      expect(paged.flatMap((p) => p.entry!.map((e) => e.resource.id))).to.deep.equal(all.entry!.map((e) => e.resource.id));
      for (const p of paged) expect(p.total).to.equal(all.entry!.length);
      const post = (body?: unknown) =>
        fetch(fhir(`/Patient/${patient1}/$everything`), {
          method: 'POST',
          headers: { ...auth(liveToken), ...(body ? { 'content-type': 'application/fhir+json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      const posted = validFhir(await expectResponse('getFhirPatientEverythingPost', await post({ resourceType: 'Parameters', parameter: [{ name: '_count', valueInteger: 7 }] })));
      expect(posted.status, posted.text).to.equal(200);
      const postedPages = await walk(posted, 'getFhirPatientEverythingPost');
      expect(postedPages.flatMap((p) => p.entry!.map((e) => e.resource.id))).to.deep.equal(all.entry!.map((e) => e.resource.id));
      const empty = validFhir(await expectResponse('getFhirPatientEverythingPost', await post()));
      expect(empty.status).to.equal(200);
      expect(empty.body.total).to.equal(all.entry!.length);
      const notParameters = validFhir(await expectResponse('getFhirPatientEverythingPost', await post({ resourceType: 'Patient' })));
      expect(notParameters.status).to.equal(400);
      expect((await get('getFhirPatientEverything', `/Patient/${patient1}/$everything?_type=Condition`)).status).to.equal(400);
    });

    it('the other patient gets only its own resources', async () => {
      const bundle = await everythingOf(patient2);
      const want = liveResources.get('MRN-2')!.flat().map((r) => `${r.resourceType}/${r.id}`).sort();
      expect(bundle.entry!.map((e) => `${e.resource.resourceType}/${e.resource.id}`).sort()).to.deep.equal(want);
    });

    it('404 for an unknown patient, another organization\'s patient and a test-mode-only patient', async () => {
      const testOnly = testModeResources.find((r) => r.resourceType === 'Patient' && r.id !== patient1)!;
      const otherPatient = otherOrgResources.find((r) => r.resourceType === 'Patient')!;
      for (const id of [randomUUID(), otherPatient.id, testOnly.id]) {
        const res = await get('getFhirPatientEverything', `/Patient/${id}/$everything`);
        expect(res.status).to.equal(404);
        expect(res.body.issue[0].code).to.equal('not-found');
      }
      const outcome = await get('getFhirPatientEverything', `/Patient/${randomUUID()}/$everything`, { accept: 'application/fhir+json' });
      expect(outcome.body.issue[0].code).to.equal('not-found');
    });
  });

  it('every error under /fhir/R4 is an OperationOutcome: 405 keeps Allow, an unknown path is 404 not-found', async () => {
    const wrongMethod = await fetch(fhir(`/Condition/${randomUUID()}`), { method: 'DELETE', headers: auth(liveToken) });
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('content-type')).to.match(/^application\/fhir\+json/);
    expect(wrongMethod.headers.get('allow')).to.contain('GET');
    expect(((await wrongMethod.json()) as any).issue[0]).to.include({ severity: 'error', code: 'not-supported' });
    const unknown = await fetch(fhir(`/Condition/${randomUUID()}/_history/1/extra`), { headers: auth(liveToken) });
    expect(unknown.status).to.equal(404);
    expect(unknown.headers.get('content-type')).to.match(/^application\/fhir\+json/);
    expect(((await unknown.json()) as any).issue[0]).to.include({ code: 'not-found' });
  });

  it('a test token still gets 403 (the FHIR server is live-only)', async () => {
    const testClient = await createClient(server, { mode: 'test', orgId: live.orgId, scopes: 'batches:read system/*.rs' });
    const token = await tokenFor(server, testClient);
    const res = await get('searchFhirResources', `/Condition?patient=${patient1}`, { token });
    expect(res.status).to.equal(403);
    expect(res.body.issue[0]).to.include({ severity: 'error', code: 'security' });
    const problem = await get('searchFhirResources', `/Condition?patient=${patient1}`, { token, accept: 'application/problem+json' });
    expect(problem.body.type).to.match(/\/errors\/live-token-required$/);
  });

  // Defined last, so it runs after every other test of this file (Mocha runs suites in order).
  describe('R4 validation', () => {
    it('every application/fhir+json body above passed @medplum/core validateResource, of every kind the server answers', () => {
      for (const kind of ['CapabilityStatement', 'OperationOutcome', 'Bundle.searchset', 'Bundle.collection', ...ALL_TYPES]) expect(validated.has(kind), `validated ${kind}`).to.equal(true);
    });
  });
});
