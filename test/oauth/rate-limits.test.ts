/**
 * Rate limits: API requests per client (RATE_LIMIT_PER_MINUTE; 429 problem with Retry-After and
 * RateLimit-* headers), token requests and failed attempts per client or, for unknown clients, per IP
 * (TOKEN_RATE_LIMIT_PER_MINUTE; 429 temporarily_unavailable), and recovery once the window is over
 * (RATE_LIMIT_WINDOW_SECONDS shortens the one-minute window so that a test can watch it).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { assertionKeyPair, authenticated, basicAuth, createClient, signAssertion, tokenRequest, type TestClient } from '../helpers/auth.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import { Redis } from 'ioredis';
import { secondConnection, startTestServer, type TestServer } from '../helpers/server.js';
import { assertionClient, assertionRequest, bearer, expectAuthPassed, expectToken, expectTokenError, listBatches, type AssertionKey } from './support.js';

const grant = { grant_type: 'client_credentials' };
const basic = (c: TestClient) => basicAuth(c.clientId, c.clientSecret!);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An integer header value (RFC 9110 delay-seconds, RateLimit-* fields). */
function integerHeader(res: { headers: Headers }, name: string): number {
  const value = res.headers.get(name);
  expect(value, name).to.match(/^\d+$/);
  return Number(value);
}

/** Checks the API 429: problem rate-limited with Retry-After (1..window) and RateLimit-* headers. */
async function expectRateLimited(res: Response, limit: number, windowSeconds: number): Promise<CheckedResponse> {
  const checked = await expectResponse('listBatches', res);
  expect(checked.status, checked.text).to.equal(429);
  expect(checked.body.type).to.match(/\/errors\/rate-limited$/);
  expect(integerHeader(checked, 'retry-after')).to.be.within(1, windowSeconds);
  expect(integerHeader(checked, 'ratelimit-limit')).to.equal(limit);
  expect(integerHeader(checked, 'ratelimit-remaining')).to.equal(0);
  expect(integerHeader(checked, 'ratelimit-reset')).to.be.within(0, windowSeconds);
  return checked;
}

/** Checks the token endpoint 429: temporarily_unavailable with an integer Retry-After (1..window). */
async function expectTokenRateLimited(res: Response, windowSeconds: number): Promise<number> {
  const checked = await expectTokenError(res, 429, 'temporarily_unavailable', { description: /^Too many token requests; retry after \d+ seconds\.$/ });
  const retryAfter = integerHeader(checked, 'retry-after');
  expect(retryAfter).to.be.within(1, windowSeconds);
  expect(checked.body.error_description).to.equal(`Too many token requests; retry after ${retryAfter} seconds.`);
  return retryAfter;
}

describe('API rate limit (RATE_LIMIT_PER_MINUTE=3)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  after(async () => {
    await server?.close();
  });

  it('counts down RateLimit-Remaining, then answers the 4th request with 429, an integer Retry-After and RateLimit-* headers', async () => {
    const token = await (await assertionClient(server)).token();
    for (const remaining of [2, 1, 0]) {
      const res = await listBatches(server, bearer(token));
      expect(integerHeader(res, 'ratelimit-limit')).to.equal(3);
      expect(integerHeader(res, 'ratelimit-remaining')).to.equal(remaining);
      expect(integerHeader(res, 'ratelimit-reset')).to.be.within(0, 60);
      await expectAuthPassed('listBatches', res);
    }
    await expectRateLimited(await listBatches(server, bearer(token)), 3, 60);
    await expectRateLimited(await listBatches(server, bearer(token)), 3, 60);
  });

  it('limits per client: another client of the same organization is not affected, nor is a new token of the limited client', async () => {
    const limited = await assertionClient(server);
    const token = await limited.token();
    for (let i = 0; i < 3; i++) await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
    await expectRateLimited(await listBatches(server, bearer(token)), 3, 60);

    const sibling = await assertionClient(server, { orgId: limited.client.orgId });
    await expectAuthPassed('listBatches', await listBatches(server, bearer(await sibling.token())));
    // The limit is per client, not per token: a fresh token does not reset it.
    await expectRateLimited(await listBatches(server, bearer(await limited.token())), 3, 60);
  });

  it('limits the FHIR server with the same per-client budget (429 problem)', async () => {
    const token = await (await assertionClient(server, { mode: 'live' })).token();
    const metadata = () => fetch(`${server.url}/fhir/R4/metadata`, { headers: bearer(token) });
    for (let i = 0; i < 3; i++) await expectAuthPassed('getFhirCapabilityStatement', await metadata());
    const checked = await expectResponse('getFhirCapabilityStatement', await metadata());
    expect(checked.status).to.equal(429);
    expect(integerHeader(checked, 'retry-after')).to.be.within(1, 60);
  });
});

