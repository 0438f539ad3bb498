/**
 * Organizations, API clients, the service's signing keys and used client-assertion `jti`s.
 * Timestamps are ISO 8601 UTC strings written from JS on both dialects (one representation that
 * compares correctly as text), booleans are booleans, lists are JSON text.
 */
import type { Knex } from 'knex';

export const name = '20261122000100_identity';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('organizations', (t) => {
    t.string('id', 36).primary();
    t.string('name', 200).notNullable();
    t.boolean('live_processing').notNullable().defaultTo(false);
    t.boolean('suspended').notNullable().defaultTo(false);
    t.text('allowed_ips').notNullable().defaultTo('[]');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
  });
  await db.schema.createTable('clients', (t) => {
    t.string('id', 100).primary();
    t.string('organization_id', 36).notNullable().references('id').inTable('organizations');
    t.string('mode', 8).notNullable();
    t.string('secret_hash', 512).nullable();
    t.text('jwks').nullable();
    t.text('scopes').notNullable();
    t.boolean('disabled').notNullable().defaultTo(false);
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['organization_id']);
  });
  await db.schema.createTable('signing_keys', (t) => {
    t.string('kid', 64).primary();
    t.string('alg', 16).notNullable();
    t.text('private_jwk').notNullable();
    t.text('public_jwk').notNullable();
    t.string('created_at', 32).notNullable();
    // When the key stopped signing (rotation); it stays published until tokens it signed expire.
    t.string('retired_at', 32).nullable();
  });
  await db.schema.createTable('assertion_jtis', (t) => {
    t.string('client_id', 100).notNullable();
    t.string('jti', 255).notNullable();
    t.string('expires_at', 32).notNullable();
    // The primary key is what makes a replayed assertion lose: the second INSERT fails.
    t.primary(['client_id', 'jti']);
    t.index(['expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('assertion_jtis');
  await db.schema.dropTable('signing_keys');
  await db.schema.dropTable('clients');
  await db.schema.dropTable('organizations');
}
