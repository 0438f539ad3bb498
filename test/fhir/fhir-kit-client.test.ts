/**
 * The FHIR server driven by a third-party client, fhir-kit-client, as an EHR integration would use it:
 * CapabilityStatement, search by MRN, search by patient and code, paging through `next` links with
 * nextPage, reads, and Patient $everything with its default POST (and GET), paged with _count. Every
 * resource it receives passes the R4 validator.
 */
import { expect } from 'chai';
// fhir-kit-client exports only an `import` condition: loaded with import() so that Mocha's require path never sees it.
import type { Client } from 'fhir-kit-client';
import { startWorkers } from '../../server/worker/index.js';
import { createClient, tokenFor } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectValidFhir } from './fhir-validator.js';

type Bundle = { resourceType: 'Bundle'; total?: number; link?: { relation: string; url: string }[]; entry?: { resource: { resourceType: string; id: string; [k: string]: any } }[] };

const NOTES = [
  'HISTORY: Hypertension and type 2 diabetes. Hypertension is stable. MEDICATIONS: Lisinopril 10 mg daily. Metformin 500 mg BID. VITALS: BP 138/84, HR 76, Temp 37.1 C. LABS: Creatinine 1.1 mg/dL. Mother had breast cancer.',
  'FOLLOW-UP: Type 2 diabetes, A1c 7.4 %. Hypertension controlled. No chest pain. Penicillin allergy. Influenza vaccine given.',
];

describe('FHIR server with fhir-kit-client', function () {
  this.timeout(120_000);
  let server: TestServer;
  let client: Client;
  let patientId: string;

  before(async () => {
    server = await startTestServer();
    const live = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs batches:read batches:write' });
    const token = await tokenFor(server, live);
    const headers = { authorization: `Bearer ${token}` };
    const api = (path: string) => `${server.url}/v1/data-engine${path}`;
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers }))).body;
    const documents = NOTES.map((content, i) => ({
      externalReference: `fk-${i}`,
      mediaType: 'text/plain',
      content,
      patient: { externalId: 'MRN-1001' },
      ...(i === 0 ? { encounter: { externalId: 'E-1', date: '2026-11-02' } } : {}),
    }));
    const added = await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
    expect(added.status).to.equal(201);
    expect((await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers })).status).to.equal(200);
    const workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    try {
      for (let i = 0; i < 600; i++) {
        const b = (await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers }))).body;
        if (b.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await workers.stop();
    }
    const { Client: FhirKitClient } = await import('fhir-kit-client');
    client = new FhirKitClient({ baseUrl: `${server.url}/fhir/R4`, bearerToken: token });
  });

  after(async () => {
    await server?.close();
  });

  it('reads the CapabilityStatement', async () => {
    const cs = (await client.capabilityStatement()) as any;
    expectValidFhir(cs);
    expect(cs.fhirVersion).to.equal('4.0.1');
  });

  it('finds the patient by MRN (identifier), and only that patient', async () => {
    const bundle = (await client.search({ resourceType: 'Patient', searchParams: { identifier: 'MRN-1001' } })) as Bundle;
    expectValidFhir(bundle);
    expect(bundle.total).to.equal(1);
    patientId = bundle.entry![0]!.resource.id;
    expect(((await client.search({ resourceType: 'Patient', searchParams: { identifier: 'MRN-9999' } })) as Bundle).total).to.equal(0);
  });

  it('searches Conditions by patient and code, and leaves refuted ones out', async () => {
    const bundle = (await client.search({ resourceType: 'Condition', searchParams: { patient: patientId, code: 'http://snomed.info/sct|38341003' } })) as Bundle;
    expectValidFhir(bundle);
    expect(bundle.total, 'one hypertension Condition per document').to.equal(2);
    const kept = (await client.search({ resourceType: 'Condition', searchParams: { subject: `Patient/${patientId}`, 'verification-status': 'confirmed,provisional' } })) as Bundle;
    for (const e of kept.entry!) expect(e.resource.verificationStatus.coding[0].code).to.not.equal('refuted');
  });

  it('an unknown search parameter is an error the client sees (400 OperationOutcome)', async () => {
    try {
      await client.search({ resourceType: 'Condition', searchParams: { patient: patientId, foo: 'bar' } });
      expect.fail('the search should have failed');
    } catch (err: any) {
      expect(err.response?.status).to.equal(400);
      expect(err.response?.data?.resourceType).to.equal('OperationOutcome');
    }
  });

  it('pages a search with nextPage until the end: every resource once, and each one reads back with the same content', async () => {
    let page = (await client.search({ resourceType: 'Condition', searchParams: { patient: patientId, _count: '1' } })) as Bundle;
    const ids: string[] = [];
    const seen = new Map<string, unknown>();
    for (let i = 0; i < 100; i++) {
      expectValidFhir(page);
      ids.push(...(page.entry ?? []).map((e) => e.resource.id));
      for (const e of page.entry ?? []) seen.set(e.resource.id, e.resource);
      const next = client.nextPage({ bundle: page as never });
      if (!next) break;
      page = (await next) as Bundle;
    }
    expect(ids.length).to.equal(page.total);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const id of ids) {
      const read = await client.read({ resourceType: 'Condition', id });
      expectValidFhir(read);
      expect(read).to.deep.equal(seen.get(id));
    }
  });

  it("Patient $everything with the client's default POST and with GET, paged with _count through nextPage", async () => {
    const collect = async (first: Bundle) => {
      const ids: string[] = [];
      let page = first;
      for (let i = 0; i < 100; i++) {
        expectValidFhir(page);
        ids.push(...(page.entry ?? []).map((e) => `${e.resource.resourceType}/${e.resource.id}`));
        const next = client.nextPage({ bundle: page as never });
        if (!next) break;
        page = (await next) as Bundle;
      }
      return ids;
    };
    const all = await collect((await client.operation({ name: '$everything', resourceType: 'Patient', id: patientId })) as Bundle);
    expect(all[0]).to.equal(`Patient/${patientId}`);
    expect(all.length).to.be.greaterThan(10);
    const posted = await collect((await client.operation({ name: '$everything', resourceType: 'Patient', id: patientId, input: { resourceType: 'Parameters', parameter: [{ name: '_count', valueInteger: 5 }] } })) as Bundle);
    expect(posted).to.deep.equal(all);
    const got = await collect((await client.operation({ name: '$everything', resourceType: 'Patient', id: patientId, method: 'GET', input: { _count: 4 } })) as Bundle);
    expect(got).to.deep.equal(all);
  });
});
