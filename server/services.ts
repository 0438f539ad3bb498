/**
 * The composition root: builds the services every entry point (HTTP app, CLI, workers) uses from the
 * configuration and the database. Nothing else wires storage to domain code.
 */
import type { Config } from './config.js';
import { BatchService } from './domain/batch-service.js';
import type { BatchRepository } from './domain/batches.js';
import type { IdentityRepository } from './domain/identity.js';
import type { RateLimiter } from './domain/rate-limit.js';
import { ExportService } from './fhir/export.js';
import { FhirService } from './fhir/service.js';
import { AccessTokens } from './oauth/access-tokens.js';
import { loadKek } from './oauth/key-encryption.js';
import { KeyStore } from './oauth/keys.js';
import { TokenService } from './oauth/token-service.js';
import { pendingMigrations, type Db } from './storage/db.js';
import { batchRepository } from './storage/batch-repository.js';
import { exportRepository } from './storage/export-repository.js';
import { fhirRepository } from './storage/fhir-repository.js';
import { identityRepository } from './storage/identity-repository.js';
import { auditRepository } from './storage/audit-repository.js';
import type { AuditLog } from './domain/audit.js';
import { RetentionSweeper } from './domain/retention.js';
import { log } from './log.js';
import { rateLimitStore } from './storage/rate-limits.js';

export interface Services {
  readonly config: Config;
  readonly identity: IdentityRepository;
  readonly keys: KeyStore;
  readonly accessTokens: AccessTokens;
  readonly tokenService: TokenService;
  readonly apiLimiter: RateLimiter;
  readonly batches: BatchService;
  readonly batchRepository: BatchRepository;
  /** The access audit (append-only). */
  readonly audit: AuditLog;
  /** The read-only FHIR R4 server (/fhir/R4). */
  readonly fhir: FhirService;
  /** FHIR Bulk Data export (/fhir/R4/$export); the workers run the exports. */
  readonly exports: ExportService;
  /** Resolves when the database answers. */
  readonly ready: () => Promise<void>;
  /**
   * Why this instance should not take traffic (the database does not answer, migrations are
   * missing, the process is stopping), or null when it is ready.
   */
  readonly notReady: () => Promise<string | null>;
  /** Set when the process begins to stop: readiness fails from then on. */
  readonly lifecycle: { stopping: boolean };
  /** Ends what the services hold open besides the database (the Redis connection of rate limits). */
  readonly close: () => Promise<void>;
}

export async function createServices(config: Config, db: Db): Promise<Services> {
  const identity = identityRepository(db);
  const keys = new KeyStore(identity, config.tokenTtlSeconds, { kek: () => loadKek(config), publishSeconds: config.jwksMaxAgeSeconds });
  const accessTokens = new AccessTokens(keys, config.publicBaseUrl, config.tokenTtlSeconds);
  const limits = rateLimitStore(config.redisUrl);
  const tokenLimiter = limits.limiter('token', config.tokenRateLimitPerMinute, config.rateLimitWindowSeconds);
  const apiLimiter = limits.limiter('api', config.rateLimitPerMinute, config.rateLimitWindowSeconds);
  const batches = batchRepository(db);
  const lifecycle = { stopping: false };
  let schemaCurrent = false;
  const tokenService = new TokenService(identity, accessTokens, tokenLimiter, [`${config.publicBaseUrl}/oauth/token`, config.publicBaseUrl]);
  return {
    config,
    identity,
    keys,
    accessTokens,
    tokenService,
    apiLimiter,
    batches: new BatchService(batches, identity, config.batchExpirySeconds),
    batchRepository: batches,
    audit: auditRepository(db, { synchronousCommit: config.auditSynchronousCommit }),
    fhir: new FhirService(fhirRepository(db), { publicBaseUrl: config.publicBaseUrl }),
    exports: new ExportService(exportRepository(db), { publicBaseUrl: config.publicBaseUrl, ttlSeconds: config.exportTtlSeconds }),
    ready: async () => {
      await db.raw('select 1');
    },
    lifecycle,
    notReady: async () => {
      if (lifecycle.stopping) return 'The instance is stopping.';
      try {
        // Once the schema was current it stays so for this build: afterwards only the database is pinged.
        if (schemaCurrent) {
          await db.raw('select 1');
        } else {
          const pending = await pendingMigrations(db);
          if (pending.length > 0) return `The database is missing ${pending.length} migration(s) of this build; run data-engine migrate.`;
          schemaCurrent = true;
        }
        return null;
      } catch {
        return 'The database cannot be reached.';
      }
    },
    close: () => limits.close(),
  };
}

/** Time between retention sweeps of one process (the first runs at start). */
const RETENTION_SWEEP_MS = 10 * 60_000;

/** The retention sweeper of a serve or worker process (RETENTION_DAYS), started; null when retention is off. */
export function startRetention(config: Config, db: Db): RetentionSweeper | null {
  if (config.retentionDays === null) return null;
  const sweeper = new RetentionSweeper(batchRepository(db), auditRepository(db, { synchronousCommit: config.auditSynchronousCommit }), {
    days: config.retentionDays,
    intervalMs: RETENTION_SWEEP_MS,
    onSwept: (deleted) => log('info', 'retention: deleted batches finished before the retention period', { batches: deleted, retentionDays: config.retentionDays }),
    onError: (err) => log('warn', 'retention: sweep failed; trying again within 30 s', { error: err instanceof Error ? err.message : String(err) }),
  });
  sweeper.start();
  return sweeper;
}