describe('token endpoint rate limit (TOKEN_RATE_LIMIT_PER_MINUTE=3)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  after(async () => {
    await server?.close();
  });

  it('a known client: failed attempts count, and the 4th request is 429 even with the right secret', async () => {
    const client = await createClient(server, { mode: 'test' });
    for (let i = 0; i < 3; i++) {
      await expectTokenError(await tokenRequest(server, grant, basicAuth(client.clientId, `wrong-${i}`)), 401, 'invalid_client', { basicChallenge: true });
    }
    await expectTokenRateLimited(await tokenRequest(server, grant, basic(client)), 60);
  });

  it('a known client: successful requests count too (a private_key_jwt client, limited by the client its assertion names)', async () => {
    const { client, key } = await assertionClient(server);
    for (let i = 0; i < 3; i++) await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
    await expectTokenRateLimited(await assertionRequest(server, await signAssertion(server, client.clientId, key)), 60);
  });

  it('unknown clients are limited by IP: the 4th unknown client ID from 127.0.0.1 is 429, and so is a request without credentials', async () => {
    const attacker = await assertionKeyPair('ES256');
    for (let i = 0; i < 3; i++) {
      const res = await assertionRequest(server, await signAssertion(server, `de_test_unknown${randomUUID().slice(0, 8)}`, attacker));
      await expectTokenError(res, 401, 'invalid_client');
    }
    await expectTokenRateLimited(await tokenRequest(server, grant, basicAuth(`de_test_unknown${randomUUID().slice(0, 8)}`, 'guess')), 60);
    await expectTokenRateLimited(await tokenRequest(server, grant), 60);
  });

  it('a known client keeps its own budget while its IP is limited for unknown clients', async () => {
    // Runs after the previous test: 127.0.0.1 is over the limit for unknown clients.
    await expectTokenRateLimited(await tokenRequest(server, grant), 60);
    const { client, key } = await assertionClient(server);
    await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
  });
});

describe('token endpoint failed attempts, per client and source address (TRUST_PROXY=true, TOKEN_RATE_LIMIT_PER_MINUTE=3)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  });
  after(async () => {
    await server?.close();
  });
  const from = (ip: string, authorization: string) =>
    fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization, 'x-forwarded-for': ip },
      body: new URLSearchParams(grant).toString(),
    });

  it('a stranger who knows a client ID is limited from its own address; the owner, elsewhere, still gets tokens', async () => {
    const client = await createClient(server, { mode: 'test' });
    for (let i = 0; i < 3; i++) await expectTokenError(await from('203.0.113.7', basicAuth(client.clientId, `guess-${i}`)), 401, 'invalid_client', { basicChallenge: true });
    await expectTokenRateLimited(await from('203.0.113.7', basicAuth(client.clientId, 'guess-4')), 60);
    // Even the right secret is refused from the stranger's address while it is limited...
    await expectTokenRateLimited(await from('203.0.113.7', basic(client)), 60);
    // ...but the owner, from its own address, is not locked out.
    await expectToken(await from('198.51.100.20', basic(client)));
  });

  it('unknown clients are limited per address: one address over its budget leaves another its own', async () => {
    const unknown = () => basicAuth(`de_test_unknown${randomUUID().slice(0, 8)}`, 'guess');
    for (let i = 0; i < 3; i++) await expectTokenError(await from('203.0.113.50', unknown()), 401, 'invalid_client', { basicChallenge: true });
    await expectTokenRateLimited(await from('203.0.113.50', unknown()), 60);
    await expectTokenError(await from('198.51.100.50', unknown()), 401, 'invalid_client', { basicChallenge: true });
  });
});

