/**
 * The audit log on the database, written by group commit: when no insert is under way, the records
 * handed over in one turn of the event loop become one multi-row insert at the end of that turn;
 * records that arrive while an insert runs become the next one. A request therefore waits for one
 * insert of its own record (never for a timer), and under load many requests share one statement.
 * Nothing is buffered beyond the requests waiting for their answer, so a stop or a crash of this
 * process loses no record of a request that was answered. On Postgres the insert commits without
 * waiting for the WAL flush unless AUDIT_SYNCHRONOUS_COMMIT is set: a crash of the Postgres server or
 * its machine can then lose the records of the last 3 × wal_writer_delay (0.6 s by default), as
 * SQLite's synchronous=NORMAL can lose its last transactions on a power loss (README "Operating it").
 */
import type { AuditEntry, AuditEvent, AuditLog, AuditQuery } from '../domain/audit.js';
import { dialectOf, type Db } from './db.js';
import { atEndOfTurn } from './end-of-turn.js';
import { postgresPrepared } from './postgres.js';
import { withConnection } from './prepared.js';
import { sqliteWriteTransaction } from './sqlite.js';

/** Rows per insert at most (10 columns: far below either database's bound on parameters; a power of two, see postgresInsert). */
const GROUP = 256;
/** Rows per page when listing. */
const PAGE = 1000;

interface Pending {
  readonly entry: AuditEntry;
  readonly resolve: () => void;
  readonly reject: (err: unknown) => void;
}

type Row = Record<string, any>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A value as stored: at most n characters, NUL replaced by U+FFFD. Postgres text cannot hold NUL, and
 * refused requests are recorded with what they sent (a path segment of `%00`): one such value would
 * fail the whole group's insert, and with it the requests of other clients answered in the same turn.
 */
const clip = (v: string | null | undefined, n: number) => (v == null ? null : v.slice(0, n).replaceAll('\u0000', '\ufffd'));

export interface AuditStorageOptions {
  /**
   * Postgres: commit each insert with a flush of the WAL to disk (AUDIT_SYNCHRONOUS_COMMIT). Off by
   * default: the insert commits without waiting for the flush (synchronous_commit off for that
   * transaction alone), so a record is in Postgres before the response leaves but reaches the disk
   * up to 3 x wal_writer_delay (0.6 s by default) later; see README "Operating it".
   */
  readonly synchronousCommit?: boolean;
}

/** Inserts under way at once at most (Postgres; on SQLite an insert runs synchronously). */
const CONCURRENCY = 4;

const COLUMNS = ['at', 'organization_id', 'client_id', 'action', 'resource_type', 'resource_id', 'patient_id', 'request_id', 'outcome', 'status'] as const;
type AuditRow = Record<(typeof COLUMNS)[number], string | number | null>;
const INSERT_ONE = `insert into audit_events (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`;

const postgresInserts = new Map<string, string>();

/**
 * The insert of up to `n` rows on Postgres, as fixed SQL for a named prepared statement: the rows
 * travel as a VALUES list padded with null rows to `n` (a power of two, so that a few statements
 * serve every group size), and the padding is dropped by the `where` (request_id is never null).
 * Prepared once per connection and shape, the statement is neither built by knex nor parsed and
 * planned by Postgres for each group. Unless `synchronousCommit`, set_config(..., true) turns
 * synchronous_commit off for the statement's own transaction, whose commit reads it.
 */
function postgresInsert(n: number, synchronousCommit: boolean): string {
  const known = postgresInserts.get(`${n} ${synchronousCommit}`);
  if (known) return known;
  const row = `(${COLUMNS.map((c) => (c === 'status' ? 'cast(? as integer)' : 'cast(? as text)')).join(', ')})`;
  const values = `(values ${Array.from({ length: n }, () => row).join(', ')}) as v (${COLUMNS.join(', ')})`;
  const sql =
    (synchronousCommit ? '' : "with s as (select set_config('synchronous_commit', 'off', true)) ") +
    `insert into audit_events (${COLUMNS.join(', ')}) select v.* from ${values}${synchronousCommit ? '' : ' cross join s'} where v.request_id is not null`;
  postgresInserts.set(`${n} ${synchronousCommit}`, sql);
  return sql;
}

