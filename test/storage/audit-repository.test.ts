/**
 * The audit log's storage on the suite's dialect: group commit of many records (the Postgres insert
 * pads its VALUES list to a power of two; the padding must never become rows), and the listing by
 * patient, served by the patient index that holds only records naming a patient.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Knex } from 'knex';
import type { AuditEntry, AuditEvent } from '../../server/domain/audit.js';
import { auditRepository } from '../../server/storage/audit-repository.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

function entry(organizationId: string, i: number, patientId: string | null): AuditEntry {
  return {
    at: new Date(Date.UTC(2026, 10, 27, 12, 0, 0, i)).toISOString(),
    organizationId,
    clientId: 'acme_live_abc',
    action: 'read',
    resourceType: patientId ? 'Patient' : 'Batch',
    resourceId: `r${i}`,
    patientId,
    requestId: randomUUID(),
    outcome: 'success',
    status: 200,
  };
}

async function all(events: AsyncIterable<AuditEvent>): Promise<AuditEvent[]> {
  const out: AuditEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe(`audit storage (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.close();
  });

  for (const synchronousCommit of [false, true]) {
    it(`stores every record of groups of 1 to 300 exactly once${synchronousCommit ? ' (AUDIT_SYNCHRONOUS_COMMIT)' : ''}`, async () => {
      const audit = auditRepository(database.db, { synchronousCommit });
      const org = randomUUID();
      // Groups of sizes that are and are not powers of two, and one beyond a single insert's 256 rows.
      const sizes = [1, 3, 4, 17, 300];
      let i = 0;
      const written: AuditEntry[] = [];
      for (const size of sizes) {
        const group = Array.from({ length: size }, () => entry(org, i++, null));
        written.push(...group);
        await Promise.all(group.map((e) => audit.record(e)));
      }
      const listed = await all(audit.list({ organizationId: org }));
      expect(listed.map((e) => e.requestId)).to.deep.equal(written.map((e) => e.requestId));
      expect(Number((await database.db('audit_events').where({ organization_id: org }).count({ n: '*' }))[0]!.n)).to.equal(written.length);
    });
  }

  it('lists by patient only the records naming that patient, through the partial patient index', async () => {
    const audit = auditRepository(database.db);
    const org = randomUUID();
    const records = [entry(org, 0, null), entry(org, 1, 'p-1'), entry(org, 2, 'p-2'), entry(org, 3, null), entry(org, 4, 'p-1')];
    await Promise.all(records.map((e) => audit.record(e)));
    const queries: { sql: string; bindings: Knex.RawBinding[] }[] = [];
    const onQuery = (q: { sql: string; bindings: Knex.RawBinding[] }) => queries.push(q);
    database.db.on('query', onQuery);
    let listed: AuditEvent[];
    try {
      listed = await all(audit.list({ organizationId: org, patientIds: ['p-1'] }));
    } finally {
      database.db.removeListener('query', onQuery);
    }
    expect(listed.map((e) => e.resourceId)).to.deep.equal(['r1', 'r4']);
    expect(queries).to.have.length(1);
    // The listing's own statement, planned by the database: it can use the partial index (a plan
    // that cannot would scan the organization's records instead).
    const bindings = queries[0]!.bindings;
    const sql = queries[0]!.sql.replace(/\$[0-9]+/g, '?');
    if (onPostgres) {
      const [index] = (await database.db.raw("select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'audit_events_patient_partial'")).rows as { indexdef: string }[];
      expect(index!.indexdef).to.match(/WHERE \(?patient_id IS NOT NULL\)?$/);
      const plan = await database.db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        await trx.raw('set local enable_bitmapscan = off');
        await trx.raw('set local enable_sort = off');
        return ((await trx.raw(`explain ${sql}`, bindings)) as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).to.include('audit_events_patient_partial');
    } else {
      const [index] = (await database.db.raw("select sql from sqlite_master where name = 'audit_events_patient_partial'")) as { sql: string }[];
      expect(index!.sql).to.match(/where patient_id is not null$/);
      const plan = ((await database.db.raw(`explain query plan ${sql}`, bindings)) as { detail: string }[]).map((r) => r.detail).join('\n');
      expect(plan).to.include('audit_events_patient_partial');
    }
  });
});
