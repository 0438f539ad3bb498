/**
 * Client secret hashes: new secrets are stored as SHA-256 (the secret is 256 random bits); a hash
 * of the earlier, slow kind (scrypt) still authenticates its client and is replaced with the fast
 * hash on the client's next successful use, never on a failed one.
 */
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { expect } from 'chai';
import { basicAuth, createClient, tokenRequest } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { expectToken, expectTokenError } from './support.js';

/** A hash as earlier versions wrote it: scrypt N=2^15, r=8, p=1, 16-byte salt. */
function legacyScryptHash(secret: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(secret, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$32768$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

describe('client secret hashes (client_secret_basic)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const hashOf = async (clientId: string) => String((await server.database.db('clients').where({ id: clientId }).first('secret_hash')).secret_hash);

  it('a client stored with an earlier scrypt hash still gets a token, and its hash becomes SHA-256', async () => {
    const client = await createClient(server, { mode: 'test' });
    const legacy = legacyScryptHash(client.clientSecret!);
    await server.database.db('clients').where({ id: client.clientId }).update({ secret_hash: legacy });

    // A wrong secret fails and changes nothing.
    await expectTokenError(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, `${client.clientSecret}x`)), 401, 'invalid_client');
    expect(await hashOf(client.clientId)).to.equal(legacy);

    await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)));
    expect(await hashOf(client.clientId)).to.equal(`sha256$${createHash('sha256').update(client.clientSecret!).digest('base64')}`);
    // And the upgraded hash keeps working.
    await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)));
  });
});
