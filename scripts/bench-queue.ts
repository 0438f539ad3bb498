/**
 * The work queue on its own, on SQLite and on Postgres:
 * - claim latency with 100 and with 100,000 queued documents (the median of single-document claims,
 *   the queue refilled between samples so that its depth stays put);
 * - the cost of writing results: CPU milliseconds per document for `finish` with real entity rows
 *   (MTSamples notes extracted once up front, serialized for each document as the extraction thread
 *   does, before the clock starts), in groups of 32, claims included, for --finish-documents
 *   documents (the end-to-end batch's 2,357 by default, so that the tables and indexes grow as they
 *   do in a batch): this process's CPU, plus on Postgres the CPU of the database's server processes
 *   serving its connections (from /proc, when Postgres runs on this machine).
 *
 *   npx tsx scripts/bench-queue.ts [--database sqlite,postgres] [--depths 100,100000] [--samples 200] [--json]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentRecord } from '../server/domain/batches.js';
import type { FinishedDocument } from '../server/domain/processing.js';
import type { Schemas } from '../generated/openapi.js';
import { extract } from '../server/pipeline/extract.js';
import { migrateLatest, openDatabase, type Db } from '../server/storage/db.js';
import { workQueue } from '../server/storage/work-queue.js';
import { entityRows } from '../server/worker/entity-rows.js';
import { cli, cpuSeconds, sharedDir, machineLoad, median, mtsamples } from './lib/bench-service.js';

const arg = cli.option;
const DATABASES = arg('--database', 'sqlite,postgres').split(',');
const DEPTHS = arg('--depths', '100,100000').split(',').map(Number);
const SAMPLES = Number(arg('--samples', '200'));
const SHARED = sharedDir();
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JSON_OUT = cli.flag('--json');
const FINISH_DOCUMENTS = Number(arg('--finish-documents', '2357'));

type Row = Record<string, unknown>;

async function open(kind: string, dir: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const db = await openDatabase(`sqlite:${join(dir, `queue-${randomUUID()}.sqlite`)}`);
    await migrateLatest(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const db = await openDatabase(PG_URL, { schema });
  await migrateLatest(db);
  return {
    db,
    close: async () => {
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}

async function organizationAndBatch(db: Db): Promise<{ orgId: string; batchId: string }> {
  const now = new Date().toISOString();
  const orgId = randomUUID();
  await db('organizations').insert({ id: orgId, name: 'bench', live_processing: true, suspended: false, allowed_ips: '[]', created_at: now, updated_at: now });
  const batchId = randomUUID();
  await db('batches').insert({ id: batchId, organization_id: orgId, live_mode: true, status: 'processing', metadata: '{}', created_at: now, submitted_at: now });
  return { orgId, batchId };
}

/** Inserts `n` queued documents into the batch (with 1 KB of content each). */
async function enqueue(db: Db, orgId: string, batchId: string, n: number, from: number): Promise<void> {
  const now = new Date().toISOString();
  const content = Buffer.alloc(1024, 'a');
  for (let i = 0; i < n; i += 500) {
    const docs: Row[] = [];
    const contents: Row[] = [];
    for (let j = i; j < Math.min(n, i + 500); j++) {
      const id = randomUUID();
      docs.push({ id, batch_id: batchId, organization_id: orgId, live_mode: true, external_reference: `d-${from + j}`, ordinal: from + j, status: 'queued', media_type: 'text/plain', metadata: '{}', created_at: now, queued_at: now, byte_size: 1024 });
      contents.push({ document_id: id, bytes: content });
    }
    await db.batchInsert('documents', docs, 50);
    await db.batchInsert('document_contents', contents, 100);
  }
}

async function claimLatency(kind: string, dir: string, depth: number): Promise<{ medianMs: number; p90Ms: number }> {
  const { db, close } = await open(kind, dir);
  try {
    const { orgId, batchId } = await organizationAndBatch(db);
    await enqueue(db, orgId, batchId, depth, 0);
    if (kind === 'postgres') await db.raw('analyze');
    const queue = workQueue(db);
    const samples: number[] = [];
    let next = depth;
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      const claimed = await queue.claim('bench', new Date(), 60_000, 1);
      samples.push(performance.now() - t);
      if (claimed.length !== 1) throw new Error('claim found nothing');
      // Keep the depth: one more queued document for the one claimed.
      if (i % 50 === 49) {
        await enqueue(db, orgId, batchId, 50, next);
        next += 50;
      }
    }
    samples.sort((a, b) => a - b);
    return { medianMs: median(samples), p90Ms: samples[Math.floor(samples.length * 0.9)]! };
  } finally {
    await close();
  }
}

