import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadAnnotatedDir, scoreDocuments } from '../../server/pipeline/scoring.js';
import type { Entity } from '../../server/pipeline/index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/annotated/', import.meta.url));

function ent(type: Entity['type'], start: number, end: number, text: string, code: string, polarity: Entity['polarity'] = 'positive'): Entity {
  return { object: 'data_engine.entity', id: `e${start}`, type, text, confidence: null, polarity, subject: 'patient', codes: [{ system: 'http://snomed.info/sct', code }], attributes: {}, span: { start, end } };
}

describe('pipeline scoring (eval)', () => {
  const notes = loadAnnotatedDir(FIXTURES);

  it('loads the annotated fixture notes', () => {
    expect(notes.map((n) => n.id)).to.deep.equal(['tiny-1']);
  });

  it('counts exact and relaxed matches, codes, polarity and subject', () => {
    // gold: Condition "chest pain" 10-20 (negative), Condition "hypertension" 29-41, Medication "aspirin" 52-59
    const s = scoreDocuments(notes, (text) => [
      ent('Condition', 10, 20, text.slice(10, 20), '29857009', 'negative'),
      ent('Condition', 25, 41, text.slice(25, 41), '999', 'positive'),
      ent('Condition', 52, 59, text.slice(52, 59), '1', 'positive'),
    ]);
    expect(s.gold).to.equal(3);
    expect(s.system).to.equal(3);
    expect(s.relaxed).to.include({ tp: 2, fp: 1, fn: 1 });
    expect(s.exact).to.include({ tp: 1, fp: 2, fn: 2 });
    expect(s.coding).to.deep.equal({ correct: 1, total: 2, accuracy: 0.5 });
    expect(s.polarity).to.deep.equal({ correct: 2, total: 2, accuracy: 1 });
    // certainty over the positive match (both confirmed), clinicalStatus over the two Conditions: the
    // gold notes carry none, the system none either
    expect(s.certainty).to.deep.equal({ correct: 1, total: 1, accuracy: 1 });
    expect(s.clinicalStatus).to.deep.equal({ correct: 2, total: 2, accuracy: 1 });
    expect(s.invalidSpans).to.equal(0);
  });

  it('reports spans that do not index the text', () => {
    const s = scoreDocuments(notes, () => [{ ...ent('Condition', 0, 3, 'xyz', '1') }]);
    expect(s.invalidSpans).to.equal(1);
  });

  it('returns no notes for a missing folder', () => {
    expect(loadAnnotatedDir('/nonexistent/annotated')).to.deep.equal([]);
  });
});
