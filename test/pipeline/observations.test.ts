/**
 * Observations as notes write them (issue 18 item 5): lab names with their specimen or short form,
 * measurements of reports, the rate of a rhythm and the blood of a urinalysis. Sentences written for
 * these tests, not taken from a fixture note.
 */
import { expect } from 'chai';
import { extract } from '../../server/pipeline/extract.js';
import type { Entity } from '../../server/pipeline/types.js';

function observations(text: string): Entity[] {
  return extract(text).filter((e) => e.type === 'Observation');
}
function find(text: string, written: string): Entity | undefined {
  return observations(text).find((e) => e.text === written);
}
function codeOf(e: Entity | undefined): string | undefined {
  return e?.codes[0]?.code;
}

describe('observations as notes write them', () => {
  it('finds lab tests named with their specimen or by a short name, coded to the reference lists', () => {
    const text =
      'Stool C. diff toxin was negative and HPV co-test negative. Hep B core antibody nonreactive, anti-dsDNA 85 IU/mL, ' +
      'HbF 9%, AMH 2.1 ng/mL, carboxyhemoglobin 4%, base deficit -6, bands 12%. Rectal temp 39.4 C; UA: SG 1.022.';
    expect(codeOf(find(text, 'Stool C. diff toxin'))).to.equal('34713-8');
    expect(codeOf(find(text, 'HPV co-test'))).to.equal('11083-3');
    expect(codeOf(find(text, 'Hep B core antibody'))).to.equal('13952-7');
    expect(codeOf(find(text, 'anti-dsDNA'))).to.equal('5130-0');
    expect(find(text, 'anti-dsDNA')?.attributes.value).to.equal(85);
    expect(codeOf(find(text, 'HbF'))).to.equal('4576-5');
    expect(codeOf(find(text, 'AMH'))).to.equal('38476-8');
    expect(codeOf(find(text, 'carboxyhemoglobin'))).to.equal('20563-3');
    expect(codeOf(find(text, 'base deficit'))).to.equal('30318-0');
    expect(codeOf(find(text, 'bands'))).to.equal('26508-2');
    expect(codeOf(find(text, 'Rectal temp'))).to.equal('8332-9');
    expect(codeOf(find(text, 'SG'))).to.equal('5811-5');
    // the disease named inside the test's name is no condition
    expect(extract(text).some((e) => e.type === 'Condition' && /diff/i.test(e.text))).to.equal(false);
  });

  it('finds the measurements of ventilator, CGM, echo and anthropometric reports, uncoded where the lists have no code', () => {
    const text =
      'Vent: PEEP 10, Pplat 24, P/F 180. CGM: time in range 64%, TBR 2%, GMI 7.4%. Echo: IVS 1.3 cm, TRV 3.1 m/s, LAVI 41 mL/m2. ' +
      'Waist circumference 98 cm, neck circumference 43 cm. Fecal calprotectin 310, FENa 0.4%.';
    for (const written of ['PEEP', 'Pplat', 'P/F', 'time in range', 'TBR', 'GMI', 'IVS', 'TRV', 'LAVI', 'Waist circumference', 'neck circumference', 'Fecal calprotectin', 'FENa']) {
      const e = find(text, written);
      expect(e, written).to.not.equal(undefined);
      expect(e!.codes, written).to.deep.equal([]);
      expect(e!.attributes.value, written).to.be.a('number');
    }
  });

  it('needs a value for the short names that have other senses', () => {
    // "waist" and "PEEP" as plain words, with no measurement after them
    expect(find('Bends forward at the waist to tie his shoes.', 'waist')).to.equal(undefined);
    expect(find('Will wean PEEP as tolerated.', 'PEEP')).to.equal(undefined);
    expect(find('PEEP 8, FiO2 40%.', 'PEEP')?.attributes.value).to.equal(8);
  });

  it('reads the rate of a rhythm as the heart rate, not an infusion rate or a named rate', () => {
    const ecg = find('ECG: sinus tachycardia, rate 122, no ST elevation.', 'rate');
    expect(codeOf(ecg)).to.equal('8867-4');
    expect(ecg?.attributes.value).to.equal(122);
    expect(codeOf(find('Holter: atrial fibrillation throughout, average rate 88, max 140.', 'rate'))).to.equal('8867-4');
    expect(find('In atrial fibrillation; heparin infusion rate 18 units/kg/h.', 'rate')).to.equal(undefined);
    expect(find('Atrial fibrillation with ventricular rate 130.', 'rate')).to.equal(undefined);
    expect(find('Discussed rate 5 of readmission in the clinic.', 'rate')).to.equal(undefined);
  });

  it('reads blood in a urinalysis as its dipstick hemoglobin, not blood cultures or pressure', () => {
    expect(codeOf(find('Urinalysis: pH 6.0, trace protein, moderate blood, no nitrite.', 'blood'))).to.equal('5794-3');
    expect(codeOf(find('UA negative for leukocytes, nitrite and blood.', 'blood'))).to.equal('5794-3');
    expect(codeOf(find('UA: SG 1.010, no blood.', 'blood'))).to.equal('5794-3');
    expect(find('UA and blood cultures were sent.', 'blood')).to.equal(undefined);
    expect(find('Blood was drawn for a CBC.', 'blood')).to.equal(undefined);
  });

  it('reads a value written after a verb, a time or a qualifier between the name and the number', () => {
    const cases: Array<[string, string, number]> = [
      ['Creatinine peaked 3.1 on day 2.', 'Creatinine', 3.1],
      ['Temp spiked 39.2 C overnight.', 'Temp', 39.2],
      ['Her A1c in March was 8.4%.', 'A1c', 8.4],
      ['Holter: HR min 41, max 150.', 'HR', 41],
      ['SpO2 back to 95% after suctioning.', 'SpO2', 95],
      ['Resting sat at discharge 93% on room air.', 'sat', 93],
      ['LV function reduced, EF estimated 35%.', 'EF', 35],
      ['Potassium this morning 5.9.', 'Potassium', 5.9],
      ['Lactate down-trended to 2.2.', 'Lactate', 2.2],
    ];
    for (const [text, written, value] of cases) expect(find(text, written)?.attributes.value, text).to.equal(value);
    // a time is still no value, and a bare vital-sign word with none is no entity
    expect(find('Recheck A1c in 3 months.', 'A1c')?.attributes.value).to.equal(undefined);
    expect(find('Temp spiked overnight; no value recorded.', 'Temp')).to.equal(undefined);
  });

  it('reads the use of a named substance, and its denial, beside the other drug-use findings of a sentence', () => {
    const use = (text: string) => observations(text).filter((e) => e.attributes.valueCode && (e.attributes.valueCode as { code: string }).code === '307052004');
    expect(use('Smokes marijuana most nights; no IV drug use.').map((e) => [e.text, e.polarity])).to.deep.include(['Smokes marijuana most nights', 'positive']);
    expect(use('He tried cocaine once in college.').map((e) => e.text)).to.deep.equal(['tried cocaine']);
    expect(use('Rare cannabis edibles, none this year.').map((e) => e.text)).to.deep.equal(['Rare cannabis edibles']);
    expect(use('No meth or other stimulants.').map((e) => [e.text, e.polarity])).to.deep.equal([['meth', 'negative']]);
    expect(use('Never tried heroin.').map((e) => [e.text, e.polarity])).to.deep.equal([['heroin', 'negative']]);
    expect(use('No heroin use.').every((e) => e.polarity === 'negative')).to.equal(true);
    // a substance inside a denial of drug use is that finding, not one of its own; a drug screen result is no use
    expect(use('Denies cocaine or other drug use.').map((e) => e.text)).to.not.include('cocaine');
    expect(use('Urine drug screen positive for cocaine.')).to.deep.equal([]);
    // a medicine not given is no drug use
    expect(use('No opioids for pain.')).to.deep.equal([]);
  });

  it('reads the PR and QT intervals of an ECG, not the progesterone receptor or a rectal route', () => {
    const ecg = 'EKG: sinus bradycardia 52, PR 214 ms, QT 420, QTc 431.';
    expect(find(ecg, 'PR')?.attributes.value).to.equal(214);
    expect(find(ecg, 'QT')?.attributes.value).to.equal(420);
    expect(find(ecg, 'PR')?.codes).to.deep.equal([]);
    expect(find('PR 176, QRS 88, QTc 452.', 'PR')?.attributes.value).to.equal(176);
    expect(find('Tumor ER positive 90%, PR 20%, HER2 negative.', 'PR')).to.equal(undefined);
    expect(find('Acetaminophen 650 mg PR q6h for fever.', 'PR')).to.equal(undefined);
  });

  it('finds coagulation, growth-factor, serology, smear and fluid-study names by their short forms, coded to the written test', () => {
    const text =
      'IGF-1 98 ng/mL, IGFBP-3 2.9 mg/L. Factor VIII 92%, factor IX 88%, VWF antigen normal, ristocetin cofactor 40%. ' +
      'Varicella IgG positive, measles IgG positive, HBsAg negative, HIV Ab nonreactive. Sputum AFB smear 2+. Stool O&P pending. ' +
      'Femoral neck T-score -2.2; total hip T-score -1.9; lumbar spine T-score -2.6. Urinalysis dipstick negative.';
    expect(codeOf(find(text, 'IGF-1'))).to.equal('2484-4');
    expect(codeOf(find(text, 'IGFBP-3'))).to.equal('2483-6');
    expect(codeOf(find(text, 'Factor VIII'))).to.equal('3209-4');
    expect(codeOf(find(text, 'factor IX'))).to.equal('3187-2');
    expect(codeOf(find(text, 'VWF antigen'))).to.equal('27816-8');
    expect(codeOf(find(text, 'ristocetin cofactor'))).to.equal('6014-5');
    expect(codeOf(find(text, 'Varicella IgG'))).to.equal('19162-7');
    expect(codeOf(find(text, 'measles IgG'))).to.equal('20479-2');
    // a test written without its method is the method-agnostic code
    expect(codeOf(find(text, 'HBsAg'))).to.equal('5195-3');
    expect(codeOf(find(text, 'HIV Ab'))).to.equal('7918-6');
    expect(codeOf(find(text, 'Sputum AFB smear'))).to.equal('11545-1');
    expect(codeOf(find(text, 'Stool O&P'))).to.equal('10704-5');
    expect(codeOf(find(text, 'Femoral neck T-score'))).to.equal('38263-0');
    expect(codeOf(find(text, 'total hip T-score'))).to.equal('38264-8');
    expect(codeOf(find(text, 'lumbar spine T-score'))).to.equal('38267-1');
    expect(codeOf(find(text, 'Urinalysis dipstick'))).to.equal('24357-6');
    expect(extract(text).some((e) => e.type === 'Condition')).to.equal(false);
  });

  it('codes a fluid study written as "pleural LDH" in the fluid, and a salicylate result as its level', () => {
    const text = 'Preliminary: pleural LDH 412 U/L, pleural protein 4.1 g/dL, glucose 88 mg/dL, pH 7.38. Serum LDH 200 U/L.';
    expect(observations(text).map((e) => `${e.text} ${codeOf(e)}`)).to.deep.equal(['LDH 2529-6', 'protein 2881-1', 'glucose 2344-0', 'pH 2748-2', 'LDH 2532-0']);
    const salicylate = find('Salicylate: <3 mg/dL (undetectable).', 'Salicylate');
    expect(codeOf(salicylate)).to.equal('4024-6');
    expect(salicylate?.attributes.comparator).to.equal('<');
  });

  it('finds sleep-study and CSF pressure measures uncoded with their units, not a valve setting', () => {
    const text = 'Total AHI 47.3/h. RDI 52.0/h. Sleep efficiency 82.8%. Sleep latency 9 min. Opening pressure 38 cm H2O; closing pressure 17 cm H2O.';
    expect(observations(text).map((e) => `${e.text} ${e.attributes.value} ${e.attributes.unit} ${e.codes.length}`)).to.deep.equal([
      'Total AHI 47.3 /h 0',
      'RDI 52 /h 0',
      'Sleep efficiency 82.8 % 0',
      'Sleep latency 9 min 0',
      'Opening pressure 38 cm[H2O] 0',
      'closing pressure 17 cm[H2O] 0',
    ]);
    expect(observations('The valve was set to an opening pressure of 10.')).to.deep.equal([]);
  });

  it('keeps a short test name without a value where it is monitored, planned for a time or listed with other tests', () => {
    const names = (note: string) => observations(note).map((e) => e.text);
    expect(names('Post-op bed with continuous SpO2.')).to.deep.equal(['SpO2']);
    expect(names('Return visit 4 weeks; A1c in 3 months.')).to.deep.equal(['A1c']);
    expect(names('CBC, lactate, blood cx x2, UA, CXR ordered.')).to.deep.equal(['CBC', 'lactate', 'blood cx', 'UA']);
    expect(names('Continuous remote monitoring (SpO2, HR, RR via wearable patch) overnight.')).to.deep.equal(['SpO2', 'HR', 'RR']);
    // (not a side written after a procedure, nor a lower-case word before a test)
    expect(names('Procedure: closed reduction, R anterior shoulder dislocation.')).to.deep.equal([]);
    expect(names('SPEP no monoclonal band, tTG-IgA negative.')).to.deep.equal(['SPEP', 'tTG-IgA']);
  });
});