/** CPU seconds of the Postgres server processes serving `db`'s database (0 when they are not readable here). */
async function databaseCpuSeconds(db: Db, kind: string): Promise<number> {
  if (kind !== 'postgres') return 0;
  const rows = ((await db.raw('select pid from pg_stat_activity where datname = current_database()')) as { rows: { pid: number }[] }).rows;
  return rows.reduce((s, r) => s + cpuSeconds(r.pid), 0);
}

async function finishCost(
  kind: string,
  dir: string,
  entities: Schemas['Entity'][][],
  documents: number,
): Promise<{ documents: number; entities: number; cpuMsPerDocument: number; databaseCpuMsPerDocument: number; wallMsPerDocument: number }> {
  const { db, close } = await open(kind, dir);
  try {
    const { orgId, batchId } = await organizationAndBatch(db);
    await enqueue(db, orgId, batchId, documents, 0);
    const queue = workQueue(db);
    // The rows as the extraction thread makes them for each document (its id inside), made up front.
    const ids = ((await db('documents').where({ batch_id: batchId }).select('id', 'ordinal')) as Row[]).map((r) => [String(r.id), Number(r.ordinal)] as const);
    const rows = new Map(ids.map(([id, ordinal]) => [id, entityRows(id, entities[ordinal % entities.length]!)]));
    let count = 0;
    // Hold the pool's connections open, so that the database processes measured are the ones used.
    const db0 = await databaseCpuSeconds(db, kind);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (;;) {
      const claimed = await queue.claim('bench', new Date(), 60_000, 32);
      if (claimed.length === 0) break;
      const finished: FinishedDocument[] = claimed.map((c) => {
        const r = rows.get(c.document.id)!;
        count += r.count;
        return { document: c.document as DocumentRecord, outcome: { kind: 'succeeded', entities: r, pageCount: 1, qualityStatus: 'ok', engineVersion: 'bench' } };
      });
      await queue.finish('bench', finished, new Date());
    }
    const c = process.cpuUsage(c0);
    const wall = performance.now() - t0;
    const dbCpu = (await databaseCpuSeconds(db, kind)) - db0;
    return {
      documents,
      entities: count,
      cpuMsPerDocument: (c.user + c.system) / 1000 / documents,
      databaseCpuMsPerDocument: (dbCpu * 1000) / documents,
      wallMsPerDocument: wall / documents,
    };
  } finally {
    await close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-queue-'));
const report: Record<string, unknown> = { load: machineLoad() };
try {
  for (const kind of DATABASES) {
    const claims: Record<string, { medianMs: number; p90Ms: number }> = {};
    for (const depth of DEPTHS) claims[depth] = await claimLatency(kind, dir, depth);
    const lo = claims[DEPTHS[0]!]!;
    const hi = claims[DEPTHS[DEPTHS.length - 1]!]!;
    report[kind] = { claims, ratio: hi.medianMs / lo.medianMs };
    if (!JSON_OUT) {
      for (const d of DEPTHS) console.log(`claim (${kind}) with ${d} queued: median ${claims[d]!.medianMs.toFixed(3)} ms, p90 ${claims[d]!.p90Ms.toFixed(3)} ms`);
      console.log(`claim (${kind}): median at ${DEPTHS[DEPTHS.length - 1]} / at ${DEPTHS[0]} = ${(hi.medianMs / lo.medianMs).toFixed(2)}x (${machineLoad()})`);
    }
  }
  const notes = mtsamples(SHARED);
  if (notes) {
    const entities = notes.slice(0, 500).map((t) => extract(t));
    for (const kind of DATABASES) {
      const f = await finishCost(kind, dir, entities, FINISH_DOCUMENTS);
      (report[kind] as Record<string, unknown>).finish = f;
      if (!JSON_OUT)
        console.log(
          `finish (${kind}): ${f.documents} MTSamples documents, ${f.entities} entities, in groups of 32: ${f.cpuMsPerDocument.toFixed(2)} CPU-ms` +
            `${kind === 'postgres' ? ` (+ ${f.databaseCpuMsPerDocument.toFixed(2)} in the database's processes)` : ''} and ${f.wallMsPerDocument.toFixed(2)} ms per document, claims included (${machineLoad()})`,
        );
    }
  } else if (!JSON_OUT) console.log(`finish: skipped (MTSamples not found under ${SHARED})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (JSON_OUT) console.log(JSON.stringify(report, null, 2));
