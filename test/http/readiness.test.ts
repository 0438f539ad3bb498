/**
 * Liveness and readiness through HTTP: /health answers from the process alone, /ready only when the
 * database answers and has every migration of this build, and 503 problem+json otherwise.
 */
import { expect } from 'chai';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('liveness and readiness', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('getReadiness: 200 {status: ok} when the database answers and is migrated', async () => {
    const res = await expectResponse('getReadiness', await fetch(`${server.url}/ready`));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok' });
  });

  it('getReadiness: 503 problem+json while a migration of this build is missing, 200 once it is back', async () => {
    // A server of its own: the one above has already seen its schema current.
    const fresh = await startTestServer();
    const db = fresh.database.db;
    const last = (await db('knex_migrations').orderBy('id', 'desc').first()) as Record<string, unknown>;
    await db('knex_migrations').where({ id: last.id }).delete();
    try {
      const res = await expectResponse('getReadiness', await fetch(`${fresh.url}/ready`));
      expect(res.status).to.equal(503);
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
      expect(res.headers.get('retry-after')).to.equal('5');
      expect(res.body.type).to.equal(`${fresh.config.docsUrl}/errors/service-unavailable`);
      expect(res.body.detail).to.contain('migration');
      // Liveness is not readiness: the process itself is fine.
      expect((await expectResponse('getHealth', await fetch(`${fresh.url}/health`))).status).to.equal(200);
      await db('knex_migrations').insert(last);
      expect((await expectResponse('getReadiness', await fetch(`${fresh.url}/ready`))).status).to.equal(200);
    } finally {
      await fresh.close();
    }
  });

  it('getReadiness: 503 when the database goes away, while /health stays 200', async () => {
    const gone = await startTestServer();
    try {
      expect((await expectResponse('getReadiness', await fetch(`${gone.url}/ready`))).status).to.equal(200);
      await gone.database.db.destroy();
      const res = await expectResponse('getReadiness', await fetch(`${gone.url}/ready`));
      expect(res.status).to.equal(503);
      expect(res.body.detail).to.equal('The database cannot be reached.');
      const live = await expectResponse('getHealth', await fetch(`${gone.url}/health`));
      expect(live.status).to.equal(200);
      expect(live.body).to.deep.equal({ status: 'ok' });
    } finally {
      await gone.close().catch(() => undefined);
    }
  });
});
