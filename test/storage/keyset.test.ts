/**
 * Keyset pagination on the suite's dialect: for every position, the rows strictly after it in the
 * lexicographic order of the key columns, in that order, within the query's own filter; walking
 * page by page visits every row once. Checked against the same order computed in JavaScript.
 */
import { expect } from 'chai';
import { keyset, type KeyValue } from '../../server/storage/keyset.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

interface Row {
  id: number;
  a: string;
  b: number;
  c: string;
  hidden: boolean;
}

const COLUMNS = ['a', 'b', 'c'] as const;

function compare(x: readonly KeyValue[], y: readonly KeyValue[]): number {
  for (let i = 0; i < x.length; i++) {
    if (x[i]! < y[i]!) return -1;
    if (x[i]! > y[i]!) return 1;
  }
  return 0;
}

describe(`storage: keyset pagination (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  const rows: Row[] = [];
  let sorted: Row[] = [];
  const keyOf = (r: Row): KeyValue[] => [r.a, r.b, r.c];

  before(async () => {
    database = await createTestDatabase();
    await database.db.schema.createTable('keyset_rows', (t) => {
      t.integer('id').primary();
      t.string('a').notNullable();
      t.integer('b').notNullable();
      t.string('c').notNullable();
      t.boolean('hidden').notNullable();
    });
    // Ties on the first and on the first two columns, so that every column decides somewhere; ids
    // and insertion order unlike key order, so that only ORDER BY gives the key order.
    let n = 0;
    for (const a of ['k', 'm']) for (const b of [1, 2]) for (const c of ['x', 'y']) rows.push({ id: (n * 5 + 3) % 8, a, b, c, hidden: n++ % 3 === 1 });
    rows.reverse();
    await database.db('keyset_rows').insert(rows);
    sorted = [...rows].sort((x, y) => compare(keyOf(x), keyOf(y)));
  });
  after(async () => {
    await database?.close();
  });

  const query = () => database.db('keyset_rows').select('*');
  const ids = (list: Row[]) => list.map((r) => r.id);

  it('without a position: every row, in key order', async () => {
    const got = (await keyset(query(), COLUMNS, null)) as Row[];
    expect(ids(got)).to.deep.equal(ids(sorted));
    expect(ids((await keyset(query(), COLUMNS, undefined)) as Row[])).to.deep.equal(ids(sorted));
  });

  it('after a position: exactly the rows whose key is greater, in key order', async () => {
    const positions: KeyValue[][] = [...rows.map(keyOf), ['a', 0, 'a'], ['k', 1, 'a'], ['k', 1, 'z'], ['k', 3, 'a'], ['l', 0, 'a'], ['m', 2, 'y'], ['z', 0, 'a']];
    for (const after of positions) {
      const got = (await keyset(query(), COLUMNS, after)) as Row[];
      const want = sorted.filter((r) => compare(keyOf(r), after) > 0);
      expect(ids(got), JSON.stringify(after)).to.deep.equal(ids(want));
    }
  });

  it("keeps the query's own filter (the position is added to it, not beside it)", async () => {
    const visible = sorted.filter((r) => !r.hidden);
    for (const after of [['k', 1, 'x'], ['k', 2, 'y'], ['m', 1, 'x']] as KeyValue[][]) {
      const got = (await keyset(query().where('hidden', false), COLUMNS, after)) as Row[];
      expect(ids(got), JSON.stringify(after)).to.deep.equal(ids(visible.filter((r) => compare(keyOf(r), after) > 0)));
    }
  });

  it('pages through every row once, a page at a time', async () => {
    const seen: number[] = [];
    let after: KeyValue[] | null = null;
    for (;;) {
      const page = (await keyset(query(), COLUMNS, after).limit(3)) as Row[];
      if (page.length === 0) break;
      seen.push(...ids(page));
      after = keyOf(page.at(-1)!);
    }
    expect(seen).to.deep.equal(ids(sorted));
  });

  it('refuses a position with another number of values than there are columns', () => {
    expect(() => keyset(query(), COLUMNS, ['k', 1])).to.throw('keyset: 2 values for 3 columns');
    expect(() => keyset(query(), COLUMNS, ['k', 1, 'x', 'extra'])).to.throw('keyset: 4 values for 3 columns');
  });
});
