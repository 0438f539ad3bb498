/** Configuration from the environment (operator-interface.md, "Configuration"). */
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('loadConfig', () => {
  it('works with no configuration at all, with the documented defaults', () => {
    expect(loadConfig({})).to.deep.equal({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/data-engine.sqlite',
      publicBaseUrl: 'http://127.0.0.1:8080',
      docsUrl: 'http://127.0.0.1:8080/docs',
      workers: 1,
      tokenTtlSeconds: 3600,
      batchExpirySeconds: 86400,
      processingTimeoutSeconds: 3600,
      rateLimitPerMinute: 600,
      tokenRateLimitPerMinute: 60,
      rateLimitWindowSeconds: 60,
      clientIdPrefix: 'de',
      trustProxy: false,
      workerLeaseSeconds: 120,
      exportTtlSeconds: 86400,
      redisUrl: null,
      signingKeyEncryptionKey: null,
      jwksMaxAgeSeconds: 300,
      metricsPort: null,
      retentionDays: null,
      stopTimeoutSeconds: 20,
      logLevel: 'info',
      validateResponses: false,
      auditSynchronousCommit: false,
    });
  });

  it('derives PUBLIC_BASE_URL from HOST and PORT, and DOCS_URL from PUBLIC_BASE_URL', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicBaseUrl).to.equal('http://0.0.0.0:9000');
    const c = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.org/' });
    expect(c.publicBaseUrl).to.equal('https://api.example.org');
    expect(c.docsUrl).to.equal('https://api.example.org/docs');
  });

  it('rejects unusable values naming the variable', () => {
    expect(() => loadConfig({ PORT: '70000' })).to.throw(ConfigError, /PORT/);
    expect(() => loadConfig({ WORKERS: '-1' })).to.throw(ConfigError, /WORKERS/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).to.throw(ConfigError, /TRUST_PROXY/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).to.throw(ConfigError, /METRICS_PORT/);
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).to.throw(ConfigError, /RETENTION_DAYS must be between 1/);
    expect(loadConfig({ METRICS_PORT: '9464', RETENTION_DAYS: '30' })).to.include({ metricsPort: 9464, retentionDays: 30 });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).to.throw(ConfigError, /DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://x' })).to.throw(ConfigError, /PUBLIC_BASE_URL/);
    expect(() => loadConfig({ CLIENT_ID_PREFIX: 'Bad_Prefix' })).to.throw(ConfigError, /CLIENT_ID_PREFIX/);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).to.throw(ConfigError, /LOG_LEVEL/);
    expect(() => loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: 'c2hvcnQ=' })).to.throw(ConfigError, /SIGNING_KEY_ENCRYPTION_KEY/);
    expect(loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).signingKeyEncryptionKey).to.be.a('string');
  });

  it('reads TRUST_PROXY and the numeric limits', () => {
    const c = loadConfig({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '5', TOKEN_TTL_SECONDS: '120' });
    expect(c).to.include({ trustProxy: true, rateLimitPerMinute: 5, tokenTtlSeconds: 120 });
    expect(loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '2' }).rateLimitWindowSeconds).to.equal(2);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '0' })).to.throw(ConfigError, /RATE_LIMIT_WINDOW_SECONDS/);
  });

  it('reads VALIDATE_RESPONSES', () => {
    expect(loadConfig({ VALIDATE_RESPONSES: '1' }).validateResponses).to.equal(true);
    expect(() => loadConfig({ VALIDATE_RESPONSES: 'sometimes' })).to.throw(ConfigError, /VALIDATE_RESPONSES/);
  });

  it('reads AUDIT_SYNCHRONOUS_COMMIT', () => {
    expect(loadConfig({ AUDIT_SYNCHRONOUS_COMMIT: 'true' }).auditSynchronousCommit).to.equal(true);
    expect(() => loadConfig({ AUDIT_SYNCHRONOUS_COMMIT: 'sometimes' })).to.throw(ConfigError, /AUDIT_SYNCHRONOUS_COMMIT/);
  });
});
