/**
 * `_sort=_lastUpdated` and `_sort=-_lastUpdated` (FHIR R4 §3.1.1.5.3) through the FHIR use cases on the
 * suite's database: Patients follow their meta.lastUpdated (first served document), not their id, and
 * every type pages newest first under `-_lastUpdated`, across cursors.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Bundle } from 'fhir/r4.js';
import { patientId } from '../../server/fhir/mappers.js';
import { FhirService } from '../../server/fhir/service.js';
import { fhirRepository } from '../../server/storage/fhir-repository.js';
import { insertOrganizationWithBatch, insertServedDocument } from '../helpers/fhir-seed.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

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
    const batchId = randomUUID();
    await insertOrganizationWithBatch(db, orgId, batchId);
    let ordinal = 0;
    for (const [i, mrn] of mrns.entries()) {
      // MRN-A has a second, later document with three Conditions.
      for (const completedAt of i === 0 ? [firstSeen(0), firstSeen(9)] : [firstSeen(i)]) {
        await insertServedDocument(db, { orgId, batchId, ordinal: ordinal++, mrn, completedAt, conditions: ['asthma', 'gout', 'anemia'], firstCode: 1000 });
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
