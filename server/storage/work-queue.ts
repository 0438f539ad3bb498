/**
 * The work queue over the documents table (migration 20261125000100_work_queue).
 *
 * Claims are atomic and grouped: one UPDATE claims up to `max` documents, chosen on Postgres with
 * FOR UPDATE SKIP LOCKED (so concurrent workers in any number of processes never claim one
 * document), on SQLite under the database's single writer. Every claim query is served by a
 * partial index in the order it reads, so a claim costs the same at 100 and at 100,000 queued
 * documents: expired leases by `(locked_until) where status = 'processing'`, a batch's queued
 * documents by `(batch_id, created_at, ordinal, id) where status = 'queued'`.
 *
 * Fairness: queued documents are claimed one batch at a time, round-robin over organizations (the
 * organization served least recently first) and, within one, over its batches (least recently
 * claimed first, batches.claimed_at). Every organization with queued work gets its turn within
 * one claim round of each other organization, whatever their backlogs.
 *
 * A claim carries a lease (locked_until): a worker that dies leaves leases that expire, and another
 * worker takes those documents over before anything else. Results are written only while the claim
 * is still the writer's own (compare-and-set on locked_by), so a document is never finished twice;
 * a group of results is written in one transaction of three kinds of statement: one UPDATE for the
 * documents, one INSERT for all their entities (read by the database's JSON functions from the
 * rows the extraction thread serialized, see server/worker/entity-rows.ts), and one completion
 * check per batch.
 *
 * Export jobs (FHIR Bulk Data $export, migration 20261125000200_bulk_export) are a second job kind of
 * the same queue ({@link exportJobs}): the same claim (one UPDATE, SKIP LOCKED on Postgres), lease
 * (locked_by, locked_until, extended by the worker's heartbeat), take-over of expired leases, release
 * on a graceful stop, and compare-and-set on the claim for every write (export-repository.ts). They
 * live in their own table, so the document claim above reads nothing more; the worker asks for an
 * export only when one may be pending (server/worker/document-worker.ts).
 */
import type { Knex } from 'knex';
import type { QualityStatus } from '../domain/batches.js';
import type { ClaimedDocument, EarlierResult, EntityRows, FinishedDocument, WorkQueue } from '../domain/processing.js';
import type { ExportJobQueue } from '../fhir/export.js';
import { fhirIdPrefixOf } from '../fhir/mappers.js';
import { toDocument } from './batch-repository.js';
import { toExport } from './export-repository.js';
import { dialectOf, type Db } from './db.js';
import { postgresPrepared } from './postgres.js';
import { withConnection } from './prepared.js';
import { sqliteWriteTransaction } from './sqlite.js';

type Row = Record<string, any>;

/** How many processing batches one claim looks at when choosing whose turn it is. */
const CANDIDATE_BATCHES = 200;

/** Joins the entity rows of several documents into one JSON array. */
function joinRows(parts: readonly EntityRows[]): string {
  return `[${parts
    .filter((p) => p.count > 0)
    .map((p) => p.json)
    .join(',')}]`;
}

/**
 * The entity rows to insert for the documents of `finished` whose result was written (`ids`), as
 * one JSON array; null when they have none.
 */
function entitiesWritten(finished: readonly FinishedDocument[], ids: ReadonlySet<string>): string | null {
  const entities = finished.flatMap((f) => (ids.has(f.document.id) && f.outcome.kind === 'succeeded' ? [f.outcome.entities] : []));
  return entities.some((e) => e.count > 0) ? joinRows(entities) : null;
}

/** Claimed rows with column content_bytes: the stored content of each (`contents`: document_id, bytes), or null. */
function withContents(rows: Row[], contents: Row[]): Row[] {
  const bytes = new Map(contents.map((c) => [String(c.document_id), c.bytes as Buffer]));
  return rows.map((r) => ({ ...r, content_bytes: bytes.get(String(r.id)) ?? null }));
}

