/**
 * The signing key store through its own API (KeyStore), at chosen clocks, over the suite's database:
 * which key signs when (publish for the JWKS max-age, then sign), how long a retired key keeps
 * verifying and stays published, the short caches shared with other processes through the database,
 * and the private keys at rest. key-rotation.test.ts checks the same through HTTP and the CLI.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { jwtVerify, SignJWT } from 'jose';
import type { IdentityRepository } from '../../server/domain/identity.js';
import { decryptJwk, isEncryptedJwk } from '../../server/oauth/key-encryption.js';
import { KeyStore, newSigningKey, TOKEN_ALG } from '../../server/oauth/keys.js';
import { identityRepository } from '../../server/storage/identity-repository.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';
import { insertClearSigningKey } from '../helpers/keys.js';

const KEK = randomBytes(32);
const TTL = 600;
const PUBLISH = 300;
/** How long a retired key keeps verifying: the publish wait, the token lifetime, one minute of skew. */
const RETENTION_MS = (PUBLISH + TTL + 60) * 1000;
const T0 = new Date('2026-06-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The repository, counting its reads of the key list (the caches exist to spare those). */
function countingRepo(repo: IdentityRepository): IdentityRepository & { reads: number } {
  const counted = Object.create(repo) as IdentityRepository & { reads: number };
  counted.reads = 0;
  counted.listVerificationKeys = async (retiredAfter: string) => {
    counted.reads++;
    return repo.listVerificationKeys(retiredAfter);
  };
  return counted;
}

async function signs(store: KeyStore, now: Date): Promise<string> {
  return (await store.signingKey(now)).kid;
}

/** Signs a token with the store's signing key and verifies it with the store's verification key. */
async function roundTrip(store: KeyStore, now: Date): Promise<string> {
  const { kid, key } = await store.signingKey(now);
  const jwt = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: TOKEN_ALG, kid }).sign(key);
  const verifying = await store.verificationKey(kid, now);
  expect(verifying, `verification key of ${kid}`).to.not.equal(null);
  const { protectedHeader } = await jwtVerify(jwt, verifying!);
  return protectedHeader.kid!;
}

