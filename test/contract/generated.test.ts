import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { expect } from 'chai';
import Koa from 'koa';
import { operations, operationsById, type OperationId } from '../../generated/operations.js';
import { ROOT, listOperations, loadSpec, problemTypes } from '../../scripts/lib/spec.js';
import { samplePath } from './samples.js';

const doc = loadSpec();
const specOperations = listOperations(doc);

describe('generated/ and openapi.yaml', () => {
  it('scripts/generate.ts --check: generated/ is what openapi.yaml generates today', function () {
    this.timeout(60_000);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).to.equal(0);
  });

  for (const op of specOperations) {
    const { operation } = op;
    it(`${op.method.toUpperCase()} ${op.path} has an operationId, one tag, a summary and a description, and is in the operations table`, () => {
      expect(operation.operationId, 'operationId').to.be.a('string').and.match(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.tags, 'tags').to.be.an('array').with.lengthOf(1);
      expect(operation.summary, 'summary').to.be.a('string').and.not.equal('');
      expect(operation.description, 'description').to.be.a('string').and.not.equal('');
      const entry = operationsById[operation.operationId as OperationId];
      expect(entry, 'operations table entry').to.not.equal(undefined);
      expect({ method: entry.method, path: entry.path }).to.deep.equal({ method: op.method, path: op.path });
    });
  }

  it('the operations table has exactly the operations of openapi.yaml', () => {
    expect(operations.map((o) => o.operationId).sort()).to.deep.equal(specOperations.map((o) => String(o.operation.operationId)).sort());
  });

  it('every problem type URI in openapi.yaml names a slug of x-problem-types (each has a docs page)', () => {
    const slugs = new Set(problemTypes(doc).map((p) => p.slug));
    const used = [...JSON.stringify(doc).matchAll(/\/errors\/([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(used).to.not.be.empty;
    expect(used.filter((slug) => slug === undefined || !slugs.has(slug))).to.deep.equal([]);
  });

  describe('@koa/router 15 with the table in its order', () => {
    let server: Server;
    let base: string;

    before(async () => {
      const router = new Router();
      for (const op of operations) {
        router.register(op.koaPath, [op.method.toUpperCase()], (ctx) => {
          ctx.body = op.operationId;
        });
      }
      const app = new Koa();
      app.use(router.routes());
      server = createServer(app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    for (const op of specOperations) {
      const id = String(op.operation.operationId);
      const path = samplePath(doc, op);
      it(`${id}: ${op.method.toUpperCase()} ${path} reaches ${id}`, async () => {
        const res = await fetch(base + path, { method: op.method.toUpperCase() });
        expect(await res.text()).to.equal(id);
      });
    }
  });
});
