/**
 * The server of scripts/bench-audit.ts: the service's application (as `data-engine serve` builds
 * it, compiled from dist/) on an ephemeral loopback port, with the access audit as shipped or, with
 * --no-audit, with an audit log that stores nothing: the one difference between the two processes
 * the benchmark compares. Only the benchmark starts it; the service has no way to turn its audit off.
 */
import { createServer } from 'node:http';
import { createApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createServices } from '../../server/services.js';
import { openDatabase } from '../../server/storage/db.js';

const config = loadConfig();
const db = await openDatabase(config.databaseUrl);
const services = await createServices(config, db);
const withoutAudit = process.argv.includes('--no-audit');
const app = await createApp({
  config,
  db,
  services: withoutAudit ? { ...services, audit: { record: async () => undefined, list: services.audit.list, settled: async () => undefined } } : services,
});
const server = createServer(app.callback());
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`audit bench server (${withoutAudit ? 'no audit' : 'audit'}) listening on http://127.0.0.1:${port}`);
});
// The benchmark stops it with its connections still open: exit without waiting for them.
process.on('SIGTERM', () => process.exit(0));
