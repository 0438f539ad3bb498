/**
 * Starts document workers: `count` claim loops sharing one worker-thread pool of the same size, so
 * that text acquisition and extraction never run on the event loop of the process (which may also
 * serve the API).
 */
import type { Config } from '../config.js';
import { ThreadPool } from '../pipeline/thread-pool.js';
import type { Db } from '../storage/db.js';
import { workQueue } from '../storage/work-queue.js';
import { DocumentWorker, type WorkerOptions } from './document-worker.js';

export interface RunningWorkers {
  readonly workers: readonly DocumentWorker[];
  stop(): Promise<void>;
}

export async function startWorkers(config: Config, db: Db, count: number, options: Partial<WorkerOptions> = {}): Promise<RunningWorkers> {
  const pool = new ThreadPool({ size: count });
  await pool.ready();
  const processor = { acquire: pool.acquire.bind(pool), process: pool.processDocument.bind(pool) };
  const queue = workQueue(db);
  const workers = Array.from(
    { length: count },
    () =>
      new DocumentWorker(queue, processor, {
        processingTimeoutSeconds: config.processingTimeoutSeconds,
        visibilityMs: config.workerLeaseSeconds * 1000,
        ...options,
      }),
  );
  for (const w of workers) w.start();
  return {
    workers,
    async stop() {
      await Promise.all(workers.map((w) => w.stop()));
      await pool.close();
    },
  };
}
