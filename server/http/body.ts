/**
 * Request bodies per operation: the media type must be one the operation declares (415), the size
 * is limited by the operation's `x-max-body-bytes` or 1 MiB (413, decided from Content-Length when it
 * is sent and enforced while reading), and JSON and form bodies must be UTF-8 (RFC 8259 §8.1; a body
 * that is not is refused with 400, never decoded with replacement characters, which would silently
 * alter clinical text). Raw bodies (uploads) are left on the request stream for the handler, which
 * reads them as bytes with `readBody`.
 */
import type { Context, Middleware, Next } from 'koa';
import type { Socket } from 'node:net';
import type { Operation } from '../../generated/operations.js';
import { AppError } from '../errors.js';

/** Limit of JSON and form bodies whose operation declares none. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** How long the connection keeps draining a refused body after the 413 was sent. */
const LINGER_MS = 2_000;

const parsedTypes = ['application/json', 'application/x-www-form-urlencoded'];

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('Transfer-Encoding') !== '';
}

/**
 * A lingering close (RFC 9112 §9.6): the connection closes after this response, but only once the
 * client has stopped sending (or after LINGER_MS). Closing at once, with body bytes still unread,
 * makes the kernel answer with a reset that can destroy the response before the client reads it.
 */
export function lingeringClose(ctx: Context): void {
  ctx.set('Connection', 'close');
  const socket = ctx.req.socket as Socket & { destroySoon?: () => void };
  if (!socket || (socket as { lingering?: boolean }).lingering) return;
  (socket as { lingering?: boolean }).lingering = true;
  // Node ends a `Connection: close` response with socket.destroySoon(); replace it, for this socket
  // only, with: send FIN, keep reading and discarding, destroy on the peer's FIN or the deadline.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
  // Keep pulling the refused body off the wire meanwhile (its bytes are dropped).
  ctx.req.resume();
}

function tooLarge(ctx: Context, limit: number): AppError {
  lingeringClose(ctx);
  return new AppError('payload-too-large', `The request body exceeds ${limit} bytes.`);
}

/**
 * Reads the request body as bytes, up to `limit` (413 with a lingering close past it); `onChunk`
 * sees every chunk as it arrives (for a streaming hash).
 */
export function readBody(ctx: Context, limit: number, onChunk?: (chunk: Buffer) => void): Promise<Buffer> {
  const req = ctx.req;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(tooLarge(ctx, limit));
        return;
      }
      onChunk?.(chunk);
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(new AppError('invalid-request', 'The request body could not be read.', { errors: [{ pointer: '', code: 'invalid_json', detail: err.message }] }));
    };
    const onAborted = () => onError(new Error('the client aborted the request'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function notUtf8(what: string): AppError {
  const detail = `The ${what} body is not valid UTF-8 (RFC 8259 §8.1); send it UTF-8 encoded.`;
  return new AppError('invalid-request', detail, { errors: [{ pointer: '', code: 'invalid_encoding', detail }] });
}

function invalidJson(detail: string): AppError {
  return new AppError('invalid-request', 'The request body could not be parsed.', { errors: [{ pointer: '', code: 'invalid_json', detail }] });
}

/** Sets `key` as an own property (so that a key like `__proto__` is data, not a prototype). */
function put(target: Record<string, unknown>, key: string, value: string): void {
  const existing = Object.prototype.hasOwnProperty.call(target, key) ? target[key] : undefined;
  const next = existing === undefined ? value : Array.isArray(existing) ? [...(existing as string[]), value] : [existing, value];
  Object.defineProperty(target, key, { value: next, enumerable: true, writable: true, configurable: true });
}

/**
 * An `application/x-www-form-urlencoded` body (WHATWG URL §5.1): a repeated name gives an array (which
 * the operation's schema then refuses, as RFC 6749 §3.1 wants for the token endpoint). Percent-escapes
 * must decode to UTF-8.
 */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const [rawName, rawValue] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    let name: string;
    let value: string;
    try {
      name = decode(rawName);
      value = decode(rawValue);
    } catch {
      throw notUtf8('form');
    }
    put(out, name, value);
  }
  return out;
}

/**
 * Middleware for one operation's request body: none for an operation that declares no body (a body
 * sent anyway is left unread there, as before; Node discards it).
 */
export function bodyMiddleware(op: Operation): Middleware[] {
  return op.requestContentTypes.length === 0 && !op.requestBodyRequired ? [] : [bodyOf(op)];
}

function bodyOf(op: Operation) {
  const limit = op.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const parsed = op.requestContentTypes.filter((t) => parsedTypes.includes(t));

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
    if (declared > limit) throw tooLarge(ctx, limit);
    if (!ctx.is(...op.requestContentTypes)) {
      throw new AppError(
        'unsupported-media-type',
        `Content-Type must be ${op.requestContentTypes.join(' or ')}; got ${(ctx.get('Content-Type') || 'none').slice(0, 200)}.`,
      );
    }
    if (parsed.length === 0 || !ctx.is(...parsed)) return next(); // a raw body: the handler streams it
    const coding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
    if (coding !== 'identity') {
      throw new AppError('unsupported-media-type', 'Request bodies must not be content-encoded (Content-Encoding: identity).');
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(ctx.get('Content-Type'))?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new AppError('unsupported-media-type', `Request bodies must be UTF-8; got charset=${charset.slice(0, 40)}.`);
    }
    const bytes = await readBody(ctx, limit);
    let text: string;
    const isJson = ctx.is('application/json') !== false;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw notUtf8(isJson ? 'JSON' : 'form');
    }
    let value: unknown;
    if (isJson) {
      // Strict JSON: the body is an object or an array (the schemas then say which).
      if (!/^[\s]*[[{]/.test(text)) throw invalidJson('The body must be a JSON object.');
      try {
        value = JSON.parse(text);
      } catch (err) {
        throw invalidJson((err as Error).message.slice(0, 500));
      }
    } else {
      value = parseForm(text);
    }
    (ctx.request as { body?: unknown }).body = value;
    return next();
  };
}
