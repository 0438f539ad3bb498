/**
 * `_sort=_lastUpdated` and `_sort=-_lastUpdated` (FHIR R4 §3.1.1.5.3) through the FHIR use cases on the
 * suite's database: Patients follow their meta.lastUpdated (first served document), not their id, and
 * every type pages newest first under `-_lastUpdated`, across cursors.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Bundle } from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';
import { entityResourceId, patientId } from '../../server/fhir/mappers.js';
import { FhirService } from '../../server/fhir/service.js';
import { fhirRepository } from '../../server/storage/fhir-repository.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

type Entity = Schemas['Entity'];

describe(`FHIR search _sort=_lastUpdated and -_lastUpdated (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  let service: FhirService;
  const orgId = randomUUID();
  const caller = { organizationId: orgId, mode: 'live' as const };
  // Five patients first seen a minute apart; their ids (hashes) are in another order.
  const mrns = ['MRN-A', 'MRN-B', 'MRN-C', 'MRN-D', 'MRN-E'];
  const firstSeen = (i: number) => new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString();

  before(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const now = new Date().toISOString();
    const batchId = randomUUID();
    await db('organizations').insert({ id: orgId, name: 'org', live_processing: true, suspended: false, allowed_ips: '[]', created_at: now, updated_at: now });
    await db('batches').insert({ id: batchId, organization_id: orgId, live_mode: true, status: 'completed', metadata: '{}', created_at: now });
    let ordinal = 0;
    for (const [i, mrn] of mrns.entries()) {
      // MRN-A has a second, later document with three Conditions.
      for (const completed of i === 0 ? [firstSeen(0), firstSeen(9)] : [firstSeen(i)]) {
        const id = randomUUID();
        await db('documents').insert({
          id,
          batch_id: batchId,
          organization_id: orgId,
          live_mode: true,
          external_reference: `ref-${ordinal}`,
          ordinal: ordinal++,
          status: 'succeeded',
          media_type: 'text/plain',
          patient_external_id: mrn,
          patient_fhir_id: patientId(orgId, mrn),
          has_encounter: false,
          metadata: '{}',
          created_at: completed,
          completed_at: completed,
        });
        const entities: Entity[] = ['asthma', 'gout', 'anemia'].map((text, position) => ({ object: 'data_engine.entity', id: `e${position}`, type: 'Condition', text, polarity: 'positive', subject: 'patient', codes: [{ system: 'http://snomed.info/sct', code: String(1000 + position), display: text }] }));
        await db('entities').insert(entities.map((e, position) => ({ document_id: id, position, id: e.id, type: e.type, body: JSON.stringify(e), fhir_type: 'Condition', fhir_id: entityResourceId(id, e.id) })));
      }
    }
    service = new FhirService(fhirRepository(db), { publicBaseUrl: 'http://fhir.test' });
  });
  after(async () => {
    await database?.close();
  });

  /** Every page of a search with `_count`, following the next links' cursors. */
  async function walk(type: string, params: [string, string][]): Promise<Bundle[]> {
    const pages: Bundle[] = [];
    let cursor: string | null = null;
    do {
      const page: Bundle = await service.search(caller, type, { params: [...params, ...(cursor ? [['_cursor', cursor] as [string, string]] : [])] });
      pages.push(page);
      const next = page.link?.find((l) => l.relation === 'next')?.url;
      cursor = next ? new URL(next).searchParams.get('_cursor') : null;
    } while (cursor && pages.length < 50);
    return pages;
  }
  const resources = (pages: Bundle[]) => pages.flatMap((p) => (p.entry ?? []).map((e) => e.resource!));

  it('Patient?_sort=_lastUpdated pages the patients in meta.lastUpdated order, not in id order', async () => {
    const ids = mrns.map((m) => patientId(orgId, m));
    expect([...ids].sort(), 'the fixture is meaningful only if id order differs').to.not.deep.equal(ids);
    const pages = await walk('Patient', [['_sort', '_lastUpdated'], ['_count', '2']]);
    expect(pages.length).to.equal(3);
    const got = resources(pages);
    expect(got.map((r) => r.id)).to.deep.equal(ids);
    expect(got.map((r) => r.meta!.lastUpdated)).to.deep.equal(mrns.map((_, i) => firstSeen(i)));
    expect(pages[0]!.total).to.equal(5);
  });

  it('Patient?_sort=-_lastUpdated pages them newest first', async () => {
    const got = resources(await walk('Patient', [['_sort', '-_lastUpdated'], ['_count', '2']]));
    expect(got.map((r) => r.id)).to.deep.equal(mrns.map((m) => patientId(orgId, m)).reverse());
  });

  it('Condition?_sort=-_lastUpdated pages a patient\'s resources newest first; _sort=_lastUpdated oldest first', async () => {
    const patient = patientId(orgId, 'MRN-A');
    const asc = resources(await walk('Condition', [['patient', patient], ['_sort', '_lastUpdated'], ['_count', '2']]));
    const desc = resources(await walk('Condition', [['patient', patient], ['_sort', '-_lastUpdated'], ['_count', '2']]));
    expect(asc.length).to.equal(6);
    expect(desc.map((r) => r.id)).to.deep.equal(asc.map((r) => r.id).reverse());
    expect(desc.map((r) => r.meta!.lastUpdated)).to.deep.equal([firstSeen(9), firstSeen(9), firstSeen(9), firstSeen(0), firstSeen(0), firstSeen(0)]);
  });
});
