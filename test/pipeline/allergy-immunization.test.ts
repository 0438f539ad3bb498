/**
 * AllergyIntolerance and Immunization classes read from the development material's errors
 * (2026-11-28): an allergy refuted by "tolerates <drug>", drugs premedicated or to avoid inside an
 * allergy statement, "<food> allergy" as the allergen, an allergy list ended by an all-capitals title
 * after a blank line, and bare "HPV" / "pneumococcal" as vaccines where the sentence speaks of vaccines.
 * Every sentence here is written for the test.
 */
import { expect } from 'chai';
import { extract } from '../../server/pipeline/index.js';

const typed = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.polarity}`);

describe('allergy and immunization classes', () => {
  it('reads a drug named right after "tolerates" in an allergy statement as the refuted allergy, but not one inside the reaction parenthesis', () => {
    expect(typed('Allergies: penicillin - hives. Has since tolerated ceftriaxone.')).to.deep.equal(['AllergyIntolerance penicillin positive', 'AllergyIntolerance ceftriaxone negative']);
    expect(typed('Allergies: penicillin (childhood rash, tolerated cefazolin at surgery).')).to.deep.equal(['AllergyIntolerance penicillin positive', 'Medication cefazolin positive']);
  });

  it('keeps premedication and drugs to avoid in an allergy statement as medications', () => {
    expect(typed('Allergies: iodinated contrast - hives (premedicated for MRI with prednisone, no reaction).')).to.deep.equal(['AllergyIntolerance iodinated contrast positive', 'Procedure MRI positive', 'Medication prednisone positive']);
    expect(typed('Allergies: NKDA. Avoid haloperidol and metoclopramide.').filter((s) => !s.startsWith('AllergyIntolerance NKDA'))).to.deep.equal(['Medication haloperidol positive', 'Medication metoclopramide positive']);
    expect(typed('Allergies: sulfa - rash. Silver sulfadiazine therefore avoided.')).to.deep.equal(['AllergyIntolerance sulfa positive', 'Medication Silver sulfadiazine positive']);
  });

  it('reads "peanut allergy" as the allergen peanut', () => {
    expect(typed('Teen with known peanut allergy, carries an epinephrine autoinjector.')[0]).to.equal('AllergyIntolerance peanut positive');
  });

  it('ends an allergy list at an all-capitals line after a blank line', () => {
    expect(typed('Allergies: codeine (nausea).\n\nNURSING ACTIONS\nWound rinsed with saline. Warfarin held tonight.')).to.deep.equal([
      'AllergyIntolerance codeine positive',
      'Medication saline positive',
      'Medication Warfarin positive',
    ]);
  });

  it('reads bare HPV and pneumococcal as vaccines only in a vaccine sentence', () => {
    expect(typed('Vaccines: Tdap and HPV #1 given today.')).to.deep.equal(['Immunization Tdap positive', 'Immunization HPV positive']);
    expect(typed('Pneumococcal and zoster vaccines recommended.')[0]).to.equal('Immunization Pneumococcal positive');
    expect(typed('Biopsy shows HPV-associated squamous cell carcinoma.').some((s) => s.startsWith('Immunization'))).to.equal(false);
    expect(typed('Admitted with pneumococcal bacteremia.').some((s) => s.startsWith('Immunization'))).to.equal(false);
  });
  it('reads "NKDA" alone on a line as the statement, not a title', () => {
    expect(typed('Meds:\nsertraline 50 mg PO daily\nNKDA\n\nO: calm, cooperative.')).to.include('AllergyIntolerance NKDA positive');
  });

  it('keeps a drug that "caused" a side effect in a narrative as a Medication ("causes" still writes an allergy)', () => {
    expect(typed('Gabapentin caused dizziness, so she stopped it.')[0]).to.equal('Medication Gabapentin positive');
    expect(typed('Codeine causes vomiting.')[0]).to.equal('AllergyIntolerance Codeine positive');
  });

  it('reads pollens by their kind, and "Allergies:" as a label outside an allergy section', () => {
    expect(typed('- Smoking: never.\n- Allergies: seasonal pollen, grass pollen and ragweed (itchy eyes).').filter((s) => s.startsWith('AllergyIntolerance'))).to.deep.equal([
      'AllergyIntolerance seasonal pollen positive',
      'AllergyIntolerance grass pollen positive',
      'AllergyIntolerance ragweed positive',
    ]);
    // (a problem's title is no allergy label: the food avoided in its plan is no second allergen)
    expect(typed('Plan:\n1. Shellfish allergy: continue strict shellfish avoidance.').filter((s) => s.startsWith('AllergyIntolerance'))).to.deep.equal(['AllergyIntolerance Shellfish positive']);
  });
  it('reads a food or drug class named after "tolerates" as an allergy refuted, in any section', () => {
    expect(typed('Tolerates walnut and almond at home without reaction.')).to.deep.equal(['AllergyIntolerance walnut negative', 'AllergyIntolerance almond negative']);
    expect(typed('She tolerates penicillins (took amoxicillin last year).')[0]).to.equal('AllergyIntolerance penicillins negative');
  });
  it('keeps the treatment of an allergic disease a Medication, drops "non-latex" gloves, and spans a hepatitis B vaccine without "series"', () => {
    expect(typed('History of allergic rhinitis controlled with cetirizine.')).to.include('Medication cetirizine positive');
    expect(typed('Allergies: latex (hives) - non-latex gloves in clinic.').filter((s) => s.startsWith('AllergyIntolerance'))).to.deep.equal(['AllergyIntolerance latex positive']);
    expect(typed('Hepatitis B vaccine series started today.')).to.deep.equal(['Immunization Hepatitis B vaccine positive']);
  });
});
