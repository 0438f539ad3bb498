/**
 * The audit insert riding in the grouped read of GET batch (server/storage/ride-along.ts): on
 * Postgres, records handed over in the turn in which a read statement is still to go travel in that
 * statement (one round trip), are stored once it answers, and fail with it; on SQLite, and with
 * AUDIT_SYNCHRONOUS_COMMIT, the insert stays a statement of its own.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AuditEntry } from '../../server/domain/audit.js';
import { auditRepository } from '../../server/storage/audit-repository.js';
import { identityRepository } from '../../server/storage/identity-repository.js';
import { rideChannel, withRides } from '../../server/storage/ride-along.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

function entry(organizationId: string, status = 200): AuditEntry {
  return {
    at: new Date().toISOString(),
    organizationId,
    clientId: 'acme_live_abc',
    action: 'read',
    resourceType: 'Batch',
    resourceId: randomUUID(),
    patientId: null,
    requestId: randomUUID(),
    outcome: 'success',
    status,
  };
}

describe(`audit inserts riding in the GET batch read (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  /** The text of every statement sent on a pooled connection (Postgres), in order. */
  let sent: string[] = [];
  before(async () => {
    database = await createTestDatabase();
    if (!onPostgres) return;
    type Connection = { query: (...args: unknown[]) => unknown; spied?: boolean };
    const client = database.db.client as { acquireConnection: () => Promise<Connection> };
    const acquire = client.acquireConnection.bind(client);
    client.acquireConnection = async () => {
      const connection = await acquire();
      if (!connection.spied) {
        const query = connection.query.bind(connection);
        connection.query = (config: unknown, ...rest: unknown[]) => {
          sent.push(typeof config === 'string' ? config : String((config as { text?: string }).text));
          return query(config, ...rest);
        };
        connection.spied = true;
      }
      return connection;
    };
  });
  after(async () => {
    await database?.close();
  });
  beforeEach(() => {
    sent = [];
  });

  const count = async (org: string) => Number((await database.db('audit_events').where({ organization_id: org }).count({ n: '*' }))[0]!.n);
  const scope = { organizationId: randomUUID(), liveMode: true };

  it('stores records handed over in the turn of a read, and the read answers as alone', async () => {
    const audit = auditRepository(database.db);
    const identity = identityRepository(database.db);
    const org = randomUUID();
    const records = [entry(org), entry(org), entry(org)];
    const [read] = await Promise.all([identity.getClientWithOrganizationAndBatch('nobody_live_x', randomUUID(), scope), ...records.map((e) => audit.record(e))]);
    expect(read).to.equal(null);
    expect(await count(org)).to.equal(3);
    if (onPostgres) {
      // One statement carried both: no insert of its own.
      expect(sent.filter((s) => s.includes('insert into audit_events'))).to.have.length(1);
      expect(sent.filter((s) => s.includes('insert into audit_events') && s.includes('join clients'))).to.have.length(1);
    }
  });

  it('sends the insert alone when no read goes in its turn', async () => {
    const audit = auditRepository(database.db);
    const org = randomUUID();
    await audit.record(entry(org));
    expect(await count(org)).to.equal(1);
    if (onPostgres) expect(sent.filter((s) => s.includes('insert into audit_events') && !s.includes('join clients'))).to.have.length(1);
  });

  it('with AUDIT_SYNCHRONOUS_COMMIT the insert never rides (its commit waits for the WAL flush; the read must not)', async () => {
    const audit = auditRepository(database.db, { synchronousCommit: true });
    const identity = identityRepository(database.db);
    const org = randomUUID();
    await Promise.all([identity.getClientWithOrganizationAndBatch('nobody_live_x', randomUUID(), scope), audit.record(entry(org))]);
    expect(await count(org)).to.equal(1);
    if (onPostgres) expect(sent.filter((s) => s.includes('insert into audit_events') && s.includes('join clients'))).to.have.length(0);
  });

  it('fails the read and the records together when the statement fails', async function () {
    if (!onPostgres) this.skip(); // SQLite: the insert is its own transaction; nothing rides
    const audit = auditRepository(database.db);
    const identity = identityRepository(database.db);
    const org = randomUUID();
    // A status Postgres cannot read as an integer makes the insert, and so the statement, fail.
    const results = await Promise.allSettled([identity.getClientWithOrganizationAndBatch('nobody_live_x', randomUUID(), scope), audit.record(entry(org, 'x' as unknown as number))]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    expect(await count(org)).to.equal(0);
    // The next read goes alone and answers.
    expect(await identity.getClientWithOrganizationAndBatch('nobody_live_x', randomUUID(), scope)).to.equal(null);
  });
});

