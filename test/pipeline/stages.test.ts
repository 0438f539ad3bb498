/**
 * The extraction stages through their module APIs, as tables: candidates, overlap resolution across
 * types, sense by setting, context, attributes (medication status), coding and the findings rules.
 * The rules are data: a row added to a rule file changes the outcome with no code change.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { addContextRules, defaultContextRules, parseTriggers } from '../../server/pipeline/context.js';
import { engineVersion } from '../../server/pipeline/engine-version.js';
import { extract, extractWith } from '../../server/pipeline/extract.js';
import { defaultMedicationStatusRules, medicationStatus, parseMedicationStatusRules } from '../../server/pipeline/medication-status.js';
import { literalFilters } from '../../server/pipeline/literal-filter.js';
import { tokenizeWords, WordTable } from '../../server/pipeline/tokenize.js';
import { defaultEngineRules, parseOverlapRules, parseSenseRules } from '../../server/pipeline/rules.js';
import { findCandidates } from '../../server/pipeline/stage-candidates.js';
import { defaultFindingRules } from '../../server/pipeline/stage-findings.js';
import { resolveOverlaps } from '../../server/pipeline/stage-overlap.js';
import type { Entity } from '../../server/pipeline/types.js';
import { defaultVocabulary, VOCABULARY_DIR } from '../../server/pipeline/vocabulary.js';

const summary = (es: Entity[]): string[] => es.map((e) => `${e.type} ${e.text} ${e.polarity}${e.subject === 'patient' ? '' : ` ${e.subject}`}`);
const curated = (file: string): string => readFileSync(`${VOCABULARY_DIR}/curated/${file}`, 'utf8');

describe('pipeline stages', () => {
  describe('candidates', () => {
    it('places every vocabulary match in its sentence and reads the note setting once', () => {
      const doc = findCandidates(defaultVocabulary(), defaultContextRules(), defaultEngineRules(), 'G2P1 at 36w2d. Chronic HTN on labetalol.')!;
      expect(doc.cands.map((c) => doc.text.slice(c.start, c.end))).to.include.members(['HTN', 'labetalol']);
      for (const c of doc.cands) expect(c.sentence!.start <= c.start && c.end <= c.sentence!.end).to.equal(true);
      expect([...doc.setting]).to.include.members(['obstetric', 'obstetric_note']);
      expect(findCandidates(defaultVocabulary(), defaultContextRules(), defaultEngineRules(), 'Nothing here.')).to.equal(undefined);
    });
  });

  describe('overlap resolution across types', () => {
    const table: Array<[string, string[]]> = [
      ['PHQ-9 depression screen done.', ['Observation PHQ-9 positive']],
      ['Follow up in heart failure clinic.', []],
      ['Asthma action plan reviewed.', ['Procedure Asthma action plan positive']],
      ['Breast cancer screening is due.', ['Procedure Breast cancer screening positive']],
      ['PHQ-9 depression screen was 14.', ['Observation PHQ-9 positive']],
      ['Wells score for DVT was 1.', []],
      ['Flovent HFA 110 mcg inhaler 2 puffs BID.', ['Medication Flovent positive']],
      ['Febrile seizures as a child.', ['Condition Febrile seizures positive']],
      ['H. pylori testing on gastric biopsies.', ['Procedure biopsies positive']],
      // (the serology and the toxin assay are tests of their own, as the annotated sets mark them: Observations)
      ['Hepatitis B serology sent.', ['Observation Hepatitis B serology positive']],
      ['Stool positive for C. diff toxin.', ['Observation C. diff toxin positive']],
    ];
    for (const [note, want] of table) it(`"${note}"`, () => expect(summary(extract(note))).to.deep.equal(want));

    it('an overlap rule is a row: resolveOverlaps drops the contained concept only when a row says so', () => {
      const text = 'Diabetes center visit.';
      const none = findCandidates(defaultVocabulary(), defaultContextRules(), { sense: [], overlap: [], specimen: [] }, text)!;
      resolveOverlaps(none);
      expect(none.cands).to.have.length(1);
      const rules = { sense: [], specimen: [], overlap: parseOverlapRules('inner_kind\tbefore\tafter\temit\texample\ncondition\t\t\\s*center\\b\tnone\t"diabetes center"\n') };
      const withRow = findCandidates(defaultVocabulary(), defaultContextRules(), rules, text)!;
      resolveOverlaps(withRow);
      expect(withRow.cands).to.have.length(0);
    });
  });

  describe('sense by setting', () => {
    const table: Array<[string, string[]]> = [
      ['Last fall she had pneumonia.', ['Condition pneumonia positive']],
      ['She had a fall yesterday.', ['Condition fall positive']],
      ['Induction chemotherapy with 7+3 started for AML.', ['Procedure Induction chemotherapy positive', 'Condition AML positive']],
      ['EGFR mutation positive adenocarcinoma.', ['Condition adenocarcinoma positive']],
      ['eGFR 45.', ['Observation eGFR positive']],
      ['She runs marathon races.', []],
      ['HD #3, doing well.', []],
      ['PSHx: appendectomy under GA, uneventful.', ['Procedure appendectomy positive', 'Procedure GA positive']],
      ['GA 39+2 by dates.', []],
      ['Soft systolic murmur, no radiation to carotids.', ['Condition Soft systolic murmur positive']],
      ['Post-radiation hypothyroidism.', ['Condition hypothyroidism positive']],
      ['Prazosin causing orthostatic symptoms.', ['Medication Prazosin positive', 'Condition orthostatic symptoms positive']],
      ['Lungs: CTA bilaterally. Contrast allergy complicates CTA.', ['AllergyIntolerance Contrast positive', 'Procedure CTA positive']],
      ['Aggressive IS, ambulate QID. THE PATIENT IS WELL.', ['Procedure IS positive']],
      // a line, a shot or a transfusion named as a place, a cause or a time is no procedure done
      ['Port site healed; labs drawn through the R arm PICC.', []],
      ['Pre-transfusion hemoglobin 6.9; transfusion-dependent since May.', ['Observation hemoglobin positive']],
      ['PICC placed in the L basilic vein.', ['Procedure PICC positive']],
      // (the finding Cold extremities written as a predicate is found; the common cold is not read into it)
      ['Younger brother has a cold. Extremities cold.', ['Condition cold positive family_member', 'Condition Extremities cold positive']],
      ['Abd: soft, mildly distended. Distended neck veins.', ['Condition distended positive']],
      ['COPD - no exacerbation.', ['Condition COPD positive', 'Condition exacerbation negative']],
    ];
    for (const [note, want] of table) it(`"${note}"`, () => expect(summary(extract(note))).to.deep.equal(want));

    it('every row of sense-rules.tsv compiles, and a new sense is a new row', () => {
      const rows = parseSenseRules(curated('sense-rules.tsv'));
      expect(rows.length).to.be.greaterThan(50);
      const note = 'She had a fall at the ballet.';
      expect(summary(extract(note))).to.deep.equal(['Condition fall positive']);
      const extra = parseSenseRules('surface\tflags\tkind\tcode\tmax_tokens\tsetting\tbefore\tafter\tsentence\taction\texample\nfalls?\t\t\t\t\t\t\t^\\s+at\\s+the\\s+ballet\\b\t\tdrop\ta test row\n');
      const rules = { ...defaultEngineRules(), sense: [...rows, ...extra] };
      expect(extractWith(defaultVocabulary(), defaultContextRules(), note, rules)).to.deep.equal([]);
    });
  });

  describe('context', () => {
    const table: Array<[string, string[]]> = [
      ['Blood film -ve for malaria.', ['Condition malaria negative']],
      ['Picture not consistent with pneumonia.', ['Condition pneumonia negative']],
      ['No chest pain; she reports dyspnea.', ['Condition chest pain negative', 'Condition dyspnea positive']],
      ['Denies chest pain: dyspnea noted on exertion.', ['Condition chest pain negative', 'Condition dyspnea positive']],
      ['Denies: fever, chills.', ['Condition fever negative', 'Condition chills negative']],
      ['No fever (or chills), cough.', ['Condition fever negative', 'Condition chills negative', 'Condition cough negative']],
      ["Given her father's colon cancer, a colonoscopy was ordered.", ['Condition colon cancer positive family_member', 'Procedure colonoscopy positive']],
      ['No orthopnea, trace ankle edema.', ['Condition orthopnea negative', 'Condition trace ankle edema positive']],
      ['No fracture, dislocation, or large effusion.', ['Condition fracture negative', 'Condition dislocation negative', 'Condition effusion negative']],
      ['Heart racing or skipping beats? N', ['Condition Heart racing negative']],
      ['Chest pain during exercise? Y', ['Condition Chest pain positive']],
      ['[ ] Type 2 diabetes - no [ ] Gallstones - no', ['Condition Type 2 diabetes negative', 'Condition Gallstones negative']],
      ['Occasional PVCs - No ST elevation.', ['Condition PVCs positive', 'Condition ST elevation negative']],
      ['HEENT: Clear rhinorrhea. Lungs clear.', ['Condition rhinorrhea positive']],
      ['Chest x-ray: pneumonia clear.', ['Procedure Chest x-ray positive', 'Condition pneumonia negative']],
      ['D-dimer not sent (low pretest probability).', ['Observation D-dimer negative']],
      ['Pt seen. D-dimer: not sent.', ['Observation D-dimer negative']],
      ['Head CT not ordered per NEXUS rules.', ['Procedure Head CT negative']],
      ['Hepatitis B series not started.', ['Immunization Hepatitis B series negative']],
      ['Allergic to amoxicillin (rash), took azithromycin previously without problems.', ['AllergyIntolerance amoxicillin positive', 'AllergyIntolerance azithromycin negative']],
    ];
    for (const [note, want] of table) it(`"${note}"`, () => expect(summary(extract(note))).to.deep.equal(want));

    it('"low suspicion for" and "less likely" make a finding possible, not present', () => {
      for (const note of ['Low suspicion for PE.', 'PE less likely.']) {
        const [pe] = extract(note);
        expect(pe!.attributes.certainty, note).to.equal('possible');
      }
    });

    it('a context rule is a row, with its allowed types and scope', () => {
      const base = readFileSync(`${VOCABULARY_DIR}/context-triggers.tsv`, 'utf8');
      const note = 'Hep B titer pending; cleared of hepatitis B.';
      const without = addContextRules(parseTriggers(base), curated('context-rules.tsv'));
      expect(summary(extractWith(defaultVocabulary(), without, note)).at(-1)).to.equal('Condition hepatitis B positive');
      const header = 'literal\tcategory\tdirection\tallowed_types\tmax_scope\tterminated_by\texample\n';
      const withRow = addContextRules(parseTriggers(base), curated('context-rules.tsv') + 'cleared of\tNEGATED_EXISTENCE\tFORWARD\tCondition\t3\t\t"cleared of X"\n');
      expect(summary(extractWith(defaultVocabulary(), withRow, note)).at(-1)).to.equal('Condition hepatitis B negative');
      const otherType = addContextRules(parseTriggers(base), header + 'cleared of\tNEGATED_EXISTENCE\tFORWARD\tMedication\t3\t\t"cleared of X"\n');
      expect(summary(extractWith(defaultVocabulary(), otherType, note)).at(-1)).to.equal('Condition hepatitis B positive');
    });
  });

  describe('attributes: medication status', () => {
    const table: Array<[string, string, 'positive' | 'negative']> = [
      ['Hold warfarin tonight.', 'held', 'positive'],
      ['Warfarin held for procedure.', 'held', 'positive'],
      ['She is not taking metformin.', 'not_taking', 'negative'],
      ['Never started lisinopril.', 'not_taking', 'negative'],
      ['Avoid ibuprofen.', 'avoid', 'positive'],
      ['Discontinue lisinopril.', 'stopped', 'positive'],
      ['Start atorvastatin.', 'planned', 'positive'],
      ['Patient declined statin therapy.', 'declined', 'negative'],
      ['Continue metformin.', 'active', 'positive'],
      ['She was prescribed roflumilast but never started it.', 'not_taking', 'negative'],
      ['Nicotine patch offered but declined.', 'declined', 'negative'],
      ['Has not yet used the estradiol cream.', 'not_taking', 'negative'],
      ['Bupropion not used (seizure history).', 'not_taking', 'negative'],
      // "no X" written with why or until when is a drug to avoid; a dose form between the drug and its status
      ['No ibuprofen or other NSAIDs while on warfarin.', 'avoid', 'positive'],
      ['No NSAIDs d/t CKD.', 'avoid', 'positive'],
      ['Avoid further nephrotoxins: no NSAIDs, no IV contrast if avoidable.', 'avoid', 'positive'],
      ['Vitamin D drops not given.', 'not_taking', 'negative'],
    ];
    for (const [note, status, polarity] of table) {
      it(`"${note}" -> ${status}, ${polarity}`, () => {
        const med = extract(note).find((e) => e.type === 'Medication')!;
        expect(med.attributes.medicationStatus).to.equal(status);
        expect(med.polarity).to.equal(polarity);
      });
    }

    it('a drug not advised, not recommended, not available or not stocked is negative; a "no X" without a reason stays not given', () => {
      const meds = (note: string) => extract(note).filter((e) => e.type === 'Medication').map((e) => `${e.text} ${e.polarity} ${e.attributes.medicationStatus ?? '-'}`);
      expect(meds('Metoclopramide not advised given anxiety history.')).to.deep.equal(['Metoclopramide negative -']);
      expect(meds('Prednisone 40 mg PO x1 given (dexamethasone not stocked).')).to.deep.equal(['Prednisone positive -', 'dexamethasone negative -']);
      expect(meds('Olanzapine 10 mg IM given (no haloperidol given allergy).')).to.deep.equal(['Olanzapine positive -', 'haloperidol negative -']);
      expect(meds('We discussed IV antibiotics if oral antibiotics are not given early enough.')).to.deep.equal(['IV antibiotics positive -', 'oral antibiotics positive -']);
    });

    it('every status row names a documented status, and the first matching row wins', () => {
      const rows = defaultMedicationStatusRules();
      expect(rows.length).to.be.greaterThan(10);
      expect(medicationStatus(rows, 'Plan: hold ', 0, ' tonight', 20)).to.deep.include({ status: 'held', polarity: 'positive' });
      expect(() => parseMedicationStatusRules('status\tpolarity\tside\tpattern\texample\npaused\tpositive\tbefore\tx$\t\n')).to.throw(/unknown status/);
    });

    it('skips the rows whose literals the note\'s words lack, and only those', () => {
      const rows = defaultMedicationStatusRules();
      const table = new WordTable();
      const note = 'Plan: hold warfarin tonight';
      const open = literalFilters.open(tokenizeWords(note, table));
      // (a row with no literal the filter can read has none, -1, and always runs)
      expect(rows.filter((r) => r.filter >= 0).length).to.be.greaterThan(rows.length / 2);
      expect(rows.find((r) => r.status === 'held' && r.side === 'before')!.filter).to.be.at.least(0);
      expect(medicationStatus(rows, 'Plan: hold ', 0, ' tonight', 20, open)).to.deep.include({ status: 'held', polarity: 'positive' });
      // (a note whose words open no filter runs only the rows without one)
      expect(medicationStatus(rows, 'Plan: hold ', 0, ' tonight', 20, new Uint8Array(open.length))).to.equal(undefined);
    });
  });

  describe('coding', () => {
    const codes = (note: string) => extract(note).map((e) => `${e.type} ${e.text} ${e.codes.map((c) => c.code).join('+') || '-'}`);
    const table: Array<[string, string[]]> = [
      // British and international drug names, British spellings, "disease" for "disorder", Greek plurals
      ['Paracetamol 1 g QDS, co-trimoxazole 480 mg, salbutamol inhaler.', ['Medication Paracetamol 161', 'Medication co-trimoxazole 10180+10829+10831', 'Medication salbutamol 435']],
      ['Her aunt had coeliac disease; no family history of von Willebrand disease.', ['Condition coeliac disease 396331005', 'Condition von Willebrand disease 128105004']],
      ['Two actinic keratoses on the scalp.', ['Condition actinic keratoses 201101007']],
      // drug classes in an allergy list: the class substance; in a plan: an uncoded Medication
      ['Allergies: ACE inhibitors (angioedema).\nPlan: continue statin.', ['AllergyIntolerance ACE inhibitors 372733002', 'Medication statin -']],
      // a position or limb between a vital sign and its value
      ['BP supine 128/78. BP sitting 102/58.', ['Observation BP 85354-9', 'Observation BP 85354-9']],
      // drugs, regimens and contraceptives the reference lists have no ingredient for are uncoded Medications; intravesical BCG is a drug, the BCG of a TB history no entity
      [
        'Bladder cancer: induction intravesical BCG x6, then maintenance BCG. TB: started RIPE; pyrazinamide and ethambutol for 2 months.',
        ['Condition Bladder cancer 399326009', 'Medication intravesical BCG -', 'Medication BCG -', 'Condition TB 56717001', 'Medication RIPE -', 'Medication pyrazinamide -', 'Medication ethambutol -'],
      ],
      ['Chest X-ray and TST are not useful after BCG.', ['Procedure Chest X-ray 399208008', 'Procedure TST 424294008']],
      ['Contraception: combined pill (Sprintec) stopped; considering LNG-IUD or DMPA.', ['Medication combined pill -', 'Medication Sprintec 4124', 'Medication LNG-IUD -', 'Medication DMPA 6691']],
      // a dilution after a drug is its strength in the mixture, not a level of the lab test
      ['Infiltrated with 1% lidocaine with epinephrine 1:100,000.', ['Medication lidocaine 6387', 'Medication epinephrine 3992']],
      ['Tylenol PM at bedtime; FOLFIRINOX cycle 3; IVIG 2 g/kg.', ['Medication Tylenol PM 161+3498+214181', 'Medication FOLFIRINOX -', 'Medication IVIG -']],
      // contrast avoided or given is an uncoded Medication; contrast injected during a study, or a study done without it, is none
      ['Avoid NSAIDs and IV contrast.', ['Medication NSAIDs -', 'Medication IV contrast -']],
      ['25 mL of contrast was injected.', []],
      // "R" beside "L" is the right side of a paired measurement, ATP beside VT or shocks is anti-tachycardia pacing, "sugar" after diabetes the patient's word for it
      ['Grip (Jamar): L 9 kg, R 27 kg. T 98.6 P 80 R 16 BP 120/80.', ['Observation T 8310-5', 'Observation P 8867-4', 'Observation R 9279-1', 'Observation BP 85354-9']],
      ['Monomorphic VT x1, treated successfully with ATP; no shock.', ['Condition Monomorphic VT 251158004', 'Condition shock 27942005']],
      ['Has diabetes ("sugar") and high blood pressure.', ['Condition diabetes 73211009', 'Condition high blood pressure 38341003']],
    ];
    for (const [note, want] of table) it(`"${note}"`, () => expect(codes(note)).to.deep.equal(want));

    it('spans a study with its region, side and technique, and a procedure with how it is done', () => {
      const procs = (note: string) => extract(note).filter((e) => e.type === 'Procedure').map((e) => e.text);
      expect(procs('Got an X-ray L wrist and MRI R hip; then a CTA head/neck with CT perfusion.')).to.deep.equal(['X-ray L wrist', 'MRI R hip', 'CTA head/neck', 'CT perfusion']);
      expect(procs('Knee X-rays show effusion. R ankle x-ray unremarkable. Ankle X-ray L pending.')).to.deep.equal(['Knee X-rays', 'R ankle x-ray', 'Ankle X-ray L']);
      // two studies written apart stay two
      expect(procs('CT head / c-spine today.')[0]).to.equal('CT head');
      expect(procs('Portable CXR and bedside echo done; random biopsies taken at flexible sigmoidoscopy.')).to.deep.equal(['Portable CXR', 'bedside echo', 'random biopsies', 'flexible sigmoidoscopy']);
      expect(procs('History: R 3rd toe amputation, bilateral salpingectomy. Plan: continuous telemetry, surgical revascularization.')).to.deep.equal([
        'R 3rd toe amputation',
        'bilateral salpingectomy',
        'continuous telemetry',
        'surgical revascularization',
      ]);
    });

    it('reads a monitoring as the monitor put on, an assessment as an evaluation, and short names of checks and studies', () => {
      const procs = (note: string) => extract(note).filter((e) => e.type === 'Procedure').map((e) => `${e.text} ${e.codes.map((c) => c.code).join('+')}`);
      expect(procs('On cardiac monitor with neuro checks q2h; hearing evaluation and VFSS tomorrow.')).to.deep.equal([
        'cardiac monitor 23852006',
        'neuro checks 225398001',
        'hearing evaluation 427247008',
        'VFSS 241149003',
      ]);
    });

    it('keeps a count in the span of a bypass (its grafts), not of other procedures (how often)', () => {
      const procs = (note: string) => extract(note).filter((e) => e.type === 'Procedure').map((e) => e.text);
      expect(procs('PSH: CABG x2 in 2015, cesarean section x3.')).to.deep.equal(['CABG x2', 'cesarean section']);
    });

    it('reads a referral by the specialty, the specialist or the service, coded to the reference lists\' referral', () => {
      const refs = (note: string) => extract(note).filter((e) => e.type === 'Procedure').map((e) => `${e.text} ${e.codes.map((c) => c.code).join('+')}`);
      expect(refs('Plan: referral to nephrology. Rheumatology referral sent. Will refer to podiatry.')).to.deep.equal([
        'referral to nephrology 306286007',
        'Rheumatology referral 306290009',
        'refer to podiatry 308451001',
      ]);
      // a field one letter from another is not misread as it
      expect(refs('Referred to hepatology for HCV.')).to.deep.equal([]);
    });

    it('codes the written specificity, joins combination products and gives stable ids', () => {
      const es = extract('Amoxicillin-clavulanate 875 mg BID. Migraine without aura.');
      expect(es.map((e) => `${e.text} ${e.codes.map((c) => c.code).join('+')}`)).to.deep.equal(['Amoxicillin-clavulanate 48203+723+19711', 'Migraine without aura 56097005']);
      expect(extract('Amoxicillin-clavulanate 875 mg BID. Migraine without aura.').map((e) => e.id)).to.deep.equal(es.map((e) => e.id));
    });
  });

  describe('findings users expect', () => {
    const row = (note: string) =>
      extract(note).map((e) => `${e.type} "${e.text}" ${e.codes[0]?.code ?? '-'} ${(e.attributes.valueCode as { code?: string } | undefined)?.code ?? '-'} ${e.attributes.value ?? '-'} ${e.polarity}`);
    const table: Array<[string, string[]]> = [
      ['Former smoker, quit 2015.', ['Observation "Former smoker" 72166-2 8517006 - positive']],
      ['Never smoked.', ['Observation "Never smoked" 72166-2 266919005 - positive']],
      ['Smokes 1 ppd.', ['Observation "Smokes 1 ppd" 72166-2 449868002 - positive']],
      ['Denies tobacco use.', ['Observation "Denies tobacco use" 72166-2 8392000 - positive']],
      ['Drinks 2 beers a day.', ['Observation "Drinks 2 beers a day" 11287-0 - 2 positive']],
      ['Social drinker.', ['Observation "Social drinker" - 28127009 - positive']],
      ['Denies tobacco, alcohol, or drug use.', ['Observation "Denies tobacco" 72166-2 8392000 - positive', 'Observation "alcohol" - 105542008 - positive', 'Observation "drug use" - 307052004 - negative']],
      ['No IV drug use.', ['Observation "No IV drug use" - 413096007 - positive']],
      ['Allergies: NKDA.', ['AllergyIntolerance "NKDA" 716186003 - - positive']],
      ['PHQ-9 score 14. GAD-7 of 8. MoCA 26/30.', ['Observation "PHQ-9" 44261-6 - 14 positive', 'Observation "GAD-7" 70274-6 - 8 positive', 'Observation "MoCA" 72172-0 - 26 positive']],
      ['History of IV drug abuse.', ['Condition "IV drug abuse" 228388006 - - positive']],
      ['He drinks 4-5 beers on weekends.', ['Observation "drinks 4-5 beers on weekends" 11287-0 - 4 positive']],
      ['Alcohol rarely. No drugs.', ['Observation "Alcohol rarely" - 219006 - positive', 'Observation "drugs" - 307052004 - negative']],
      ['Occasional glass of wine.', ['Observation "Occasional glass of wine" - 219006 - positive']],
      ['She continues to smoke about 10 cigarettes a day.', ['Observation "continues to smoke about 10 cigarettes a day" 72166-2 449868002 - positive']],
      ['Tobacco: never. EtOH: rare. Occasional wine.', ['Observation "Tobacco: never" 72166-2 266919005 - positive', 'Observation "EtOH: rare" - 219006 - positive', 'Observation "Occasional wine" - 219006 - positive']],
      ['Sherry 1 glass nightly. He has a couple of beers on the weekend.', ['Observation "Sherry 1 glass nightly" 11287-0 - 1 positive', 'Observation "a couple of beers on the weekend" - 28127009 - positive']],
      ['Alcohol about 6 units a week.', ['Observation "Alcohol about 6 units a week" - 219006 - positive']],
      ['Mood good; GAD-7 today 6.', ['Observation "GAD-7" 70274-6 - 6 positive']],
      ['Plan: 3. Tobacco use - nicotine patch. 4. Tobacco use disorder.', ['Observation "Tobacco use" 72166-2 77176002 - positive', 'Medication "nicotine patch" 7407 - - positive', 'Condition "Tobacco use disorder" 89765005 - - positive']],
    ];
    for (const [note, want] of table) it(`"${note}"`, () => expect(row(note)).to.deep.equal(want));

    it('smoking status gives pack-years when written, and every findings row has a code of the reference lists', () => {
      expect(extract('Former smoker (40 pack-years, quit 2019).')[0]!.attributes.packYears).to.equal(40);
      expect(defaultFindingRules().length).to.be.greaterThan(30);
    });
  });

  it('engineVersion names the release and a hash of the vocabulary and rules', () => {
    expect(engineVersion()).to.match(/^\d+\+[0-9a-f]{12}$/);
    expect(engineVersion()).to.equal(engineVersion());
  });
});
