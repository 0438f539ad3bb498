/**
 * Health checks (tag Health): liveness (/health, /health/live) answers from the process alone;
 * readiness (/ready) checks the database, its migrations, and that the process is not stopping.
 */
import { AppError } from '../../errors.js';
import type { Handlers } from '../router.js';

export interface HealthDeps {
  /** Why the instance should not take traffic, or null when it is ready. */
  readonly notReady: () => Promise<string | null>;
}

export function healthHandlers(deps: HealthDeps): Handlers {
  return {
    getHealth(ctx) {
      ctx.body = { status: 'ok' };
    },
    getLiveness(ctx) {
      ctx.body = { status: 'ok' };
    },
    async getReadiness(ctx) {
      const reason = await deps.notReady();
      if (reason !== null) throw new AppError('service-unavailable', reason, { retryAfter: 5 });
      ctx.body = { status: 'ok' };
    },
  };
}
