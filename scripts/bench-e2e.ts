/**
 * End-to-end throughput of the service as operators run it: `data-engine serve` (the `npm start`
 * command) on a fresh database, a fresh organization, every note made unique, documents added through
 * the HTTP API 100 per request, submitted, and polled until completed. Reports, per run:
 * - wall seconds from the first add request to `completed`, and from submit to `completed`;
 * - MB/s end to end, and MB per CPU-second of the server's processes (every thread, from /proc);
 * and the median over --runs runs. With --workers "1,2" both settings are measured side by side
 * in one run, alternating, so that machine load affects both alike.
 *
 *   npx tsx scripts/bench-e2e.ts [--documents 2357] [--workers 1,2] [--runs 3] [--database sqlite|postgres]
 *                                [--worker-processes 0] [--warm N] [--threads] [--bin PATH[,PATH]] [--json]
 *
 * --threads prints each run's CPU seconds per thread of the server process (main thread, extraction
 * threads, V8's helpers, the SQLite checkpoint thread) as read from /proc.
 * --bin A,B measures other builds side by side (A/B): the `bin/data-engine.js` of each checkout
 * given (built with `npm run build`), alternating within every round like --workers.
 *
 * --worker-processes N starts N `data-engine worker` processes beside the server (scale-out); their
 * CPU is counted with the server's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  aciBench,
  cli,
  cpuSeconds,
  createBatchWithNotes,
  freshPostgres,
  BIN,
  machineLoad,
  MB,
  median,
  mtsamples,
  provision,
  runCli,
  sharedDir,
  startCli,
  stop,
  threadCpu,
  threadCpuDelta,
  submit,
  token,
  uniqueNotes,
  waitCompleted,
  type Env,
  type Started,
} from './lib/bench-service.js';

const arg = cli.option;
const SHARED = sharedDir();
const DOCUMENTS = Number(arg('--documents', '2357'));
const WORKERS = arg('--workers', '1').split(',').map(Number);
const RUNS = Number(arg('--runs', '3'));
const DATABASE = arg('--database', 'sqlite');
const WORKER_PROCESSES = Number(arg('--worker-processes', '0'));
const JSON_OUT = cli.flag('--json');
const THREADS = cli.flag('--threads');
const BINS = arg('--bin', BIN).split(',');
/**
 * --warm N: before the measured batch, the same server processes a batch of N other notes (ACI-BENCH,
 * not MTSamples), unmeasured, so the figure is that of a server already running (its extraction
 * threads' code compiled and optimized) rather than of its first batch. Without it, every run is a
 * fresh server's first batch.
 */
const WARM = Number(arg('--warm', '0'));

const corpus = mtsamples(SHARED);
if (!corpus) {
  console.error(`bench-e2e: MTSamples not found under ${SHARED} (pass --shared DIR); skipped`);
  process.exit(0);
}

export interface E2eRun {
  workers: number;
  bin: string;
  /** With --threads: CPU seconds per thread of the server process during the batch. */
  threads?: string;
  documents: number;
  megabytes: number;
  /** First add request to completed. */
  totalSeconds: number;
  submitToCompletedSeconds: number;
  cpuSeconds: number;
  /** CPU seconds of the server process's main thread (the event loop that serves the API). */
  mainThreadCpuSeconds: number;
  mbPerSecond: number;
  mbPerCpuSecond: number;
  workerReadyMs: number[];
  load: string;
}

/** A fresh database URL (a new SQLite file, or a new Postgres database) and its cleanup. */
async function freshDatabase(dir: string, n: number): Promise<{ url: string; drop: () => Promise<void> }> {
  if (DATABASE === 'sqlite') return { url: `sqlite:${join(dir, `bench-${n}.sqlite`)}`, drop: async () => undefined };
  return freshPostgres(`e2e_${n}`);
}

