/**
 * The document worker of one process: claims queued documents from the database in groups, keeps
 * the extraction threads fed (text acquisition, extraction and the serialization of entities all
 * run there, never on the event loop), and writes results in groups with a compare-and-set on its
 * claims. The main thread handles each document as a handful of fields and one string, never per
 * entity. It also runs the periodic maintenance of the batch lifecycle: expiring pending batches
 * (BATCH_EXPIRY_SECONDS) and failing documents not processed in time (PROCESSING_TIMEOUT_SECONDS).
 * Any number of processes, each with its worker, can share one Postgres database.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sha256Base64, testModeOutcome, type DocumentErrorCode } from '../domain/batches.js';
import type { ClaimedDocument, EarlierResult, FinishedDocument, ProcessingOutcome, WorkQueue } from '../domain/processing.js';
import { log } from '../log.js';
import type { DocumentJob, DocumentJobResult } from './document-job.js';

/** Runs document jobs off the event loop (the extraction thread pool). */
export interface DocumentProcessor {
  document(job: DocumentJob): Promise<DocumentJobResult>;
}

export interface WorkerOptions {
  /** How long a claim lasts before another worker may take the document over. */
  readonly visibilityMs?: number;
  /** Idle wait between polls of an empty queue. */
  readonly pollMs?: number;
  /** How often expiry and timeouts are checked. */
  readonly maintenanceMs?: number;
  readonly processingTimeoutSeconds: number;
  /** Claims of one document before it fails with pipeline_failed. */
  readonly maxAttempts?: number;
  /** Documents held at once (claimed and not yet written); default 8. */
  readonly concurrency?: number;
  /** Results written per transaction at most; default 32. */
  readonly finishGroup?: number;
  /** How long a finished result may wait for others to share its transaction; default 50 ms. */
  readonly flushMs?: number;
  /** Failed writes of results in a row (retryMs apart) before they are given back; default 50. */
  readonly maxFailedWrites?: number;
  /** Wait before writing results again after a failed write; default 200 ms. */
  readonly retryMs?: number;
  readonly clock?: () => Date;
}

/** Messages of document errors, safe to show to users. */
export const errorMessages: Record<DocumentErrorCode, string> = {
  checksum_mismatch: 'The content does not match the declared checksumSha256.',
  content_missing: 'The document content was never uploaded.',
  unsupported_content: 'The content could not be read as its media type.',
  conversion_empty: 'The document contains no text.',
  pipeline_failed: 'Extraction failed for this document.',
  not_processed: 'The document was not processed in time.',
};

function pipelineCode(err: unknown): DocumentErrorCode | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in errorMessages ? (code as DocumentErrorCode) : null;
}

const failure = (code: DocumentErrorCode): ProcessingOutcome => ({ kind: 'failed', code, message: errorMessages[code] });

