import { expect } from 'chai';
import { analyzeContext } from '../../server/pipeline/index.js';
import type { ContextResult } from '../../server/pipeline/index.js';

function ctx(sentence: string, target: string): ContextResult {
  const start = sentence.indexOf(target);
  if (start < 0) throw new Error(`"${target}" not in "${sentence}"`);
  return analyzeContext(sentence, { start, end: start + target.length });
}

describe('pipeline context (ConText)', () => {
  const negated: Array<[string, string]> = [
    ['The patient denies chest pain.', 'chest pain'],
    ['No fever, chills, or night sweats.', 'night sweats'],
    ['Extremities without edema.', 'edema'],
    ['Negative for headache and dizziness.', 'dizziness'],
    ['Pulmonary embolism was ruled out.', 'Pulmonary embolism'],
    ['He has never had a seizure.', 'seizure'],
    ['Lungs are clear with no wheezes or rales.', 'rales'],
    ['Abdomen soft and non-tender.', 'tender'],
  ];
  for (const [s, t] of negated) it(`negates "${t}" in "${s}"`, () => expect(ctx(s, t).polarity).to.equal('negative'));

  const affirmed: Array<[string, string]> = [
    ['No increase in shortness of breath.', 'shortness of breath'],
    ['She has cough but no fever.', 'cough'],
    ['Denies nausea, but reports abdominal pain.', 'abdominal pain'],
    ['No fever. Productive cough for a week.', 'Productive cough'],
    ['Gram negative rods were seen on culture of the wound.', 'rods'],
    ['She had two episodes of non-bloody emesis.', 'emesis'],
    ['Sacrum shows non-blanchable erythema.', 'erythema'],
  ];
  for (const [s, t] of affirmed) it(`keeps "${t}" positive in "${s}"`, () => expect(ctx(s, t).polarity).to.equal('positive'));

  it('returns the cue text and span of a negation', () => {
    const r = ctx('Patient denies any chest pain.', 'chest pain');
    expect(r.evidence).to.deep.equal([{ kind: 'negation', cue: 'denies', span: { start: 8, end: 14 } }]);
  });

  it('marks possible findings as positive with certainty possible', () => {
    const r = ctx('Findings are suspicious for pneumonia.', 'pneumonia');
    expect(r).to.include({ polarity: 'positive', certainty: 'possible' });
  });

  it('marks hypothetical findings', () => {
    const r = ctx('Return to the emergency room if chest pain recurs.', 'chest pain');
    expect(r).to.include({ certainty: 'hypothetical', temporality: 'hypothetical' });
  });

  it('marks historical findings from a cue', () => {
    expect(ctx('He has a history of myocardial infarction.', 'myocardial infarction').temporality).to.equal('historical');
    expect(ctx('Status post appendectomy.', 'appendectomy').temporality).to.equal('historical');
  });

  it('marks historical findings from the past medical history section', () => {
    const r = ctx('PAST MEDICAL HISTORY:, Asthma and eczema.', 'eczema');
    expect(r.temporality).to.equal('historical');
    expect(r.evidence[0]).to.deep.include({ kind: 'section', cue: 'PAST MEDICAL HISTORY' });
  });

  it('assigns family members from cues and from the family history section', () => {
    expect(ctx('His mother had breast cancer.', 'breast cancer').subject).to.equal('family_member');
    expect(ctx('FAMILY HISTORY:, Diabetes and hypertension.', 'hypertension').subject).to.equal('family_member');
    expect(ctx('Strong family history of colon cancer.', 'colon cancer').subject).to.equal('family_member');
  });

  it('does not take the speaker for the subject ("mother states")', () => {
    expect(ctx('Her mother states that she has had a fever since Monday.', 'fever').subject).to.equal('patient');
  });

  it('assigns other people', () => {
    expect(ctx('Her roommate has strep throat.', 'strep throat').subject).to.equal('other');
  });

  it('stops a negation scope at the sentence end and at termination cues', () => {
    expect(ctx('No chest pain. Shortness of breath on exertion.', 'Shortness of breath').polarity).to.equal('positive');
    expect(ctx('No chest pain, however she has shortness of breath.', 'shortness of breath').polarity).to.equal('positive');
  });
});
