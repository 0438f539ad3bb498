/**
 * Access tokens: JWTs signed by the service (RFC 9068 profile, `typ` at+jwt, ES256 with `kid`),
 * verified with an algorithm allow-list, the issuer and the expiry (RFC 8725).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { ClientMode } from '../domain/identity.js';
import { TOKEN_ALG, type KeyStore } from './keys.js';

export interface AccessTokenClaims {
  readonly clientId: string;
  readonly organizationId: string;
  readonly mode: ClientMode;
  readonly scopes: readonly string[];
  readonly jti: string;
  readonly expiresAt: number;
}

/** Why a presented token was refused (rendered as 401 invalid_token). */
export class InvalidTokenError extends Error {}

/** Tokens verified lately, kept so that a client's next requests skip the signature check. */
const VERIFIED_CACHE_SIZE = 10_000;

export class AccessTokens {
  /**
   * Claims of tokens whose signature verified, by token text (least recently used first). A
   * signature cannot stop verifying, so what is re-checked on a hit is only what can change: the
   * expiry and that the signing key may still verify (the key store's own short cache).
   */
  private readonly verified = new Map<string, { kid: string; claims: AccessTokenClaims }>();

  constructor(
    private readonly keys: KeyStore,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {}

  /** Issues a token; returns it with its lifetime in seconds. */
  async issue(input: { clientId: string; organizationId: string; mode: ClientMode; scopes: readonly string[] }, now = new Date()): Promise<{ token: string; expiresIn: number }> {
    const { kid, key } = await this.keys.signingKey(now);
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({
      client_id: input.clientId,
      org: input.organizationId,
      mode: input.mode,
      scope: input.scopes.join(' '),
    })
      .setProtectedHeader({ alg: TOKEN_ALG, kid, typ: 'at+jwt' })
      .setIssuer(this.issuer)
      .setSubject(input.clientId)
      .setAudience(this.issuer)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Verifies a token and returns its claims; throws InvalidTokenError with a reason safe to show. */
  async verify(token: string, now = new Date()): Promise<AccessTokenClaims> {
    const hit = this.verified.get(token);
    if (hit) {
      this.verified.delete(token);
      if (Math.floor(now.getTime() / 1000) >= hit.claims.expiresAt) throw new InvalidTokenError('The access token expired.');
      if (!(await this.keys.verificationKey(hit.kid, now))) throw new InvalidTokenError('The access token was not signed by this service.');
      this.verified.set(token, hit);
      return hit.claims;
    }
    const claims = await this.verifySignature(token, now);
    if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims.claims;
  }

  private async verifySignature(token: string, now: Date): Promise<{ kid: string; claims: AccessTokenClaims }> {
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== TOKEN_ALG) throw new InvalidTokenError('The access token is not signed with an accepted algorithm.');
      kid = header.kid;
    } catch (err) {
      if (err instanceof InvalidTokenError) throw err;
      throw new InvalidTokenError('The access token is malformed.');
    }
    const key = kid ? await this.keys.verificationKey(kid, now) : null;
    if (!key) throw new InvalidTokenError('The access token was not signed by this service.');
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [TOKEN_ALG],
        issuer: this.issuer,
        audience: this.issuer,
        typ: 'at+jwt',
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      const mode = payload.mode;
      if ((mode !== 'live' && mode !== 'test') || typeof payload.org !== 'string' || typeof payload.scope !== 'string') {
        throw new InvalidTokenError('The access token is missing required claims.');
      }
      const claims: AccessTokenClaims = {
        clientId: payload.sub!,
        organizationId: payload.org,
        mode,
        scopes: payload.scope.split(' ').filter(Boolean),
        jti: payload.jti!,
        expiresAt: payload.exp!,
      };
      return { kid: kid!, claims };
    } catch (err) {
      if (err instanceof InvalidTokenError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new InvalidTokenError('The access token expired.');
      throw new InvalidTokenError('The access token is invalid.');
    }
  }
}
