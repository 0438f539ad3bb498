/**
 * The router, built from the generated operation table: every operation of openapi.yaml gets a
 * route whose chain is body → validate → handler. Operations without a handler answer 501, so the
 * contract is served whole and unbuilt parts are visible.
 */
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { operations, type Operation, type OperationId } from '../../generated/operations.js';
import { validators } from '../../generated/validators.js';
import { AppError, validationFailed } from '../errors.js';
import { bodyMiddleware } from './body.js';
import type { AppState } from './context.js';
import { toFieldErrors } from './validation.js';

/** A handler of one operation: reads `ctx.state` (validated input) and sets the response. */
export type Handler = (ctx: Context) => Promise<void> | void;
export type Handlers = Partial<Record<OperationId, Handler>>;

/** Per-operation middleware placed before validation (authentication, rate limits). */
export type Guard = (op: Operation) => Middleware[];

function validateRequest(op: Operation): Middleware {
  const v = validators.operations[op.operationId];
  return async function validate(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as AppState;
    // Path parameters that do not match their schema (a non-UUID ID) cannot name an existing
    // resource: 404, like any unknown ID.
    const params = { ...ctx.params } as Record<string, string>;
    if (!v.path(params)) throw new AppError('not-found', `No resource exists at ${ctx.path}.`);
    state.params = params;

    const query: Record<string, unknown> = { ...ctx.query };
    if (!v.query(query)) throw validationFailed(toFieldErrors(v.query.errors, '/query'));
    state.query = query;

    const headers: Record<string, unknown> = { ...ctx.headers };
    if (!v.headers(headers)) throw validationFailed(toFieldErrors(v.headers.errors, '/header'));

    const body = (ctx.request as { body?: unknown }).body;
    if (v.body && body !== undefined) {
      if (!v.body(body)) throw validationFailed(toFieldErrors(v.body.errors));
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
  const router = new Router();
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
