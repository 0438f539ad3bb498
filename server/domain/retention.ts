/**
 * Retention (RETENTION_DAYS): batches finished longer ago than the retention period are deleted the
 * way a client's DELETE deletes them (BatchRepository.deleteBatch: content, documents and entities
 * go, a usage record stays), and each deletion is in the access audit (`retention-delete`).
 * Every serve and worker process sweeps on its own, with no leader: the delete is a compare-and-set
 * in a transaction, so a batch two processes reach at once is deleted once (the other sees `already`).
 */
import { randomUUID } from 'node:crypto';
import type { AuditLog } from './audit.js';
import type { BatchRepository } from './batches.js';

/** Batches deleted per query of the sweep (the sweep repeats until none is left). */
const CHUNK = 100;
/** A failed sweep (the database busy or away) is tried again this soon, not a whole interval later. */
const RETRY_MS = 30_000;

export interface RetentionOptions {
  readonly days: number;
  /** Time between sweeps (the first runs at start). */
  readonly intervalMs: number;
  readonly clock?: () => Date;
  /** How soon a failed sweep is tried again (at most intervalMs); 30 s unless set. */
  readonly retryMs?: number;
  /** Called when a sweep fails (it is tried again after retryMs). */
  readonly onError?: (err: unknown) => void;
  /** Called after a sweep that deleted batches. */
  readonly onSwept?: (deleted: number) => void;
}

export class RetentionSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly clock: () => Date;

  constructor(
    private readonly batches: BatchRepository,
    private readonly audit: AuditLog,
    private readonly options: RetentionOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Deletes every batch past retention now; returns how many this call deleted. */
  async sweep(): Promise<number> {
    const now = this.clock();
    const cutoff = new Date(now.getTime() - this.options.days * 86_400_000).toISOString();
    const sweepId = randomUUID();
    let deleted = 0;
    for (;;) {
      if (this.stopped) return deleted;
      const due = await this.batches.finishedBefore(cutoff, CHUNK);
      let progressed = false;
      for (const { id, scope } of due) {
        if (this.stopped) return deleted;
        const result = await this.batches.deleteBatch(scope, id, this.clock().toISOString());
        if (!result.ok || result.value !== 'deleted') continue;
        progressed = true;
        deleted++;
        await this.audit.record({
          at: this.clock().toISOString(),
          organizationId: scope.organizationId,
          clientId: null,
          action: 'retention-delete',
          resourceType: 'Batch',
          resourceId: id,
          patientId: null,
          requestId: sweepId,
          outcome: 'success',
          status: 204,
        });
      }
      if (due.length < CHUNK || !progressed) return deleted;
    }
  }

  /** Sweeps now and then every intervalMs, until stop(). */
  start(): void {
    const tick = () => {
      let failed = false;
      this.running = this.sweep().then(
        (n) => {
          if (n > 0) this.options.onSwept?.(n);
        },
        (err: unknown) => {
          failed = true;
          this.options.onError?.(err);
        },
      );
      void this.running.then(() => {
        if (!this.stopped) this.timer = setTimeout(tick, failed ? Math.min(this.options.intervalMs, this.options.retryMs ?? RETRY_MS) : this.options.intervalMs).unref();
      });
    };
    tick();
  }

  /** Stops sweeping; resolves when a sweep under way has ended (it stops between batches). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
