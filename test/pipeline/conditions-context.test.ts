/**
 * Condition recall and context causes read from the fifth unseen set's errors (2026-11-28, quality-6):
 * return advice and procedure risks as hypothetical, "need to be excluded" as possible, pseudo-triggers
 * ("no more than", "deceased-donor", "with her father for"), the reason a drug was stopped as resolved,
 * misspelled -itis words, and condition words the unseen sets missed more than once. Every sentence here
 * is written for the test.
 */
import { expect } from 'chai';
import { extract } from '../../server/pipeline/index.js';
import type { Entity } from '../../server/pipeline/types.js';

const conditions = (note: string): Entity[] => extract(note).filter((e) => e.type === 'Condition');
const ctx = (e: Entity): string =>
  `${e.text} ${e.polarity} ${e.subject} ${String(e.attributes.certainty ?? 'confirmed')} ${String(e.attributes.clinicalStatus ?? '-')}`;

describe('conditions and context (unseen-5 causes)', () => {
  it('makes findings after return advice and procedure risks hypothetical', () => {
    expect(conditions('Return sooner for urinary retention or fever.').map(ctx)).to.deep.equal([
      'urinary retention positive patient hypothetical -',
      'fever positive patient hypothetical -',
    ]);
    expect(conditions('Consent obtained, risks reviewed (pneumothorax, bleeding, infection).').map((e) => String(e.attributes.certainty))).to.deep.equal([
      'hypothetical',
      'hypothetical',
      'hypothetical',
    ]);
    expect(conditions('- Go to the ED for chest pain or new weakness.').map((e) => String(e.attributes.certainty))).to.deep.equal(['hypothetical', 'hypothetical']);
  });

  it('reads "need to be excluded" as possible, not absent, and limits and donors as no cue', () => {
    expect(conditions('Lymphoma and tuberculosis need to be excluded.').map(ctx)).to.deep.equal([
      'Lymphoma positive patient possible active',
      'tuberculosis positive patient possible active',
    ]);
    expect(conditions('Deceased-donor kidney transplant 2011 for polycystic kidney disease.').map((e) => e.subject)).to.deep.equal(['patient']);
    expect(conditions('I saw Lily today with her father for recurrent abdominal pain.').map((e) => e.subject)).to.deep.equal(['patient']);
    expect(conditions('Vitamin D insufficiency does not explain the fractures.').map((e) => `${e.text} ${e.polarity}`)).to.include('fractures positive');
  });

  it('makes the reason a drug was stopped resolved, not a test stopped for a symptom', () => {
    expect(conditions('Montelukast was stopped 3 months ago because of nightmares and irritability.').map((e) => e.attributes.clinicalStatus)).to.deep.equal([
      'resolved',
      'resolved',
    ]);
    expect(conditions('Treadmill test stopped for typical angina.').map((e) => e.attributes.clinicalStatus)).to.deep.equal(['active']);
  });

  it('reads a misspelled -itis word whose final s the plural folding took', () => {
    expect(conditions('History of pancreatits.').map((e) => e.codes[0]?.code)).to.deep.equal(['75694006']);
  });

  it('finds condition words the unseen sets missed, coded or uncoded', () => {
    const found = (note: string): string[] => conditions(note).map((e) => `${e.text} ${e.codes[0]?.code ?? '-'}`);
    expect(found('Short stature and eosinophilia; no pseudogout.')).to.deep.equal(['Short stature 237836003', 'eosinophilia 386789004', 'pseudogout 239832006']);
    expect(found('No grunting. Prolonged expiratory phase.')).to.deep.equal(['grunting -', 'Prolonged expiratory phase -']);
  });
});

describe('allergy reactions and statements (unseen-5 causes)', () => {
  const allergies = (note: string): string[] =>
    extract(note)
      .filter((e) => e.type === 'AllergyIntolerance')
      .map((e) => `${e.text}: ${String(e.attributes.reaction ?? '-')}`);

  it('keeps the reaction as written: its modifier, its site, and findings joined by "and" or a slash', () => {
    expect(allergies('Allergies: chloroquine causes severe itching. Codeine (nausea and vomiting). Penicillin (swelling of lips, 1985).')).to.deep.equal([
      'chloroquine: severe itching',
      'Codeine: nausea and vomiting',
      'Penicillin: swelling of lips',
    ]);
    expect(allergies('Allergies: Bactrim (hives, photosensitive rash). Shellfish - throat swelling. Adhesive tape - blistering.')).to.deep.equal([
      'Bactrim: hives, photosensitive rash',
      'Shellfish: throat swelling',
      'Adhesive tape: blistering',
    ]);
  });

  it('reads "<drug> reaction was" as an allergy, and an allergen line of an all-capitals allergy list as no title', () => {
    expect(allergies('Hx amoxicillin reaction was delayed urticaria.')).to.deep.equal(['amoxicillin: delayed urticaria']);
    expect(allergies('ALLERGIES/INTOLERANCES:\n  SULFA DRUGS - RASH\n  CODEINE - CONSTIPATION/CONFUSION\nHEALTH CONDITIONS: HTN')).to.deep.equal([
      'SULFA: RASH',
      'CODEINE: CONSTIPATION/CONFUSION',
    ]);
  });
});

