/**
 * Organization IP allow-lists (admin create-org/update-org --allowed-ips): IPv4 and IPv6 CIDRs,
 * checked on every API request; X-Forwarded-For is honoured only with TRUST_PROXY=true. The test
 * servers listen on 127.0.0.1, so requests arrive from the IPv4 address 127.0.0.1.
 */
import { expect } from 'chai';
import { admin, basicAuth, createClient, tokenRequest } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { assertionClient, bearer, expectAuthPassed, expectForbidden, expectToken, expectTokenError, listBatches } from './support.js';

/**
 * A token of a new organization whose allow-list is then set to `cidrs` (the token endpoint itself
 * refuses callers outside the list, so the token is issued first, as for a list narrowed later).
 */
async function tokenForOrg(server: TestServer, cidrs: string, scope?: string): Promise<{ token: string; orgId: string }> {
  const { client, token } = await assertionClient(server, { mode: 'test' });
  const issued = await token(scope);
  await admin(server, ['update-org', '--org', client.orgId, '--allowed-ips', cidrs]);
  return { token: issued, orgId: client.orgId };
}

describe('IP allow-lists', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('allows a caller inside the allow-list (127.0.0.1/32, a bare address, 127.0.0.0/8 among others)', async () => {
    for (const cidrs of ['127.0.0.1/32', '127.0.0.1', '10.0.0.0/8,127.0.0.0/8']) {
      const { token } = await tokenForOrg(server, cidrs);
      await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
    }
  });

  it('refuses a caller outside the allow-list with 403 ip-not-allowed (10.0.0.0/8)', async () => {
    const { token } = await tokenForOrg(server, '10.0.0.0/8');
    await expectForbidden('listBatches', await listBatches(server, bearer(token)), 'ip-not-allowed');
  });

  it('issues no token to a caller outside the allow-list (invalid_client, 401), and one inside it', async () => {
    const outside = await createClient(server, { mode: 'test', orgArgs: ['--allowed-ips', '10.0.0.0/8'] });
    await expectTokenError(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(outside.clientId, outside.clientSecret!)), 401, 'invalid_client', {
      description: "The caller's IP address is not in the organization's allow-list.",
    });
    const inside = await createClient(server, { mode: 'test', orgArgs: ['--allowed-ips', '127.0.0.1/32'] });
    await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(inside.clientId, inside.clientSecret!)));
  });

  it('issues no token to a client of a suspended organization (invalid_client, 401)', async () => {
    const client = await createClient(server, { mode: 'test' });
    await admin(server, ['update-org', '--org', client.orgId, '--suspended', 'true']);
    await expectTokenError(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)), 401, 'invalid_client', { description: 'The organization is suspended.' });
    await admin(server, ['update-org', '--org', client.orgId, '--suspended', 'false']);
    await expectToken(await tokenRequest(server, { grant_type: 'client_credentials' }, basicAuth(client.clientId, client.clientSecret!)));
  });

  it('treats IPv4 and IPv6 apart: ::1/128 alone does not admit 127.0.0.1', async () => {
    const { token } = await tokenForOrg(server, '::1/128');
    await expectForbidden('listBatches', await listBatches(server, bearer(token)), 'ip-not-allowed');
  });

  it('matches an IPv4 caller against an IPv4-mapped IPv6 CIDR (::ffff:127.0.0.1/128)', async () => {
    const { token } = await tokenForOrg(server, '2001:db8::/32,::ffff:127.0.0.1/128');
    await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (it cannot be used to get in, nor to be locked out)', async () => {
    const outside = await tokenForOrg(server, '10.0.0.0/8');
    await expectForbidden('listBatches', await listBatches(server, { ...bearer(outside.token), 'x-forwarded-for': '10.1.2.3' }), 'ip-not-allowed');
    const inside = await tokenForOrg(server, '127.0.0.1/32');
    await expectAuthPassed('listBatches', await listBatches(server, { ...bearer(inside.token), 'x-forwarded-for': '10.1.2.3' }));
  });

  it('applies allow-list changes on the next request (update-org --allowed-ips, then none)', async () => {
    const { token, orgId } = await tokenForOrg(server, '127.0.0.1/32');
    await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
    const narrowed = await admin(server, ['update-org', '--org', orgId, '--allowed-ips', '10.0.0.0/8']);
    expect(narrowed.allowedIps).to.deep.equal(['10.0.0.0/8']);
    await expectForbidden('listBatches', await listBatches(server, bearer(token)), 'ip-not-allowed');
    const cleared = await admin(server, ['update-org', '--org', orgId, '--allowed-ips', 'none']);
    expect(cleared.allowedIps).to.deep.equal([]);
    await expectAuthPassed('listBatches', await listBatches(server, bearer(token)));
  });

  it('checks the organization allow-list before the scope (a wrong-scope call from outside is ip-not-allowed)', async () => {
    const { token } = await tokenForOrg(server, '10.0.0.0/8', 'batches:read');
    const res = await fetch(`${server.url}/v1/data-engine/batches`, { method: 'POST', headers: bearer(token) });
    await expectForbidden('createBatch', res, 'ip-not-allowed');
  });
});

describe('IP allow-lists behind a proxy (TRUST_PROXY=true)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  after(async () => {
    await server?.close();
  });

  it('uses the X-Forwarded-For address: 10.1.2.3 is allowed for 10.0.0.0/8', async () => {
    const { token } = await tokenForOrg(server, '10.0.0.0/8');
    await expectAuthPassed('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': '10.1.2.3' }));
  });

  it('uses the X-Forwarded-For address: 10.1.2.3 is refused for 127.0.0.1/32', async () => {
    const { token } = await tokenForOrg(server, '127.0.0.1/32');
    await expectForbidden('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': '10.1.2.3' }), 'ip-not-allowed');
  });

  it('trusts one proxy hop: a client-written X-Forwarded-For entry to the left of the proxy\'s is ignored', async () => {
    const { token } = await tokenForOrg(server, '10.0.0.0/8');
    // The client forges "10.1.2.3"; the proxy appends the real caller, 127.0.0.1 (outside 10.0.0.0/8).
    await expectForbidden('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': '10.1.2.3, 127.0.0.1' }), 'ip-not-allowed');
  });

  it('falls back to the socket address without X-Forwarded-For', async () => {
    const outside = await tokenForOrg(server, '10.0.0.0/8');
    await expectForbidden('listBatches', await listBatches(server, bearer(outside.token)), 'ip-not-allowed');
    const inside = await tokenForOrg(server, '127.0.0.1/32');
    await expectAuthPassed('listBatches', await listBatches(server, bearer(inside.token)));
  });

  it('matches a forwarded IPv6 address against an IPv6 CIDR', async () => {
    const { token } = await tokenForOrg(server, '2001:db8::/32');
    await expectAuthPassed('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': '2001:db8::1' }));
    await expectForbidden('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': '2001:db9::1' }), 'ip-not-allowed');
  });

  it('refuses a forwarded value that is not an IP address', async () => {
    const { token } = await tokenForOrg(server, '10.0.0.0/8');
    await expectForbidden('listBatches', await listBatches(server, { ...bearer(token), 'x-forwarded-for': 'not-an-ip' }), 'ip-not-allowed');
  });
});
