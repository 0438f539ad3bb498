/**
 * Starts the document worker of a process: one claim loop feeding a pool of `count` extraction
 * threads, so that text acquisition, extraction and the serialization of entities never run on the
 * event loop of the process (which may also serve the API).
 */
import type { Config } from '../config.js';
import type { WorkQueue } from '../domain/processing.js';
import { ExportRunner } from '../fhir/export.js';
import type { Metrics } from '../metrics.js';
import { ThreadPool } from '../pipeline/thread-pool.js';
import type { Db } from '../storage/db.js';
import { exportRepository } from '../storage/export-repository.js';
import { exportJobs, workQueue } from '../storage/work-queue.js';
import { DocumentWorker, type DocumentProcessor, type WorkerOptions } from './document-worker.js';

export interface RunningWorkers {
  readonly workers: readonly DocumentWorker[];
  /**
   * Stops claiming, finishes and writes what is in hand for at most `timeoutMs` (default 30 s),
   * gives back what is left, then stops the threads.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Documents held per extraction thread (claimed and not yet written). Claims take up to half of
 * them at once and results are written up to 32 at a time, so this sets how many statements and
 * transactions a document costs; a claim group of 8 per thread still leaves another organization's
 * batch its turn at the next claim.
 */
const HELD_PER_THREAD = 16;

/**
 * The queue, counting each result written (data_engine_documents_processed_total): a result counts
 * once, when its compare-and-set on the claim succeeded, whichever worker or retry wrote it.
 */
function countedQueue(queue: WorkQueue, metrics: Metrics): WorkQueue {
  return {
    ...queue,
    async finish(workerId, finished, now) {
      const written = await queue.finish(workerId, finished, now);
      for (const f of finished) if (written.has(f.document.id)) metrics.documentsProcessed.inc({ outcome: f.outcome.kind });
      return written;
    },
  };
}

export async function startWorkers(config: Config, db: Db, count: number, options: Partial<WorkerOptions> & { metrics?: Metrics | null } = {}): Promise<RunningWorkers> {
  const { metrics, ...workerOptions } = options;
  const pool = new ThreadPool({ size: count });
  await pool.ready();
  const queue = metrics ? countedQueue(workQueue(db), metrics) : workQueue(db);
  const document: DocumentProcessor['document'] = metrics
    ? async (job) => {
        const result = await pool.document(job);
        if (result.seconds !== undefined) metrics.extractionSeconds.observe(result.seconds);
        return result;
      }
    : (job) => pool.document(job);
  const worker = new DocumentWorker(queue, { document }, {
    processingTimeoutSeconds: config.processingTimeoutSeconds,
    visibilityMs: config.workerLeaseSeconds * 1000,
    concurrency: count * HELD_PER_THREAD,
    exports: { jobs: exportJobs(db), runner: new ExportRunner(exportRepository(db), { ttlSeconds: config.exportTtlSeconds }) },
    ...workerOptions,
  });
  worker.start();
  return {
    workers: [worker],
    async stop(timeoutMs?: number) {
      await worker.stop(timeoutMs);
      await pool.close();
    },
  };
}
