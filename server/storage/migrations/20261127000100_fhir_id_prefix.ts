/**
 * FHIR resource ids of entities that a read by id finds without one index entry per entity.
 *
 * Until now an entity's resource id was a hash (server/fhir/mappers.ts hashedEntityResourceId), kept
 * in entities.fhir_id under an index: every finished document inserted about thirty random keys into
 * that index, most of the pages its write transaction dirtied (and of the WAL it wrote). Documents
 * written from now on get resource ids that begin with the first 23 characters of their document id
 * (entityResourceId), kept once per document in documents.fhir_id_prefix (set when the result is
 * written); a read by id looks the document up by that prefix and builds its resources. Their entity
 * rows keep fhir_type (searches by type) and leave fhir_id null.
 *
 * Ids already issued stay what they were: documents written before keep a null prefix, so the
 * mappers still give them their hashed ids, and entities.fhir_id, now indexed only where it is set,
 * still finds them.
 *
 * The prefix index holds only documents the FHIR server serves by id (those naming a patient): the
 * others' resources are only ever seen in their document Bundle, which needs no lookup.
 *
 * Down: the newer documents' entities get hashed ids in entities.fhir_id (as migration
 * 20261123000100 filled them in) and the full index comes back; their resource ids change to the
 * hashed form, the only one the earlier code knows.
 */
import type { Knex } from 'knex';
import type { Schemas } from '../../../generated/openapi.js';
import { entityResourceType, hashedEntityResourceId } from '../../fhir/mappers.js';

export const name = '20261127000100_fhir_id_prefix';

type Row = Record<string, any>;
const CHUNK = 500;

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('documents', (t) => {
    t.string('fhir_id_prefix', 23).nullable();
  });
  await db.raw('create index documents_fhir_id_prefix_index on documents (fhir_id_prefix) where fhir_id_prefix is not null and patient_fhir_id is not null');
  await db.schema.alterTable('entities', (t) => {
    t.dropIndex(['fhir_id'], 'entities_fhir_id_index');
  });
  await db.raw('create index entities_fhir_id_index on entities (fhir_id) where fhir_id is not null');
}

/** Gives the entities of documents with a prefix their hashed resource ids, in chunks of documents. */
async function hashEntityIds(db: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const docs = (await db('documents').whereNotNull('fhir_id_prefix').andWhere('id', '>', after).orderBy('id').limit(CHUNK).select('id')) as Row[];
    if (docs.length === 0) return;
    const rows = (await db('entities')
      .whereIn(
        'document_id',
        docs.map((d) => d.id),
      )
      .whereNull('fhir_id')
      .select('document_id', 'position', 'body')) as Row[];
    for (const r of rows) {
      const entity = JSON.parse(String(r.body)) as Schemas['Entity'];
      if (entityResourceType(entity) === null) continue;
      await db('entities')
        .where({ document_id: r.document_id, position: r.position })
        .update({ fhir_id: hashedEntityResourceId(String(r.document_id), entity.id) });
    }
    after = String(docs[docs.length - 1]!.id);
  }
}

export async function down(db: Knex): Promise<void> {
  await hashEntityIds(db);
  await db.raw('drop index entities_fhir_id_index');
  await db.schema.alterTable('entities', (t) => {
    t.index(['fhir_id'], 'entities_fhir_id_index');
  });
  await db.raw('drop index documents_fhir_id_prefix_index');
  await db.schema.alterTable('documents', (t) => {
    t.dropColumn('fhir_id_prefix');
  });
}
