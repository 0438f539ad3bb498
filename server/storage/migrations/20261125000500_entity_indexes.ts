/**
 * Entities keep two indexes instead of four. Every finished document writes its entities (about a
 * hundred rows a note), and each index is one more B-tree insert per row; the two dropped here only
 * narrowed a scan that the primary key (document_id, position) already confines to one document's
 * entities, in the order every reader wants:
 * - (document_id, type, position): the entity list filtered by `type`;
 * - (document_id, fhir_type, position): a document's resources of one FHIR type.
 * Kept: the primary key, and entities (fhir_id) for FHIR reads by id.
 */
import type { Knex } from 'knex';

export const name = '20261125000500_entity_indexes';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('entities', (t) => {
    t.dropIndex(['document_id', 'type', 'position']);
    t.dropIndex(['document_id', 'fhir_type', 'position'], 'entities_fhir_type_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('entities', (t) => {
    t.index(['document_id', 'type', 'position']);
    t.index(['document_id', 'fhir_type', 'position'], 'entities_fhir_type_index');
  });
}
