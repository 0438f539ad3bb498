/** Migrations apply, roll back and apply again on the suite's dialect (SQLite, or Postgres for test:pg). */
import { expect } from 'chai';
import { dialectOf, migrateLatest, migrateRollbackAll } from '../../server/storage/db.js';
import { migrations } from '../../server/storage/migrations/index.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe(`storage migrations (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.close();
  });

  it('runs on the expected dialect', () => {
    expect(dialectOf(database.db)).to.equal(onPostgres ? 'postgres' : 'sqlite');
  });

  it('has applied every migration, and a second run applies none', async () => {
    expect(await migrateLatest(database.db)).to.deep.equal([]);
    const rows = await database.db('knex_migrations').select('name').orderBy('id');
    expect(rows.map((r: { name: string }) => r.name)).to.deep.equal(migrations.map((m) => m.name));
  });

  it('rolls every migration back and applies them again', async () => {
    await migrateRollbackAll(database.db);
    expect(await database.db.schema.hasTable('organizations')).to.equal(false);
    expect(await migrateLatest(database.db)).to.deep.equal(migrations.map((m) => m.name));
    expect(await database.db.schema.hasTable('organizations')).to.equal(true);
  });
});
