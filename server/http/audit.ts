/**
 * The access audit of the HTTP surface: every request to a protected operation (one that needs a
 * bearer token: batches, documents, results, entities, document Bundles, the FHIR server) is recorded
 * once answered, refusals included. The rule of each operation (action, resource type, where its ids
 * and patient come from) is declared here by operationId of the generated operation table; an
 * operation without a rule of its own gets one derived from its method and path (a FHIR `$export`
 * is the action `export`), so a new protected operation is never left unaudited. Handlers stay as
 * they are; one that knows more (the patient of an export) may set `ctx.state.audit`.
 *
 * Write path: the record of a success is stored before the response leaves (group commit,
 * audit-repository.ts), so a request that succeeded is never without its record; when the record
 * cannot be stored the success turns into 503 and its data is not sent. A refusal is answered at
 * once and its record follows through the same queue (a stop waits for it: AuditLog.settled).
 */
import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import type { Operation, OperationId } from '../../generated/operations.js';
import type { AuditEntry, AuditLog } from '../domain/audit.js';
import { AppError } from '../errors.js';
import { log } from '../log.js';
import type { Caller } from './authenticate.js';
import type { AppState } from './context.js';
import { renderError } from './render-error.js';

/** What a handler may add to the record of its request (on `ctx.state.audit`). */
export interface AuditHints {
  readonly patientId?: string | null;
  readonly resourceId?: string | null;
  readonly resourceType?: string | null;
}

/** How one operation is recorded. */
export interface AuditRule {
  readonly action: string;
  readonly resourceType: string | ((ctx: Context) => string | null);
  readonly resourceId?: (ctx: Context) => string | null;
  readonly patientId?: (ctx: Context) => string | null;
  /** The document whose patient the record names (looked up when the record is written). */
  readonly documentId?: (ctx: Context) => string | null;
}

const param = (name: string) => (ctx: Context) => (ctx.params as Record<string, string> | undefined)?.[name] ?? null;
const createdId = (ctx: Context) => (ctx.status < 300 && typeof (ctx.body as { id?: unknown } | null)?.id === 'string' ? (ctx.body as { id: string }).id : null);

