/**
 * The document worker: claims queued documents from the database, processes them off the event loop
 * (a worker-thread pool does the text acquisition and extraction), and writes the outcome with a
 * compare-and-set on its claim. It also runs the periodic maintenance of the batch lifecycle:
 * expiring pending batches (BATCH_EXPIRY_SECONDS) and failing documents not processed in time
 * (PROCESSING_TIMEOUT_SECONDS). Any number of workers, in any number of processes, can share one
 * Postgres database.
 */
import { randomBytes } from 'node:crypto';
import { sha256Base64, testModeOutcome, type DocumentErrorCode, type DocumentRecord } from '../domain/batches.js';
import { fixtureEntities, type ProcessingOutcome, type WorkQueue } from '../domain/processing.js';
import { log } from '../log.js';
import type { AcquiredText, AcquireInput, ProcessedDocument } from '../pipeline/types.js';

/** Text acquisition and extraction, run off the event loop. */
export interface DocumentProcessor {
  acquire(input: AcquireInput): Promise<AcquiredText>;
  process(input: AcquireInput): Promise<ProcessedDocument>;
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

export class DocumentWorker {
  readonly id = `w-${randomBytes(6).toString('hex')}`;
  private running = false;
  private loop: Promise<void> | null = null;
  private lastMaintenance = 0;
  private wake: (() => void) | null = null;
  private readonly visibilityMs: number;
  private readonly pollMs: number;
  private readonly maintenanceMs: number;
  private readonly maxAttempts: number;
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
    this.clock = options.clock ?? (() => new Date());
  }

  /** Starts the loop in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops after the current document; resolves when the loop has ended. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        await this.maintain();
        worked = await this.runOnce();
      } catch (err) {
        log('error', 'worker iteration failed', { worker: this.id, error: err instanceof Error ? err.message : String(err) });
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(t);
            resolve();
          };
        });
      }
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

  /** Claims and processes one document; false when the queue was empty. */
  async runOnce(): Promise<boolean> {
    const claim = await this.queue.claim(this.id, this.clock(), this.visibilityMs);
    if (!claim) return false;
    const { document: doc } = claim;
    // Keep the claim while a long document is processed.
    const heartbeat = setInterval(() => {
      void this.queue.extend(doc.id, this.id, new Date(this.clock().getTime() + this.visibilityMs)).catch(() => undefined);
    }, Math.max(1000, Math.floor(this.visibilityMs / 3)));
    let outcome: ProcessingOutcome;
    try {
      outcome = claim.attempts > this.maxAttempts ? this.failure('pipeline_failed') : await this.process(doc);
    } catch (err) {
      log('error', 'document processing failed', { worker: this.id, documentId: doc.id, error: err instanceof Error ? err.message : String(err) });
      outcome = this.failure('pipeline_failed');
    } finally {
      clearInterval(heartbeat);
    }
    const written = await this.queue.finish(doc.id, this.id, outcome, this.clock());
    if (!written) log('warn', 'claim lost before finishing; result discarded', { worker: this.id, documentId: doc.id });
    return true;
  }

  private failure(code: DocumentErrorCode): ProcessingOutcome {
    return { kind: 'failed', code, message: errorMessages[code] };
  }

  private async process(doc: DocumentRecord): Promise<ProcessingOutcome> {
    const magic = doc.liveMode ? null : testModeOutcome(doc.externalReference);
    if (magic?.kind === 'fail') return this.failure(magic.code);

    const bytes = await this.queue.content(doc.id);
    if (!bytes) return this.failure('content_missing');
    if (doc.declaredChecksum !== null && doc.declaredChecksum !== sha256Base64(bytes)) return this.failure('checksum_mismatch');
    const input: AcquireInput = { bytes, inlineText: null, mediaType: doc.mediaType, checksumSha256: doc.declaredChecksum };
    // Identical content in the same organization and mode gets the earlier document's entities.
    const earlier = await this.queue.earlierResult(doc);

    try {
      if (magic) {
        // Test mode: the text is read (so that fixture spans lie inside it) but never extracted from.
        const acquired = await this.processor.acquire(input);
        return {
          kind: 'succeeded',
          entities: magic.entities ? (earlier?.entities ?? fixtureEntities(doc.id, acquired.text)) : [],
          pageCount: acquired.pageCount,
          qualityStatus: magic.quality,
        };
      }
      if (earlier) return { kind: 'succeeded', ...earlier };
      const processed = await this.processor.process(input);
      return { kind: 'succeeded', entities: processed.entities, pageCount: processed.pageCount, qualityStatus: processed.qualityStatus };
    } catch (err) {
      const code = pipelineCode(err);
      if (code) return this.failure(code);
      throw err;
    }
  }
}
