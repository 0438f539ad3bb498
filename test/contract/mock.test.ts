/**
 * Prism mocks openapi.yaml from its own examples; every answer must pass the generated validators.
 * This keeps the examples, the schemas and the generated validators in agreement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect } from 'chai';
import { createLowLevelClient } from '../../generated/client.js';
import { operations, type Operation } from '../../generated/operations.js';
import { validators, type ValidateFunction } from '../../generated/validators.js';
import { DEFAULT_SPEC, ROOT, listOperations, loadSpec } from '../../scripts/lib/spec.js';
import { sampleBody, samplePath } from './samples.js';
import { expectResponse } from '../helpers/contract.js';

const doc = loadSpec();
const specOperations = new Map(listOperations(doc).map((op) => [String(op.operation.operationId), op]));

/** The operation at a method and path of the service specification, from the generated table. */
function operationAt(method: Operation['method'], path: string): Operation {
  const op = operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}`);
  return op;
}

/** A free loopback port (closed again before Prism binds it). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function expectValid(validate: ValidateFunction, body: unknown, what: string): void {
  const ok = validate(body);
  expect(ok, `${what}: ${JSON.stringify(validate.errors, null, 2)}\nbody: ${JSON.stringify(body)}`).to.equal(true);
}

describe('Prism mock of openapi.yaml (validated with generated/validators)', function () {
  this.timeout(30_000);
  let prism: ChildProcess;
  let base: string;
  let log = '';

  before(async function () {
    this.timeout(60_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // node_modules/.bin/prism rather than npx, so that kill() reaches Prism itself (toolchain.md pitfall 4).
    prism = spawn(join(ROOT, 'node_modules/.bin/prism'), ['mock', DEFAULT_SPEC, '-h', '127.0.0.1', '-p', String(port)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    prism.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 50_000;
    for (;;) {
      if (prism.exitCode !== null) throw new Error(`Prism exited with ${prism.exitCode}:\n${log}`);
      try {
        await fetch(`${base}${operationAt('get', '/health').path}`);
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`Prism did not answer within 50 s:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });

  after(async () => {
    if (prism && prism.exitCode === null) {
      prism.kill('SIGTERM');
      await once(prism, 'exit');
    }
  });

  /** Sends the spec's sample request for an operation, with a bearer token when the operation needs one. */
  function send(op: Operation, headers: Record<string, string> = {}): Promise<Response> {
    const specOp = specOperations.get(op.operationId);
    if (!specOp) throw new Error(`${op.operationId} is not in openapi.yaml`);
    const body = sampleBody(doc, specOp);
    return fetch(base + samplePath(doc, specOp), {
      method: op.method.toUpperCase(),
      headers: {
        ...(op.scopes.length > 0 ? { authorization: 'Bearer x' } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
        ...headers,
      },
      ...(body ? { body: body.body } : {}),
    });
  }

  for (const op of operations) {
    it(`${op.operationId}: answers ${op.successStatus}${op.successStatus === 204 ? '' : ' with a body that validates'}`, async () => {
      const res = await send(op);
      expect(res.status, `${op.operationId} status; sl-violations: ${res.headers.get('sl-violations')}`).to.equal(op.successStatus);
      if (res.status === 204) return;
      await expectResponse(op.operationId, res);
    });
  }

  it('getHealth: GET /health answers a Health body', async () => {
    const op = operationAt('get', '/health');
    const res = await send(op);
    expect(res.status).to.equal(200);
    expectValid(validators.schemas.Health, await res.json(), 'Health');
  });

  it('createBatch: POST with Authorization: Bearer answers 201 with a Batch and a Request-Id', async () => {
    const op = operationAt('post', '/v1/data-engine/batches');
    const res = await send(op, { authorization: 'Bearer x' });
    expect(res.status).to.equal(201);
    expect(res.headers.get('request-id')).to.be.a('string');
    expectValid(validators.schemas.Batch, await res.json(), 'Batch');
  });

  it('createBatch: no token answers 401 with a problem that validates', async () => {
    const op = operationAt('post', '/v1/data-engine/batches');
    const res = await fetch(base + op.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).to.equal(401);
    await expectResponse(op.operationId, res);
  });

  it('getBatch: Prefer: code=404 answers a problem that validates', async () => {
    const op = operationAt('get', '/v1/data-engine/batches/{batchId}');
    const res = await send(op, { prefer: 'code=404' });
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
    await expectResponse(op.operationId, res);
  });

  it('generated client: getBatch through createLowLevelClient returns a typed Batch', async () => {
    const client = createLowLevelClient({ baseUrl: base, headers: { authorization: 'Bearer x' } });
    const { data, response } = await client.GET('/v1/data-engine/batches/{batchId}', {
      params: { path: { batchId: '3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d' } },
    });
    expect(response.status).to.equal(200);
    expectValid(validators.schemas.Batch, data, 'Batch');
    expect(data?.object).to.equal('data_engine.batch');
  });

  it('generated client: getBatchResults with parseAs stream yields valid ResultLines', async () => {
    const client = createLowLevelClient({ baseUrl: base, headers: { authorization: 'Bearer x' } });
    const { data, response } = await client.GET('/v1/data-engine/batches/{batchId}/results', {
      params: { path: { batchId: '3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d' } },
      parseAs: 'stream',
    });
    expect(response.status).to.equal(200);
    expect(data).to.not.equal(null);
    const text = await new Response(data).text();
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines).to.not.be.empty;
    for (const line of lines) expectValid(validators.schemas.ResultLine, JSON.parse(line), 'ResultLine');
  });

  it('getBatchResults: answers application/x-ndjson with one valid ResultLine per line', async () => {
    const op = operationAt('get', '/v1/data-engine/batches/{batchId}/results');
    const res = await send(op, { accept: 'application/x-ndjson' });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/x-ndjson/);
    await expectResponse(op.operationId, res);
  });
});