export class DocumentWorker {
  /**
   * Written into documents.locked_by while this worker holds a claim: the host and process id say
   * which process holds a document (an operator looking at a stuck batch; the scale-out benchmark),
   * the random part tells apart workers of one process. At most 64 characters, the column's size.
   */
  readonly id = `w-${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private lastMaintenance = 0;
  private wake: (() => void) | null = null;
  /** Claimed documents not yet written, by id. */
  private readonly held = new Map<string, ClaimedDocument>();
  /** Results waiting to be written. */
  private pending: FinishedDocument[] = [];
  private flushing: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Result writes that failed in a row. */
  private failedWrites = 0;
  private readonly visibilityMs: number;
  private readonly pollMs: number;
  private readonly maintenanceMs: number;
  private readonly maxAttempts: number;
  private readonly concurrency: number;
  private readonly finishGroup: number;
  private readonly flushMs: number;
  private readonly clock: () => Date;

  constructor(
    private readonly queue: WorkQueue,
    private readonly processor: DocumentProcessor,
    private readonly options: WorkerOptions,
  ) {
    this.visibilityMs = options.visibilityMs ?? 120_000;
    this.pollMs = options.pollMs ?? 500;
    this.maintenanceMs = options.maintenanceMs ?? 5_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.concurrency = Math.max(1, options.concurrency ?? 8);
    this.finishGroup = Math.max(1, options.finishGroup ?? 32);
    this.flushMs = options.flushMs ?? 50;
    this.clock = options.clock ?? (() => new Date());
  }

  /** Starts the loop in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    // Keep the claims alive while their documents are processed or wait to be written.
    this.heartbeat = setInterval(() => {
      if (this.held.size === 0) return;
      void this.queue.extend(this.id, new Date(this.clock().getTime() + this.visibilityMs)).catch((err: unknown) => {
        log('warn', 'could not extend claims', { worker: this.id, error: err instanceof Error ? err.message : String(err) });
      });
    }, Math.max(200, Math.floor(this.visibilityMs / 3)));
    this.loop = this.run();
  }

  /**
   * Stops claiming, lets the documents in hand finish and writes their results, for at most
   * `timeoutMs`; resolves when nothing is held or the time is up. Documents still held then go back
   * to the queue (if the database answers; otherwise their leases expire and another worker takes
   * them over).
   */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    const deadline = Date.now() + timeoutMs;
    while (this.held.size > 0 && Date.now() < deadline) {
      if (this.pending.length > 0) await this.flush();
      else await new Promise((r) => setTimeout(r, 10));
    }
    if (this.held.size > 0) {
      // Give the unfinished documents back to the queue at once rather than after their lease;
      // a result that arrives later is refused by the compare-and-set on the claim.
      const ids = [...this.held.keys()];
      const released = await this.queue.release(this.id, ids).catch(() => 0);
      log('warn', 'stopped with documents unfinished; released them to the queue', { worker: this.id, documents: ids.length, released });
    }
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done(): void {
        clearTimeout(t);
        resolve();
      }
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        await this.maintain();
        claimed = await this.fill();
      } catch (err) {
        log('error', 'worker iteration failed', { worker: this.id, error: err instanceof Error ? err.message : String(err) });
      }
      if (!this.running) break;
      // Full: wait for a slot. Empty queue: poll again later (a finished document wakes us too).
      if (claimed === 0) await this.sleep(this.pollMs);
    }
  }

  /** Expiry and timeouts, at most every maintenanceMs. */
  async maintain(force = false): Promise<void> {
    const now = this.clock();
    if (!force && now.getTime() - this.lastMaintenance < this.maintenanceMs) return;
    this.lastMaintenance = now.getTime();
    const expired = await this.queue.expireBatches(now);
    const stuck = await this.queue.failStuckDocuments(new Date(now.getTime() - this.options.processingTimeoutSeconds * 1000), now);
    if (expired || stuck) log('info', 'maintenance', { worker: this.id, expiredBatches: expired, documentsNotProcessed: stuck });
  }

  /** Claims as many documents as there are free slots and starts them; returns how many. */
  private async fill(): Promise<number> {
    const free = this.concurrency - this.held.size;
    // Claim in groups: waiting for half the slots to free up costs nothing (the threads still have
    // work queued) and halves the claims.
    if (free < Math.ceil(this.concurrency / 2) && this.held.size > 0) return 0;
    const claims = await this.queue.claim(this.id, this.clock(), this.visibilityMs, free);
    if (claims.length === 0) return 0;
    for (const c of claims) this.held.set(c.document.id, c);
    const earlier = await this.queue.earlierResults(claims.filter((c) => c.attempts <= this.maxAttempts).map((c) => c.document));
    for (const c of claims) void this.process(c, earlier.get(c.document.id) ?? null).then((outcome) => this.finished(c, outcome));
    return claims.length;
  }

  /** The outcome of one claimed document; never throws. */
  private async process(claim: ClaimedDocument, earlier: EarlierResult | null): Promise<ProcessingOutcome> {
    const doc = claim.document;
    try {
      if (claim.attempts > this.maxAttempts) return failure('pipeline_failed');
      const magic = doc.liveMode ? null : testModeOutcome(doc.externalReference);
      if (magic?.kind === 'fail') return failure(magic.code);
      const bytes = claim.content;
      if (!bytes) return failure('content_missing');
      if (doc.declaredChecksum !== null && doc.declaredChecksum !== sha256Base64(bytes)) return failure('checksum_mismatch');
      const input = { bytes, inlineText: null, mediaType: doc.mediaType, checksumSha256: doc.declaredChecksum };
      // Identical content in the same organization and mode gets the earlier document's entities.
      const job: DocumentJob = magic
        ? // Test mode: the text is read (so that fixture spans lie inside it) but never extracted from.
          { documentId: doc.id, mode: magic.entities ? 'fixtures' : 'text', input, ...(earlier && magic.entities ? { earlierEntities: earlier.entitiesJson } : {}) }
        : earlier
          ? { documentId: doc.id, mode: 'reuse', input, earlierEntities: earlier.entitiesJson, earlier: { pageCount: earlier.pageCount, qualityStatus: earlier.qualityStatus } }
          : { documentId: doc.id, mode: 'extract', input };
      const result = await this.processor.document(job);
      return { kind: 'succeeded', entities: result.entities, pageCount: result.pageCount, qualityStatus: magic ? magic.quality : result.qualityStatus };
    } catch (err) {
      const code = pipelineCode(err);
      if (code) return failure(code);
      log('error', 'document processing failed', { worker: this.id, documentId: doc.id, error: err instanceof Error ? err.message : String(err) });
      return failure('pipeline_failed');
    }
  }

  private finished(claim: ClaimedDocument, outcome: ProcessingOutcome): void {
    this.pending.push({ document: claim.document, outcome });
    if (this.pending.length >= this.finishGroup || this.pending.length >= this.held.size) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /**
   * Writes the waiting results in one transaction. A write that fails (the database busy or gone)
   * keeps the results and tries again: the claims stay ours while the heartbeat extends them.
   */
  private flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.flushing) return this.flushing.then(() => (this.pending.length ? this.flush() : undefined));
    const group = this.pending.splice(0, this.finishGroup);
    if (group.length === 0) return Promise.resolve();
    this.flushing = (async () => {
      try {
        const written = await this.queue.finish(this.id, group, this.clock());
        for (const f of group) {
          this.held.delete(f.document.id);
          if (!written.has(f.document.id)) log('warn', 'claim lost before finishing; result discarded', { worker: this.id, documentId: f.document.id });
        }
        this.wake?.();
        this.failedWrites = 0;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (++this.failedWrites < (this.options.maxFailedWrites ?? 50)) {
          log('warn', 'could not write results; retrying', { worker: this.id, documents: group.length, error });
          this.pending.unshift(...group);
          await new Promise((r) => setTimeout(r, this.options.retryMs ?? 200));
        } else {
          // A write that keeps failing is not the database being busy: give the documents back
          // (their attempts count, so a document that cannot be written ends as pipeline_failed)
          // rather than hold their claims forever.
          log('error', 'could not write results; released the documents to the queue', { worker: this.id, documents: group.length, error });
          this.failedWrites = 0;
          const ids = group.map((f) => f.document.id);
          await this.queue.release(this.id, ids, true).catch(() => 0);
          for (const id of ids) this.held.delete(id);
        }
      } finally {
        this.flushing = null;
      }
      if (this.pending.length >= this.finishGroup || (this.pending.length > 0 && this.pending.length >= this.held.size)) await this.flush();
      else if (this.pending.length > 0) this.flushTimer ??= setTimeout(() => void this.flush(), this.flushMs);
    })();
    return this.flushing;
  }
}