export function auditRepository(db: Db, options: AuditStorageOptions = {}): AuditLog {
  const pg = dialectOf(db) === 'postgres';
  let queue: Pending[] = [];
  let scheduled = false;
  const writing = new Set<Promise<void>>();

  async function write(entries: readonly AuditEntry[]): Promise<void> {
    // The patient of document-level reads, from the document row (one lookup for the group).
    const lookup = [...new Set(entries.filter((e) => e.patientId === null && e.documentId).map((e) => e.documentId!))];
    const patients = new Map<string, string | null>();
    if (lookup.length > 0) {
      for (const r of (await db('documents').whereIn('id', lookup).select('id', 'patient_fhir_id')) as Row[]) patients.set(String(r.id), r.patient_fhir_id ?? null);
    }
    // Refusals without an organization: the organization of the batch they tried to reach (primary-key reads).
    const owners = new Map<string, string>();
    const orphans = entries.filter((e) => e.organizationId === null);
    const batchIds = [...new Set(orphans.map((e) => e.batchId).filter((id): id is string => !!id && UUID.test(id)))];
    if (batchIds.length > 0) {
      for (const r of (await db('batches').whereIn('id', batchIds).select('id', 'organization_id')) as Row[]) owners.set(`b:${r.id}`, String(r.organization_id));
      for (const r of (await db('usage_records').whereIn('batch_id', batchIds).select('batch_id', 'organization_id')) as Row[]) owners.set(`b:${r.batch_id}`, String(r.organization_id));
    }
    const organizationOf = (e: AuditEntry) => e.organizationId ?? (e.batchId ? owners.get(`b:${e.batchId}`) : undefined) ?? null;
    const rows = entries.map((e): AuditRow => ({
        at: e.at,
        organization_id: organizationOf(e),
        client_id: clip(e.clientId, 80),
        action: clip(e.action, 32),
        resource_type: clip(e.resourceType, 64),
        resource_id: clip(e.resourceId, 128),
        patient_id: clip(e.patientId ?? (e.documentId ? (patients.get(e.documentId) ?? null) : null), 128),
        request_id: e.requestId,
        outcome: clip(e.outcome, 40),
        status: e.status,
      }));
    if (!pg) {
      // One synchronous write transaction of prepared single-row inserts (knex would build and
      // prepare a multi-row statement for every group).
      await withConnection(db, (connection) =>
        sqliteWriteTransaction(connection, (sql) => {
          for (const r of rows) sql.run(INSERT_ONE, COLUMNS.map((c) => r[c]));
        }),
      );
    } else {
      let n = 1;
      while (n < rows.length) n *= 2;
      const bindings = Array.from({ length: n }, (_, i) => rows[i]).flatMap((r) => COLUMNS.map((c) => (r ? r[c] : null)));
      await withConnection(db, (connection) => postgresPrepared(connection, postgresInsert(n, options.synchronousCommit === true), bindings));
    }
  }

  async function writeGroup(group: Pending[]): Promise<void> {
    try {
      await write(group.map((p) => p.entry));
      for (const p of group) p.resolve();
    } catch (err) {
      for (const p of group) p.reject(err);
    }
  }

  function flush(): void {
    scheduled = false;
    while (queue.length > 0 && writing.size < CONCURRENCY) {
      const group = queue.slice(0, GROUP);
      queue = queue.slice(GROUP);
      const done: Promise<void> = writeGroup(group).finally(() => {
        writing.delete(done);
        if (!scheduled) flush();
      });
      writing.add(done);
    }
  }

  return {
    record(entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        // The first record waits for the end of this turn of the event loop, so that the requests
        // answered in the same turn share its insert (on SQLite an insert runs at once, and without
        // the wait nearly every record was a transaction of its own: 1.6x the CPU of a request).
        if (!scheduled) {
          scheduled = true;
          atEndOfTurn(flush);
        }
      });
    },

    async settled() {
      while (scheduled || writing.size > 0 || queue.length > 0) {
        if (writing.size > 0) await Promise.all([...writing]);
        else await new Promise<void>((r) => setImmediate(r));
      }
    },

    async *list(query: AuditQuery): AsyncIterable<AuditEvent> {
      let after: { at: string; id: number } | null = null;
      for (;;) {
        let q = db('audit_events').where({ organization_id: query.organizationId });
        if (query.since) q = q.where('at', '>=', query.since);
        if (query.patientIds) q = q.whereIn('patient_id', [...query.patientIds]);
        if (after) {
          const { at, id } = after;
          q = q.where((w) => w.where('at', '>', at).orWhere((x) => x.where('at', at).andWhere('id', '>', id)));
        }
        const rows = (await q.orderBy([{ column: 'at' }, { column: 'id' }]).limit(PAGE).select()) as Row[];
        for (const r of rows) {
          yield {
            at: r.at,
            organizationId: r.organization_id ?? null,
            clientId: r.client_id ?? null,
            action: r.action,
            resourceType: r.resource_type ?? null,
            resourceId: r.resource_id ?? null,
            patientId: r.patient_id ?? null,
            requestId: r.request_id,
            outcome: r.outcome,
          };
        }
        if (rows.length < PAGE) return;
        const last = rows[rows.length - 1]!;
        after = { at: String(last.at), id: Number(last.id) };
      }
    },
  };
}
