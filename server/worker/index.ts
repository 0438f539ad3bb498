/**
 * Starts the document worker of a process: one claim loop feeding a pool of `count` extraction
 * threads, so that text acquisition, extraction and the serialization of entities never run on the
 * event loop of the process (which may also serve the API).
 */
import type { Config } from '../config.js';
import { ExportRunner } from '../fhir/export.js';
import { ThreadPool } from '../pipeline/thread-pool.js';
import type { Db } from '../storage/db.js';
import { exportRepository } from '../storage/export-repository.js';
import { exportJobs, workQueue } from '../storage/work-queue.js';
import { DocumentWorker, type WorkerOptions } from './document-worker.js';

export interface RunningWorkers {
  readonly workers: readonly DocumentWorker[];
  /** Stops claiming, finishes and writes what is in hand (bounded), then stops the threads. */
  stop(): Promise<void>;
}

/**
 * Documents held per extraction thread (claimed and not yet written). Claims take up to half of
 * them at once and results are written up to 32 at a time, so this sets how many statements and
 * transactions a document costs; a claim group of 8 per thread still leaves another organization's
 * batch its turn at the next claim.
 */
const HELD_PER_THREAD = 16;

export async function startWorkers(config: Config, db: Db, count: number, options: Partial<WorkerOptions> = {}): Promise<RunningWorkers> {
  const pool = new ThreadPool({ size: count });
  await pool.ready();
  const worker = new DocumentWorker(workQueue(db), { document: (job) => pool.document(job) }, {
    processingTimeoutSeconds: config.processingTimeoutSeconds,
    visibilityMs: config.workerLeaseSeconds * 1000,
    concurrency: count * HELD_PER_THREAD,
    exports: { jobs: exportJobs(db), runner: new ExportRunner(exportRepository(db), { ttlSeconds: config.exportTtlSeconds }) },
    ...options,
  });
  worker.start();
  return {
    workers: [worker],
    async stop() {
      await worker.stop();
      await pool.close();
    },
  };
}
