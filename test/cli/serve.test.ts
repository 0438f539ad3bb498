/** `data-engine serve` and `migrate` as an operator runs them (operator-interface.md, "Start"). */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli, startCli } from '../helpers/cli.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe('data-engine CLI: serve and migrate', function () {
  // Every case starts node processes (tsx compiles on start): slow on a busy machine.
  this.timeout(120_000);
  let dir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'data-engine-cli-'));
    if (onPostgres) {
      // A schema of its own, selected through the connection's search_path.
      database = await createTestDatabase();
      const url = new URL(database.url);
      url.searchParams.set('options', `-c search_path=${database.schema}`);
      env = { DATABASE_URL: url.toString(), SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    } else {
      env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` };
    }
  });
  after(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  });

  it('migrate: applies migrations, then says the database is up to date', async () => {
    const first = await runCli(['migrate'], env);
    expect(first.code, first.stderr).to.equal(0);
    const second = await runCli(['migrate'], env);
    expect(second.code, second.stderr).to.equal(0);
    expect(second.stdout).to.equal('database is up to date\n');
  });

  it('serve: prints one line saying where it listens, serves /health, and stops on SIGTERM', async () => {
    const { child, line } = await startCli(['serve'], { ...env, PORT: '0', WORKERS: '0' }, /listening on/);
    try {
      const url = /listening on (http:\/\/\S+)/.exec(line)![1]!;
      const res = await fetch(`${url}/health`);
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal({ status: 'ok' });
    } finally {
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).to.equal(0);
    }
  });

  it('rejects a bad configuration value with a clear message and a non-zero exit', async () => {
    const res = await runCli(['migrate'], { ...env, PORT: 'eighty' });
    expect(res.code).to.equal(2);
    expect(res.stderr).to.contain('PORT must be a whole number');
    expect(res.stdout).to.equal('');
  });

  it('serve on a busy port: one line naming the port, a non-zero exit, nothing left running', async () => {
    const { child, line } = await startCli(['serve'], { ...env, PORT: '0', WORKERS: '1' }, /listening on/);
    try {
      const port = /:(\d+) /.exec(line)![1]!;
      const second = await runCli(['serve'], { ...env, PORT: port, WORKERS: '1' });
      expect(second.code).to.equal(1);
      expect(second.stderr.trim().split('\n'), second.stderr).to.have.length(1);
      expect(second.stderr).to.match(new RegExp(`cannot listen on 127\\.0\\.0\\.1:${port}: the port is already in use`));
      expect(second.stdout).to.equal('');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('an unreachable or wrong DATABASE_URL: one line, no stack trace, a non-zero exit', async () => {
    for (const url of ['postgres://nobody@127.0.0.1:1/none', `sqlite:${join(dir, 'not-a-db.sqlite')}`]) {
      if (url.startsWith('sqlite:')) (await import('node:fs')).writeFileSync(url.slice(7), 'this is no database file');
      const res = await runCli(['migrate'], { DATABASE_URL: url });
      expect(res.code, url).to.equal(1);
      expect(res.stderr.trim().split('\n'), res.stderr).to.have.length(1);
      expect(res.stderr).to.match(/^data-engine: cannot use the database at .*check DATABASE_URL\n$/);
    }
  });

  it('LOG_LEVEL must be one of the documented values', async () => {
    const res = await runCli(['migrate'], { ...env, LOG_LEVEL: 'verbose' });
    expect(res.code).to.equal(2);
    expect(res.stderr).to.contain('LOG_LEVEL must be one of debug, info, warn, error');
  });

  it('--version and --help at every level', async () => {
    const version = await runCli(['--version']);
    expect(version.code).to.equal(0);
    expect(version.stdout).to.match(/^data-engine \d+\.\d+\.\d+\n$/);
    expect((await runCli(['serve', '--version'])).stdout).to.equal(version.stdout);
    for (const args of [['--help'], ['serve', '--help'], ['worker', '--help'], ['migrate', '--help'], ['admin', '--help'], ['admin', 'create-client', '--help'], ['admin', 'usage', '-h']]) {
      const res = await runCli(args, env);
      expect(res.code, args.join(' ')).to.equal(0);
      expect(res.stdout, args.join(' ')).to.match(/^Usage: data-engine/);
    }
    expect((await runCli(['admin', 'create-client', '--help'], env)).stdout).to.contain('--org ORG_ID --mode test|live');
  });

  it('rejects an unknown command with the usage on stderr', async () => {
    const res = await runCli(['frobnicate'], env);
    expect(res.code).to.equal(2);
    expect(res.stderr).to.contain('unknown command "frobnicate"');
  });
});
