/**
 * SQLite WAL checkpoints run in the storage layer's own thread, not inside a COMMIT on the event
 * loop: the service's connections turn the automatic checkpoint off, so without that thread the WAL
 * would only grow. SQLite only (Postgres has no such thing); skipped on the Postgres run.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('storage: SQLite WAL checkpoints off the event loop', function () {
  let database: TestDatabase | undefined;
  before(function () {
    if (onPostgres) this.skip();
  });
  after(async () => {
    await database?.close();
  });

  it('a COMMIT never checkpoints; the checkpoint thread does, and the next writer restarts the WAL', async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db.schema.createTable('wal_probe', (t) => {
      t.integer('n').primary();
      t.text('v');
    });
    const file = database.url.slice('sqlite:'.length);
    // The WAL's frame count (mxFrame) as the wal-index header in the -shm file holds it
    // (https://www.sqlite.org/walformat.html): read without taking part in checkpointing.
    const frames = () => readFileSync(`${file}-shm`).readUInt32LE(16);
    // 200 transactions of one page and more each: SQLite's own threshold (1000 frames) is not
    // reached here, and our connection must not checkpoint at all.
    for (let i = 0; i < 200; i++) await db('wal_probe').insert({ n: i, v: 'x'.repeat(5000) });
    expect(frames()).to.be.at.least(200);
    // Within a second of the writes, the thread has checkpointed the whole WAL; the next write
    // starts it again from the beginning, so the WAL then holds that one transaction only.
    let after = Infinity;
    for (let attempt = 0; attempt < 20 && after > 10; attempt++) {
      await sleep(250);
      await db('wal_probe').insert({ n: 1000 + attempt, v: 'y' });
      after = frames();
    }
    expect(after).to.be.at.most(10);
  });
});
