/**
 * Fairness across organizations, measured: a 100-document batch of one organization submitted while
 * another organization's large batch is processing. Reports the seconds from the small batch's
 * submit to its first processed document and to `completed`, beside the same small batch processed
 * alone on the same server (`npm start` defaults, SQLite unless --database postgres; every note unique).
 *
 *   npx tsx scripts/bench-fairness.ts [--large 10000] [--small 100] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cli,
  createBatchWithNotes,
  getBatch,
  machineLoad,
  mtsamples,
  provision,
  runCli,
  sharedDir,
  startCli,
  stop,
  submit,
  token,
  uniqueNotes,
  waitCompleted,
  type Env,
} from './lib/bench-service.js';

const arg = cli.option;
const SHARED = sharedDir();
const LARGE = Number(arg('--large', '10000'));
const SMALL = Number(arg('--small', '100'));
const JSON_OUT = cli.flag('--json');

const corpus = mtsamples(SHARED);
if (!corpus) {
  console.error(`bench-fairness: MTSamples not found under ${SHARED} (pass --shared DIR); skipped`);
  process.exit(0);
}

/** Seconds from submit to the first processed document and to completed. */
async function timeSmall(base: string, bearer: string, notes: string[]): Promise<{ firstSeconds: number; completedSeconds: number }> {
  const id = await createBatchWithNotes(base, bearer, notes, 'small');
  const t0 = performance.now();
  await submit(base, bearer, id);
  let first = 0;
  for (;;) {
    const b = await getBatch(base, bearer, id);
    const done = (b.counts.succeeded ?? 0) + (b.counts.failed ?? 0);
    if (!first && done > 0) first = performance.now();
    if (b.status === 'completed') return { firstSeconds: ((first || performance.now()) - t0) / 1000, completedSeconds: (performance.now() - t0) / 1000 };
    await new Promise((r) => setTimeout(r, 50));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-fairness-'));
const env: Env = { DATABASE_URL: `sqlite:${join(dir, 'fair.sqlite')}`, PORT: '0', LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000' };
let server: Awaited<ReturnType<typeof startCli>> | null = null;
try {
  await runCli(env, ['migrate']);
  const big = await provision(env, 'fairness large');
  const small = await provision(env, 'fairness small');
  server = await startCli(env, ['serve'], /listening on http:\/\/\S+/);
  const base = /listening on (http:\/\/\S+)/.exec(server.line)![1]!;
  const [bigToken, smallToken] = [await token(base, big), await token(base, small)];

  const alone = await timeSmall(base, smallToken, uniqueNotes(corpus, SMALL, 'alone'));
  const bigId = await createBatchWithNotes(base, bigToken, uniqueNotes(corpus, LARGE, 'large'), 'large');
  await submit(base, bigToken, bigId);
  await new Promise((r) => setTimeout(r, 2000)); // the large batch is being processed
  const beside = await timeSmall(base, smallToken, uniqueNotes(corpus, SMALL, 'beside'));
  const bigState = await getBatch(base, bigToken, bigId);
  await waitCompleted(base, bigToken, bigId, 60 * 60_000, 500);
  const report = { large: LARGE, small: SMALL, alone, beside, ratio: beside.completedSeconds / alone.completedSeconds, largeStillQueuedAfterSmall: bigState.counts.queued, load: machineLoad() };
  if (JSON_OUT) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`small batch (${SMALL}) alone: first document ${alone.firstSeconds.toFixed(2)} s, completed ${alone.completedSeconds.toFixed(2)} s after submit`);
    console.log(
      `small batch beside another organization's ${LARGE}-document batch: first document ${beside.firstSeconds.toFixed(2)} s, completed ${beside.completedSeconds.toFixed(2)} s (${report.ratio.toFixed(2)}x alone; ${bigState.counts.queued} of the large batch still queued then) (${report.load})`,
    );
  }
} finally {
  if (server) await stop(server.child);
  rmSync(dir, { recursive: true, force: true });
}
