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

  it('finds the same word as a scan of the whole vocabulary, for every kind of edit at every position', () => {
    const vocab = defaultVocabulary();
    const long = [...vocab.tokenIds.keys()].filter((w) => w.length >= 8 && /^[a-z]+$/.test(w));
    // the definition, written out: the vocabulary words of the same first letter one edit away
    const oneEdit = (a: string, b: string): boolean => {
      if (a === b) return false;
      if (a.length === b.length) {
        const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
        return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]);
      }
      const [s, l] = a.length < b.length ? [a, b] : [b, a];
      return l.length === s.length + 1 && [...l].some((_, i) => l.slice(0, i) + l.slice(i + 1) === s);
    };
    const scan = (word: string): number => {
      const hits = long.filter((w) => w[0] === word[0] && !word.startsWith(w) && !w.startsWith(word) && oneEdit(word, w));
      return hits.length === 1 ? vocab.tokenIds.get(hits[0]!)! : -1;
    };
    const queries = new Set<string>();
    for (const w of long.filter((_, i) => i % 97 === 0)) {
      for (let i = 1; i < w.length; i++) {
        queries.add(w.slice(0, i) + w.slice(i + 1)); // dropped
        queries.add(w.slice(0, i) + 'q' + w.slice(i + 1)); // changed
        queries.add(w.slice(0, i) + 'e' + w.slice(i)); // added
        if (i + 1 < w.length) queries.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)); // swapped
      }
      queries.add(w + 's');
    }
    let found = 0;
    for (const q of queries) {
      const want = scan(q);
      expect(nearestWord(vocab, q), q).to.equal(want);
      if (want >= 0) found++;
    }
    expect(found).to.be.greaterThan(queries.size / 4);
  });
});
