/**
 * Progress of the contract: every operation of openapi.yaml has a handler. An operation without one
 * is routed but answers 501 problem+json (server/http/router.ts); this test names any such
 * operation in the CI log and fails, so that a new operation cannot land unbuilt unnoticed.
 */
import { expect } from 'chai';
import { operations } from '../../generated/operations.js';
import { createHandlers } from '../../server/app.js';
import { unimplementedOperations } from '../../server/http/router.js';
import { createServices } from '../../server/services.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('contract progress', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('has a handler for every operation (none answers 501)', async () => {
    const pending = unimplementedOperations(createHandlers(await createServices(server.config, server.database.db)));
    process.stdout.write(`      ${operations.length - pending.length}/${operations.length} operations built; 501: ${pending.join(', ') || 'none'}\n`);
    expect(pending).to.deep.equal([]);
  });
});
