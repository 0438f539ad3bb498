/**
 * Access tokens through the module's own API, at chosen clocks (the HTTP suite, bearer.test.ts,
 * cannot move the clock): a token verified once is still refused when it expires, and when its
 * signing key has been retired for longer than tokens live. Runs on the suite's dialect.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { AccessTokens, InvalidTokenError } from '../../server/oauth/access-tokens.js';
import { KeyStore } from '../../server/oauth/keys.js';
import { identityRepository } from '../../server/storage/identity-repository.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

const TTL = 300;
const ISSUER = 'https://engine.test';
const KEK = randomBytes(32);

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(InvalidTokenError);
    return (err as Error).message;
  }
  throw new Error('expected the token to be refused');
}

describe(`access tokens at chosen clocks (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.close();
  });

  const input = { clientId: 'de_test_client', organizationId: 'org-1', mode: 'test' as const, scopes: ['batches:read', 'batches:write'] };
  const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it('carries its claims, and is refused from its expiry on, verified before or not', async () => {
    const keys = new KeyStore(identityRepository(database.db), TTL, { kek: KEK, publishSeconds: 0, cacheMs: 0 });
    const tokens = new AccessTokens(keys, ISSUER, TTL);
    const t0 = new Date();
    const { token, expiresIn } = await tokens.issue(input, t0);
    expect(expiresIn).to.equal(TTL);
    const claims = await tokens.verify(token, t0);
    expect(claims).to.deep.include({ clientId: 'de_test_client', organizationId: 'org-1', mode: 'test', scopes: ['batches:read', 'batches:write'] });
    expect(claims.expiresAt).to.equal(Math.floor(t0.getTime() / 1000) + TTL);
    // Verified again within its lifetime: the same claims.
    expect(await tokens.verify(token, at(t0, TTL - 1))).to.deep.equal(claims);
    // Its expiry reached: refused, by this verifier (which has seen it) and by a fresh one.
    expect(await refusal(tokens.verify(token, at(t0, TTL)))).to.equal('The access token expired.');
    expect(await refusal(new AccessTokens(keys, ISSUER, TTL).verify(token, at(t0, TTL + 1)))).to.equal('The access token expired.');
  });

  it('is refused once its signing key is retired for longer than tokens live, even after it verified', async () => {
    const keys = new KeyStore(identityRepository(database.db), 24 * 3600, { kek: KEK, publishSeconds: 0, cacheMs: 0 });
    const longLived = new AccessTokens(keys, ISSUER, 24 * 3600);
    const t0 = new Date();
    const { token } = await longLived.issue(input, t0);
    await longLived.verify(token, t0);
    await keys.rotate(at(t0, 1));
    // Within the retention of the retired key (token lifetime + 60 s): still accepted.
    await longLived.verify(token, at(t0, 3600));
    // A store that keeps retired keys only for a 300-second token lifetime no longer has the key.
    const strict = new KeyStore(identityRepository(database.db), TTL, { kek: KEK, publishSeconds: 0, cacheMs: 0 });
    const verifier = new AccessTokens(strict, ISSUER, 24 * 3600);
    await verifier.verify(token, at(t0, 2));
    expect(await refusal(verifier.verify(token, at(t0, TTL + 120)))).to.equal('The access token was not signed by this service.');
  });
});
