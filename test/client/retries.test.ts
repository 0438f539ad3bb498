/**
 * Retry and error behaviour of the SDK against a scripted fake service: 429/503 with Retry-After are
 * retried, 409/422 and other 4xx never are, a create whose retry meets its own earlier batch returns
 * it, and timeouts, aborts and unreachable services throw their own errors.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { AbortError, ConnectionError, DataEngine, ProblemError, TimeoutError } from '../../client/src/index.js';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'reset';

const BATCH = {
  object: 'data_engine.batch',
  id: '3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d',
  liveMode: false,
  status: 'pending',
  externalReference: 'ref-1',
  metadata: {},
  counts: { total: 0, awaitingUpload: 0, pending: 0, queued: 0, processing: 0, succeeded: 0, failed: 0, cancelled: 0 },
  cancellationReason: null,
  createdAt: '2026-11-22T09:15:00.000Z',
  submittedAt: null,
  completedAt: null,
  expiresAt: '2026-11-23T09:15:00.000Z',
};

const problem = (status: number, slug: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { type: `https://data-engine.example.org/docs/errors/${slug}`, title: 'T', status, detail: `a ${slug}`, requestId: 'req-1', ...extra },
  headers: { 'content-type': 'application/problem+json', 'request-id': 'req-1' },
});

describe('SDK retries and errors (fake service)', function () {
  this.timeout(30_000);
  let server: Server;
  let baseUrl: string;
  /** Scripted replies per "METHOD path"; the last one repeats. */
  let script: Map<string, Reply[]>;
  let log: string[];
  let ifNoneMatch: Array<string | undefined>;

  before(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const key = `${req.method} ${req.url}`;
      log.push(key);
      ifNoneMatch.push(req.headers['if-none-match']);
      req.resume();
      req.on('end', () => {
        if (req.url === '/oauth/token') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600, scope: 'batches:read batches:write' }));
          return;
        }
        const replies = script.get(key) ?? [problem(404, 'not-found')];
        const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
        if (reply === 'hang') return;
        if (reply === 'reset') return void req.socket.destroy();
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    script = new Map();
    log = [];
    ifNoneMatch = [];
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const sdk = (options: { maxRetries?: number; timeoutMs?: number } = {}) => new DataEngine({ baseUrl, clientId: 'c', clientSecret: 's', ...options });
  const GET_BATCH = `GET /v1/data-engine/batches/${BATCH.id}`;
  const calls = (key: string) => log.filter((k) => k === key).length;

  it('retries 429 and 503 honouring Retry-After, then succeeds', async () => {
    script.set(GET_BATCH, [
      { ...problem(429, 'rate-limited'), headers: { ...problem(429, 'rate-limited').headers, 'retry-after': '1' } },
      { ...problem(503, 'service-unavailable'), headers: { ...problem(503, 'service-unavailable').headers, 'retry-after': '0' } },
      { status: 200, body: BATCH },
    ]);
    const started = Date.now();
    expect((await sdk().batches.get(BATCH.id)).id).to.equal(BATCH.id);
    expect(calls(GET_BATCH)).to.equal(3);
    // the 429's Retry-After: 1 was waited (a lower bound only; never an upper one)
    expect(Date.now() - started).to.be.at.least(950);
  });

  it('gives up after maxRetries with the last ProblemError; maxRetries: 0 sends once', async () => {
    const busy = { ...problem(503, 'service-unavailable'), headers: { ...problem(503, 'service-unavailable').headers, 'retry-after': '0' } };
    script.set(GET_BATCH, [busy]);
    const err = (await sdk().batches.get(BATCH.id).catch((e: unknown) => e)) as ProblemError;
    expect(err).to.be.instanceOf(ProblemError);
    expect(err).to.include({ status: 503, slug: 'service-unavailable', requestId: 'req-1', retryAfterSeconds: 0 });
    expect(calls(GET_BATCH)).to.equal(3);
    log = [];
    await sdk({ maxRetries: 0 }).batches.get(BATCH.id).catch(() => undefined);
    expect(calls(GET_BATCH)).to.equal(1);
  });

  for (const [status, slug] of [[400, 'invalid-request'], [403, 'insufficient-scope'], [404, 'not-found'], [409, 'invalid-state'], [413, 'payload-too-large'], [415, 'unsupported-media-type'], [422, 'validation-failed']] as const) {
    it(`never retries a ${status} (${slug})`, async () => {
      script.set(`POST /v1/data-engine/batches/${BATCH.id}/submit`, [problem(status, slug, { errors: [{ pointer: '/x', code: 'required', detail: 'd' }] })]);
      const err = (await sdk().batches.submit(BATCH.id).catch((e: unknown) => e)) as ProblemError;
      expect(err).to.be.instanceOf(ProblemError);
      expect(err).to.include({ status, slug, detail: `a ${slug}` });
      expect(err.errors).to.deep.equal([{ pointer: '/x', code: 'required', detail: 'd' }]);
      expect(calls(`POST /v1/data-engine/batches/${BATCH.id}/submit`)).to.equal(1);
    });
  }

  it('retries a 500 on GET but not on POST', async () => {
    script.set(GET_BATCH, [problem(500, 'internal-error'), { status: 200, body: BATCH }]);
    expect((await sdk().batches.get(BATCH.id)).id).to.equal(BATCH.id);
    expect(calls(GET_BATCH)).to.equal(2);
    script.set(`POST /v1/data-engine/batches/${BATCH.id}/cancel`, [problem(500, 'internal-error'), { status: 200, body: BATCH }]);
    const err = (await sdk().batches.cancel(BATCH.id).catch((e: unknown) => e)) as ProblemError;
    expect(err.status).to.equal(500);
    expect(calls(`POST /v1/data-engine/batches/${BATCH.id}/cancel`)).to.equal(1);
  });

  it('a create whose retry meets 409 with existingBatchId for the same externalReference returns that batch', async () => {
    const busy = { ...problem(503, 'service-unavailable'), headers: { ...problem(503, 'service-unavailable').headers, 'retry-after': '0' } };
    script.set('POST /v1/data-engine/batches', [busy, problem(409, 'external-reference-in-use', { existingBatchId: BATCH.id })]);
    script.set(GET_BATCH, [{ status: 200, body: BATCH }]);
    const batch = await sdk().batches.create({ externalReference: 'ref-1' });
    expect(batch.id).to.equal(BATCH.id);
    // without a retry of its own, the same 409 is the caller's to handle
    log = [];
    script.set('POST /v1/data-engine/batches', [problem(409, 'external-reference-in-use', { existingBatchId: BATCH.id })]);
    const err = (await sdk().batches.create({ externalReference: 'ref-1' }).catch((e: unknown) => e)) as ProblemError;
    expect(err).to.include({ status: 409, existingBatchId: BATCH.id });
    expect(calls(GET_BATCH)).to.equal(0);
  });

  it('throws TimeoutError after timeoutMs on every attempt', async () => {
    script.set(GET_BATCH, ['hang']);
    const err = await sdk({ timeoutMs: 200, maxRetries: 1 }).batches.get(BATCH.id).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(TimeoutError);
    expect((err as TimeoutError).attempts).to.equal(2);
  });

  it('throws AbortError when the caller aborts, and does not retry', async () => {
    script.set(GET_BATCH, ['hang']);
    const controller = new AbortController();
    const pending = sdk().batches.get(BATCH.id, { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    expect(await pending).to.be.instanceOf(AbortError);
    expect(calls(GET_BATCH)).to.equal(1);
  });

  it('retries a dropped connection, then throws ConnectionError', async () => {
    script.set(GET_BATCH, ['reset', { status: 200, body: BATCH }]);
    expect((await sdk().batches.get(BATCH.id)).id).to.equal(BATCH.id);
    script.set(GET_BATCH, ['reset']);
    const err = await sdk({ maxRetries: 1 }).batches.get(BATCH.id).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(ConnectionError);
  });

  it('keeps working when the service adds a field, an enum value or a problem slug', async () => {
    script.set(GET_BATCH, [{ status: 200, body: { ...BATCH, status: 'archived', priority: 'high' } }]);
    const batch = await sdk().batches.get(BATCH.id);
    expect(batch.status).to.equal('archived');
    expect((batch as unknown as { priority: string }).priority).to.equal('high');
    script.set(`POST /v1/data-engine/batches/${BATCH.id}/submit`, [problem(409, 'batch-frozen', { futureField: 1 })]);
    const err = (await sdk().batches.submit(BATCH.id).catch((e: unknown) => e)) as ProblemError;
    expect(err).to.include({ status: 409, slug: 'batch-frozen' });
    expect((err.body as { futureField: number }).futureField).to.equal(1);
  });

  it('waitForCompletion sends If-None-Match, treats 304 as no change and resolves with the final batch', async () => {
    const processing = { ...BATCH, status: 'processing' };
    const completed = { ...BATCH, status: 'completed' };
    script.set(GET_BATCH, [
      { status: 200, body: processing, headers: { etag: 'W/"1"', 'retry-after': '0' } },
      { status: 304, headers: { etag: 'W/"1"' } },
      { status: 200, body: completed, headers: { etag: 'W/"2"' } },
    ]);
    const seen: string[] = [];
    const done = await sdk().batches.waitForCompletion(BATCH.id, { onProgress: (b) => seen.push(b.status), pollIntervalMs: 1 });
    expect(done.status).to.equal('completed');
    expect(seen).to.deep.equal(['processing', 'completed']);
    expect(ifNoneMatch.filter((_, i) => log[i] === GET_BATCH)).to.deep.equal([undefined, 'W/"1"', 'W/"1"']);
  });
});
