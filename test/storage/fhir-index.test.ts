/**
 * Migration 20261123000100_fhir_index on rows written before it: the FHIR lookup columns are filled
 * in with the mappers' own ids, and rolling it back keeps every document and entity (SQLite rebuilds
 * tables to drop columns). Runs on the suite's dialect.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Schemas } from '../../generated/openapi.js';
import { hashedEntityResourceId as entityResourceId, patientId } from '../../server/fhir/mappers.js';
import * as fhirIndex from '../../server/storage/migrations/20261123000100_fhir_index.js';
import * as entityIndexes from '../../server/storage/migrations/20261125000500_entity_indexes.js';
import * as fhirIdPrefix from '../../server/storage/migrations/20261127000100_fhir_id_prefix.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

type Entity = Schemas['Entity'];

describe(`storage: FHIR lookup columns migration (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.close();
  });

  it('fills in patient_fhir_id, fhir_id and fhir_type for existing rows; down keeps the rows', async () => {
    const db = database.db;
    // Back to the schema this migration found: the later migrations that change its columns' indexes first.
    await fhirIdPrefix.down(db);
    await entityIndexes.down(db);
    await fhirIndex.down(db);
    const now = new Date().toISOString();
    const orgId = randomUUID();
    const batchId = randomUUID();
    const [withPatient, withoutPatient] = [randomUUID(), randomUUID()];
    await db('organizations').insert({ id: orgId, name: 'org', live_processing: true, suspended: false, allowed_ips: '[]', created_at: now, updated_at: now });
    await db('batches').insert({ id: batchId, organization_id: orgId, live_mode: true, status: 'completed', metadata: '{}', created_at: now });
    const doc = (id: string, ordinal: number, patient: string | null) => ({
      id,
      batch_id: batchId,
      organization_id: orgId,
      live_mode: true,
      external_reference: `ref-${ordinal}`,
      ordinal,
      status: 'succeeded',
      media_type: 'text/plain',
      patient_external_id: patient,
      has_encounter: false,
      metadata: '{}',
      created_at: now,
      completed_at: now,
    });
    await db('documents').insert([doc(withPatient, 0, 'MRN-7'), doc(withoutPatient, 1, null)]);
    const entity = (id: string, type: string, extra: Partial<Entity> = {}): Entity => ({ object: 'data_engine.entity', id, type, text: id, polarity: 'positive', subject: 'patient', ...extra });
    const entities: Entity[] = [
      entity('e1', 'Condition'),
      entity('e2', 'Condition', { subject: 'family_member' }),
      entity('e3', 'Condition', { attributes: { certainty: 'hypothetical' } }),
      entity('e4', 'Medication'),
      entity('e5', 'Observation', { polarity: 'negative' }),
    ];
    await db('entities').insert(entities.map((e, position) => ({ document_id: withPatient, position, id: e.id, type: e.type, body: JSON.stringify(e) })));
    await db('entities').insert({ document_id: withoutPatient, position: 0, id: 'e1', type: 'Condition', body: JSON.stringify(entity('e1', 'Condition')) });

    await fhirIndex.up(db);
    const docs = await db('documents').orderBy('ordinal').select('id', 'patient_fhir_id');
    expect(docs).to.deep.equal([
      { id: withPatient, patient_fhir_id: patientId(orgId, 'MRN-7') },
      { id: withoutPatient, patient_fhir_id: null },
    ]);
    const rows = await db('entities').where({ document_id: withPatient }).orderBy('position').select('id', 'fhir_id', 'fhir_type');
    expect(rows).to.deep.equal([
      { id: 'e1', fhir_id: entityResourceId(withPatient, 'e1'), fhir_type: 'Condition' },
      { id: 'e2', fhir_id: entityResourceId(withPatient, 'e2'), fhir_type: 'FamilyMemberHistory' },
      { id: 'e3', fhir_id: null, fhir_type: null },
      { id: 'e4', fhir_id: entityResourceId(withPatient, 'e4'), fhir_type: 'MedicationStatement' },
      { id: 'e5', fhir_id: null, fhir_type: null },
    ]);
    expect((await db('entities').where({ document_id: withoutPatient }).first('fhir_id')).fhir_id).to.equal(entityResourceId(withoutPatient, 'e1'));

    await fhirIndex.down(db);
    expect(Number((await db('entities').count({ n: '*' }).first())!.n)).to.equal(6);
    expect(Number((await db('documents').count({ n: '*' }).first())!.n)).to.equal(2);
    await fhirIndex.up(db);
    await entityIndexes.up(db);
    await fhirIdPrefix.up(db);
    expect(Number((await db('entities').whereNotNull('fhir_id').count({ n: '*' }).first())!.n)).to.equal(4);
  });
});
