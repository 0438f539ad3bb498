/**
 * Access tokens on the API (RFC 6750 Bearer, RFC 9068 JWT access tokens, RFC 8725): a missing,
 * malformed, expired, forged or tampered token is 401 with a Bearer invalid_token challenge; a valid
 * token without the operation's scope is 403; a suspended organization is 403 until reinstated.
 * listBatches (batches:read) and createBatch (batches:write) are the protected operations under test.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { admin, authenticated, basicAuth, createClient, tokenFor, tokenRequest } from '../helpers/auth.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';
import {
  assertionClient,
  bearer,
  expectAuthPassed,
  expectForbidden,
  expectInvalidToken,
  expectAuthRequired,
  expectToken, expectTokenError,
  hmacJwt,
  listBatches,
  nowSeconds,
  publicPem,
  reissue,
  serviceSigningKey,
  unsignedJwt,
} from './support.js';

describe('Bearer access tokens on the API', () => {
  let server: TestServer;
  /** A token with the default test scopes (batches:read batches:write). */
  let token: string;
  before(async () => {
    server = await startTestServer();
    ({ token } = await authenticated(server, 'test'));
  });
  after(async () => {
    await server?.close();
  });

  describe('401 unauthorized with WWW-Authenticate: Bearer (error="invalid_token" when a token was sent)', () => {
    it('no Authorization header', async function () {
      skipViaPrism(this, 'Prism answers requests without a well-formed Bearer credential itself');
      const res = await expectAuthRequired('listBatches', await listBatches(server));
      expect(res.body.detail).to.match(/required/i);
    });

    it('a malformed Authorization header', async function () {
      skipViaPrism(this, 'Prism answers requests without a well-formed Bearer credential itself');
      for (const authorization of ['Bearer', 'Bearer ', `Bearer ${token} extra`, `Bearer ${token},${token}`]) {
        await expectInvalidToken('listBatches', await listBatches(server, { authorization }));
      }
      // Another scheme carries no Bearer credentials at all: the bare challenge of RFC 6750 §3.1.
      for (const authorization of [`Token ${token}`, `Basic ${Buffer.from('a:b').toString('base64')}`, `Bearer"${token}"`]) {
        await expectAuthRequired('listBatches', await listBatches(server, { authorization }));
      }
    });

    it('a Bearer value that is not a JWT', async () => {
      for (const value of ['abc', 'a.b.c', `${token.split('.').slice(0, 2).join('.')}`, `${token}.extra`]) {
        await expectInvalidToken('listBatches', await listBatches(server, bearer(value)), /^The access token is malformed\.$/);
      }
    });

    it('the token in the query string instead of the header (not accepted)', async function () {
      skipViaPrism(this, 'Prism answers requests without a well-formed Bearer credential itself');
      await expectAuthRequired('listBatches', await fetch(`${server.url}/v1/data-engine/batches?access_token=${encodeURIComponent(token)}`));
    });

    it('(control) a token re-signed with the service key and unchanged claims IS accepted, so the forgeries below fail for their one change', async () => {
      await expectAuthPassed('listBatches', await listBatches(server, bearer(await reissue(server, token))));
    });

    it('(not a 401) the authentication scheme is case-insensitive (RFC 7235 §2.1): "bearer <token>" works', async function () {
      skipViaPrism(this, 'Prism only accepts the exact spelling "Bearer"');
      await expectAuthPassed('listBatches', await listBatches(server, { authorization: `bearer ${token}` }));
    });

    it('an expired token (signed with the service key)', async () => {
      const expired = await reissue(server, token, { claims: { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 } });
      const res = await expectInvalidToken('listBatches', await listBatches(server, bearer(expired)));
      expect(res.body.detail).to.match(/expired/i);
      expect(res.headers.get('www-authenticate')).to.match(/error_description="[^"]*expired/i);
      // Expired by a second is expired too (no leeway on the service's own tokens).
      const justExpired = await reissue(server, token, { claims: { exp: nowSeconds() - 1 } });
      await expectInvalidToken('listBatches', await listBatches(server, bearer(justExpired)));
    });

    it('a token without exp (signed with the service key)', async () => {
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims: { exp: undefined } }))), /^The access token is invalid\.$/);
    });

    it('a token signed with a different ES256 key (with the service kid, and with another kid)', async () => {
      const { kid } = await serviceSigningKey(server);
      const { privateKey } = await generateKeyPair('ES256');
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { key: { kid, key: privateKey } }))), /^The access token is invalid\.$/);
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { key: { kid: 'attacker', key: privateKey } }))), /^The access token was not signed by this service\.$/);
    });

    it('a tampered payload (scope changed, signature kept)', async () => {
      const writeOnly = await (await assertionClient(server)).token('batches:write');
      const [h, p, s] = writeOnly.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, scope: 'batches:read batches:write' })).toString('base64url')}.${s}`;
      // Untampered, it is a valid token that lacks batches:read (403, not 401).
      await expectForbidden('listBatches', await listBatches(server, bearer(writeOnly)), 'insufficient-scope');
      await expectInvalidToken('listBatches', await listBatches(server, bearer(tampered)), /^The access token is invalid\.$/);
    });

    it('a token from another issuer (signed with the service key)', async () => {
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims: { iss: 'https://issuer.example' } }))));
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims: { iss: `${server.config.publicBaseUrl}/` } }))));
    });

    it('a token issued by another deployment of the service', async () => {
      const other = await startTestServer();
      try {
        const foreign = await (await assertionClient(other)).token();
        await expectAuthPassed('listBatches', await listBatches(other, bearer(foreign)));
        await expectInvalidToken('listBatches', await listBatches(server, bearer(foreign)), /^The access token was not signed by this service\.$/);
      } finally {
        await other.close();
      }
    });

    it('a token for another audience (signed with the service key)', async () => {
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims: { aud: 'https://api.example' } }))), /^The access token is invalid\.$/);
    });

    it('a JWT that is not an access token (typ JWT, or no typ) even when signed with the service key', async () => {
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { header: { typ: 'JWT' } }))));
      await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { header: { typ: undefined } }))));
    });

    it('claims that do not name a real client of a real organization (signed with the service key)', async () => {
      const { client: other } = await assertionClient(server);
      for (const claims of [{ org: other.orgId }, { sub: other.clientId }, { sub: 'de_test_nobody' }]) {
        await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims }))), /disabled or no longer exists/);
      }
      for (const claims of [{ mode: 'admin' }, { scope: undefined }, { org: 42 }]) {
        await expectInvalidToken('listBatches', await listBatches(server, bearer(await reissue(server, token, { claims }))), /^The access token is missing required claims\.$/);
      }
    });

    it('alg none (unsigned, empty signature)', async () => {
      const { kid } = await serviceSigningKey(server);
      const claims = decodeJwt(token) as Record<string, unknown>;
      await expectInvalidToken('listBatches', await listBatches(server, bearer(unsignedJwt(claims, { typ: 'at+jwt', kid }))), /^The access token is not signed with an accepted algorithm\.$/);
      await expectInvalidToken('listBatches', await listBatches(server, bearer(unsignedJwt(claims, { typ: 'at+jwt' }))), /^The access token is not signed with an accepted algorithm\.$/);
    });

    it('HS256 signed with the service public key (key confusion: PEM and JWK JSON of /.well-known/jwks.json)', async () => {
      const { kid, publicJwk } = await serviceSigningKey(server);
      const claims = decodeJwt(token) as Record<string, unknown>;
      for (const secret of [publicPem(publicJwk), JSON.stringify(publicJwk)]) {
        await expectInvalidToken('listBatches', await listBatches(server, bearer(hmacJwt(claims, secret, { typ: 'at+jwt', kid }))), /^The access token is not signed with an accepted algorithm\.$/);
      }
    });

    it('RS256 with an attacker RSA key (an algorithm other than ES256)', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const key = await importJWK(await exportJWK(privateKey), 'RS256');
      const forged = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: (await serviceSigningKey(server)).kid }).sign(key);
      await expectInvalidToken('listBatches', await listBatches(server, bearer(forged)), /^The access token is not signed with an accepted algorithm\.$/);
    });
  });

  describe('403 insufficient-scope', () => {
    it('a token with only batches:read calling createBatch (batches:write)', async () => {
      const readOnly = await (await assertionClient(server)).token('batches:read');
      const res = await fetch(`${server.url}/v1/data-engine/batches`, {
        method: 'POST',
        headers: { ...bearer(readOnly), 'content-type': 'application/json' },
        body: JSON.stringify({ externalReference: `ref-${randomUUID()}` }),
      });
      const checked = await expectForbidden('createBatch', res, 'insufficient-scope');
      expect(checked.body.detail).to.contain('batches:write');
      // The same token reads.
      await expectAuthPassed('listBatches', await listBatches(server, bearer(readOnly)));
    });

    it('a live token with only SMART scopes calling the batch API', async () => {
      const live = await assertionClient(server, { mode: 'live', scopes: 'system/*.rs' });
      await expectForbidden('listBatches', await listBatches(server, bearer(await live.token())), 'insufficient-scope');
    });
  });

  describe('suspended organization', () => {
    it('gets no token (invalid_client), and the API answers 403 organization-suspended; un-suspending restores access on the next request', async () => {
      const client = await createClient(server, { mode: 'test' });
      const before = await tokenFor(server, client);
      await expectAuthPassed('listBatches', await listBatches(server, bearer(before)));

      const suspended = await admin(server, ['update-org', '--org', client.orgId, '--suspended', 'true']);
      expect(suspended).to.include({ id: client.orgId, suspended: true });
      // A token issued before the suspension is refused on the very next request.
      await expectForbidden('listBatches', await listBatches(server, bearer(before)), 'organization-suspended');
      // The token endpoint issues no new token meanwhile (createAccessToken's description).
      await expectTokenError(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)), 401, 'invalid_client');

      const reinstated = await admin(server, ['update-org', '--org', client.orgId, '--suspended', 'false']);
      expect(reinstated).to.include({ id: client.orgId, suspended: false });
      await expectAuthPassed('listBatches', await listBatches(server, bearer(before)));
      const after = (await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)))).body.access_token;
      await expectAuthPassed('listBatches', await listBatches(server, bearer(after)));
    });

    it('suspends every client of the organization, not only one', async () => {
      const first = await assertionClient(server, { mode: 'test' });
      const second = await assertionClient(server, { mode: 'live', orgId: first.client.orgId });
      const tokens = [await first.token(), await second.token()];
      await admin(server, ['update-org', '--org', first.client.orgId, '--suspended', 'true']);
      for (const t of tokens) await expectForbidden('listBatches', await listBatches(server, bearer(t)), 'organization-suspended');
    });
  });
});

describe('TOKEN_TTL_SECONDS', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TOKEN_TTL_SECONDS: '60' });
  });
  after(async () => {
    await server?.close();
  });

  it('sets expires_in and the token lifetime (exp - iat)', async () => {
    const client = await createClient(server, { mode: 'test' });
    const { body, claims } = await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)));
    expect(body.expires_in).to.equal(60);
    expect((claims.exp as number) - (claims.iat as number)).to.equal(60);
    expect(Math.abs((claims.iat as number) - nowSeconds())).to.be.at.most(5);
  });
});
