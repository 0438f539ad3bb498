/**
 * RETENTION_DAYS in `data-engine serve`: a batch finished longer ago than the retention period is
 * deleted as a client's delete does (its content, documents and entities go; the usage record stays,
 * and the deletion is in the access audit); a batch finished within the period, and one not
 * finished, are kept. Without RETENTION_DAYS nothing is deleted.
 */
import { once } from 'node:events';
import { expect } from 'chai';
import { startWorkers } from '../../server/worker/index.js';
import { startCli } from '../helpers/cli.js';
import { admin, authenticated } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';

describe('retention: RETENTION_DAYS deletes batches finished longer ago', function () {
  this.timeout(180_000);
  let server: TestServer;
  let env: Record<string, string>;
  before(async () => {
    // The test polls until the sweep has run: no rate limit in its way.
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000000' });
    let url = server.database.url;
    if (onPostgres) {
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${server.database.schema}`);
      url = u.toString();
    }
    env = {
      DATABASE_URL: url,
      PORT: '0',
      WORKERS: '0',
      LOG_LEVEL: 'info',
      ...(server.config.signingKeyEncryptionKey ? { SIGNING_KEY_ENCRYPTION_KEY: server.config.signingKeyEncryptionKey } : {}),
    };
  });
  after(async () => {
    await server?.close();
  });

  it('deletes the old finished batch, keeps the recent and the unfinished ones, keeps usage and audits the deletion', async () => {
    const { client, headers } = await authenticated(server, 'test');
    const api = (p: string) => `${server.url}/v1/data-engine${p}`;
    const batchWith = async (texts: string[]) => {
      const b = (await expectResponse('createBatch', await fetch(api('/batches'), { method: 'POST', headers }))).body;
      const documents = texts.map((content, i) => ({ externalReference: `r-${i}`, mediaType: 'text/plain', content }));
      const res = await fetch(api(`/batches/${b.id}/documents`), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ documents }) });
      expect(res.status).to.equal(201);
      return b.id as string;
    };
    const old = await batchWith(['History of hypertension.', 'Denies chest pain.']);
    const recent = await batchWith(['Known asthma.']);
    const pending = await batchWith(['Type 2 diabetes.']);
    for (const id of [old, recent]) expect((await fetch(api(`/batches/${id}/submit`), { method: 'POST', headers })).status).to.equal(200);
    const workers = await startWorkers(server.config, server.database.db, 1, { pollMs: 20 });
    try {
      for (const id of [old, recent]) {
        for (let i = 0; i < 600; i++) {
          if (((await (await fetch(api(`/batches/${id}`), { headers })).json()) as { status: string }).status === 'completed') break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      await workers.stop();
    }
    const db = server.database.db;
    const oldDocs = (await db('documents').where({ batch_id: old }).pluck('id')) as string[];
    expect(oldDocs).to.have.length(2);
    expect(Number((await db('entities').whereIn('document_id', oldDocs).count({ n: '*' }))[0]!.n), 'test mode wrote fixture entities').to.be.greaterThan(0);
    // The old batch finished three days ago, the recent one just now.
    await db('batches').where({ id: old }).update({ completed_at: new Date(Date.now() - 3 * 86_400_000).toISOString() });

    // Without RETENTION_DAYS nothing goes.
    const off = await startCli(['serve'], env, /listening on/);
    await new Promise((r) => setTimeout(r, 1000));
    off.child.kill('SIGTERM');
    await once(off.child, 'exit');
    expect((await fetch(api(`/batches/${old}`), { headers })).status).to.equal(200);

    const on = await startCli(['serve'], { ...env, RETENTION_DAYS: '2' }, /listening on/);
    let stderr = '';
    on.child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      let status = 200;
      for (let i = 0; i < 600 && status === 200; i++) {
        status = (await fetch(api(`/batches/${old}`), { headers })).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status, 'the old batch is gone; serve printed: ' + stderr).to.equal(404);
    } finally {
      on.child.kill('SIGTERM');
      const [code] = await once(on.child, 'exit');
      expect(code).to.equal(0);
    }
    expect((await expectResponse('getBatch', await fetch(api(`/batches/${recent}`), { headers }))).body.status).to.equal('completed');
    expect((await expectResponse('getBatch', await fetch(api(`/batches/${pending}`), { headers }))).body.status).to.equal('pending');
    expect(Number((await db('documents').whereIn('id', oldDocs).count({ n: '*' }))[0]!.n)).to.equal(0);
    expect(Number((await db('document_contents').whereIn('document_id', oldDocs).count({ n: '*' }))[0]!.n)).to.equal(0);
    expect(Number((await db('entities').whereIn('document_id', oldDocs).count({ n: '*' }))[0]!.n)).to.equal(0);

    const usage = await admin(server, ['usage', '--org', client.orgId]);
    const row = usage.batches.find((b: { batchId: string }) => b.batchId === old);
    expect(row.deletedAt, 'the usage record is kept').to.be.a('string');
    expect(row.counts).to.include({ total: 2, succeeded: 2 });

    const audit: Record<string, unknown>[] = [];
    for await (const line of (await admin(server, ['audit', '--org', client.orgId])).lines) audit.push(line);
    expect(audit.filter((r) => r.action === 'retention-delete')).to.deep.equal([
      { ...audit.find((r) => r.action === 'retention-delete'), organizationId: client.orgId, clientId: null, resourceType: 'Batch', resourceId: old, patientId: null, outcome: 'success' },
    ]);
    expect(stderr).to.contain('"msg":"retention: deleted batches finished before the retention period"');
  });
});
