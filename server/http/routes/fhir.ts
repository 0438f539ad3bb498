/**
 * Handlers of the FHIR tag (/fhir/R4): check the requested format, read the search parameters as sent,
 * call the FHIR use case, answer application/fhir+json (with an ETag on reads, FHIR R4 §3.1.0.5).
 */
import type { Context } from 'koa';
import type { FhirResource } from 'fhir/r4.js';
import { AppError } from '../../errors.js';
import { checkFormat, parametersToPairs } from '../../fhir/search-params.js';
import type { FhirCaller, FhirService, SearchRequest } from '../../fhir/service.js';
import type { AppState } from '../context.js';
import type { Handlers } from '../router.js';

function caller(ctx: Context): FhirCaller {
  const auth = ctx.state.auth as FhirCaller | undefined;
  if (!auth) throw new Error('authentication middleware did not run');
  return auth;
}

/**
 * 406 unless the client accepts JSON: FHIR R4 §3.1.0.1.10 (this server speaks application/fhir+json only;
 * `_format` overrides Accept).
 */
function negotiate(ctx: Context): void {
  const format = ctx.query._format;
  if (format !== undefined) {
    for (const f of Array.isArray(format) ? format : [format]) checkFormat(f);
    return;
  }
  if (ctx.get('Accept') && !ctx.accepts('application/fhir+json', 'application/json', 'application/problem+json')) {
    throw new AppError('not-acceptable', `This server answers application/fhir+json only; Accept was ${ctx.get('Accept')}.`);
  }
}

function send(ctx: Context, body: object): void {
  ctx.type = 'application/fhir+json';
  ctx.body = body;
}

/** A read: the resource with its version as a weak ETag and its meta.lastUpdated as Last-Modified. */
function sendResource(ctx: Context, resource: FhirResource): void {
  if (resource.meta?.versionId) ctx.set('ETag', `W/"${resource.meta.versionId}"`);
  if (resource.meta?.lastUpdated) ctx.set('Last-Modified', new Date(resource.meta.lastUpdated).toUTCString());
  send(ctx, resource);
}

/** The parameters of a query string in order, repeats kept (the service parses and checks them). */
function queryParams(ctx: Context): [string, string][] {
  return [...new URLSearchParams(ctx.querystring).entries()];
}

/** The fields of a form body as name-value pairs (a repeated field arrives as an array). */
function formParams(body: unknown): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) out.push([name, String(v)]);
  }
  return out;
}

/** Largest Parameters body of POST $everything (openapi.yaml x-max-body-bytes). */
const EVERYTHING_BODY_LIMIT = 65536;

/** Reads an application/fhir+json body (left unparsed by the body middleware) up to `limit` bytes. */
async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  if (!ctx.request.length && !ctx.get('Transfer-Encoding')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new AppError('payload-too-large', `The request body exceeds ${limit} bytes.`);
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (err) {
    throw new AppError('invalid-request', 'The request body is not valid JSON.', { fhirIssueCode: 'structure', errors: [{ pointer: '', code: 'invalid_json', detail: String((err as Error).message) }] });
  }
}

function searchRequest(ctx: Context, params: [string, string][]): SearchRequest {
  const prefer = ctx.get('Prefer');
  return { params, ...(prefer ? { prefer } : {}) };
}

export function fhirHandlers(service: FhirService): Handlers {
  return {
    getFhirCapabilityStatement(ctx) {
      negotiate(ctx);
      send(ctx, service.capabilityStatement());
    },
    async readFhirPatient(ctx) {
      negotiate(ctx);
      sendResource(ctx, await service.read(caller(ctx), 'Patient', (ctx.state as AppState).params.patientId!));
    },
    async readFhirResource(ctx) {
      negotiate(ctx);
      const { params } = ctx.state as AppState;
      sendResource(ctx, await service.read(caller(ctx), params.resourceType!, params.resourceId!));
    },
    async searchFhirResources(ctx) {
      negotiate(ctx);
      const state = ctx.state as AppState;
      send(ctx, await service.search(caller(ctx), state.params.resourceType!, searchRequest(ctx, queryParams(ctx))));
    },
    async searchFhirResourcesPost(ctx) {
      negotiate(ctx);
      const state = ctx.state as AppState;
      // FHIR R4 §3.1.0.8.1: parameters may come in the query string and the form body together.
      send(ctx, await service.search(caller(ctx), state.params.resourceType!, searchRequest(ctx, [...queryParams(ctx), ...formParams(state.body)])));
    },
    async getFhirPatientEverything(ctx) {
      negotiate(ctx);
      send(ctx, await service.everything(caller(ctx), (ctx.state as AppState).params.patientId!, searchRequest(ctx, queryParams(ctx))));
    },
    async getFhirPatientEverythingPost(ctx) {
      negotiate(ctx);
      const state = ctx.state as AppState;
      // FHIR R4 §3.1.0.11 operations: POST carries the parameters as a Parameters resource (or nothing).
      const body = await readJsonBody(ctx, EVERYTHING_BODY_LIMIT);
      const params = body === undefined ? [] : parametersToPairs(body);
      send(ctx, await service.everything(caller(ctx), state.params.patientId!, searchRequest(ctx, [...queryParams(ctx), ...params])));
    },
  };
}
