/**
 * Document processing's own functions, called in-process: stable entity ids and the test-mode
 * fixture entities (what a test document's results hold). test/worker/processing.test.ts checks the
 * same end to end, through workers whose threads run this module.
 */
import { expect } from 'chai';
import { validators } from '../../generated/validators.js';
import { entityId, fixtureEntities, type Entity } from '../../server/domain/processing.js';
import { runDocumentJob } from '../../server/worker/document-job.js';
import { entityResourceType } from '../../server/fhir/mappers.js';

const NOTE = 'HISTORY: 64-year-old man with hypertension. Denies chest pain. Mother had breast cancer.\nMEDICATIONS: Metoprolol 25 mg PO BID.';

/** The fixture wordings, when the note says none of them. */
const TERMS = ['hypertension', 'chest pain', 'breast cancer', 'metoprolol 25 mg', 'HbA1c 8.2%', 'appendectomy', 'penicillin allergy'];

const codeOf = (e: Entity) => e.codes![0]!.code;

describe('document processing (module API)', () => {
  describe('entityId', () => {
    it('is stable for the same document and parts, and an ent_ id of 20 letters and digits', () => {
      const id = entityId('doc-1', 'fixture', 0);
      expect(id).to.equal(entityId('doc-1', 'fixture', 0));
      expect(id).to.match(/^ent_[A-Za-z0-9]{20}$/);
    });

    it('differs with the document, with any part, and with where the parts split', () => {
      const ids = [
        entityId('doc-1', 'fixture', 0),
        entityId('doc-2', 'fixture', 0),
        entityId('doc-1', 'fixture', 1),
        entityId('doc-1', 'fixture'),
        entityId('doc-1', 'fix', 'ture', 0),
        entityId('doc-1fixture', 0),
      ];
      expect(new Set(ids).size).to.equal(ids.length);
    });

    it('keeps to letters and digits over many ids (no - or _ from base64url)', () => {
      for (let i = 0; i < 200; i++) expect(entityId(`doc-${i}`, 'x', i)).to.match(/^ent_[A-Za-z0-9]{20}$/);
    });
  });

  describe('fixtureEntities', () => {
    it('gives the seven fixtures, every code system, a negated and a family-member finding, each a valid Entity', () => {
      const es = fixtureEntities('doc-1', NOTE);
      expect(es).to.have.length(7);
      for (const e of es) expect(validators.schemas.Entity(e), JSON.stringify(validators.schemas.Entity.errors)).to.equal(true);
      expect(new Set(es.flatMap((e) => e.codes!.map((c) => c.system)))).to.have.keys('http://snomed.info/sct', 'http://loinc.org', 'http://www.nlm.nih.gov/research/umls/rxnorm');
      expect(es.find((e) => codeOf(e) === '29857009')).to.include({ polarity: 'negative', subject: 'patient' });
      expect(es.find((e) => codeOf(e) === '254837009')).to.include({ subject: 'family_member' });
      expect(es.map((e) => e.object)).to.deep.equal(Array(7).fill('data_engine.entity'));
    });

    it('spans the note\'s own wording (its first occurrence), text equal to the spanned text; spanned entities first, in text order', () => {
      const text = 'Penicillin (hives). HTN, on metoprolol. HTN again. A1c was 9.';
      const es = fixtureEntities('doc-1', text);
      const spanned = es.filter((e) => e.span);
      expect(spanned.map((e) => [e.text, e.span])).to.deep.equal([
        ['Penicillin', { start: 0, end: 10 }],
        ['HTN', { start: 20, end: 23 }],
        ['metoprolol', { start: 28, end: 38 }],
        ['A1c', { start: 51, end: 54 }],
      ]);
      for (const e of spanned) expect(text.slice(e.span!.start, e.span!.end)).to.equal(e.text);
      expect(es.slice(0, 4)).to.deep.equal(spanned);
      // the others keep the fixture's own wording, with no span, in fixture order
      expect(es.slice(4).map((e) => [e.text, 'span' in e])).to.deep.equal([
        ['chest pain', false],
        ['breast cancer', false],
        ['appendectomy', false],
      ]);
    });

    it('matches wordings in any case and every listed wording of a code', () => {
      const words: Array<[string, string]> = [
        ['high blood pressure', '38341003'],
        ['HYPERTENSION', '38341003'],
        ['breast carcinoma', '254837009'],
        ['cancer of the breast', '254837009'],
        ['hemoglobin a1c', '4548-4'],
        ['appendicectomy', '80146002'],
        ['Chest Pain', '29857009'],
      ];
      for (const [w, code] of words) {
        const es = fixtureEntities('doc-1', `Seen for ${w} today.`);
        expect(es.filter((e) => e.span).map((e) => [codeOf(e), e.text, e.span!.start]), w).to.deep.equal([[code, w, 9]]);
      }
    });

    it('spans no arbitrary or partial word: a note without the wordings gets no spans, every fixture its own term', () => {
      const es = fixtureEntities('doc-1', 'Short note: cough. Hypertensive urgency ruled out; penicillinase; xHTN.');
      expect(es.filter((e) => 'span' in e)).to.deep.equal([]);
      expect(es.map((e) => e.text)).to.deep.equal(TERMS);
    });

    it('is deterministic per document: the same ids for the same document, other ids for another; ids unique within one', () => {
      const a = fixtureEntities('doc-1', NOTE);
      expect(fixtureEntities('doc-1', NOTE)).to.deep.equal(a);
      expect(new Set(a.map((e) => e.id)).size).to.equal(7);
      const b = fixtureEntities('doc-2', NOTE);
      for (const [i, e] of b.entries()) expect(e.id).to.not.equal(a[i]!.id);
      // an entity's id does not depend on the text (nor on where its wording is)
      const byCode = (es: Entity[]) => Object.fromEntries(es.map((e) => [codeOf(e), e.id]));
      expect(byCode(fixtureEntities('doc-1', 'nothing'))).to.deep.equal(byCode(a));
    });

    it('orders spans by where they start, whatever the fixture order', () => {
      const text = 'Appendectomy 2010; penicillin allergy; hypertension; metoprolol; chest pain; breast cancer; HbA1c.';
      const es = fixtureEntities('doc-1', text);
      const starts = es.map((e) => e.span!.start);
      expect(starts).to.deep.equal([...starts].sort((x, y) => x - y));
      expect(es.map(codeOf)).to.deep.equal(['80146002', '7980', '38341003', '6918', '29857009', '254837009', '4548-4']);
    });
  });

  describe('through the document job (test documents, in-process)', () => {
    it('a fixtures job stores the fixture entities of the text it read', async () => {
      const job = await runDocumentJob({ documentId: 'doc-1', mode: 'fixtures', input: { bytes: new TextEncoder().encode(NOTE), inlineText: null, mediaType: 'text/plain' } });
      expect(job.entities.count).to.equal(7);
      const rows = JSON.parse(`[${job.entities.json}]`) as unknown[][];
      expect(rows.map((r) => JSON.parse(r[5] as string))).to.deep.equal(fixtureEntities('doc-1', NOTE));
      // Each row: document id, position, entity id, entity type, FHIR resource type or null, the entity as JSON.
      expect(rows.map((r) => r.slice(0, 5))).to.deep.equal(fixtureEntities('doc-1', NOTE).map((e, p) => ['doc-1', p, e.id, e.type, entityResourceType(e)]));
    });
  });
});
