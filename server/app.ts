/**
 * createApp(deps): the Koa application. Tests and `data-engine serve` both call this. Request flow:
 * request log and HTTP metrics (outermost, when the response is written) → access audit (records the
 * answer before it leaves) → request id and error renderer → docs → router (operation → auth → body →
 * validation → handler) → 405 (with Allow) for a known path, 404 for everything else.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Koa from 'koa';
import type { Config } from './config.js';
import { AppError } from './errors.js';
import type { AppState } from './http/context.js';
import { docsMiddleware } from './http/docs.js';
import { renderError } from './http/render-error.js';
import { buildRouter, type Handlers } from './http/router.js';
import { authGuard } from './http/authenticate.js';
import { batchHandlers } from './http/routes/batches.js';
import { fhirHandlers } from './http/routes/fhir.js';
import { fhirExportHandlers } from './http/routes/fhir-export.js';
import { observeRequests } from './http/observe.js';
import { auditRequests } from './http/audit.js';
import { healthHandlers } from './http/routes/health.js';
import { oauthHandlers } from './http/routes/oauth.js';
import type { Metrics } from './metrics.js';
import { PROJECT_ROOT } from './paths.js';
import { createServices, type Services } from './services.js';
import type { Db } from './storage/db.js';

export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  /** Where `npm run docs` wrote the reference (default: dist/docs of the project). */
  readonly docsDir?: string;
  /** Prebuilt services (default: built from config and db). */
  readonly services?: Services;
  /** Where HTTP metrics are counted (METRICS_PORT set), or none. */
  readonly metrics?: Metrics | null;
}

/** A handler for every operation of openapi.yaml (`Handlers`: one missing does not compile). */
export function createHandlers(services: Services): Handlers {
  return {
    ...healthHandlers({ notReady: services.notReady }),
    ...oauthHandlers(services),
    ...batchHandlers(services.batches, services.config.publicBaseUrl),
    ...fhirHandlers(services.fhir),
    ...fhirExportHandlers(services.exports, services.config.publicBaseUrl),
  };
}

/** Builds the application (it does not listen). */
export async function createApp(deps: AppDeps): Promise<Koa> {
  const services = deps.services ?? (await createServices(deps.config, deps.db));
  const app = new Koa();
  app.proxy = deps.config.trustProxy;
  // Trust exactly one proxy hop: the caller IP is the address our proxy appended (the rightmost
  // X-Forwarded-For entry). Entries further left are written by the client and can be forged.
  app.maxIpsCount = 1;
  // Errors are rendered by the middleware below; Koa's own handler would only log them again.
  app.silent = true;

  // Outermost: the request log and HTTP metrics see the response as written.
  app.use(observeRequests({ log: deps.config.logLevel === 'debug' || deps.config.logLevel === 'info', metrics: deps.metrics ?? null }));
  // Then the access audit, outside the error renderer: it records the status the client gets, and
  // stores the record before the response leaves.
  app.use(auditRequests(services.audit, deps.config.docsUrl));
  app.use(async (ctx, next) => {
    const state = ctx.state as AppState;
    state.requestId = randomUUID();
    ctx.set('Request-Id', state.requestId);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError('not-found', `No resource exists at ${ctx.path.slice(0, 200)}.`);
      }
    } catch (err) {
      renderError(ctx, err, deps.config.docsUrl);
    }
  });

  const docsDir = deps.docsDir ?? join(PROJECT_ROOT, 'dist/docs');
  app.use(docsMiddleware(docsDir));

  const router = buildRouter(createHandlers(services), authGuard(services), { validateResponses: deps.config.validateResponses });
  app.use(router.routes());
  // Reached only when no route has this path and method: a path some route has answers 405 with
  // the methods it does have (for any method token, TRACE and OPTIONS included), else 404.
  app.use(async (ctx) => {
    const allow = [...new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))];
    if (allow.length > 0) throw new AppError('method-not-allowed', `${ctx.method} is not supported on this path.`, { allow });
  });
  return app;
}
