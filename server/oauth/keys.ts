/**
 * The service's token signing keys (ES256). Created on first start and kept in the database, so that
 * every process on one Postgres signs and verifies with the same keys; published at
 * /.well-known/jwks.json; rotated by `data-engine admin rotate-keys`, after which the previous key
 * stays published (and valid for verification) until every token it signed has expired.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { IdentityRepository, SigningKeyRecord } from '../domain/identity.js';

export const TOKEN_ALG = 'ES256';

/** A fresh ES256 key record. */
export async function newSigningKey(now: string): Promise<SigningKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALG };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALG, use: 'sig' };
  return { kid, alg: TOKEN_ALG, privateJwk, publicJwk, createdAt: now, retiredAt: null };
}

export interface SigningKey {
  readonly kid: string;
  readonly key: CryptoKey;
}

/**
 * Reads keys from the repository with a short cache. An unknown `kid` refreshes the cache at most
 * once a second, so a key created by another process is found without hammering the database.
 */
export class KeyStore {
  private signing: { key: SigningKey; at: number } | null = null;
  private verification = new Map<string, CryptoKey>();
  private verificationAt = 0;

  constructor(
    private readonly repo: IdentityRepository,
    /** Retired keys stay valid this long (the token lifetime). */
    private readonly tokenTtlSeconds: number,
    private readonly cacheMs = 5_000,
  ) {}

  /** The key to sign new tokens with (creating the first one when there is none). */
  async signingKey(now = new Date()): Promise<SigningKey> {
    if (this.signing && now.getTime() - this.signing.at < this.cacheMs) return this.signing.key;
    const record = await this.repo.ensureActiveSigningKey(() => newSigningKey(now.toISOString()));
    const key = { kid: record.kid, key: (await importJWK(record.privateJwk as JWK, record.alg)) as CryptoKey };
    this.signing = { key, at: now.getTime() };
    // A process accepts every token it signs: its signing key verifies at once, even when the
    // verification cache was refreshed (and its unknown-kid refresh throttled) before the key existed.
    this.verification.set(record.kid, (await importJWK(record.publicJwk as JWK, record.alg)) as CryptoKey);
    return key;
  }

  /** Public JWKs of every key that may verify a live token. */
  async publicJwks(now = new Date()): Promise<({ kty: string } & Record<string, unknown>)[]> {
    await this.signingKey(now);
    const records = await this.repo.listVerificationKeys(this.retiredAfter(now));
    return records.map((r) => ({ kty: String(r.publicJwk.kty), ...r.publicJwk }));
  }

  /** The verification key for `kid`, or null when there is none (unknown, or retired too long ago). */
  async verificationKey(kid: string, now = new Date()): Promise<CryptoKey | null> {
    const fresh = now.getTime() - this.verificationAt < this.cacheMs;
    if (fresh && this.verification.has(kid)) return this.verification.get(kid)!;
    if (fresh && now.getTime() - this.verificationAt < 1_000) return null;
    const records = await this.repo.listVerificationKeys(this.retiredAfter(now));
    const next = new Map<string, CryptoKey>();
    for (const r of records) next.set(r.kid, (await importJWK(r.publicJwk as JWK, r.alg)) as CryptoKey);
    this.verification = next;
    this.verificationAt = now.getTime();
    return next.get(kid) ?? null;
  }

  /** Retires the active key and starts signing with a new one; returns the new kid. */
  async rotate(now = new Date()): Promise<{ kid: string; retired: string[] }> {
    const before = (await this.repo.listVerificationKeys(now.toISOString())).filter((k) => k.retiredAt === null).map((k) => k.kid);
    const next = await newSigningKey(now.toISOString());
    await this.repo.rotateSigningKey(next, now.toISOString());
    this.signing = null;
    this.verificationAt = 0;
    return { kid: next.kid, retired: before };
  }

  /** Until when keys retired at `retiredAt` keep verifying tokens (and stay published). */
  retiredKeysValidUntil(retiredAt: Date): Date {
    return new Date(retiredAt.getTime() + this.retentionMs());
  }

  private retiredAfter(now: Date): string {
    return new Date(now.getTime() - this.retentionMs()).toISOString();
  }

  /** The token lifetime, plus one minute that covers clock skew between processes. */
  private retentionMs(): number {
    return (this.tokenTtlSeconds + 60) * 1000;
  }
}
