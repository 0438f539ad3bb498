/**
 * FHIR resource ids of entities stay what they were when issued (migration
 * 20261127000100_fhir_id_prefix): a document whose result was written before that migration keeps
 * its hashed ids (kept in entities.fhir_id), one written since gets ids that begin with its document
 * id's first 23 characters; both are read by id and searched through HTTP, side by side in one
 * organization. The rows are written straight into the database, as each code wrote them (a result of
 * the earlier form can no longer be made through the API).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { hashedEntityResourceId, patientId } from '../../server/fhir/mappers.js';
import { createClient, tokenFor, type TestClient } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { insertServedDocument } from '../helpers/fhir-seed.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';

describe(`FHIR resource ids issued before and after migration 20261127000100_fhir_id_prefix (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let server: TestServer;
  let client: TestClient;
  let token: string;
  let otherToken: string;
  let hashedDocument: string;
  let prefixedDocument: string;
  const completedAt = '2026-11-20T10:00:00.000Z';

  const read = async (path: string, as = token) =>
    expectResponse('readFhirResource', await fetch(`${server.url}/fhir/R4${path}`, { headers: { authorization: `Bearer ${as}`, accept: 'application/fhir+json' } }));

  before(async () => {
    server = await startTestServer();
    client = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs' });
    token = await tokenFor(server, client);
    const other = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'], scopes: 'system/*.rs' });
    otherToken = await tokenFor(server, other);
    const db = server.database.db;
    const batchId = randomUUID();
    await db('batches').insert({ id: batchId, organization_id: client.orgId, live_mode: true, status: 'completed', metadata: '{}', created_at: completedAt });
    const seed = { orgId: client.orgId, batchId, mrn: 'MRN-9', completedAt, conditions: ['asthma', 'gout'], firstCode: 1000 };
    hashedDocument = await insertServedDocument(db, { ...seed, ordinal: 0, hashedIds: true });
    prefixedDocument = await insertServedDocument(db, { ...seed, ordinal: 1, conditions: ['anemia', 'psoriasis'], firstCode: 2000 });
  });
  after(async () => {
    await server?.close();
  });

  it('reads a Condition of a document written before by the hashed id it was issued with', async () => {
    for (const entityId of ['e0', 'e1']) {
      const id = hashedEntityResourceId(hashedDocument, entityId);
      const res = await read(`/Condition/${id}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.id).to.equal(id);
      expect(res.body.subject.reference).to.equal(`Patient/${patientId(client.orgId, 'MRN-9')}`);
    }
  });

  it('reads a Condition of a document written since by its id, which begins with the document id', async () => {
    const search = await expectResponse(
      'searchFhirResources',
      await fetch(`${server.url}/fhir/R4/Condition?patient=${patientId(client.orgId, 'MRN-9')}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(search.status).to.equal(200);
    const ids: string[] = search.body.entry.map((e: { resource: { id: string } }) => e.resource.id);
    expect(ids).to.have.length(4);
    // Both forms in one search: the earlier document's hashed ids, the later one's prefixed ids.
    expect(ids.filter((id) => id === hashedEntityResourceId(hashedDocument, 'e0') || id === hashedEntityResourceId(hashedDocument, 'e1'))).to.have.length(2);
    const prefixed = ids.filter((id) => id.startsWith(`${prefixedDocument.slice(0, 23)}-`));
    expect(prefixed).to.have.length(2);
    for (const id of prefixed) {
      const res = await read(`/Condition/${id}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.id).to.equal(id);
      expect(res.body.code.text).to.be.oneOf(['anemia', 'psoriasis']);
      // Not as another type, and not for another organization.
      expect((await read(`/Observation/${id}`)).status).to.equal(404);
      expect((await read(`/Condition/${id}`, otherToken)).status).to.equal(404);
    }
    // The hashed form of a later document's entity is no id of it.
    expect((await read(`/Condition/${hashedEntityResourceId(prefixedDocument, 'e0')}`)).status).to.equal(404);
  });

  it('does not serve by id a document that names no patient, though its result has a prefix', async () => {
    const search = await expectResponse(
      'searchFhirResources',
      await fetch(`${server.url}/fhir/R4/Condition?patient=${patientId(client.orgId, 'MRN-9')}`, { headers: { authorization: `Bearer ${token}` } }),
    );
    const id = (search.body.entry as { resource: { id: string } }[]).map((e) => e.resource.id).find((x) => x.startsWith(prefixedDocument.slice(0, 23)))!;
    expect((await read(`/Condition/${id}`)).status).to.equal(200);
    const db = server.database.db;
    await db('documents').where({ id: prefixedDocument }).update({ patient_external_id: null, patient_fhir_id: null });
    try {
      expect((await read(`/Condition/${id}`)).status).to.equal(404);
    } finally {
      await db('documents').where({ id: prefixedDocument }).update({ patient_external_id: 'MRN-9', patient_fhir_id: patientId(client.orgId, 'MRN-9') });
    }
  });
});
