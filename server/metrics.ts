/**
 * Prometheus metrics (prom-client), one registry per process, served on METRICS_PORT by a listener
 * of its own so that it never shares the public API port:
 *
 *   http_request_duration_seconds{operation,status}   every API request (serve)
 *   data_engine_tokens_issued_total{method}           access tokens issued (serve)
 *   data_engine_documents{status}                     documents in the database by status, read at scrape time
 *   data_engine_documents_processed_total{outcome}    documents this process's workers finished
 *   data_engine_extraction_seconds                    time per document in the extraction threads
 *
 * plus prom-client's default process metrics. Counters and histograms count what happens in this
 * process (each `data-engine worker` serves its own); the documents gauge is the deployment's view.
 */
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import { log } from './log.js';

export interface Metrics {
  readonly registry: client.Registry;
  readonly httpDuration: client.Histogram<'operation' | 'status'>;
  readonly tokensIssued: client.Counter<'method'>;
  readonly documentsProcessed: client.Counter<'outcome'>;
  readonly extractionSeconds: client.Histogram<string>;
}

export interface MetricsSources {
  /** Documents in the database by status (one grouped count per scrape). */
  readonly documentsByStatus?: () => Promise<ReadonlyMap<string, number>>;
  /** Every status the gauge reports, 0 when absent (so that series do not vanish). */
  readonly documentStatuses?: readonly string[];
}

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of API requests until the response is written, by operationId of openapi.yaml and HTTP status.',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const tokensIssued = new client.Counter({
    name: 'data_engine_tokens_issued_total',
    help: 'Access tokens issued by the token endpoint, by client authentication method.',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  const documentsProcessed = new client.Counter({
    name: 'data_engine_documents_processed_total',
    help: "Documents whose result this process's workers wrote, by outcome (succeeded or failed).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const extractionSeconds = new client.Histogram({
    name: 'data_engine_extraction_seconds',
    help: 'Time one document spends in an extraction thread (text acquisition, extraction, serialization).',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const { documentsByStatus } = sources;
  if (documentsByStatus) {
    const statuses = sources.documentStatuses ?? [];
    new client.Gauge({
      name: 'data_engine_documents',
      help: 'Documents in the database by status (all organizations; read at scrape time).',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await documentsByStatus();
          this.reset();
          for (const status of new Set([...statuses, ...counts.keys()])) this.set({ status }, counts.get(status) ?? 0);
        } catch (err) {
          // The scrape still answers (process metrics); the gauge is left out until the database answers.
          this.reset();
          log('warn', 'metrics: cannot count documents', { error: err instanceof Error ? err.message : String(err) });
        }
      },
    });
  }
  return { registry, httpDuration, tokensIssued, documentsProcessed, extractionSeconds };
}

/** Serves `GET /metrics` (Prometheus text format) on host:port; anything else is 404. */
export async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        log('error', 'metrics: scrape failed', { error: err instanceof Error ? err.message : String(err) });
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
