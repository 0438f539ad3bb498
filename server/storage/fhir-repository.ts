/**
 * Knex implementation of FhirRepository (server/fhir/service.ts): the organization's succeeded live
 * documents that name a patient, and their entities, found through the lookup columns of migration
 * 20261123000100_fhir_index (documents.patient_fhir_id, entities.fhir_id and entities.fhir_type).
 * Keyset pagination; the same queries on SQLite and Postgres.
 */
import type { Knex } from 'knex';
import type { Schemas } from '../../generated/openapi.js';
import type { EntityResourceType } from '../fhir/mappers.js';
import type { FhirEntityRow, FhirRepository } from '../fhir/service.js';
import { toDocument } from './batch-repository.js';
import type { Db } from './db.js';
import { keyset } from './keyset.js';

type Row = Record<string, any>;
type Entity = Schemas['Entity'];

/** Only documents the FHIR server serves: succeeded, live, naming a patient, of the organization. */
function served(q: Knex.QueryBuilder, orgId: string): Knex.QueryBuilder {
  return q.where({ 'd.organization_id': orgId, 'd.live_mode': true, 'd.status': 'succeeded' }).whereNotNull('d.patient_fhir_id');
}

function toEntityRow(r: Row): FhirEntityRow {
  return { document: toDocument(r), entity: JSON.parse(String(r.entity_body)) as Entity, position: Number(r.entity_position) };
}

export function fhirRepository(db: Db): FhirRepository {
  const documents = (orgId: string) => served(db('documents as d'), orgId);
  const entities = (orgId: string) => served(db('entities as e').join('documents as d', 'd.id', 'e.document_id'), orgId);
  const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' }).first()) as Row | undefined)?.n ?? 0);

  return {
    async findPatient(orgId, id) {
      const row = (await documents(orgId).andWhere('d.patient_fhir_id', id).first('d.patient_external_id')) as Row | undefined;
      return row ? { id, externalId: String(row.patient_external_id) } : null;
    },

    async listPatients(orgId, afterId, limit) {
      const q = documents(orgId);
      if (afterId !== null) q.andWhere('d.patient_fhir_id', '>', afterId);
      const rows = (await q
        .groupBy('d.patient_fhir_id')
        .orderBy('d.patient_fhir_id')
        .limit(limit + 1)
        .select('d.patient_fhir_id')
        .min({ external_id: 'd.patient_external_id' })) as Row[];
      return { rows: rows.slice(0, limit).map((r) => ({ id: String(r.patient_fhir_id), externalId: String(r.external_id) })), hasMore: rows.length > limit };
    },

    async countPatients(orgId) {
      const row = (await documents(orgId).countDistinct({ n: 'd.patient_fhir_id' }).first()) as Row | undefined;
      return Number(row?.n ?? 0);
    },

    async getDocument(orgId, id) {
      const row = (await documents(orgId).andWhere('d.id', id).first('d.*')) as Row | undefined;
      return row ? toDocument(row) : null;
    },

    async listDocuments(orgId, patientFhirId, after, limit) {
      const q = documents(orgId).andWhere('d.patient_fhir_id', patientFhirId);
      const rows = (await keyset(q, ['d.completed_at', 'd.id'], after).limit(limit + 1).select('d.*')) as Row[];
      return { rows: rows.slice(0, limit).map(toDocument), hasMore: rows.length > limit };
    },

    countDocuments: (orgId, patientFhirId) => count(documents(orgId).andWhere('d.patient_fhir_id', patientFhirId)),

    async getEntity(orgId: string, type: EntityResourceType, fhirId: string) {
      const row = (await entities(orgId)
        .andWhere({ 'e.fhir_id': fhirId, 'e.fhir_type': type })
        .first('d.*', 'e.body as entity_body', 'e.position as entity_position')) as Row | undefined;
      return row ? toEntityRow(row) : null;
    },

    async listEntities(orgId, patientFhirId, type, after, limit) {
      const q = entities(orgId).andWhere({ 'd.patient_fhir_id': patientFhirId, 'e.fhir_type': type });
      const rows = (await keyset(q, ['d.completed_at', 'd.id', 'e.position'], after)
        .limit(limit + 1)
        .select('d.*', 'e.body as entity_body', 'e.position as entity_position')) as Row[];
      return { rows: rows.slice(0, limit).map(toEntityRow), hasMore: rows.length > limit };
    },

    countEntities: (orgId, patientFhirId, type) => count(entities(orgId).andWhere({ 'd.patient_fhir_id': patientFhirId, 'e.fhir_type': type })),

    async resourceEntitiesOf(documentIds) {
      const byDoc = new Map<string, Entity[]>();
      if (documentIds.length === 0) return byDoc;
      const rows = (await db('entities')
        .whereIn('document_id', [...documentIds])
        .whereNotNull('fhir_type')
        .orderBy([{ column: 'document_id' }, { column: 'position' }])
        .select('document_id', 'body')) as Row[];
      for (const r of rows) {
        const list = byDoc.get(String(r.document_id)) ?? [];
        list.push(JSON.parse(String(r.body)) as Entity);
        byDoc.set(String(r.document_id), list);
      }
      return byDoc;
    },
  };
}