/** Batches in claim order: organization least recently served first, then batch least recently claimed. */
export function claimOrder<T extends { organizationId: string; claimedAt: string | null; id: string }>(batches: readonly T[]): T[] {
  const orgLast = new Map<string, string>();
  for (const b of batches) {
    const at = b.claimedAt ?? '';
    if (at > (orgLast.get(b.organizationId) ?? '')) orgLast.set(b.organizationId, at);
  }
  const key = (b: T) => orgLast.get(b.organizationId) ?? '';
  return [...batches].sort((a, b) => {
    const byOrg = key(a).localeCompare(key(b)) || a.organizationId.localeCompare(b.organizationId);
    return byOrg || (a.claimedAt ?? '').localeCompare(b.claimedAt ?? '') || a.id.localeCompare(b.id);
  });
}

export function workQueue(db: Db): WorkQueue {
  const pg = dialectOf(db) === 'postgres';
  const rowsOf = (result: any): Row[] => (pg ? result.rows : result) as Row[];

  // The documents' patch and the entities, read from one JSON parameter each.
  const finishSql = pg
    ? `update documents as d set status = j.status, entity_count = j.entity_count, page_count = j.page_count,
         quality_status = j.quality_status, error_code = j.error_code, error_message = j.error_message,
         engine_version = j.engine_version, fhir_id_prefix = j.fhir_id_prefix, completed_at = ?, locked_by = null, locked_until = null
       from json_to_recordset(?::json) as j(doc_id text, status text, entity_count integer, page_count integer,
         quality_status text, error_code text, error_message text, engine_version text, fhir_id_prefix text)
       where d.id = j.doc_id and d.locked_by = ? and d.status = 'processing'
       returning d.id, d.batch_id`
    : `update documents set status = j.status, entity_count = j.entity_count, page_count = j.page_count,
         quality_status = j.quality_status, error_code = j.error_code, error_message = j.error_message,
         engine_version = j.engine_version, fhir_id_prefix = j.fhir_id_prefix, completed_at = ?, locked_by = null, locked_until = null
       from (select value ->> 'doc_id' as doc_id, value ->> 'status' as status, value ->> 'entity_count' as entity_count,
               value ->> 'page_count' as page_count, value ->> 'quality_status' as quality_status,
               value ->> 'error_code' as error_code, value ->> 'error_message' as error_message,
               value ->> 'engine_version' as engine_version, value ->> 'fhir_id_prefix' as fhir_id_prefix
             from jsonb_each(?)) as j
       where documents.id = j.doc_id and documents.locked_by = ? and documents.status = 'processing'
       returning id, batch_id`;
  const insertEntitiesSql = pg
    ? `insert into entities (document_id, position, id, type, fhir_type, body)
       select r ->> 0, (r ->> 1)::integer, r ->> 2, r ->> 3, r ->> 4, r ->> 5
       from json_array_elements(?::json) as r`
    : `insert into entities (document_id, position, id, type, fhir_type, body)
       select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
       from jsonb_each(?)`;
  const completeSql = `update batches set status = 'completed', completed_at = ?
    where id = ? and status = 'processing'
      and not exists (select 1 from documents where batch_id = ? and status in ('queued', 'processing'))`;

  // Expired leases are looked for at most once a second while there are none (leases last minutes),
  // and on every claim while there are.
  let nextExpiredCheck = 0;

  /**
   * Postgres: a claim commits without waiting for its WAL flush (synchronous_commit off for that
   * transaction only, set inside the claim's own statement). A claim is a lease: one lost in a
   * database crash leaves its documents as they were before it, to be claimed again, and the
   * worker's result is then refused by the compare-and-set of `finish`. Results are committed
   * durably, and their flush covers every claim before them. The flush was most of a claim's time.
   */
  const asynchronousCommit = "(select set_config('synchronous_commit', 'off', true)) = 'off'";

  /**
   * SQL of the SQLite claims (run by claimOnSqlite, in one transaction). Unlike the Postgres
   * statements they do not repeat the status condition outside the subquery: SQLite's planner would
   * answer it by scanning every queued document instead of looking up the few ids, and with one
   * writer the subquery's rows cannot change meanwhile. LIMITs are literals (one statement per group
   * size): a bound LIMIT costs SQLite more than the lookup it limits.
   */
  const sqliteClaims = {
    expired: (max: number) => `update documents set locked_by = ?, locked_until = ?, attempts = attempts + 1
       where id in (select id from documents where status = 'processing' and locked_until < ? order by locked_until limit ${Math.trunc(max)})
       returning *`,
    candidates: `select id, organization_id, claimed_at from batches where status = 'processing' order by coalesce(claimed_at, '') limit ${CANDIDATE_BATCHES}`,
    fromBatch: (max: number) => `update documents set status = 'processing', locked_by = ?, locked_until = ?, started_at = coalesce(started_at, ?), attempts = attempts + 1
         where id in (select id from documents where batch_id = ? and status = 'queued' order by created_at, ordinal, id limit ${Math.trunc(max)})
         returning *`,
    served: 'update batches set claimed_at = ? where id = ?',
  };

  /**
   * SQLite: the whole claim (expired leases, whose turn it is, the claim, the batch marked served,
   * the contents) as one synchronous write transaction: one commit, and no asynchronous round trip
   * per statement (with one writer, those round trips were most of a claim's time).
   */
  function claimOnSqlite(connection: unknown, workerId: string, now: Date, untilIso: string, max: number): Row[] {
    const nowIso = now.toISOString();
    return sqliteWriteTransaction(connection, (sql) => {
      const withContent = (rows: Row[]): Row[] =>
        withContents(rows, sql.all(`select document_id, bytes from document_contents where document_id in (${rows.map(() => '?').join(', ')})`, rows.map((r) => r.id)));
      if (now.getTime() >= nextExpiredCheck) {
        const expired = sql.all(sqliteClaims.expired(max), [workerId, untilIso, nowIso]);
        if (expired.length > 0) return withContent(expired);
        nextExpiredCheck = now.getTime() + 1000;
      }
      const candidates = sql.all(sqliteClaims.candidates, []).map((r) => ({
        id: String(r.id),
        organizationId: String(r.organization_id),
        claimedAt: r.claimed_at == null ? null : String(r.claimed_at),
      }));
      for (const batch of claimOrder(candidates)) {
        const rows = sql.all(sqliteClaims.fromBatch(max), [workerId, untilIso, nowIso, batch.id]);
        if (rows.length === 0) continue;
        sql.run(sqliteClaims.served, [nowIso, batch.id]);
        return withContent(rows);
      }
      return [];
    });
  }

  /** Postgres: takes over up to `max` documents whose lease expired. */
  async function claimExpired(workerId: string, nowIso: string, untilIso: string, max: number): Promise<Row[]> {
    const result = await db.raw(
      `update documents set locked_by = ?, locked_until = ?, attempts = attempts + 1
       where id in (select id from documents where status = 'processing' and locked_until < ? order by locked_until limit ? for update skip locked)
         and status = 'processing' and ${asynchronousCommit}
       returning *`,
      [workerId, untilIso, nowIso, max],
    );
    return rowsOf(result);
  }

  /**
   * Postgres: claims up to `max` queued documents of one batch and marks the batch served; the
   * claimed rows with their content (column content_bytes). One statement: one round trip and one
   * commit per claim.
   */
  async function claimFromBatch(batchId: string, workerId: string, nowIso: string, untilIso: string, max: number): Promise<Row[]> {
    const result = await db.raw(
      `with picked as (
         select id from documents where batch_id = ? and status = 'queued' and ${asynchronousCommit}
         order by created_at, ordinal, id limit ? for update skip locked
       ), claimed as (
         update documents as d set status = 'processing', locked_by = ?, locked_until = ?, started_at = coalesce(d.started_at, ?), attempts = d.attempts + 1
         from picked where d.id = picked.id
         returning d.*
       ), served as (
         update batches set claimed_at = ? where id = ? and exists (select 1 from claimed)
       )
       select claimed.*, c.bytes as content_bytes from claimed left join document_contents as c on c.document_id = claimed.id`,
      [batchId, max, workerId, untilIso, nowIso, nowIso, batchId],
    );
    return rowsOf(result);
  }

  /**
   * Postgres: the common claim in one prepared statement (planned once per connection) and one round
   * trip: the batch whose turn it is among those with a queued document (claimOrder's order, computed
   * by the database over the same candidates), and up to `max` of its documents. Null when no batch
   * has a queued document; empty when that batch's queued documents are all being claimed by other
   * workers at this moment (SKIP LOCKED), and the caller then goes batch by batch. The LIMIT is a
   * literal (one statement per group size): with a bound LIMIT the plan Postgres keeps for the
   * statement sorts every queued document of the batch (37 ms at 100,000 queued instead of 0.5).
   */
  async function claimNext(workerId: string, nowIso: string, untilIso: string, max: number): Promise<Row[] | null> {
    const rows = (await withConnection(db, (connection) =>
      postgresPrepared(
        connection,
        `with candidates as (
           select id, organization_id, coalesce(claimed_at, '') as at from batches where status = 'processing'
           order by coalesce(claimed_at, '') limit ${CANDIDATE_BATCHES}
         ), turn as (
           select c.id from (select id, organization_id, at, max(at) over (partition by organization_id) as org_at from candidates) as c
           where exists (select 1 from documents as q where q.batch_id = c.id and q.status = 'queued')
           order by c.org_at, c.organization_id, c.at, c.id limit 1
         ), picked as (
           select id from documents where batch_id = (select id from turn) and status = 'queued' and ${asynchronousCommit}
           order by created_at, ordinal, id limit ${Math.trunc(max)} for update skip locked
         ), claimed as (
           update documents as d set status = 'processing', locked_by = ?, locked_until = ?, started_at = coalesce(d.started_at, ?), attempts = d.attempts + 1
           from picked where d.id = picked.id
           returning d.*
         ), served as (
           update batches set claimed_at = ? where id = (select id from turn) and exists (select 1 from claimed)
         )
         select turn.id as turn_batch_id, claimed.*, c.bytes as content_bytes
         from turn left join claimed on true left join document_contents as c on c.document_id = claimed.id`,
        [workerId, untilIso, nowIso, nowIso],
      ),
    )) as Row[];
    if (rows.length === 0) return null;
    return rows.filter((r) => r.id != null).map(({ turn_batch_id: _turn, ...row }) => row);
  }

  /** Adds column content_bytes (the stored content, or null) to claimed rows. */
  async function withContent(rows: Row[]): Promise<Row[]> {
    if (rows.length === 0) return rows;
    return withContents(
      rows,
      (await db('document_contents')
        .whereIn(
          'document_id',
          rows.map((r) => r.id),
        )
        .select('document_id', 'bytes')) as Row[],
    );
  }

  /** Claimed rows (with content_bytes) as ClaimedDocuments, in list order. */
  function toClaims(rows: Row[]): ClaimedDocument[] {
    return rows
      .map((row) => ({
        document: toDocument(row),
        attempts: Number(row.attempts),
        content: row.content_bytes == null ? null : new Uint8Array(row.content_bytes as Buffer),
      }))
      .sort((a, b) => a.document.createdAt.localeCompare(b.document.createdAt) || a.document.ordinal - b.document.ordinal || a.document.id.localeCompare(b.document.id));
  }

  return {
    async claim(workerId, now, visibilityMs, max) {
      if (max < 1) return [];
      const nowIso = now.toISOString();
      const untilIso = new Date(now.getTime() + visibilityMs).toISOString();
      if (!pg) return toClaims(await withConnection(db, (connection) => claimOnSqlite(connection, workerId, now, untilIso, max)));
      if (now.getTime() >= nextExpiredCheck) {
        const expired = await claimExpired(workerId, nowIso, untilIso, max);
        if (expired.length > 0) return toClaims(await withContent(expired));
        nextExpiredCheck = now.getTime() + 1000;
      }
      const next = await claimNext(workerId, nowIso, untilIso, max);
      if (next === null) return [];
      if (next.length > 0) return toClaims(next);
      const candidates = ((await db('batches')
        .where({ status: 'processing' })
        .orderByRaw("coalesce(claimed_at, '')")
        .limit(CANDIDATE_BATCHES)
        .select('id', 'organization_id', 'claimed_at')) as Row[]).map((r) => ({
        id: String(r.id),
        organizationId: String(r.organization_id),
        claimedAt: r.claimed_at == null ? null : String(r.claimed_at),
      }));
      for (const batch of claimOrder(candidates)) {
        const rows = await claimFromBatch(batch.id, workerId, nowIso, untilIso, max);
        if (rows.length > 0) return toClaims(rows);
      }
      return [];
    },

    async extend(workerId, until) {
      return db('documents').where({ locked_by: workerId, status: 'processing' }).update({ locked_until: until.toISOString() });
    },

    async earlierResults(docs, engineVersion) {
      const found = new Map<string, EarlierResult>();
      const groups = new Map<string, { orgId: string; live: boolean; docs: typeof docs[number][] }>();
      for (const d of docs) {
        if (!d.contentSha256) continue;
        const key = `${d.organizationId}/${d.liveMode}`;
        const g = groups.get(key) ?? { orgId: d.organizationId, live: d.liveMode, docs: [] };
        g.docs.push(d);
        groups.set(key, g);
      }
      for (const g of groups.values()) {
        const earlier = (await db('documents')
          .where({ organization_id: g.orgId, live_mode: g.live, status: 'succeeded', engine_version: engineVersion })
          .whereIn('content_sha256', [...new Set(g.docs.map((d) => d.contentSha256!))])
          .orderBy([{ column: 'completed_at' }, { column: 'id' }])
          .select('id', 'content_sha256', 'page_count', 'quality_status')) as Row[];
        const firstBySha = new Map<string, Row>();
        for (const e of earlier) if (!firstBySha.has(String(e.content_sha256))) firstBySha.set(String(e.content_sha256), e);
        if (firstBySha.size === 0) continue;
        const bodies = (await db('entities')
          .whereIn(
            'document_id',
            [...firstBySha.values()].map((e) => e.id),
          )
          .orderBy([{ column: 'document_id' }, { column: 'position' }])
          .select('document_id', 'body')) as Row[];
        const byDoc = new Map<string, string[]>();
        for (const b of bodies) {
          const list = byDoc.get(String(b.document_id)) ?? [];
          list.push(String(b.body));
          byDoc.set(String(b.document_id), list);
        }
        for (const d of g.docs) {
          const e = firstBySha.get(d.contentSha256!);
          if (!e || e.id === d.id) continue;
          found.set(d.id, {
            entitiesJson: `[${(byDoc.get(String(e.id)) ?? []).join(',')}]`,
            pageCount: Number(e.page_count ?? 1),
            qualityStatus: (e.quality_status ?? 'ok') as QualityStatus,
          });
        }
      }
      return found;
    },

    async finish(workerId, finished, now) {
      if (finished.length === 0) return new Set<string>();
      const nowIso = now.toISOString();
      const patch = finished.map(({ document, outcome }) =>
        outcome.kind === 'succeeded'
          ? {
              doc_id: document.id,
              status: 'succeeded',
              entity_count: outcome.entities.count,
              page_count: outcome.pageCount,
              quality_status: outcome.qualityStatus,
              error_code: null,
              error_message: null,
              engine_version: outcome.engineVersion,
              // The FHIR resource ids of its entities begin with it (migration 20261127000100_fhir_id_prefix).
              fhir_id_prefix: fhirIdPrefixOf(document.id),
            }
          : { doc_id: document.id, status: 'failed', entity_count: null, page_count: null, quality_status: null, error_code: outcome.code, error_message: outcome.message, engine_version: null, fhir_id_prefix: null },
      );
      if (!pg) {
        // One synchronous write transaction, as the SQLite claim: no asynchronous round trip per
        // statement on the event loop that also serves the API.
        return withConnection(db, (connection) =>
          sqliteWriteTransaction(connection, (sql) => {
            const written = sql.all(finishSql, [nowIso, JSON.stringify(patch), workerId]);
            const ids = new Set(written.map((r) => String(r.id)));
            const entities = entitiesWritten(finished, ids);
            if (entities !== null) sql.run(insertEntitiesSql, [entities]);
            for (const batchId of new Set(written.map((r) => String(r.batch_id)))) sql.run(completeSql, [nowIso, batchId, batchId]);
            return ids;
          }),
        );
      }
      return db.transaction(async (trx) => {
        // Lock the batches first (in one order, so that two finishing workers cannot deadlock): two
        // workers finishing a batch's last two documents must not both see the other's still
        // processing, and so never complete the batch. (SQLite has one writer, taken at BEGIN.)
        const batchIds = [...new Set(finished.map((f) => f.document.batchId))].sort();
        await trx('batches').whereIn('id', batchIds).orderBy('id').forUpdate().select('id');
        const written = rowsOf(await trx.raw(finishSql, [nowIso, JSON.stringify(patch), workerId]));
        const ids = new Set(written.map((r) => String(r.id)));
        const entities = entitiesWritten(finished, ids);
        if (entities !== null) await trx.raw(insertEntitiesSql, [entities]);
        for (const batchId of new Set(written.map((r) => String(r.batch_id)))) await trx.raw(completeSql, [nowIso, batchId, batchId]);
        return ids;
      });
    },

    async release(workerId, documentIds, countAttempt = false) {
      if (documentIds.length === 0) return 0;
      return db('documents')
        .whereIn('id', [...documentIds])
        .andWhere({ locked_by: workerId, status: 'processing' })
        .update({ status: 'queued', locked_by: null, locked_until: null, ...(countAttempt ? {} : { attempts: db.raw('attempts - 1') }) });
    },

    async expireBatches(now) {
      const nowIso = now.toISOString();
      const due = (await db('batches').where({ status: 'pending' }).andWhere('expires_at', '<=', nowIso).limit(100).select('id')) as Row[];
      let n = 0;
      for (const { id } of due) {
        await db.transaction(async (trx) => {
          const updated = await trx('batches')
            .where({ id, status: 'pending' })
            .update({ status: 'cancelled', cancellation_reason: 'expired', completed_at: nowIso, expires_at: null });
          if (updated === 1) {
            await trx('documents').where({ batch_id: id }).whereIn('status', ['awaiting_upload', 'pending']).update({ status: 'cancelled', completed_at: nowIso });
            n++;
          }
        });
      }
      return n;
    },

    async failStuckDocuments(queuedBefore, now) {
      const nowIso = now.toISOString();
      const stuck = (await db('documents')
        .whereIn('status', ['queued', 'processing'])
        .andWhere('queued_at', '<', queuedBefore.toISOString())
        .limit(500)
        .select('id', 'batch_id')) as Row[];
      let n = 0;
      for (const { id, batch_id: batchId } of stuck) {
        await db.transaction(async (trx: Knex.Transaction) => {
          if (pg) await trx('batches').where({ id: batchId }).forUpdate().first('id');
          const updated = await trx('documents')
            .where({ id })
            .whereIn('status', ['queued', 'processing'])
            .update({
              status: 'failed',
              error_code: 'not_processed',
              error_message: 'The document was not processed in time.',
              completed_at: nowIso,
              locked_by: null,
              locked_until: null,
            });
          if (updated === 1) n++;
          await trx.raw(completeSql, [nowIso, batchId, batchId]);
        });
      }
      return n;
    },
  };
}