async function once(workers: number, bin: string, n: number, dir: string): Promise<E2eRun> {
  const db = await freshDatabase(dir, n);
  const env: Env = {
    DATABASE_URL: db.url,
    PORT: '0',
    WORKERS: String(workers),
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Postgres needs the key-encryption key of the signing keys (SQLite generates one beside its file).
    ...(DATABASE === 'postgres' ? { SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  };
  const notes = uniqueNotes(corpus!, DOCUMENTS, `run ${n}`);
  const bytes = notes.reduce((s, t) => s + Buffer.byteLength(t), 0);
  const procs: Started[] = [];
  try {
    await runCli(env, ['migrate'], bin);
    const creds = await provision(env, `bench e2e ${n}`, [], bin);
    const server = await startCli(env, ['serve'], /listening on http:\/\/\S+/, undefined, bin);
    procs.push(server);
    const base = /listening on (http:\/\/\S+)/.exec(server.line)![1]!;
    for (let i = 0; i < WORKER_PROCESSES; i++) procs.push(await startCli({ ...env, WORKERS: String(workers) }, ['worker'], /worker/, undefined, bin));
    const bearer = await token(base, creds);
    if (WARM > 0) {
      const warmId = await createBatchWithNotes(base, bearer, uniqueNotes(aciBench(SHARED) ?? corpus!, WARM, `warm-up ${n}`));
      await submit(base, bearer, warmId);
      await waitCompleted(base, bearer, warmId, 30 * 60_000);
    }
    const cpu0 = procs.reduce((s, p) => s + cpuSeconds(p.child.pid!), 0);
    const main0 = cpuSeconds(server.child.pid!, true);
    const threads0 = threadCpu(server.child.pid!);
    const t0 = performance.now();
    const batchId = await createBatchWithNotes(base, bearer, notes);
    const t1 = performance.now();
    const addMain = cpuSeconds(server.child.pid!, true) - main0;
    await submit(base, bearer, batchId);
    const final = await waitCompleted(base, bearer, batchId, 30 * 60_000);
    const t2 = performance.now();
    const cpu = procs.reduce((s, p) => s + cpuSeconds(p.child.pid!), 0) - cpu0;
    const mainThreadCpuSeconds = cpuSeconds(server.child.pid!, true) - main0;
    const threads = THREADS ? `main thread ${addMain.toFixed(2)} adding documents; ${threadCpuDelta(threads0, threadCpu(server.child.pid!))}` : undefined;
    if (final.counts.succeeded !== DOCUMENTS) throw new Error(`expected ${DOCUMENTS} succeeded, got ${JSON.stringify(final.counts)}`);
    const totalSeconds = (t2 - t0) / 1000;
    return {
      workers,
      bin,
      ...(threads !== undefined ? { threads } : {}),
      documents: DOCUMENTS,
      megabytes: bytes / MB,
      totalSeconds,
      submitToCompletedSeconds: (t2 - t1) / 1000,
      cpuSeconds: cpu,
      mainThreadCpuSeconds,
      mbPerSecond: bytes / MB / totalSeconds,
      mbPerCpuSecond: bytes / MB / cpu,
      workerReadyMs: procs.slice(1).map((p) => Math.round(p.readyMs)),
      load: machineLoad(),
    };
  } finally {
    for (const p of procs) await stop(p.child);
    await db.drop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-e2e-'));
const runs: E2eRun[] = [];
try {
  let n = 0;
  for (let r = 0; r < RUNS; r++) {
    for (const w of WORKERS) for (const bin of BINS) {
      const run = await once(w, bin, n++, dir);
      runs.push(run);
      if (!JSON_OUT)
        console.log(
          `  run ${r + 1}, ${BINS.length > 1 ? `${bin}, ` : ''}WORKERS=${w}${WORKER_PROCESSES ? ` + ${WORKER_PROCESSES} worker process(es)` : ''} (${DATABASE}): ${run.documents} documents, ${run.megabytes.toFixed(2)} MB: ` +
            `${run.totalSeconds.toFixed(1)} s first add to completed (${run.submitToCompletedSeconds.toFixed(1)} s from submit), ` +
            `${run.mbPerSecond.toFixed(2)} MB/s, ${run.cpuSeconds.toFixed(1)} CPU-s (main thread ${run.mainThreadCpuSeconds.toFixed(1)}), ${run.mbPerCpuSecond.toFixed(2)} MB per CPU-second (${run.load})` +
            (run.threads ? `\n    threads: ${run.threads}` : ''),
        );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const summary = WORKERS.flatMap((w) => BINS.map((bin) => ({ w, bin }))).map(({ w, bin }) => {
  const mine = runs.filter((r) => r.workers === w && r.bin === bin);
  return {
    workers: w,
    bin,
    medianCpuSeconds: median(mine.map((r) => r.cpuSeconds)),
    medianMainThreadCpuSeconds: median(mine.map((r) => r.mainThreadCpuSeconds)),
    medianTotalSeconds: median(mine.map((r) => r.totalSeconds)),
    medianMbPerSecond: median(mine.map((r) => r.mbPerSecond)),
    medianMbPerCpuSecond: median(mine.map((r) => r.mbPerCpuSecond)),
  };
});
if (JSON_OUT) console.log(JSON.stringify({ database: DATABASE, runs, summary }, null, 2));
else {
  for (const s of summary)
    console.log(
      `end to end (${DATABASE}, ${BINS.length > 1 ? `${s.bin}, ` : ''}WORKERS=${s.workers}, median of ${RUNS}): ${s.medianTotalSeconds.toFixed(1)} s, ${s.medianMbPerSecond.toFixed(2)} MB/s, ` +
        `${s.medianMbPerCpuSecond.toFixed(2)} MB per CPU-second (${s.medianCpuSeconds.toFixed(1)} CPU-s, main thread ${s.medianMainThreadCpuSeconds.toFixed(1)})`,
    );
  if (summary.length > 1 && BINS.length === 1) console.log(`WORKERS=${summary[1]!.workers} / WORKERS=${summary[0]!.workers} in MB/s: ${(summary[1]!.medianMbPerSecond / summary[0]!.medianMbPerSecond).toFixed(2)}x`);
}
