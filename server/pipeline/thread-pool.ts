/**
 * A small worker_threads pool for extraction (house style: extraction runs in worker threads,
 * never on the event loop). Each worker loads the vocabulary once and serves `processDocument` and
 * `extract` requests; failures come back as PipelineError with the document error code, and a
 * worker that dies is replaced while its in-flight request fails with `pipeline_failed`.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PipelineError } from './errors.js';
import type { DocumentJob, DocumentJobResult } from '../worker/document-job.js';
import type { AcquiredText, AcquireInput, DocumentErrorCode, Entity, ProcessedDocument } from './types.js';

export type WorkerRequest =
  | { id: number; op: 'process'; input: AcquireInput }
  | { id: number; op: 'document'; job: DocumentJob }
  | { id: number; op: 'acquire'; input: AcquireInput }
  | { id: number; op: 'extract'; text: string }
  | { id: number; op: 'memory' };

type WorkerRequestBody = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

// Results travel as JSON text: one string copies and parses faster than a structured clone of the
// entity graph, which matters because the main thread receives every document's entities.
export type WorkerResponse =
  | { id: number; ok: true; result?: unknown; json?: string }
  | { id: number; ok: false; error: { code: DocumentErrorCode; message: string } };

export interface ThreadPoolOptions {
  /** Number of worker threads (default: available cores - 1, at least 1). */
  size?: number;
  /** V8 old-generation limit per worker in MB (default 384, under the 400 MB budget). */
  maxHeapMb?: number;
}

export interface WorkerMemory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Requests sent to this worker and not answered yet, oldest first (the worker handles them in order). */
  inflight: Map<number, Pending>;
}

/**
 * Requests sent ahead to each worker: with two, a worker starts its next document at once instead
 * of idling for a round trip through the main thread's event loop between documents.
 */
const DEPTH = 2;

interface Pending {
  request: WorkerRequest;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

// Compiled (npm run build), the thread runs the compiled worker-thread.js directly; from the
// TypeScript sources, worker-entry.mjs registers tsx in the thread first.
const ENTRY = import.meta.url.endsWith('.js') ? new URL('./worker-thread.js', import.meta.url) : new URL('./worker-entry.mjs', import.meta.url);

/** Pool of extraction workers; see module doc. */
export class ThreadPool {
  readonly size: number;
  private readonly maxHeapMb: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: ThreadPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.max(1, availableParallelism() - 1));
    this.maxHeapMb = options.maxHeapMb ?? 384;
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    // an empty execArgv keeps the parent's loaders out; worker-entry.mjs registers tsx itself
    const worker = new Worker(ENTRY, { execArgv: [], ...(this.maxHeapMb > 0 ? { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } } : {}) });
    let readyResolve!: () => void;
    let readyReject!: (e: unknown) => void;
    const slot: Slot = {
      worker,
      inflight: new Map(),
      ready: new Promise<void>((res, rej) => {
        readyResolve = res;
        readyReject = rej;
      }),
    };
    slot.ready.catch(() => undefined);
    worker.on('message', (msg: WorkerResponse) => {
      if (msg.id === 0) {
        readyResolve();
        return;
      }
      const p = slot.inflight.get(msg.id);
      if (!p) return;
      slot.inflight.delete(msg.id);
      if (msg.ok) p.resolve(msg.json !== undefined ? JSON.parse(msg.json) : msg.result);
      else p.reject(new PipelineError(msg.error.code, msg.error.message));
      this.dispatch();
    });
    const fail = (err: unknown): void => {
      readyReject(err);
      // The oldest request is the one the worker was running when it died: it fails. The ones sent
      // ahead never started, so they go back to the front of the queue.
      const [running, ...waiting] = slot.inflight.values();
      slot.inflight.clear();
      if (running) running.reject(new PipelineError('pipeline_failed', 'The document could not be processed.', { cause: err }));
      this.queue.unshift(...waiting);
      const idx = this.slots.indexOf(slot);
      if (idx >= 0 && !this.closed) {
        this.slots[idx] = this.spawn();
        this.dispatch();
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) fail(new Error(`extraction worker exited with code ${code}`));
    });
    return slot;
  }

  private dispatch(): void {
    for (let depth = 0; depth < DEPTH; depth++) {
      for (const slot of this.slots) {
        if (this.queue.length === 0) return;
        if (slot.inflight.size > depth) continue;
        const p = this.queue.shift()!;
        slot.inflight.set(p.request.id, p);
        slot.worker.postMessage(p.request);
      }
    }
  }

  private submit<T>(request: WorkerRequestBody): Promise<T> {
    if (this.closed) return Promise.reject(new Error('thread pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ request: { ...request, id: this.nextId++ } as WorkerRequest, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Resolves when every worker has loaded the vocabulary. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** acquireText + extract in a worker (the pool form of processDocument). */
  processDocument(input: AcquireInput): Promise<ProcessedDocument> {
    return this.submit<ProcessedDocument>({ op: 'process', input });
  }

  /** One document of the work queue, processed and serialized for storage (server/worker/document-job.ts). */
  document(job: DocumentJob): Promise<DocumentJobResult> {
    return this.submit<DocumentJobResult>({ op: 'document', job });
  }

  /** acquireText only, in a worker (test mode: text and page count, never extraction). */
  acquire(input: AcquireInput): Promise<AcquiredText> {
    return this.submit<AcquiredText>({ op: 'acquire', input });
  }

  /** extract in a worker. */
  extract(text: string): Promise<Entity[]> {
    return this.submit<Entity[]>({ op: 'extract', text });
  }

  /** process.memoryUsage() as seen from inside each worker (rss is the whole process). */
  async memory(): Promise<WorkerMemory[]> {
    await this.ready();
    const out: WorkerMemory[] = [];
    for (const s of this.slots) {
      out.push(
        await new Promise<WorkerMemory>((resolve, reject) => {
          const id = this.nextId++;
          const onMsg = (msg: WorkerResponse): void => {
            if (msg.id !== id) return;
            s.worker.off('message', onMsg);
            if (msg.ok) resolve(msg.result as WorkerMemory);
            else reject(new Error(msg.error.message));
          };
          s.worker.on('message', onMsg);
          s.worker.postMessage({ id, op: 'memory' } satisfies WorkerRequest);
        }),
      );
    }
    return out;
  }

  /** Stops all workers; queued requests are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('thread pool is closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
