import { expect } from 'chai';
import { emittedUnits, medicationValues, observationValues } from '../../server/pipeline/values.js';
import { isUcum } from './helpers/ucum.js';

describe('values: units are UCUM codes', () => {
  it('every unit the value reader can emit is a valid UCUM code', () => {
    const units = emittedUnits();
    expect(units.length).to.be.greaterThan(30);
    expect(units.filter((u) => !isUcum(u))).to.deep.equal([]);
  });

  it('reads every written dose unit into its UCUM code', () => {
    const written = ['5 mg', '5 milligrams', '250 mcg', '250 µg', '1 g', '2 grams', '1 gm', '40 units', '10 u', '5 iu', '20 meq', '10 mmol', '1%', '2 puffs', '1 tab', '2 tablets', '1 cap', '1 capsule', '2 drops', '1 gtt', '2 sprays', '1 patch', '15 mg/kg', '25 mcg/hr', '5 mg/hr', '10 units/kg', '5 ml', '10 cc', '1 l', '70 kg'];
    const got = written.map((w) => {
      const v = medicationValues(`aspirin ${w} daily`, 7, 7 + w.length + 6);
      return [w, v.dose?.unit];
    });
    expect(got.filter(([, u]) => u === undefined || !isUcum(u))).to.deep.equal([]);
    expect(Object.fromEntries(got)).to.include({ '250 µg': 'ug', '40 units': '[iU]', '2 puffs': '{puff}', '1 gtt': '[drp]', '25 mcg/hr': 'ug/h', '10 cc': 'mL' });
  });

  it('reads observation units into UCUM codes; a number with no unit written gets none', () => {
    const unitOf = (text: string) => observationValues(text, 0, text.length, '').unit;
    expect(unitOf(' 128/76 mmHg')).to.equal('mm[Hg]');
    expect(unitOf(' 13.2 g/dL')).to.equal('g/dL');
    expect(unitOf(' 98.6 F')).to.equal('[degF]');
    expect(unitOf(' 37.2 C')).to.equal('Cel');
    expect(unitOf(' 182 lbs')).to.equal('[lb_av]');
    expect(unitOf(' 11.2 K/uL')).to.equal('10*3/uL');
    expect(unitOf(' 58 mL/min/1.73 m2')).to.equal('mL/min/{1.73_m2}');
    expect(unitOf(' 4.1 mEq/L')).to.equal('meq/L');
    expect(unitOf(' 140')).to.equal(undefined);
  });

  it('reads a bound as the value with its comparator, and keeps the sign of a value written apart', () => {
    const read = (text: string) => {
      const v = observationValues(text, 0, text.length, '');
      return [v.comparator, v.value, v.unit, v.valueText];
    };
    expect(read(' < 88%')).to.deep.equal(['<', 88, '%', '88']);
    expect(read(' >60 mL/min/1.73 m2')).to.deep.equal(['>', 60, 'mL/min/{1.73_m2}', '60']);
    expect(read(' ≥ 7.0')).to.deep.equal(['>=', 7, undefined, '7.0']);
    expect(read(' -2.7')).to.deep.equal([undefined, -2.7, undefined, '-2.7']);
    expect(read(' < normal')).to.deep.equal([undefined, undefined, undefined, undefined]);
    expect(read(' less than 2 seconds')).to.deep.equal(['<', 2, 's', '2']);
    expect(read(' greater than 60')).to.deep.equal(['>', 60, undefined, '60']);
    expect(read(' at least 7')).to.deep.equal(['>=', 7, undefined, '7']);
  });
});
