/**
 * Helpers for the service benchmarks: start `data-engine` processes the way operators do, provision
 * an organization and a client through the admin CLI, read a process's CPU time from /proc, and
 * drive a batch through the HTTP API. Loopback only; every loop is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(ROOT, 'bin/data-engine.js');
export const MB = 1024 * 1024;
/** Extra node options for the started server processes (BENCH_NODE_ARGS, e.g. "--cpu-prof"). */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The command line's `--name value` options: `option('--runs', '3')`; `flag('--json')`. */
export const cli = {
  option(name: string, fallback: string): string {
    const argv = process.argv.slice(2);
    const i = argv.indexOf(name);
    return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
  },
  flag: (name: string): boolean => process.argv.slice(2).includes(name),
};

/** The folder holding the shared data: --shared, SHARED_DIR, or ../shared beside the project. */
export const sharedDir = (): string => resolve(cli.option('--shared', process.env.SHARED_DIR ?? resolve(ROOT, '../shared')));

/** The `field` of every line of corpus `file` of ../shared (or null when it is absent). */
function corpus(shared: string, file: string, field: 'note' | 'text'): string[] | null {
  const path = resolve(shared, 'data/corpora', file);
  if (!existsSync(path)) return null;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as Record<string, string>)[field]!);
}

/** The ACI-BENCH notes of ../shared (or null when they are absent). */
export const aciBench = (shared: string): string[] | null => corpus(shared, 'aci_bench_notes.jsonl', 'note');

/** The MTSamples notes of ../shared (or null when it is absent). */
export const mtsamples = (shared: string): string[] | null => corpus(shared, 'mtsamples_unique.jsonl', 'text');

/**
 * `count` notes cycled from `notes`, each made unique by a first line naming its copy, so that
 * content reuse (identical content gets the earlier result) never flatters a figure.
 */
export function uniqueNotes(notes: readonly string[], count: number, tag: string): string[] {
  return Array.from({ length: count }, (_, i) => `Benchmark ${tag} note ${i + 1}.\n${notes[i % notes.length]!}`);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * CPU seconds (user + system) a running process has used, from /proc/PID/stat: every thread, or
 * with `mainThreadOnly` the main thread's alone (/proc/PID/task/PID/stat).
 */
export function cpuSeconds(pid: number, mainThreadOnly = false): number {
  try {
    const stat = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] and fields[12] are utime and stime (fields 14 and 15 of proc(5)), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of each thread of a running process, by thread id, with the thread's name
 * (/proc/PID/task/TID/comm: node's main thread is `node`, V8's helpers `V8 DefaultWorke`, libuv's
 * pool `libuv-worker`, worker_threads get their own names on recent Node or `node`). Threads that
 * ended are missing: compare two samples with {@link threadCpuDelta}.
 */
export function threadCpu(pid: number): Map<number, { name: string; seconds: number }> {
  const out = new Map<number, { name: string; seconds: number }>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/** Per-thread CPU seconds spent between two samples of {@link threadCpu}, largest first ("name#tid seconds"). */
export function threadCpuDelta(before: Map<number, { name: string; seconds: number }>, after: Map<number, { name: string; seconds: number }>): string {
  return [...after]
    .map(([tid, t]) => ({ label: `${t.name}#${tid}`, seconds: t.seconds - (before.get(tid)?.seconds ?? 0) }))
    .filter((t) => t.seconds >= 0.05)
    .sort((a, b) => b.seconds - a.seconds)
    .map((t) => `${t.label} ${t.seconds.toFixed(2)}`)
    .join(', ');
}

/** The 1-minute load average and the number of cores, to print beside every figure. */
export function machineLoad(): string {
  const [one] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load ${one} on ${(readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm) ?? []).length} cores`;
}

export type Env = Record<string, string>;

/** Runs `data-engine ...args` to completion and returns its stdout (`bin`: another checkout's bin/data-engine.js). */
export function runCli(env: Env, args: string[], bin = BIN): Promise<string> {
  return new Promise((res, rej) => {
    const c = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d: Buffer) => (out += d.toString()));
    c.on('close', (code) => (code === 0 ? res(out) : rej(new Error(`data-engine ${args.join(' ')} exited ${code}`))));
  });
}

export interface Started {
  readonly child: ChildProcess;
  /** The line it printed when ready. */
  readonly line: string;
  /** Milliseconds from spawn to that line. */
  readonly readyMs: number;
}

/** Starts a long-running `data-engine` command and resolves when stdout matches `ready`. */
export function startCli(env: Env, args: string[], ready: RegExp, timeoutMs = 120_000, bin = BIN): Promise<Started> {
  const t0 = performance.now();
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, [...NODE_ARGS, bin, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`data-engine ${args.join(' ')} did not print ${ready} in ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`data-engine ${args.join(' ')} exited ${code} before it was ready`));
    });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => ready.test(l));
      if (line) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        res({ child, line, readyMs: performance.now() - t0 });
      }
    });
  });
}

