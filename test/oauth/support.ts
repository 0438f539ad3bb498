/**
 * Shared fixtures of the OAuth and access-control tests (test/oauth/*.test.ts): assertion clients,
 * token-endpoint error checks, "authentication passed" checks, and forged access tokens.
 */
import { createHmac, createPublicKey, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { decryptJwk, loadKek, type EncryptedJwk } from '../../server/oauth/key-encryption.js';
import type { OperationId } from '../../generated/operations.js';
import { AdminUsageError } from '../../server/admin.js';
import { validators } from '../../generated/validators.js';
import { assertionKeyPair, createClient, signAssertion, tokenRequest, type TestClient } from '../helpers/auth.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import type { TestServer } from '../helpers/server.js';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export type AssertionAlg = 'ES256' | 'ES384' | 'RS256' | 'RS384' | 'PS256';
export type AssertionKey = Awaited<ReturnType<typeof assertionKeyPair>>;

/** A temporary directory for JWK Set files (create-client --jwks), removed by `cleanup()`. */
export function jwksFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'data-engine-jwks-'));
  return {
    write(jwks: unknown): string {
      const file = join(dir, `${randomUUID()}.json`);
      writeFileSync(file, JSON.stringify(jwks));
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A private_key_jwt client (registered with the public half of a fresh key of `alg`), its key, and a
 * way to get tokens for it. Tests whose subject is not client_secret_basic use these clients: they
 * cost no scrypt hash (about 50-100 ms per secret hashed or checked).
 */
export async function assertionClient(
  server: TestServer,
  options: { alg?: AssertionAlg; mode?: 'test' | 'live'; scopes?: string; orgId?: string; orgArgs?: string[] } = {},
): Promise<{ client: TestClient; key: AssertionKey; token: (scope?: string) => Promise<string> }> {
  const key = await assertionKeyPair(options.alg ?? 'ES256');
  const files = jwksFiles();
  let client: TestClient;
  try {
    client = await createClient(server, {
      mode: options.mode ?? 'test',
      jwksFile: files.write(key.jwks),
      ...(options.scopes ? { scopes: options.scopes } : {}),
      ...(options.orgId ? { orgId: options.orgId } : {}),
      ...(options.orgArgs ? { orgArgs: options.orgArgs } : {}),
    });
  } finally {
    files.cleanup();
  }
  const token = async (scope?: string) => {
    const res = await assertionRequest(server, await signAssertion(server, client.clientId, key), scope ? { scope } : {});
    const body = (await res.json()) as { access_token?: string };
    if (res.status !== 200 || !body.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
    return body.access_token;
  };
  return { client, key, token };
}

/** POST /oauth/token with a client assertion (and `extra` form fields). */
export function assertionRequest(server: TestServer, assertion: string, extra: Record<string, string> = {}, authorization?: string): Promise<Response> {
  return tokenRequest(
    server,
    { grant_type: 'client_credentials', client_assertion_type: JWT_BEARER, client_assertion: assertion, ...extra },
    authorization,
  );
}

/**
 * Checks a token-endpoint error: declared in openapi.yaml, exact status and `error`, `Cache-Control:
 * no-store`. `basicChallenge` true: a `WWW-Authenticate: Basic` challenge is required (Basic was used,
 * or nothing was sent); false: there must be none (an assertion client is not asked for Basic);
 * undefined: none on 400 and 429, not checked on 401.
 */
export async function expectTokenError(
  res: Response,
  status: 400 | 401 | 429,
  error: string,
  options: { basicChallenge?: boolean; description?: string | RegExp } = {},
): Promise<CheckedResponse> {
  const checked = await expectResponse('createAccessToken', res);
  expect(checked.status, checked.text).to.equal(status);
  expect(checked.body.error, checked.text).to.equal(error);
  // What the client is told (error_description), when the test names it.
  if (typeof options.description === 'string') expect(checked.body.error_description, checked.text).to.equal(options.description);
  else if (options.description) expect(checked.body.error_description, checked.text).to.match(options.description);
  expect(checked.headers.get('cache-control')).to.equal('no-store');
  expect(checked.headers.get('content-type')).to.match(/^application\/json/);
  const challenge = checked.headers.get('www-authenticate');
  if (options.basicChallenge) expect(challenge).to.match(/^Basic realm="[^"]+"/);
  else if (options.basicChallenge === false || status !== 401) expect(challenge, 'no Basic challenge').to.equal(null);
  return checked;
}

/** Checks a 200 token response and returns it with the decoded access token. */
export async function expectToken(res: Response): Promise<{ body: { access_token: string; token_type: string; expires_in: number; scope: string }; claims: Record<string, unknown>; header: Record<string, unknown> }> {
  const checked = await expectResponse('createAccessToken', res);
  expect(checked.status, checked.text).to.equal(200);
  expect(checked.headers.get('cache-control')).to.equal('no-store');
  expect(checked.headers.get('pragma')).to.equal('no-cache');
  return {
    body: checked.body,
    claims: decodeJwt(checked.body.access_token) as Record<string, unknown>,
    header: decodeProtectedHeader(checked.body.access_token) as Record<string, unknown>,
  };
}

/**
 * Checks that authentication and authorization passed: the request reached the operation's handler,
 * whose real answer (200, or 404 for reads of random FHIR ids) must validate against openapi.yaml.
 */
export async function expectAuthPassed(operationId: OperationId, res: Response): Promise<void> {
  const checked = await expectResponse(operationId, res);
  expect([200, 404], `${operationId}: auth should have passed (${checked.text.slice(0, 300)})`).to.include(checked.status);
}

/**
 * Checks a 401 on the API: problem+json `unauthorized` with a Bearer invalid_token challenge, and,
 * when given, the reason the client is told (the problem detail).
 */
export async function expectInvalidToken(operationId: OperationId, res: Response, reason?: RegExp): Promise<CheckedResponse> {
  const checked = await expectResponse(operationId, res);
  expect(checked.status, checked.text).to.equal(401);
  expect(checked.body.type).to.match(/\/errors\/unauthorized$/);
  const challenge = checked.headers.get('www-authenticate') ?? '';
  expect(challenge).to.match(/^Bearer /);
  expect(challenge).to.contain('error="invalid_token"');
  if (reason) expect(checked.body.detail, checked.text).to.match(reason);
  return checked;
}

/** Checks a 401 for a request without Bearer credentials: a bare challenge, no error code (RFC 6750 §3.1). */
export async function expectAuthRequired(operationId: OperationId, res: Response): Promise<CheckedResponse> {
  const checked = await expectResponse(operationId, res);
  expect(checked.status, checked.text).to.equal(401);
  expect(checked.body.type).to.match(/\/errors\/unauthorized$/);
  expect(checked.headers.get('www-authenticate')).to.equal('Bearer realm="data-engine"');
  return checked;
}

/** Checks a 403 problem of type `slug` on the API. */
export async function expectForbidden(operationId: OperationId, res: Response, slug: string): Promise<CheckedResponse> {
  const checked = await expectResponse(operationId, res);
  expect(checked.status, checked.text).to.equal(403);
  expect(checked.body.type, checked.text).to.match(new RegExp(`/errors/${slug}$`));
  return checked;
}

/** GET /v1/data-engine/batches (listBatches, scope batches:read) with `headers`. */
export function listBatches(server: TestServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/v1/data-engine/batches`, { headers });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT with `alg: none` and an empty signature, built by hand (jose refuses to make one). */
export function unsignedJwt(payload: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  return `${b64url({ alg: 'none', ...header })}.${b64url(payload)}.`;
}

/** An HS256 JWT whose HMAC secret is `secret`, built by hand (the key-confusion attack). */
export function hmacJwt(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = {}): string {
  const input = `${b64url({ alg: 'HS256', typ: 'JWT', ...header })}.${b64url(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** The PEM (SPKI) of a public JWK: what a key-confusion attacker uses as the HMAC secret. */
export function publicPem(jwk: Record<string, unknown>): string {
  return createPublicKey({ key: jwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * The service's active token signing key, read from the test database (table signing_keys). Only the
 * forgery-vs-expiry fixtures use it: to show that the API checks expiry, issuer, audience and claims
 * (and not only the signature), a test needs tokens that carry a VALID signature of the service's own
 * key with one claim wrong. Nothing outside the database can produce such tokens, and the database
 * alone cannot either: the private key is decrypted with the key-encryption key of the test server.
 */
export async function serviceSigningKey(server: TestServer): Promise<{ kid: string; key: CryptoKey; publicJwk: Record<string, unknown> }> {
  const row = (await server.database.db('signing_keys').whereNull('retired_at').orderBy('created_at', 'desc').first()) as
    | { kid: string; private_jwk: string; public_jwk: string }
    | undefined;
  if (!row) throw new Error('no signing key yet: request a token first');
  return {
    kid: row.kid,
    key: (await importJWK(decryptJwk(JSON.parse(row.private_jwk) as EncryptedJwk, row.kid, loadKek(server.config)) as JWK, 'ES256')) as CryptoKey,
    publicJwk: JSON.parse(row.public_jwk) as Record<string, unknown>,
  };
}

/**
 * Re-signs the claims of a real access token with `key` (default: the service's key), after applying
 * `claims` (undefined deletes a claim) and `header` overrides.
 */
export async function reissue(
  server: TestServer,
  token: string,
  options: { claims?: Record<string, unknown>; header?: Record<string, unknown>; key?: { kid: string; key: CryptoKey } } = {},
): Promise<string> {
  const signer = options.key ?? (await serviceSigningKey(server));
  const payload: Record<string, unknown> = { ...decodeJwt(token), ...(options.claims ?? {}) };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  const header = { alg: 'ES256', kid: signer.kid, typ: 'at+jwt', ...(options.header ?? {}) };
  for (const [k, v] of Object.entries(header)) if (v === undefined) delete (header as Record<string, unknown>)[k];
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(signer.key);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Awaits an admin command that must fail with a usage error (stderr + exit 2 in the CLI) matching `message`. */
export async function expectAdminUsageError(run: Promise<unknown>, message: RegExp): Promise<void> {
  let error: unknown;
  try {
    await run;
  } catch (err) {
    error = err;
  }
  expect(error, 'the command should fail with a usage error').to.be.instanceOf(AdminUsageError);
  expect((error as Error).message).to.match(message);
}
