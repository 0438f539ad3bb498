/**
 * Client secrets: generated with 256 bits of randomness, stored only as a slow salted scrypt hash,
 * and compared in constant time.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

// N=2^15, r=8, p=1: about 30-50 ms and 32 MiB per hash on the reference machine.
const N = 32768;
const r = 8;
const p = 1;
const KEYLEN = 32;

/** A new client secret (base64url, 43 characters). */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(secret, salt, KEYLEN, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `secret` matches `stored`; constant time in the secret. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(secret, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random secret, for comparing against when the client is unknown (equal timing). */
export const dummySecretHash = hashSecret(newClientSecret());
