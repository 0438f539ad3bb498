import { expect } from 'chai';
import { atEndOfTurn } from '../../server/storage/end-of-turn.js';

describe('end of turn (the storage layer’s per-turn groups)', () => {
  it('runs the tasks of one turn together, after the turn, and a later task in the next turn', async () => {
    const ran: string[] = [];
    atEndOfTurn(() => {
      ran.push('a');
      atEndOfTurn(() => ran.push('c'));
    });
    atEndOfTurn(() => ran.push('b'));
    expect(ran).to.deep.equal([]);
    await new Promise((r) => setImmediate(r));
    expect(ran).to.deep.equal(['a', 'b']);
    await new Promise((r) => setImmediate(r));
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('a task that throws does not drop the other tasks of its turn, and its error is still thrown', async () => {
    // mocha fails a test on an uncaught exception: take its listeners off for this one throw.
    const listeners = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    const thrown = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    try {
      const ran: string[] = [];
      atEndOfTurn(() => ran.push('before'));
      atEndOfTurn(() => {
        throw new Error('a defect');
      });
      atEndOfTurn(() => ran.push('after'));
      const err = await thrown;
      expect((err as Error).message).to.equal('a defect');
      expect(ran).to.deep.equal(['before', 'after']);
    } finally {
      for (const l of listeners) process.on('uncaughtException', l);
    }
  });
});
