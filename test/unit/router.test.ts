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
import { buildRouter, unimplementedOperations } from '../../server/http/router.js';

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

/**
 * The router's own request handling, on a bare Koa app whose handlers echo what they were given:
 * exact paths, path parameters, strict query integers, the conditional header and body validation
 * happen before any handler runs.
 */
describe('buildRouter request handling', () => {
  const seen: string[] = [];
  const echo = (ctx: Koa.Context) => {
    const state = ctx.state as AppState & { params?: unknown; query?: unknown; headers?: Record<string, unknown>; body?: unknown };
    seen.push(state.operation!.operationId);
    ctx.body = { params: state.params, query: state.query, ifNoneMatch: state.headers?.['if-none-match'] ?? null, marker: state.headers?.['x-marker'] ?? null, body: state.body ?? null };
  };
  let base: string;
  let server: ReturnType<Koa['listen']> | undefined;

  // Each test builds its own router (inside the test, so that what buildRouter does is the test's own).
  async function serve(): Promise<void> {
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
    const handlers = { getLiveness: echo, getBatch: echo, listBatches: echo, createBatch: echo };
    app.use(buildRouter(handlers as Parameters<typeof buildRouter>[0]).routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server!.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  beforeEach(() => {
    seen.length = 0;
  });
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  const problem = async (res: Response, status: number) => {
    expect(res.status).to.equal(status);
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
    const body = (await res.json()) as { type: string; detail: string; errors?: { pointer: string; code: string; detail: string }[] };
    expect(validators.schemas.Problem(body)).to.equal(true);
    return body;
  };

  it('routes the exact path only: no trailing slash, case-sensitive', async () => {
    await serve();
    expect((await fetch(`${base}/health/live`)).status).to.equal(200);
    for (const path of ['/health/live/', '/HEALTH/LIVE', '/Health/live', '/v1/data-engine/batches/']) {
      expect((await fetch(`${base}${path}`)).status, path).to.equal(404);
    }
    expect(seen).to.deep.equal(['getLiveness']);
  });

  it('answers a path parameter that does not fit its schema with 404 before the handler runs', async () => {
    await serve();
    const id = randomUUID();
    expect(((await (await fetch(`${base}/v1/data-engine/batches/${id}`)).json()) as { params: unknown }).params).to.deep.equal({ batchId: id });
    const body = await problem(await fetch(`${base}/v1/data-engine/batches/not-a-uuid`), 404);
    expect(body.detail).to.equal('No resource exists at /v1/data-engine/batches/not-a-uuid.');
    expect(seen).to.deep.equal(['getBatch']);
  });

  it('coerces query integers written as decimal digits, and refuses any other spelling Number() accepts', async () => {
    await serve();
    const ok = (await (await fetch(`${base}/v1/data-engine/batches?limit=25`)).json()) as { query: Record<string, unknown> };
    expect(ok.query.limit).to.equal(25);
    for (const limit of ['%205', '0x10', '1e1', '10.0', '+5']) {
      const body = await problem(await fetch(`${base}/v1/data-engine/batches?limit=${limit}`), 422);
      expect(body.errors, limit).to.deep.equal([{ pointer: '/query/limit', code: 'invalid_type', detail: 'must be an integer written as decimal digits' }]);
    }
    expect(seen).to.deep.equal(['listBatches']);
  });

  it('passes a well-formed If-None-Match to the handler and drops one the service could never have issued, keeping other headers', async () => {
    await serve();
    const url = `${base}/v1/data-engine/batches/${randomUUID()}`;
    const good = (await (await fetch(url, { headers: { 'if-none-match': 'W/"abc"', 'x-marker': 'm' } })).json()) as Record<string, unknown>;
    expect(good).to.include({ ifNoneMatch: 'W/"abc"', marker: 'm' });
    for (const value of [`W/"${'x'.repeat(300)}"`, `"${'a'.repeat(255)}"`, '"tab\there"']) {
      const bad = (await (await fetch(url, { headers: { 'if-none-match': value, 'x-marker': 'm' } })).json()) as Record<string, unknown>;
      expect(bad).to.include({ ifNoneMatch: null, marker: 'm' });
    }
  });

  it('validates a JSON body before the handler runs (every invalid field named), and passes a valid one through', async () => {
    await serve();
    const post = (body: string) => fetch(`${base}/v1/data-engine/batches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const ok = (await (await post('{"externalReference":"ref-1"}')).json()) as { body: unknown };
    expect(ok.body).to.deep.equal({ externalReference: 'ref-1' });
    const body = await problem(await post('{"externalReference":"","colour":"blue"}'), 422);
    expect(body.errors!.map((e) => [e.pointer, e.code])).to.deep.include.members([
      ['/externalReference', 'too_short'],
      ['/colour', 'unknown_field'],
    ]);
    expect(seen).to.deep.equal(['createBatch']);
  });
});

describe('unimplementedOperations', () => {
  it('lists every operation without a handler', async () => {
    const { operations } = await import('../../generated/operations.js');
    const all = operations.map((op) => op.operationId);
    expect(unimplementedOperations({})).to.deep.equal(all);
    const some = { getLiveness: () => {}, getBatch: () => {} } as Parameters<typeof unimplementedOperations>[0];
    expect(unimplementedOperations(some)).to.deep.equal(all.filter((id) => id !== 'getLiveness' && id !== 'getBatch'));
  });
});
