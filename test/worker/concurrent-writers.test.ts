/**
 * SQLite under concurrent writers: admin commands (other processes writing the same file) while a
 * `data-engine worker` process writes results. No result may be thrown away because the database
 * was busy: every document is claimed once (attempts = 1) and succeeds. On Postgres there is no
 * single-writer lock to contend for; the test runs on SQLite only.
 */
import { once } from 'node:events';
import { expect } from 'chai';
import { authenticated } from '../helpers/auth.js';
import { runCli, startCli } from '../helpers/cli.js';
import { expectResponse } from '../helpers/contract.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';

describe('worker process beside admin commands on one SQLite file', function () {
  this.timeout(180_000);
  let server: TestServer;
  before(async function () {
    if (onPostgres) this.skip();
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('keeps every result: each document claimed once and succeeded while admin commands write', async () => {
    const env = { DATABASE_URL: server.database.url, WORKERS: '1', LOG_LEVEL: 'error' };
    const { headers } = await authenticated(server, 'live');
    const api = (p: string) => `${server.url}/v1/data-engine${p}`;
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers }))).body;
    const note = 'HISTORY: hypertension and type 2 diabetes. Denies chest pain. Metoprolol 25 mg PO BID. '.repeat(30);
    const documents = Array.from({ length: 100 }, (_, i) => ({ externalReference: `w-${i}`, mediaType: 'text/plain', content: `${note} ${i}` }));
    await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
    await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers }));

    const worker = await startCli(['worker'], env, /worker running/);
    try {
      let status = 'processing';
      let admins = 0;
      while (status !== 'completed') {
        const r = await runCli(['admin', 'create-org', '--name', `busy-${admins++}`], env);
        expect(r.code, r.stderr).to.equal(0);
        status = (await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers }))).body.status;
        expect(admins, 'the batch completes').to.be.lessThan(300);
      }
      const rows = (await server.database.db('documents').where({ batch_id: batch.id }).select('status', 'attempts')) as { status: string; attempts: number }[];
      expect(rows.filter((r) => r.status !== 'succeeded'), 'every document succeeded').to.deep.equal([]);
      expect(rows.filter((r) => Number(r.attempts) !== 1), 'no document claimed twice').to.deep.equal([]);
    } finally {
      worker.child.kill('SIGTERM');
      await once(worker.child, 'exit');
    }
  });
});
