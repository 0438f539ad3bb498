/**
 * The router, built from the generated operation table: every operation of openapi.yaml gets a
 * route whose chain is body → validate → handler → response. Handlers are typed per operation from
 * openapi.yaml (generated/handlers.ts), and `Handlers` needs one for every operation, so the contract
 * is served whole or the service does not compile.
 */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { OperationIdsByTag, OperationTag, OperationTypes } from '../../generated/handlers.js';
import { operations, type Operation, type OperationId } from '../../generated/operations.js';
import { isNdjsonValidator, validators, type ResponseValidator } from '../../generated/validators.js';
import { AppError, validationFailed, type FieldError } from '../errors.js';
import { log } from '../log.js';
import type { Caller } from './authenticate.js';
import { truncate } from './limits.js';
import { bodyMiddleware, readBody } from './body.js';
import type { AppState } from './context.js';
import { escapePointerToken, toFieldErrors } from './validation.js';

/**
 * A handler of one operation, typed from openapi.yaml (generated/handlers.ts). It receives the
 * validated request and returns the response; the router writes it. Returning a status, header or
 * body the operation does not declare, or reading a parameter it does not have, is a compile error.
 *
 * ```ts
 * createBatch: async ({ body, caller }) => {
 *   const batch = await service.createBatch(caller, body);
 *   return { status: 201, headers: { Location: `${base}/v1/data-engine/batches/${batch.id}` }, body: batch };
 * },
 * ```
 *
 * Errors are thrown as `AppError` / `OAuthError` and rendered once by the error renderer, as before.
 * Converting a handler written against the Koa context (`(ctx) => { ctx.status = ...; ctx.body = ... }`):
 * read `ctx.state.params|query|headers|body` and `ctx.state.auth` from the argument instead
 * (`params`, `query`, `headers`, `body`, `caller`), anything else of the request from `request`, and
 * return `{ status, headers, body }` (and `type` where a status declares several media types) instead
 * of setting `ctx`. A module of handlers returns `TagHandlers<'Tag'>` (or `HandlerGroup<'opA' | 'opB'>`)
 * and is spread into `createHandlers` (server/app.ts), which must cover every operation.
 */
export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResponse<K>> | HandlerResponse<K>;

/** What a handler of operation `K` receives. */
export interface HandlerInput<K extends OperationId> {
  /** Path parameters, validated. */
  readonly params: OperationTypes[K]['params'];
  /** Declared query parameters, validated and coerced, defaults filled in. */
  readonly query: OperationTypes[K]['query'];
  /** Declared header parameters (lower-case names) that validated. */
  readonly headers: OperationTypes[K]['headers'];
  /** The validated JSON or form body; undefined for raw bodies (see `request.readBody`). */
  readonly body: OperationTypes[K]['body'];
  /** The authenticated caller; undefined for operations that need no bearer token. */
  readonly caller: OperationTypes[K]['authenticated'] extends true ? Caller : undefined;
  /** What the contract does not type. */
  readonly request: RawRequest;
}

/** The responses operation `K` declares: `{ status, type?, headers?, body }`. */
export type HandlerResponse<K extends OperationId> = OperationTypes[K]['response'];

/**
 * The parts of the request the contract does not type, read-only: the response is the handler's
 * return value, never written here.
 */
export interface RawRequest {
  /** The request path (without the query string). */
  readonly path: string;
  /** The query string as sent (FHIR search parameters: in order, repeats kept, undeclared ones too). */
  readonly querystring: string;
  /** The caller's IP address (from X-Forwarded-For behind TRUST_PROXY). */
  readonly ip: string;
  /** A request header by name, '' when absent. */
  get(name: string): string;
  /** The first of `types` that the request's Accept header allows, or false (Koa's `ctx.accepts`). */
  accepts(...types: string[]): string | false;
  /** Reads a body the router leaves unparsed (uploads, FHIR JSON) up to `limit` bytes; 413 past it. */
  readBody(limit: number, onChunk?: (chunk: Buffer) => void): Promise<Buffer>;
}

/** Handlers of the operations `K`. */
export type HandlerGroup<K extends OperationId> = { readonly [P in K]: Handler<P> };

/** Handlers of every operation of the tags `T`. */
export type TagHandlers<T extends OperationTag> = HandlerGroup<OperationIdsByTag[T]>;

/** A handler for every operation of openapi.yaml: one missing is a compile error. */
export type Handlers = HandlerGroup<OperationId>;

/** Per-operation middleware placed before validation (authentication, rate limits). */
export type Guard = (op: Operation) => Middleware[];

export interface RouterOptions {
  /** Validate each handler's response against openapi.yaml before sending it (VALIDATE_RESPONSES). */
  readonly validateResponses?: boolean;
}

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

/** A response of any operation, as the router writes it. */
interface AnyResponse {
  readonly status: number;
  readonly type?: string;
  readonly headers?: { readonly [name: string]: string | number | undefined };
  readonly body?: unknown;
}

/** NDJSON media types (batch results; FHIR Bulk Data files): bodies streamed line by line. */
const isNdjson = (type: string): boolean => type === 'application/x-ndjson' || type === 'application/fhir+ndjson';

