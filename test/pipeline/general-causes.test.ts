/**
 * Causes of errors on unseen notes that are general, not note-specific (read from the fourth unseen
 * set's errors, 2026-11-28): section titles written with an arrow or as "Interval - <topic>", a bare
 * blood pressure named as what is treated or checked, a urinalysis heading its results, assessment
 * scores named "<Name> score/index/scale" with a value, and drugs named as results of a drug test.
 * Every sentence here is written for the test.
 */
import { expect } from 'chai';
import { layout } from '../../server/pipeline/sections.js';
import { extract } from '../../server/pipeline/index.js';

const typeText = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text}`);

describe('general causes of unseen-note errors', () => {
  it('ends an allergy section at an all-capitals title with an arrow or an "Interval - <topic>" title', () => {
    const note = 'ALLERGIES: sulfa (rash).\n\nOUTPATIENT MEDS -> INPATIENT PLAN\n1. Metoprolol 25 mg PO BID -> continue\n\nINTERVAL - SLEEP\nInsomnia better on melatonin.';
    expect(layout(note).sections.map((s) => `${s.title} ${s.kind}`)).to.deep.equal([
      'ALLERGIES allergies',
      'OUTPATIENT MEDS -> INPATIENT PLAN medications',
      'INTERVAL - SLEEP history_present_illness',
    ]);
    expect(typeText(note)).to.deep.equal(['AllergyIntolerance sulfa', 'Medication Metoprolol', 'Condition Insomnia', 'Medication melatonin']);
  });

  it('reads a bare BP as the blood pressure (not its cuff), and a panel heading its results after a colon as the test', () => {
    expect(typeText('Lisinopril increased for BP. Home BP this morning 150/90 per log. Bring the BP cuff next visit.')).to.deep.equal([
      'Medication Lisinopril',
      'Observation BP',
      'Observation BP',
    ]);
    expect(typeText('UA: SG 1.020, otherwise negative.')).to.deep.equal(['Observation UA']);
    // (a single-word vital sign still needs its value: "Pulse: regular" is an exam finding's label)
    expect(typeText('Temp: see flowsheet.')).to.deep.equal([]);
  });
});
