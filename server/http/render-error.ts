/**
 * The one place errors become responses, per surface: RFC 9457 problem+json for the API, RFC 6749
 * §5.2 JSON for the token endpoint, and a FHIR OperationOutcome where the FHIR server calls for it.
 * Unknown errors are logged with the request id and hidden behind a generic 500.
 */
import type { Context } from 'koa';
import { problemTypes, type ProblemSlug } from '../../generated/problem-types.js';
import { AppError, OAuthError } from '../errors.js';
import type { AppState } from './context.js';
import { log } from '../log.js';
import { answersWithOutcome, operationOutcomeOf } from '../fhir/operation-outcome.js';
import { FIELD_DETAIL_MAX, FIELD_POINTER_MAX, PROBLEM_DETAIL_MAX, PROBLEM_INSTANCE_MAX, truncate } from './limits.js';

const slugByStatus: Readonly<Record<number, ProblemSlug>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'insufficient-scope',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'invalid-state',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'validation-failed',
  429: 'rate-limited',
  501: 'not-implemented',
  503: 'service-unavailable',
};

/** True for errors that mean the database is unreachable or overloaded (answered 503, not 500). */
function isUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown } | null;
  return (
    e?.name === 'KnexTimeoutError' ||
    e?.code === 'ECONNREFUSED' ||
    e?.code === 'ECONNRESET' ||
    e?.code === '57P01' || // admin_shutdown
    e?.code === '53300' || // too_many_connections
    e?.code === 'SQLITE_BUSY'
  );
}

/** Normalises anything thrown into an AppError or OAuthError; logs what is unexpected. */
export function toKnownError(err: unknown, requestId: string): AppError | OAuthError {
  if (err instanceof AppError || err instanceof OAuthError) return err;
  if (isUnavailable(err)) {
    log('warn', 'service unavailable', { requestId, error: String(err) });
    return new AppError('service-unavailable', 'The service is temporarily unavailable; retry with backoff.', { retryAfter: 5 });
  }
  // Errors raised by Koa and its middleware (http-errors) carry a client status and `expose`.
  const e = err as { status?: unknown; statusCode?: unknown; expose?: unknown; message?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500 && slugByStatus[status]) {
    const detail = e?.expose && typeof e.message === 'string' ? e.message : problemTypes[slugByStatus[status]!].title;
    return new AppError(slugByStatus[status]!, detail);
  }
  log('error', 'unexpected error', {
    requestId,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return new AppError('internal-error', 'An unexpected error occurred.');
}

/** Which error format the request's surface uses. */
export type Surface = 'api' | 'oauth' | 'fhir';

export function surfaceOf(ctx: Context): Surface {
  const state = ctx.state as AppState;
  if (state.operation?.operationId === 'createAccessToken' || ctx.path === '/oauth/token') return 'oauth';
  if (ctx.path.startsWith('/fhir/R4/') && !ctx.path.startsWith('/fhir/R4/.well-known/')) return 'fhir';
  return 'api';
}

/** Writes `err` as the response, in the format of the request's surface. */
export function renderError(ctx: Context, err: unknown, docsUrl: string): void {
  const state = ctx.state as AppState;
  let known = toKnownError(err, state.requestId);
  const surface = surfaceOf(ctx);

  if (surface === 'oauth' && known instanceof AppError && ['invalid-request', 'validation-failed', 'unsupported-media-type'].includes(known.slug)) {
    // OAuth clients read `error`; a malformed token request is invalid_request whatever the cause.
    known = new OAuthError('invalid_request', 400, known.detail);
  }
  if (surface === 'fhir' && known instanceof AppError && known.slug === 'validation-failed') {
    // FHIR has no 422: a query or form body that fails the schema on /fhir/R4 is a 400 (an OperationOutcome).
    known = new AppError('invalid-request', known.detail, { ...known.extras, fhirIssueCode: known.extras.fhirIssueCode ?? 'invalid' });
  }
  if (known instanceof OAuthError) {
    ctx.status = known.status;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    if (known.status === 401 && known.extras.basicChallenge) ctx.set('WWW-Authenticate', 'Basic realm="data-engine", charset="UTF-8"');
    if (known.extras.retryAfter !== undefined) ctx.set('Retry-After', String(known.extras.retryAfter));
    ctx.type = 'application/json';
    ctx.body = { error: known.error, error_description: truncate(known.description, FIELD_DETAIL_MAX) };
    return;
  }

  const { extras } = known;
  // For the access audit: the problem type this request ended with.
  (state as AppState & { problem?: string }).problem = known.slug;
  ctx.status = known.status;
  if (extras.retryAfter !== undefined) ctx.set('Retry-After', String(Math.max(1, Math.ceil(extras.retryAfter))));
  if (extras.wwwAuthenticate) ctx.set('WWW-Authenticate', extras.wwwAuthenticate);
  if (extras.allow) ctx.set('Allow', extras.allow.join(', '));

  if (surface === 'fhir' && answersWithOutcome(known.status, ctx.get('Accept'), ctx.accepts('application/fhir+json', 'application/problem+json'))) {
    ctx.type = 'application/fhir+json';
    ctx.body = operationOutcomeOf(new AppError(known.slug, truncate(known.detail, PROBLEM_DETAIL_MAX), known.extras));
    return;
  }

  ctx.type = 'application/problem+json';
  ctx.body = {
    type: `${docsUrl}/errors/${known.slug}`,
    title: problemTypes[known.slug].title,
    status: known.status,
    detail: truncate(known.detail, PROBLEM_DETAIL_MAX),
    instance: truncate(ctx.path, PROBLEM_INSTANCE_MAX),
    requestId: state.requestId,
    ...(extras.existingBatchId ? { existingBatchId: extras.existingBatchId } : {}),
    ...(extras.errors?.length
      ? { errors: extras.errors.slice(0, 100).map((f) => ({ pointer: truncate(f.pointer, FIELD_POINTER_MAX), code: f.code, detail: truncate(f.detail, FIELD_DETAIL_MAX) })) }
      : {}),
  };
}
