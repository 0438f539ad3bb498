/**
 * End-to-end benchmark of the service as `npm start` runs it: one process serving the API with an
 * embedded worker (WORKERS=1) on a fresh SQLite file. It measures API latency (GET /health and GET
 * batch) while idle and again while a large live batch of MTSamples notes is being processed, and
 * the end-to-end processing rate (submit to completed). Loopback only; bounded in time and count.
 *
 *   npx tsx scripts/bench-api.ts [--shared ../shared] [--documents 400] [--requests 300] [--json]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name: string, dflt: string): string => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? dflt) : dflt;
};
const SHARED = resolve(arg('--shared', process.env.SHARED_DIR ?? resolve(ROOT, '../shared')));
const DOCUMENTS = Number(arg('--documents', '400'));
const REQUESTS = Number(arg('--requests', '300'));
const JSON_OUT = argv.includes('--json');
const BIN = join(ROOT, 'bin/data-engine.js');

const corpus = resolve(SHARED, 'data/corpora/mtsamples_unique.jsonl');
if (!existsSync(corpus)) {
  console.error(`bench-api: ${corpus} not found (pass --shared DIR)`);
  process.exit(2);
}
const notes = readFileSync(corpus, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text)
  .slice(0, DOCUMENTS);

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-'));
const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, PORT: '0', WORKERS: '1', LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000' };

function run(args: string[]): Promise<string> {
  return new Promise((res, rej) => {
    const c = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    c.stdout.on('data', (d: Buffer) => (out += d.toString()));
    c.on('close', (code) => (code === 0 ? res(out) : rej(new Error(`data-engine ${args.join(' ')} exited ${code}`))));
  });
}

function serve(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, [BIN, 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => rej(new Error('serve did not start')), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ child, url: m[1]! });
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function latency(url: string, headers: Record<string, string>, n: number, stop?: () => boolean) {
  const samples: number[] = [];
  for (let i = 0; i < n && !(stop?.() ?? false); i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), max: samples[samples.length - 1]! };
}

const fmt = (l: { n: number; p50: number; p95: number; p99: number; max: number }) =>
  `n=${l.n} p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms, max ${l.max.toFixed(1)} ms`;

let server: { child: ChildProcess; url: string } | null = null;
try {
  await run(['migrate']);
  const org = JSON.parse(await run(['admin', 'create-org', '--name', 'bench', '--live-processing'])) as { id: string };
  const client = JSON.parse(await run(['admin', 'create-client', '--org', org.id, '--mode', 'live'])) as { clientId: string; clientSecret: string };
  server = await serve();
  const base = server.url;
  const tokenRes = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  const token = ((await tokenRes.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const batch = (await (await fetch(`${base}/v1/data-engine/batches`, { method: 'POST', headers: auth })).json()) as { id: string };
  for (let i = 0; i < notes.length; i += 100) {
    const documents = notes.slice(i, i + 100).map((text, j) => ({ externalReference: `mts-${i + j}`, mediaType: 'text/plain', content: text }));
    const r = await fetch(`${base}/v1/data-engine/batches/${batch.id}/documents`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
    if (r.status !== 201) throw new Error(`add documents: ${r.status} ${await r.text()}`);
  }
  const batchUrl = `${base}/v1/data-engine/batches/${batch.id}`;
  const idleHealth = await latency(`${base}/health`, {}, REQUESTS);
  const idleBatch = await latency(batchUrl, auth, REQUESTS);

  const submitted = performance.now();
  await fetch(`${batchUrl}/submit`, { method: 'POST', headers: auth });
  let done = false;
  const poller = (async () => {
    while (!done) {
      const b = (await (await fetch(batchUrl, { headers: auth })).json()) as { status: string };
      if (b.status === 'completed') done = true;
      else await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const busyHealth = await latency(`${base}/health`, {}, REQUESTS, () => done);
  const busyBatch = await latency(batchUrl, auth, REQUESTS, () => done);
  await poller;
  const seconds = (performance.now() - submitted) / 1000;
  const mb = notes.reduce((n, t) => n + Buffer.byteLength(t), 0) / (1024 * 1024);
  const result = {
    documents: notes.length,
    megabytes: Number(mb.toFixed(2)),
    processingSeconds: Number(seconds.toFixed(2)),
    documentsPerSecond: Number((notes.length / seconds).toFixed(1)),
    latency: { idle: { health: idleHealth, getBatch: idleBatch }, whileProcessing: { health: busyHealth, getBatch: busyBatch } },
  };
  if (JSON_OUT) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`end to end (npm start, WORKERS=1, SQLite): ${notes.length} live documents, ${mb.toFixed(2)} MB, submit to completed in ${seconds.toFixed(1)} s (${result.documentsPerSecond} documents/s)`);
    console.log(`GET /health   idle:             ${fmt(idleHealth)}`);
    console.log(`GET /health   while processing: ${fmt(busyHealth)}`);
    console.log(`GET batch     idle:             ${fmt(idleBatch)}`);
    console.log(`GET batch     while processing: ${fmt(busyBatch)}`);
    if (busyHealth.n < 30) console.log('(processing finished before many samples were taken; raise --documents for a longer window)');
  }
} finally {
  server?.child.kill('SIGTERM');
  if (server) await new Promise((r) => server!.child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