/** The export jobs of the queue (see the header): claim, lease, release and expiry. */
export function exportJobs(db: Db): ExportJobQueue {
  const pg = dialectOf(db) === 'postgres';
  const skipLocked = pg ? ' for update skip locked' : '';
  const claimable = "(status = 'queued' or (status = 'processing' and locked_until < ?)) and expires_at > ?";
  return {
    async claim(workerId, now, visibilityMs) {
      const nowIso = now.toISOString();
      const untilIso = new Date(now.getTime() + visibilityMs).toISOString();
      const result = await db.raw(
        `update exports set status = 'processing', locked_by = ?, locked_until = ?, attempts = attempts + 1
         where id in (select id from exports where ${claimable} order by created_at limit 1${skipLocked})${pg ? ` and ${claimable}` : ''}
         returning *`,
        [workerId, untilIso, nowIso, nowIso, ...(pg ? [nowIso, nowIso] : [])],
      );
      const rows = (pg ? result.rows : result) as Row[];
      return rows[0] ? toExport(rows[0]) : null;
    },

    async extend(workerId, id, until) {
      return (await db('exports').where({ id, locked_by: workerId, status: 'processing' }).update({ locked_until: until.toISOString() })) === 1;
    },

    async release(workerId, id) {
      const n = await db('exports')
        .where({ id, locked_by: workerId, status: 'processing' })
        .update({ status: 'queued', progress: null, locked_by: null, locked_until: null, attempts: db.raw('attempts - 1') });
      return n === 1;
    },

    async expire(now) {
      // Files and batch links go with their export (on delete cascade).
      return db('exports').where('expires_at', '<=', now.toISOString()).delete();
    },
  };
}