/** A handler's response that does not match openapi.yaml (VALIDATE_RESPONSES): logged, answered 500. */
function contractViolation(ctx: Context, op: Operation, status: number, problem: string, errors?: unknown): AppError {
  log('error', 'response does not match openapi.yaml', {
    requestId: (ctx.state as AppState).requestId,
    operationId: op.operationId,
    status,
    problem,
    ...(errors === undefined ? {} : { errors }),
  });
  return new AppError('internal-error', 'The response did not match the API contract (VALIDATE_RESPONSES); see the server log.');
}

/** The validator of the response body `op` declares for `status` and `type`, checked in VALIDATE_RESPONSES mode. */
function responseValidator(ctx: Context, op: Operation, response: AnyResponse, type: string | undefined): ResponseValidator | null {
  const declared = validators.operations[op.operationId].responses[String(response.status)];
  if (!declared) throw contractViolation(ctx, op, response.status, 'status not declared');
  if (type === undefined) {
    if (response.body !== undefined) throw contractViolation(ctx, op, response.status, 'a body on a response declared without one');
    return null;
  }
  const validator = declared[type];
  if (!validator) throw contractViolation(ctx, op, response.status, `media type ${type} not declared`);
  if (response.body === undefined) throw contractViolation(ctx, op, response.status, 'no body');
  if (!isNdjsonValidator(validator) && !validator(JSON.parse(JSON.stringify(response.body)))) {
    throw contractViolation(ctx, op, response.status, 'body does not validate', validator.errors);
  }
  return validator;
}

/** Writes NDJSON lines; in VALIDATE_RESPONSES mode a line that fails ends the stream with an error (the status is already sent). */
async function* ndjson(ctx: Context, op: Operation, status: number, lines: AsyncIterable<unknown>, validator: ResponseValidator | null): AsyncGenerator<string> {
  for await (const line of lines) {
    const text = JSON.stringify(line);
    if (validator && isNdjsonValidator(validator) && !validator.line(JSON.parse(text))) {
      contractViolation(ctx, op, status, 'NDJSON line does not validate', validator.line.errors);
      throw new Error(`${op.operationId}: NDJSON line does not match openapi.yaml`);
    }
    yield `${text}\n`;
  }
}

/** Writes a handler's response: status, headers, and the body with its declared media type. */
function respond(ctx: Context, op: Operation, response: AnyResponse, validate: boolean): void {
  const type = response.type ?? op.responses[String(response.status)]?.[0];
  const validator = validate ? responseValidator(ctx, op, response, type) : null;
  ctx.status = response.status;
  for (const [name, value] of Object.entries(response.headers ?? {})) if (value !== undefined) ctx.set(name, String(value));
  if (response.body === undefined || type === undefined) {
    // No body at all (a 202 while an export runs, a 304): Koa would otherwise write the status
    // text; an explicit null body turns the status into 204, so the status is set again after it.
    ctx.body = null;
    ctx.status = response.status;
    return;
  }
  if (isNdjson(type)) {
    // Streamed line by line as the handler yields them: memory does not grow with the batch.
    ctx.body = Readable.from(ndjson(ctx, op, response.status, response.body as AsyncIterable<unknown>, validator));
  } else {
    // Koa sends objects and arrays as JSON; any other JSON value is serialized here.
    ctx.body = typeof response.body === 'object' && response.body !== null ? response.body : JSON.stringify(response.body);
  }
  ctx.type = type;
}

/** The request as a handler of `op` receives it (from what the authentication and validation middleware left on ctx.state). */
function handlerInput(ctx: Context): HandlerInput<OperationId> {
  const state = ctx.state as AppState;
  // One shape for every operation here; each handler's own input type is checked where it is written.
  return {
    params: state.params,
    query: state.query,
    headers: state.headers,
    body: state.body,
    // Set by the authentication middleware on every operation that needs a token; undefined on the others.
    caller: (ctx.state as { auth?: Caller }).auth,
    request: {
      path: ctx.path,
      querystring: ctx.querystring,
      ip: ctx.ip,
      get: (name) => ctx.get(name),
      accepts: (...types) => ctx.accepts(...types),
      readBody: (limit, onChunk) => readBody(ctx, limit, onChunk),
    },
  } as HandlerInput<OperationId>;
}

/** Builds the router for every operation, with `handlers` and the `guard` middleware. */
export function buildRouter(handlers: Handlers, guard: Guard = () => [], options: RouterOptions = {}): Router {
  // Paths are exact: case-sensitive and without a trailing slash, as openapi.yaml writes them.
  const router = new Router({ strict: true, sensitive: true });
  for (const op of operations) {
    const setOperation: Middleware = async (ctx, next) => {
      (ctx.state as AppState).operation = op;
      await next();
    };
    // The handlers' types are checked per operation where they are written; here all operations share one shape.
    const handler = handlers[op.operationId] as (input: HandlerInput<OperationId>) => Promise<AnyResponse> | AnyResponse;
    router[op.method](op.operationId, op.koaPath, setOperation, ...guard(op), ...bodyMiddleware(op), validateRequest(op), async (ctx) => {
      respond(ctx, op, await handler(handlerInput(ctx)), options.validateResponses === true);
    });
  }
  return router;
}
