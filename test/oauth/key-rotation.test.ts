/**
 * Rotation of the service's token signing keys (`data-engine admin rotate-keys`): tokens signed with
 * the previous key keep working, new tokens get the new key, and /.well-known/jwks.json publishes both.
 * `admin()` runs the command in-process with services of its own, as a separate CLI process would: the
 * serving process learns of the rotation through the database.
 */
import { expect } from 'chai';
import { decodeProtectedHeader } from 'jose';
import { createServices } from '../../server/services.js';
import { admin, basicAuth, createClient, tokenRequest } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { assertionClient, bearer, expectAdminUsageError, expectAuthPassed, expectToken, listBatches } from './support.js';

const kidOf = (token: string) => decodeProtectedHeader(token).kid as string;

async function jwksKids(server: TestServer): Promise<string[]> {
  const res = await expectResponse('getJwks', await fetch(`${server.url}/.well-known/jwks.json`));
  expect(res.status).to.equal(200);
  return res.body.keys.map((k: { kid: string }) => k.kid);
}

describe('key rotation (admin rotate-keys; JWKS_MAX_AGE_SECONDS=1)', () => {
  let server: TestServer;
  let token: () => Promise<string>;
  before(async () => {
    server = await startTestServer({ JWKS_MAX_AGE_SECONDS: '1' });
    ({ token } = await assertionClient(server));
  });
  after(async () => {
    await server?.close();
  });

  it('keeps old tokens working, signs new tokens with a new kid, and publishes both keys', async () => {
    const oldToken = await token();
    const oldKid = kidOf(oldToken);
    expect(await jwksKids(server)).to.deep.equal([oldKid]);

    const rotated = await admin(server, ['rotate-keys']);
    expect(rotated).to.have.all.keys('kid', 'retiredKids', 'previousKeysValidUntil');
    expect(rotated.kid).to.be.a('string').and.not.equal(oldKid);
    expect(rotated.retiredKids).to.deep.equal([oldKid]);

    await expectAuthPassed('listBatches', await listBatches(server, bearer(oldToken)));
    expect(await jwksKids(server)).to.have.members([oldKid, rotated.kid]);

    // The new key signs once the JWKS max-age (1 s here) has passed, and the serving process caches its
    // signing key for a few seconds (KeyStore, 5 s): poll until it signs with the new key, and fail if
    // that takes longer than both allow.
    const deadline = Date.now() + 9_000;
    let newToken = await token();
    while (kidOf(newToken) !== rotated.kid && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      newToken = await token();
    }
    expect(kidOf(newToken)).to.equal(rotated.kid);
    await expectAuthPassed('listBatches', await listBatches(server, bearer(newToken)));
    await expectAuthPassed('listBatches', await listBatches(server, bearer(oldToken)));
    expect(await jwksKids(server)).to.have.members([oldKid, rotated.kid]);
  });

  it('publishes public keys only (no private key member in the JWKS)', async () => {
    const res = await expectResponse('getJwks', await fetch(`${server.url}/.well-known/jwks.json`));
    expect(res.body.keys).to.not.be.empty;
    for (const key of res.body.keys as Record<string, unknown>[]) {
      expect(key).to.include({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).to.not.have.any.keys('d', 'p', 'q', 'dp', 'dq', 'qi', 'k');
    }
  });

  it('rotate-keys rejects arguments', async () => {
    await expectAdminUsageError(admin(server, ['rotate-keys', '--now']), /--now/);
  });
});

describe('key rotation: publish, wait for the JWKS max-age, then sign (default 300 s)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('publishes the new key at once, keeps signing with the old one until every cached JWKS has expired, then switches', async () => {
    const jwks = await fetch(`${server.url}/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).to.equal('public, max-age=300');
    const before = await (await createServices(server.config, server.database.db)).keys.signingKey();
    const rotated = await admin(server, ['rotate-keys']);
    expect(await jwksKids(server)).to.have.members([before.kid, rotated.kid]);
    // Fresh key stores (no cache), as other processes would be, asked now and after the max-age.
    const fresh = async (at: Date) => (await createServices(server.config, server.database.db)).keys.signingKey(at);
    expect((await fresh(new Date())).kid, 'right after the rotation').to.equal(before.kid);
    expect((await fresh(new Date(Date.now() + 299_000))).kid, 'just before the max-age has passed').to.equal(before.kid);
    expect((await fresh(new Date(Date.now() + 301_000))).kid, 'once the max-age has passed').to.equal(rotated.kid);
    // Tokens signed by the old key until the switch stay valid for their whole lifetime.
    const until = Date.parse(rotated.previousKeysValidUntil);
    expect(until).to.be.at.least(Date.now() + (300 + server.config.tokenTtlSeconds) * 1000 - 5_000);
  });
});

describe('key rotation across processes on one database (JWKS_MAX_AGE_SECONDS=0)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ JWKS_MAX_AGE_SECONDS: '0' });
  });
  after(async () => {
    await server?.close();
  });

  it('accepts the first token it signs with the new key, even if it refreshed its key cache just before the rotation', async () => {
    // Another API process on the same database (createServices, as `data-engine serve` does).
    const replica = await createServices(server.config, server.database.db);
    const client = await createClient(server, { mode: 'test' });
    const { token: fromReplica } = await replica.accessTokens.issue({ clientId: client.clientId, organizationId: client.orgId, mode: 'test', scopes: ['batches:read'] });
    // The server verifies the replica's token: it loads the keys of the database (one, K1).
    await expectAuthPassed('listBatches', await listBatches(server, bearer(fromReplica)));
    // The operator rotates; the server, which has not signed anything yet, signs with K2 at once.
    const rotated = await admin(server, ['rotate-keys']);
    const { body } = await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)));
    expect(kidOf(body.access_token)).to.equal(rotated.kid);
    // A token this server just issued must authenticate on this server.
    await expectAuthPassed('listBatches', await listBatches(server, bearer(body.access_token)));
  });

  it('previousKeysValidUntil is when the retired key stops verifying tokens', async () => {
    const replica = await createServices(server.config, server.database.db);
    const before = await replica.keys.signingKey();
    const rotated = await admin(server, ['rotate-keys']);
    expect(rotated.retiredKids).to.include(before.kid);
    const until = Date.parse(rotated.previousKeysValidUntil);
    expect(until).to.be.at.least(Date.now() + server.config.tokenTtlSeconds * 1000 - 5_000);
    // Fresh key stores (no cache) asked at two instants: just before and just after that time.
    const at = async (ms: number) => (await createServices(server.config, server.database.db)).keys.verificationKey(before.kid, new Date(ms));
    expect(await at(until - 1_000), 'valid just before previousKeysValidUntil').to.not.equal(null);
    expect(await at(until + 1_000), 'not valid just after previousKeysValidUntil').to.equal(null);
  });
});

describe('signing keys at rest', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('stores no private key in the database: the private JWK is AES-256-GCM ciphertext under a key kept outside it', async () => {
    const { token } = await assertionClient(server);
    await token();
    await admin(server, ['rotate-keys']);
    const rows = (await server.database.db('signing_keys').select('kid', 'private_jwk')) as { kid: string; private_jwk: string }[];
    expect(rows.length).to.be.at.least(2);
    for (const row of rows) {
      const stored = JSON.parse(row.private_jwk) as Record<string, unknown>;
      expect(stored).to.have.all.keys('enc', 'kek', 'iv', 'tag', 'ct');
      expect(stored.enc).to.equal('A256GCM');
      expect(row.private_jwk).to.not.match(/"d"\s*:/);
    }
  });

  it('cannot sign with another key-encryption key (a database dump alone is not enough)', async () => {
    const other = await createServices({ ...server.config, signingKeyEncryptionKey: Buffer.alloc(32, 9).toString('base64') }, server.database.db);
    let error: unknown;
    try {
      await other.keys.signingKey();
    } catch (err) {
      error = err;
    }
    expect(String(error)).to.match(/another SIGNING_KEY_ENCRYPTION_KEY/);
  });
});
