/**
 * The `data-engine` command (operator-interface.md, "Commands"): serve, worker, migrate, admin.
 * Every command reads the same environment variables as `npm start`.
 */
import type { Server } from 'node:http';
import { AdminUsageError, runAdmin } from './admin.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createHttpServer } from './http/server.js';
import { log } from './log.js';
import { createServices } from './services.js';
import { migrateLatest, openDatabase, type Db } from './storage/db.js';
import { startWorkers } from './worker/index.js';

const usage = `Usage: data-engine <command>

Commands:
  serve      migrate the database, then serve the API (and WORKERS embedded workers)
  worker     run extraction workers only
  migrate    apply database migrations, then exit
  admin      provisioning commands (create-org, update-org, create-client, disable-client, rotate-keys, usage)
`;

/** A command-line mistake: printed on stderr, exit status 2. */
export class UsageError extends Error {}

async function withDb<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(config.databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function serve(config: Config): Promise<number> {
  const db = await openDatabase(config.databaseUrl);
  await migrateLatest(db);
  const app = await createApp({ config, db });
  const workers = config.workers > 0 ? await startWorkers(config, db, config.workers) : null;
  const server: Server = await new Promise((resolve, reject) => {
    const s = createHttpServer(app, config.docsUrl);
    s.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`data-engine listening on http://${host}:${port} (public URL ${config.publicBaseUrl}, ${config.workers} worker(s))\n`);

  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log('info', 'shutting down', { signal });
      server.close(() => resolve());
      // Keep-alive connections would hold close() open; end idle ones now.
      server.closeIdleConnections();
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
  await workers?.stop();
  await db.destroy();
  return 0;
}

async function worker(config: Config): Promise<number> {
  const db = await openDatabase(config.databaseUrl);
  await migrateLatest(db);
  const count = Math.max(1, config.workers);
  const running = await startWorkers(config, db, count);
  process.stdout.write(`data-engine worker running ${count} worker(s) on ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await running.stop();
  await db.destroy();
  return 0;
}

async function migrate(config: Config): Promise<number> {
  const applied = await withDb(config, migrateLatest);
  process.stdout.write(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}\n` : 'database is up to date\n');
  return 0;
}

async function admin(config: Config, args: readonly string[]): Promise<number> {
  return withDb(config, async (db) => {
    await migrateLatest(db);
    const services = await createServices(config, db);
    const result = await runAdmin(args, { config, identity: services.identity, keys: services.keys, batches: services.batchRepository });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  });
}

/** Runs the command named by `argv`; resolves to the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const config = loadConfig();
    switch (command) {
      case 'serve':
        return await serve(config);
      case 'migrate':
        return await migrate(config);
      case 'admin':
        return await admin(config, rest);
      case 'worker':
        return await worker(config);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(usage);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"${rest.length ? '' : ''}\n\n${usage}`);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof AdminUsageError) {
      process.stderr.write(`data-engine: ${err.message}\n`);
      return 2;
    }
    process.stderr.write(`data-engine: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return 1;
  }
}
