/**
 * API authentication and authorization for every protected operation (RFC 6750 Bearer tokens):
 * verify the service's JWT, re-read the client and organization on every request (so that a disabled
 * client or a suspended organization takes effect at once), check the IP allow-list, the mode and
 * the operation's scopes (SMART system scopes on /fhir/R4), then apply the per-client rate limit.
 *
 * `GET /v1/data-engine/batches/{id}` (the polling path) reads the batch with its counts in the same
 * statement as the client (one round trip instead of two); the batch goes to the handler on the
 * caller (`readAhead`) and is used only once every check here has passed. The rate limit is asked
 * while that read runs.
 */
import type { Context, Middleware, Next } from 'koa';
import type { Operation } from '../../generated/operations.js';
import type { BatchCounts, BatchRecord } from '../domain/batches.js';
import type { ClientMode } from '../domain/identity.js';
import { AppError } from '../errors.js';
import { InvalidTokenError } from '../oauth/access-tokens.js';
import { ipAllowed } from '../oauth/ip.js';
import { hasAnySystemScope, smartAllows, type Interaction } from '../oauth/scopes.js';
import type { Services } from '../services.js';

/** Who is calling, on ctx.state.auth. */
export interface Caller {
  readonly clientId: string;
  readonly organizationId: string;
  readonly mode: ClientMode;
  readonly scopes: readonly string[];
  /** The batch of the request's path, read with the client (getBatch): null when the caller's scope has no such batch. */
  readonly readAhead?: { readonly batchId: string; readonly batch: { batch: BatchRecord; counts: BatchCounts } | null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function challenge(detail: string): AppError {
  const description = detail.replace(/"/g, "'");
  return new AppError('unauthorized', detail, {
    wwwAuthenticate: `Bearer realm="data-engine", error="invalid_token", error_description="${description}"`,
  });
}

/** True when the caller's scopes satisfy the operation (SMART rules for FHIR operations). */
function scopesAllow(op: Operation, ctx: Context, granted: readonly string[]): boolean {
  const ext = op.extensions as Record<string, unknown>;
  if (ext['x-smart-any-system-scope'] === true) return hasAnySystemScope(granted);
  const interaction = ext['x-smart-resource-scope'];
  if (interaction === 'read' || interaction === 'search') {
    const type = typeof ext['x-smart-resource-type'] === 'string' ? (ext['x-smart-resource-type'] as string) : String(ctx.params.resourceType ?? '');
    return smartAllows(granted, type, interaction as Interaction);
  }
  return op.scopes.some((alternative) => alternative.every((s) => granted.includes(s)));
}

function describeScopes(op: Operation): string {
  return op.scopes.map((alt) => alt.join(' + ')).join(' or ');
}

/** The middleware for `op` (none for public operations). */
export function authGuard(services: Services): (op: Operation) => Middleware[] {
  return (op) => {
    if (op.scopes.length === 0) return [];
    const isFhir = op.tag === 'FHIR';
    const readsBatch = op.operationId === 'getBatch';
    const authenticate: Middleware = async (ctx: Context, next: Next) => {
      const header = ctx.get('Authorization');
      if (!/^Bearer(\s|$)/i.test(header)) {
        // No Bearer credentials at all: a bare challenge, without an error code (RFC 6750 §3.1).
        throw new AppError('unauthorized', header ? 'The Authorization header must be "Bearer <access token>".' : 'An access token is required.', {
          wwwAuthenticate: 'Bearer realm="data-engine"',
        });
      }
      const m = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
      if (!m) throw challenge('The Authorization header must be "Bearer <access token>".');
      let claims;
      try {
        claims = await services.accessTokens.verify(m[1]!);
      } catch (err) {
        if (err instanceof InvalidTokenError) throw challenge(err.message);
        throw err;
      }
      // Who the verified token names: the access audit attributes the refusals below to them.
      ctx.state.claimed = { clientId: claims.clientId, organizationId: claims.organizationId };
      const batchId = readsBatch ? String(ctx.params.batchId ?? '') : '';
      // The rate limit is asked at once, beside the read (a refusal below then counts too).
      const limited = services.apiLimiter.consume(`client:${claims.clientId}`);
      limited.catch(() => undefined);
      const withBatch = UUID.test(batchId)
        ? await services.identity.getClientWithOrganizationAndBatch(claims.clientId, batchId, { organizationId: claims.organizationId, liveMode: claims.mode === 'live' })
        : undefined;
      const found = withBatch === undefined ? await services.identity.getClientWithOrganization(claims.clientId) : withBatch;
      if (!found || found.client.disabled || found.organization.id !== claims.organizationId) {
        throw challenge('The client of this access token is disabled or no longer exists.');
      }
      const { organization } = found;
      if (organization.suspended) throw new AppError('organization-suspended', 'The organization is suspended.');
      if (!ipAllowed(ctx.ip, organization.allowedIps)) {
        throw new AppError('ip-not-allowed', "The caller's IP address is not in the organization's allow-list.");
      }
      if (isFhir && claims.mode !== 'live') throw new AppError('live-token-required', 'The FHIR server accepts live tokens only.');
      if (!scopesAllow(op, ctx, claims.scopes)) {
        const detail = isFhir
          ? `This request needs a SMART system scope that grants it (for example system/*.rs).`
          : `This operation needs the scope ${describeScopes(op)}.`;
        // RFC 6750 §3.1: a token without the needed scope gets the insufficient_scope challenge.
        throw new AppError('insufficient-scope', detail, {
          wwwAuthenticate: `Bearer realm="data-engine", error="insufficient_scope", scope="${(op.scopes[0] ?? []).join(' ')}"`,
        });
      }
      const readAhead = withBatch ? { batchId, batch: withBatch.batch } : undefined;
      ctx.state.auth = { clientId: claims.clientId, organizationId: organization.id, mode: claims.mode, scopes: claims.scopes, ...(readAhead ? { readAhead } : {}) } satisfies Caller;

      const limit = await limited;
      ctx.set('RateLimit-Limit', String(limit.limit));
      ctx.set('RateLimit-Remaining', String(limit.remaining));
      ctx.set('RateLimit-Reset', String(limit.resetSeconds));
      if (!limit.allowed) {
        throw new AppError('rate-limited', `Rate limit of ${limit.limit} requests per minute exceeded; retry in ${limit.resetSeconds} seconds.`, {
          retryAfter: limit.resetSeconds,
        });
      }
      await next();
    };
    return [authenticate];
  };
}
