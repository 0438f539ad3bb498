import { expect } from 'chai';
import { extract } from '../../server/pipeline/index.js';
import { defaultVocabulary } from '../../server/pipeline/vocabulary.js';
import { knownWords, nearestWord } from '../../server/pipeline/spelling.js';

describe('pipeline spelling', () => {
  it('reads a misspelled long word as the one vocabulary word one edit away, the span as written', () => {
    const es = extract('History of pnuemonia, hypertenison, atrial fibrilation and cholecystitus.');
    expect(es.map((e) => `${e.text} ${e.codes[0]?.code}`)).to.deep.equal([
      'pnuemonia 233604007',
      'hypertenison 38341003',
      'atrial fibrilation 49436004',
      'cholecystitus 76581006',
    ]);
  });

  it('leaves known words, inflections, short words and first-letter changes alone', () => {
    const vocab = defaultVocabulary();
    expect(knownWords().has('deceased')).to.equal(true);
    expect(extract('Her father is deceased.').map((e) => e.text)).to.not.include('deceased');
    expect(nearestWord(vocab, 'biopsied')).to.equal(-1); // "biopsy" + inflection, not a misspelling
    expect(nearestWord(vocab, 'ypertension')).to.equal(-1); // never the first letter
    expect(extract('The fevre resolved.').map((e) => e.text)).to.deep.equal([]); // under eight letters
  });
});
