/**
 * The router writes each handler's typed response (status, headers, body with its declared media
 * type), and with VALIDATE_RESPONSES checks it against openapi.yaml first: a response that does not
 * match is logged and answered 500 problem+json (internal-error); an NDJSON line that does not match
 * ends the stream with an error, the status being already sent.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import Koa from 'koa';
import { validators } from '../../generated/validators.js';
import { createHandlers } from '../../server/app.js';
import type { AppState } from '../../server/http/context.js';
import { renderError } from '../../server/http/render-error.js';
import { buildRouter, type Handlers } from '../../server/http/router.js';
import { createServices } from '../../server/services.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** A Koa app with a request id and the problem+json renderer, as createApp has them (no authentication). */
function bareApp(): Koa {
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
  return app;
}

describe('buildRouter: responses and VALIDATE_RESPONSES', () => {
  let server: TestServer;
  let handlers: Handlers;
  const open: Server[] = [];

  before(async () => {
    server = await startTestServer();
    handlers = createHandlers(await createServices(server.config, server.database.db));
  });
  after(async () => {
    for (const s of open) s.close();
    await server?.close();
  });

  /** Serves `overrides` over the real handlers, without authentication, and returns the base URL. */
  async function serve(overrides: Partial<Handlers>, validateResponses: boolean): Promise<string> {
    const app = bareApp();
    app.use(buildRouter({ ...handlers, ...overrides }, () => [], { validateResponses }).routes());
    const s = app.listen(0, '127.0.0.1');
    open.push(s);
    await new Promise((r) => s.once('listening', r));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  }

  /** Runs `fn` with log lines (stderr) captured. */
  async function captureLog<T>(fn: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
    const lines: Record<string, unknown>[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          write(`${line}\n`);
        }
      }
      return true;
    }) as typeof process.stderr.write;
    try {
      return { result: await fn(), lines };
    } finally {
      process.stderr.write = write;
    }
  }

  // The overrides below break the contract on purpose, which only a cast lets compile.
  const wrongBody = { getLiveness: () => ({ status: 200, body: { status: 'broken' } }) as never };

  it('writes status, headers and the declared media type of a handler response', async () => {
    const base = await serve({ getLiveness: () => ({ status: 200, body: { status: 'ok' } }) }, true);
    const res = await fetch(`${base}/health/live`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(await res.json()).to.deep.equal({ status: 'ok' });
  });

  it('VALIDATE_RESPONSES: a body that does not match is logged and answered 500 internal-error', async () => {
    const base = await serve(wrongBody, true);
    const { result: res, lines } = await captureLog(() => fetch(`${base}/health/live`));
    expect(res.status).to.equal(500);
    const body = (await res.json()) as { type: string };
    expect(validators.schemas.Problem(body)).to.equal(true);
    expect(body.type).to.equal('http://docs.test/errors/internal-error');
    const logged = lines.find((l) => l.msg === 'response does not match openapi.yaml');
    expect(logged, JSON.stringify(lines)).to.include({ level: 'error', operationId: 'getLiveness', status: 200, problem: 'body does not validate' });
  });

  it('VALIDATE_RESPONSES: an undeclared status is answered 500', async () => {
    const base = await serve({ getLiveness: () => ({ status: 202, body: { status: 'ok' } }) as never }, true);
    const { result: res, lines } = await captureLog(() => fetch(`${base}/health/live`));
    expect(res.status).to.equal(500);
    expect(lines.some((l) => l.problem === 'status not declared')).to.equal(true);
  });

  it('without VALIDATE_RESPONSES the response is sent as the handler returned it', async () => {
    const base = await serve(wrongBody, false);
    const res = await fetch(`${base}/health/live`);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ status: 'broken' });
  });

  it('VALIDATE_RESPONSES: an NDJSON line that does not match ends the stream with an error', async () => {
    const batchId = randomUUID();
    const good = {
      documentId: randomUUID(),
      externalReference: 'note-1',
      status: 'succeeded',
    };
    async function* lines() {
      yield good;
      yield { not: 'a result line' };
    }
    const base = await serve({ getBatchResults: () => ({ status: 200, body: lines() }) as never }, true);
    const { result, lines: logged } = await captureLog(() =>
      fetch(`${base}/v1/data-engine/batches/${batchId}/results`).then(
        (res) => res.text().then((text) => ({ status: res.status, text, error: null }), (error: unknown) => ({ status: res.status, text: null, error })),
        (error: unknown) => ({ status: null, text: null, error }),
      ),
    );
    // The client never sees a complete answer: the connection is cut (before or after the status line).
    expect(result.error, JSON.stringify(result)).to.be.instanceOf(Error);
    expect(logged.some((l) => l.problem === 'NDJSON line does not validate')).to.equal(true);
  });
  it('a response without a body: the status alone, with its headers; a header left undefined is not sent', async () => {
    const batchId = randomUUID();
    const base = await serve(
      {
        getBatch: () => ({ status: 304, headers: { ETag: 'W/"abc"', 'Retry-After': undefined } }) as never,
        deleteBatch: () => ({ status: 204 }),
      },
      true,
    );
    const notModified = await fetch(`${base}/v1/data-engine/batches/${batchId}`);
    expect(notModified.status).to.equal(304);
    expect(notModified.headers.get('etag')).to.equal('W/"abc"');
    expect(notModified.headers.has('retry-after')).to.equal(false);
    expect(await notModified.text()).to.equal('');
    const deleted = await fetch(`${base}/v1/data-engine/batches/${batchId}`, { method: 'DELETE' });
    expect(deleted.status).to.equal(204);
    expect(await deleted.text()).to.equal('');
    // a 202 while an export runs keeps its status (an empty body would otherwise turn it into 204)
    const running = await serve({ getFhirExportStatus: () => ({ status: 202, headers: { 'X-Progress': 'in progress', 'Retry-After': 10 } }) as never }, true);
    const progress = await fetch(`${running}/fhir/R4/$export-status/${randomUUID()}`);
    expect(progress.status).to.equal(202);
    expect(progress.headers.get('x-progress')).to.equal('in progress');
    expect(progress.headers.get('retry-after')).to.equal('10');
    expect(await progress.text()).to.equal('');
  });

  it('without VALIDATE_RESPONSES a body on a status declared without one is not sent', async () => {
    const base = await serve({ getFhirExportStatus: () => ({ status: 202, body: { not: 'sent' } }) as never }, false);
    const res = await fetch(`${base}/fhir/R4/$export-status/${randomUUID()}`);
    expect(res.status).to.equal(202);
    expect(await res.text()).to.equal('');
    // and a response left without its body keeps its status
    const empty = await serve({ getLiveness: () => ({ status: 200 }) as never }, false);
    const live = await fetch(`${empty}/health/live`);
    expect(live.status).to.equal(200);
    expect(await live.text()).to.equal('');
  });

  it('VALIDATE_RESPONSES: a body where none is declared, an undeclared media type or a missing body is answered 500 and logged', async () => {
    const batchId = randomUUID();
    const cases: Array<[Partial<Handlers>, string, RequestInit, string, number]> = [
      [{ deleteBatch: () => ({ status: 204, body: {} }) as never }, `/v1/data-engine/batches/${batchId}`, { method: 'DELETE' }, 'a body on a response declared without one', 204],
      [{ getLiveness: () => ({ status: 200, type: 'text/plain', body: 'ok' }) as never }, '/health/live', {}, 'media type text/plain not declared', 200],
      [{ getLiveness: () => ({ status: 200 }) as never }, '/health/live', {}, 'no body', 200],
    ];
    for (const [overrides, path, init, problem, status] of cases) {
      const base = await serve(overrides, true);
      const { result: res, lines } = await captureLog(() => fetch(`${base}${path}`, init));
      expect(res.status, problem).to.equal(500);
      const body = (await res.json()) as { type: string; detail: string };
      expect(body.type).to.equal('http://docs.test/errors/internal-error');
      expect(body.detail).to.equal('The response did not match the API contract (VALIDATE_RESPONSES); see the server log.');
      const logged = lines.find((l) => l.msg === 'response does not match openapi.yaml');
      expect(logged, JSON.stringify(lines)).to.include({ level: 'error', operationId: Object.keys(overrides)[0], problem, status });
      expect(logged).to.not.have.property('errors');
    }
  });

  it('VALIDATE_RESPONSES: the log line of a body that does not validate carries the validation errors', async () => {
    const base = await serve(wrongBody, true);
    const { lines } = await captureLog(() => fetch(`${base}/health/live`));
    const logged = lines.find((l) => l.msg === 'response does not match openapi.yaml');
    expect(logged!.errors).to.be.an('array').that.is.not.empty;
  });

  it('a JSON value that is not an object is sent as JSON', async () => {
    const text = await serve({ getLiveness: () => ({ status: 200, body: 'ok' }) as never }, false);
    const res = await fetch(`${text}/health/live`);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(await res.json()).to.equal('ok');
    const nul = await serve({ getLiveness: () => ({ status: 200, body: null }) as never }, false);
    const res2 = await fetch(`${nul}/health/live`);
    expect(res2.status).to.equal(200);
    expect(await res2.text()).to.equal('null');
  });

  it('NDJSON bodies stream one line per item: batch results, checked line by line, and FHIR export files', async () => {
    const line = { documentId: randomUUID(), externalReference: 'note-1', status: 'succeeded', entities: [] };
    async function* results() {
      yield line;
      yield { ...line, externalReference: 'note-2' };
    }
    const base = await serve({ getBatchResults: () => ({ status: 200, body: results() }) as never }, true);
    const res = await fetch(`${base}/v1/data-engine/batches/${randomUUID()}/results`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    expect(await res.text()).to.equal(`${JSON.stringify(line)}\n${JSON.stringify({ ...line, externalReference: 'note-2' })}\n`);

    async function* resources() {
      yield { resourceType: 'Condition', id: 'c1' };
      yield { resourceType: 'Condition', id: 'c2' };
    }
    const fhir = await serve({ getFhirExportFile: () => ({ status: 200, body: resources() }) as never }, false);
    const file = await fetch(`${fhir}/fhir/R4/$export-file/${randomUUID()}/Condition-1.ndjson`);
    expect(file.status).to.equal(200);
    expect(file.headers.get('content-type')).to.match(/^application\/fhir\+ndjson/);
    expect(await file.text()).to.equal('{"resourceType":"Condition","id":"c1"}\n{"resourceType":"Condition","id":"c2"}\n');
  });

  it('without VALIDATE_RESPONSES an NDJSON line is streamed as the handler yields it', async () => {
    async function* lines() {
      yield { not: 'a result line' };
    }
    const base = await serve({ getBatchResults: () => ({ status: 200, body: lines() }) as never }, false);
    const res = await fetch(`${base}/v1/data-engine/batches/${randomUUID()}/results`);
    expect(await res.text()).to.equal('{"not":"a result line"}\n');
  });
});

