/**
 * The `data-engine` command (operator-interface.md, "Commands"): serve, worker, migrate, admin.
 * Every command reads the same environment variables as `npm start`.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { AdminUsageError, adminHelp, runAdmin } from './admin.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createHttpServer } from './http/server.js';
import { log } from './log.js';
import { PROJECT_ROOT } from './paths.js';
import { WrongKekError } from './oauth/key-encryption.js';
import { createServices, type Services } from './services.js';
import { migrateLatest, openDatabase, type Db } from './storage/db.js';
import { startWorkers } from './worker/index.js';

const usage = `Usage: data-engine <command> [--help]

Commands:
  serve      migrate the database, then serve the API (and WORKERS embedded workers)
  worker     run extraction workers only
  migrate    apply database migrations, then exit
  admin      provisioning commands (create-org, update-org, create-client, disable-client, rotate-keys, usage)

Options:
  --help, -h      show this help (also after any command: data-engine admin create-client --help)
  --version, -V   print the version

Configuration is read from environment variables (README, "Configuration").
`;

const commandHelp: Record<string, string> = {
  serve: 'Usage: data-engine serve\n\nMigrates the database, then serves the API on HOST:PORT with WORKERS embedded extraction workers.\nStops on SIGINT or SIGTERM.\n',
  worker: 'Usage: data-engine worker\n\nRuns max(1, WORKERS) extraction workers against DATABASE_URL (any number of these against one PostgreSQL).\nStops on SIGINT or SIGTERM.\n',
  migrate: 'Usage: data-engine migrate\n\nApplies the database migrations to DATABASE_URL, then exits.\n',
};

/** The package version (package.json). */
function version(): string {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  return `${pkg.name} ${pkg.version}`;
}

const isHelp = (a: string | undefined) => a === '--help' || a === '-h' || a === 'help';
const isVersion = (a: string | undefined) => a === '--version' || a === '-V';

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

/** An operator mistake found while starting: one line on stderr, exit status 1, nothing left running. */
export class StartupError extends Error {}

/** Listens on HOST:PORT; a busy port or an address that cannot be bound is a StartupError. */
function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const where = `${config.host}:${config.port}`;
      if (err.code === 'EADDRINUSE') reject(new StartupError(`cannot listen on ${where}: the port is already in use (set PORT to a free port, or stop the other process)`));
      else if (err.code === 'EADDRNOTAVAIL') reject(new StartupError(`cannot listen on ${where}: HOST is not an address of this machine`));
      else if (err.code === 'EACCES') reject(new StartupError(`cannot listen on ${where}: permission denied (use a PORT above 1023)`));
      else reject(err);
    });
    server.listen(config.port, config.host, () => resolve());
  });
}

async function serve(config: Config): Promise<number> {
  const db = await openDatabase(config.databaseUrl);
  let workers: Awaited<ReturnType<typeof startWorkers>> | null = null;
  let services: Services | null = null;
  try {
    await migrateLatest(db);
    services = await createServices(config, db);
    // The signing key must open with the configured key-encryption key before anything starts.
    await services.keys.signingKey();
    // Keys written before encryption at rest are encrypted now, in place.
    const encrypted = await services.keys.encryptStoredKeys();
    if (encrypted > 0) log('info', 'encrypted signing keys stored in clear', { keys: encrypted });
    const app = await createApp({ config, db, services });
    const server = createHttpServer(app, config.docsUrl);
    // Listen first: when the port is taken nothing else has been started, and the process exits.
    await listen(server, config);
    workers = config.workers > 0 ? await startWorkers(config, db, config.workers) : null;
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
    return 0;
  } finally {
    await workers?.stop();
    await services?.close();
    await db.destroy();
  }
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
  const help = adminHelp(args);
  if (help !== null) {
    process.stdout.write(help);
    return 0;
  }
  return withDb(config, async (db) => {
    await migrateLatest(db);
    const services = await createServices(config, db);
    const result = await runAdmin(args, { config, identity: services.identity, keys: services.keys, batches: services.batchRepository });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  });
}

/** Why the database cannot be used, in one line, or null when `err` is something else. */
function databaseProblem(err: unknown, config: Config): string | null {
  const e = err as { code?: unknown; name?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const url = config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@');
  const known: Record<string, string> = {
    ECONNREFUSED: 'nothing accepts connections there',
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'the host name does not resolve',
    ETIMEDOUT: 'the connection timed out',
    '28P01': 'the password was refused',
    '28000': 'the user was refused',
    '3D000': 'the database does not exist',
    SQLITE_CANTOPEN: 'the file cannot be opened',
    SQLITE_NOTADB: 'the file is not a SQLite database',
  };
  if (known[code]) return `cannot use the database at ${url}: ${known[code]} (${code}); check DATABASE_URL`;
  if (e?.name === 'KnexTimeoutError') return `cannot use the database at ${url}: no connection within the timeout; check DATABASE_URL`;
  return null;
}

/** Runs the command named by `argv`; resolves to the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (isVersion(command) || (command !== undefined && isVersion(rest[0]))) {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (command === undefined || isHelp(command)) {
    (command === undefined ? process.stderr : process.stdout).write(usage);
    return command === undefined ? 2 : 0;
  }
  if (commandHelp[command] && isHelp(rest[0])) {
    process.stdout.write(commandHelp[command]!);
    return 0;
  }
  let config: Config | undefined;
  try {
    config = loadConfig();
    switch (command) {
      case 'serve':
      case 'migrate':
      case 'worker':
        if (rest.length > 0) throw new UsageError(`${command} takes no arguments, got "${rest.join(' ')}"\n\n${commandHelp[command]}`);
        return command === 'serve' ? await serve(config) : command === 'migrate' ? await migrate(config) : await worker(config);
      case 'admin':
        return await admin(config, rest);
      default:
        throw new UsageError(`unknown command "${command}"\n\n${usage}`);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof AdminUsageError) {
      process.stderr.write(`data-engine: ${err.message}\n`);
      return 2;
    }
    const problem = err instanceof StartupError || err instanceof WrongKekError ? (err as Error).message : config ? databaseProblem(err, config) : null;
    if (problem) {
      process.stderr.write(`data-engine: ${problem}\n`);
      return 1;
    }
    // Anything else is a bug: one line for the operator; the stack with LOG_LEVEL=debug.
    process.stderr.write(`data-engine: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
    log('debug', 'unexpected error', { error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return 1;
  }
}
