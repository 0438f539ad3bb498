/**
 * Request bodies per operation: the media type must be one the operation declares (415), the size
 * is limited by the operation's `x-max-body-bytes` or 1 MiB (413, decided from Content-Length when it
 * is sent and enforced while reading), and JSON and form bodies are parsed with koa-body. Raw bodies
 * (uploads) are left on the request stream for the handler.
 */
import type { Context, Next } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { Operation } from '../../generated/operations.js';
import { AppError } from '../errors.js';

/** Limit of JSON and form bodies whose operation declares none. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const parsedTypes = ['application/json', 'application/x-www-form-urlencoded'];

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('Transfer-Encoding') !== '';
}

/** Middleware for one operation's request body. */
export function bodyMiddleware(op: Operation) {
  const limit = op.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const parsed = op.requestContentTypes.filter((t) => parsedTypes.includes(t));
  const parser = koaBody({
    json: parsed.includes('application/json'),
    urlencoded: parsed.includes('application/x-www-form-urlencoded'),
    text: false,
    multipart: false,
    jsonLimit: limit,
    formLimit: limit,
    jsonStrict: true,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    onError(err: Error) {
      const e = err as Error & { status?: number; type?: string };
      if (e.status === 413 || e.type === 'entity.too.large') {
        throw new AppError('payload-too-large', `The request body exceeds ${limit} bytes.`);
      }
      if (e.status === 415) throw new AppError('unsupported-media-type', e.message);
      throw new AppError('invalid-request', 'The request body could not be parsed.', {
        errors: [{ pointer: '', code: 'invalid_json', detail: e.message }],
      });
    },
  });

  return async function body(ctx: Context, next: Next): Promise<void> {
    if (op.requestContentTypes.length === 0 || !hasBody(ctx)) {
      if (op.requestBodyRequired) {
        throw new AppError('validation-failed', 'A request body is required.', {
          errors: [{ pointer: '', code: 'required', detail: 'A request body is required.' }],
        });
      }
      return next();
    }
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > limit) throw new AppError('payload-too-large', `The request body exceeds ${limit} bytes.`);
    if (!ctx.is(...op.requestContentTypes)) {
      throw new AppError(
        'unsupported-media-type',
        `Content-Type must be ${op.requestContentTypes.join(' or ')}; got ${ctx.get('Content-Type') || 'none'}.`,
      );
    }
    if (!ctx.is(...parsed)) return next(); // a raw body: the handler streams it
    await parser(ctx, async () => undefined);
    return next();
  };
}
