/**
 * The `data-engine` command (operator-interface.md, "Commands"): serve, worker, migrate, admin.
 * Every command reads the same environment variables as `npm start`.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { once } from 'node:events';
import { AdminUsageError, JsonLines, adminHelp, runAdmin } from './admin.js';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createHttpServer } from './http/server.js';
import { log } from './log.js';
import { createMetrics, startMetricsServer, type Metrics } from './metrics.js';
import type { DocumentStatus } from './domain/batches.js';
import { documentCountsByStatus } from './storage/document-counts.js';
import { PROJECT_ROOT } from './paths.js';
import { WrongKekError } from './oauth/key-encryption.js';
import { createServices, startRetention, type Services } from './services.js';
import { migrateLatest, openDatabase, type Db } from './storage/db.js';
import { startWorkers } from './worker/index.js';

const usage = `Usage: data-engine <command> [--help]

Commands:
  serve      migrate the database, then serve the API (and WORKERS embedded workers)
  worker     run extraction workers only
  migrate    apply database migrations, then exit
  admin      provisioning and audit commands (create-org, update-org, create-client, disable-client, rotate-keys, usage, audit)

Options:
  --help, -h      show this help (also after any command: data-engine admin create-client --help)
  --version, -V   print the version

Configuration is read from environment variables (README, "Configuration").
`;

const commandHelp: Record<string, string> = {
  serve: 'Usage: data-engine serve\n\nMigrates the database, then serves the API on HOST:PORT with WORKERS embedded extraction workers\n(and GET /metrics on METRICS_PORT when set).\nOn SIGINT or SIGTERM: stops accepting connections, finishes requests in flight and the documents in hand\nfor at most STOP_TIMEOUT_SECONDS, gives unfinished documents back to the queue, and exits 0.\n',
  worker: 'Usage: data-engine worker\n\nRuns max(1, WORKERS) extraction workers against DATABASE_URL (any number of these against one PostgreSQL),\nwith GET /metrics on METRICS_PORT when set.\nOn SIGINT or SIGTERM: finishes the documents in hand for at most STOP_TIMEOUT_SECONDS, gives unfinished\ndocuments back to the queue, and exits 0.\n',
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
      reject(listenProblem(err, where, 'PORT'));
    });
    server.listen(config.port, config.host, () => resolve());
  });
}

/** A StartupError for an address that cannot be bound (`variable` names the port setting), else `err`. */
function listenProblem(err: NodeJS.ErrnoException, where: string, variable: string): Error {
  if (err.code === 'EADDRINUSE') return new StartupError(`cannot listen on ${where}: the port is already in use (set ${variable} to a free port, or stop the other process)`);
  if (err.code === 'EADDRNOTAVAIL') return new StartupError(`cannot listen on ${where}: HOST is not an address of this machine`);
  if (err.code === 'EACCES') return new StartupError(`cannot listen on ${where}: permission denied (use a ${variable} above 1023)`);
  return err;
}

const DOCUMENT_STATUSES = ['awaiting_upload', 'pending', 'queued', 'processing', 'succeeded', 'failed', 'cancelled'] as const satisfies readonly DocumentStatus[];

/** The metrics of this process and their listener on METRICS_PORT, or nulls when it is unset. */
async function startMetrics(config: Config, db: Db): Promise<{ metrics: Metrics | null; server: Server | null }> {
  if (config.metricsPort === null) return { metrics: null, server: null };
  const metrics = createMetrics({ documentsByStatus: () => documentCountsByStatus(db), documentStatuses: DOCUMENT_STATUSES });
  try {
    return { metrics, server: await startMetricsServer(metrics, config.host, config.metricsPort) };
  } catch (err) {
    throw listenProblem(err as NodeJS.ErrnoException, `${config.host}:${config.metricsPort}`, 'METRICS_PORT');
  }
}

/** Resolves with the name of the first SIGINT or SIGTERM. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const on = (signal: NodeJS.Signals) => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
      resolve(signal);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

/**
 * Stops the HTTP server gracefully: no new connections, every request in flight answered, then the
 * connections closed. Connections still busy after `timeoutMs` are closed as they are.
 */
