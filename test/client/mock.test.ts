/**
 * The SDK through the Prism mock of openapi.yaml (the frontend teams' mock): the flow works against
 * the spec's examples, and the mock's dynamic mode (`Prefer: dynamic=true`) answers every operation
 * with data that passes the generated validators.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect } from 'chai';
import { DataEngine, ProblemError } from '../../client/src/index.js';
import { operations } from '../../generated/operations.js';
import { validators } from '../../generated/validators.js';
import { DEFAULT_SPEC, ROOT, listOperations, loadSpec } from '../../scripts/lib/spec.js';
import { sampleBody, samplePath } from '../contract/samples.js';
import { expectResponse } from '../helpers/contract.js';

const doc = loadSpec();
const specOperations = new Map(listOperations(doc).map((op) => [String(op.operation.operationId), op]));
const BATCH_ID = '3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startPrism(args: string[]): Promise<{ prism: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // node_modules/.bin/prism rather than npx, so that kill() reaches Prism itself (toolchain.md pitfall 4).
  const prism = spawn(join(ROOT, 'node_modules/.bin/prism'), ['mock', DEFAULT_SPEC, '-h', '127.0.0.1', '-p', String(port), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  prism.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  prism.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  for (let i = 0; i < 200; i++) {
    if (prism.exitCode !== null) throw new Error(`Prism exited: ${log}`);
    try {
      await fetch(`${base}/health`);
      return { prism, base };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  prism.kill();
  throw new Error(`Prism did not start: ${log}`);
}

async function stop(prism: ChildProcess | undefined): Promise<void> {
  if (prism && prism.exitCode === null) {
    prism.kill('SIGTERM');
    await once(prism, 'exit');
  }
}

describe('SDK through the Prism mock', function () {
  this.timeout(60_000);
  let prism: ChildProcess;
  let base: string;

  before(async function () {
    this.timeout(60_000);
    ({ prism, base } = await startPrism([]));
  });
  after(() => stop(prism));

  /** The mock answers the first example; a batch poll asks for the completed one so that waiting ends. */
  const preferCompleted = (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (init.method === 'GET' && /\/batches\/[^/]+$/.test(new URL(input).pathname)) headers.set('prefer', 'example=completed');
    return fetch(input, { ...init, headers });
  };

  it('runs the flow against the examples: token, create, add, upload, submit, wait, page, stream, FHIR', async () => {
    const de = new DataEngine({ baseUrl: base, clientId: 'de_test_example', clientSecret: 'secret', fetch: preferCompleted });
    const batch = await de.batches.create({ externalReference: 'discharge-2026-11-22', metadata: { site: 'north-campus' } });
    expect(validators.schemas.Batch(batch)).to.equal(true);
    const docs = await de.documents.add(batch.id, [{ externalReference: 'note-0001', mediaType: 'text/plain', content: 'Cough.' }]);
    expect(docs.length).to.be.greaterThan(0);
    const up = await de.documents.upload(batch.id, { externalReference: 'note-0002', mediaType: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) });
    expect(validators.schemas.Document(up)).to.equal(true);
    await de.batches.submit(batch.id);
    const done = await de.batches.waitForCompletion(batch.id);
    expect(done.status).to.equal('completed');
    // the example page always says there is a next page: take three items and stop
    const listed = [];
    for await (const b of de.batches.list({ status: 'completed' })) {
      listed.push(b);
      if (listed.length === 3) break;
    }
    expect(listed).to.have.lengthOf(3);
    const lines = [];
    for await (const line of de.results.stream(batch.id)) lines.push(line);
    expect(lines.length).to.be.greaterThan(0);
    for (const l of lines) expect(validators.schemas.ResultLine(l)).to.equal(true);
    const bundle = await de.documents.fhirBundle(batch.id, docs[0]!.id);
    expect(validators.schemas.FhirBundle(bundle)).to.equal(true);
  });

  it('turns the mock\'s 409 and 422 examples into ProblemError', async () => {
    const prefer = (code: number) => (input: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      if (!input.endsWith('/oauth/token')) headers.set('prefer', `code=${code}`);
      return fetch(input, { ...init, headers });
    };
    const conflict = new DataEngine({ baseUrl: base, clientId: 'c', clientSecret: 's', fetch: prefer(409) });
    const err = (await conflict.batches.create({ externalReference: 'discharge-2026-11-22' }).catch((e: unknown) => e)) as ProblemError;
    expect(err).to.be.instanceOf(ProblemError);
    expect(err).to.include({ status: 409, slug: 'external-reference-in-use' });
    expect(err.existingBatchId).to.be.a('string');
    const invalid = new DataEngine({ baseUrl: base, clientId: 'c', clientSecret: 's', fetch: prefer(422) });
    const bad = (await invalid.documents.add(BATCH_ID, [{ externalReference: 'n', mediaType: 'text/plain', content: 'x' }]).catch((e: unknown) => e)) as ProblemError;
    expect(bad).to.include({ status: 422, slug: 'validation-failed' });
    expect(bad.errors.length).to.be.greaterThan(0);
  });
});

describe('Prism mock, dynamic mode (Prefer: dynamic=true)', function () {
  this.timeout(60_000);
  let prism: ChildProcess;
  let base: string;

  before(async function () {
    this.timeout(60_000);
    ({ prism, base } = await startPrism(['--seed', '42', '--json-schema-faker-fillProperties=false']));
  });
  after(() => stop(prism));

  for (const op of operations) {
    it(`${op.operationId}: generated data validates`, async () => {
      const specOp = specOperations.get(op.operationId)!;
      const body = sampleBody(doc, specOp);
      const res = await fetch(base + samplePath(doc, specOp), {
        method: op.method.toUpperCase(),
        headers: {
          prefer: 'dynamic=true',
          ...(op.scopes.length > 0 ? { authorization: 'Bearer x' } : {}),
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { body: body.body } : {}),
      });
      expect(res.status, `sl-violations: ${res.headers.get('sl-violations')}`).to.equal(op.successStatus);
      expect(res.headers.get('sl-violations'), 'Prism flags its own answer').to.equal(null);
      if (res.status !== 204) await expectResponse(op.operationId, res);
    });
  }
});
