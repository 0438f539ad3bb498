/**
 * The router built from the operation table serves the whole contract: an operation without a
 * handler is still routed, and answers 501 problem+json (not-implemented) through the renderer.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { validators } from '../../generated/validators.js';
import type { AppState } from '../../server/http/context.js';
import { renderError } from '../../server/http/render-error.js';
import { buildRouter } from '../../server/http/router.js';

describe('buildRouter without handlers', () => {
  it('answers 501 not-implemented problem+json for a routed operation that has no handler', async () => {
    const app = new Koa();
    app.silent = true;
    app.use(async (ctx, next) => {
      (ctx.state as AppState).requestId = randomUUID();
      try {
        await next();
      } catch (err) {
        renderError(ctx, err, 'http://docs.test');
      }
    });
    app.use(buildRouter({}).routes());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health/live`);
      expect(res.status).to.equal(501);
      expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
      const body = (await res.json()) as { type: string; detail: string };
      expect(validators.schemas.Problem(body)).to.equal(true);
      expect(body.type).to.equal('http://docs.test/errors/not-implemented');
      expect(body.detail).to.contain('getLiveness');
    } finally {
      server.close();
    }
  });
});
