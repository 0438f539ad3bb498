/**
 * The HTTP server around the Koa application. Node's HTTP parser refuses some requests before Koa
 * sees them (a header block over 16 KiB, a NUL in a header, an unknown method token, `HTTP/9.9`,
 * Content-Length with Transfer-Encoding, a bad chunk size, a raw space in the target); by default it
 * answers those with an empty body. Here they get a problem+json body and a `Request-Id` like every
 * other error (RFC 9457; RFC 6585 §5 for 431).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { problemTypes, type ProblemSlug } from '../../generated/problem-types.js';
import { log } from '../log.js';

/** The problem for a parser error code (llhttp `HPE_*`, or Node's own codes). */
function problemFor(code: string | undefined): { slug: ProblemSlug; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { slug: 'header-fields-too-large', detail: 'The request header block exceeds 16 KiB.' };
    case 'HPE_INVALID_METHOD':
      return { slug: 'invalid-request', detail: 'The request method is not a valid HTTP method token.' };
    case 'HPE_INVALID_VERSION':
      return { slug: 'invalid-request', detail: 'The HTTP version is not supported; use HTTP/1.1.' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return { slug: 'invalid-request', detail: 'A request must not carry both Content-Length and Transfer-Encoding (RFC 9112 §6.3).' };
    case 'HPE_INVALID_CHUNK_SIZE':
      return { slug: 'invalid-request', detail: 'The chunked request body is malformed.' };
    case 'HPE_INVALID_URL':
      return { slug: 'invalid-request', detail: 'The request target is malformed (spaces and non-ASCII bytes must be percent-encoded).' };
    default:
      return { slug: 'invalid-request', detail: 'The request could not be parsed as HTTP/1.1.' };
  }
}

/** The raw HTTP/1.1 response for a request Node's parser refused (the connection is closed after it). */
export function clientErrorResponse(code: string | undefined, docsUrl: string, requestId = randomUUID()): string {
  const { slug, detail } = problemFor(code);
  const { status, title } = problemTypes[slug];
  const body = JSON.stringify({ type: `${docsUrl}/errors/${slug}`, title, status, detail, requestId });
  return (
    `HTTP/1.1 ${status} ${title}\r\n` +
    'Content-Type: application/problem+json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Request-Id: ${requestId}\r\n` +
    'Cache-Control: no-store\r\n' +
    'Connection: close\r\n' +
    '\r\n' +
    body
  );
}

/** Answers a parser error on `socket`, unless a response is already under way or the peer is gone. */
export function handleClientError(err: Error & { code?: string }, socket: Socket, docsUrl: string): void {
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  log('debug', 'malformed request refused by the HTTP parser', { requestId, code: err.code });
  socket.end(clientErrorResponse(err.code, docsUrl, requestId));
}

/** The raw 405 for CONNECT: the service is no proxy, and Node would otherwise close the socket silently. */
function connectNotAllowed(socket: Socket, docsUrl: string): void {
  const requestId = randomUUID();
  const { status, title } = problemTypes['method-not-allowed'];
  const body = JSON.stringify({
    type: `${docsUrl}/errors/method-not-allowed`,
    title,
    status,
    detail: 'CONNECT is not supported: the service is not a proxy.',
    requestId,
  });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Request-Id: ${requestId}\r\nAllow: GET, HEAD, POST, PUT, DELETE\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Makes `server` answer parser errors and CONNECT requests with problem+json (see above), and answer
 * a client that half-closes its side after sending its request (`printf ... | nc -N`, some proxies
 * and health checkers). By default Node aborts such a request when the client's FIN arrives and
 * closes the connection without a word, so every handler that awaits I/O (a database read, a page of
 * the reference) answered nothing. With `httpAllowHalfOpen` (an old flag of Node's HTTP server, set
 * by Node's own tests and by userland servers such as spdy) Node marks the response under way as the
 * connection's last and ends the socket once it is written.
 */
export function handleProtocolErrors(server: Server, docsUrl: string): Server {
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => handleClientError(err, socket, docsUrl));
  server.on('connect', (_req: unknown, socket: Socket) => connectNotAllowed(socket, docsUrl));
  return server;
}

/** An HTTP server for `app` whose parser errors are problem+json responses. */
export function createHttpServer(app: Koa, docsUrl: string): Server {
  return handleProtocolErrors(createServer(app.callback()), docsUrl);
}
