/**
 * The service's token signing keys (ES256). Created on first start and kept in the database, so that
 * every process on one Postgres signs and verifies with the same keys; the private half is stored
 * encrypted under a key-encryption key that is not in the database (key-encryption.ts). Published at
 * /.well-known/jwks.json; rotated by `data-engine admin rotate-keys`: the new key is published at once
 * but signs only once every cached copy of the JWKS (max-age) has expired, so that an outside verifier
 * never meets a kid it has not seen; the previous key keeps signing until then and stays published
 * (and valid for verification) until every token it signed has expired.
 */
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { IdentityRepository, SigningKeyRecord } from '../domain/identity.js';
import { log } from '../log.js';
import { decryptJwk, encryptJwk, isEncryptedJwk } from './key-encryption.js';

export const TOKEN_ALG = 'ES256';

/** A fresh ES256 key record whose private JWK is encrypted under `kek`. */
export async function newSigningKey(now: string, kek: Buffer): Promise<SigningKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = encryptJwk({ ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALG }, kid, kek) as unknown as Record<string, unknown>;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALG, use: 'sig' };
  return { kid, alg: TOKEN_ALG, privateJwk, publicJwk, createdAt: now, retiredAt: null };
}

export interface KeyStoreOptions {
  /** The key-encryption key of the private JWKs (read on first use: commands that sign nothing need none). */
  readonly kek: Buffer | (() => Buffer);
  /** Seconds a new key is published before it signs (the JWKS Cache-Control max-age). */
  readonly publishSeconds: number;
  readonly cacheMs?: number;
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

  private readonly kekSource: Buffer | (() => Buffer);
  private kekValue: Buffer | null = null;
  private readonly publishMs: number;
  private readonly cacheMs: number;
  private warnedPlaintext = false;

  constructor(
    private readonly repo: IdentityRepository,
    /** Retired keys stay valid this long (the token lifetime). */
    private readonly tokenTtlSeconds: number,
    options: KeyStoreOptions,
  ) {
    this.kekSource = options.kek;
    this.publishMs = options.publishSeconds * 1000;
    this.cacheMs = options.cacheMs ?? 5_000;
  }

  private get kek(): Buffer {
    this.kekValue ??= typeof this.kekSource === 'function' ? this.kekSource() : this.kekSource;
    return this.kekValue;
  }

  private privateJwk(record: SigningKeyRecord): JWK {
    if (isEncryptedJwk(record.privateJwk)) return decryptJwk(record.privateJwk, record.kid, this.kek) as JWK;
    // A key stored before encryption at rest: still usable; `admin rotate-keys` replaces it.
    if (!this.warnedPlaintext) {
      this.warnedPlaintext = true;
      log('warn', 'a signing key is stored unencrypted; run "data-engine admin rotate-keys" to replace it', { kid: record.kid });
    }
    return record.privateJwk as JWK;
  }

  /**
   * The key to sign new tokens with (creating the first one when there is none): the newest key that
   * has been published for the JWKS max-age, or while none has, the one published longest (so the
   * very first key signs at once: no JWKS was cached before it existed).
   */
  async signingKey(now = new Date()): Promise<SigningKey> {
    if (this.signing && now.getTime() - this.signing.at < this.cacheMs) return this.signing.key;
    const newest = await this.repo.ensureActiveSigningKey(() => newSigningKey(now.toISOString(), this.kek));
    const keys = (await this.repo.listVerificationKeys(this.retiredAfter(now))).sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.kid.localeCompare(b.kid),
    );
    // The newest key published for the max-age; while none is, the one published longest.
    const record = keys.find((k) => Date.parse(k.createdAt) + this.publishMs <= now.getTime()) ?? keys[keys.length - 1] ?? newest;
    const key = { kid: record.kid, key: (await importJWK(this.privateJwk(record), record.alg)) as CryptoKey };
    this.signing = { key, at: now.getTime() };
    // A process accepts every token it signs: its signing key verifies at once, even when the
    // verification cache was refreshed (and its unknown-kid refresh throttled) before the key existed.
    this.verification.set(record.kid, (await importJWK(record.publicJwk as JWK, record.alg)) as CryptoKey);
    return key;
  }

  /**
   * Encrypts every private key still stored in clear (written before encryption at rest) under the
   * key-encryption key, in place (compare-and-set on the stored text); returns how many. `serve`
   * runs it at start, so a database dump taken after one start holds no usable private key.
   */
  async encryptStoredKeys(): Promise<number> {
    let n = 0;
    for (const record of await this.repo.listVerificationKeys('')) {
      if (isEncryptedJwk(record.privateJwk)) continue;
      const encrypted = encryptJwk(record.privateJwk, record.kid, this.kek) as unknown as Record<string, unknown>;
      if (await this.repo.replaceSigningPrivateJwk(record.kid, record.privateJwk, encrypted)) n++;
    }
    return n;
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

  /**
   * Publishes a new key and retires the active one; the new key signs from `signsFrom` (the JWKS
   * max-age later), the retired one until then. Returns the new kid.
   */
  async rotate(now = new Date()): Promise<{ kid: string; retired: string[]; signsFrom: Date }> {
    const before = (await this.repo.listVerificationKeys(now.toISOString())).filter((k) => k.retiredAt === null).map((k) => k.kid);
    const next = await newSigningKey(now.toISOString(), this.kek);
    await this.repo.rotateSigningKey(next, now.toISOString());
    this.signing = null;
    this.verificationAt = 0;
    return { kid: next.kid, retired: before, signsFrom: new Date(now.getTime() + this.publishMs) };
  }

  /** Until when keys retired at `retiredAt` keep verifying tokens (and stay published). */
  retiredKeysValidUntil(retiredAt: Date): Date {
    return new Date(retiredAt.getTime() + this.retentionMs());
  }

  private retiredAfter(now: Date): string {
    return new Date(now.getTime() - this.retentionMs()).toISOString();
  }

  /**
   * A retired key may sign until the new key has been published for the JWKS max-age; then its
   * tokens live for the token lifetime; plus one minute that covers clock skew between processes.
   */
  private retentionMs(): number {
    return this.publishMs + (this.tokenTtlSeconds + 60) * 1000;
  }
}