describe('rate limit recovery (RATE_LIMIT_WINDOW_SECONDS=2, both limits 2)', () => {
  let server: TestServer;
  let apiToken: string;
  let tokenClient: TestClient;
  let tokenClientKey: AssertionKey;
  let apiRetryAfter: number;
  let tokenRetryAfter: number;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2', TOKEN_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_WINDOW_SECONDS: '2' });
    // Exhaust both limits, then wait once for the later of the two Retry-After values.
    apiToken = await (await assertionClient(server)).token();
    for (let i = 0; i < 2; i++) await expectAuthPassed('listBatches', await listBatches(server, bearer(apiToken)));
    apiRetryAfter = integerHeader(await expectRateLimited(await listBatches(server, bearer(apiToken)), 2, 2), 'retry-after');

    ({ client: tokenClient, key: tokenClientKey } = await assertionClient(server));
    const assertion = () => signAssertion(server, tokenClient.clientId, tokenClientKey);
    for (let i = 0; i < 2; i++) await expectToken(await assertionRequest(server, await assertion()));
    tokenRetryAfter = await expectTokenRateLimited(await assertionRequest(server, await assertion()), 2);

    await sleep(Math.max(apiRetryAfter, tokenRetryAfter) * 1000 + 100);
  });
  after(async () => {
    await server?.close();
  });

  it('serves the API again after Retry-After seconds, with a fresh budget', async () => {
    const res = await listBatches(server, bearer(apiToken));
    expect(integerHeader(res, 'ratelimit-remaining')).to.equal(1);
    await expectAuthPassed('listBatches', res);
  });

  it('issues tokens again after Retry-After seconds', async () => {
    await expectToken(await assertionRequest(server, await signAssertion(server, tokenClient.clientId, tokenClientKey)));
  });
});

describe('API rate limit shared by two API processes (REDIS_URL, RATE_LIMIT_PER_MINUTE=4)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestServer;
  let second: TestServer;
  before(async function () {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const up = await probe.connect().then(
      () => probe.ping().then((p) => p === 'PONG'),
      () => false,
    );
    probe.disconnect();
    if (!up) {
      console.log(`      (skipped: no Redis answers at ${redisUrl})`);
      this.skip();
    }
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl };
    first = await startTestServer(env);
    // The second process: its own connection to the same database, the same issuer and key-encryption key.
    second = await startTestServer(
      { ...env, PUBLIC_BASE_URL: first.config.publicBaseUrl, ...(first.config.signingKeyEncryptionKey ? { SIGNING_KEY_ENCRYPTION_KEY: first.config.signingKeyEncryptionKey } : {}) },
      { database: await secondConnection(first.database) },
    );
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('getBatch: one client spread over two processes gets 4 requests in all, the 5th is 429 on either', async () => {
    const { headers } = await authenticated(first, 'test');
    const batch = (await expectResponse('createBatch', await fetch(`${first.url}/v1/data-engine/batches`, { method: 'POST', headers }))).body as { id: string };
    const get = (server: TestServer) => fetch(`${server.url}/v1/data-engine/batches/${batch.id}`, { headers });
    // createBatch took the first point; three more, alternating processes, two of them at once.
    const [a, b] = await Promise.all([get(second), get(first)]);
    const c = await get(second);
    const remaining = [a, b, c].map((r) => {
      expect(r.status).to.equal(200);
      return integerHeader(r, 'ratelimit-remaining');
    });
    expect(remaining.sort()).to.deep.equal([0, 1, 2]);
    for (const server of [first, second]) {
      const refused = await expectResponse('getBatch', await get(server));
      expect(refused.status, refused.text).to.equal(429);
      expect(refused.body.type).to.match(/\/errors\/rate-limited$/);
      expect(integerHeader(refused, 'retry-after')).to.be.within(1, 60);
    }
  });
});
