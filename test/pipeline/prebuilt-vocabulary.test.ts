import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { defaultContextRules } from '../../server/pipeline/context.js';
import { extractWith } from '../../server/pipeline/extract.js';
import { tokenize } from '../../server/pipeline/tokenize.js';
import {
  buildVocabularyFromTsv,
  loadVocabulary,
  parseTerms,
  PREBUILT_FILE,
  readPrebuiltVocabulary,
  VOCABULARY_DIR,
  writePrebuiltVocabulary,
  type TermEntry,
  type Vocabulary,
} from '../../server/pipeline/vocabulary.js';

/** The entries a term's words reach in the trie, written out so that two vocabularies can be compared. */
function lookup(v: Vocabulary, phrase: string): unknown {
  const raws = tokenize(phrase).raws;
  let node = 0;
  for (const raw of raws) {
    const id = v.tokenId(raw);
    if (id < 0) return null;
    node = v.child(node, id);
    if (node < 0) return null;
  }
  const show = (e: TermEntry): unknown => ({ term: e.term, concepts: e.concepts.map((c) => c.key), alternates: e.alternates.map((c) => c.key), flags: e.flags, tokenCount: e.tokenCount });
  return { node, entries: (v.entriesAt(node) ?? []).map(show) };
}

describe('pipeline prebuilt vocabulary', function () {
  this.timeout(120_000);
  let dir: string;
  let fromTsv: Vocabulary;
  let prebuilt: Vocabulary;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'vocab-'));
    cpSync(VOCABULARY_DIR, dir, { recursive: true, filter: (src) => !src.endsWith(PREBUILT_FILE) });
    writePrebuiltVocabulary(dir);
    fromTsv = buildVocabularyFromTsv(dir);
    prebuilt = readPrebuiltVocabulary(dir)!;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('loads in place of the TSV files when it was built from them', () => {
    expect(prebuilt, 'prebuilt form read').to.not.equal(undefined);
    expect(prebuilt.fromPrebuilt).to.equal(true);
    expect(fromTsv.fromPrebuilt).to.equal(false);
    expect(loadVocabulary(dir).fromPrebuilt).to.equal(true);
    expect(prebuilt.size).to.deep.equal(fromTsv.size);
    expect(() => prebuilt.addTerm({ term: 'something new', keys: [], flags: [] })).to.throw(/read-only/);
  });

  it('holds the same tokens, concepts and specializations as the TSV-built vocabulary', () => {
    expect([...prebuilt.tokenIds]).to.deep.equal([...fromTsv.tokenIds]);
    const concepts = (v: Vocabulary): unknown[] => [...v.concepts.values()].map((c) => ({ ...c, flags: [...c.flags] }));
    expect(concepts(prebuilt)).to.deep.equal(concepts(fromTsv));
    expect([...prebuilt.specializations]).to.deep.equal([...fromTsv.specializations]);
  });

  it('answers the same trie lookups as the TSV-built vocabulary on a sample of terms, their prefixes and unknown words', () => {
    const terms = parseTerms(readFileSync(join(dir, 'terms.tsv'), 'utf8'));
    const sample: string[] = [];
    for (let i = 0; i < terms.length; i += 37) {
      const t = terms[i]!.term;
      sample.push(t, t.split(' ').slice(0, -1).join(' '), `${t} zzqx`);
    }
    sample.push('type 2 diabetes mellitus', 'ALL', 'all', 'Na', 'MS', 'Ms', 'headaches', 'no such wordz');
    let found = 0;
    for (const phrase of sample) {
      const a = lookup(prebuilt, phrase);
      expect(a, phrase).to.deep.equal(lookup(fromTsv, phrase));
      if (a) found++;
    }
    expect(found).to.be.above(terms.length / 37);
  });

  it('extracts the same entities as the TSV-built vocabulary on the development notes', () => {
    const notesDir = new URL('../fixtures/annotated/', import.meta.url);
    const files = readdirSync(notesDir).filter((f) => f.endsWith('.json')).sort().slice(0, 12);
    let entities = 0;
    for (const f of files) {
      const text = (JSON.parse(readFileSync(new URL(f, notesDir), 'utf8')) as { text: string }).text;
      const a = extractWith(prebuilt, defaultContextRules(), text);
      expect(a, f).to.deep.equal(extractWith(fromTsv, defaultContextRules(), text));
      entities += a.length;
    }
    expect(entities).to.be.above(100);
  });

  it('is ignored when a vocabulary file changed after it was built, and when it is not a prebuilt file', () => {
    const stale = mkdtempSync(join(tmpdir(), 'vocab-stale-'));
    try {
      cpSync(dir, stale, { recursive: true });
      expect(readPrebuiltVocabulary(stale)).to.not.equal(undefined);
      const [concept] = [...fromTsv.concepts.keys()];
      appendFileSync(join(stale, 'terms.tsv'), `quuxoplasty of the wug\t${concept}\t\t\n`);
      expect(readPrebuiltVocabulary(stale)).to.equal(undefined);
      const fallback = loadVocabulary(stale);
      expect(fallback.fromPrebuilt).to.equal(false);
      expect(lookup(fallback, 'quuxoplasty of the wug')).to.have.nested.property('entries[0].concepts[0]', concept);

      // a rule file counts too: the hash covers every vocabulary and rule file
      cpSync(join(dir, 'terms.tsv'), join(stale, 'terms.tsv'));
      expect(readPrebuiltVocabulary(stale)).to.not.equal(undefined);
      appendFileSync(join(stale, 'curated', 'exclude.tsv'), '\n');
      expect(readPrebuiltVocabulary(stale)).to.equal(undefined);

      writeFileSync(join(stale, PREBUILT_FILE), 'not a prebuilt vocabulary');
      cpSync(join(dir, 'curated', 'exclude.tsv'), join(stale, 'curated', 'exclude.tsv'));
      expect(readPrebuiltVocabulary(stale)).to.equal(undefined);
      expect(loadVocabulary(stale).fromPrebuilt).to.equal(false);
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
  });
});
