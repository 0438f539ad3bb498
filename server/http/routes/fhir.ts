/**
 * Handlers of the FHIR tag (/fhir/R4): check the requested format, read the search parameters as sent,
 * call the FHIR use case, answer application/fhir+json (with an ETag on reads, FHIR R4 §3.1.0.5).
 */
import type { FhirResource } from 'fhir/r4.js';
import { AppError } from '../../errors.js';
import { checkFormat, parametersToPairs } from '../../fhir/search-params.js';
import type { FhirService, SearchRequest } from '../../fhir/service.js';
import { wireBundle, wireCapabilityStatement, wireResource } from '../../fhir/wire.js';
import type { RawRequest, TagHandlers } from '../router.js';

/**
 * 406 unless the client accepts JSON: FHIR R4 §3.1.0.1.10 (this server speaks application/fhir+json only;
 * `_format` overrides Accept).
 */
function negotiate(request: RawRequest): void {
  const formats = new URLSearchParams(request.querystring).getAll('_format');
  if (formats.length > 0) {
    for (const f of formats) checkFormat(f);
    return;
  }
  const accept = request.get('Accept');
  if (accept && !request.accepts('application/fhir+json', 'application/json', 'application/problem+json')) {
    throw new AppError('not-acceptable', `This server answers application/fhir+json only; Accept was ${accept}.`);
  }
}

/** The headers of a read: the resource's version as a weak ETag and its meta.lastUpdated as Last-Modified. */
function readHeaders(resource: FhirResource): { ETag?: string; 'Last-Modified'?: string } {
  return {
    ...(resource.meta?.versionId ? { ETag: `W/"${resource.meta.versionId}"` } : {}),
    ...(resource.meta?.lastUpdated ? { 'Last-Modified': new Date(resource.meta.lastUpdated).toUTCString() } : {}),
  };
}

/** The parameters of a query string in order, repeats kept (the service parses and checks them). */
function queryParams(request: RawRequest): [string, string][] {
  return [...new URLSearchParams(request.querystring).entries()];
}

/** The fields of a form body as name-value pairs (a repeated field arrives as an array). */
function formParams(body: object | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(body ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) out.push([name, String(v)]);
  }
  return out;
}

/** Largest Parameters body of POST $everything (openapi.yaml x-max-body-bytes). */
const EVERYTHING_BODY_LIMIT = 65536;

/** Reads an application/fhir+json body (left unparsed by the body middleware) up to `limit` bytes. */
async function readJsonBody(request: RawRequest, limit: number): Promise<unknown> {
  const bytes = await request.readBody(limit);
  if (bytes.length === 0) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new AppError('invalid-request', 'The request body is not valid JSON.', { fhirIssueCode: 'structure', errors: [{ pointer: '', code: 'invalid_json', detail }] });
  }
}

function searchRequest(params: [string, string][], prefer: string | undefined): SearchRequest {
  return { params, ...(prefer ? { prefer } : {}) };
}

export function fhirHandlers(service: FhirService): TagHandlers<'FHIR'> {
  return {
    getFhirCapabilityStatement({ request }) {
      negotiate(request);
      return { status: 200, body: wireCapabilityStatement(service.capabilityStatement()) };
    },
    async readFhirPatient({ params, caller, request }) {
      negotiate(request);
      const patient = await service.read(caller, 'Patient', params.patientId);
      return { status: 200, headers: readHeaders(patient), body: wireResource(patient) };
    },
    async readFhirResource({ params, caller, request }) {
      negotiate(request);
      const resource = await service.read(caller, params.resourceType, params.resourceId);
      return { status: 200, headers: readHeaders(resource), body: wireResource(resource) };
    },
    async searchFhirResources({ params, headers, caller, request }) {
      negotiate(request);
      const bundle = await service.search(caller, params.resourceType, searchRequest(queryParams(request), headers.prefer));
      return { status: 200, body: wireBundle(bundle) };
    },
    async searchFhirResourcesPost({ params, headers, body, caller, request }) {
      negotiate(request);
      // FHIR R4 §3.1.0.8.1: parameters may come in the query string and the form body together.
      const bundle = await service.search(caller, params.resourceType, searchRequest([...queryParams(request), ...formParams(body)], headers.prefer));
      return { status: 200, body: wireBundle(bundle) };
    },
    async getFhirPatientEverything({ params, headers, caller, request }) {
      negotiate(request);
      const bundle = await service.everything(caller, params.patientId, searchRequest(queryParams(request), headers.prefer));
      return { status: 200, body: wireBundle(bundle) };
    },
    async getFhirPatientEverythingPost({ params, headers, caller, request }) {
      negotiate(request);
      // FHIR R4 §3.1.0.11 operations: POST carries the parameters as a Parameters resource (or nothing).
      const parameters = await readJsonBody(request, EVERYTHING_BODY_LIMIT);
      const pairs = parameters === undefined ? [] : parametersToPairs(parameters);
      const bundle = await service.everything(caller, params.patientId, searchRequest([...queryParams(request), ...pairs], headers.prefer));
      return { status: 200, body: wireBundle(bundle) };
    },
  };
}