async function drain(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A request that arrives on a kept-alive connection meanwhile is answered, with Connection: close.
  server.on('request', (_req, res: import('node:http').ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  // Connections whose request has been answered are idle: close them as they become so.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const force = setTimeout(() => {
    log('warn', 'stop: requests still in flight at the time limit; closing their connections');
    server.closeAllConnections();
  }, timeoutMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
}

/**
 * A last resort: if stopping hangs (a database that no longer answers), the process exits anyway a
 * few seconds after the stop bound; claims still held then expire with their lease.
 */
function watchdog(config: Config): void {
  setTimeout(() => {
    log('error', 'stop: still running after the time limit; exiting', { stopTimeoutSeconds: config.stopTimeoutSeconds });
    process.exit(0);
  }, (config.stopTimeoutSeconds + 10) * 1000).unref();
}

async function serve(config: Config): Promise<number> {
  const db = await openDatabase(config.databaseUrl);
  let workers: Awaited<ReturnType<typeof startWorkers>> | null = null;
  let services: Services | null = null;
  let metricsServer: Server | null = null;
  let retention: ReturnType<typeof startRetention> = null;
  try {
    await migrateLatest(db);
    services = await createServices(config, db);
    // The signing key must open with the configured key-encryption key before anything starts.
    await services.keys.signingKey();
    // Keys written before encryption at rest are encrypted now, in place.
    const encrypted = await services.keys.encryptStoredKeys();
    if (encrypted > 0) log('info', 'encrypted signing keys stored in clear', { keys: encrypted });
    const observed = await startMetrics(config, db);
    metricsServer = observed.server;
    const app = await createApp({ config, db, services, metrics: observed.metrics });
    const server = createHttpServer(app, config.docsUrl);
    // Listen first: when the port is taken nothing else has been started, and the process exits.
    await listen(server, config);
    workers = config.workers > 0 ? await startWorkers(config, db, config.workers, { metrics: observed.metrics }) : null;
    retention = startRetention(config, db);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    process.stdout.write(`data-engine listening on http://${host}:${port} (public URL ${config.publicBaseUrl}, ${config.workers} worker(s))\n`);

    const signal = await stopSignal();
    log('info', 'stopping', { signal, stopTimeoutSeconds: config.stopTimeoutSeconds });
    watchdog(config);
    // Readiness fails from now on; requests in flight and documents in hand finish (bounded).
    services.lifecycle.stopping = true;
    const timeoutMs = config.stopTimeoutSeconds * 1000;
    const running = workers;
    workers = null;
    await Promise.all([drain(server, timeoutMs), running?.stop(timeoutMs), retention?.stop()]);
    // Records of the last refusals, answered before their record was written.
    await services.audit.settled();
    log('info', 'stopped', { signal });
    return 0;
  } finally {
    await workers?.stop();
    await retention?.stop();
    if (metricsServer) {
      metricsServer.closeAllConnections();
      metricsServer.close();
    }
    await services?.close();
    await db.destroy();
  }
}

async function worker(config: Config): Promise<number> {
  const db = await openDatabase(config.databaseUrl);
  let metricsServer: Server | null = null;
  let retention: ReturnType<typeof startRetention> = null;
  try {
    await migrateLatest(db);
    const count = Math.max(1, config.workers);
    const observed = await startMetrics(config, db);
    metricsServer = observed.server;
    const running = await startWorkers(config, db, count, { metrics: observed.metrics });
    retention = startRetention(config, db);
    process.stdout.write(`data-engine worker running ${count} worker(s) on ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}\n`);
    const signal = await stopSignal();
    log('info', 'stopping', { signal, stopTimeoutSeconds: config.stopTimeoutSeconds });
    watchdog(config);
    await Promise.all([running.stop(config.stopTimeoutSeconds * 1000), retention?.stop()]);
    log('info', 'stopped', { signal });
    return 0;
  } finally {
    await retention?.stop();
    if (metricsServer) {
      metricsServer.closeAllConnections();
      metricsServer.close();
    }
    await db.destroy();
  }
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
    const result = await runAdmin(args, { config, identity: services.identity, keys: services.keys, batches: services.batchRepository, audit: services.audit });
    if (result instanceof JsonLines) {
      for await (const line of result.lines) {
        if (!process.stdout.write(`${JSON.stringify(line)}\n`)) await once(process.stdout, 'drain');
      }
    } else {
      process.stdout.write(`${JSON.stringify(result)}\n`);
    }
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
