/**
 * Scale-out on Postgres, measured: `data-engine serve` with WORKERS=0 and two `data-engine worker`
 * processes on one database, one batch of unique MTSamples notes. The first worker process is
 * SIGKILLed in the middle of the batch, holding claims. Reports:
 * - how the documents were shared: the documents each worker process was seen holding (the
 *   documents table sampled every 100 ms; a lower bound of what each claimed);
 * - the takeover: the documents the killed process held, each taken over by the survivor after its
 *   lease (WORKER_LEASE_SECONDS, 5 s here) and how long after the kill the last one succeeded;
 * - that no result was committed twice: every document succeeded once, with exactly entity_count
 *   entity rows, and the killed process's documents with a second attempt.
 *
 *   npx tsx scripts/bench-scaleout.ts [--documents 600] [--json]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  cli,
  createBatchWithNotes,
  freshPostgres,
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
  type Started,
} from './lib/bench-service.js';

const DOCUMENTS = Number(cli.option('--documents', '600'));
const LEASE_SECONDS = 5;
const JSON_OUT = cli.flag('--json');
const corpus = mtsamples(sharedDir());
if (!corpus) {
  console.error('bench-scaleout: MTSamples not found (pass --shared DIR); skipped');
  process.exit(0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = await freshPostgres('scaleout');
const sql = new pg.Client({ connectionString: db.url });
const procs: Started[] = [];
try {
  const env: Env = {
    DATABASE_URL: db.url,
    PORT: '0',
    WORKERS: '0',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
    SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  await runCli(env, ['migrate']);
  await sql.connect();
  const creds = await provision(env, 'bench scale-out');
  const server = await startCli(env, ['serve'], /listening on http:\/\/\S+/);
  procs.push(server);
  const base = /listening on (http:\/\/\S+)/.exec(server.line)![1]!;
  const bearer = await token(base, creds);
  const batchId = await createBatchWithNotes(base, bearer, uniqueNotes(corpus, DOCUMENTS, 'scale-out'));

  // Sampled: which worker holds which document (worker ids are per process, w-<random>).
  const heldBy = new Map<string, Set<string>>();
  let sampling = true;
  const sample = async () => {
    const { rows } = await sql.query<{ id: string; locked_by: string }>(
      "select id, locked_by from documents where batch_id = $1 and status = 'processing' and locked_by is not null",
      [batchId],
    );
    for (const r of rows) (heldBy.get(r.locked_by) ?? heldBy.set(r.locked_by, new Set()).get(r.locked_by)!).add(r.id);
    return rows;
  };
  const sampler = (async () => {
    while (sampling) {
      await sample();
      await sleep(100);
    }
  })();

  // Worker ids name their process (w-<host>-<pid>-<random>): both processes start before the submit.
  const victim = await startCli({ ...env, WORKERS: '1' }, ['worker'], /worker/);
  const survivor = await startCli({ ...env, WORKERS: '1' }, ['worker'], /worker/);
  procs.push(victim, survivor);
  const ownedBy = (p: Started) => (id: string) => id.includes(`-${p.child.pid}-`);
  await submit(base, bearer, batchId);

  const succeeded = async () =>
    Number((await sql.query("select count(*) as n from documents where batch_id = $1 and status = 'succeeded'", [batchId])).rows[0].n);
  while ((await succeeded()) < DOCUMENTS * 0.4) await sleep(100);
  victim.child.kill('SIGKILL');
  const killedAt = performance.now();
  // What the killed process held, read after the kill (and after a commit it sent just before dying
  // has had time to land): read before it, the claims the process finished between the read and the
  // signal counted as held, and as "taken over without a second attempt".
  await sleep(500);
  const heldAtKill = (await sql.query<{ id: string; locked_by: string }>("select id, locked_by from documents where batch_id = $1 and status = 'processing'", [batchId])).rows
    .filter((r) => ownedBy(victim)(r.locked_by))
    .map((r) => r.id);
  let lastTakenOver = killedAt;
  while (true) {
    const { rows } = await sql.query<{ n: string }>("select count(*) as n from documents where id = any($1) and status <> 'succeeded'", [heldAtKill]);
    if (Number(rows[0]!.n) === 0) break;
    await sleep(100);
    lastTakenOver = performance.now();
  }
  const final = await waitCompleted(base, bearer, batchId, 30 * 60_000);
  sampling = false;
  await sampler;

  const check = (
    await sql.query(
      `select
         count(*) filter (where d.status = 'succeeded') as succeeded,
         count(*) filter (where d.entity_count <> (select count(*) from entities e where e.document_id = d.id)) as entity_mismatch,
         count(*) filter (where d.id = any($2) and d.attempts < 2) as killed_not_retried
       from documents d where d.batch_id = $1`,
      [batchId, heldAtKill],
    )
  ).rows[0] as Record<string, string>;
  const seen = (p: Started) => [...heldBy].filter(([id]) => ownedBy(p)(id)).reduce((n, [, docs]) => n + docs.size, 0);
  const result = {
    documents: DOCUMENTS,
    completed: final.status,
    seenHeld: { killedProcess: seen(victim), survivor: seen(survivor) },
    heldAtKill: heldAtKill.length,
    takeoverSeconds: (lastTakenOver - killedAt) / 1000,
    leaseSeconds: LEASE_SECONDS,
    succeeded: Number(check.succeeded),
    documentsWithEntityRowsNotMatchingCount: Number(check.entity_mismatch),
    killedDocumentsWithoutSecondAttempt: Number(check.killed_not_retried),
    load: machineLoad(),
  };
  if (JSON_OUT) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `scale-out (postgres, 2 worker processes, ${DOCUMENTS} documents): documents seen held by the process killed mid-batch ${result.seenHeld.killedProcess}, ` +
        `by the other ${result.seenHeld.survivor}; ${result.heldAtKill} held at the SIGKILL, all taken over and succeeded ${result.takeoverSeconds.toFixed(1)} s after it ` +
        `(lease ${LEASE_SECONDS} s); ${result.succeeded}/${DOCUMENTS} succeeded, ${result.documentsWithEntityRowsNotMatchingCount} with entity rows not matching entity_count, ` +
        `${result.killedDocumentsWithoutSecondAttempt} taken over without a second attempt (${result.load})`,
    );
  }
  if (result.succeeded !== DOCUMENTS || result.documentsWithEntityRowsNotMatchingCount > 0 || result.killedDocumentsWithoutSecondAttempt > 0) process.exitCode = 1;
} finally {
  for (const p of procs) await stop(p.child);
  await sql.end().catch(() => undefined);
  await db.drop();
}
