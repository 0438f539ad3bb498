/**
 * Requests per second of the API beside a bare Koa handler, measured side by side in one run
 * (alternating, so that machine load affects both alike), and tokens per second:
 * - bare Koa: a process whose one handler answers a small JSON object;
 * - the service: `data-engine serve` (WORKERS=0), an authenticated GET /v1/data-engine/batches/{id}
 *   by one client, with the rate limit raised for the benchmark but still enforced (each request is
 *   counted), on SQLite (in-process limiter) and on Postgres (limiter in Redis, shared by every
 *   process; with --api-processes 1,2 also two API processes on one database, the one client's
 *   requests spread over both);
 * - tokens/s for client_secret_basic and private_key_jwt (a fresh assertion, new jti, per request).
 * 50 connections, --seconds per measurement (after one unmeasured warm-up of the API processes),
 * median of --rounds rounds; beside requests/s, the API processes' CPU per request (/proc). Loopback only.
 *
 * Also per GET measurement: the CPU per request of the machine's PostgreSQL and Redis processes
 * (every process named postgres or redis-server, from /proc), of this process (the load generator),
 * and how busy the machine's cores were (/proc/stat), so that a limit of the machine shows as one.
 *
 *   npx tsx scripts/bench-api.ts [--database sqlite,postgres] [--rounds 3] [--seconds 5]
 *                                [--connections 50] [--api-processes 1,2] [--skip-tokens]
 *                                [--bin PATH[,PATH]] [--json]
 *
 * --bin A,B measures other builds side by side (A/B): the `bin/data-engine.js` of each checkout
 * (built with `npm run build`), each on a database of its own (so that each has its own migrations),
 * their GET measurements alternating within every round beside the one bare Koa measurement.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { BIN, cli, cpuSeconds, freshPostgres, machineLoad, median, ROOT, runCli, startCli, stop, token, type Credentials, type Env } from './lib/bench-service.js';

const arg = cli.option;
const DATABASES = arg('--database', 'sqlite,postgres').split(',');
const ROUNDS = Number(arg('--rounds', '3'));
const SECONDS = Number(arg('--seconds', '5'));
const CONNECTIONS = Number(arg('--connections', '50'));
const API_PROCESSES = arg('--api-processes', '1,2').split(',').map(Number);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JSON_OUT = cli.flag('--json');
const BINS = arg('--bin', BIN).split(',');
/** Measure only the GET requests (e.g. to profile the request path with BENCH_NODE_ARGS=--cpu-prof). */
const SKIP_TOKENS = cli.flag('--skip-tokens');


/** Requests/s of `requests` spread over `urls` (one autocannon per URL, connections split). */
const progress = (line: string) => process.env.BENCH_VERBOSE && process.stderr.write(`bench-api: ${line}\n`);

/** Server CPU (every thread of `pids`, from /proc) per request of the last `load` with pids, in µs. */
let lastCpuMicros = 0;
/** PostgreSQL's and Redis's CPU per request (µs), the load generator's, and the cores' busy share, of the last `load` with pids. */
let lastDatabaseMicros = 0;
let lastGeneratorMicros = 0;
let lastMachineBusy = 0;

/** CPU seconds of every process named postgres or redis-server (other users' processes included). */
function databaseCpuSeconds(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name === 'postgres' || name === 'redis-server') sum += cpuSeconds(Number(pid));
    } catch {
      // the process ended
    }
  }
  return sum;
}

/** Busy and total clock ticks of all cores (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

async function load(urls: string[], options: Partial<autocannon.Options> & { headers?: Record<string, string> }, pids: number[] = []): Promise<number> {
  progress(`${options.method ?? 'GET'} ${urls.join(' ')}`);
  const cpu0 = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const database0 = pids.length ? databaseCpuSeconds() : 0;
  const generator0 = process.cpuUsage();
  const machine0 = machineTicks();
  const per = Math.max(1, Math.floor(CONNECTIONS / urls.length));
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) =>
          autocannon({ url, connections: per, duration: SECONDS, ...options }, (err, res) => (err ? reject(err) : resolve(res))),
        ),
    ),
  );
  const cpu1 = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const generator = process.cpuUsage(generator0);
  const machine1 = machineTicks();
  const database1 = pids.length ? databaseCpuSeconds() : 0;
  for (const r of results) if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  const requests = Math.max(1, results.reduce((s, r) => s + r.requests.total, 0));
  lastCpuMicros = ((cpu1 - cpu0) * 1e6) / requests;
  lastDatabaseMicros = ((database1 - database0) * 1e6) / requests;
  lastGeneratorMicros = (generator.user + generator.system) / requests;
  lastMachineBusy = (machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total);
  return results.reduce((s, r) => s + r.requests.average, 0);
}

/**
 * Tokens/s by private_key_jwt: CONNECTIONS concurrent loops for SECONDS, each request with the
 * next of the assertions signed ahead (every jti new; used ones are removed).
 */
