/**
 * SIGTERM to `data-engine serve` in the middle of a batch, with a request in flight: the request is
 * answered, the process exits 0 within its stop bound, no document is left claimed, and after a
 * restart the batch completes with every document finished exactly once.
 */
import { once } from 'node:events';
import { request } from 'node:http';
import { expect } from 'chai';
import { startCli } from '../helpers/cli.js';
import { createClient } from '../helpers/auth.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';

describe('graceful stop: SIGTERM to serve mid-batch', function () {
  this.timeout(180_000);
  let server: TestServer;
  let env: Record<string, string>;
  before(async () => {
    // The test server provides the database (and provisioning); the service under test is the CLI's.
    server = await startTestServer();
    let url = server.database.url;
    if (onPostgres) {
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${server.database.schema}`);
      url = u.toString();
    }
    env = {
      DATABASE_URL: url,
      PORT: '0',
      WORKERS: '1',
      LOG_LEVEL: 'error',
      STOP_TIMEOUT_SECONDS: '5',
      ...(server.config.signingKeyEncryptionKey ? { SIGNING_KEY_ENCRYPTION_KEY: server.config.signingKeyEncryptionKey } : {}),
    };
  });
  after(async () => {
    await server?.close();
  });

  it('answers the request in flight, exits 0 within the bound, and the batch completes after a restart', async () => {
    const client = await createClient(server, { mode: 'live', orgArgs: ['--live-processing'] });
    const first = await startCli(['serve'], env, /listening on/);
    const base = /listening on (http:\/\/\S+)/.exec(first.line)![1]!;
    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const headers = { authorization: `Bearer ${((await tokenRes.json()) as { access_token: string }).access_token}` };
    const api = (p: string) => `${base}/v1/data-engine${p}`;
    const batch = (await (await fetch(api('/batches'), { method: 'POST', headers })).json()) as { id: string };
    // Enough text (400 notes of about 12 KB) that the stop comes mid-batch however fast the engine is:
    // 100 notes of 4 KB were all done within the half second between the fifth success and the stop.
    const note = 'HISTORY: hypertension, type 2 diabetes, CHF and COPD. Denies chest pain. Metoprolol 25 mg PO BID. '.repeat(120);
    const TOTAL = 400;
    for (let from = 0; from < TOTAL; from += 100) {
      const documents = Array.from({ length: 100 }, (_, i) => ({ externalReference: `g-${from + i}`, mediaType: 'text/plain', content: `${note} ${from + i}` }));
      const added = await fetch(api(`/batches/${batch.id}/documents`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
      expect(added.status).to.equal(201);
    }
    // A second batch whose documents arrive in a request that is in flight when SIGTERM comes.
    const late = (await (await fetch(api('/batches'), { method: 'POST', headers })).json()) as { id: string };
    expect((await fetch(api(`/batches/${batch.id}/submit`), { method: 'POST', headers })).status).to.equal(200);

    let counts: { succeeded: number } = { succeeded: 0 };
    for (let i = 0; i < 1200 && counts.succeeded < 5; i++) {
      counts = ((await (await fetch(api(`/batches/${batch.id}`), { headers })).json()) as { counts: { succeeded: number } }).counts;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(counts.succeeded, 'processing started').to.be.at.least(5);

    const body = JSON.stringify({ documents: [{ externalReference: 'late-1', mediaType: 'text/plain', content: 'Denies fever.' }] });
    const inFlight = request(api(`/batches/${late.id}/documents`), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answered = once(inFlight, 'response');
    inFlight.write(body.slice(0, 20));
    await new Promise((r) => setTimeout(r, 200));

    const t0 = Date.now();
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    inFlight.end(body.slice(20));
    const [res] = (await answered) as [import('node:http').IncomingMessage];
    res.resume();
    expect(res.statusCode, 'the request in flight is answered').to.equal(201);
    const [code] = await once(first.child, 'exit');
    const seconds = (Date.now() - t0) / 1000;
    expect(code, 'exit status').to.equal(0);
    expect(seconds, 'stopped within STOP_TIMEOUT_SECONDS and a margin').to.be.lessThan(5 + 10);

    const db = server.database.db;
    const atStop = (await db('documents').where({ batch_id: batch.id }).select('status').count({ n: '*' }).groupBy('status')) as { status: string; n: number | string }[];
    const byStatus = Object.fromEntries(atStop.map((r) => [r.status, Number(r.n)]));
    expect(byStatus.processing ?? 0, 'no document left claimed').to.equal(0);
    expect(byStatus.succeeded ?? 0, 'the stop came mid-batch').to.be.lessThan(TOTAL);
    expect(await db('documents').where({ batch_id: batch.id }).whereNotNull('locked_by').count({ n: '*' }).then((r) => Number((r as { n: number }[])[0]!.n))).to.equal(0);

    const second = await startCli(['serve'], env, /listening on/);
    try {
      const base2 = /listening on (http:\/\/\S+)/.exec(second.line)![1]!;
      let done: { status: string; counts: Record<string, number> } | undefined;
      const t1 = Date.now();
      for (let i = 0; i < 2400; i++) {
        done = (await (await fetch(`${base2}/v1/data-engine/batches/${batch.id}`, { headers })).json()) as typeof done;
        if (done!.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(done!.status).to.equal('completed');
      expect(done!.counts).to.include({ total: TOTAL, succeeded: TOTAL, failed: 0 });
      // Released documents are taken up at once, not after their lease (WORKER_LEASE_SECONDS is 120).
      expect((Date.now() - t1) / 1000).to.be.lessThan(110);
      const rows = (await db('entities').whereIn('document_id', db('documents').select('id').where({ batch_id: batch.id })).select('document_id', 'position')) as { document_id: string; position: number }[];
      const keys = rows.map((r) => `${r.document_id}:${r.position}`);
      expect(new Set(keys).size, 'no entity written twice').to.equal(keys.length);
      expect(new Set(rows.map((r) => r.document_id)).size, 'every document has its entities').to.equal(TOTAL);
      const lateDocs = await db('documents').where({ batch_id: late.id }).count({ n: '*' });
      expect(Number((lateDocs as { n: number }[])[0]!.n), 'the in-flight request was written').to.equal(1);
    } finally {
      second.child.kill('SIGTERM');
      const [code2] = await once(second.child, 'exit');
      expect(code2).to.equal(0);
    }
  });
});
