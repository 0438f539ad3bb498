/** `data-engine serve` and `migrate` as an operator runs them (operator-interface.md, "Start"). */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { runCli, startCli } from '../helpers/cli.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe('data-engine CLI: serve and migrate', () => {
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
      env = { DATABASE_URL: url.toString() };
    } else {
      env = { DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` };
    }
  });
  after(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
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

  it('rejects an unknown command with the usage on stderr', async () => {
    const res = await runCli(['frobnicate'], env);
    expect(res.code).to.equal(2);
    expect(res.stderr).to.contain('unknown command "frobnicate"');
  });
});
