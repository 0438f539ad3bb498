/**
 * documents.engine_version: the extraction engine that produced a succeeded document's entities
 * (pipeline/engine-version.ts). Content reuse matches on it, so that results of an older engine are
 * not handed out again; documents finished before this migration keep null and are never reused.
 */
import type { Knex } from 'knex';

export const name = '20261125000300_engine_version';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('documents', (t) => {
    t.string('engine_version', 100).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('documents', (t) => {
    t.dropColumn('engine_version');
  });
}
