/** Health checks (tag Health): readiness checks the database, liveness only the process. */
import type { TagHandlers } from '../router.js';

export interface HealthDeps {
  /** Resolves when the service can serve requests (the database answers). */
  readonly ready: () => Promise<void>;
}

export function healthHandlers(deps: HealthDeps): TagHandlers<'Health'> {
  return {
    async getHealth() {
      try {
        await deps.ready();
        return { status: 200, body: { status: 'ok' } };
      } catch {
        return { status: 503, body: { status: 'unavailable' } };
      }
    },
    getLiveness() {
      return { status: 200, body: { status: 'ok' } };
    },
  };
}
