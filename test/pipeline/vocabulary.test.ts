import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { parseConcepts, parseSpecializations, parseTerms, VOCABULARY_DIR, loadVocabulary } from '../../server/pipeline/vocabulary.js';
import { SYSTEM_LOINC, SYSTEM_RXNORM, SYSTEM_SNOMED } from '../../server/pipeline/types.js';
import { sharedFile } from './helpers/shared.js';

const concepts = parseConcepts(readFileSync(`${VOCABULARY_DIR}/concepts.tsv`, 'utf8'));
const terms = parseTerms(readFileSync(`${VOCABULARY_DIR}/terms.tsv`, 'utf8'));
const specializations = parseSpecializations(readFileSync(`${VOCABULARY_DIR}/specializations.tsv`, 'utf8'));

describe('pipeline vocabulary', () => {
  it('has at least 5,000 concepts and 20,000 terms across the three code systems', () => {
    expect(concepts.length).to.be.at.least(5000);
    expect(terms.length).to.be.at.least(20000);
    const systems = new Set(concepts.filter((c) => c.system !== '').map((c) => c.system));
    expect([...systems].sort()).to.deep.equal([SYSTEM_SNOMED, SYSTEM_LOINC, SYSTEM_RXNORM].sort());
  });

  it('loads into a trie where every term refers to a known concept', () => {
    const v = loadVocabulary();
    expect(v.size.concepts).to.equal(concepts.length);
    expect(v.size.terms).to.be.at.least(20000);
  });

  it('has no concept that neither a term nor a specialization reaches, and no duplicate concept key', () => {
    const used = new Set([...terms.flatMap((t) => [...t.keys, ...(t.alt ?? [])]), ...specializations.map((s) => s.child)]);
    expect(concepts.filter((c) => !used.has(c.key)).map((c) => c.key)).to.deep.equal([]);
    expect(new Set(concepts.map((c) => c.key)).size).to.equal(concepts.length);
  });

  it('specializes only to concepts of the same kind, adding one to three words', () => {
    const kind = new Map(concepts.map((c) => [c.key, c.kind]));
    const bad = specializations.filter(
      (s) => s.parent === s.child || kind.get(s.parent) !== kind.get(s.child) || s.extras.length < 1 || s.extras.length > 3 || s.extras.some((w) => w === 'left' || w === 'right'),
    );
    expect(bad).to.deep.equal([]);
    expect(specializations.length).to.be.above(1000);
  });

  it('matches every (system, code, display) against the reference terminology lists', function () {
    const merged = sharedFile('data/terminology/all_codes_merged.tsv');
    if (!merged) {
      console.log('      skipped: ../shared/data/terminology/all_codes_merged.tsv is not available');
      this.skip();
    }
    const allowed = new Map<string, Set<string>>();
    for (const line of readFileSync(merged!, 'utf8').split('\n').slice(1)) {
      if (!line) continue;
      const [system = '', code = '', display = '', synonyms = ''] = line.split('\t');
      const set = new Set([display, ...(synonyms ? synonyms.split('|') : [])]);
      // SNOMED displays are given with and without the semantic tag
      for (const d of [...set]) set.add(d.replace(/\s*\([^()]+\)$/, ''));
      allowed.set(`${system}|${code}`, set);
    }
    // project concepts (N:) carry no code and are emitted with codes: []
    const bad = concepts.filter((c) => c.system !== '' && !allowed.get(`${c.system}|${c.code}`)?.has(c.display)).map((c) => `${c.key} ${c.display}`);
    expect(bad).to.deep.equal([]);
  });
});
