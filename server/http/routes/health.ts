/**
 * Health checks (tag Health): liveness (/health, /health/live) answers from the process alone;
 * readiness (/ready) checks the database, its migrations, and that the process is not stopping.
 */
import { AppError } from '../../errors.js';
import type { TagHandlers } from '../router.js';

export interface HealthDeps {
  /** Why the instance should not take traffic, or null when it is ready. */
  readonly notReady: () => Promise<string | null>;
}

export function healthHandlers(deps: HealthDeps): TagHandlers<'Health'> {
  return {
    getHealth() {
      return { status: 200, body: { status: 'ok' } };
    },
    getLiveness() {
      return { status: 200, body: { status: 'ok' } };
    },
    async getReadiness() {
      const reason = await deps.notReady();
      if (reason !== null) throw new AppError('service-unavailable', reason, { retryAfter: 5 });
      return { status: 200, body: { status: 'ok' } };
    },
  };
}