/**
 * The router's own request handling, on a bare Koa app whose handlers echo what they were given:
 * exact paths, path parameters, strict query integers, the conditional header and body validation
 * happen before any handler runs.
 */
describe('buildRouter request handling', () => {
  const seen: string[] = [];
  /** A handler that answers with what the router handed it (its success status, so that the body is written). */
  const echo =
    (operationId: string, status: number) =>
    ({ params, query, headers, body }: { params: unknown; query: unknown; headers: Record<string, unknown>; body?: unknown }) => {
      seen.push(operationId);
      return { status, body: { params, query, ifNoneMatch: headers['if-none-match'] ?? null, marker: headers['x-marker'] ?? null, body: body ?? null } };
    };
  let base: string;
  let server: ReturnType<Koa['listen']> | undefined;

  // Each test builds its own router (inside the test, so that what buildRouter does is the test's own).
  async function serve(): Promise<void> {
    const app = bareApp();
    // Only the operations these tests call; the bodies are not the contract's (no VALIDATE_RESPONSES here).
    const handlers = { getLiveness: echo('getLiveness', 200), getBatch: echo('getBatch', 200), listBatches: echo('listBatches', 200), createBatch: echo('createBatch', 201) };
    app.use(buildRouter(handlers as unknown as Handlers).routes());
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
