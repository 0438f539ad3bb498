/**
 * Rows of served documents written straight into a test database, for FHIR tests that need many
 * documents or exact completion times (processing them through the API would take far longer and
 * could not set the times).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Schemas } from '../../generated/openapi.js';
import { fhirIdPrefixOf, hashedEntityResourceId, patientId } from '../../server/fhir/mappers.js';

/** An organization with live processing and one completed live batch of it. */
export async function insertOrganizationWithBatch(db: Knex, orgId: string, batchId: string): Promise<void> {
  const now = new Date().toISOString();
  await db('organizations').insert({ id: orgId, name: 'org', live_processing: true, suspended: false, allowed_ips: '[]', created_at: now, updated_at: now });
  await db('batches').insert({ id: batchId, organization_id: orgId, live_mode: true, status: 'completed', metadata: '{}', created_at: now });
}

/**
 * A succeeded document of patient `mrn`, completed at `completedAt`, whose entities are positive
 * Conditions named `conditions` (SNOMED codes from `firstCode` up), written as the worker writes
 * results, or with `hashedIds` as results were written before migration 20261127000100_fhir_id_prefix
 * (hashed resource ids kept in entities.fhir_id). Returns its id.
 */
export async function insertServedDocument(
  db: Knex,
  d: { orgId: string; batchId: string; ordinal: number; mrn: string; completedAt: string; conditions: readonly string[]; firstCode: number; hashedIds?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db('documents').insert({
    id,
    batch_id: d.batchId,
    organization_id: d.orgId,
    live_mode: true,
    external_reference: `ref-${d.ordinal}`,
    ordinal: d.ordinal,
    status: 'succeeded',
    media_type: 'text/plain',
    patient_external_id: d.mrn,
    patient_fhir_id: patientId(d.orgId, d.mrn),
    has_encounter: false,
    metadata: '{}',
    created_at: d.completedAt,
    completed_at: d.completedAt,
    fhir_id_prefix: d.hashedIds ? null : fhirIdPrefixOf(id),
  });
  const entities: Schemas['Entity'][] = d.conditions.map((text, position) => ({
    object: 'data_engine.entity',
    id: `e${position}`,
    type: 'Condition',
    text,
    polarity: 'positive',
    subject: 'patient',
    codes: [{ system: 'http://snomed.info/sct', code: String(d.firstCode + position), display: text }],
  }));
  await db('entities').insert(entities.map((e, position) => ({ document_id: id, position, id: e.id, type: e.type, body: JSON.stringify(e), fhir_type: 'Condition', fhir_id: d.hashedIds ? hashedEntityResourceId(id, e.id) : null })));
  return id;
}
