/** Health checks (tag Health): readiness checks the database, liveness only the process. */
import type { Handlers } from '../router.js';

export interface HealthDeps {
  /** Resolves when the service can serve requests (the database answers). */
  readonly ready: () => Promise<void>;
}

export function healthHandlers(deps: HealthDeps): Handlers {
  return {
    async getHealth(ctx) {
      try {
        await deps.ready();
        ctx.body = { status: 'ok' };
      } catch {
        ctx.status = 503;
        ctx.body = { status: 'unavailable' };
      }
    },
    getLiveness(ctx) {
      ctx.body = { status: 'ok' };
    },
  };
}
