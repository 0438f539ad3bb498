/**
 * Boots the real application on a loopback port over a fresh database: a temporary SQLite file, or,
 * when TEST_DATABASE_URL is a postgres:// URL (npm run test:pg), a fresh Postgres schema that is
 * dropped afterwards. Tests talk to it over HTTP only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.js';
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly config: Config;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/** Starts the app on 127.0.0.1 with an ephemeral port; `env` overrides configuration variables. */
export async function startTestServer(env: Record<string, string> = {}, options: { docsDir?: string } = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const config = loadConfig({ PORT: String(address.port), HOST: '127.0.0.1', DATABASE_URL: database.url, WORKERS: '0', ...env });
  const app = await createApp({ config, db: database.db, ...(options.docsDir ? { docsDir: options.docsDir } : {}) });
  server.on('request', app.callback());
  return {
    url: `http://127.0.0.1:${address.port}`,
    config,
    database,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
