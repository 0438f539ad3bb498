/**
 * The router, built from the generated operation table: every operation of openapi.yaml gets a
 * route whose chain is body → validate → handler. Operations without a handler answer 501, so the
 * contract is served whole and unbuilt parts are visible.
 */
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { operations, type Operation, type OperationId } from '../../generated/operations.js';
import { validators } from '../../generated/validators.js';
import { AppError, validationFailed, type FieldError } from '../errors.js';
import { truncate } from './limits.js';
import { bodyMiddleware } from './body.js';
import type { AppState } from './context.js';
import { escapePointerToken, toFieldErrors } from './validation.js';

/** A handler of one operation: reads `ctx.state` (validated input) and sets the response. */
export type Handler = (ctx: Context) => Promise<void> | void;
export type Handlers = Partial<Record<OperationId, Handler>>;

/** Per-operation middleware placed before validation (authentication, rate limits). */
export type Guard = (op: Operation) => Middleware[];

/**
 * Query and form values are strings; Ajv's coercion accepts whatever `Number()` does (`Infinity`,
 * `0x10`, `1e1`, `" 5"`). A value coerced to a number must have been written as plain decimal digits.
 */
function strictNumberErrors(original: Record<string, unknown>, coerced: Record<string, unknown>, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, raw] of Object.entries(original)) {
    if (typeof raw !== 'string' || typeof coerced[name] !== 'number') continue;
    if (!/^[0-9]{1,15}$/.test(raw)) {
      errors.push({ pointer: `${prefix}/${escapePointerToken(name)}`, code: 'invalid_type', detail: 'must be an integer written as decimal digits' });
    }
  }
  return errors;
}

function validateRequest(op: Operation): Middleware {
  const v = validators.operations[op.operationId];
  return async function validate(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as AppState;
    // Path parameters that do not match their schema (a non-UUID ID) cannot name an existing
    // resource: 404, like any unknown ID.
    const params = { ...ctx.params } as Record<string, string>;
    if (!v.path(params)) throw new AppError('not-found', `No resource exists at ${truncate(ctx.path, 200)}.`);
    state.params = params;

    const query: Record<string, unknown> = { ...ctx.query };
    const queryOk = v.query(query);
    const queryErrors = [...(queryOk ? [] : toFieldErrors(v.query.errors, '/query')), ...strictNumberErrors(ctx.query, query, '/query')];
    if (queryErrors.length) throw validationFailed(queryErrors);
    state.query = query;

    // The only header parameters are conditional ones (If-None-Match): a value the service could
    // never have issued cannot match, so it is ignored rather than refused (RFC 9110 §13.1.2).
    const headers: Record<string, unknown> = { ...ctx.headers };
    if (!v.headers(headers)) {
      for (const e of toFieldErrors(v.headers.errors, '')) delete headers[e.pointer.split('/')[1]!.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    state.headers = headers;

    const body = (ctx.request as { body?: unknown }).body;
    if (v.body && body !== undefined) {
      const original = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
      const bodyOk = v.body(body);
      const isForm = typeof ctx.is('application/x-www-form-urlencoded') === 'string';
      const errors = [...(bodyOk ? [] : toFieldErrors(v.body.errors)), ...(isForm ? strictNumberErrors(original, body as Record<string, unknown>, '') : [])];
      if (errors.length) throw validationFailed(errors);
      state.body = body;
    }
    await next();
  };
}

function notImplemented(op: Operation): Handler {
  return () => {
    throw new AppError('not-implemented', `${op.operationId} is not available in this build of the service.`);
  };
}

/** Builds the router for every operation, with `handlers` and the `guard` middleware. */
export function buildRouter(handlers: Handlers, guard: Guard = () => []): Router {
  // Paths are exact: case-sensitive and without a trailing slash, as openapi.yaml writes them.
  const router = new Router({ strict: true, sensitive: true });
  for (const op of operations) {
    const setOperation: Middleware = async (ctx, next) => {
      (ctx.state as AppState).operation = op;
      await next();
    };
    const handler = handlers[op.operationId] ?? notImplemented(op);
    router[op.method](op.operationId, op.koaPath, setOperation, ...guard(op), bodyMiddleware(op), validateRequest(op), async (ctx) => {
      await handler(ctx);
    });
  }
  return router;
}

/** The operations that answer 501 for a given handler set (for the contract test and the README). */
export function unimplementedOperations(handlers: Handlers): OperationId[] {
  return operations.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
}
