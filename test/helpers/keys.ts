/**
 * Signing keys as an earlier version stored them: the private JWK in clear (before encryption at
 * rest). Written straight into `signing_keys`, since the service itself no longer writes them so.
 */
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../../server/storage/db.js';

/** Inserts an active ES256 signing key `kid` stored in clear, created at `createdAt`; returns its private JWK. */
export async function insertClearSigningKey(db: Db, kid: string, createdAt: Date): Promise<Record<string, unknown>> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
  await db('signing_keys').insert({
    kid,
    alg: 'ES256',
    private_jwk: JSON.stringify(privateJwk),
    public_jwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }),
    created_at: createdAt.toISOString(),
    retired_at: null,
  });
  return privateJwk;
}
