import { expect } from 'chai';
import { normalizePhrase, normalizeToken, tokenize } from '../../server/pipeline/tokenize.js';

describe('pipeline tokenize', () => {
  it('folds case, plurals and possessives the same way for terms and text', () => {
    expect(normalizePhrase("Crohn's disease")).to.deep.equal(normalizePhrase('crohn disease'));
    expect(normalizePhrase('Headaches')).to.deep.equal(normalizePhrase('headache'));
    expect(normalizePhrase('arteries')).to.deep.equal(normalizePhrase('artery'));
    expect(normalizePhrase('knees')).to.deep.equal(normalizePhrase('knee'));
  });

  it('keeps -ss, -us and -is words', () => {
    expect(normalizeToken('abscess')).to.equal('abscess');
    expect(normalizeToken('virus')).to.equal('virus');
    expect(normalizeToken('stenosis')).to.equal('stenosis');
  });

  it('does not stem short capitalized abbreviations', () => {
    expect(normalizeToken('AIDS')).to.equal('aids');
    expect(normalizeToken('aids')).to.not.equal('aids');
  });

  it('records offsets and a hard break before punctuation other than hyphen and slash', () => {
    const ts = tokenize('chest-pain, fever/chills');
    expect(ts.raws).to.deep.equal(['chest', 'pain', 'fever', 'chills']);
    expect([...ts.starts]).to.deep.equal([0, 6, 12, 18]);
    expect([...ts.breakBefore]).to.deep.equal([1, 0, 1, 0]);
  });
});
