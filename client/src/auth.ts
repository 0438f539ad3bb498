/**
 * Access tokens for the client credentials grant (RFC 6749 §4.4) with `client_secret_basic`
 * (§2.3.1) or `private_key_jwt` (RFC 7523 §2.2, SMART Backend Services). Tokens are fetched on first
 * use, cached, refreshed shortly before `expires_in` runs out, and fetched once for any number of
 * concurrent callers.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type JWK, type CryptoKey, type KeyObject } from 'jose';
import type { components } from './generated/openapi.js';
import { ProblemError } from './errors.js';
import type { TokenSource, Transport } from './transport.js';

type TokenRequest = components['schemas']['TokenRequest'];
type TokenResponse = components['schemas']['TokenResponse'];

/** Assertion signing algorithms the service accepts. */
export type AssertionAlgorithm = 'ES256' | 'ES384' | 'RS256' | 'RS384' | 'PS256';

export type Credentials =
  | { clientId: string; clientSecret: string }
  | { clientId: string; privateKey: JWK | CryptoKey | KeyObject; keyId?: string | undefined; algorithm?: AssertionAlgorithm | undefined };

/** RFC 6749 Appendix B: each part is form-urlencoded before Basic encoding. */
function basic(id: string, secret: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${enc(id)}:${enc(secret)}`).toString('base64')}`;
}

export class TokenManager implements TokenSource {
  private token: { value: string; refreshAt: number } | undefined;
  private inflight: Promise<string> | undefined;
  private key: Promise<CryptoKey | KeyObject | Uint8Array> | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly credentials: Credentials,
    private readonly transport: Transport,
    private readonly scope: string | undefined,
  ) {}

  get(signal?: AbortSignal): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return Promise.resolve(this.token.value);
    // One token request for every caller that arrives while it is in flight.
    this.inflight ??= this.fetchToken(signal).finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  invalidate(token: string): void {
    if (this.token?.value === token) this.token = undefined;
  }

  private async fetchToken(signal?: AbortSignal): Promise<string> {
    const form: TokenRequest = { grant_type: 'client_credentials', ...(this.scope ? { scope: this.scope } : {}) };
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
    const c = this.credentials;
    if ('clientSecret' in c) headers.set('authorization', basic(c.clientId, c.clientSecret));
    else {
      form.client_assertion_type = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
      form.client_assertion = await this.assertion(c);
    }
    const body = new URLSearchParams(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string')).toString();
    const request = new Request(`${this.baseUrl}/oauth/token`, { method: 'POST', headers, body });
    const started = Date.now();
    const response = await this.transport.send(request, { signal });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    if (!response.ok) throw new ProblemError(response.status, parsed, response.headers);
    const t = parsed as TokenResponse;
    const lifetimeMs = t.expires_in * 1000;
    // Refresh a minute early (or at 90% of a short lifetime) so that no request carries a token about to expire.
    this.token = { value: t.access_token, refreshAt: started + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
    return t.access_token;
  }

  /** A fresh RFC 7523 client assertion: `iss` = `sub` = client ID, `aud` the token endpoint, a new `jti` every time. */
  private async assertion(c: Extract<Credentials, { privateKey: unknown }>): Promise<string> {
    const jwk = isJwk(c.privateKey) ? c.privateKey : undefined;
    const alg = c.algorithm ?? (jwk?.alg as AssertionAlgorithm | undefined) ?? 'ES256';
    const kid = c.keyId ?? jwk?.kid;
    this.key ??= jwk ? importJWK(jwk, alg) : Promise.resolve(c.privateKey as CryptoKey | KeyObject);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) })
      .setIssuer(c.clientId)
      .setSubject(c.clientId)
      .setAudience(`${this.baseUrl}/oauth/token`)
      .setIssuedAt(now)
      .setExpirationTime(now + 120)
      .sign(await this.key);
  }
}

function isJwk(key: unknown): key is JWK {
  return typeof key === 'object' && key !== null && typeof (key as { kty?: unknown }).kty === 'string';
}
