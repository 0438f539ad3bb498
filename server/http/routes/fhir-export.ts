/**
 * Handlers of FHIR Bulk Data export (/fhir/R4/$export, Patient/$export, the status URL and the files):
 * pass the caller and the raw parameters to the export use case and answer with the Bulk Data content
 * types (an OperationOutcome on kick-off and delete, the JSON manifest, NDJSON files).
 */
import type { Schemas } from '../../../generated/openapi.js';
import type { ExportLevel, ExportService } from '../../fhir/export.js';
import { RETRY_AFTER_SECONDS } from '../../fhir/export.js';
import { AppError } from '../../errors.js';
import { wireOperationOutcome } from '../../fhir/wire.js';
import type { Handler, HandlerGroup, RawRequest } from '../router.js';

/** The Bulk Data operations (FHIR tag); fhir.ts handles the rest of the tag. */
export type ExportOperationId = 'fhirExportSystem' | 'fhirExportPatient' | 'getFhirExportStatus' | 'deleteFhirExport' | 'getFhirExportFile';

/** 406 unless the client accepts the OperationOutcome of a kick-off (IG v2: Accept application/fhir+json). */
function negotiate(request: RawRequest): void {
  const accept = request.get('Accept');
  if (accept && !request.accepts('application/fhir+json', 'application/json', 'application/problem+json')) {
    throw new AppError('not-acceptable', `The kick-off answers application/fhir+json; Accept was ${accept}.`);
  }
}

/** The lines of a stored NDJSON file, one resource each (parsed JSON: already the open object the contract types). */
async function* resources(ndjson: string): AsyncGenerator<Schemas['FhirResource']> {
  let start = 0;
  while (start < ndjson.length) {
    let end = ndjson.indexOf('\n', start);
    if (end < 0) end = ndjson.length;
    if (end > start) yield JSON.parse(ndjson.slice(start, end)) as Schemas['FhirResource'];
    start = end + 1;
  }
}

export function fhirExportHandlers(service: ExportService, publicBaseUrl: string): HandlerGroup<ExportOperationId> {
  const kickOff =
    (level: ExportLevel): Handler<'fhirExportSystem'> & Handler<'fhirExportPatient'> =>
    async ({ caller, request }) => {
      negotiate(request);
      const prefer = request.get('Prefer');
      const query = request.querystring;
      const record = await service.kickOff(caller, level, {
        params: [...new URLSearchParams(query).entries()],
        ...(prefer ? { prefer } : {}),
        url: `${publicBaseUrl}${request.path}${query ? `?${query}` : ''}`,
      });
      return { status: 202, headers: { 'Content-Location': service.statusUrl(record.id) }, body: wireOperationOutcome(service.kickOffOutcome(record)) };
    };
  return {
    fhirExportSystem: kickOff('system'),
    fhirExportPatient: kickOff('patient'),
    async getFhirExportStatus({ params, caller }) {
      const state = await service.status(caller, params.exportId);
      if (state.kind === 'in-progress') {
        return { status: 202, headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'X-Progress': state.progress } };
      }
      if (state.kind === 'failed') throw new AppError('internal-error', state.message);
      return { status: 200, headers: { Expires: new Date(state.expiresAt).toUTCString() }, body: state.manifest };
    },
    async deleteFhirExport({ params, caller }) {
      await service.delete(caller, params.exportId);
      return {
        status: 202,
        body: { resourceType: 'OperationOutcome', issue: [{ severity: 'information', code: 'informational', diagnostics: `Export ${params.exportId} and its files are deleted.` }] },
      };
    },
    async getFhirExportFile({ params, caller }) {
      const body = await service.file(caller, params.exportId, params.exportFileName);
      return { status: 200, body: resources(body) };
    },
  };
}
