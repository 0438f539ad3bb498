/**
 * Signing keys written before encryption at rest (a private JWK stored in clear) are encrypted in
 * place when `data-engine serve` starts, and still decrypt to the same key.
 */
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { decryptJwk, isEncryptedJwk, loadKek, parseKek } from '../../server/oauth/key-encryption.js';
import { startCli } from '../helpers/cli.js';
import { insertClearSigningKey } from '../helpers/keys.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';

describe('signing keys stored in clear by an earlier version', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database?.close();
  });

  it('serve encrypts them at start under the key-encryption key, and they decrypt to the same key', async () => {
    const kid = 'legacy-key';
    const privateJwk = await insertClearSigningKey(database.db, kid, new Date(Date.now() - 3_600_000));
    let url = database.url;
    const kekText = randomBytes(32).toString('base64');
    if (onPostgres) {
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${database.schema}`);
      url = u.toString();
    }
    const env = { DATABASE_URL: url, PORT: '0', WORKERS: '0', LOG_LEVEL: 'error', ...(onPostgres ? { SIGNING_KEY_ENCRYPTION_KEY: kekText } : {}) };
    const server = await startCli(['serve'], env, /listening on/);
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');

    const row = await database.db('signing_keys').where({ kid }).first('private_jwk');
    const stored = JSON.parse(String(row.private_jwk)) as Record<string, unknown>;
    expect(isEncryptedJwk(stored), 'stored encrypted').to.equal(true);
    expect(String(row.private_jwk)).to.not.contain(String(privateJwk.d));
    const kek = onPostgres ? parseKek(kekText)! : loadKek({ databaseUrl: database.url, signingKeyEncryptionKey: null });
    expect(decryptJwk(stored as never, kid, kek)).to.deep.equal(privateJwk);
  });
});
