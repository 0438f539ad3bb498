import { expect } from 'chai';
import { normalizePhrase, normalizeToken, tokenize, tokenTexts } from '../../server/pipeline/tokenize.js';

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

  it('gives the same token texts without offsets (tokenTexts) as tokenize, whatever the characters', () => {
    const fixed = ["Crohn's disease", 'patient’s knee', "don't5 x'", "rock 'n' roll", 'Café-au-lait, naïve', 'H. pylori; E.coli', "'s", "a'", '', '   ', '12/3-4 mg', 'ß Ω 漢字 é'];
    // random strings over letters, digits, apostrophes, accents, spaces and punctuation
    const alphabet = ['a', 'Z', '0', '9', "'", '’', 'é', 'Ω', ' ', '-', '.', '/', '\n', 's'];
    let seed = 7;
    const random = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const generated = Array.from({ length: 2000 }, () => Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]!).join(''));
    for (const text of [...fixed, ...generated]) expect(tokenTexts(text), JSON.stringify(text)).to.deep.equal(tokenize(text).raws);
  });
});