async function assertionLoad(url: string, assertions: string[]): Promise<number> {
  progress(`POST ${url} (private_key_jwt)`);
  const form = `grant_type=client_credentials&client_assertion_type=${encodeURIComponent('urn:ietf:params:oauth:client-assertion-type:jwt-bearer')}&client_assertion=`;
  const end = performance.now() + SECONDS * 1000;
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end && next < assertions.length) {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form + assertions[next++]! });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`token: ${res.status}`);
        ok++;
      }
    }),
  );
  assertions.splice(0, next);
  return ok / SECONDS;
}

async function startBare(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/lib/bare-koa.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(d.toString());
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`bare koa exited ${code}`)));
  });
}

interface ApiFigures {
  database: string;
  bin: string;
  /** The bare Koa measurements of the rounds (shared by every --bin of one database). */
  bareKoa: number[];
  byProcesses: Record<number, number[]>;
  /** Server CPU per request (µs; the API processes only, not Postgres or Redis), per round. */
  cpuMicrosByProcesses: Record<number, number[]>;
  /** PostgreSQL's and Redis's CPU per request (µs), per round. */
  databaseMicrosByProcesses: Record<number, number[]>;
  /** The load generator's (this process's) CPU per request (µs), per round. */
  generatorMicrosByProcesses: Record<number, number[]>;
  /** Share of the machine's cores busy during the measurement (every process), per round. */
  machineBusyByProcesses: Record<number, number[]>;
  tokensBasic: number[];
  tokensPrivateKeyJwt: number[];
}

/** One build's deployment: its database, API processes, client and batch. */
interface Deployment {
  readonly bin: string;
  readonly servers: string[];
  readonly serverPids: number[];
  readonly getUrls: (n: number) => string[];
  readonly headers: Record<string, string>;
  readonly basic: { clientId: string; clientSecret: string };
  readonly jwtClient: { clientId: string };
  readonly privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  readonly aud: string;
  readonly assertions: string[];
  close(): Promise<void>;
}

