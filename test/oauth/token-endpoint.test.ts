/**
 * POST /oauth/token (createAccessToken): RFC 6749 §4.4 client credentials with client_secret_basic
 * (§2.3.1) or private_key_jwt (RFC 7523), every error row of the contract, and the attacks on client
 * assertions (RFC 8725): alg none, HMAC key confusion, foreign keys, replays, bad claims.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { SignJWT } from 'jose';
import { admin, assertionKeyPair, basicAuth, createClient, signAssertion, tokenFor, tokenRequest, type TestClient } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';
import {
  assertionClient,
  assertionRequest,
  bearer,
  expectAuthPassed,
  expectInvalidToken,
  expectToken,
  expectTokenError,
  hmacJwt,
  listBatches,
  nowSeconds,
  publicPem,
  unsignedJwt,
  type AssertionKey,
  JWT_BEARER,
} from './support.js';

describe('createAccessToken: POST /oauth/token', () => {
  let server: TestServer;
  /** A client_secret_basic test client with the default scopes. */
  let secretClient: TestClient;
  /** A private_key_jwt live client (ES256) with the default scopes. */
  let jwtClient: { client: TestClient; key: AssertionKey };
  const grant = { grant_type: 'client_credentials' };

  before(async () => {
    // The token limiter is tested in rate-limits.test.ts; here it must never interfere (all
    // unknown-client requests of this file share the limiter bucket of 127.0.0.1).
    server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '1000000' });
    secretClient = await createClient(server, { mode: 'test' });
    jwtClient = await assertionClient(server, { mode: 'live' });
  });
  after(async () => {
    await server?.close();
  });

  const basic = (c: TestClient) => basicAuth(c.clientId, c.clientSecret!);
  const assertionFor = (c: { client: TestClient; key: AssertionKey }, claims: Record<string, unknown> = {}) =>
    signAssertion(server, c.client.clientId, c.key, claims);

  describe('client_secret_basic', () => {
    it('issues a Bearer token with expires_in and the granted scope, never cached, no refresh token', async () => {
      const { body } = await expectToken(await tokenRequest(server, grant, basic(secretClient)));
      expect(body.token_type).to.equal('Bearer');
      expect(body.expires_in).to.equal(3600);
      expect(body.scope).to.equal('batches:read batches:write');
      expect(body).to.have.all.keys('access_token', 'token_type', 'expires_in', 'scope');
    });

    it('signs the access token as an RFC 9068 JWT: ES256, typ at+jwt, kid of the JWKS, iss/aud the issuer, sub the client', async () => {
      const { body, claims, header } = await expectToken(await tokenRequest(server, grant, basic(secretClient)));
      expect(header).to.include({ alg: 'ES256', typ: 'at+jwt' });
      const jwks = await expectResponse('getJwks', await fetch(`${server.url}/.well-known/jwks.json`));
      expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).to.include(header.kid);
      expect(claims).to.include({ iss: server.config.publicBaseUrl, aud: server.config.publicBaseUrl, sub: secretClient.clientId, scope: body.scope });
      expect(claims.exp as number).to.equal((claims.iat as number) + body.expires_in);
      expect(claims.jti).to.match(/^[0-9a-f-]{36}$/);
    });

    it('issues tokens that authenticate on the API', async () => {
      const token = await tokenFor(server, secretClient);
      await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
    });

    it('form-urldecodes the client ID and secret (RFC 6749 Appendix B)', async () => {
      // Generated IDs and secrets need no encoding, so percent-encode characters that may be encoded
      // anyway ("_" and "-"): only a server that decodes finds the client.
      const pct = (s: string) => s.replace(/_/g, '%5F').replace(/-/g, '%2D');
      expect(pct(secretClient.clientId)).to.not.equal(secretClient.clientId);
      const encoded = `Basic ${Buffer.from(`${pct(secretClient.clientId)}:${pct(secretClient.clientSecret!)}`).toString('base64')}`;
      await expectToken(await tokenRequest(server, grant, encoded));
    });

    it('invalid_client (401, Basic challenge) for an unknown client', async () => {
      await expectTokenError(await tokenRequest(server, grant, basicAuth('de_test_doesnotexist', 'secret')), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication failed.' });
    });

    it('invalid_client (401, Basic challenge) for a wrong secret', async () => {
      await expectTokenError(await tokenRequest(server, grant, basicAuth(secretClient.clientId, `${secretClient.clientSecret}x`)), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication failed.' });
    });

    it('invalid_client (401, Basic challenge) for an empty secret', async () => {
      await expectTokenError(await tokenRequest(server, grant, basicAuth(secretClient.clientId, '')), 401, 'invalid_client', { basicChallenge: true });
    });

    it('invalid_client (401, Basic challenge) for a malformed Basic header', async function () {
      skipViaPrism(this, 'Prism answers a malformed Basic credential itself');
      await expectTokenError(await tokenRequest(server, grant, `Basic ${Buffer.from('no-colon').toString('base64')}`), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication failed.' });
    });

    it('invalid_client (401, Basic challenge) for a private_key_jwt client that tries Basic (it has no secret)', async () => {
      await expectTokenError(await tokenRequest(server, grant, basicAuth(jwtClient.client.clientId, '')), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication failed.' });
    });

    it('invalid_client for client_secret_post (credentials in the body are not accepted)', async () => {
      const res = await tokenRequest(server, { ...grant, client_id: secretClient.clientId, client_secret: secretClient.clientSecret! });
      await expectTokenError(res, 401, 'invalid_client', { description: 'client_secret_post is not supported: send the client credentials with HTTP Basic.' });
    });
  });

  describe('request errors', () => {
    it('invalid_client (401, Basic challenge) when no client authentication is sent at all', async () => {
      await expectTokenError(await tokenRequest(server, grant), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication is required (HTTP Basic or a client assertion).' });
    });

    it('invalid_request (400) when grant_type is missing', async function () {
      skipViaPrism(this);
      await expectTokenError(await tokenRequest(server, { scope: 'batches:read' }, basic(secretClient)), 400, 'invalid_request');
    });

    it('invalid_request (400) when both Basic and an assertion are sent, and the assertion is not consumed', async () => {
      const assertion = await assertionFor(jwtClient);
      await expectTokenError(await assertionRequest(server, assertion, {}, basic(secretClient)), 400, 'invalid_request', {
        description: 'Use exactly one client authentication method: HTTP Basic or a client assertion, not both.',
      });
      // An assertion type alone (or an assertion alone) counts as an assertion too.
      for (const extra of [{ client_assertion_type: JWT_BEARER }, { client_assertion: assertion }] as Record<string, string>[]) {
        await expectTokenError(await tokenRequest(server, { ...grant, ...extra }, basic(secretClient)), 400, 'invalid_request', { description: /exactly one client authentication method/ });
      }
      // Nothing was recorded: the same assertion alone still works.
      await expectToken(await assertionRequest(server, assertion));
    });

    it('invalid_request (400) for a repeated parameter', async () => {
      const res = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(secretClient) },
        body: 'grant_type=client_credentials&grant_type=client_credentials',
      });
      await expectTokenError(res, 400, 'invalid_request');
    });

    it('invalid_request (400) for a JSON body', async function () {
      skipViaPrism(this);
      const res = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic(secretClient) },
        body: JSON.stringify(grant),
      });
      await expectTokenError(res, 400, 'invalid_request');
    });

    it('invalid_request (400) for a client_assertion_type other than jwt-bearer', async function () {
      skipViaPrism(this);
      const assertion = await assertionFor(jwtClient);
      const res = await tokenRequest(server, { ...grant, client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:saml2-bearer', client_assertion: assertion });
      await expectTokenError(res, 400, 'invalid_request');
      // An assertion without its type, and the jwt-bearer type without an assertion.
      await expectTokenError(await tokenRequest(server, { ...grant, client_assertion: assertion }), 400, 'invalid_request', {
        description: `client_assertion_type must be ${JWT_BEARER}, with client_assertion.`,
      });
      await expectTokenError(await tokenRequest(server, { ...grant, client_assertion_type: JWT_BEARER }), 400, 'invalid_request', {
        description: `client_assertion_type must be ${JWT_BEARER}, with client_assertion.`,
      });
    });

    it('unsupported_grant_type (400) for any grant but client_credentials', async () => {
      for (const grantType of ['password', 'authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:jwt-bearer']) {
        await expectTokenError(await tokenRequest(server, { grant_type: grantType }, basic(secretClient)), 400, 'unsupported_grant_type', { description: 'Only the client_credentials grant is supported.' });
      }
    });
  });

  describe('scope', () => {
    it('grants every allowed scope when scope is omitted', async () => {
      const { body, claims } = await expectToken(await tokenRequest(server, grant, basic(secretClient)));
      expect(body.scope.split(' ')).to.have.members(['batches:read', 'batches:write']);
      expect(claims.scope).to.equal(body.scope);
      const live = await expectToken(await assertionRequest(server, await assertionFor(jwtClient)));
      expect(live.body.scope.split(' ')).to.have.members(['batches:read', 'batches:write', 'system/*.rs']);
    });

    it('grants exactly the requested subset', async () => {
      const { body, claims } = await expectToken(await tokenRequest(server, { ...grant, scope: 'batches:read' }, basic(secretClient)));
      expect(body.scope).to.equal('batches:read');
      expect(claims.scope).to.equal('batches:read');
    });

    it('narrows SMART scopes: system/Condition.rs, system/Condition.read and system/Condition.r from an allowed system/*.rs', async () => {
      for (const scope of ['system/Condition.rs', 'system/Condition.read', 'system/Condition.r', 'system/Observation.s']) {
        const { body, claims } = await expectToken(await assertionRequest(server, await assertionFor(jwtClient), { scope }));
        expect(body.scope).to.equal(scope);
        expect(claims.scope).to.equal(scope);
      }
    });

    it('invalid_scope (400) for a scope the client is not allowed', async () => {
      const narrow = await createClient(server, { mode: 'test', scopes: 'batches:read' });
      await expectTokenError(await tokenRequest(server, { ...grant, scope: 'batches:write' }, basic(narrow)), 400, 'invalid_scope', {
        description: 'The client is not allowed the scope "batches:write".',
      });
      await expectTokenError(await tokenRequest(server, { ...grant, scope: 'batches:read batches:write' }, basic(narrow)), 400, 'invalid_scope', {
        description: 'The client is not allowed the scope "batches:write".',
      });
      await expectTokenError(await tokenRequest(server, { ...grant, scope: 'batches:write batches:read system/*.rs' }, basic(narrow)), 400, 'invalid_scope', {
        description: 'The client is not allowed the scopes "batches:write", "system/*.rs".',
      });
      await expectTokenError(await tokenRequest(server, { ...grant, scope: 'system/*.rs' }, basic(secretClient)), 400, 'invalid_scope');
    });

    it('invalid_scope (400) for a SMART scope wider than the allowed one', async () => {
      const condition = await assertionClient(server, { mode: 'live', scopes: 'system/Condition.rs' });
      for (const scope of ['system/*.rs', 'system/Observation.rs', 'system/Condition.cruds', 'system/Condition.rds', 'system/Condition.*', 'system/Condition.write']) {
        await expectTokenError(await assertionRequest(server, await assertionFor(condition), { scope }), 400, 'invalid_scope');
      }
    });

    it('invalid_scope (400) for an unknown scope string', async () => {
      await expectTokenError(await tokenRequest(server, { ...grant, scope: 'batches:admin' }, basic(secretClient)), 400, 'invalid_scope');
      for (const scope of ['batches:admin', 'openid', 'system/Condition.rs?patient=1', 'user/*.rs', 'patient/*.rs', 'system/condition.rs', 'system/Condition.sr', 'system/Foo.read', 'system/Encounter.rs']) {
        await expectTokenError(await assertionRequest(server, await assertionFor(jwtClient), { scope }), 400, 'invalid_scope');
      }
    });
  });

  describe('private_key_jwt (RFC 7523)', () => {
    it('issues a token for an ES256 assertion', async () => {
      const { body, claims } = await expectToken(await assertionRequest(server, await assertionFor(jwtClient)));
      expect(body.token_type).to.equal('Bearer');
      expect(claims).to.include({ sub: jwtClient.client.clientId, mode: 'live' });
      await expectAuthPassed('listBatches', await listBatches(server, bearer(body.access_token)));
    });

    it('issues a token for an RS384 assertion (and accepts an explicit matching client_id)', async () => {
      const rsa = await assertionClient(server, { alg: 'RS384' });
      const { claims } = await expectToken(await assertionRequest(server, await assertionFor(rsa), { client_id: rsa.client.clientId }));
      expect(claims.sub).to.equal(rsa.client.clientId);
    });

    it('accepts aud = the issuer, and an aud array that contains the token endpoint', async () => {
      await expectToken(await assertionRequest(server, await assertionFor(jwtClient, { aud: server.config.publicBaseUrl })));
      await expectToken(await assertionRequest(server, await assertionFor(jwtClient, { aud: ['https://elsewhere.example', `${server.config.publicBaseUrl}/oauth/token`] })));
    });

    it('accepts exp exactly 5 minutes ahead, and an assertion without iat', async () => {
      await expectToken(await assertionRequest(server, await assertionFor(jwtClient, { exp: nowSeconds() + 300 })));
      await expectToken(await assertionRequest(server, await assertionFor(jwtClient, { iat: undefined })));
    });

    it('invalid_grant (400) for an assertion without jti', async () => {
      await expectTokenError(await assertionRequest(server, await assertionFor(jwtClient, { jti: undefined })), 400, 'invalid_grant', { description: 'The client assertion has no jti.' });
    });

    it('invalid_grant (400) for a replayed assertion (same jti)', async () => {
      const assertion = await assertionFor(jwtClient);
      await expectToken(await assertionRequest(server, assertion));
      await expectTokenError(await assertionRequest(server, assertion), 400, 'invalid_grant', { description: "The client assertion's jti has already been used." });
      // A different assertion that reuses the jti is a replay too.
      const jti = randomUUID();
      await expectToken(await assertionRequest(server, await assertionFor(jwtClient, { jti })));
      await expectTokenError(await assertionRequest(server, await assertionFor(jwtClient, { jti, exp: nowSeconds() + 200 })), 400, 'invalid_grant');
    });

    it('invalid_grant for a replay sent as two requests in parallel: exactly one wins', async () => {
      for (let round = 0; round < 5; round++) {
        const assertion = await assertionFor(jwtClient);
        const responses = await Promise.all([assertionRequest(server, assertion), assertionRequest(server, assertion)]);
        const statuses = responses.map((r) => r.status).sort();
        expect(statuses, `round ${round}`).to.deep.equal([200, 400]);
        for (const res of responses) {
          if (res.status === 200) await expectToken(res);
          else await expectTokenError(res, 400, 'invalid_grant');
        }
      }
    });

    it('keeps a jti until the assertion can no longer be accepted (a purge of expired jtis does not reopen a replay)', async () => {
      // exp 30 s in the past is still accepted (60 s of clock skew), so its jti must stay recorded
      // for another 30 s. Expired jtis are purged on a random 5% of token requests: force one purge
      // by pinning Math.random (the server runs in this process) during another client's request.
      const assertion = await assertionFor(jwtClient, { exp: nowSeconds() - 30, iat: nowSeconds() - 90 });
      await expectToken(await assertionRequest(server, assertion));
      const other = await assertionClient(server);
      const random = Math.random;
      Math.random = () => 0;
      try {
        await expectToken(await assertionRequest(server, await assertionFor(other)));
      } finally {
        Math.random = random;
      }
      await expectTokenError(await assertionRequest(server, assertion), 400, 'invalid_grant');
    });

    it('invalid_request (400) when the assertion is sent together with Basic credentials of the same client', async () => {
      const assertion = await assertionFor(jwtClient);
      await expectTokenError(await assertionRequest(server, assertion, {}, basicAuth(jwtClient.client.clientId, 'x')), 400, 'invalid_request');
    });

    describe('invalid_client (401) for an invalid assertion', () => {
      const rejects = async (assertion: string, extra: Record<string, string> = {}, description?: string | RegExp) =>
        expectTokenError(await assertionRequest(server, assertion, extra), 401, 'invalid_client', { basicChallenge: false, ...(description ? { description } : {}) });

      it('wrong aud', async () => {
        await rejects(await assertionFor(jwtClient, { aud: 'https://evil.example/oauth/token' }), {}, `The client assertion aud must be ${server.config.publicBaseUrl}/oauth/token.`);
        await rejects(await assertionFor(jwtClient, { aud: `${server.config.publicBaseUrl}/oauth/token/` }));
        await rejects(await assertionFor(jwtClient, { aud: undefined }));
      });

      it('expired (beyond the clock skew)', async () => {
        await rejects(await assertionFor(jwtClient, { iat: nowSeconds() - 600, exp: nowSeconds() - 120 }), {}, 'The client assertion expired.');
      });

      it('no exp', async () => {
        await rejects(await assertionFor(jwtClient, { exp: undefined }));
      });

      it('exp more than 5 minutes away', async () => {
        await rejects(await assertionFor(jwtClient, { exp: nowSeconds() + 3600 }));
        await rejects(await assertionFor(jwtClient, { exp: nowSeconds() + 420 }));
      });

      it('iat in the future', async () => {
        await rejects(await assertionFor(jwtClient, { iat: nowSeconds() + 600, exp: nowSeconds() + 240 }));
      });

      it('nbf in the future', async () => {
        await rejects(await assertionFor(jwtClient, { nbf: nowSeconds() + 600 }));
      });

      it('alg none (unsigned, empty signature)', async () => {
        const id = jwtClient.client.clientId;
        const payload = { iss: id, sub: id, aud: `${server.config.publicBaseUrl}/oauth/token`, jti: randomUUID(), exp: nowSeconds() + 120, iat: nowSeconds() };
        await rejects(unsignedJwt(payload));
        await rejects(unsignedJwt(payload, { kid: jwtClient.key.kid }));
        await rejects(unsignedJwt(payload, { alg: 'NONE', kid: jwtClient.key.kid }));
      });

      it('HS256 signed with the public key bytes (key confusion: PEM and JWK JSON as the HMAC secret)', async () => {
        const id = jwtClient.client.clientId;
        const payload = () => ({ iss: id, sub: id, aud: `${server.config.publicBaseUrl}/oauth/token`, jti: randomUUID(), exp: nowSeconds() + 120, iat: nowSeconds() });
        const pem = publicPem(jwtClient.key.publicJwk);
        await rejects(hmacJwt(payload(), pem, { kid: jwtClient.key.kid }));
        await rejects(hmacJwt(payload(), JSON.stringify(jwtClient.key.publicJwk), { kid: jwtClient.key.kid }));
        await rejects(hmacJwt(payload(), JSON.stringify(jwtClient.key.jwks), { kid: jwtClient.key.kid }));
        // RSA keys are the classic target.
        const rsa = await assertionClient(server, { alg: 'RS256' });
        const rsaPayload = { ...payload(), iss: rsa.client.clientId, sub: rsa.client.clientId };
        await rejects(hmacJwt(rsaPayload, publicPem(rsa.key.publicJwk), { kid: rsa.key.kid }));
      });

      it('unknown kid (even when signed with the registered key)', async () => {
        await rejects(await signAssertion(server, jwtClient.client.clientId, { ...jwtClient.key, kid: 'no-such-kid' }));
      });

      it('signed with a key of ANOTHER client', async () => {
        const other = await assertionClient(server, { mode: 'live' });
        // Other's key, with its own kid and with the victim's kid.
        await rejects(await signAssertion(server, jwtClient.client.clientId, other.key));
        await rejects(await signAssertion(server, jwtClient.client.clientId, { ...other.key, kid: jwtClient.key.kid }));
      });

      it('signed with an unregistered key embedded in the header (jwk header injection)', async () => {
        const attacker = await assertionKeyPair('ES256');
        const id = jwtClient.client.clientId;
        const assertion = await new SignJWT({ iss: id, sub: id, aud: `${server.config.publicBaseUrl}/oauth/token`, jti: randomUUID(), exp: nowSeconds() + 120 })
          .setProtectedHeader({ alg: 'ES256', kid: jwtClient.key.kid, jwk: { kty: 'EC', crv: 'P-256', x: attacker.publicJwk.x as string, y: attacker.publicJwk.y as string } })
          .sign(attacker.privateKey);
        await rejects(assertion);
      });

      it('iss != sub', async () => {
        await rejects(await assertionFor(jwtClient, { iss: 'de_live_someoneelse' }));
        const other = await assertionClient(server);
        await rejects(await assertionFor(jwtClient, { iss: other.client.clientId }));
      });

      it('client_id form parameter that does not match the assertion', async () => {
        const other = await assertionClient(server);
        await rejects(await assertionFor(jwtClient), { client_id: other.client.clientId }, 'client_id does not match the client assertion.');
      });

      it('unknown client', async () => {
        await rejects(await signAssertion(server, 'de_live_doesnotexist', jwtClient.key), {}, 'Client authentication failed.');
      });

      it('a client_secret_basic client (it has no registered keys)', async () => {
        await rejects(await signAssertion(server, secretClient.clientId, jwtClient.key), {}, 'Client authentication failed.');
      });

      it('a tampered payload (the signature no longer matches)', async () => {
        const assertion = await assertionFor(jwtClient);
        const [h, p, s] = assertion.split('.');
        const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
        const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, exp: nowSeconds() + 200 })).toString('base64url')}.${s}`;
        await rejects(forged);
      });

      it('not a JWT', async () => {
        await rejects('eyJhbGciOiJFUzI1NiJ9.bm90IGpzb24.c2ln');
      });
    });
  });

  describe('disabled client', () => {
    it('gets invalid_client at the token endpoint, and its earlier token gets 401 on the next API request', async () => {
      const client = await createClient(server, { mode: 'test' });
      const token = await tokenFor(server, client);
      await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
      const out = await admin(server, ['disable-client', '--client', client.clientId]);
      expect(out).to.deep.equal({ clientId: client.clientId, disabled: true });
      await expectTokenError(await tokenRequest(server, grant, basic(client)), 401, 'invalid_client', { basicChallenge: true, description: 'Client authentication failed.' });
      await expectInvalidToken('listBatches', await listBatches(server, bearer(token)));
    });

    it('gets invalid_client for a valid assertion', async () => {
      const disabled = await assertionClient(server, { mode: 'live' });
      await admin(server, ['disable-client', '--client', disabled.client.clientId]);
      await expectTokenError(await assertionRequest(server, await assertionFor(disabled)), 401, 'invalid_client', { basicChallenge: false, description: 'Client authentication failed.' });
    });
  });
});
