/**
 * Progress of the contract: every operation of openapi.yaml is routed; those whose handler is not
 * built yet answer 501 problem+json. The list is printed so that progress is visible in CI logs.
 */
import { expect } from 'chai';
import { operations } from '../../generated/operations.js';
import { createHandlers } from '../../server/app.js';
import { createServices } from '../../server/services.js';
import { unimplementedOperations } from '../../server/http/router.js';
import { authenticated } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('contract progress', () => {
  let server: TestServer;
  let test: Record<string, string>;
  let live: Record<string, string>;
  before(async () => {
    server = await startTestServer();
    test = (await authenticated(server, 'test')).headers;
    live = (await authenticated(server, 'live')).headers;
  });
  after(async () => {
    await server?.close();
  });

  it('lists the operations still answering 501', async () => {
    const pending = unimplementedOperations(createHandlers(await createServices(server.config, server.database.db)));
    process.stdout.write(`      ${operations.length - pending.length}/${operations.length} operations built; 501: ${pending.join(', ') || 'none'}\n`);
    expect(pending.length).to.be.at.most(operations.length);
  });

  it('answers 501 problem+json for every operation not built yet (and for no built one)', async () => {
    const pending = new Set(unimplementedOperations(createHandlers(await createServices(server.config, server.database.db))));
    for (const op of operations) {
      if (!pending.has(op.operationId)) continue;
      // A request that passes validation: sample UUIDs and no body where none is required.
      const path = op.path.replace(/\{[^}]+\}/g, (m) => (m === '{resourceType}' ? 'Condition' : m === '{resourceId}' ? 'x1' : '00000000-0000-4000-8000-000000000000'));
      const headers: Record<string, string> = op.scopes.length === 0 ? {} : op.tag === 'FHIR' ? live : test;
      const init: RequestInit = { method: op.method.toUpperCase(), headers: { ...headers } };
      if (op.requestBodyRequired) {
        const type = op.requestContentTypes[0]!;
        init.headers = { ...headers, 'content-type': type };
        init.body = type === 'application/json' ? '{"documents":[{"externalReference":"a","mediaType":"text/plain"}]}' : type.includes('form') ? 'grant_type=client_credentials' : 'text';
      }
      const res = await fetch(`${server.url}${path}`, init);
      const body = (await res.json()) as { type?: string };
      expect(res.status, `${op.operationId} ${op.method.toUpperCase()} ${path}`).to.equal(501);
      expect(body.type).to.equal(`${server.config.docsUrl}/errors/not-implemented`);
    }
  });
});
