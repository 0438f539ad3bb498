/**
 * A real `data-engine worker` process killed (SIGKILL) in the middle of a batch: the document it
 * held stays claimed until its lease expires, then a second worker process takes it over and the
 * batch completes with every document finished exactly once.
 */
import { once } from 'node:events';
import { expect } from 'chai';
import { startCli } from '../helpers/cli.js';
import { authenticated } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';

describe('worker processes: one killed mid-batch, another finishes the work', function () {
  this.timeout(120_000);
  let server: TestServer;
  let env: Record<string, string>;
  before(async () => {
    server = await startTestServer();
    let url = server.database.url;
    if (onPostgres) {
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${server.database.schema}`);
      url = u.toString();
    }
    env = { DATABASE_URL: url, WORKERS: '1', WORKER_LEASE_SECONDS: '2', LOG_LEVEL: 'error' };
  });
  after(async () => {
    await server?.close();
  });

  it('completes the batch after a SIGKILL, every document succeeded once', async () => {
    const { headers } = await authenticated(server, 'live');
    const api = (p: string) => `${server.url}/v1/data-engine${p}`;
    const batch = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers }))).body;
    const note = 'HISTORY: hypertension, type 2 diabetes, CHF and COPD. Denies chest pain. Metoprolol 25 mg PO BID. '.repeat(120);
    const documents = Array.from({ length: 100 }, (_, i) => ({ externalReference: `k-${i}`, mediaType: 'text/plain', content: `${note} ${i}` }));
    await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
    expect((await expectResponse('submitBatch', await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers }))).status).to.equal(200);

    const first = await startCli(['worker'], env, /worker running/);
    let counts: any;
    for (let i = 0; i < 600; i++) {
      counts = (await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers }))).body.counts;
      if (counts.succeeded >= 5) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const atKill = (await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers }))).body;
    expect(atKill.status, 'the kill happened mid-batch').to.equal('processing');
    expect(atKill.counts.succeeded).to.be.lessThan(100);

    const second = await startCli(['worker'], env, /worker running/);
    try {
      let done: any;
      for (let i = 0; i < 1200; i++) {
        done = (await expectResponse('getBatch', await fetch(api(`/batches/${batch.id}`), { headers }))).body;
        if (done.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(done.status).to.equal('completed');
      expect(done.counts).to.include({ total: 100, succeeded: 100, failed: 0 });
      const rows = (await server.database.db('entities').whereIn('document_id', server.database.db('documents').select('id').where({ batch_id: batch.id })).select('document_id', 'position')) as { document_id: string; position: number }[];
      const keys = rows.map((r) => `${r.document_id}:${r.position}`);
      expect(new Set(keys).size, 'no entity written twice').to.equal(keys.length);
      const docs = new Set(rows.map((r) => r.document_id));
      expect(docs.size, 'every document has its entities').to.equal(100);
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  });
});
