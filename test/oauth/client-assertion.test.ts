/**
 * private_key_jwt client assertions through the module's own API, at a fixed clock: each rule on its
 * own (one claim wrong, every other check passing) and the reason it gives, which the token endpoint
 * returns as error_description. The token endpoint tests try the same attacks over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { SignJWT, type CryptoKey } from 'jose';
import {
  claimedClientId,
  CLOCK_SKEW_SECONDS,
  InvalidAssertionError,
  MAX_ASSERTION_LIFETIME_SECONDS,
  MissingJtiError,
  verifyClientAssertion,
} from '../../server/oauth/client-assertion.js';
import { assertionKeyPair } from '../helpers/auth.js';
import { hmacJwt, publicPem, unsignedJwt } from './support.js';

const CLIENT = 'de_live_assertion_client';
const TOKEN_URL = 'https://engine.test/oauth/token';
const AUDIENCES = [TOKEN_URL, 'https://engine.test'];
const NOW = new Date('2026-06-01T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

type Key = Awaited<ReturnType<typeof assertionKeyPair>>;

function sign(key: { privateKey: CryptoKey; kid: string; alg: string }, claims: Record<string, unknown> = {}): Promise<string> {
  const payload: Record<string, unknown> = { iss: CLIENT, sub: CLIENT, aud: TOKEN_URL, jti: randomUUID(), exp: T + 120, iat: T, ...claims };
  for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
  return new SignJWT(payload).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the assertion to be rejected');
}

describe('client assertions (private_key_jwt)', () => {
  let key: Key;
  const verify = (assertion: string, jwks: unknown = key.jwks) => verifyClientAssertion(assertion, CLIENT, jwks as never, AUDIENCES, NOW);
  const invalid = async (assertion: string, reason: RegExp, jwks?: unknown) => {
    const err = await rejection(verify(assertion, jwks));
    expect(err).to.be.instanceOf(InvalidAssertionError);
    expect(err.message).to.match(reason);
  };

  before(async () => {
    key = await assertionKeyPair('ES256');
  });

  describe('accepted', () => {
    it('returns the jti and exp of a valid assertion', async () => {
      const jti = randomUUID();
      expect(await verify(await sign(key, { jti }))).to.deep.equal({ jti, exp: T + 120 });
    });

    it('for every allowed algorithm', async () => {
      for (const alg of ['ES384', 'RS256', 'RS384', 'PS256'] as const) {
        const k = await assertionKeyPair(alg);
        expect((await verify(await sign(k, { jti: alg }), k.jwks)).jti).to.equal(alg);
      }
    });

    it('with aud the issuer, or an array that holds an accepted audience', async () => {
      await verify(await sign(key, { aud: 'https://engine.test' }));
      await verify(await sign(key, { aud: ['https://other.example', TOKEN_URL] }));
    });

    it('at the edges: exp the longest lifetime plus skew ahead, exp within the skew behind, iat within the skew ahead, no iat', async () => {
      await verify(await sign(key, { exp: T + MAX_ASSERTION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS }));
      await verify(await sign(key, { exp: T - CLOCK_SKEW_SECONDS + 1 }));
      await verify(await sign(key, { iat: T + CLOCK_SKEW_SECONDS }));
      await verify(await sign(key, { iat: undefined }));
    });

    it('with a jti of 255 characters', async () => {
      const jti = 'j'.repeat(255);
      expect((await verify(await sign(key, { jti }))).jti).to.equal(jti);
    });
  });

  describe('rejected, with the reason', () => {
    it('not a JWT', async () => {
      await invalid('not-a-jwt', /not a JWT/);
      await invalid('eyJhbGciOiJFUzI1NiJ9.bm90IGpzb24.c2ln', /not valid|signature/);
    });

    it('an algorithm outside the allow-list: none, HS256 (key confusion), or none given', async () => {
      const payload = { iss: CLIENT, sub: CLIENT, aud: TOKEN_URL, jti: randomUUID(), exp: T + 120, iat: T };
      await invalid(unsignedJwt(payload, { kid: key.kid }), /algorithm must be one of ES256, ES384, RS256, RS384, PS256/);
      await invalid(hmacJwt(payload, publicPem(key.publicJwk), { kid: key.kid }), /algorithm must be one of/);
      await invalid(`${Buffer.from('{"typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`, /algorithm must be one of/);
    });

    it('a signature that does not verify with a registered key', async () => {
      const other = await assertionKeyPair('ES256');
      await invalid(await sign(other), /signature does not verify with a key registered for the client/);
      await invalid(await sign({ ...other, kid: key.kid }), /signature does not verify/);
      const [h, p, s] = (await sign(key)).split('.');
      await invalid(`${h}.${Buffer.from(JSON.stringify({ iss: CLIENT, sub: CLIENT, aud: TOKEN_URL, jti: 'x', exp: T + 200 })).toString('base64url')}.${s}`, /signature does not verify/);
    });

    it('expired beyond the clock skew', async () => {
      await invalid(await sign(key, { iat: T - 600, exp: T - CLOCK_SKEW_SECONDS - 1 }), /^The client assertion expired\.$/);
    });

    it('not valid yet (nbf beyond the clock skew)', async () => {
      await invalid(await sign(key, { nbf: T + CLOCK_SKEW_SECONDS + 60 }), /^The client assertion is not valid: .*nbf.*\.$/);
    });

    it('iss or sub other than the client, or sub missing', async () => {
      await invalid(await sign(key, { iss: 'de_live_someoneelse' }), /iss and sub must both be the client ID/);
      await invalid(await sign(key, { sub: 'de_live_someoneelse' }), /iss and sub must both be the client ID/);
      await invalid(await sign(key, { sub: undefined }), /iss and sub must both be the client ID/);
    });

    it('aud missing or none accepted, naming the token endpoint', async () => {
      await invalid(await sign(key, { aud: undefined }), /aud must be https:\/\/engine\.test\/oauth\/token\.$/);
      await invalid(await sign(key, { aud: 'https://evil.example/oauth/token' }), /aud must be https:\/\/engine\.test\/oauth\/token\./);
      await invalid(await sign(key, { aud: [`${TOKEN_URL}/`, 'https://evil.example'] }), /aud must be/);
    });

    it('no exp', async () => {
      await invalid(await sign(key, { exp: undefined }), /^The client assertion has no exp\.$/);
    });

    it('exp further ahead than the longest lifetime plus skew', async () => {
      await invalid(
        await sign(key, { exp: T + MAX_ASSERTION_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS + 1 }),
        new RegExp(`exp is more than ${MAX_ASSERTION_LIFETIME_SECONDS} seconds in the future`),
      );
    });

    it('iat beyond the clock skew ahead, or not a number', async () => {
      await invalid(await sign(key, { iat: T + CLOCK_SKEW_SECONDS + 1 }), /iat is in the future/);
      await invalid(await sign(key, { iat: 'yesterday' }), /^The client assertion is not valid: .*iat.*\.$/);
    });

    it('jti missing, empty, not a string or longer than 255: MissingJtiError (invalid_grant)', async () => {
      for (const jti of [undefined, '', 42, 'j'.repeat(256)]) {
        const err = await rejection(verify(await sign(key, { jti })));
        expect(err, String(jti)).to.be.instanceOf(MissingJtiError);
        expect(err.message).to.equal('The client assertion has no jti.');
      }
    });
  });

  describe('claimedClientId (read before verification, to find the keys)', () => {
    it('is sub, else iss', async () => {
      expect(claimedClientId(await sign(key))).to.equal(CLIENT);
      expect(claimedClientId(await sign(key, { sub: undefined, iss: 'de_test_iss' }))).to.equal('de_test_iss');
      expect(claimedClientId(await sign(key, { sub: 'de_test_sub', iss: 'de_test_iss' }))).to.equal('de_test_sub');
    });

    it('is null for anything else: not three parts, payload not JSON, no id, an id that is not a string, empty or too long', async () => {
      expect(claimedClientId('a.b')).to.equal(null);
      expect(claimedClientId('a.b.c.d')).to.equal(null);
      expect(claimedClientId('eyJhbGciOiJFUzI1NiJ9.bm90IGpzb24.c2ln')).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: undefined, iss: undefined }))).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: 42 }))).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: '' }))).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: 'c'.repeat(101) }))).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: ['de_test_sub'] }))).to.equal(null);
      expect(claimedClientId(`${await sign(key)}.more.parts`)).to.equal(null);
      expect(claimedClientId(await sign(key, { sub: 'c'.repeat(100) }))).to.equal('c'.repeat(100));
    });
  });
});