describe('family history paragraph (unseen-5 cause)', () => {
  it('ends a family history paragraph at a blank line: the next paragraph, untitled, is the patient again', () => {
    const note = 'Family history: mother has Hashimoto thyroiditis. No family history of inflammatory bowel disease.\n\nOn examination she is a slender, pale girl with mild periumbilical tenderness.';
    expect(conditions(note).map((e) => `${e.text} ${e.subject}`)).to.deep.equal([
      'Hashimoto thyroiditis family_member',
      'inflammatory bowel disease family_member',
      'pale patient',
      'periumbilical tenderness patient',
    ]);
  });
});

describe('clinical status of past events (unseen-4 and unseen-5 causes)', () => {
  it('reads an event dated by a past month or date, "none since", "has stopped" and "- resolved" as resolved', () => {
    const status = (note: string): string[] => conditions(note).map((e) => `${e.text} ${String(e.attributes.clinicalStatus)}`);
    expect(status('One fall in October, no injury.')).to.deep.equal(['fall resolved']);
    expect(status('Pneumonia 03/2021, treated as outpatient.')).to.deep.equal(['Pneumonia resolved']);
    expect(status('Hx febrile seizure at 18 mo, none since.')).to.deep.equal(['febrile seizure resolved']);
    expect(status('Diarrhea has stopped.')).to.deep.equal(['Diarrhea resolved']);
    expect(status('2. Nausea on rifampin - resolved off drug.')).to.deep.equal(['Nausea resolved']);
    // (a symptom that began at a date is still there)
    expect(status('Cough since October.')).to.deep.equal(['Cough active']);
  });
});

describe('hypothetical advice and counselling (unseen-2 to unseen-5 causes)', () => {
  it('makes conditions after return, call and counselling advice hypothetical, not a drug or the reason a drug is avoided', () => {
    const cert = (note: string): string[] => extract(note).map((e) => `${e.text} ${String(e.attributes.certainty ?? 'confirmed')}`);
    expect(cert('Return 4 wks or sooner for chest pain or fainting.')).to.deep.equal(['chest pain hypothetical', 'fainting hypothetical']);
    expect(cert('Counseled to report nausea and constipation.')).to.deep.equal(['nausea hypothetical', 'constipation hypothetical']);
    expect(cert('No more than 3 days a week to avoid medication overuse headache.')).to.deep.equal(['headache hypothetical']);
    expect(cert('Avoid ketorolac given bleeding.')).to.deep.equal(['ketorolac confirmed', 'bleeding confirmed']);
    expect(cert('Call 911 for chest pain not relieved by one nitroglycerin.')).to.deep.equal(['chest pain hypothetical', 'nitroglycerin confirmed']);
  });
});

describe('negated lists (unseen-2 to unseen-5 cause)', () => {
  it('leaves out of a "no ..." list an item after a comma that is said to be there', () => {
    const pol = (note: string): string[] => conditions(note).map((e) => `${e.text} ${e.polarity}`);
    expect(pol('CXR: no pneumothorax, left lower lobe atelectasis unchanged.')).to.deep.equal(['pneumothorax negative', 'left lower lobe atelectasis positive']);
    expect(pol('No pneumothorax, atelectasis persists.')).to.deep.equal(['pneumothorax negative', 'atelectasis positive']);
    expect(pol('No fever, chills or rash.')).to.deep.equal(['fever negative', 'chills negative', 'rash negative']);
  });
});

describe('witnesses (unseen-5 cause)', () => {
  it('keeps the patient as subject when a relative or roommate saw, reported or brought the finding', () => {
    const subj = (note: string): string[] => conditions(note).map((e) => `${e.text} ${e.subject}`);
    expect(subj('The second seizure was witnessed by her roommate, with tongue biting.')).to.deep.equal(['seizure patient', 'tongue biting patient']);
    expect(subj('A 2-year-old boy brought in by his mother for fever.')).to.deep.equal(['fever patient']);
    expect(subj('Mother has diabetes.')).to.deep.equal(['diabetes family_member']);
  });
});

/*
 * The review of 2026-11-28 (night): sentences on which the rules above reached past what they were
 * for. Each test failed on the merged branches before the fix (checked at fc53385).
 */
