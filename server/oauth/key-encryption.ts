/**
 * Encryption at rest of the service's private signing keys: AES-256-GCM under a key-encryption key
 * (KEK) that never enters the database, so that a database dump alone cannot forge access tokens.
 * The KEK is SIGNING_KEY_ENCRYPTION_KEY (32 bytes, base64 or base64url); with the embedded SQLite
 * default and no variable set, it is generated once and kept next to the database file
 * (`signing-key-encryption.key`, mode 0600). PostgreSQL deployments must set the variable.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';

/** A stored private JWK, encrypted. `kek` names the KEK (a hash prefix) so that a wrong KEK is reported as such. */
export interface EncryptedJwk {
  readonly enc: 'A256GCM';
  readonly kek: string;
  readonly iv: string;
  readonly tag: string;
  readonly ct: string;
}

export const KEK_FILE = 'signing-key-encryption.key';

/** Decodes a KEK written as base64 or base64url; null when it is not exactly 32 bytes. */
export function parseKek(raw: string): Buffer | null {
  const text = raw.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The KEK for `config` (reading, or for the embedded SQLite default creating, the key file). */
export function loadKek(config: Pick<Config, 'databaseUrl' | 'signingKeyEncryptionKey'>): Buffer {
  if (config.signingKeyEncryptionKey !== null) return parseKek(config.signingKeyEncryptionKey)!;
  if (!config.databaseUrl.startsWith('sqlite:')) {
    throw new ConfigError('SIGNING_KEY_ENCRYPTION_KEY is required with a PostgreSQL DATABASE_URL (32 random bytes, base64: openssl rand -base64 32)');
  }
  const path = config.databaseUrl.slice('sqlite:'.length) || './data/data-engine.sqlite';
  // An in-memory database keeps no keys beyond the process: a process-local KEK is enough.
  if (path === ':memory:') return randomBytes(32);
  const file = join(dirname(resolve(path)), KEK_FILE);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process created it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const kek = parseKek(readFileSync(file, 'utf8'));
  if (!kek) throw new ConfigError(`${file} does not hold a 32-byte base64 key; restore it, or remove it together with the database`);
  return kek;
}

function kekId(kek: Buffer): string {
  return createHash('sha256').update(kek).digest('base64url').slice(0, 8);
}

/** Encrypts a private JWK; `kid` is bound as additional data, so a ciphertext cannot be moved to another key row. */
export function encryptJwk(jwk: Record<string, unknown>, kid: string, kek: Buffer): EncryptedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(kid));
  const ct = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return { enc: 'A256GCM', kek: kekId(kek), iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), ct: ct.toString('base64url') };
}

export function isEncryptedJwk(value: Record<string, unknown>): value is Record<string, unknown> & EncryptedJwk {
  return value.enc === 'A256GCM' && typeof value.ct === 'string' && typeof value.iv === 'string' && typeof value.tag === 'string';
}

/** A KEK that does not open the stored keys: the process cannot sign, which an operator must fix. */
export class WrongKekError extends Error {}

/** Decrypts a stored private JWK. */
export function decryptJwk(stored: EncryptedJwk, kid: string, kek: Buffer): Record<string, unknown> {
  if (stored.kek !== kekId(kek)) {
    throw new WrongKekError(`signing key ${kid} was encrypted with another SIGNING_KEY_ENCRYPTION_KEY (key id ${stored.kek}, configured ${kekId(kek)})`);
  }
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(stored.iv, 'base64url'));
  decipher.setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
  try {
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(stored.ct, 'base64url')), decipher.final()]).toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new WrongKekError(`signing key ${kid} could not be decrypted (its ciphertext is damaged)`);
  }
}
