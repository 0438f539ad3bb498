/** `npm run docs` renders the reference offline, and the server serves it at /docs with a page per problem type. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { problemTypes } from '../../generated/problem-types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('API reference at /docs', function () {
  this.timeout(60_000);
  let dir: string;
  let server: TestServer;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'data-engine-docs-'));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build-docs.ts', '--out', dir]);
    server = await startTestServer({}, { docsDir: dir });
  });
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders index.html with no script or stylesheet loaded from another host', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).to.contain('Clinical Document Batch Service');
    expect(html).to.not.match(/<script[^>]+src="https?:/);
    expect(html).to.not.match(/<link[^>]+rel="stylesheet"[^>]+href="https?:/);
  });

  it('serves the reference at /docs', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(await res.text()).to.contain('createBatch');
  });

  it('resolves the type URI of every problem kind', async () => {
    for (const [slug, type] of Object.entries(problemTypes)) {
      const res = await fetch(`${server.config.docsUrl}/errors/${slug}`);
      expect(res.status, slug).to.equal(200);
      const page = await res.text();
      expect(page, slug).to.contain(type.title);
    }
  });

  it('answers 404 problem+json for a page that does not exist', async () => {
    const res = await fetch(`${server.url}/docs/errors/no-such-problem`);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
  });
});
