/**
 * Operating the service as an operator does, through `data-engine serve` and `admin`: a run of token,
 * API and FHIR requests (and refused ones) with processing by the embedded worker, then
 * - the request log on stderr: one JSON line per request, and none of the texts sent, the secret or the token;
 * - GET /metrics on METRICS_PORT: the named series with values that match the run;
 * - `admin audit`: every request to clinical data, refusals included, with the fields of the audit record.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { expectResponse } from '../helpers/contract.js';
import { BIN, runCli } from '../helpers/cli.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/server.js';
import { spawn, type ChildProcess } from 'node:child_process';

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** `data-engine serve`, with everything it writes on stdout and stderr kept. */
async function startServe(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => { stdout: string; stderr: string } }> {
  const child = spawn(process.execPath, [BIN, 'serve'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stderr}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(stdout);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return { child, url, output: () => ({ stdout, stderr }) };
}

/** The value of one sample of a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('operating it: request log, metrics and access audit of a run (data-engine serve)', function () {
  this.timeout(180_000);
  let dir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  let serve: Awaited<ReturnType<typeof startServe>>;
  let metricsPort: number;
  let orgId: string;
  let clientId: string;
  let clientSecret: string;
  let token: string;
  /** What the run sent and got, for the checks below. */
  const sent: string[] = [];
  const entityTexts = new Set<string>();
  const requestIds: { requestId: string; operationId: string; status: number }[] = [];
  let batchId: string;
  let documentIds: string[] = [];
  let patientId: string;
  let otherOrgId: string;
  let otherClientId: string;
  let startedAt: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'data-engine-ops-'));
    if (onPostgres) {
      database = await createTestDatabase();
      const url = new URL(database.url);
      url.searchParams.set('options', `-c search_path=${database.schema}`);
      env = { DATABASE_URL: url.toString(), SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    } else {
      env = { DATABASE_URL: `sqlite:${join(dir, 'ops.sqlite')}` };
    }
    metricsPort = await freePort();
    serve = await startServe({ ...env, PORT: '0', WORKERS: '1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'debug' });

    const org = await runCli(['admin', 'create-org', '--name', 'Ops Health', '--live-processing'], env);
    expect(org.code, org.stderr).to.equal(0);
    orgId = JSON.parse(org.stdout).id;
    const client = await runCli(['admin', 'create-client', '--org', orgId, '--mode', 'live'], env);
    expect(client.code, client.stderr).to.equal(0);
    ({ clientId, clientSecret } = JSON.parse(client.stdout));
    otherOrgId = JSON.parse((await runCli(['admin', 'create-org', '--name', 'Other Health', '--live-processing'], env)).stdout).id;
    const other = JSON.parse((await runCli(['admin', 'create-client', '--org', otherOrgId, '--mode', 'live'], env)).stdout);
    otherClientId = other.clientId;
    startedAt = new Date().toISOString();

    const track = async (operationId: Parameters<typeof expectResponse>[0], res: Response) => {
      const checked = await expectResponse(operationId, res);
      requestIds.push({ requestId: checked.headers.get('request-id')!, operationId, status: checked.status });
      return checked;
    };
    const tokenOf = async (id: string, secret: string) =>
      (
        await track(
          'createAccessToken',
          await fetch(`${serve.url}/oauth/token`, {
            method: 'POST',
            headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'grant_type=client_credentials',
          }),
        )
      ).body.access_token as string;
    token = await tokenOf(clientId, clientSecret);
    const otherToken = await tokenOf(other.clientId, other.clientSecret);
    const headers = { authorization: `Bearer ${token}` };
    const api = (p: string) => `${serve.url}/v1/data-engine${p}`;

    const unique = randomBytes(4).toString('hex');
    const notes = [
      `Zorblat ${unique} reports sudden chest pain radiating to the left arm. History of hypertension and type 2 diabetes. Metoprolol 25 mg PO BID.`,
      `Quindle ${unique} denies fever. Known asthma since childhood; albuterol inhaler as needed. Mother had breast cancer.`,
    ];
    sent.push(...notes, `Zorblat ${unique}`, `Quindle ${unique}`, `MRN-${unique}`);
    batchId = (await track('createBatch', await fetch(api('/batches'), { method: 'POST', headers }))).body.id;
    const added = await track(
      'createBatchDocuments',
      await fetch(api(`/batches/${batchId}/documents`), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ documents: notes.map((content, i) => ({ externalReference: `ops-${i}`, mediaType: 'text/plain', content, patient: { externalId: `MRN-${unique}` } })) }),
      }),
    );
    documentIds = added.body.data.map((d: { id: string }) => d.id);
    expect((await track('submitBatch', await fetch(api(`/batches/${batchId}/submit`), { method: 'POST', headers }))).status).to.equal(200);
    for (let i = 0; i < 600; i++) {
      const b = await track('getBatch', await fetch(api(`/batches/${batchId}`), { headers }));
      if (b.body.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const results = await track('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers }));
    expect(results.body).to.have.length(2);
    // Entity texts of a few letters ("BID") could occur in any JSON by chance; the longer ones cannot.
    for (const line of results.body) for (const e of line.entities) if (e.text.length >= 6) entityTexts.add(e.text);
    expect(entityTexts.size).to.be.greaterThan(3);
    await track('listDocumentEntities', await fetch(api(`/batches/${batchId}/documents/${documentIds[0]}/entities`), { headers }));
    const bundle = await track('getDocumentFhirBundle', await fetch(api(`/batches/${batchId}/documents/${documentIds[1]}/fhir`), { headers }));
    patientId = bundle.body.entry.find((e: any) => e.resource.resourceType === 'Patient').resource.id;

    const fhir = (p: string) => `${serve.url}/fhir/R4${p}`;
    await track('readFhirPatient', await fetch(fhir(`/Patient/${patientId}`), { headers }));
    const conditions = await track('searchFhirResources', await fetch(fhir(`/Condition?patient=${patientId}`), { headers }));
    const conditionId = conditions.body.entry[0].resource.id;
    await track('readFhirResource', await fetch(fhir(`/Condition/${conditionId}`), { headers }));
    await track('getFhirPatientEverything', await fetch(fhir(`/Patient/${patientId}/$everything`), { headers }));

    // Refusals: no token, a bad token, another organization's batch and patient.
    expect((await track('getBatchResults', await fetch(api(`/batches/${batchId}/results`)))).status).to.equal(401);
    expect((await track('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers: { authorization: 'Bearer not.a.token' } }))).status).to.equal(401);
    const otherHeaders = { authorization: `Bearer ${otherToken}` };
    expect((await track('getBatchResults', await fetch(api(`/batches/${batchId}/results`), { headers: otherHeaders }))).status).to.equal(404);
    expect((await track('readFhirPatient', await fetch(fhir(`/Patient/${patientId}`), { headers: otherHeaders }))).status).to.equal(404);
  });

  after(async () => {
    if (serve && serve.child.exitCode === null) {
      serve.child.kill('SIGKILL');
      await once(serve.child, 'exit');
    }
    await database?.close();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  });

  it('GET /metrics on METRICS_PORT: the named series, with values that match the run', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain/);
    const text = await res.text();
    expect(sample(text, 'http_request_duration_seconds_count', { operation: 'getBatchResults', status: '200' })).to.equal(1);
    expect(sample(text, 'http_request_duration_seconds_count', { operation: 'getBatchResults', status: '401' })).to.equal(2);
    expect(sample(text, 'http_request_duration_seconds_count', { operation: 'readFhirPatient', status: '404' })).to.equal(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { operation: 'getBatch', status: '200', le: '+Inf' })).to.be.greaterThan(0);
    expect(sample(text, 'data_engine_tokens_issued_total', { method: 'client_secret_basic' })).to.equal(2);
    expect(sample(text, 'data_engine_documents', { status: 'succeeded' })).to.equal(2);
    expect(sample(text, 'data_engine_documents', { status: 'queued' })).to.equal(0);
    expect(sample(text, 'data_engine_documents_processed_total', { outcome: 'succeeded' })).to.equal(2);
    expect(sample(text, 'data_engine_extraction_seconds_count')).to.equal(2);
    expect(sample(text, 'data_engine_extraction_seconds_sum')).to.be.greaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).to.be.greaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).to.not.equal(undefined);
    // The API port does not serve metrics, and the metrics port nothing else.
    expect((await fetch(`${serve.url}/metrics`)).status).to.equal(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/v1/data-engine/batches`)).status).to.equal(404);
  });

  it('the request log: one JSON line per request, and no text, secret or token in any line', async () => {
    serve.child.kill('SIGTERM');
    const [code] = await once(serve.child, 'exit');
    expect(code, 'exit status after SIGTERM').to.equal(0);
    const { stdout, stderr } = serve.output();
    expect(stdout.trim().split('\n'), 'stdout holds the start line only').to.have.length(1);
    const lines = stderr.trim().split('\n');
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    for (const { requestId, operationId, status } of requestIds) {
      const matching = requests.filter((r) => r.requestId === requestId);
      expect(matching, `${operationId} ${requestId}`).to.have.length(1);
      expect(matching[0]).to.include({ operation: operationId, status });
      expect(matching[0]!.durationMs).to.be.a('number');
      expect(matching[0]).to.have.property('clientId');
    }
    expect(requests.find((r) => r.operation === 'getBatch' && r.status === 200)).to.include({ clientId });
    expect(requests.find((r) => r.operation === 'createAccessToken' && r.clientId === clientId)).to.not.equal(undefined);

    const secrets = [clientSecret, token, token.split('.')[2]!, ...sent, ...entityTexts];
    for (const text of secrets) {
      expect(stderr.includes(text), `the logs hold "${text.slice(0, 40)}..."`).to.equal(false);
      expect(stdout.includes(text), `stdout holds "${text.slice(0, 40)}..."`).to.equal(false);
    }
  });

  it('admin audit: every request to clinical data, refusals included, with exactly the audit fields', async () => {
    const run = await runCli(['admin', 'audit', '--org', orgId], env);
    expect(run.code, run.stderr).to.equal(0);
    const records = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    for (const r of records) {
      expect(Object.keys(r)).to.deep.equal(['at', 'organizationId', 'clientId', 'action', 'resourceType', 'resourceId', 'patientId', 'requestId', 'outcome']);
      expect(r.organizationId).to.equal(orgId);
      expect(Date.parse(r.at)).to.be.at.least(Date.parse(startedAt));
    }
    const byRequest = new Map(records.map((r) => [r.requestId, r]));
    expect(byRequest.size, 'one record per request').to.equal(records.length);
    // Token requests are not clinical data; every other request of the run is in the audit.
    const audited = requestIds.filter((r) => r.operationId !== 'createAccessToken');
    const mine = audited.filter((r) => !(r.status === 404));
    for (const { requestId, operationId } of mine) expect(byRequest.has(requestId), `${operationId} ${requestId}`).to.equal(true);
    const find = (operationId: string, status: number) => byRequest.get(requestIds.find((r) => r.operationId === operationId && r.status === status)!.requestId)!;
    const [doc0, doc1] = documentIds;
    expect(find('getBatchResults', 200)).to.deep.include({ clientId, action: 'read', resourceType: 'Results', resourceId: batchId, outcome: 'success' });
    expect(find('listDocumentEntities', 200)).to.deep.include({ clientId, action: 'read', resourceType: 'Entities', resourceId: doc0, patientId, outcome: 'success' });
    expect(find('getDocumentFhirBundle', 200)).to.deep.include({ clientId, action: 'read', resourceType: 'DocumentBundle', resourceId: doc1, patientId, outcome: 'success' });
    expect(find('createBatch', 201)).to.deep.include({ action: 'create', resourceType: 'Batch', resourceId: batchId, outcome: 'success' });
    expect(find('readFhirPatient', 200)).to.deep.include({ action: 'read', resourceType: 'Patient', resourceId: patientId, patientId, outcome: 'success' });
    expect(find('searchFhirResources', 200)).to.deep.include({ action: 'search', resourceType: 'Condition', resourceId: null, patientId, outcome: 'success' });
    expect(find('readFhirResource', 200)).to.deep.include({ action: 'read', resourceType: 'Condition', patientId, outcome: 'success' });
    expect(find('getFhirPatientEverything', 200)).to.deep.include({ action: 'everything', resourceType: 'Patient', resourceId: patientId, patientId, outcome: 'success' });
    // Refused without credentials: filed under the organization whose batch was named, with no client.
    const refused = records.filter((r) => r.outcome === 'unauthorized');
    expect(refused).to.have.length(2);
    for (const r of refused) expect(r).to.deep.include({ clientId: null, action: 'read', resourceType: 'Results', resourceId: batchId });

    // The other organization's client was refused (404) and is in its own organization's audit.
    const other = await runCli(['admin', 'audit', '--org', otherOrgId], env);
    const otherRecords = other.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(otherRecords.map((r) => [r.action, r.resourceType, r.outcome, r.clientId])).to.deep.equal([
      ['read', 'Results', 'not-found', otherClientId],
      ['read', 'Patient', 'not-found', otherClientId],
    ]);
    expect(otherRecords[1]!.patientId).to.equal(patientId);

    // --patient by FHIR id or by the external id the documents gave; --since.
    const byPatient = await runCli(['admin', 'audit', '--org', orgId, '--patient', patientId], env);
    const patientRecords = byPatient.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(patientRecords.length).to.be.at.least(6);
    for (const r of patientRecords) expect(r.patientId).to.equal(patientId);
    const external = sent.find((t) => t.startsWith('MRN-'))!;
    expect((await runCli(['admin', 'audit', '--org', orgId, '--patient', external], env)).stdout).to.equal(byPatient.stdout);
    const future = await runCli(['admin', 'audit', '--org', orgId, '--since', new Date(Date.now() + 60_000).toISOString()], env);
    expect(future.code).to.equal(0);
    expect(future.stdout).to.equal('');
    const bad = await runCli(['admin', 'audit', '--org', orgId, '--since', 'yesterday'], env);
    expect(bad.code).to.equal(2);
    expect(bad.stderr).to.contain('--since must be an ISO 8601');
    expect(bad.stdout).to.equal('');
  });
});
