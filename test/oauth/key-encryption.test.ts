/**
 * Encryption at rest of signing keys through the key-encryption module: which KEKs are accepted,
 * where the embedded default keeps its KEK, and that a stored key opens only with its KEK and kid.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError } from '../../server/config.js';
import { decryptJwk, encryptJwk, isEncryptedJwk, KEK_FILE, loadKek, parseKek, WrongKekError } from '../../server/oauth/key-encryption.js';

describe('signing key encryption at rest', () => {
  const kek = randomBytes(32);

  describe('parseKek', () => {
    it('reads 32 bytes written as base64 or base64url, with surrounding space', () => {
      expect(parseKek(kek.toString('base64'))).to.deep.equal(kek);
      expect(parseKek(`  ${kek.toString('base64url')}\n`)).to.deep.equal(kek);
      const plusSlash = Buffer.alloc(32, 0xfb); // base64 of 0xfb bytes is full of + and /
      expect(parseKek(plusSlash.toString('base64'))).to.deep.equal(plusSlash);
      expect(parseKek(plusSlash.toString('base64url'))).to.deep.equal(plusSlash);
    });

    it('refuses anything but exactly 32 bytes of base64', () => {
      for (const raw of ['', randomBytes(31).toString('base64'), randomBytes(33).toString('base64'), `${kek.toString('base64')}!`, `x ${kek.toString('base64')}`, `!!${kek.toString('base64')}`, `${kek.toString('base64')}===`, `=${kek.toString('base64')}`]) {
        expect(parseKek(raw), raw).to.equal(null);
      }
    });
  });

  describe('loadKek', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'data-engine-kek-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('uses SIGNING_KEY_ENCRYPTION_KEY when it is set, on any database', () => {
      expect(loadKek({ databaseUrl: 'postgres://db/x', signingKeyEncryptionKey: kek.toString('base64') })).to.deep.equal(kek);
    });

    it('requires SIGNING_KEY_ENCRYPTION_KEY with PostgreSQL', () => {
      expect(() => loadKek({ databaseUrl: 'postgres://db/x', signingKeyEncryptionKey: null })).to.throw(ConfigError, /SIGNING_KEY_ENCRYPTION_KEY is required with a PostgreSQL DATABASE_URL/);
    });

    it('with SQLite, creates a KEK file (mode 0600) beside the database once, and reads it back', () => {
      const config = { databaseUrl: `sqlite:${join(dir, 'sub', 'db.sqlite')}`, signingKeyEncryptionKey: null };
      const first = loadKek(config);
      const file = join(dir, 'sub', KEK_FILE);
      expect(statSync(file).mode & 0o777).to.equal(0o600);
      expect(parseKek(readFileSync(file, 'utf8'))).to.deep.equal(first);
      expect(loadKek(config)).to.deep.equal(first);
    });

    it('with an in-memory SQLite database, a process-local KEK and no file', () => {
      const a = loadKek({ databaseUrl: 'sqlite::memory:', signingKeyEncryptionKey: null });
      expect(a).to.have.length(32);
      expect(loadKek({ databaseUrl: 'sqlite::memory:', signingKeyEncryptionKey: null })).to.not.deep.equal(a);
    });

    it('refuses a KEK file that does not hold a key, naming it', () => {
      writeFileSync(join(dir, KEK_FILE), 'not a key\n');
      expect(() => loadKek({ databaseUrl: `sqlite:${join(dir, 'db.sqlite')}`, signingKeyEncryptionKey: null })).to.throw(ConfigError, `${join(dir, KEK_FILE)} does not hold a 32-byte base64 key`);
    });
  });

  describe('encryptJwk / decryptJwk', () => {
    const jwk = { kty: 'EC', crv: 'P-256', d: 'secret-part', x: 'x', y: 'y' };

    it('round-trip a private JWK, and the stored form holds no part of it in clear', () => {
      const stored = encryptJwk(jwk, 'kid-1', kek);
      expect(isEncryptedJwk(stored as unknown as Record<string, unknown>)).to.equal(true);
      expect(stored.enc).to.equal('A256GCM');
      expect(JSON.stringify(stored)).to.not.contain('secret-part');
      expect(decryptJwk(stored, 'kid-1', kek)).to.deep.equal(jwk);
      expect(encryptJwk(jwk, 'kid-1', kek).iv).to.not.equal(stored.iv);
    });

    it('refuse another KEK by its key id, another kid or a damaged ciphertext', () => {
      const stored = encryptJwk(jwk, 'kid-1', kek);
      expect(() => decryptJwk(stored, 'kid-1', randomBytes(32))).to.throw(WrongKekError, /signing key kid-1 was encrypted with another SIGNING_KEY_ENCRYPTION_KEY \(key id \S{8}, configured \S{8}\)/);
      expect(() => decryptJwk(stored, 'kid-2', kek)).to.throw(WrongKekError, 'signing key kid-2 could not be decrypted (its ciphertext is damaged)');
      const ct = Buffer.from(stored.ct, 'base64url');
      ct[0] = ct[0]! ^ 1;
      expect(() => decryptJwk({ ...stored, ct: ct.toString('base64url') }, 'kid-1', kek)).to.throw(WrongKekError, /damaged/);
    });

    it('tell an encrypted key from one stored in clear', () => {
      const stored = encryptJwk(jwk, 'kid-1', kek) as unknown as Record<string, unknown>;
      expect(isEncryptedJwk(jwk)).to.equal(false);
      for (const field of ['enc', 'ct', 'iv', 'tag']) {
        const { [field]: _dropped, ...rest } = stored;
        expect(isEncryptedJwk(rest), field).to.equal(false);
      }
      expect(isEncryptedJwk({ ...stored, enc: 'A128GCM' })).to.equal(false);
    });
  });
});
