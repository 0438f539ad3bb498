/**
 * Access to the FHIR server (/fhir/R4): live tokens only, SMART system scopes in v1 (`.read`) and v2
 * (`.rs`, `.r`, `.s`) form, per resource type and per interaction (read vs search), wildcards needed for
 * $everything. The FHIR handlers may not be built yet: "access granted" is checked as "the request got
 * past authentication and authorization" (expectAuthPassed), "access refused" as a declared 401/403.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { OperationId } from '../../generated/operations.js';
import { expectResponse, type CheckedResponse } from '../helpers/contract.js';
import { skipViaPrism, startTestServer, type TestServer } from '../helpers/server.js';
import { assertionClient, bearer, expectAuthPassed, expectAuthRequired, expectForbidden, expectInvalidToken } from './support.js';

type Request = { operationId: OperationId; path: string; method?: 'GET' | 'POST'; form?: Record<string, string> };

const patientId = randomUUID();
const requests = {
  metadata: { operationId: 'getFhirCapabilityStatement', path: '/fhir/R4/metadata' },
  readCondition: { operationId: 'readFhirResource', path: `/fhir/R4/Condition/${randomUUID()}` },
  searchCondition: { operationId: 'searchFhirResources', path: `/fhir/R4/Condition?patient=${patientId}` },
  postSearchCondition: { operationId: 'searchFhirResourcesPost', path: '/fhir/R4/Condition/_search', method: 'POST', form: { patient: patientId } },
  readObservation: { operationId: 'readFhirResource', path: `/fhir/R4/Observation/${randomUUID()}` },
  searchObservation: { operationId: 'searchFhirResources', path: `/fhir/R4/Observation?patient=${patientId}` },
  readPatient: { operationId: 'readFhirPatient', path: `/fhir/R4/Patient/${patientId}` },
  everything: { operationId: 'getFhirPatientEverything', path: `/fhir/R4/Patient/${patientId}/$everything` },
} satisfies Record<string, Request>;

describe('FHIR server access (SMART Backend Services scopes)', () => {
  let server: TestServer;
  /** Token per scope string, for live clients allowed exactly that scope. */
  const tokens = new Map<string, string>();

  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  async function liveToken(scopes: string): Promise<string> {
    if (!tokens.has(scopes)) tokens.set(scopes, await (await assertionClient(server, { mode: 'live', scopes })).token());
    return tokens.get(scopes)!;
  }

  /** Sends `req` (with `accept` when given: by default, errors are FHIR OperationOutcomes). */
  function send(req: Request, headers: Record<string, string>, accept?: string): Promise<Response> {
    headers = { ...(accept ? { accept } : {}), ...headers };
    if (req.method === 'POST') {
      return fetch(`${server.url}${req.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(req.form).toString(),
      });
    }
    return fetch(`${server.url}${req.path}`, { headers });
  }

  /** The OperationOutcome issue code of each 403 problem type on the FHIR server. */
  const issueOf: Record<string, string> = { 'insufficient-scope': 'forbidden', 'live-token-required': 'security' };

  /** A 403 OperationOutcome whose issue code is the one of problem type `slug`. */
  async function expectFhirForbidden(operationId: OperationId, res: Response, slug: string): Promise<CheckedResponse> {
    const checked = await expectResponse(operationId, res);
    expect(checked.status, checked.text).to.equal(403);
    expect(checked.headers.get('content-type')).to.match(/^application\/fhir\+json/);
    expect(checked.body.issue[0], checked.text).to.include({ severity: 'error', code: issueOf[slug] });
    return checked;
  }

  const allowed = async (scopes: string, req: Request) => expectAuthPassed(req.operationId, await send(req, bearer(await liveToken(scopes))));
  const refused = async (scopes: string, req: Request) =>
    expectFhirForbidden(req.operationId, await send(req, bearer(await liveToken(scopes))), 'insufficient-scope');

  it('refuses a test token with 403 live-token-required, even with system/*.rs', async () => {
    const testToken = await (await assertionClient(server, { mode: 'test', scopes: 'batches:read system/*.rs' })).token();
    for (const req of [requests.metadata, requests.readCondition, requests.searchCondition, requests.everything]) {
      await expectFhirForbidden(req.operationId, await send(req, bearer(testToken)), 'live-token-required');
    }
  });

  it('answers problem+json (with the problem type) to a client that asks for it', async function () {
    skipViaPrism(this, 'Prism validates every error body against the first media type declared (application/fhir+json)');
    const testToken = await (await assertionClient(server, { mode: 'test', scopes: 'batches:read system/*.rs' })).token();
    const res = await expectForbidden('searchFhirResources', await send(requests.searchCondition, bearer(testToken), 'application/problem+json'), 'live-token-required');
    expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
    await expectForbidden('readFhirResource', await send(requests.readObservation, bearer(await liveToken('system/Condition.rs')), 'application/problem+json'), 'insufficient-scope');
    await expectAuthRequired('getFhirCapabilityStatement', await send(requests.metadata, {}, 'application/problem+json'));
  });

  it('refuses a test token with a FHIR OperationOutcome by default (no Accept, or Accept: application/fhir+json)', async function () {
    const testToken = await (await assertionClient(server, { mode: 'test', scopes: 'system/*.rs' })).token();
    for (const accept of ['*/*', 'application/fhir+json', 'application/json']) {
      const res = await expectResponse('readFhirResource', await send(requests.readCondition, bearer(testToken), accept));
      expect(res.status).to.equal(403);
      expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
      expect(res.body).to.include({ resourceType: 'OperationOutcome' });
      expect(res.body.issue[0]).to.include({ severity: 'error', code: 'security' });
    }
    const none = await expectResponse('readFhirResource', await fetch(`${server.url}${requests.readCondition.path}`, { headers: bearer(testToken) }));
    expect(none.status).to.equal(403);
    expect(none.body.resourceType).to.equal('OperationOutcome');
  });

  it('answers 401 without a token: an OperationOutcome (issue login) with the Bearer challenge, or problem+json when asked for', async function () {
    skipViaPrism(this, 'Prism answers requests without a well-formed Bearer credential itself');
    const res = await expectResponse('getFhirCapabilityStatement', await send(requests.metadata, {}, '*/*'));
    expect(res.status).to.equal(401);
    expect(res.headers.get('content-type')).to.match(/^application\/fhir\+json/);
    expect(res.body.issue[0]).to.include({ code: 'login' });
    expect(res.headers.get('www-authenticate')).to.equal('Bearer realm="data-engine"');
  });

  it('answers 403 insufficient scope with an OperationOutcome (issue forbidden) and the RFC 6750 §3.1 insufficient_scope challenge', async () => {
    const res = await expectResponse('readFhirResource', await send(requests.readObservation, bearer(await liveToken('system/Condition.rs')), '*/*'));
    expect(res.status).to.equal(403);
    expect(res.body.issue[0]).to.include({ severity: 'error', code: 'forbidden' });
    expect(res.headers.get('www-authenticate')).to.match(/^Bearer .*error="insufficient_scope"/);
  });

  it('lets a live token with system/*.rs through to every FHIR operation', async () => {
    for (const req of Object.values(requests)) await allowed('system/*.rs', req);
  });

  it('refuses a live token with only batches:* scopes (403 insufficient-scope)', async () => {
    for (const req of [requests.metadata, requests.readCondition, requests.searchCondition, requests.readPatient, requests.everything]) {
      await refused('batches:read batches:write', req);
    }
  });

  it('SMART v1 system/Condition.read: Condition read and search, not Observation', async () => {
    await allowed('system/Condition.read', requests.readCondition);
    await allowed('system/Condition.read', requests.searchCondition);
    await allowed('system/Condition.read', requests.postSearchCondition);
    await refused('system/Condition.read', requests.readObservation);
    await refused('system/Condition.read', requests.searchObservation);
    await refused('system/Condition.read', requests.readPatient);
  });

  it('SMART v2 system/Condition.r: read but not search (GET or POST _search)', async () => {
    await allowed('system/Condition.r', requests.readCondition);
    await refused('system/Condition.r', requests.searchCondition);
    await refused('system/Condition.r', requests.postSearchCondition);
  });

  it('SMART v2 system/Condition.s: search but not read', async () => {
    await allowed('system/Condition.s', requests.searchCondition);
    await refused('system/Condition.s', requests.readCondition);
  });

  it('system/*.read (v1 wildcard) allows $everything; system/Patient.rs does not, but reads the Patient', async () => {
    await allowed('system/*.read', requests.everything);
    await allowed('system/*.read', requests.readObservation);
    await refused('system/Patient.rs', requests.everything);
    await allowed('system/Patient.rs', requests.readPatient);
    await refused('system/Patient.rs', requests.readCondition);
  });

  it('metadata needs any system scope, including a narrow one', async () => {
    await allowed('system/Condition.rs', requests.metadata);
    await allowed('system/Patient.read', requests.metadata);
  });

  it('a write-only SMART scope grants no read or search, not even the CapabilityStatement', async () => {
    await refused('system/Condition.write', requests.readCondition);
    await refused('system/Condition.cud', requests.searchCondition);
    await refused('system/Condition.write', requests.metadata);
  });

  it('resource types are matched exactly (no case folding, no wildcard in the path)', async function () {
    skipViaPrism(this);
    const token = await liveToken('system/Condition.rs');
    for (const path of [`/fhir/R4/condition/${randomUUID()}`, `/fhir/R4/*/${randomUUID()}`]) {
      const res = await fetch(`${server.url}${path}`, { headers: bearer(token) });
      const checked = await expectResponse('readFhirResource', res);
      expect(checked.status, path).to.equal(403);
    }
  });

  it('a token narrowed at the token endpoint is held to the narrowed scope', async () => {
    const client = await assertionClient(server, { mode: 'live' }); // allowed system/*.rs
    const narrowed = await client.token('system/Condition.rs');
    await expectAuthPassed('readFhirResource', await send(requests.readCondition, bearer(narrowed)));
    await expectFhirForbidden('readFhirResource', await send(requests.readObservation, bearer(narrowed)), 'insufficient-scope');
    await expectFhirForbidden('getFhirPatientEverything', await send(requests.everything, bearer(narrowed)), 'insufficient-scope');
  });

  it('serves the SMART configuration without a token', async () => {
    const res = await expectResponse('getSmartConfiguration', await fetch(`${server.url}/fhir/R4/.well-known/smart-configuration`));
    expect(res.status).to.equal(200);
  });
});