describe('ride-along: the channel and the statement text', () => {
  // Texts unique to each test: the module keeps the texts it has built.
  const unique = () => randomUUID().replace(/-/g, '');
  const ride = (sql: string, bindings: unknown[]) => ({ sql, bindings, settle: () => undefined });

  it('puts the rides before the read, ahead of its own WITH elements, with their bindings first', () => {
    const t = unique();
    const select = { sql: `with k (i) as (values (?)) select k.i as ${t} from k`, bindings: [3] };
    expect(withRides([ride(`insert into a${t} select ?`, [1])], select)).to.deep.equal({
      sql: `with r0 as (insert into a${t} select ?), k (i) as (values (?)) select k.i as ${t} from k`,
      bindings: [1, 3],
    });
    expect(withRides([ride(`insert into a${t} select ?`, [1]), ride(`insert into b${t} select ?, ?`, [2, 'x'])], { sql: `select ? as ${t}`, bindings: [4] })).to.deep.equal({
      sql: `with r0 as (insert into a${t} select ?), r1 as (insert into b${t} select ?, ?) select ? as ${t}`,
      bindings: [1, 2, 'x', 4],
    });
    expect(withRides([], select)).to.deep.equal({ sql: select.sql, bindings: [3] });
    // Whitespace after its WITH is the select's own; "with" further on in the text is no WITH clause.
    expect(withRides([ride(`insert into a${t} select 1`, [])], { sql: `WITH\n  k (i) as (values (1)) select ${t}`, bindings: [] }).sql).to.equal(
      `with r0 as (insert into a${t} select 1), k (i) as (values (1)) select ${t}`,
    );
    expect(withRides([ride(`insert into a${t} select 1`, [])], { sql: `select 'a with b' as ${t}`, bindings: [] }).sql).to.equal(
      `with r0 as (insert into a${t} select 1) select 'a with b' as ${t}`,
    );
    // A select whose text only contains "with" further on has no WITH of its own.
    expect(withRides([ride(`insert into a${t} select 1`, [])], { sql: `select 1 as with_${t}`, bindings: [] }).sql).to.equal(
      `with r0 as (insert into a${t} select 1) select 1 as with_${t}`,
    );
  });

  it('gives the same text again for the same read and ride, and another for another ride', () => {
    const t = unique();
    const select = { sql: `with k (i) as (values (?)) select ${t}`, bindings: [1] };
    const first = withRides([ride(`insert into a${t} select 1`, [])], select).sql;
    expect(withRides([ride(`insert into a${t} select 1`, [])], select).sql).to.equal(first);
    expect(withRides([ride(`insert into b${t} select 1`, [])], select).sql).to.equal(`with r0 as (insert into b${t} select 1), k (i) as (values (?)) select ${t}`);
    expect(withRides([ride(`insert into a${t} select 1`, [])], { sql: `select ${t}`, bindings: [] }).sql).to.equal(`with r0 as (insert into a${t} select 1) select ${t}`);
  });

  it('expects a read only between expect() and take(), and hands each ride over once', async () => {
    const database = await createTestDatabase();
    try {
      const channel = rideChannel(database.db);
      expect(rideChannel(database.db)).to.equal(channel);
      expect(channel.expecting).to.equal(false);
      expect(channel.take()).to.deep.equal([]);
      channel.expect();
      expect(channel.expecting).to.equal(true);
      const r = ride('x', []);
      channel.offer(r);
      expect(channel.take()).to.deep.equal([r]);
      expect(channel.expecting).to.equal(false);
      expect(channel.take()).to.deep.equal([]);
    } finally {
      await database.close();
    }
  });
});