async function deploy(database: string, dir: string, bin: string, tag: string): Promise<Deployment> {
  const db = database === 'sqlite' ? { url: `sqlite:${join(dir, `api-${tag}.sqlite`)}`, drop: async () => undefined } : await freshPostgres(`api${tag}`);
  const env: Env = {
    DATABASE_URL: db.url,
    PORT: '0',
    WORKERS: '0',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
    // Postgres needs the key-encryption key of the signing keys (SQLite generates one beside its file).
    ...(database === 'postgres' ? { REDIS_URL, SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  };
  const procs: ChildProcess[] = [];
  const close = async () => {
    for (const p of procs) await stop(p);
    await db.drop();
  };
  try {
    await runCli(env, ['migrate'], bin);
    const org = JSON.parse(await runCli(env, ['admin', 'create-org', '--name', `bench api ${database} ${tag}`, '--live-processing'], bin)) as { id: string };
    const basic = JSON.parse(await runCli(env, ['admin', 'create-client', '--org', org.id, '--mode', 'live'], bin)) as { clientId: string; clientSecret: string };
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwks = join(dir, `jwks-${database}-${tag}.json`);
    writeFileSync(jwks, JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' }] }));
    const jwtClient = JSON.parse(await runCli(env, ['admin', 'create-client', '--org', org.id, '--mode', 'live', '--jwks', jwks], bin)) as { clientId: string };

    const maxProcesses = database === 'postgres' ? Math.max(...API_PROCESSES) : 1;
    const servers: string[] = [];
    const serverPids: number[] = [];
    for (let i = 0; i < maxProcesses; i++) {
      const s = await startCli(env, ['serve'], /listening on http:\/\/\S+/, undefined, bin);
      procs.push(s.child);
      serverPids.push(s.child.pid!);
      servers.push(/listening on (http:\/\/\S+)/.exec(s.line)![1]!);
    }
    const creds: Credentials = { organizationId: org.id, clientId: basic.clientId, clientSecret: basic.clientSecret };
    const bearer = await token(servers[0]!, creds);
    const created = await fetch(`${servers[0]}/v1/data-engine/batches`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
    const batchId = ((await created.json()) as { id: string }).id;
    // The audience the service expects: its token endpoint as its public URL names it.
    const aud = ((await (await fetch(`${servers[0]}/.well-known/oauth-authorization-server`)).json()) as { token_endpoint: string }).token_endpoint;
    return {
      bin,
      servers,
      serverPids,
      getUrls: (n) => servers.slice(0, n).map((s) => `${s}/v1/data-engine/batches/${batchId}`),
      headers: { authorization: `Bearer ${bearer}` },
      basic,
      jwtClient,
      privateKey,
      aud,
      assertions: [],
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Tokens/s of both client authentication methods on `d`'s first API process. */
async function measureTokens(d: Deployment, figures: ApiFigures): Promise<void> {
  const tokenUrl = `${d.servers[0]}/oauth/token`;
  figures.tokensBasic.push(
    await load([tokenUrl], {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${d.basic.clientId}:${d.basic.clientSecret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    }),
  );
  // Assertions signed ahead (outside the measured window), one per request: every jti is new.
  while (d.assertions.length < 20_000) {
    d.assertions.push(
      await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
        .setIssuer(d.jwtClient.clientId)
        .setSubject(d.jwtClient.clientId)
        .setAudience(d.aud)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(d.privateKey),
    );
  }
  figures.tokensPrivateKeyJwt.push(await assertionLoad(tokenUrl, d.assertions));
}

async function measure(database: string, dir: string): Promise<ApiFigures[]> {
  const deployments: Deployment[] = [];
  let bare: { child: ChildProcess; url: string } | undefined;
  try {
    for (const [i, bin] of BINS.entries()) deployments.push(await deploy(database, dir, bin, String(i)));
    bare = await startBare();
    const bareKoa: number[] = [];
    const all = deployments.map((d): ApiFigures => ({ database, bin: d.bin, bareKoa, byProcesses: {}, cpuMicrosByProcesses: {}, databaseMicrosByProcesses: {}, generatorMicrosByProcesses: {}, machineBusyByProcesses: {}, tokensBasic: [], tokensPrivateKeyJwt: [] }));
    const counts = database === 'postgres' ? API_PROCESSES : [1];
    // Warm-up, not measured: the first seconds of a fresh process are spent compiling its hot paths
    // (the first round measured about half the requests/s of the next ones); a serving process has
    // long done that.
    for (const d of deployments) await load(d.getUrls(d.servers.length), { headers: d.headers });
    for (let r = 0; r < ROUNDS; r++) {
      bareKoa.push(await load([bare.url], {}));
      // The builds take turns, in a different order each round.
      const order = deployments.map((_, i) => (i + r) % deployments.length);
      for (const n of counts) {
        for (const i of order) {
          const d = deployments[i]!;
          (all[i]!.byProcesses[n] ??= []).push(await load(d.getUrls(n), { headers: d.headers }, d.serverPids.slice(0, n)));
          (all[i]!.cpuMicrosByProcesses[n] ??= []).push(lastCpuMicros);
          (all[i]!.databaseMicrosByProcesses[n] ??= []).push(lastDatabaseMicros);
          (all[i]!.generatorMicrosByProcesses[n] ??= []).push(lastGeneratorMicros);
          (all[i]!.machineBusyByProcesses[n] ??= []).push(lastMachineBusy);
        }
      }
      if (SKIP_TOKENS) continue;
      for (const i of order) await measureTokens(deployments[i]!, all[i]!);
    }
    return all;
  } finally {
    if (bare) await stop(bare.child);
    for (const d of deployments) await d.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'data-engine-bench-api-'));
const out: ApiFigures[] = [];
try {
  for (const d of DATABASES) {
    const fs = await measure(d, dir);
    out.push(...fs);
    if (!JSON_OUT) {
      const bare = median(fs[0]!.bareKoa);
      console.log(`bare Koa: ${bare.toFixed(0)} requests/s (${machineLoad()}; rounds: ${fs[0]!.bareKoa.map((x) => x.toFixed(0)).join(', ')})`);
      for (const f of fs) {
        const which = BINS.length > 1 ? `${f.bin}, ` : '';
        for (const [n, xs] of Object.entries(f.byProcesses))
          console.log(
            `authenticated GET batch (${which}${d}${d === 'postgres' ? ', rate limit in Redis' : ''}, ${n} API process${n === '1' ? '' : 'es'}): ${median(xs).toFixed(0)} requests/s = ${(median(xs) / bare).toFixed(2)}x bare Koa; ${median(f.cpuMicrosByProcesses[Number(n)]!).toFixed(0)} µs of API-process CPU per request (rounds: ${xs.map((x) => x.toFixed(0)).join(', ')}; ${f.cpuMicrosByProcesses[Number(n)]!.map((x) => x.toFixed(0)).join(', ')} µs); ` +
              `${d === 'postgres' ? `Postgres and Redis ${median(f.databaseMicrosByProcesses[Number(n)]!).toFixed(0)} µs, ` : ''}load generator ${median(f.generatorMicrosByProcesses[Number(n)]!).toFixed(0)} µs per request, cores ${(100 * median(f.machineBusyByProcesses[Number(n)]!)).toFixed(0)}% busy`,
          );
        if (!SKIP_TOKENS) console.log(`tokens (${which}${d}): client_secret_basic ${median(f.tokensBasic).toFixed(0)}/s, private_key_jwt ${median(f.tokensPrivateKeyJwt).toFixed(0)}/s (one process; ${CONNECTIONS} connections; median of ${ROUNDS})`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (JSON_OUT) console.log(JSON.stringify({ load: machineLoad(), results: out }, null, 2));
