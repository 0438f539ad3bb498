/**
 * Paging through a patient's resources builds them once (the FHIR service keeps the built resources of
 * recently searched patients): later pages do not read and map every entity again, and a document
 * added or deleted (a batch deleted, retention) is seen by the very next request. Through the FHIR use
 * cases on the suite's database.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Bundle } from 'fhir/r4.js';
import { patientId } from '../../server/fhir/mappers.js';
import { FhirService, type FhirRepository } from '../../server/fhir/service.js';
import { fhirRepository } from '../../server/storage/fhir-repository.js';
import { insertOrganizationWithBatch, insertServedDocument } from '../helpers/fhir-seed.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe(`FHIR paging of a patient's resources builds them once (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  const orgId = randomUUID();
  const batchId = randomUUID();
  const caller = { organizationId: orgId, mode: 'live' as const };
  const patient = patientId(orgId, 'MRN-P');
  let ordinal = 0;
  /** patientEntities reads, counted. */
  let entityReads = 0;
  let service: FhirService;

  async function addDocument(minute: number): Promise<string> {
    const completedAt = new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
    return insertServedDocument(database.db, { orgId, batchId, ordinal: ordinal++, mrn: 'MRN-P', completedAt, conditions: ['asthma', 'gout', 'anemia', 'psoriasis'], firstCode: 2000 });
  }

  before(async () => {
    database = await createTestDatabase();
    await insertOrganizationWithBatch(database.db, orgId, batchId);
    for (let i = 0; i < 5; i++) await addDocument(i);
    const repo = fhirRepository(database.db);
    const counting: FhirRepository = {
      ...repo,
      patientEntities: (...args) => {
        entityReads++;
        return repo.patientEntities(...args);
      },
    };
    service = new FhirService(counting, { publicBaseUrl: 'http://fhir.test' });
  });
  after(async () => {
    await database?.close();
  });

  async function walk(params: [string, string][]): Promise<Bundle[]> {
    const pages: Bundle[] = [];
    let cursor: string | null = null;
    do {
      const page: Bundle = await service.search(caller, 'Condition', { params: [['patient', patient], ...params, ...(cursor ? [['_cursor', cursor] as [string, string]] : [])] });
      pages.push(page);
      const next = page.link?.find((l) => l.relation === 'next')?.url;
      cursor = next ? new URL(next).searchParams.get('_cursor') : null;
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('searchFhirResources: the pages after the first, and other filters of the same patient, do not read the entities again', async () => {
    entityReads = 0;
    const pages = await walk([['_count', '3']]);
    expect(pages.length).to.equal(7);
    expect(pages.flatMap((p) => p.entry ?? []).length).to.equal(20);
    expect((await walk([['_count', '50'], ['code', '2001']]))[0]!.total).to.equal(5);
    expect(entityReads).to.equal(1);
  });

  it('a document added or deleted is seen by the next request (totals and pages exact)', async () => {
    const added = await addDocument(30);
    expect((await walk([['_count', '100']]))[0]!.total).to.equal(24);
    await database.db('entities').where({ document_id: added }).delete();
    await database.db('documents').where({ id: added }).delete();
    const after = await walk([['_count', '100']]);
    expect(after[0]!.total).to.equal(20);
    expect(JSON.stringify(after)).to.not.contain(added);
  });

  it('getFhirPatientEverything pages from one build too', async () => {
    entityReads = 0;
    let cursor: string | null = null;
    let n = 0;
    do {
      const page: Bundle = await service.everything(caller, patient, { params: [['_count', '4'], ...(cursor ? [['_cursor', cursor] as [string, string]] : [])] });
      n += page.entry?.length ?? 0;
      const next = page.link?.find((l) => l.relation === 'next')?.url;
      cursor = next ? new URL(next).searchParams.get('_cursor') : null;
    } while (cursor);
    expect(n).to.equal(1 + 5 + 20);
    expect(entityReads).to.equal(1);
  });
});
