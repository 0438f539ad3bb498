/**
 * The storage form of a document's entities, made where the entities are made (an extraction
 * thread), so that the main thread stores a document's entities as one string and never touches
 * an entity. One row per entity, as a JSON array:
 *
 *   [documentId, position, entity id, entity type, FHIR resource type or null, the Entity as JSON text]
 *
 * The Entity travels as a string inside the row so that the database stores exactly the text
 * JSON.stringify made (its JSON functions would re-render an object). The FHIR resource type is the
 * FHIR server's search column (server/fhir/mappers.ts decides it); the resource ids need no column
 * (migration 20261127000100_fhir_id_prefix). Rows are
 * comma-separated without the enclosing brackets, so that the rows of many documents join into one
 * JSON array by concatenation; server/storage/work-queue.ts reads them with the database's JSON
 * functions in one INSERT.
 */
import type { EntityRows } from '../domain/processing.js';
import { entityResourceType } from '../fhir/mappers.js';
import type { Schemas } from '../../generated/openapi.js';

type Entity = Schemas['Entity'];

/** The storage rows of `entities`, in order, for document `documentId`. */
export function entityRows(documentId: string, entities: readonly Entity[]): EntityRows {
  const rows = entities.map((e, p) => [documentId, p, e.id, e.type, entityResourceType(e), JSON.stringify(e)]);
  const json = JSON.stringify(rows);
  return { count: rows.length, json: json.slice(1, -1) };
}
