/**
 * RetentionSweeper on its own: what a sweep deletes and records, and that a failed sweep (the
 * database busy or away) is tried again soon instead of a whole interval later. The sweep over a
 * real database, beside a serving process, is in test/cli/retention.test.ts.
 */
import { expect } from 'chai';
import type { AuditEntry, AuditLog } from '../../server/domain/audit.js';
import type { BatchRepository } from '../../server/domain/batches.js';
import { RetentionSweeper } from '../../server/domain/retention.js';

const scope = { organizationId: 'org-1', liveMode: true };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A batch store holding finished batches by completion time; finishedBefore fails `failures` times first. */
function store(completedAt: Record<string, string>, failures = 0) {
  const deleted: string[] = [];
  const cutoffs: string[] = [];
  let failing = failures;
  const repo = {
    async finishedBefore(cutoff: string, limit: number) {
      cutoffs.push(cutoff);
      if (failing-- > 0) throw new Error('database is locked');
      return Object.entries(completedAt)
        .filter(([id, at]) => at < cutoff && !deleted.includes(id))
        .slice(0, limit)
        .map(([id]) => ({ id, scope }));
    },
    async deleteBatch(_scope: unknown, id: string) {
      deleted.push(id);
      return { ok: true as const, value: 'deleted' as const };
    },
  };
  return { repo: repo as unknown as BatchRepository, deleted, cutoffs };
}

function auditLog() {
  const records: AuditEntry[] = [];
  const log = { record: async (e: AuditEntry) => void records.push(e), settled: async () => undefined, list: async function* () {} };
  return { log: log as unknown as AuditLog, records };
}

describe('RetentionSweeper', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');

  it('deletes the batches finished before now minus the retention period, each once, with an audit record', async () => {
    const { repo, deleted, cutoffs } = store({ old: '2026-11-20T00:00:00.000Z', recent: '2026-11-26T00:00:00.000Z' });
    const { log, records } = auditLog();
    const sweeper = new RetentionSweeper(repo, log, { days: 2, intervalMs: 3_600_000, clock: () => now });
    expect(await sweeper.sweep()).to.equal(1);
    expect(cutoffs[0]).to.equal('2026-11-25T12:00:00.000Z');
    expect(deleted).to.deep.equal(['old']);
    expect(records.map((r) => [r.action, r.resourceType, r.resourceId, r.organizationId, r.clientId, r.outcome])).to.deep.equal([
      ['retention-delete', 'Batch', 'old', 'org-1', null, 'success'],
    ]);
    expect(await sweeper.sweep()).to.equal(0);
  });

  it('tries a failed sweep again after retryMs, not a whole interval later, and reports the failure', async () => {
    const { repo, deleted } = store({ old: '2026-11-20T00:00:00.000Z' }, 1);
    const { log } = auditLog();
    const errors: string[] = [];
    const swept: number[] = [];
    const sweeper = new RetentionSweeper(repo, log, {
      days: 2,
      intervalMs: 3_600_000,
      retryMs: 20,
      clock: () => now,
      onError: (err) => errors.push((err as Error).message),
      onSwept: (n) => swept.push(n),
    });
    sweeper.start();
    try {
      for (let i = 0; i < 100 && deleted.length === 0; i++) await sleep(10);
    } finally {
      await sweeper.stop();
    }
    expect(errors).to.deep.equal(['database is locked']);
    expect(deleted).to.deep.equal(['old']);
    expect(swept).to.deep.equal([1]);
  });

  it('after a sweep that worked, waits the whole interval', async () => {
    const { repo, cutoffs } = store({});
    const { log } = auditLog();
    const sweeper = new RetentionSweeper(repo, log, { days: 2, intervalMs: 3_600_000, retryMs: 20, clock: () => now });
    sweeper.start();
    await sleep(150);
    await sweeper.stop();
    expect(cutoffs).to.have.length(1);
  });
});
