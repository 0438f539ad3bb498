/**
 * Procedures and immunizations as notes write them (found in the errors of the unseen note sets):
 * an imaging modality guiding a procedure, short names of tests and therapies, procedure words that
 * name no procedure done, and vaccines named as list items or with the word for their dose.
 */
import { expect } from 'chai';
import { extract } from '../../server/pipeline/extract.js';

const find = (text: string, type: string): Array<{ text: string; code: string | undefined }> =>
  extract(text)
    .filter((e) => e.type === type)
    .map((e) => ({ text: e.text, code: e.codes[0]?.code }));
const texts = (text: string, type: string): string[] => find(text, type).map((e) => e.text);

describe('procedures and immunizations', () => {
  it('reads "X-guided Y" as one procedure coded as the procedure guided', () => {
    expect(find('PROCEDURE: CT-guided percutaneous core needle biopsy, right upper lobe.', 'Procedure')).to.deep.include({ text: 'CT-guided percutaneous core needle biopsy', code: '277591006' });
    expect(find('Procedure: Fluoroscopy-guided lumbar puncture, L2-3.', 'Procedure')).to.deep.equal([{ text: 'Fluoroscopy-guided lumbar puncture', code: '277762005' }]);
    expect(texts('Procedure: Ultrasound-guided diagnostic and therapeutic thoracentesis.', 'Procedure')).to.deep.equal(['Ultrasound-guided diagnostic and therapeutic thoracentesis']);
    expect(find('Under ultrasound guidance an 18-gauge needle entered the joint.', 'Procedure')).to.deep.equal([{ text: 'ultrasound guidance', code: '61593002' }]);
  });

  it('finds tests and therapies written by their short or clinical names', () => {
    const cases: Array<[string, string, string | undefined]> = [
      ['RTC 8 wks with OCT macula.', 'OCT macula', '700070005'],
      ['Vision (Snellen): 20/20 OD.', 'Snellen', '16830007'],
      ['Monthly color vision while on ethambutol.', 'color vision', '7510005'],
      ['Start parenteral nutrition tonight.', 'parenteral nutrition', '225372007'],
      ['Oesophagitis on OGD in 2014.', 'OGD', '76009000'],
      ['Peripheral smear reviewed personally.', 'Peripheral smear', '14768001'],
      ['Karyotype today.', 'Karyotype', '312948004'],
      ['Lumbar fusion was discussed.', 'Lumbar fusion', '50172003'],
      ['Psychiatry consult once medically clear.', 'Psychiatry consult', '108311000'],
      ['Transition to home hospice.', 'home hospice', '385763009'],
      ['Follow-up skeletal survey in 14 days.', 'skeletal survey', undefined],
      ['Await BAL results.', 'BAL', undefined],
      ['Skin prick test to peanut 2 yrs ago.', 'Skin prick test', undefined],
      ['Device: CRT-D, implanted 2022.', 'CRT-D', '429064006'],
      ['Type and screen done. ', 'Type and screen', '44608003'],
      ['Type and crossmatch 4 units sent.', 'Type and crossmatch', '44608003'],
      ['PICC removed, TPN stopped.', 'TPN', '225372007'],
      ['Monofilament: absent sensation 8/10 sites bilat.', 'Monofilament', '134388005'],
      ['Chest X-ray and TST are not useful after BCG.', 'TST', '424294008'],
      ['Pessary fitting offered; she will consider it.', 'Pessary fitting', '45372001'],
      ['Bladder diary (3 days, completed well): daytime frequency 9.', 'Bladder diary', undefined],
      ['Dental review before antiresorptive therapy.', 'Dental review', undefined],
      ['Received 1 unit packed red cells.', 'packed red cells', '71493000'],
      ['Staples out POD 10-14 at clinic.', 'Staples out', '35963001'],
      ['Cerclage to be discussed given prior preterm birth.', 'Cerclage', '265636007'],
      ['He did not take malaria prophylaxis.', 'malaria prophylaxis', '420848008'],
      ['Sleep apnea, using see pap nightly.', 'see pap', '47545007'],
      ['Frenotomy referral for infant to pediatric ENT.', 'Frenotomy', undefined],
      ['Repair with bilobed transposition flap.', 'bilobed transposition flap', undefined],
      ['Continue lymphedema therapy.', 'lymphedema therapy', undefined],
    ];
    for (const [text, span, code] of cases) expect(find(text, 'Procedure'), text).to.deep.include({ text: span, code });
  });

  it('codes a procedure with the concept its written words name, not the parent', () => {
    const cases: Array<[string, string, string]> = [
      ['The MRI of the lumbar spine (05/02) showed a disc extrusion.', 'MRI of the lumbar spine', '241645008'],
      ['No need to hold warfarin for intravitreal injections.', 'intravitreal injections', '1004045004'],
      ['Pt: 47 y/o F, deceased-donor kidney transplant 03/2025.', 'deceased-donor kidney transplant', '175902000'],
      ['In-lab CPAP titration as soon as possible.', 'In-lab CPAP titration', '446573003'],
      ['Discussed AF ablation with EP.', 'AF ablation', '18286008'],
      ['Weekly sharp debridement of the plantar ulcer.', 'sharp debridement', '312775003'],
      ['Actinic keratoses treated with cryotherapy.', 'cryotherapy', '302396003'],
      ['Will likely need LEEP regardless of biopsy result.', 'LEEP', '120038005'],
      ['Extraction with IV moderate sedation.', 'IV moderate sedation', '314271007'],
      ['Coronary CT angiography to exclude CAD.', 'Coronary CT angiography', '419545005'],
      ['Growth ultrasound at 28 weeks.', 'Growth ultrasound', '268445003'],
      ['Vasomotor: declined menopausal hormone therapy.', 'menopausal hormone therapy', '266717002'],
      ['POD 5 s/p laparoscopic low anterior resection with diverting loop ileostomy.', 'diverting loop ileostomy', '314594009'],
    ];
    for (const [text, span, code] of cases) expect(find(text, 'Procedure'), text).to.deep.include({ text: span, code });
  });

  it('reads an examination of one organ written as a label as the procedure, not as a heading', () => {
    expect(texts('Exam: BP 136/80. Pelvic exam: atrophic vaginal mucosa.', 'Procedure')).to.deep.equal(['Pelvic exam']);
    expect(texts('Breast exam: no masses. Rectal exam: guaiac negative.', 'Procedure')).to.deep.equal(['Breast exam', 'Rectal exam']);
  });

  it('leaves out procedure words that name no procedure done', () => {
    expect(texts('He would prefer to avoid surgery; we will revisit it if the injection fails.', 'Procedure')).to.deep.equal([]);
    expect(texts('Gets paliperidone injection monthly.', 'Procedure')).to.deep.equal([]);
    expect(texts('Conservative course including nonsteroidals, narcotics, injections.', 'Procedure')).to.deep.equal(['injections']);
    expect(texts('Born in the Philippines, in US since 2021. Arrival in US: 10/28.', 'Procedure')).to.deep.equal([]);
    expect(texts('Estrogen is contraindicated (US MEC category 4).', 'Procedure')).to.deep.equal([]);
    expect(texts('Ethanol screen: BAL 0.19.', 'Procedure')).to.deep.equal([]);
    expect(texts('AML with normal karyotype.', 'Procedure')).to.deep.equal([]);
    expect(texts('Crisp mechanical valve click, no new murmur.', 'Procedure')).to.deep.equal([]);
    expect(texts('Neuro: decreased sensation to monofilament both feet.', 'Procedure')).to.deep.equal([]);
    expect(texts('EYES: At risk for ROP (GA <30 wk).', 'Procedure')).to.deep.equal([]);
    expect(texts('Dry AMD OS with GA - continue AREDS2.', 'Procedure')).to.deep.equal([]);
    expect(texts('Lap cholecystectomy 2015 under GA - severe PONV.', 'Procedure')).to.include('GA');
    expect(texts('Confirm pharmacy delivery of Lantus pens before discharge.', 'Procedure')).to.deep.equal([]);
    expect(texts('Present: son by phone, RN, palliative care MD and SW.', 'Procedure')).to.deep.equal([]);
    expect(texts('Palliative care managed symptoms with morphine.', 'Procedure')).to.deep.equal(['Palliative care']);
    expect(texts('Radiation oncology favors long-course treatment.', 'Procedure')).to.deep.equal([]);
    expect(texts('Comprehensive medication review in person.', 'Procedure')).to.deep.equal([]);
    expect(texts('Positive bleeding history (epistaxis, post-tonsillectomy hemorrhage).', 'Procedure')).to.deep.equal([]);
    expect(texts('SpO2 nadir 74%. T88: 38 min (10.5% of TST).', 'Procedure')).to.deep.equal([]);
    expect(texts('Sleep study: TST 380 min, sleep efficiency 82%.', 'Procedure')).to.not.include('TST');
    expect(find('No change in color vision or blurred vision.', 'Condition')).to.deep.include({ text: 'change in color vision', code: '23289000' });
  });

  it('reads a vaccine named as an item, not as a section heading, and with the word for its dose', () => {
    expect(texts('Plan:\n8. Smoking cessation counseled. HPV vaccine: had 1 dose at age 12.', 'Immunization')).to.deep.equal(['HPV vaccine']);
    expect(texts('Vaccines up to date, including MMR and varicella at 12 months.', 'Immunization')).to.deep.equal(['MMR', 'varicella']);
    expect(texts('Parents are planning flu and COVID vaccines for themselves.', 'Immunization')).to.deep.equal(['flu', 'COVID vaccines']);
    expect(texts('I had the covid shots (3 of them). Completed hepatitis B series as an infant.', 'Immunization')).to.deep.equal(['covid shots', 'hepatitis B series']);
    expect(texts('2nd dose of Gardasil 9 given today. Shingrix series completed 2024.', 'Immunization')).to.deep.equal(['Gardasil 9', 'Shingrix']);
    expect(texts('History of varicella and measles as a child.', 'Immunization')).to.deep.equal([]);
    expect(find('Vaccines given overseas: MMR #1, Tdap #1, polio (bOPV) #1, varicella #1.', 'Immunization').map((e) => e.code)).to.include('72093006');
    expect(find('Given today: varicella vaccine dose 1, Heplisav-B (R deltoid, IM).', 'Immunization')).to.deep.include({ text: 'Heplisav-B', code: '16584000' });
  });
});