/** `Patient/123` or `123` as a Patient id. */
function patientOfReference(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const m = /^(?:.*\/)?Patient\/([^/?#]+)$/.exec(value);
  if (m) return m[1]!;
  return value.includes('/') ? null : value;
}

/** The patient a FHIR search is restricted to (`patient`, `subject`, or `_id` on Patient), from the query and a form body. */
function searchedPatient(ctx: Context): string | null {
  const state = ctx.state as AppState;
  const type = param('resourceType')(ctx);
  const form = state.body && typeof state.body === 'object' ? (state.body as Record<string, unknown>) : {};
  const first = (name: string): unknown => {
    const v = ctx.query[name] ?? form[name];
    return Array.isArray(v) ? (v.length === 1 ? v[0] : undefined) : v;
  };
  const value = first('patient') ?? first('subject') ?? (type === 'Patient' ? first('_id') : undefined);
  return typeof value === 'string' && !value.includes(',') ? patientOfReference(value) : null;
}

/** The patient of a FHIR resource that was read: itself, or its subject or patient reference. */
function readPatient(ctx: Context): string | null {
  const type = param('resourceType')(ctx);
  if (type === 'Patient') return param('resourceId')(ctx);
  if (ctx.status >= 300) return null;
  const body = ctx.body as { subject?: { reference?: unknown }; patient?: { reference?: unknown } } | null;
  return patientOfReference(body?.subject?.reference) ?? patientOfReference(body?.patient?.reference);
}

/** The audit rule of every protected operation of openapi.yaml. */
export const auditRules: Partial<Record<OperationId, AuditRule>> = {
  createBatch: { action: 'create', resourceType: 'Batch', resourceId: createdId },
  listBatches: { action: 'search', resourceType: 'Batch' },
  getBatch: { action: 'read', resourceType: 'Batch', resourceId: param('batchId') },
  deleteBatch: { action: 'delete', resourceType: 'Batch', resourceId: param('batchId') },
  submitBatch: { action: 'submit', resourceType: 'Batch', resourceId: param('batchId') },
  cancelBatch: { action: 'cancel', resourceType: 'Batch', resourceId: param('batchId') },
  createBatchDocuments: { action: 'create', resourceType: 'Document', resourceId: param('batchId') },
  listBatchDocuments: { action: 'search', resourceType: 'Document', resourceId: param('batchId') },
  getBatchDocument: { action: 'read', resourceType: 'Document', resourceId: param('documentId'), documentId: param('documentId') },
  deleteBatchDocument: { action: 'delete', resourceType: 'Document', resourceId: param('documentId'), documentId: param('documentId') },
  uploadDocumentContent: { action: 'upload', resourceType: 'Document', resourceId: param('documentId'), documentId: param('documentId') },
  getBatchResults: { action: 'read', resourceType: 'Results', resourceId: param('batchId') },
  listDocumentEntities: { action: 'read', resourceType: 'Entities', resourceId: param('documentId'), documentId: param('documentId') },
  getDocumentFhirBundle: { action: 'read', resourceType: 'DocumentBundle', resourceId: param('documentId'), documentId: param('documentId') },
  getFhirCapabilityStatement: { action: 'read', resourceType: 'CapabilityStatement' },
  readFhirPatient: { action: 'read', resourceType: 'Patient', resourceId: param('patientId'), patientId: param('patientId') },
  readFhirResource: { action: 'read', resourceType: param('resourceType'), resourceId: param('resourceId'), patientId: readPatient },
  searchFhirResources: { action: 'search', resourceType: param('resourceType'), patientId: searchedPatient },
  searchFhirResourcesPost: { action: 'search', resourceType: param('resourceType'), patientId: searchedPatient },
  getFhirPatientEverything: { action: 'everything', resourceType: 'Patient', resourceId: param('patientId'), patientId: param('patientId') },
  getFhirPatientEverythingPost: { action: 'everything', resourceType: 'Patient', resourceId: param('patientId'), patientId: param('patientId') },
};

const actionByMethod: Record<string, string> = { get: 'read', post: 'create', put: 'update', patch: 'update', delete: 'delete' };

/**
 * The rule of an operation without one above: `$operation` in its path names the action (`$export`:
 * export), else its method does; the resource type is a `resourceType` parameter or the capitalised
 * path segment before the operation; the resource id its last path parameter; the patient a
 * `patientId` parameter, or a `patient` query parameter.
 */
export function derivedRule(op: Operation): AuditRule {
  const segments = op.path.split('/').filter(Boolean);
  const dollar = segments.find((s) => s.startsWith('$'));
  const action = dollar ? dollar.slice(1) : (actionByMethod[op.method] ?? op.method);
  const typeSegment = [...segments].reverse().find((s) => /^[A-Z][A-Za-z]+$/.test(s)) ?? null;
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const last = params[params.length - 1];
  return {
    action,
    resourceType: params.includes('resourceType') ? param('resourceType') : () => typeSegment,
    resourceId: last ? param(last) : () => null,
    patientId: params.includes('patientId') ? param('patientId') : (ctx) => patientOfReference(ctx.query.patient),
  };
}

/** The rule of an operation, or null for public operations (discovery, health, tokens), which hold no clinical data. */
export function auditRuleFor(op: Operation): AuditRule | null {
  if (op.scopes.length === 0) return null;
  return auditRules[op.operationId] ?? derivedRule(op);
}

/**
 * The middleware. It sits outside the error renderer, so it sees the status and problem type the
 * client gets; `docsUrl` renders the 503 of a record that could not be stored.
 */
export function auditRequests(audit: AuditLog, docsUrl: string): Middleware {
  const rules = new Map<Operation, AuditRule | null>();
  return async function auditMiddleware(ctx, next) {
    await next();
    const state = ctx.state as AppState & { auth?: Caller; claimed?: { clientId: string; organizationId: string }; problem?: string; audit?: AuditHints };
    const op = state.operation;
    if (!op) return;
    let rule = rules.get(op);
    if (rule === undefined) rules.set(op, (rule = auditRuleFor(op)));
    if (!rule) return;
    const who = state.auth ?? state.claimed ?? null;
    const hints = state.audit ?? {};
    const success = ctx.status < 400;
    const value = (f: ((c: Context) => string | null) | undefined) => {
      try {
        return f ? f(ctx) : null;
      } catch {
        return null;
      }
    };
    const entry: AuditEntry = {
      at: new Date().toISOString(),
      organizationId: who?.organizationId ?? null,
      clientId: who?.clientId ?? null,
      action: rule.action,
      resourceType: hints.resourceType ?? (typeof rule.resourceType === 'string' ? rule.resourceType : value(rule.resourceType)),
      resourceId: hints.resourceId ?? value(rule.resourceId),
      patientId: hints.patientId ?? value(rule.patientId),
      documentId: value(rule.documentId),
      batchId: param('batchId')(ctx),
      requestId: state.requestId,
      outcome: success ? 'success' : (state.problem ?? `http-${ctx.status}`),
      status: ctx.status,
    };
    const failed = (err: unknown) =>
      log('error', 'audit record could not be written', { requestId: state.requestId, operation: op.operationId, error: err instanceof Error ? err.message : String(err) });
    if (!success) {
      // A refusal discloses nothing, so it does not wait for its record (a 413 must reach a client
      // that is still sending, and a flood of refusals must not queue behind the database).
      void audit.record(entry).catch(failed);
      return;
    }
    try {
      await audit.record(entry);
    } catch (err) {
      failed(err);
      // No record, no data: the response the client gets is a 503 instead.
      if (ctx.body instanceof Readable) ctx.body.destroy();
      renderError(ctx, new AppError('service-unavailable', 'The access could not be recorded; retry with backoff.', { retryAfter: 5 }), docsUrl);
    }
  };
}
