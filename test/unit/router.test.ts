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
});
