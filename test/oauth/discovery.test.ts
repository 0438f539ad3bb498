/**
 * Discovery documents: RFC 8414 authorization server metadata, the SMART configuration and the JWKS.
 * They must describe exactly what the token endpoint does: every advertised authentication method and
 * assertion algorithm is exercised here against the real endpoint. The server runs with a
 * PUBLIC_BASE_URL different from its loopback address, as behind a reverse proxy.
 */
import { expect } from 'chai';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { basicAuth, createClient, signAssertion, tokenRequest } from '../helpers/auth.js';
import { expectResponse } from '../helpers/contract.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { assertionClient, assertionRequest, expectToken, expectTokenError, type AssertionAlg } from './support.js';

const PUBLIC_BASE_URL = 'https://data-engine.test.example';

describe('discovery: /.well-known/oauth-authorization-server, SMART configuration, JWKS', () => {
  let server: TestServer;
  let metadata: Record<string, any>;
  let smart: Record<string, any>;

  before(async () => {
    server = await startTestServer({ PUBLIC_BASE_URL });
    const m = await expectResponse('getAuthorizationServerMetadata', await fetch(`${server.url}/.well-known/oauth-authorization-server`));
    expect(m.status).to.equal(200);
    metadata = m.body;
    const s = await expectResponse('getSmartConfiguration', await fetch(`${server.url}/fhir/R4/.well-known/smart-configuration`));
    expect(s.status).to.equal(200);
    smart = s.body;
  });
  after(async () => {
    await server?.close();
  });

  /** The loopback URL that serves a URL advertised under PUBLIC_BASE_URL. */
  const local = (advertised: string) => `${server.url}${new URL(advertised).pathname}`;

  it('getAuthorizationServerMetadata: issuer is PUBLIC_BASE_URL, with its token endpoint and JWKS URI', async () => {
    expect(metadata).to.include({
      issuer: PUBLIC_BASE_URL,
      token_endpoint: `${PUBLIC_BASE_URL}/oauth/token`,
      jwks_uri: `${PUBLIC_BASE_URL}/.well-known/jwks.json`,
    });
    expect(metadata.grant_types_supported).to.deep.equal(['client_credentials']);
    expect(metadata.response_types_supported).to.deep.equal([]);
  });

  it('getSmartConfiguration: the same issuer, token endpoint and JWKS URI; SMART Backend Services capabilities', async () => {
    expect(smart).to.include({ issuer: metadata.issuer, token_endpoint: metadata.token_endpoint, jwks_uri: metadata.jwks_uri });
    expect(smart.grant_types_supported).to.deep.equal(['client_credentials']);
    expect(smart.capabilities).to.include.members(['client-confidential-asymmetric', 'permission-v1', 'permission-v2']);
    // SMART Backend Services: servers SHALL support RS384 and ES384 client assertions.
    expect(smart.token_endpoint_auth_signing_alg_values_supported).to.include.members(['RS384', 'ES384']);
    for (const field of ['token_endpoint_auth_methods_supported', 'token_endpoint_auth_signing_alg_values_supported', 'scopes_supported']) {
      expect(smart[field], field).to.have.members(metadata[field]);
    }
  });

  it('are public and cacheable', async () => {
    const documents = [
      ['getAuthorizationServerMetadata', '/.well-known/oauth-authorization-server'],
      ['getSmartConfiguration', '/fhir/R4/.well-known/smart-configuration'],
      ['getJwks', '/.well-known/jwks.json'],
    ] as const;
    for (const [operationId, path] of documents) {
      const res = await expectResponse(operationId, await fetch(`${server.url}${path}`));
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('cache-control'), path).to.match(/^public, max-age=\d+$/);
    }
  });

  it('token_endpoint_auth_methods_supported lists exactly the methods the endpoint accepts', async () => {
    expect(metadata.token_endpoint_auth_methods_supported).to.have.members(['client_secret_basic', 'private_key_jwt']);
    const secret = await createClient(server, { mode: 'test' });
    await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(secret.clientId, secret.clientSecret!)));
    const { client, key } = await assertionClient(server);
    await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
    // client_secret_post is not advertised and not accepted.
    const post = await tokenRequest(server, { grant_type: 'client_credentials', client_id: secret.clientId, client_secret: secret.clientSecret! });
    await expectTokenError(post, 401, 'invalid_client');
  });

  it('every algorithm of token_endpoint_auth_signing_alg_values_supported is accepted in a real client assertion', async () => {
    const algs = metadata.token_endpoint_auth_signing_alg_values_supported as AssertionAlg[];
    expect(algs).to.not.be.empty;
    expect(algs).to.not.include.members(['none', 'HS256', 'HS384', 'HS512']);
    for (const alg of algs) {
      const { client, key } = await assertionClient(server, { alg });
      const { header, claims } = await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
      expect(claims.sub, alg).to.equal(client.clientId);
      expect(header.alg).to.equal('ES256');
    }
  });

  it('identifies the service by PUBLIC_BASE_URL: token iss, and the assertion aud (not the address it listens on)', async () => {
    const { client, key } = await assertionClient(server);
    const { claims } = await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
    expect(claims).to.include({ iss: PUBLIC_BASE_URL, aud: PUBLIC_BASE_URL });
    const loopbackAud = await signAssertion(server, client.clientId, key, { aud: `${server.url}/oauth/token` });
    await expectTokenError(await assertionRequest(server, loopbackAud), 401, 'invalid_client');
  });

  it('a relying party can verify an access token from the discovery documents alone (issuer + jwks_uri)', async () => {
    const secret = await createClient(server, { mode: 'test' });
    const { body } = await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(secret.clientId, secret.clientSecret!)));
    const jwks = await expectResponse('getJwks', await fetch(local(metadata.jwks_uri)));
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(jwks.body), {
      issuer: metadata.issuer,
      audience: metadata.issuer,
      algorithms: ['ES256'],
      typ: 'at+jwt',
    });
    expect(protectedHeader.kid).to.be.a('string');
    expect(payload.sub).to.equal(secret.clientId);
  });

  it('every advertised scope can be requested by a live client with the default scopes', async () => {
    const scopes = metadata.scopes_supported as string[];
    expect(scopes).to.include.members(['batches:read', 'batches:write', 'system/*.rs', 'system/*.read', 'system/Condition.rs', 'system/Patient.read']);
    const client = await createClient(server, { mode: 'live' });
    const { body } = await expectToken(await tokenRequest(server, { grant_type: 'client_credentials', scope: scopes.join(' ') }, basicAuth(client.clientId, client.clientSecret!)));
    expect(body.scope.split(' ')).to.have.members(scopes);
  });

  it('the advertised token endpoint refuses other grant types (grant_types_supported)', async () => {
    const secret = await createClient(server, { mode: 'test' });
    await expectTokenError(await fetch(local(metadata.token_endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(secret.clientId, secret.clientSecret!) },
      body: 'grant_type=password&username=a&password=b',
    }), 400, 'unsupported_grant_type');
  });
});
