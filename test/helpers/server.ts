/**
 * Boots the real application on a loopback port over a fresh database: a temporary SQLite file, or,
 * when TEST_DATABASE_URL is a postgres:// URL (npm run test:pg), a fresh Postgres schema that is
 * dropped afterwards. Tests talk to it over HTTP only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.js';
import { handleProtocolErrors } from '../../server/http/server.js';
import { loadConfig, type Config } from '../../server/config.js';
import { migrateLatest, openDatabase, type Db } from '../../server/storage/db.js';

export interface TestDatabase {
  readonly url: string;
  readonly db: Db;
  /** Postgres schema, when on Postgres. */
  readonly schema?: string;
  close(): Promise<void>;
}

/** True when the suite runs on Postgres (npm run test:pg). */
export const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (onPostgres) {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase(url, { schema });
    await migrateLatest(db);
    return {
      url,
      db,
      schema,
      async close() {
        await db.raw('drop schema if exists ?? cascade', [schema]);
        await db.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'data-engine-test-'));
  const url = `sqlite:${join(dir, 'test.sqlite')}`;
  const db = await openDatabase(url);
  await migrateLatest(db);
  return {
    url,
    db,
    async close() {
      await db.destroy();
      // The process's SQLite checkpoint thread may be opening the file at this moment (it recreates
      // the -wal and -shm files beside it): retry the removal of a directory that is not yet empty.
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
  };
}

/**
 * True when the HTTP suites run through `prism proxy --errors` (npm run test:prism): Prism validates
 * every request and response against openapi.yaml and turns a violating response into a 500.
 * Tests that send requests which break the contract on purpose skip themselves in this mode,
 * because Prism answers those itself instead of forwarding them.
 */
export const viaPrism = process.env.TEST_VIA_PRISM === '1';

/** Skips the current test when running through Prism (for requests that violate the contract on purpose). */
export function skipViaPrism(ctx: Mocha.Context, why = 'the request breaks the contract on purpose; Prism answers it itself'): void {
  if (viaPrism) {
    console.log(`      skipped through Prism: ${why}`);
    ctx.skip();
  }
}

async function freePort(): Promise<number> {
  const s = createNetServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

async function startPrism(port: number, upstream: string): Promise<ChildProcess> {
  const bin = new URL('../../node_modules/.bin/prism', import.meta.url).pathname;
  const spec = new URL('../../openapi.yaml', import.meta.url).pathname;
  const child = spawn(bin, ['proxy', spec, upstream, '-h', '127.0.0.1', '-p', String(port), '--errors'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`prism proxy did not start: ${log}`);
}

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly config: Config;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/**
 * A second connection to the database of `of`, as another process of the deployment has: its own
 * Knex instance and pool. Closing it leaves the database in place.
 */
export async function secondConnection(of: TestDatabase): Promise<TestDatabase> {
  const db = await openDatabase(of.url, of.schema ? { schema: of.schema } : {});
  return { url: of.url, db, ...(of.schema ? { schema: of.schema } : {}), close: () => db.destroy() };
}

/**
 * Starts the app on 127.0.0.1 with an ephemeral port; `env` overrides configuration variables.
 * `database` runs it on an existing database (see secondConnection) instead of a fresh one.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { docsDir?: string; database?: TestDatabase } = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const proxyPort = viaPrism ? await freePort() : null;
  const config = loadConfig({
    PORT: String(address.port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    WORKERS: '0',
    // The request log (a line per request at info) would bury mocha's report; tests that read it set LOG_LEVEL.
    LOG_LEVEL: 'warn',
    // Every handler response is checked against openapi.yaml as it is sent (and again by expectResponse).
    VALIDATE_RESPONSES: '1',
    // PostgreSQL needs a key-encryption key for the signing keys (SQLite keeps one next to its file).
    ...(onPostgres ? { SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
    // Through Prism, every URL the service publishes (Link, token iss and aud) is the proxy's.
    ...(proxyPort ? { PUBLIC_BASE_URL: `http://127.0.0.1:${proxyPort}` } : {}),
    ...env,
  });
  const app = await createApp({ config, db: database.db, ...(options.docsDir ? { docsDir: options.docsDir } : {}) });
  server.on('request', app.callback());
  handleProtocolErrors(server, config.docsUrl);
  const prism = proxyPort ? await startPrism(proxyPort, `http://127.0.0.1:${address.port}`) : null;
  return {
    url: proxyPort ? `http://127.0.0.1:${proxyPort}` : `http://127.0.0.1:${address.port}`,
    config,
    database,
    async close() {
      prism?.kill();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
