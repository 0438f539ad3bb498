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
    // (the specific gravity it heads is a test of its own, with its value: the annotated sets mark both)
    expect(typeText('UA: SG 1.020, otherwise negative.')).to.deep.equal(['Observation UA', 'Observation SG']);
    // (a single-word vital sign still needs its value: "Pulse: regular" is an exam finding's label)
    expect(typeText('Temp: see flowsheet.')).to.deep.equal([]);
  });

  it('reads any capitalized instrument named "<Name> score/index/scale/inventory" with a value, and widely used instruments written bare, as uncoded score Observations', () => {
    const scores = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join(',') || '-'} ${String(e.attributes.value ?? '')}`);
    expect(scores('Wells score 4.5 today. Charlson Comorbidity Index 6. Her Bishop score was 9.')).to.deep.equal([
      'Observation Wells score - 4.5',
      'Observation Charlson Comorbidity Index - 6',
      'Observation Bishop score - 9',
    ]);
    expect(scores('FLACC 3; mRS 2 (was 4). Aldrete 9 at 1430.')).to.deep.equal(['Observation FLACC - 3', 'Observation mRS - 2', 'Observation Aldrete - 9']);
    // a name the vocabulary knows keeps its code; a lower-case word, a one-letter name or a flow grade is no instrument
    expect(scores('Body Mass Index 33.')).to.deep.equal(['Observation Body Mass Index 39156-5 33']);
    expect(scores('Femoral neck Z score -2.1. TIMI 3 flow restored. Symptom score 12.').filter((x) => x.startsWith('Observation') && x.includes(' - '))).to.deep.equal([]);
  });

  it('reads a drug named as the result of a urine drug screen as the screen for it (and "Urine drug screen:" as no medication section)', () => {
    const coded = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join(',') || '-'}`);
    expect(coded('Urine drug screen: methadone positive; oxycodone and cocaine negative.')).to.deep.equal([
      'Observation Urine drug screen 65750-2',
      'Observation methadone 3773-9',
      'Observation oxycodone 10998-3',
      'Observation cocaine 3397-7',
    ]);
    // (a drug in a remark in parentheses, or in another sentence, is still the drug)
    expect(coded('UDS positive for amphetamines (takes Adderall). Continue methadone 60 mg daily.')).to.deep.equal([
      'Observation UDS 12286-1',
      'Observation amphetamines 3349-8',
      'Medication Adderall 725',
      'Medication methadone 6813',
    ]);
  });

  it('reads a treatment or vaccine "offered, declined" or labelled "- declined" as not given, and keeps a cue after another list item to that item', () => {
    const pol = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.polarity}`);
    expect(pol('Zoster vaccine offered, declined; Tdap given today.')).to.deep.equal(['Zoster vaccine negative', 'Tdap positive']);
    expect(pol('Varenicline discussed, deferred until after surgery.')).to.deep.equal(['Varenicline negative']);
    expect(pol('Pneumococcal vaccine - declined this visit')).to.deep.equal(['Pneumococcal vaccine negative']);
    expect(pol('Tdap 2019, Hep A vaccine declined.')).to.deep.equal(['Tdap positive', 'Hep A vaccine negative']);
    // (a diagnosis labelled with a dash and a cue may be someone else's: unchanged)
    expect(pol('Brother with celiac disease - ruled out in patient.')[0]).to.equal('celiac disease positive');
  });

  it('negates every item of a form line answered no after its colon, and an item after an empty checkbox', () => {
    const pol = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.polarity}`);
    expect(pol('Screening questions:\n- Chest pain / palpitations / syncope: NO\n- Wheezing or cough: denies\n- Fever: yes, 38.4 at home')).to.deep.equal([
      'Chest pain negative',
      'palpitations negative',
      'syncope negative',
      'Wheezing negative',
      'cough negative',
      'Fever positive',
    ]);
    // (an answer that goes on is no "no": "HTN, on lisinopril: no changes"; an item labelled later on its line is not in the label)
    expect(pol('Asthma, on albuterol: no changes')).to.deep.equal(['Asthma positive', 'albuterol positive']);
    expect(pol('[ ] Epilepsy   [X] Asthma   [ ] Heart problems / murmur')).to.deep.equal(['Epilepsy negative', 'Asthma positive', 'Heart problems negative', 'murmur negative']);
  });

  it('reads a drug not taken, not filled, not given or not prescribed as negative, also after its dose, a remark, an arrow or another drug', () => {
    const status = (note: string): string[] => extract(note).filter((e) => e.type === 'Medication').map((e) => `${e.text} ${e.polarity} ${String(e.attributes.medicationStatus ?? '-')}`);
    expect(status('4. Pravastatin 40 mg nightly (evening) -> not taking since June')).to.deep.equal(['Pravastatin negative not_taking']);
    expect(status('- Cetirizine 10 mg daily PRN itching - pt has not filled it.')).to.deep.equal(['Cetirizine negative not_taking']);
    expect(status('Naproxen and ketorolac NOT given. Tramadol not prescribed.')).to.deep.equal(['Naproxen negative not_taking', 'ketorolac negative not_taking', 'Tramadol negative not_taking']);
    expect(status('Father has not given any acetaminophen yet. Sertraline prescribed last month but not taking it.')).to.deep.equal(['acetaminophen negative not_taking', 'Sertraline negative not_taking']);
    // (a remark about the next drug of a list is that drug's: "X 8 mg prn, Y 10 mg prn (not using)")
    expect(status('Meds: loratadine 10 mg PO daily prn, famotidine 20 mg PO BID (not using).')).to.deep.equal(['loratadine positive -', 'famotidine negative not_taking']);
  });

  it('reads a PICC in use, CT surgery and a transfusion reaction as no procedure, and a PICC placed as one', () => {
    expect(typeText('Blood cultures drawn from PICC. PICC site without erythema. Cefazolin 2 g IV q8h via L brachial PICC.')).to.deep.equal([
      'Observation Blood cultures',
      'Condition erythema',
      'Medication Cefazolin',
    ]);
    expect(typeText('PICC placed 11/02. Transferred to CT surgery; CT abdomen ordered.')).to.deep.equal(['Procedure PICC', 'Procedure CT abdomen']);
    expect(typeText('Suspected transfusion reaction; transfusion-dependent thalassemia.')).to.not.include('Procedure transfusion');
  });

  it('reads "<topic> counseling/education/teaching" as a Procedure (coded for cessation and diet), not "counseled on", a title in capitals or "college education"', () => {
    const procs = (note: string): string[] => extract(note).filter((e) => e.type === 'Procedure').map((e) => `${e.text} ${e.codes.map((c) => c.code).join(',') || '-'}`);
    expect(procs('Plan: breastfeeding education and safe sleep counselling today; tobacco cessation counseling done; low-salt diet teaching with RD.')).to.deep.equal([
      'breastfeeding education -',
      'safe sleep counselling -',
      'tobacco cessation counseling 225323000',
      'low-salt diet teaching 11816003',
    ]);
    expect(procs('Counseled on sunscreen. She has a college education and works as a teacher. Patient Education and Counseling: we discussed the plan.\nINHALER TEACHING SESSION')).to.deep.equal([]);
    // (a name the vocabulary knows keeps its code: "BRCA genetic counseling" stays Genetic counseling)
    expect(procs('Referred for BRCA genetic counseling.')).to.deep.equal(['genetic counseling 79841006']);
  });

  it('finds a finding written as the adjective of its one-word name, and a finding named by an adjective in -y written as its noun', () => {
    const codes = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join(',') || '-'}`);
    expect(codes('Found apneic in bed. Increasing drowsiness overnight. Remains oliguric.')).to.deep.equal([
      'Condition apneic 1023001',
      'Condition drowsiness 271782001',
      'Condition oliguric 83128009',
    ]);
    // (not where the adjective names something else as often)
    expect(codes('Continue oral hypoglycemic agents.').filter((x) => x.startsWith('Condition'))).to.deep.equal([]);
  });

  it('reads drinks per day written daily/nightly or after the drink, and glasses per week without "of", as alcohol use; not a limit advised', () => {
    const alc = (note: string): string[] => extract(note).filter((e) => e.type === 'Observation').map((e) => `${e.text} ${e.codes.map((c) => c.code).join(',') || '-'} ${String(e.attributes.value ?? (e.attributes.valueCode as { code?: string } | undefined)?.code ?? '')}`);
    expect(alc('Social: 3 glasses of wine per day. Husband drinks too.')).to.deep.equal(['3 glasses of wine per day 11287-0 3']);
    expect(alc('He has 2 beers nightly.')).to.deep.equal(['has 2 beers nightly 11287-0 2']);
    expect(alc('Whisky 2 shots nightly.')).to.deep.equal(['2 shots nightly 11287-0 2']);
    expect(alc('Alcohol: 2-3 glasses wine/week.')).to.deep.equal(['2-3 glasses wine/week - 219006']);
    expect(alc('Advised to keep alcohol to <=1 drink/day.')).to.deep.equal([]);
  });

  it('reads ECG, capnography and vascular measurements with their values as Observations (QRS, EtCO2, ABI), and a Monospot as the heterophile antibody test', () => {
    const obs = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join(',') || '-'} ${String(e.attributes.value ?? '')}`);
    expect(obs('ECG: QRS 112 ms. EtCO2 38 on room air. ABI 0.64 on the left. Monospot negative.')).to.deep.equal([
      'Procedure ECG 29303009 ',
      'Observation QRS - 112',
      'Observation EtCO2 - 38',
      'Observation ABI - 0.64',
      'Observation Monospot 31418-7 ',
    ]);
  });

  it('ends an allergy list at the next labelled line that names no allergen category', () => {
    const note = 'Allergies/intolerances: shellfish (hives); lactose - bloating.\nFood: strawberries - rash.\nDiet history: eggs and toast, banana, tomato soup.';
    expect(typeText(note).filter((x) => x.startsWith('Allergy'))).to.deep.equal(['AllergyIntolerance shellfish', 'AllergyIntolerance lactose', 'AllergyIntolerance strawberries']);
  });

  it('reads a disease counted in doses after another vaccine as its vaccine, and a disease labelled with the immunity to it as no disease', () => {
    expect(typeText('Shots: Tdap x1, MMR x2, hepatitis A x2, varicella x2.')).to.deep.equal([
      'Immunization Tdap',
      'Immunization MMR',
      'Immunization hepatitis A',
      'Immunization varicella',
    ]);
    expect(typeText('Rubella: immune. Varicella: non-immune - vaccinate postpartum. Recurrent pneumonia x2.')).to.deep.equal(['Condition Recurrent pneumonia']);
  });

  it('reads a number that falls, a faint sign, NIHSS LOC items, a shock in joules and a fracture liaison service as no condition', () => {
    const conds = (note: string): string[] => extract(note).filter((e) => e.type === 'Condition').map((e) => e.text);
    expect(conds('Sodium fell to 128 overnight. Steroid flares when the dose falls below 10 mg. Faint systolic murmur. NIHSS: LOC questions 0, LOC commands 0. Shock delivered 150 J. Seen by the fracture liaison nurse.')).to.deep.equal(['systolic murmur']);
    // (the fall, the faint spell and the loss of consciousness themselves stay)
    expect(conds('Fell from a chair. Felt faint on standing. Brief LOC.')).to.deep.equal(['Fell', 'faint', 'LOC']);
  });

  it('reads acetaminophen or ethanol reported as detected, undetectable or as a concentration as the level test, and dosed as the drug', () => {
    const coded = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join(',')}`);
    expect(coded('4-h APAP 95 mcg/mL. Ethanol not detected. Stop acetylcysteine once acetaminophen undetectable.')).to.deep.equal([
      'Observation APAP 3298-7',
      'Observation Ethanol 5643-2',
      'Medication acetylcysteine ',
      'Observation acetaminophen 3298-7',
    ]);
    expect(coded('Acetaminophen 650 mg PO q6h PRN.')).to.deep.equal(['Medication Acetaminophen 161']);
  });

  it('finds a drug the reference lists lack by its INN stem (uncoded), with the polarity, status and allergy reading of a vocabulary drug', () => {
    const meds = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text} ${e.polarity} ${String(e.attributes.medicationStatus ?? '-')} ${e.codes.map((c) => c.code).join(',') || '-'}`);
    expect(meds('Start ocrelizumab next month. Selegiline was never started. Galcanezumab and atogepant discussed.')).to.deep.equal([
      'Medication ocrelizumab positive planned -',
      'Medication Selegiline negative not_taking -',
      'Medication Galcanezumab positive - -',
      'Medication atogepant positive - -',
    ]);
    expect(meds('Allergies: oxacillin - rash.')[0]).to.equal('AllergyIntolerance oxacillin positive - -');
    // (a drug the vocabulary knows keeps its code; a stent named after its drug is no drug given)
    expect(meds('Metoprolol 25 mg BID. Placed a zotarolimus-eluting stent.')).to.deep.equal(['Medication Metoprolol positive - 6918', 'Procedure stent positive - 36969009']);
  });

  it('reads a drug chosen instead of one not tolerated as no allergen ("if intolerant, consider X")', () => {
    expect(typeText('If intolerant of allopurinol, consider febuxostat.')).to.deep.equal(['AllergyIntolerance allopurinol', 'Medication febuxostat']);
  });

  it('codes clinical names the reference lists word otherwise to their concept (psoriatic arthritis, lupus nephritis, heat stroke, L5 radiculopathy, mixed incontinence)', () => {
    const coded = (note: string): string[] => extract(note).filter((e) => e.type === 'Condition').map((e) => `${e.text} ${e.codes.map((c) => c.code).join(',')}`);
    expect(coded('PMH: psoriatic arthritis, lupus nephritis, post-traumatic headache. Admitted with heat stroke.')).to.deep.equal([
      'psoriatic arthritis 33339001',
      'lupus nephritis 68815009',
      'post-traumatic headache 54012000',
      'heat stroke 111735006',
    ]);
    expect(coded('Right L5 radiculopathy. Mixed urinary incontinence. Saddle anesthesia absent.')).to.deep.equal([
      'Right L5 radiculopathy 128196005',
      'Mixed urinary incontinence 413343005',
      'Saddle anesthesia 449813001',
    ]);
  });

  it('reads "do not give X" as advice against the drug (positive, avoid), a table row as a sentence of its own, and an assessment item answered after a dash', () => {
    const pol = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.polarity}${e.attributes.medicationStatus ? ` ${String(e.attributes.medicationStatus)}` : ''}`);
    expect(pol('Please do not give promethazine at night.')).to.deep.equal(['promethazine positive avoid']);
    expect(pol('Asthma | 2001 | Active | albuterol; no steroids\nGout | 2015 | Active | allopurinol')).to.deep.equal([
      'Asthma positive',
      'albuterol positive',
      'steroids negative',
      'Gout positive',
      'allopurinol positive',
    ]);
    expect(pol('Assessment:\n2. Pulmonary embolism - ruled out.\nFamily history: Mother with lupus - ruled out in patient.')).to.deep.equal([
      'Pulmonary embolism negative',
      'lupus positive',
    ]);
  });

  it('finds resuscitation and emergency procedures as notes write them (BVM, jaw thrust, cath lab, cardiac monitor, capnography)', () => {
    expect(typeText('Apneic; BVM ventilation started, jaw thrust. Placed on cardiac monitor with capnography. Activated cath lab.').filter((x) => x.startsWith('Procedure'))).to.deep.equal([
      'Procedure BVM',
      'Procedure jaw thrust',
      'Procedure cardiac monitor',
      'Procedure capnography',
      'Procedure cath lab',
    ]);
  });

  it('reads the PPS, PRAM and CAM results as scores and a CGM as glucose monitoring', () => {
    expect(typeText('PPS 40%. PRAM 5 after albuterol. CAM-ICU positive. Uses a CGM at home.')).to.deep.equal([
      'Observation PPS',
      'Observation PRAM',
      'Medication albuterol',
      'Observation CAM-ICU',
      'Procedure CGM',
    ]);
  });

  it('finds findings and drugs clinicians abbreviate or write as adjectives (AKs, tremulous, pre-excitation, hypoactive BS, NAC)', () => {
    expect(typeText('Several AKs on the scalp. Tremulous hands. ECG without pre-excitation. Abd: hypoactive BS. Continue NAC infusion.')).to.deep.equal([
      'Condition AKs',
      'Condition Tremulous',
      'Procedure ECG',
      'Condition pre-excitation',
      'Condition hypoactive BS',
      'Medication NAC',
    ]);
  });
});
