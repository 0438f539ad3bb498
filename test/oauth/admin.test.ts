/**
 * `data-engine admin` (operator-interface.md, "Commands"): the JSON object each command prints, and a
 * usage error for bad arguments. create-org and create-client run once through the real bin against
 * the test server's database (stdout is exactly one JSON object, and the printed credentials work at
 * the token endpoint); everything else runs in-process through admin(), the same code.
 */
import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { exportJWK, generateKeyPair } from 'jose';
import { admin, assertionKeyPair, basicAuth, createClient, signAssertion, tokenRequest } from '../helpers/auth.js';
import { runCli } from '../helpers/cli.js';
import { onPostgres, startTestServer, type TestServer } from '../helpers/server.js';
import { assertionRequest, expectAdminUsageError, expectToken, jwksFiles } from './support.js';

const ORG_KEYS = ['id', 'name', 'liveProcessing', 'suspended', 'allowedIps'];

describe('data-engine admin', () => {
  let server: TestServer;
  let files: ReturnType<typeof jwksFiles>;
  before(async () => {
    server = await startTestServer();
    files = jwksFiles();
  });
  after(async () => {
    await server?.close();
    files?.cleanup();
  });

  /** DATABASE_URL of the test server's database, for a child process. */
  function databaseEnv(): Record<string, string> {
    if (!onPostgres) return { DATABASE_URL: server.database.url };
    const url = new URL(server.database.url);
    url.searchParams.set('options', `-c search_path=${server.database.schema}`);
    return { DATABASE_URL: url.toString() };
  }

  describe('through the bin (npx data-engine admin ...)', () => {
    it('create-org and create-client print exactly one JSON object each, and the credentials work', async () => {
      const env = { ...databaseEnv(), CLIENT_ID_PREFIX: 'acme' };
      const org = await runCli(['admin', 'create-org', '--name', 'Acme Health', '--allowed-ips', '127.0.0.1/32,::1/128'], env);
      expect(org.code, org.stderr).to.equal(0);
      expect(org.stdout.endsWith('\n')).to.equal(true);
      expect(org.stdout.trim().split('\n')).to.have.length(1);
      const orgJson = JSON.parse(org.stdout) as Record<string, unknown>;
      expect(orgJson).to.have.all.keys(...ORG_KEYS);
      expect(orgJson).to.deep.include({ name: 'Acme Health', liveProcessing: false, suspended: false, allowedIps: ['127.0.0.1/32', '::1/128'] });

      const created = await runCli(['admin', 'create-client', '--org', orgJson.id as string, '--mode', 'live'], env);
      expect(created.code, created.stderr).to.equal(0);
      expect(created.stdout.trim().split('\n')).to.have.length(1);
      const client = JSON.parse(created.stdout) as { clientId: string; clientSecret: string; mode: string; scopes: string[] };
      expect(client).to.have.all.keys('clientId', 'clientSecret', 'mode', 'scopes');
      expect(client.clientId).to.match(/^acme_live_[a-z0-9]+$/);
      expect(client).to.deep.include({ mode: 'live', scopes: ['batches:read', 'batches:write', 'system/*.rs'] });

      const { body } = await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret)));
      expect(body.scope).to.equal('batches:read batches:write system/*.rs');
    });

    it('a bad argument: a message on stderr, nothing on stdout, a non-zero exit', async () => {
      const res = await runCli(['admin', 'create-client', '--org', randomUUID(), '--mode', 'production'], databaseEnv());
      expect(res.code).to.not.equal(0);
      expect(res.stdout).to.equal('');
      expect(res.stderr).to.contain('--mode must be test or live');
    });
  });

  describe('create-org', () => {
    it('prints the organization, with --live-processing and --allowed-ips', async () => {
      const org = await admin(server, ['create-org', '--name', 'North', '--live-processing', '--allowed-ips', '10.0.0.0/8, 2001:db8::/32']);
      expect(org).to.have.all.keys(...ORG_KEYS);
      expect(org.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(org).to.deep.include({ name: 'North', liveProcessing: true, suspended: false, allowedIps: ['10.0.0.0/8', '2001:db8::/32'] });
      const plain = await admin(server, ['create-org', '--name', 'South']);
      expect(plain).to.deep.include({ liveProcessing: false, suspended: false, allowedIps: [] });
    });

    it('rejects a missing --name, an invalid CIDR and an unknown option', async () => {
      await expectAdminUsageError(admin(server, ['create-org']), /--name is required/);
      await expectAdminUsageError(admin(server, ['create-org', '--name', 'x', '--allowed-ips', '10.0.0.0/33']), /--allowed-ips/);
      await expectAdminUsageError(admin(server, ['create-org', '--name', 'x', '--allowed-ips', 'example.org']), /--allowed-ips/);
      await expectAdminUsageError(admin(server, ['create-org', '--name', 'x', '--colour', 'blue']), /colour/);
    });
  });

  describe('update-org', () => {
    it('prints the organization with only the given fields changed', async () => {
      const org = await admin(server, ['create-org', '--name', 'East', '--allowed-ips', '10.0.0.0/8']);
      const suspended = await admin(server, ['update-org', '--org', org.id, '--suspended', 'true']);
      expect(suspended).to.have.all.keys(...ORG_KEYS);
      expect(suspended).to.deep.equal({ ...org, suspended: true });
      const live = await admin(server, ['update-org', '--org', org.id, '--live-processing', 'true', '--allowed-ips', 'none']);
      expect(live).to.deep.equal({ ...org, suspended: true, liveProcessing: true, allowedIps: [] });
    });

    it('rejects an unknown organization, a missing --org and a non-boolean value', async () => {
      await expectAdminUsageError(admin(server, ['update-org', '--org', randomUUID(), '--suspended', 'true']), /no organization/);
      await expectAdminUsageError(admin(server, ['update-org', '--suspended', 'true']), /--org is required/);
      const org = await admin(server, ['create-org', '--name', 'West']);
      await expectAdminUsageError(admin(server, ['update-org', '--org', org.id, '--suspended', 'yes']), /--suspended must be true or false/);
    });
  });

  describe('create-client', () => {
    it('prints clientId, clientSecret, mode and the default scopes of a test client', async () => {
      const org = await admin(server, ['create-org', '--name', 'Clients']);
      const client = await admin(server, ['create-client', '--org', org.id, '--mode', 'test']);
      expect(client).to.have.all.keys('clientId', 'clientSecret', 'mode', 'scopes');
      expect(client.clientId).to.match(/^de_test_[a-z0-9]+$/);
      expect(client.clientSecret).to.match(/^[A-Za-z0-9_-]{43,}$/);
      expect(client).to.deep.include({ mode: 'test', scopes: ['batches:read', 'batches:write'] });
      const other = await admin(server, ['create-client', '--org', org.id, '--mode', 'test']);
      expect(other.clientId).to.not.equal(client.clientId);
      expect(other.clientSecret).to.not.equal(client.clientSecret);
    });

    it('takes --scopes', async () => {
      const org = await admin(server, ['create-org', '--name', 'Scoped']);
      const client = await admin(server, ['create-client', '--org', org.id, '--mode', 'live', '--scopes', 'batches:read system/Condition.rs']);
      expect(client.scopes).to.deep.equal(['batches:read', 'system/Condition.rs']);
    });

    it('with --jwks: a private_key_jwt client, no clientSecret printed, and its key authenticates', async () => {
      const org = await admin(server, ['create-org', '--name', 'Keys']);
      const key = await assertionKeyPair('ES384');
      const client = await admin(server, ['create-client', '--org', org.id, '--mode', 'live', '--jwks', files.write(key.jwks)]);
      expect(client).to.have.all.keys('clientId', 'mode', 'scopes');
      expect(client.clientId).to.match(/^de_live_[a-z0-9]+$/);
      await expectToken(await assertionRequest(server, await signAssertion(server, client.clientId, key)));
      const row = await server.database.db('clients').where({ id: client.clientId }).first();
      expect(row.secret_hash).to.equal(null);
      expect(JSON.parse(row.jwks)).to.deep.equal(key.jwks);
    });

    it('generates a 256-bit secret and stores it only as its SHA-256 (no plaintext anywhere in the clients table)', async () => {
      const client = await createClient(server, { mode: 'test' });
      expect(Buffer.from(client.clientSecret!, 'base64url')).to.have.length(32);
      const row = await server.database.db('clients').where({ id: client.clientId }).first();
      expect(row.secret_hash).to.equal(`sha256$${createHash('sha256').update(client.clientSecret!).digest('base64')}`);
      const table = JSON.stringify(await server.database.db('clients').select());
      expect(table).to.not.contain(client.clientSecret);
      // Every client gets its own random secret.
      const second = await createClient(server, { mode: 'test', orgId: client.orgId });
      expect(second.clientSecret).to.not.equal(client.clientSecret);
    });

    it('rejects a bad mode, an unknown organization, unknown scopes and an empty --scopes', async () => {
      const org = await admin(server, ['create-org', '--name', 'Bad']);
      await expectAdminUsageError(admin(server, ['create-client', '--org', org.id, '--mode', 'prod']), /--mode must be test or live/);
      await expectAdminUsageError(admin(server, ['create-client', '--org', randomUUID(), '--mode', 'test']), /no organization/);
      await expectAdminUsageError(admin(server, ['create-client', '--org', org.id, '--mode', 'test', '--scopes', 'batches:admin']), /unknown scope/);
      await expectAdminUsageError(admin(server, ['create-client', '--org', org.id, '--mode', 'test', '--scopes', '']), /at least one scope/);
    });

    it('refuses to register private keys, symmetric keys, HMAC algorithms and unreadable --jwks files', async () => {
      const org = await admin(server, ['create-org', '--name', 'BadKeys']);
      const create = (jwks: unknown) => admin(server, ['create-client', '--org', org.id, '--mode', 'live', '--jwks', files.write(jwks)]);
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      await expectAdminUsageError(create({ keys: [{ ...(await exportJWK(privateKey)), kid: 'k' }] }), /private key/);
      await expectAdminUsageError(create({ keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'k' }] }), /EC or RSA/);
      const key = await assertionKeyPair('ES256');
      await expectAdminUsageError(create({ keys: [{ ...key.publicJwk, alg: 'HS256' }] }), /alg HS256/);
      await expectAdminUsageError(create({ keys: [] }), /at least one key/);
      await expectAdminUsageError(admin(server, ['create-client', '--org', org.id, '--mode', 'live', '--jwks', '/nonexistent/jwks.json']), /--jwks/);
    });
  });

  describe('disable-client', () => {
    it('prints {clientId, disabled: true}', async () => {
      const client = await createClient(server, { mode: 'test' });
      expect(await admin(server, ['disable-client', '--client', client.clientId])).to.deep.equal({ clientId: client.clientId, disabled: true });
    });

    it('rejects an unknown client and a missing --client', async () => {
      await expectAdminUsageError(admin(server, ['disable-client', '--client', 'de_test_nobody']), /no client/);
      await expectAdminUsageError(admin(server, ['disable-client']), /--client is required/);
    });
  });

  describe('usage', () => {
    it('prints the organization usage (no batches yet)', async () => {
      const org = await admin(server, ['create-org', '--name', 'Usage']);
      const usage = await admin(server, ['usage', '--org', org.id]);
      expect(usage.organizationId).to.equal(org.id);
      expect(usage.batches).to.deep.equal([]);
    });

    it('rejects an unknown organization and a missing --org', async () => {
      await expectAdminUsageError(admin(server, ['usage', '--org', randomUUID()]), /no organization/);
      await expectAdminUsageError(admin(server, ['usage']), /--org is required/);
    });
  });

  it('rejects a missing and an unknown command with the usage text', async () => {
    await expectAdminUsageError(admin(server, []), /admin command is required[\s\S]*create-org/);
    await expectAdminUsageError(admin(server, ['drop-everything']), /unknown admin command "drop-everything"/);
  });
});