describe(`signing keys: KeyStore (${onPostgres ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  let repo: IdentityRepository;
  const store = (options: { publishSeconds?: number; cacheMs?: number; kek?: Buffer | (() => Buffer) } = {}, r: IdentityRepository = repo) =>
    new KeyStore(r, TTL, { kek: options.kek ?? KEK, publishSeconds: options.publishSeconds ?? PUBLISH, ...(options.cacheMs === undefined ? {} : { cacheMs: options.cacheMs }) });

  beforeEach(async () => {
    database = await createTestDatabase();
    repo = identityRepository(database.db);
  });
  afterEach(async () => {
    await database?.close();
  });

  it('newSigningKey: an ES256 key whose public JWK is published as is and whose private JWK is encrypted under the KEK', async () => {
    const k = await newSigningKey(T0.toISOString(), KEK);
    expect(k).to.include({ alg: 'ES256', createdAt: T0.toISOString(), retiredAt: null });
    expect(k.kid).to.match(/^[0-9a-f]{16}$/);
    expect(k.publicJwk).to.include({ kty: 'EC', crv: 'P-256', kid: k.kid, alg: 'ES256', use: 'sig' });
    expect(k.publicJwk).to.not.have.property('d');
    expect(isEncryptedJwk(k.privateJwk)).to.equal(true);
    const priv = decryptJwk(k.privateJwk as never, k.kid, KEK);
    expect(priv).to.include({ kty: 'EC', crv: 'P-256', kid: k.kid, alg: 'ES256', x: k.publicJwk.x, y: k.publicJwk.y });
    expect(priv).to.have.property('d');
    expect((await newSigningKey(T0.toISOString(), KEK)).kid).to.not.equal(k.kid);
  });

  it('the first key signs at once, is published, stored encrypted, and verifies what it signs', async () => {
    const s = store();
    const kid = await roundTrip(s, T0);
    const jwks = await s.publicJwks(T0);
    expect(jwks.map((k) => k.kid)).to.deep.equal([kid]);
    expect(jwks[0]).to.include({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks[0]).to.not.have.property('d');
    const row = await database.db('signing_keys').where({ kid }).first('private_jwk');
    expect(isEncryptedJwk(JSON.parse(String(row.private_jwk)))).to.equal(true);
    // another process on the database signs with the same key
    expect(await signs(store(), T0)).to.equal(kid);
  });

  it('publicJwks creates the first key when there is none', async () => {
    const jwks = await store().publicJwks(T0);
    expect(jwks).to.have.length(1);
    expect(await signs(store(), T0)).to.equal(jwks[0]!.kid);
  });

  it('a rotated-in key is published at once and signs from signsFrom (the JWKS max-age later), not a millisecond before', async () => {
    const s = store({ cacheMs: 0 });
    const k1 = await signs(s, T0);
    const r = await s.rotate(at(10_000));
    expect(r.retired).to.deep.equal([k1]);
    expect(r.signsFrom.getTime()).to.equal(at(10_000 + PUBLISH * 1000).getTime());
    expect((await s.publicJwks(at(10_000))).map((k) => k.kid)).to.have.members([k1, r.kid]);
    expect(await signs(store(), at(10_000))).to.equal(k1);
    expect(await signs(store(), new Date(r.signsFrom.getTime() - 1))).to.equal(k1);
    expect(await signs(store(), r.signsFrom)).to.equal(r.kid);
    // the newest published key signs; a key rotated in after it waits its own max-age
    const r2 = await s.rotate(at(20_000));
    expect(r2.retired, 'only the active key is retired').to.deep.equal([r.kid]);
    expect(await signs(store(), new Date(r2.signsFrom.getTime() - 1))).to.equal(r.kid);
    expect(await signs(store(), r2.signsFrom)).to.equal(r2.kid);
  });

  it('while no key has been published for the max-age, the one published longest signs', async () => {
    const s = store({ cacheMs: 0 });
    const k1 = await signs(s, T0);
    await s.rotate(at(1_000));
    await s.rotate(at(2_000));
    expect(await signs(store(), at(3_000))).to.equal(k1);
  });

  it('keys written at the same instant (concurrent first starts): every process picks the same one, whichever was written first', async () => {
    const pair = [await newSigningKey(T0.toISOString(), KEK), await newSigningKey(T0.toISOString(), KEK)];
    const smaller = pair.map((k) => k.kid).sort()[0];
    const unpublished: string[] = [];
    for (const order of [pair, [...pair].reverse()]) {
      await database.db('signing_keys').del();
      for (const k of order) {
        await database.db('signing_keys').insert({ kid: k.kid, alg: k.alg, private_jwk: JSON.stringify(k.privateJwk), public_jwk: JSON.stringify(k.publicJwk), created_at: k.createdAt, retired_at: null });
      }
      expect(await signs(store({ publishSeconds: 0 }), at(1))).to.equal(smaller);
      unpublished.push(await signs(store(), at(1)));
    }
    expect(unpublished[0], 'before either is published: the same key whatever the order').to.equal(unpublished[1]);
  });

  it('rotate reports only the key it retired, even when another process with a later clock rotated before it', async () => {
    const s = store({ cacheMs: 0 });
    await signs(s, T0);
    const later = await store().rotate(at(10_000));
    const skewed = await store().rotate(at(5_000));
    expect(skewed.retired).to.deep.equal([later.kid]);
  });

  it('with a publish wait of 0 a rotation signs at once, on the rotating store too (its caches are dropped)', async () => {
    const s = store({ publishSeconds: 0, cacheMs: 60_000 });
    const k1 = await signs(s, T0);
    // cached: a second verification key lookup right away would be throttled for an unknown kid
    expect(await s.verificationKey('unknown', T0)).to.equal(null);
    const r = await s.rotate(at(1));
    expect(r.signsFrom.getTime()).to.equal(at(1).getTime());
    expect(await signs(s, at(2))).to.equal(r.kid);
    expect(await s.verificationKey(r.kid, at(2))).to.not.equal(null);
    expect(k1).to.not.equal(r.kid);
  });

  it('retiredKeysValidUntil: the publish wait, the token lifetime and one minute after the retirement', () => {
    expect(store().retiredKeysValidUntil(T0).getTime()).to.equal(T0.getTime() + RETENTION_MS);
    expect(store({ publishSeconds: 0 }).retiredKeysValidUntil(T0).getTime()).to.equal(T0.getTime() + (TTL + 60) * 1000);
  });

  it('a retired key verifies and stays published until retiredKeysValidUntil, then neither', async () => {
    const s = store({ cacheMs: 0 });
    const k1 = await signs(s, T0);
    const r = await s.rotate(at(1_000));
    const until = s.retiredKeysValidUntil(at(1_000)).getTime();
    const fresh = () => store({ cacheMs: 0 });
    expect(await fresh().verificationKey(k1, new Date(until - 1))).to.not.equal(null);
    expect((await fresh().publicJwks(new Date(until - 1))).map((k) => k.kid)).to.have.members([k1, r.kid]);
    expect(await fresh().verificationKey(k1, new Date(until))).to.equal(null);
    expect((await fresh().publicJwks(new Date(until))).map((k) => k.kid)).to.deep.equal([r.kid]);
    // the active key has no end
    expect(await fresh().verificationKey(r.kid, new Date(until + 365 * 86_400_000))).to.not.equal(null);
  });

  it('caches the signing key for cacheMs (5 s by default): a rotation elsewhere is seen once it expires', async () => {
    const s = store({ publishSeconds: 0 });
    const k1 = await signs(s, T0);
    const r = await store({ publishSeconds: 0 }).rotate(at(1));
    expect(await signs(s, at(4_999))).to.equal(k1);
    expect(await signs(s, at(5_000))).to.equal(r.kid);
    const c = store({ publishSeconds: 0, cacheMs: 100 });
    expect(await signs(c, at(5_000))).to.equal(r.kid);
    const r2 = await store({ publishSeconds: 0 }).rotate(at(5_001));
    expect(await signs(c, at(5_099))).to.equal(r.kid);
    expect(await signs(c, at(5_100))).to.equal(r2.kid);
  });

  it('verification keys: unknown kids are null; a key created elsewhere is found, the key list re-read at most once a second', async () => {
    const counted = countingRepo(repo);
    const v = store({ cacheMs: 60_000 }, counted);
    const k1 = await signs(store(), T0);
    expect(await v.verificationKey(k1, T0)).to.not.equal(null);
    expect(counted.reads).to.equal(1);
    // known kids come from the cache
    expect(await v.verificationKey(k1, at(59_999))).to.not.equal(null);
    expect(counted.reads).to.equal(1);
    const r = await store().rotate(at(10));
    for (let i = 0; i < 5; i++) expect(await v.verificationKey(r.kid, at(999))).to.equal(null);
    expect(await v.verificationKey('unknown', at(999))).to.equal(null);
    expect(counted.reads, 'no re-read within a second of the last').to.equal(1);
    expect(await v.verificationKey(r.kid, at(1_000))).to.not.equal(null);
    expect(counted.reads).to.equal(2);
    // once the cache is older than cacheMs every lookup re-reads, and so drops keys retired too long ago
    expect(await v.verificationKey(k1, at(1_000 + 60_000))).to.not.equal(null);
    expect(counted.reads).to.equal(3);
    expect(await v.verificationKey(k1, at(10 + RETENTION_MS + 60_000))).to.equal(null);
    expect(counted.reads).to.equal(4);
  });

  it('a store verifies the key it signs with at once, even right after a lookup that found nothing', async () => {
    const s = store({ cacheMs: 60_000 });
    expect(await s.verificationKey('unknown', T0)).to.equal(null);
    expect(await roundTrip(s, at(10))).to.be.a('string');
  });

  it('reads the key-encryption key on first use, once; verification needs none', async () => {
    const kid = await signs(store(), T0);
    const none = store({ kek: () => { throw new Error('no KEK here'); } });
    expect(await none.verificationKey(kid, T0)).to.not.equal(null);
    let reads = 0;
    const s = store({ cacheMs: 0, kek: () => (reads++, KEK) });
    expect(reads).to.equal(0);
    await signs(s, T0);
    await signs(s, at(1));
    await s.rotate(at(2));
    expect(reads).to.equal(1);
  });

  describe('keys stored in clear by an earlier version', () => {
    const insertClearKey = (kid: string) => insertClearSigningKey(database.db, kid, new Date(T0.getTime() - 3_600_000));

    function warnings<T>(fn: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
      const write = process.stderr.write;
      const lines: Record<string, unknown>[] = [];
      process.stderr.write = ((chunk: string | Uint8Array) => {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
        return true;
      }) as typeof process.stderr.write;
      return fn().then(
        (result) => {
          process.stderr.write = write;
          return { result, lines };
        },
        (err) => {
          process.stderr.write = write;
          throw err;
        },
      );
    }

    it('still sign, with one warning per store naming the kid', async () => {
      await insertClearKey('legacy-key');
      const s = store({ cacheMs: 0 });
      const { result, lines } = await warnings(async () => [await roundTrip(s, T0), await roundTrip(s, at(1))]);
      expect(result).to.deep.equal(['legacy-key', 'legacy-key']);
      expect(lines.filter((l) => l.level === 'warn')).to.have.length(1);
      expect(lines[0]).to.include({ level: 'warn', kid: 'legacy-key' });
      expect(String(lines[0]!.msg)).to.match(/unencrypted.*rotate-keys/);
    });

    it('encryptStoredKeys encrypts them in place under the KEK, once, and they keep signing', async () => {
      const clear = await insertClearKey('legacy-key');
      const s = store({ cacheMs: 0 });
      // a key made by this version is already encrypted: left as it is
      await s.rotate(at(-1_000));
      const encryptedBefore = await database.db('signing_keys').whereNot({ kid: 'legacy-key' }).first('private_jwk');
      expect(await s.encryptStoredKeys()).to.equal(1);
      const row = await database.db('signing_keys').where({ kid: 'legacy-key' }).first('private_jwk');
      const stored = JSON.parse(String(row.private_jwk));
      expect(isEncryptedJwk(stored)).to.equal(true);
      expect(decryptJwk(stored, 'legacy-key', KEK)).to.deep.equal(clear);
      expect(await database.db('signing_keys').whereNot({ kid: 'legacy-key' }).first('private_jwk')).to.deep.equal(encryptedBefore);
      expect(await s.encryptStoredKeys()).to.equal(0);
      const { lines } = await warnings(async () => expect(await roundTrip(store(), at(-500))).to.equal('legacy-key'));
      expect(lines.filter((l) => l.level === 'warn')).to.deep.equal([]);
    });

    it('encryptStoredKeys counts only the keys it wrote: two processes at once encrypt a key once', async () => {
      await insertClearKey('legacy-a');
      await insertClearKey('legacy-b');
      const counts = await Promise.all([store().encryptStoredKeys(), store().encryptStoredKeys()]);
      expect(counts[0]! + counts[1]!).to.equal(2);
      expect(await store().encryptStoredKeys()).to.equal(0);
    });
  });
});
