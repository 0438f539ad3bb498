/**
 * The request log and the HTTP metrics: when a response has been written (or the client went away),
 * one JSON line on stderr and one observation of http_request_duration_seconds.
 *
 * The line holds the request id, the operationId, the method and the path template of openapi.yaml
 * (never the concrete path or query string, which can carry identifiers and search values), the
 * status, the duration and the client id. Bodies, headers and error details are never logged.
 */
import type { Context, Middleware } from 'koa';
import { log } from '../log.js';
import type { Metrics } from '../metrics.js';
import type { Caller } from './authenticate.js';
import type { AppState } from './context.js';

export interface ObserveOptions {
  /** Write the request log (LOG_LEVEL debug or info). */
  readonly log: boolean;
  readonly metrics?: Metrics | null;
}

/** The client id a token request names (HTTP Basic user), or null; never the secret or the assertion. */
function tokenClientId(ctx: Context): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(ctx.get('Authorization'));
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  try {
    const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    // Only something shaped like a client id: a person who pastes a secret into the user field must not see it logged.
    return /^[a-z][a-z0-9]{0,15}_(test|live)_[a-z0-9]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function observeRequests(options: ObserveOptions): Middleware {
  const { metrics } = options;
  if (!options.log && !metrics) return (_ctx, next) => next();
  return async function observe(ctx, next) {
    const started = process.hrtime.bigint();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const state = ctx.state as AppState & { auth?: Caller };
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const operation = state.operation?.operationId ?? null;
      const status = ctx.res.statusCode;
      const aborted = !ctx.res.writableFinished;
      const clientId = state.auth?.clientId ?? (operation === 'createAccessToken' ? tokenClientId(ctx) : null);
      if (metrics) {
        metrics.httpDuration.observe({ operation: operation ?? 'unmatched', status: String(status) }, seconds);
        if (operation === 'createAccessToken' && status === 200 && !aborted) {
          metrics.tokensIssued.inc({ method: /^Basic\s/i.test(ctx.get('Authorization')) ? 'client_secret_basic' : 'private_key_jwt' });
        }
      }
      if (options.log) {
        log('info', 'request', {
          requestId: state.requestId,
          operation,
          method: ctx.method,
          route: state.operation?.path ?? null,
          status,
          durationMs: Math.round(seconds * 1e4) / 10,
          clientId,
          ...(aborted ? { aborted: true } : {}),
        });
      }
    };
    ctx.res.once('finish', finish);
    ctx.res.once('close', finish);
    await next();
  };
}
