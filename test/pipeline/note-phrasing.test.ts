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
type Evidence = Array<{ kind: string; cue: string; span?: { start: number; end: number } }>;
const evidence = (e: Entity): Evidence => (e.attributes.evidence ?? []) as Evidence;
const typeText = (note: string): string[] => extract(note).map((e) => `${e.type} ${e.text}`);

describe('note phrasing', () => {
  it('ends an allergy section at a medication header with a remark in parentheses or named "MED LIST"', () => {
    expect(typeText('ALLERGIES: codeine (nausea).\n\nHOME MEDICATIONS (verified w/ pt\'s list + pharmacy):\n- tiotropium 18 mcg inhaled daily')).to.deep.equal([
      'AllergyIntolerance codeine',
      'Medication tiotropium',
    ]);
    expect(typeText('Allergies: allopurinol (DRESS).\n\nMED LIST (verified vs bottles + fill hx):\n1. apixaban 5 mg BID')).to.include('Medication apixaban');
  });

  it('reads a drug given or written with its dose in an allergy statement as a Medication, and one named right after "tolerates" as the refuted allergy', () => {
    const es = extract('Allergies: sulfa (rash); tolerates furosemide. Allergies: penicillin (rash as a child) - she was given cefazolin 2 g IV on admission.');
    expect(find(es, 'sulfa').type).to.equal('AllergyIntolerance');
    // (the annotation guidelines: "iodine contrast was tolerated" is an allergy refuted, negative)
    expect(find(es, 'furosemide').type).to.equal('AllergyIntolerance');
    expect(find(es, 'furosemide').polarity).to.equal('negative');
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

  it('reads every instrument of a list of scores in one sentence, and the scores of nursing, ICU and adolescent notes', () => {
    const es = extract('Screens today: PHQ-9 = 19, GAD-7 = 15, AUDIT-C = 5. RASS -2 at 0800. Braden 15 - q2h turns. Timed Up and Go 18 sec. PHQ-A 9.');
    expect(es.map((e) => `${e.text} ${String(e.attributes.value)} ${e.codes[0]?.code ?? '-'}`)).to.deep.equal([
      'PHQ-9 19 44261-6',
      'GAD-7 15 70274-6',
      'AUDIT-C 5 75626-2',
      'RASS -2 -',
      'Braden 15 -',
      'Timed Up and Go 18 -',
      'PHQ-A 9 89204-2',
    ]);
  });

  it('finds the findings and measurements of imaging, echo and wound reports', () => {
    const es = extract('TTE: no LV thrombus, no significant valvular disease, RVSP 38 mmHg. CXR: no PTX. CT head: no hemorrhage or midline shift. Wound: no drainage, no purulence.');
    expect(es.filter((e) => e.type !== 'Procedure').map((e) => `${e.type} ${e.text} ${e.polarity} ${e.codes[0]?.code ?? '-'}`)).to.deep.equal([
      'Condition LV thrombus negative 309519009',
      'Condition valvular disease negative 368009',
      'Observation RVSP positive -',
      'Condition PTX negative 36118008',
      'Condition hemorrhage negative 1386000',
      'Condition midline shift negative -',
      'Condition drainage negative -',
      'Condition purulence negative -',
    ]);
  });

  it('knows insulins and drugs named without a reference ingredient', () => {
    expect(typeText('Continue glargine and lispro SSI. Started posaconazole prophylaxis and daunorubicin.')).to.deep.equal([
      'Medication glargine',
      'Medication lispro',
      'Medication posaconazole',
      'Medication daunorubicin',
    ]);
  });

  it('codes report wording as annotators do: TTE, hemodialysis, SCDs, VTE, and a hemorrhage on head imaging as intracranial', () => {
    const codes = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.codes[0]?.code ?? '-'}`);
    expect(codes('TTE ordered. On HD three times weekly. SCDs on. History of VTE.')).to.deep.equal(['TTE 433236007', 'HD 302497006', 'SCDs 443448006', 'VTE 429098002']);
    expect(codes('CT head: no hemorrhage.')).to.include('hemorrhage 1386000');
    expect(codes('Bladder debris, cystitis vs hemorrhage.')).to.include('hemorrhage 50960005');
  });

  it('reads a drug "not taken", "not started", "not given" or listed with "- not using" as not taken', () => {
    const es = extract('Metoprolol NOT taken (never started). Pitocin not started. Vancomycin not given. Lorazepam 0.5 mg SL PRN - not using. Prochlorperazine 10 mg PO prn (not using), amlodipine 5 mg daily.');
    expect(es.map((e) => `${e.text} ${e.polarity} ${String(e.attributes.medicationStatus)}`)).to.deep.equal([
      'Metoprolol negative not_taking',
      'Pitocin negative not_taking',
      'Vancomycin negative not_taking',
      'Lorazepam negative not_taking',
      'Prochlorperazine negative not_taking',
      'amlodipine positive undefined',
    ]);
  });

  it('reads a finding checked off with a minus in a review of systems as absent, not a list bullet', () => {
    const pol = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.polarity}`);
    expect(pol('ROS: Const: [+] fever [-] weight loss ENT: [+] sore throat [-] ear pain Skin: (-) rash')).to.deep.equal([
      'fever positive',
      'weight loss negative',
      'sore throat positive',
      'ear pain negative',
      'rash negative',
    ]);
    expect(pol('ROS: + cough, wheeze, - vomiting, - diarrhea.')).to.deep.equal(['cough positive', 'wheeze positive', 'vomiting negative', 'diarrhea negative']);
    expect(pol('PROBLEMS:\n- hypertension\n- diabetes')).to.deep.equal(['hypertension positive', 'diabetes positive']);
    // the box is the negation's evidence, with its span in the note
    const note = 'ROS: [+] fever, [-] chills';
    const chills = find(extract(note), 'chills');
    expect(evidence(chills).filter((e) => e.kind === 'negation').map((e) => `${e.cue} ${note.slice(e.span!.start, e.span!.end)}`)).to.deep.equal(['[-] [-]']);
    // only findings: a drug after a minus keeps its polarity, and a finding negated already gets no second cue
    expect(pol('Meds reviewed, (-) aspirin.')).to.deep.equal(['aspirin positive']);
    const denied = find(extract('ROS: [-] denies nausea.'), 'nausea');
    expect(denied.polarity).to.equal('negative');
    expect(evidence(denied).filter((e) => e.kind === 'negation').map((e) => e.cue)).to.deep.equal(['denies']);
  });

  it('drops words of another sense: percent predicted, bronchodilator test phases, the right side, hospital days, the time of delivery, a protocol name', () => {
    expect(typeText('FEV1 1.32 L (58% pred). Pre/post bronchodilator spirometry. Gout flare R 1st MTP. Normal RA. Continuous glucose monitor placed. CTA chest (PE protocol).')).to.deep.equal([
      'Observation FEV1',
      'Procedure spirometry',
      'Condition Gout flare',
      'Procedure CTA chest',
    ]);
    expect(typeText('Progress note, HD 16. Give RhoGAM within 72 h of delivery. Prednisone 40 mg daily. On HD 3 times weekly.')).to.deep.equal(['Medication RhoGAM', 'Medication Prednisone', 'Procedure HD']);
  });

  it('reads a pain score written a few words after "pain"', () => {
    const es = extract('Pain reassessed 1/10 at 0415. Pain with dressing change 3/10.');
    expect(es.filter((e) => e.type === 'Observation').map((e) => `${e.text} ${String(e.attributes.value)} ${e.codes[0]!.code}`)).to.deep.equal(['Pain 1 72514-3', 'Pain 3 72514-3']);
  });

  it('finds a urinalysis named before its findings, a blood pressure that allows a drug, and a test "not indicated" as not done', () => {
    expect(extract('UA with large leukocyte esterase, positive nitrite.').map((e) => e.text)).to.deep.equal(['UA', 'leukocyte esterase', 'nitrite']);
    expect(extract('Start lisinopril as BP allows.').map((e) => e.text)).to.deep.equal(['lisinopril', 'BP']);
    expect(extract('Lungs clear; CXR not indicated. UA not indicated given clear source.').map((e) => `${e.text} ${e.polarity}`)).to.deep.equal(['CXR negative', 'UA negative']);
  });

  it('finds the findings of spine, breast, bladder and rhythm reports', () => {
    expect(typeText('L4-L5: disc bulge with moderate foraminal stenosis. Architectural distortion with spiculated margins. Bladder trabeculation. Holter: NSVT, sinus pauses and couplets.').filter((t) => t.startsWith('Condition'))).to.deep.equal([
      'Condition disc bulge',
      'Condition foraminal stenosis',
      'Condition Architectural distortion',
      'Condition spiculated margins',
      'Condition Bladder trabeculation',
      'Condition NSVT',
      'Condition sinus pauses',
      'Condition couplets',
    ]);
  });

  it('reads "FHx:", "SHx:", "Vax:" and "Maternal side:" as the sections they name', () => {
    const subj = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.subject}`);
    expect(subj('FHx: mother - breast cancer at 48.\nSHx: never smoker.\nVax: Tdap 2023.')).to.deep.equal(['breast cancer family_member', 'never smoker patient', 'Tdap patient']);
    expect(subj('Maternal side:\n- Aunt, 60, had a hysterectomy for fibroids.')).to.deep.equal(['hysterectomy family_member', 'fibroids family_member']);
  });

  it('reads a sign glued to the word before it as that word\'s ("triple-negative", "ER-negative"), not as a negation', () => {
    expect(extract('Mother diagnosed with triple-negative breast cancer. ER-negative tumor.').map((e) => `${e.text} ${e.polarity}`)).to.deep.equal(['triple-negative breast cancer positive', 'tumor positive']);
  });

  it('reads the scores of stroke, newborn, rheumatology, rehabilitation and endoscopy notes with their values', () => {
    const es = extract('NIHSS 19. ASPECTS 9. Apgars 8 and 9 at 1 and 5 minutes. Scores: DAS28-CRP 3.4 (moderate), CDAI 12. Boston Bowel Preparation Scale 8 (3/3/2). ACT 286 s.');
    expect(es.map((e) => `${e.text} ${String(e.attributes.value)}`)).to.deep.equal(['NIHSS 19', 'ASPECTS 9', 'Apgars 8', 'DAS28-CRP 3.4', 'CDAI 12', 'Boston Bowel Preparation Scale 8']);
  });

  it('finds the procedures, therapies and plans of ICU, rehabilitation, obstetric and oncology notes', () => {
    expect(typeText('Sedation vacation 0900. SBT deferred. Suctioned q2h. Gait training and NMES. Desires TOLAC. Ortolani and Barlow negative. IMRT 70 Gy. 6MWT 312 m. Asthma action plan updated.').filter((t) => t.startsWith('Procedure'))).to.deep.equal([
      'Procedure Sedation vacation',
      'Procedure SBT',
      'Procedure Suctioned',
      'Procedure Gait training',
      'Procedure NMES',
      'Procedure TOLAC',
      'Procedure Ortolani',
      'Procedure Barlow',
      'Procedure IMRT',
      'Procedure 6MWT',
      'Procedure Asthma action plan',
    ]);
  });

  it('does not make social facts, life events, settings or diets Conditions', () => {
    expect(typeText('Lives with mother and sister. Menarche at 12. Contraception: wants IUD. Admitted to the nursery. Asymptomatic. Tolerating soft diet. Reinforced 2 g sodium diet.')).to.deep.equal(['Procedure IUD']);
  });

  it('codes problem-list and report wording to the concepts annotators choose', () => {
    const codes = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.codes[0]?.code ?? '-'}`);
    expect(codes('Pulmonary nodule. Facial droop. Left heart catheterization. A2 GDM. Stage 2 pressure injury. Blood in stool.')).to.deep.equal([
      'Pulmonary nodule 427359005',
      'Facial droop 280816001',
      'Left heart catheterization 67629009',
      'A2 GDM 46894009',
      'Stage 2 pressure injury 1163220007',
      'Blood in stool 405729008',
    ]);
  });

  it('finds the heart, lung and behavioural findings of exams and reads sacral levels as no heart sound', () => {
    expect(typeText('Heart: irregular, S3, no murmur. Moderate functional MR. QTc prolonged. Pursed lip breathing. HIT unlikely. L5-S1 disc. S3 nerve root. PSA 3.8 ng/mL.')).to.deep.equal([
      'Condition S3',
      'Condition murmur',
      'Condition functional MR',
      'Condition QTc prolonged',
      'Condition Pursed lip breathing',
      'Condition HIT',
      'Observation PSA',
    ]);
  });

  it('reads "nausea and vomiting" as two findings and codes a colon polyp, a severely reduced systolic function and report wording as annotators do', () => {
    const codes = (note: string): string[] => extract(note).map((e) => `${e.text} ${e.codes[0]?.code ?? '-'}`);
    expect(codes('Fever with nausea and vomiting.')).to.deep.equal(['Fever 386661006', 'nausea 422587007', 'vomiting 422400008']);
    expect(codes('Colonoscopy: 6 mm sessile polyp in the ascending colon.')).to.include('polyp 68496003');
    expect(codes('Echo: severely reduced systolic function. PT referral placed.')).to.deep.equal(['Echo 40701008', 'severely reduced systolic function 991000124109', 'PT referral 308447003']);
  });

  it('drops a drug named in a device, a test kit or a susceptibility, a dressing and a corrected gestational age', () => {
    expect(typeText('Deployed everolimus-eluting stent. Fentanyl test strips provided. S. pneumoniae (PCN-susceptible). Calcium alginate to bed. CGA 30+1 wk. Fentanyl 50 mcg IV given.')).to.deep.equal([
      'Procedure stent',
      'Medication Fentanyl',
    ]);
  });
});

