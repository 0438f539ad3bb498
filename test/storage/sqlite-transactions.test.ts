/**
 * SQLite transactions take the write lock when they begin. With SQLite's default (deferred) BEGIN a
 * transaction that reads first and writes later fails at its first write, at once and whatever the
 * busy timeout, when another process committed in between ("database is locked"): a retention sweep
 * or an admin command beside a serving process lost its work that way. SQLite only; skipped on the
 * Postgres run.
 */
import { expect } from 'chai';
import { mkdtempSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/storage/db.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe('storage: SQLite transactions and other processes', function () {
  let database: TestDatabase | undefined;
  before(function () {
    if (onPostgres) this.skip();
  });
  after(async () => {
    await database?.close();
  });

  it('a transaction that reads first still writes: a second connection waits for it instead', async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db.schema.createTable('lock_probe', (t) => {
      t.integer('n').primary();
    });
    // Another process's connection to the same file, which waits only briefly for the lock.
    const other = await openDatabase(database.url);
    try {
      await other.raw('PRAGMA busy_timeout = 50');
      await db.transaction(async (trx) => {
        expect(await trx('lock_probe').select()).to.deep.equal([]);
        const refused = await other('lock_probe')
          .insert({ n: 1 })
          .then(
            () => null,
            (err: { code?: string }) => err.code,
          );
        expect(refused, 'the other connection waits for the open transaction').to.equal('SQLITE_BUSY');
        await trx('lock_probe').insert({ n: 2 });
      });
      expect(await other('lock_probe').pluck('n')).to.deep.equal([2]);
      await other('lock_probe').insert({ n: 1 });
      expect(await db('lock_probe').orderBy('n').pluck('n')).to.deep.equal([1, 2]);
    } finally {
      await other.destroy();
    }
  });

  it('a closed database is left alone: the checkpoint thread does not reopen it (nor recreate its -wal and -shm)', async function () {
    this.timeout(20_000);
    const dir = mkdtempSync(join(tmpdir(), 'data-engine-checkpoint-'));
    const file = join(dir, 'closed.sqlite');
    try {
      const db = await openDatabase(`sqlite:${file}`);
      // A second database of the process keeps the checkpoint thread busy ticking.
      const kept = await openDatabase(`sqlite:${join(dir, 'kept.sqlite')}`);
      try {
        await db.raw('create table t (n integer)');
        await db('t').insert({ n: 1 });
        await db.destroy();
        // A connection opened to the file (a checkpoint) creates its -wal and -shm beside it, and
        // removes them again when it closes: watch the directory for them.
        const touched: string[] = [];
        const watcher = watch(dir, (_event, name) => {
          if (name && name.startsWith('closed.sqlite-')) touched.push(name);
        });
        try {
          // The thread ticks twice a second; three seconds give it six chances to touch the file.
          await new Promise((r) => setTimeout(r, 3_000));
        } finally {
          watcher.close();
        }
        expect(touched, 'files the checkpoint thread created beside the closed database').to.deep.equal([]);
      } finally {
        await kept.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
