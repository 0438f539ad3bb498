/**
 * Handlers of FHIR Bulk Data export (/fhir/R4/$export, Patient/$export, the status URL and the files):
 * pass the caller and the raw parameters to the export use case and answer with the Bulk Data content
 * types (an OperationOutcome on kick-off and delete, the JSON manifest, NDJSON files).
 */
import type { Context } from 'koa';
import type { ExportCaller, ExportLevel, ExportService } from '../../fhir/export.js';
import { RETRY_AFTER_SECONDS } from '../../fhir/export.js';
import { AppError } from '../../errors.js';
import type { AppState } from '../context.js';
import type { Handlers } from '../router.js';

function caller(ctx: Context): ExportCaller {
  const auth = ctx.state.auth as ExportCaller | undefined;
  if (!auth) throw new Error('authentication middleware did not run');
  return auth;
}

/** 406 unless the client accepts the OperationOutcome of a kick-off (IG v2: Accept application/fhir+json). */
function negotiate(ctx: Context): void {
  if (ctx.get('Accept') && !ctx.accepts('application/fhir+json', 'application/json', 'application/problem+json')) {
    throw new AppError('not-acceptable', `The kick-off answers application/fhir+json; Accept was ${ctx.get('Accept')}.`);
  }
}

export function fhirExportHandlers(service: ExportService, publicBaseUrl: string): Handlers {
  const kickOff = (level: ExportLevel) => async (ctx: Context) => {
    negotiate(ctx);
    const prefer = ctx.get('Prefer');
    const record = await service.kickOff(caller(ctx), level, {
      params: [...new URLSearchParams(ctx.querystring).entries()],
      ...(prefer ? { prefer } : {}),
      url: `${publicBaseUrl}${ctx.originalUrl}`,
    });
    ctx.status = 202;
    ctx.set('Content-Location', service.statusUrl(record.id));
    ctx.type = 'application/fhir+json';
    ctx.body = service.kickOffOutcome(record);
  };
  return {
    fhirExportSystem: kickOff('system'),
    fhirExportPatient: kickOff('patient'),
    async getFhirExportStatus(ctx) {
      const state = await service.status(caller(ctx), (ctx.state as AppState).params.exportId!);
      if (state.kind === 'in-progress') {
        // No body (Koa turns an explicit null body into 204, so the status is set after it).
        ctx.body = null;
        ctx.status = 202;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.set('X-Progress', state.progress);
        return;
      }
      if (state.kind === 'failed') throw new AppError('internal-error', state.message);
      ctx.set('Expires', new Date(state.expiresAt).toUTCString());
      ctx.type = 'application/json';
      ctx.body = state.manifest;
    },
    async deleteFhirExport(ctx) {
      const id = (ctx.state as AppState).params.exportId!;
      await service.delete(caller(ctx), id);
      ctx.status = 202;
      ctx.type = 'application/fhir+json';
      ctx.body = { resourceType: 'OperationOutcome', issue: [{ severity: 'information', code: 'informational', diagnostics: `Export ${id} and its files are deleted.` }] };
    },
    async getFhirExportFile(ctx) {
      const { params } = ctx.state as AppState;
      const body = await service.file(caller(ctx), params.exportId!, params.exportFileName!);
      ctx.type = 'application/fhir+ndjson';
      ctx.body = body;
    },
  };
}
