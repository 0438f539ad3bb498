/**
 * Lookup columns for the FHIR server (/fhir/R4). FHIR ids are hashes (server/fhir/mappers.ts) that
 * cannot be turned back into what they were made from, so they are kept beside their source:
 * - documents.patient_fhir_id: the Patient id of the document's patient (null without a patient);
 * - entities.fhir_id and entities.fhir_type: the id and type of the resource the entity becomes
 *   (both null when it becomes none, such as a hypothetical mention).
 * Rows written before this migration are filled in here, with the same functions the write paths use.
 */
import type { Knex } from 'knex';
import type { Schemas } from '../../../generated/openapi.js';
import { entityResourceType, hashedEntityResourceId, patientId } from '../../fhir/mappers.js';

export const name = '20261123000100_fhir_index';

type Row = Record<string, any>;
const CHUNK = 500;

async function backfillDocuments(db: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db('documents')
      .whereNotNull('patient_external_id')
      .andWhere('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .select('id', 'organization_id', 'patient_external_id')) as Row[];
    if (rows.length === 0) return;
    for (const r of rows) {
      await db('documents').where({ id: r.id }).update({ patient_fhir_id: patientId(String(r.organization_id), String(r.patient_external_id)) });
    }
    after = String(rows[rows.length - 1]!.id);
  }
}

async function backfillEntities(db: Knex): Promise<void> {
  let after: { documentId: string; position: number } | null = null;
  for (;;) {
    const q = db('entities').orderBy([{ column: 'document_id' }, { column: 'position' }]).limit(CHUNK).select('document_id', 'position', 'body');
    if (after) {
      const a = after;
      q.where((w) => w.where('document_id', '>', a.documentId).orWhere((w2) => w2.where('document_id', a.documentId).andWhere('position', '>', a.position)));
    }
    const rows = (await q) as Row[];
    if (rows.length === 0) return;
    for (const r of rows) {
      const entity = JSON.parse(String(r.body)) as Schemas['Entity'];
      const type = entityResourceType(entity);
      await db('entities')
        .where({ document_id: r.document_id, position: r.position })
        .update({ fhir_type: type, fhir_id: type === null ? null : hashedEntityResourceId(String(r.document_id), entity.id) });
    }
    const last = rows[rows.length - 1]!;
    after = { documentId: String(last.document_id), position: Number(last.position) };
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('documents', (t) => {
    t.string('patient_fhir_id', 36).nullable();
    // A patient's documents in the order the FHIR server pages them (and the organization's patients).
    t.index(['organization_id', 'patient_fhir_id', 'completed_at', 'id'], 'documents_fhir_patient_index');
  });
  await db.schema.alterTable('entities', (t) => {
    t.string('fhir_id', 36).nullable();
    t.string('fhir_type', 64).nullable();
    t.index(['fhir_id'], 'entities_fhir_id_index');
    t.index(['document_id', 'fhir_type', 'position'], 'entities_fhir_type_index');
  });
  await backfillDocuments(db);
  await backfillEntities(db);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('entities', (t) => {
    t.dropIndex(['document_id', 'fhir_type', 'position'], 'entities_fhir_type_index');
    t.dropIndex(['fhir_id'], 'entities_fhir_id_index');
    t.dropColumn('fhir_type');
    t.dropColumn('fhir_id');
  });
  await db.schema.alterTable('documents', (t) => {
    t.dropIndex(['organization_id', 'patient_fhir_id', 'completed_at', 'id'], 'documents_fhir_patient_index');
    t.dropColumn('patient_fhir_id');
  });
}
