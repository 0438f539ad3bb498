/**
 * The command-line client `data-engine-client process DIR --out OUT`, run as a child process from the
 * built package (client/dist) against the real service: outputs, exit statuses, the failure table,
 * re-runs and resuming an interrupted run without duplicates, and usage and credential errors.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { DataEngine } from '../../client/src/index.js';
import { validators } from '../../generated/validators.js';
import { startWorkers, type RunningWorkers } from '../../server/worker/index.js';
import { createClient, type TestClient } from '../helpers/auth.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { makePdf } from '../pipeline/helpers/pdf.js';

const CLI = fileURLToPath(new URL('../../client/dist/cli.js', import.meta.url));
const NOTE = 'HISTORY: 64-year-old man with hypertension. Denies chest pain.\nMEDICATIONS: Metoprolol 25 mg PO BID.';

function run(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('DATA_ENGINE_')));
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function folder(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-in-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('data-engine-client process (CLI)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let workers: RunningWorkers;
  let client: TestClient;
  let env: Record<string, string>;

  before(async () => {
    server = await startTestServer({ PROCESSING_TIMEOUT_SECONDS: '60' });
    workers = await startWorkers(server.config, server.database.db, 2, { pollMs: 20 });
    client = await createClient(server);
    env = { DATA_ENGINE_URL: server.url, DATA_ENGINE_CLIENT_ID: client.clientId, DATA_ENGINE_CLIENT_SECRET: client.clientSecret! };
  });
  after(async () => {
    await workers?.stop();
    await server?.close();
  });

  it('--help lists the command, options, environment and exit statuses', async () => {
    const r = await run(['--help'], {});
    expect(r.code).to.equal(0);
    for (const word of ['process DIR --out OUT', '--concurrency', 'DATA_ENGINE_URL', 'DATA_ENGINE_CLIENT_SECRET', 'DATA_ENGINE_PRIVATE_KEY_FILE', 'Exit status']) expect(r.stdout).to.include(word);
  });

  it('exits 2 on usage and credential errors', async () => {
    expect((await run([], env)).code).to.equal(2);
    expect((await run(['process', folder({ 'a.txt': NOTE })], env)).code).to.equal(2); // no --out
    const out = mkdtempSync(join(tmpdir(), 'cli-out-'));
    const noCreds = await run(['process', folder({ 'a.txt': NOTE }), '--out', out], { DATA_ENGINE_URL: server.url });
    expect(noCreds.code).to.equal(2);
    expect(noCreds.stderr).to.include('DATA_ENGINE_CLIENT_ID');
    const wrong = await run(['process', folder({ 'a.txt': NOTE }), '--out', mkdtempSync(join(tmpdir(), 'cli-out-'))], { ...env, DATA_ENGINE_CLIENT_SECRET: 'wrong' });
    expect(wrong.code).to.equal(2);
    expect(wrong.stderr).to.include('invalid_client');
  });

  it('processes a folder: results.ndjson, a FHIR Bundle per succeeded file, summary.json; exit 1 with a failure table', async () => {
    const dir = folder({
      'a.txt': NOTE,
      'ward/b.txt': `${NOTE}\nSecond note.`,
      'scans/c.pdf': makePdf([['DISCHARGE SUMMARY', 'Hypertension.']]),
      'test_fail_pipeline_failed-1.txt': 'fails on purpose',
      'ignored.docx': 'not a note',
    });
    const out = mkdtempSync(join(tmpdir(), 'cli-out-'));
    const r = await run(['process', dir, '--out', out], env);
    expect(r.code, r.stderr).to.equal(1);
    expect(r.stdout).to.match(/test_fail_pipeline_failed-1\.txt\s+pipeline_failed/);
    // not a terminal: plain progress lines, no bar
    expect(r.stderr).to.match(/uploaded 4\/4/);
    expect(r.stderr).to.match(/processed 4\/4 \(failed 1\)/);

    const lines = readFileSync(join(out, 'results.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.externalReference).sort()).to.deep.equal(['a.txt', 'scans/c.pdf', 'test_fail_pipeline_failed-1.txt', 'ward/b.txt']);
    for (const l of lines) expect(validators.schemas.ResultLine(l)).to.equal(true);
    for (const f of ['a.txt', 'ward/b.txt', 'scans/c.pdf']) {
      const bundle = JSON.parse(readFileSync(join(out, 'fhir', `${f}.json`), 'utf8'));
      expect(validators.schemas.FhirBundle(bundle), f).to.equal(true);
    }
    expect(existsSync(join(out, 'fhir', 'test_fail_pipeline_failed-1.txt.json'))).to.equal(false);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.counts).to.include({ total: 4, succeeded: 3, failed: 1 });
    expect(summary.failures).to.deep.equal([{ file: 'test_fail_pipeline_failed-1.txt', status: 'failed', code: 'pipeline_failed', message: summary.failures[0].message }]);

    // a re-run resumes the same batch and changes nothing
    const again = await run(['process', dir, '--out', out], env);
    expect(again.code).to.equal(1);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).batchId).to.equal(summary.batchId);
    expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).counts.total).to.equal(4);

    // another folder with the same OUT is refused: two folders never share a batch
    expect((await run(['process', folder({ 'x.txt': NOTE }), '--out', out], env)).code).to.equal(2);
  });

  it('resumes an interrupted run (batch created, some files added, a PDF declared but not uploaded) without duplicates; exit 0', async () => {
    const pdf = makePdf([['OPERATIVE NOTE', 'Appendectomy.']]);
    const dir = folder({ 'one.txt': NOTE, 'two.txt': `${NOTE} Two.`, 'three.pdf': pdf });
    const out = mkdtempSync(join(tmpdir(), 'cli-out-'));
    // what an interrupted first run leaves behind
    const reference = 'data-engine-client-interrupted-run';
    writeFileSync(join(out, 'state.json'), JSON.stringify({ dir, externalReference: reference }));
    const de = new DataEngine({ baseUrl: server.url, clientId: client.clientId, clientSecret: client.clientSecret! });
    const batch = await de.batches.create({ externalReference: reference });
    await de.documents.add(batch.id, [
      { externalReference: 'one.txt', mediaType: 'text/plain', content: NOTE, filename: 'one.txt' },
      { externalReference: 'three.pdf', mediaType: 'application/pdf', filename: 'three.pdf' },
    ]);

    const r = await run(['process', dir, '--out', out], env);
    expect(r.code, r.stderr + r.stdout).to.equal(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.batchId).to.equal(batch.id);
    expect(summary.counts).to.include({ total: 3, succeeded: 3, failed: 0 });
    expect(summary.failures).to.deep.equal([]);
    expect(existsSync(join(out, 'fhir', 'three.pdf.json'))).to.equal(true);
  });
});
