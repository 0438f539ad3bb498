/**
 * The hand-annotated note sets that `npm run eval` scores against are well formed: every gold span
 * slices its note exactly, entities are in text order without overlaps, the enumerations are the
 * ones of the Entity schema, and (with ../shared) every code and display is in the reference lists.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadAnnotatedDir } from '../../server/pipeline/scoring.js';
import { sharedFile } from './helpers/shared.js';

const SETS = [
  { name: 'development', dir: fileURLToPath(new URL('../fixtures/annotated/', import.meta.url)), min: 30 },
  { name: 'held-out', dir: fileURLToPath(new URL('../fixtures/heldout/', import.meta.url)), min: 10 },
  { name: 'unseen', dir: fileURLToPath(new URL('../fixtures/unseen/', import.meta.url)), min: 60 },
  { name: 'unseen-2', dir: fileURLToPath(new URL('../fixtures/unseen-2/', import.meta.url)), min: 60 },
  { name: 'unseen-3', dir: fileURLToPath(new URL('../fixtures/unseen-3/', import.meta.url)), min: 60 },
  { name: 'unseen-4', dir: fileURLToPath(new URL('../fixtures/unseen-4/', import.meta.url)), min: 60 },
  { name: 'unseen-5', dir: fileURLToPath(new URL('../fixtures/unseen-5/', import.meta.url)), min: 60 },
  { name: 'unseen-6', dir: fileURLToPath(new URL('../fixtures/unseen-6/', import.meta.url)), min: 60 },
];
const TYPES = new Set(['Condition', 'Medication', 'Observation', 'Procedure', 'AllergyIntolerance', 'Immunization']);
const SYSTEMS = new Set(['http://snomed.info/sct', 'http://loinc.org', 'http://www.nlm.nih.gov/research/umls/rxnorm']);

describe('annotated note sets', () => {
  let reference: Map<string, string> | null = null;
  before(() => {
    const path = sharedFile('data/terminology/all_codes_merged.tsv');
    if (!path) return;
    reference = new Map();
    for (const line of readFileSync(path, 'utf8').split('\n').slice(1)) {
      const [system = '', code = '', display = ''] = line.split('\t');
      if (system) reference.set(`${system}|${code}`, display);
    }
  });

  for (const set of SETS) {
    describe(`${set.name} set`, () => {
      const notes = loadAnnotatedDir(set.dir);

      it(`has at least ${set.min} notes with unique ids`, () => {
        expect(notes.length).to.be.at.least(set.min);
        expect(new Set(notes.map((n) => n.id)).size).to.equal(notes.length);
      });

      it('has exact spans in text order, no overlaps, and the Entity enumerations', () => {
        const bad: string[] = [];
        for (const n of notes) {
          let lastEnd = 0;
          for (const e of n.entities) {
            const where = `${n.id} ${e.start}-${e.end} "${e.text}"`;
            if (n.text.slice(e.start, e.end) !== e.text) bad.push(`${where}: span does not slice the text`);
            if (e.start < lastEnd) bad.push(`${where}: overlaps or precedes the previous entity`);
            if (!TYPES.has(e.type)) bad.push(`${where}: type ${e.type}`);
            if (!['positive', 'negative'].includes(e.polarity ?? '')) bad.push(`${where}: polarity ${e.polarity}`);
            if (!['patient', 'family_member', 'other'].includes(e.subject ?? '')) bad.push(`${where}: subject ${e.subject}`);
            for (const c of e.codes ?? []) if (!SYSTEMS.has(c.system)) bad.push(`${where}: system ${c.system}`);
            lastEnd = e.end;
          }
        }
        expect(bad).to.deep.equal([]);
      });

      it('uses only codes and displays of the reference lists (skipped without ../shared)', function () {
        if (!reference) {
          console.log('      skipped: ../shared/data/terminology/all_codes_merged.tsv is not available');
          this.skip();
        }
        const bad: string[] = [];
        for (const n of notes) {
          for (const e of n.entities) {
            for (const c of e.codes ?? []) {
              const display = reference!.get(`${c.system}|${c.code}`);
              if (display !== c.display) bad.push(`${n.id} "${e.text}" ${c.code} ${c.display} (reference: ${display ?? 'no such code'})`);
            }
          }
        }
        expect(bad).to.deep.equal([]);
      });
    });
  }
});
