import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { validators } from '../../generated/validators.js';
import { extract } from '../../server/pipeline/index.js';
import { sharedFile } from './helpers/shared.js';
import { isUcum } from './helpers/ucum.js';

/** Every `unit` value anywhere inside an entity's attributes (dose, value, blood pressure components). */
function unitsIn(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) unitsIn(x, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) k === 'unit' && typeof x === 'string' ? out.push(x) : unitsIn(x, out);
  return out;
}

const SYSTEMS = new Set(['http://snomed.info/sct', 'http://loinc.org', 'http://www.nlm.nih.gov/research/umls/rxnorm']);

describe('pipeline corpus runs', function () {
  this.timeout(180_000);

  it('extracts from all MTSamples notes without a crash and with every span exact', function () {
    const path = sharedFile('data/corpora/mtsamples_unique.jsonl');
    if (!path) {
      console.log('      skipped: ../shared/data/corpora/mtsamples_unique.jsonl is not available');
      this.skip();
    }
    const notes = readFileSync(path!, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; text: string });
    expect(notes.length).to.equal(2357);
    let entities = 0;
    const bad: string[] = [];
    for (const n of notes) {
      const es = extract(n.text);
      entities += es.length;
      for (const e of es) {
        if (n.text.slice(e.span.start, e.span.end) !== e.text || e.codes.some((c) => !SYSTEMS.has(c.system))) bad.push(`${n.id} ${e.span.start}-${e.span.end} ${e.text}`);
      }
    }
    expect(bad).to.deep.equal([]);
    expect(entities).to.be.greaterThan(notes.length * 10);
  });

  it('emits only entities that match the Entity schema of openapi.yaml, with valid UCUM units (all MTSamples notes)', function () {
    const path = sharedFile('data/corpora/mtsamples_unique.jsonl');
    if (!path) {
      console.log('      skipped: ../shared/data/corpora/mtsamples_unique.jsonl is not available');
      this.skip();
    }
    const validate = validators.schemas.Entity;
    const invalid: string[] = [];
    const units = new Map<string, string>();
    for (const line of readFileSync(path!, 'utf8').split('\n').filter(Boolean)) {
      const n = JSON.parse(line) as { id: string; text: string };
      for (const e of extract(n.text)) {
        const where = `${n.id} ${e.span.start}-${e.span.end} "${e.text}"`;
        if (!validate(e) && invalid.length < 10) invalid.push(`${where}: ${JSON.stringify(validate.errors?.map((x) => [x.instancePath, x.message]))}`);
        for (const u of unitsIn(e.attributes)) if (!units.has(u)) units.set(u, where);
      }
    }
    expect(invalid).to.deep.equal([]);
    expect(units.size).to.be.greaterThan(10);
    const notUcum = [...units].filter(([u]) => !isUcum(u)).map(([u, where]) => `${u} (${where})`);
    expect(notUcum).to.deep.equal([]);
  });

  it('extracts from all ACI-BENCH notes with every span exact', function () {
    const path = sharedFile('data/corpora/aci_bench_notes.jsonl');
    if (!path) {
      console.log('      skipped: ../shared/data/corpora/aci_bench_notes.jsonl is not available');
      this.skip();
    }
    for (const line of readFileSync(path!, 'utf8').split('\n').filter(Boolean)) {
      const n = JSON.parse(line) as { id: string; note: string };
      for (const e of extract(n.note)) expect(n.note.slice(e.span.start, e.span.end), n.id).to.equal(e.text);
    }
  });
});
