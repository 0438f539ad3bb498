import { expect } from 'chai';
import { extract, PipelineError, ThreadPool } from '../../server/pipeline/index.js';

describe('pipeline ThreadPool', function () {
  this.timeout(60_000);
  let pool: ThreadPool;
  before(async () => {
    pool = new ThreadPool({ size: 2 });
    await pool.ready();
  });
  after(async () => {
    await pool.close();
  });

  it('processDocument in a worker gives the same entities as extract on the main thread', async () => {
    const text = 'Patient denies chest pain. HTN on lisinopril 10 mg daily. Mother had breast cancer.';
    const r = await pool.processDocument({ bytes: new TextEncoder().encode(text), inlineText: null, mediaType: 'text/plain' });
    expect(r.text).to.equal(text);
    expect(r.entities).to.deep.equal(extract(text));
  });

  it('runs requests concurrently across workers', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Note ${i}: asthma and COPD, on albuterol.`);
    const results = await Promise.all(texts.map((t) => pool.extract(t)));
    expect(results.map((r) => r.map((e) => e.text))).to.deep.equal(texts.map(() => ['asthma', 'COPD', 'albuterol']));
  });

  it('rejects with the PipelineError code of a failed document', async () => {
    try {
      await pool.processDocument({ bytes: null, inlineText: null, mediaType: 'text/plain' });
      expect.fail('expected a rejection');
    } catch (err) {
      expect(err).to.be.instanceOf(PipelineError);
      expect((err as PipelineError).code).to.equal('content_missing');
    }
  });

  it('a worker that dies fails only the document it was running; requests sent ahead to it are re-queued', async () => {
    const single = new ThreadPool({ size: 1 });
    try {
      await single.ready();
      const text = 'HTN, DM2, CHF and COPD; denies chest pain. '.repeat(2000);
      const pending = Array.from({ length: 3 }, () => single.extract(text).then((e) => ({ ok: true as const, n: e.length }), (err: unknown) => ({ ok: false as const, err })));
      // Kill the worker while it holds the first request (the second was sent ahead to it).
      await (single as unknown as { slots: { worker: { terminate(): Promise<number> } }[] }).slots[0]!.worker.terminate();
      const outcomes = await Promise.all(pending);
      const failed = outcomes.filter((o) => !o.ok);
      expect(failed.length, 'at most the running document fails').to.be.at.most(1);
      for (const f of failed) expect((f as { err: PipelineError }).err.code).to.equal('pipeline_failed');
      expect(outcomes.filter((o) => o.ok).every((o) => (o as { n: number }).n > 0)).to.equal(true);
      expect((await single.extract('asthma')).map((e) => e.text)).to.deep.equal(['asthma']);
    } finally {
      await single.close();
    }
  });

  it('reports worker memory under 400 MB of heap after loading the vocabulary', async () => {
    const mem = await pool.memory();
    expect(mem).to.have.length(2);
    for (const m of mem) expect(m.heapUsed).to.be.below(400 * 1024 * 1024);
  });
});
