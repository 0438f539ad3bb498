/**
 * Client secrets through the secrets module: new secrets, their SHA-256 hashes, and the earlier
 * scrypt hashes that still verify (test/oauth/secret-hashes.test.ts checks the upgrade over HTTP).
 */
import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { expect } from 'chai';
import { dummySecretHash, hashSecret, needsRehash, newClientSecret, verifySecret } from '../../server/oauth/secrets.js';

/** An scrypt hash as earlier versions wrote it (cheaper parameters: the format is what counts). */
function scryptHash(secret: string, N = 1024): string {
  const salt = randomBytes(16);
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${scryptSync(secret, salt, 32, { N, r: 8, p: 1 }).toString('base64')}`;
}

describe('client secrets', () => {
  it('are 256 random bits in base64url (43 characters), different every time', () => {
    const a = newClientSecret();
    expect(a).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).to.have.length(32);
    expect(newClientSecret()).to.not.equal(a);
  });

  it('are stored as sha256$ and the base64 SHA-256 of the secret, which needs no rehash', async () => {
    const stored = await hashSecret('s3cret');
    expect(stored).to.equal(`sha256$${createHash('sha256').update('s3cret', 'utf8').digest('base64')}`);
    expect(needsRehash(stored)).to.equal(false);
    expect(needsRehash(scryptHash('s3cret'))).to.equal(true);
  });

  it('verify against their SHA-256 hash only when they match', async () => {
    const stored = await hashSecret('s3cret');
    expect(await verifySecret('s3cret', stored)).to.equal(true);
    expect(await verifySecret('s3cret ', stored)).to.equal(false);
    expect(await verifySecret('', stored)).to.equal(false);
    // A stored hash of another length never matches (and does not throw).
    expect(await verifySecret('s3cret', 'sha256$AAAA')).to.equal(false);
    expect(await verifySecret('s3cret', 'sha256$')).to.equal(false);
  });

  it('verify against an earlier scrypt hash, with its own parameters', async () => {
    for (const N of [1024, 2048]) {
      const stored = scryptHash('legacy', N);
      expect(await verifySecret('legacy', stored), `N=${N}`).to.equal(true);
      expect(await verifySecret('legacy!', stored), `N=${N}`).to.equal(false);
    }
  });

  it('never verify against a hash of an unknown kind or a malformed one', async () => {
    const good = scryptHash('legacy');
    const parts = good.split('$');
    for (const stored of ['', 'plain-text', `bcrypt$${parts.slice(1).join('$')}`, parts.slice(0, 5).join('$'), `${good}$extra`]) {
      expect(await verifySecret('legacy', stored), stored).to.equal(false);
    }
  });

  it('have a dummy hash to compare unknown clients against, of the current kind', async () => {
    const dummy = await dummySecretHash;
    expect(dummy).to.match(/^sha256\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifySecret('', dummy)).to.equal(false);
  });
});