/** Stops a child with SIGTERM (SIGKILL after 20 s) and waits for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(t);
}

export interface Credentials {
  readonly organizationId: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A fresh live organization and live client, provisioned with the admin CLI. */
export async function provision(env: Env, name: string, extraClientArgs: string[] = [], bin = BIN): Promise<Credentials> {
  const org = JSON.parse(await runCli(env, ['admin', 'create-org', '--name', name, '--live-processing'], bin)) as { id: string };
  const client = JSON.parse(await runCli(env, ['admin', 'create-client', '--org', org.id, '--mode', 'live', ...extraClientArgs], bin)) as {
    clientId: string;
    clientSecret: string;
  };
  return { organizationId: org.id, clientId: client.clientId, clientSecret: client.clientSecret };
}

/** An access token by client_secret_basic. */
export async function token(base: string, c: Credentials): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Creates a batch and adds `notes` in requests of 100 documents; returns the batch id. */
export async function createBatchWithNotes(base: string, bearer: string, notes: readonly string[], prefix = 'note'): Promise<string> {
  const auth = { authorization: `Bearer ${bearer}` };
  const created = await fetch(`${base}/v1/data-engine/batches`, { method: 'POST', headers: auth });
  if (created.status !== 201) throw new Error(`create batch: ${created.status} ${await created.text()}`);
  const batch = (await created.json()) as { id: string };
  for (let i = 0; i < notes.length; i += 100) {
    const documents = notes.slice(i, i + 100).map((content, j) => ({ externalReference: `${prefix}-${i + j}`, mediaType: 'text/plain', content }));
    const r = await fetch(`${base}/v1/data-engine/batches/${batch.id}/documents`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ documents }),
    });
    if (r.status !== 201) throw new Error(`add documents: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  }
  return batch.id;
}

export async function submit(base: string, bearer: string, batchId: string): Promise<void> {
  const r = await fetch(`${base}/v1/data-engine/batches/${batchId}/submit`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
  if (r.status !== 200) throw new Error(`submit: ${r.status} ${await r.text()}`);
}

export interface BatchView {
  readonly status: string;
  readonly counts: Record<string, number>;
}

export async function getBatch(base: string, bearer: string, batchId: string): Promise<BatchView> {
  const r = await fetch(`${base}/v1/data-engine/batches/${batchId}`, { headers: { authorization: `Bearer ${bearer}` } });
  if (r.status !== 200) throw new Error(`get batch: ${r.status} ${await r.text()}`);
  return (await r.json()) as BatchView;
}

/** Polls until the batch is completed (or `timeoutMs` passes); returns the final view. */
export async function waitCompleted(base: string, bearer: string, batchId: string, timeoutMs: number, pollMs = 100): Promise<BatchView> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const b = await getBatch(base, bearer, batchId);
    if (b.status === 'completed' || b.status === 'cancelled') return b;
    if (performance.now() > deadline) throw new Error(`batch ${batchId} not completed in ${timeoutMs} ms: ${JSON.stringify(b)}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** The Postgres server the benchmarks use (BENCH_DATABASE_URL; the local test server by default). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A new Postgres database for one measurement (`bench_<tag>_<pid>`), and its removal. */
export async function freshPostgres(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${tag.replace(/[^a-z0-9_]/gi, '_')}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BENCH_PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return { url: BENCH_PG_URL.replace(/\/[^/]*$/, `/${name}`), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