describe('what the unseen-5 rules must leave alone (review of 2026-11-28)', () => {
  const cert = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.polarity} ${String(e.attributes.certainty ?? 'confirmed')}`);

  it('keeps the history of a visit to the ED, a report and counselling on a disease confirmed', () => {
    expect(cert('HPI: 65M who presented to the ED for chest pain, found to have NSTEMI.').filter((x) => x.startsWith('Condition'))).to.deep.equal([
      'Condition chest pain positive confirmed',
      'Condition NSTEMI positive confirmed',
    ]);
    expect(cert('She came in today to report worsening dyspnea and leg swelling.').map((x) => x.split(' ').pop())).to.not.include('hypothetical');
    expect(cert('Counseled on diabetes and hypertension management.').filter((x) => x.startsWith('Condition'))).to.deep.equal([
      'Condition diabetes positive confirmed',
      'Condition hypertension positive confirmed',
    ]);
    expect(cert('Return precautions given for chest pain or shortness of breath.').filter((x) => x.startsWith('Condition'))).to.deep.equal([
      'Condition chest pain positive hypothetical',
      'Condition shortness of breath positive hypothetical',
    ]);
  });

  it('applies a condition-only cue to no finding of the findings rules (smoking after "counselled to report")', () => {
    const smoking = extract('Counselled to report chest pain, smokes 1 ppd.').filter((e) => e.type === 'Observation');
    expect(smoking.map((e) => `${e.polarity} ${String(e.attributes.certainty ?? 'confirmed')}`)).to.deep.equal(['positive confirmed']);
  });

  it('keeps the last item of a negated list negated when the list ends with "seen", "identified" or "without"', () => {
    const pol = (note: string): string[] => conditions(note).map((e) => `${e.text} ${e.polarity}`);
    expect(pol('No focal consolidation, effusion, or pneumothorax identified.').map((x) => x.split(' ').pop())).to.deep.equal(['negative', 'negative', 'negative']);
    expect(pol('Denies fever, chills, headache without photophobia.').slice(0, 3)).to.deep.equal(['fever negative', 'chills negative', 'headache negative']);
    expect(pol('No effusion, pneumothorax, or consolidation present.').map((x) => x.split(' ').pop())).to.deep.equal(['negative', 'negative', 'negative']);
  });

  it('goes on with a family history written in paragraphs that name relatives', () => {
    const subj = (note: string): string[] => conditions(note).map((e) => `${e.text} ${e.subject}`);
    expect(subj('Family History:\nMother - breast cancer at 50.\n\nFather - MI at 60, diabetes.\n\nOn exam she is pale.')).to.deep.equal([
      'breast cancer family_member',
      'MI family_member',
      'diabetes family_member',
      'pale patient',
    ]);
  });

  it('resolves the reason a drug was stopped, not a lasting disease or what "stopped" of anything else is for', () => {
    const status = (note: string): string[] => conditions(note).map((e) => `${e.text} ${String(e.attributes.clinicalStatus)}`);
    expect(status('Lisinopril stopped for cough.')).to.deep.equal(['cough resolved']);
    expect(status('Metformin was discontinued due to CKD.')).to.deep.equal(['CKD active']);
    expect(status('She stopped working due to chronic back pain.')).to.deep.equal(['chronic back pain active']);
    expect(status('He stopped driving because of seizures.')).to.deep.equal(['seizures active']);
    expect(status('DVT 10/2026, on apixaban.')).to.deep.equal(['DVT active']);
  });

  it('reads "no X until/while" as avoid only for a time to come or a drug taken', () => {
    const med = (note: string): string[] => extract(note).filter((e) => e.type === 'Medication').map((e) => `${e.text} ${e.polarity} ${String(e.attributes.medicationStatus ?? '-')}`);
    expect(med('No ibuprofen while on warfarin.')).to.deep.equal(['ibuprofen positive avoid', 'warfarin positive -']);
    expect(med('No insulin until yesterday, when she restarted it.')[0]).to.not.match(/avoid/);
    expect(med('She avoids dairy and reports no omeprazole use for 2 months.')).to.deep.equal(['omeprazole negative -']);
  });

  it('keeps a respiratory rate beside litres of oxygen, a lavage with a date, an injection with its site, and a disease after a vaccine named as an infection', () => {
    const obs = extract('Vitals: HR 96, R 22, SpO2 94% on 2 L NC.').filter((e) => e.type === 'Observation').map((e) => e.text);
    expect(obs).to.include('R');
    expect(extract('BAL 3/12 grew Pseudomonas.').filter((e) => e.type === 'Procedure').map((e) => e.text)).to.deep.equal(['BAL']);
    expect(extract('Underwent injection of the left knee with triamcinolone.').filter((e) => e.type === 'Procedure').length).to.equal(1);
    expect(extract('Had MMR and varicella infection at age 4.').filter((e) => e.type === 'Immunization').map((e) => e.text)).to.deep.equal(['MMR']);
  });
});
