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
