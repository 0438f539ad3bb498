/**
 * private_key_jwt client assertions (RFC 7523 §3, RFC 7521 §4.2; SMART Backend Services), checked
 * in a fixed order: algorithm allow-list first, then the signature against the client's registered
 * JWK Set, and only then the claims (iss, sub, aud, exp, iat, jti) of the verified payload.
 */
import { createLocalJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';

/** Asymmetric algorithms only: never `none`, never HMAC (an HMAC "signed" with a public key is forgeable). */
export const ASSERTION_ALGS = ['ES256', 'ES384', 'RS256', 'RS384', 'PS256'] as const;

/** The longest an assertion may live: `exp` at most this far in the future. */
export const MAX_ASSERTION_LIFETIME_SECONDS = 300;
/** Clock skew allowed on exp, nbf and iat: an assertion is accepted until exp + this. */
export const CLOCK_SKEW_SECONDS = 60;

/** The assertion is not acceptable (invalid_client), with a reason safe to return. */
export class InvalidAssertionError extends Error {}
/** The assertion is valid but its jti is missing (invalid_grant). */
export class MissingJtiError extends Error {}

/** The client id an assertion claims to come from, read WITHOUT verification (to find its keys). */
export function claimedClientId(assertion: string): string | null {
  const parts = assertion.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const id = payload.sub ?? payload.iss;
    return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Key sets by their JSON text. jose's local JWK Set imports each key once and keeps it, so reusing
 * the set of a client spares a key import (an expensive step, on the thread pool) per token
 * request. A changed JWK Set is a different text and gets its own entry; the least recently used
 * entries go first.
 */
const KEY_SET_CACHE_SIZE = 1000;
const keySets = new Map<string, ReturnType<typeof createLocalJWKSet>>();

function keySetOf(jwks: JSONWebKeySet): ReturnType<typeof createLocalJWKSet> {
  const text = JSON.stringify(jwks);
  let set = keySets.get(text);
  if (set) keySets.delete(text);
  else {
    set = createLocalJWKSet(jwks);
    if (keySets.size >= KEY_SET_CACHE_SIZE) keySets.delete(keySets.keys().next().value!);
  }
  keySets.set(text, set);
  return set;
}

export interface VerifiedAssertion {
  readonly jti: string;
  /** Seconds since the epoch. */
  readonly exp: number;
}

/**
 * Verifies `assertion` for `clientId` with the client's public `jwks`. `audiences` are the values
 * accepted for `aud` (the token endpoint URL and the issuer).
 */
export async function verifyClientAssertion(
  assertion: string,
  clientId: string,
  jwks: JSONWebKeySet,
  audiences: readonly string[],
  now = new Date(),
): Promise<VerifiedAssertion> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(assertion).alg;
  } catch {
    throw new InvalidAssertionError('The client assertion is not a JWT.');
  }
  if (!(ASSERTION_ALGS as readonly unknown[]).includes(alg)) {
    throw new InvalidAssertionError(`The client assertion algorithm must be one of ${ASSERTION_ALGS.join(', ')}.`);
  }

  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(assertion, keySetOf(jwks), {
      algorithms: [...ASSERTION_ALGS],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_SECONDS,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new InvalidAssertionError('The client assertion expired.');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw new InvalidAssertionError(`The client assertion is not valid: ${err.message}.`);
    throw new InvalidAssertionError('The client assertion signature does not verify with a key registered for the client.');
  }

  // From here on the claims are signed by the client.
  if (payload.iss !== clientId || payload.sub !== clientId) {
    throw new InvalidAssertionError('The client assertion iss and sub must both be the client ID.');
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!aud.some((a) => typeof a === 'string' && audiences.includes(a))) {
    throw new InvalidAssertionError(`The client assertion aud must be ${audiences[0]}.`);
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number') throw new InvalidAssertionError('The client assertion has no exp.');
  if (payload.exp > nowSeconds + MAX_ASSERTION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) {
    throw new InvalidAssertionError(`The client assertion exp is more than ${MAX_ASSERTION_LIFETIME_SECONDS} seconds in the future.`);
  }
  if (payload.iat !== undefined && (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)) {
    throw new InvalidAssertionError('The client assertion iat is in the future.');
  }
  if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 255) {
    throw new MissingJtiError('The client assertion has no jti.');
  }
  return { jti: payload.jti, exp: payload.exp };
}
