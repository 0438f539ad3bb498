/**
 * What the access audit costs a request: an authenticated GET /v1/data-engine/batches/{id} (an
 * audited read) served by two processes of the same application on one database, one storing the
 * audit record of each request before answering (as shipped) and one whose audit stores nothing.
 * Measured alternately (so that machine load affects both alike), 50 connections, median of
 * --rounds rounds of --seconds, requests/s, latency (p50, p99) and the server's CPU time per request
 * (the steadier figure on a shared machine); SQLite and Postgres.
 *
 *   npx tsx scripts/bench-audit.ts [--database sqlite,postgres] [--rounds 3] [--seconds 5] [--connections 50] [--json]
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cli, cpuSeconds, machineLoad, median, provision, ROOT, runCli, stop, token, type Env } from './lib/bench-service.js';

const DATABASES = cli.option('--database', 'sqlite,postgres').split(',');
const ROUNDS = Number(cli.option('--rounds', '3'));
const SECONDS = Number(cli.option('--seconds', '5'));
const CONNECTIONS = Number(cli.option('--connections', '50'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JSON_OUT = cli.flag('--json');

function startServer(env: Env, audit: boolean): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', join(ROOT, 'scripts/lib/audit-bench-server.ts'), ...(audit ? [] : ['--no-audit'])];
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(d.toString());
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`audit bench server exited ${code}`)));
  });
}

interface Round {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU time of the server process per request, in microseconds (less sensitive to load than requests/s). */
  readonly cpuMicros: number;
}

async function load(server: { child: ChildProcess; url: string }, path: string, headers: Record<string, string>): Promise<Round> {
  const url = `${server.url}${path}`;
  const cpu0 = cpuSeconds(server.child.pid!);
  const r = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  const cpu = cpuSeconds(server.child.pid!) - cpu0;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMicros: (cpu / r.requests.total) * 1e6 };
}

async function measure(database: string, dir: string) {
  const schema = `bench_audit_${process.pid}`;
  const url = database === 'sqlite' ? `sqlite:${join(dir, 'audit.sqlite')}` : `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const env: Env = {
    DATABASE_URL: url,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(database === 'postgres' ? { SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  };
  const pg = database === 'postgres' ? (await import('pg')).default : null;
  if (pg) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    await c.end();
  }
  const procs: ChildProcess[] = [];
  try {
    await runCli(env, ['migrate']);
    const creds = await provision(env, `bench audit ${database}`);
    const audited = await startServer(env, true);
    procs.push(audited.child);
    const bare = await startServer(env, false);
    procs.push(bare.child);
    const bearer = await token(audited.url, creds);
    const headers = { authorization: `Bearer ${bearer}` };
    const created = await fetch(`${audited.url}/v1/data-engine/batches`, { method: 'POST', headers });
    const batchId = ((await created.json()) as { id: string }).id;
    const path = `/v1/data-engine/batches/${batchId}`;
    const withAudit: Round[] = [];
    const without: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      without.push(await load(bare, path, headers));
      withAudit.push(await load(audited, path, headers));
    }
    const sum = (xs: Round[]) => ({ rps: median(xs.map((x) => x.rps)), p50: median(xs.map((x) => x.p50)), p99: median(xs.map((x) => x.p99)), cpuMicros: median(xs.map((x) => x.cpuMicros)) });
    return { database, withAudit: sum(withAudit), withoutAudit: sum(without) };
  } finally {
    for (const p of procs) await stop(p);
    if (pg) {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-audit-'));
const results = [];
try {
  for (const d of DATABASES) {
    const f = await measure(d, dir);
    results.push(f);
    if (!JSON_OUT) {
      const w = f.withAudit;
      const o = f.withoutAudit;
      console.log(
        `audited GET batch (${d}): with audit ${w.rps.toFixed(0)} requests/s (p50 ${w.p50} ms, p99 ${w.p99} ms, ${w.cpuMicros.toFixed(0)} µs CPU per request), ` +
          `without ${o.rps.toFixed(0)} requests/s (p50 ${o.p50} ms, p99 ${o.p99} ms, ${o.cpuMicros.toFixed(0)} µs CPU): ` +
          `${((1 - w.rps / o.rps) * 100).toFixed(1)}% fewer requests/s, ${((w.cpuMicros / o.cpuMicros - 1) * 100).toFixed(1)}% more CPU per request (${CONNECTIONS} connections; median of ${ROUNDS}; ${machineLoad()})`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (JSON_OUT) console.log(JSON.stringify({ load: machineLoad(), results }, null, 2));
