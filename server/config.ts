/**
 * Typed configuration from the environment, as fixed by the operator interface
 * (../shared/spec/operator-interface.md, "Configuration"). Every variable has a default so that
 * `npm start` works with no configuration at all.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** `sqlite:<path>` or `postgres://user:pass@host:port/db`. */
  readonly databaseUrl: string;
  /** The `{base_url}` of the spec, without a trailing slash. */
  readonly publicBaseUrl: string;
  /** The `{docs_url}` of the spec, without a trailing slash. */
  readonly docsUrl: string;
  readonly workers: number;
  readonly tokenTtlSeconds: number;
  readonly batchExpirySeconds: number;
  readonly processingTimeoutSeconds: number;
  readonly rateLimitPerMinute: number;
  readonly tokenRateLimitPerMinute: number;
  /**
   * Length of the window of both rate limiters, in seconds (default 60: the limits above are per
   * minute). Not part of the operator interface; tests shorten it to see a limit recover.
   */
  readonly rateLimitWindowSeconds: number;
  readonly clientIdPrefix: string;
  readonly trustProxy: boolean;
  /** How long a worker's claim on a document lasts without a heartbeat before another worker may take it over. */
  readonly workerLeaseSeconds: number;
  /** How long a FHIR Bulk Data export and its files live after kick-off, and again after completion. */
  readonly exportTtlSeconds: number;
  /**
   * REDIS_URL: where rate-limit counters live, shared by every process (null: in each process's
   * memory, exact for the embedded default of one process).
   */
  readonly redisUrl: string | null;
  /**
   * The key-encryption key of the signing keys (32 bytes, base64), or null: then the embedded SQLite
   * default keeps a generated one next to the database file, and PostgreSQL refuses to start.
   */
  readonly signingKeyEncryptionKey: string | null;
  /**
   * How long clients may cache /.well-known/jwks.json (its Cache-Control max-age, default 300). A
   * rotated key is published this long before it signs. Not part of the operator interface; tests
   * shorten it to watch a rotation complete.
   */
  readonly jwksMaxAgeSeconds: number;
  /**
   * METRICS_PORT: the port of the Prometheus listener (GET /metrics, on HOST), or null (the default):
   * no metrics listener. A port of its own, so that metrics are never public by accident.
   */
  readonly metricsPort: number | null;
  /**
   * RETENTION_DAYS: batches finished (completed or cancelled) longer ago than this are deleted as a
   * client's delete does (usage records kept); null (the default) keeps them until a client deletes them.
   */
  readonly retentionDays: number | null;
  /**
   * STOP_TIMEOUT_SECONDS: after SIGTERM, how long in-flight requests and the documents in the
   * workers' hands may take before connections are closed and unfinished documents are given back.
   */
  readonly stopTimeoutSeconds: number;
  /** LOG_LEVEL: debug, info, warn or error. */
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  /**
   * VALIDATE_RESPONSES: check every handler's response against openapi.yaml with the generated
   * validators before sending it (a development aid: a response that fails is logged and answered 500).
   */
  readonly validateResponses: boolean;
  /**
   * AUDIT_SYNCHRONOUS_COMMIT (Postgres): wait for the WAL flush of every audit insert before the
   * response leaves. Off by default: the record is committed in Postgres before the response leaves
   * and reaches the disk within 3 x wal_writer_delay (see README "Operating it").
   */
  readonly auditSynchronousCommit: boolean;
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A whole number, or null when the variable is unset or empty (the feature is off). */
function optionalInteger(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  return integer(env, name, 0, min, max);
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(name: string, raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function redisUrl(raw: string | null): string | null {
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${raw}"`);
  return raw;
}

/** Reads and checks the configuration; throws ConfigError with a message an operator can act on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() || 'sqlite:./data/data-engine.sqlite';
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be sqlite:<path> or postgres://user:pass@host:port/db, got "${databaseUrl}"`);
  }
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const publicBaseUrl = url('PUBLIC_BASE_URL', env.PUBLIC_BASE_URL?.trim() || `http://${hostForUrl}:${port}`);
  const docsUrl = url('DOCS_URL', env.DOCS_URL?.trim() || `${publicBaseUrl}/docs`);
  const clientIdPrefix = env.CLIENT_ID_PREFIX?.trim() || 'de';
  if (!/^[a-z][a-z0-9]{0,15}$/.test(clientIdPrefix)) {
    throw new ConfigError(`CLIENT_ID_PREFIX must be 1 to 16 lowercase letters or digits starting with a letter, got "${clientIdPrefix}"`);
  }
  const kek = env.SIGNING_KEY_ENCRYPTION_KEY?.trim() || null;
  if (kek !== null) {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(kek) ? Buffer.from(kek.replace(/-/g, '+').replace(/_/g, '/'), 'base64').length : 0;
    if (bytes !== 32) throw new ConfigError('SIGNING_KEY_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'info').toLowerCase();
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of debug, info, warn, error; got "${env.LOG_LEVEL}"`);
  }
  return {
    port,
    host,
    databaseUrl,
    publicBaseUrl,
    docsUrl,
    workers: integer(env, 'WORKERS', 1, 0, 64),
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 60, 86400),
    batchExpirySeconds: integer(env, 'BATCH_EXPIRY_SECONDS', 86400, 1, 31_536_000),
    processingTimeoutSeconds: integer(env, 'PROCESSING_TIMEOUT_SECONDS', 3600, 1, 31_536_000),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    tokenRateLimitPerMinute: integer(env, 'TOKEN_RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
    rateLimitWindowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600),
    clientIdPrefix,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    workerLeaseSeconds: integer(env, 'WORKER_LEASE_SECONDS', 120, 1, 86400),
    exportTtlSeconds: integer(env, 'EXPORT_TTL_SECONDS', 86400, 1, 2_592_000),
    redisUrl: redisUrl(env.REDIS_URL?.trim() || null),
    signingKeyEncryptionKey: kek,
    jwksMaxAgeSeconds: integer(env, 'JWKS_MAX_AGE_SECONDS', 300, 0, 86400),
    metricsPort: optionalInteger(env, 'METRICS_PORT', 0, 65535),
    retentionDays: optionalInteger(env, 'RETENTION_DAYS', 1, 36_500),
    stopTimeoutSeconds: integer(env, 'STOP_TIMEOUT_SECONDS', 20, 1, 3600),
    logLevel: logLevel as Config['logLevel'],
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', false),
    auditSynchronousCommit: boolean(env, 'AUDIT_SYNCHRONOUS_COMMIT', false),
  };
}
