/**
 * Provisioning and tokens for tests, through the public surfaces: organizations and clients are
 * created with the `admin` command (in-process, the same code as `npx data-engine admin`), and tokens
 * come from POST /oauth/token.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { runAdmin } from '../../server/admin.js';
import { createServices, type Services } from '../../server/services.js';
import type { TestServer } from './server.js';

const servicesByServer = new WeakMap<TestServer, Promise<Services>>();

function services(server: TestServer): Promise<Services> {
  let s = servicesByServer.get(server);
  if (!s) {
    s = createServices(server.config, server.database.db);
    servicesByServer.set(server, s);
  }
  return s;
}

/** Runs `data-engine admin <args>` against the test server's database. */
export async function admin(server: TestServer, args: string[]): Promise<any> {
  const s = await services(server);
  return runAdmin(args, { config: server.config, identity: s.identity, keys: s.keys, batches: s.batchRepository, audit: s.audit });
}

export interface TestClient {
  readonly orgId: string;
  readonly clientId: string;
  readonly clientSecret?: string;
  readonly scopes: string[];
}

/** Creates an organization and a client in it (secret client unless `jwks` is given). */
export async function createClient(
  server: TestServer,
  options: { mode?: 'test' | 'live'; scopes?: string; orgArgs?: string[]; orgId?: string; jwksFile?: string } = {},
): Promise<TestClient> {
  const orgId = options.orgId ?? (await admin(server, ['create-org', '--name', `org-${randomUUID().slice(0, 8)}`, ...(options.orgArgs ?? [])])).id;
  const args = ['create-client', '--org', orgId, '--mode', options.mode ?? 'test'];
  if (options.scopes) args.push('--scopes', options.scopes);
  if (options.jwksFile) args.push('--jwks', options.jwksFile);
  const c = await admin(server, args);
  return { orgId, clientId: c.clientId, clientSecret: c.clientSecret, scopes: c.scopes };
}

export function basicAuth(id: string, secret: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(id)}:${enc(secret)}`).toString('base64')}`;
}

/** POST /oauth/token with a form and optional Authorization header. */
export function tokenRequest(server: TestServer, form: Record<string, string>, authorization?: string): Promise<Response> {
  return fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(form).toString(),
  });
}

/** A token for a secret client (client_secret_basic). */
export async function tokenFor(server: TestServer, client: TestClient, scope?: string): Promise<string> {
  const res = await tokenRequest(server, { grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, basicAuth(client.clientId, client.clientSecret!));
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A fresh organization with a client of `mode`, and a token for it. */
export async function authenticated(server: TestServer, mode: 'test' | 'live' = 'test', scope?: string): Promise<{ client: TestClient; token: string; headers: Record<string, string> }> {
  const client = await createClient(server, { mode, ...(mode === 'live' ? { orgArgs: ['--live-processing'] } : {}) });
  const token = await tokenFor(server, client, scope);
  return { client, token, headers: { authorization: `Bearer ${token}` } };
}

/** An asymmetric key pair for private_key_jwt tests, with its public JWK Set. */
export async function assertionKeyPair(alg: 'ES256' | 'ES384' | 'RS256' | 'RS384' | 'PS256' = 'ES256', kid = randomUUID()) {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { privateKey, publicKey, publicJwk, kid, alg, jwks: { keys: [publicJwk] } };
}

/** Signs a client assertion for `clientId` with `privateKey`; `claims` override the defaults. */
export async function signAssertion(
  server: TestServer,
  clientId: string,
  key: { privateKey: CryptoKey; kid: string; alg: string },
  claims: Record<string, unknown> = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: clientId, sub: clientId, aud: `${server.config.publicBaseUrl}/oauth/token`, jti: randomUUID(), exp: now + 120, iat: now, ...claims };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete (payload as Record<string, unknown>)[k];
  return new SignJWT(payload).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}
