/** Handlers of the FHIR tag (/fhir/R4): read validated input, call the FHIR use case, answer application/fhir+json. */
import type { Context } from 'koa';
import type { FhirCaller, FhirService, SearchParams } from '../../fhir/service.js';
import type { AppState } from '../context.js';
import type { Handlers } from '../router.js';

function caller(ctx: Context): FhirCaller {
  const auth = ctx.state.auth as FhirCaller | undefined;
  if (!auth) throw new Error('authentication middleware did not run');
  return auth;
}

function send(ctx: Context, body: object): void {
  ctx.type = 'application/fhir+json';
  ctx.body = body;
}

/** The search parameters of a query string or a form body (other parameters are ignored). */
function searchParams(source: unknown): SearchParams {
  const p = (source ?? {}) as Record<string, unknown>;
  return { patient: p.patient, count: p._count, cursor: p._cursor };
}

export function fhirHandlers(service: FhirService): Handlers {
  return {
    getFhirCapabilityStatement(ctx) {
      send(ctx, service.capabilityStatement());
    },
    async readFhirPatient(ctx) {
      send(ctx, await service.read(caller(ctx), 'Patient', (ctx.state as AppState).params.patientId!));
    },
    async readFhirResource(ctx) {
      const { params } = ctx.state as AppState;
      send(ctx, await service.read(caller(ctx), params.resourceType!, params.resourceId!));
    },
    async searchFhirResources(ctx) {
      const state = ctx.state as AppState;
      send(ctx, await service.search(caller(ctx), state.params.resourceType!, searchParams(state.query)));
    },
    async searchFhirResourcesPost(ctx) {
      const state = ctx.state as AppState;
      send(ctx, await service.search(caller(ctx), state.params.resourceType!, searchParams(state.body)));
    },
    async getFhirPatientEverything(ctx) {
      send(ctx, await service.everything(caller(ctx), (ctx.state as AppState).params.patientId!));
    },
  };
}
