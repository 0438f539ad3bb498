/**
 * The engine's context stage (stage-context.ts) and overlap stage (stage-overlap.ts) through their
 * exported functions and extract(): what each decides for the entities a caller gets, with the
 * committed vocabulary and rules, and with rule tables of our own where the decision is a rule row.
 */
import { expect } from 'chai';
import { addContextRules, defaultContextRules, parseTriggers } from '../../server/pipeline/context.js';
import { extract, extractWith } from '../../server/pipeline/extract.js';
import { defaultEngineRules, parseOverlapRules } from '../../server/pipeline/rules.js';
import { findCandidates } from '../../server/pipeline/stage-candidates.js';
import { composeWithNext, insideContainer, resolveOverlaps } from '../../server/pipeline/stage-overlap.js';
import type { Entity } from '../../server/pipeline/types.js';
import { defaultVocabulary } from '../../server/pipeline/vocabulary.js';

/** type "text" polarity subject certainty temporality */
const row = (e: Entity): string =>
  `${e.type} "${e.text}" ${e.polarity} ${e.subject} ${String(e.attributes.certainty ?? 'confirmed')} ${String(e.attributes.temporality ?? '-')}`;
const rows = (note: string): string[] => extract(note).map(row);
const evidence = (e: Entity | undefined) => e?.attributes.evidence;
const find = (note: string, text: string): Entity => {
  const e = extract(note).find((x) => x.text === text);
  if (!e) throw new Error(`no entity "${text}" in "${note}": ${rows(note).join('; ')}`);
  return e;
};

describe('pipeline stages: context and overlap (module API)', () => {
  describe('context stage', () => {
    it('a pseudo-trigger that runs into the mention leaves its negation word: "No change in bowel habits"', () => {
      const e = find('No change in bowel habits.', 'change in bowel habits');
      expect(e.polarity).to.equal('negative');
      expect(evidence(e)).to.deep.equal([{ kind: 'negation', cue: 'No', span: { start: 0, end: 2 } }]);
    });

    it('a pseudo-trigger that ends before the mention, or does not start with a negation word, negates nothing', () => {
      expect(row(find('No increase in shortness of breath.', 'shortness of breath'))).to.equal('Condition "shortness of breath" positive patient confirmed recent');
      const header = 'literal\tcategory\tdirection\tsource\n';
      const pol = (pseudo: string, note: string) => extractWith(defaultVocabulary(), parseTriggers(`${header}${pseudo}\tPSEUDO\tPSEUDO\tt\n`), note).map((e) => `${e.text} ${e.polarity}`);
      expect(pol('no increase', 'No increase dyspnea.')).to.deep.equal(['dyspnea positive']);
      expect(pol('no change', 'No change in bowel habits.')).to.deep.equal(['change in bowel habits negative']);
      expect(pol('without change', 'Without change in bowel habits.')).to.deep.equal(['change in bowel habits negative']);
      expect(pol('notable change', 'Notable change in bowel habits.')).to.deep.equal(['change in bowel habits positive']);
      expect(pol('cannot change', 'Cannot change in bowel habits.')).to.deep.equal(['change in bowel habits positive']);
      // a pseudo-trigger that is also listed as a cue of a category still leaves its negation word
      const both = extractWith(defaultVocabulary(), parseTriggers(`${header}no change\tPSEUDO\tPSEUDO\tt\nno change\tHISTORICAL\tFORWARD\tt\n`), 'No change in bowel habits.');
      expect(both.map((e) => `${e.text} ${e.polarity}`)).to.deep.equal(['change in bowel habits negative']);
    });

    it('a term that is itself negated ("afebrile") is negative, its own words the first evidence', () => {
      const e = find('Patient is afebrile.', 'afebrile');
      expect(e.polarity).to.equal('negative');
      expect(evidence(e)).to.deep.equal([{ kind: 'negation', cue: 'afebrile', span: { start: 11, end: 19 } }]);
      expect(evidence(find('Mother afebrile.', 'afebrile'))).to.deep.equal([
        { kind: 'negation', cue: 'afebrile', span: { start: 7, end: 15 } },
        { kind: 'family_member', cue: 'Mother', span: { start: 0, end: 6 } },
      ]);
    });

    it('in a newborn\'s note a finding under the mother\'s history is a relative\'s, the section title its evidence', () => {
      const note = 'Term newborn. MATERNAL HISTORY: No diabetes. GBS positive.';
      const d = find(note, 'diabetes');
      expect(d.subject).to.equal('family_member');
      expect(evidence(d)).to.deep.equal([
        { kind: 'negation', cue: 'No', span: { start: 32, end: 34 } },
        { kind: 'family_member', cue: 'MATERNAL HISTORY', span: { start: 14, end: 30 } },
      ]);
      expect(find(note, 'GBS').subject).to.equal('family_member');
      // not in a note that is not a newborn's, and not under another title
      expect(find("MOTHER'S HISTORY: diabetes.", 'diabetes').subject).to.equal('patient');
      expect(find('Term newborn. HISTORY: jaundice.', 'jaundice').subject).to.equal('patient');
      expect(find('3-day-old boy with jaundice.', 'jaundice').subject).to.equal('patient');
      const mother = find('3-day-old boy. MOTHER HISTORY: diabetes.', 'diabetes');
      expect(mother.subject).to.equal('family_member');
      expect(evidence(mother)).to.deep.equal([{ kind: 'family_member', cue: 'MOTHER HISTORY', span: { start: 15, end: 29 } }]);
      // someone else named in the section stays someone else
      expect(find('Term newborn. MATERNAL HISTORY: roommate with flu.', 'flu').subject).to.equal('other');
    });

    it('in an obstetric note the newborn is someone else: a newborn section, or the baby named before the finding', () => {
      const section = find('G2P1 at 36w2d. NEWBORN: NICU stay for jaundice.', 'jaundice');
      expect(section.subject).to.equal('other');
      expect(evidence(section)).to.deep.equal([{ kind: 'other_subject', cue: 'NEWBORN', span: { start: 15, end: 22 } }]);
      const named = find('G2P1 at 36w2d. The baby has jaundice.', 'jaundice');
      expect(named.subject).to.equal('other');
      expect(evidence(named)).to.deep.equal([{ kind: 'other_subject', cue: 'The baby', span: { start: 15, end: 23 } }]);
      expect(evidence(find('G2P1 at 36w2d. Baby received hepatitis B vaccine.', 'hepatitis B vaccine'))).to.deep.equal([{ kind: 'other_subject', cue: 'Baby', span: { start: 15, end: 19 } }]);
      // the mother named after the baby is the patient again; the baby named after the finding is not its subject
      expect(find('G2P1 at 36w2d. Baby with jaundice, her mother has preeclampsia.', 'preeclampsia').subject).to.equal('family_member');
      expect(find('G2P1 at 36w2d. PLAN: jaundice in the baby.', 'jaundice').subject).to.equal('patient');
      expect(evidence(find('G2P1 at 36w2d. Delivered; the baby has jaundice.', 'jaundice'))).to.deep.equal([{ kind: 'other_subject', cue: 'the baby', span: { start: 26, end: 34 } }]);
      // a relative named in the newborn section stays a relative
      expect(find('G2P1 at 36w2d. NEWBORN: her mother had preeclampsia.', 'preeclampsia').subject).to.equal('family_member');
      // not in a note that is not obstetric: there the baby is the patient
      expect(find('Baby has jaundice.', 'jaundice').subject).to.equal('patient');
    });

    it('a finding written after the substance of an allergy is that allergy\'s reaction, not an entity of its own', () => {
      const [allergy, ...rest] = extract('Allergic to penicillin with hives and rash.');
      expect(allergy).to.deep.include({ type: 'AllergyIntolerance', text: 'penicillin' });
      expect(allergy!.attributes.reaction).to.equal('hives and rash');
      expect(rest).to.deep.equal([]);
      expect(find('Allergies: penicillin - hives, also has asthma.', 'penicillin').attributes.reaction).to.equal('hives');
      // a clause of its own, or another sentence, is about the patient
      expect(rows('Allergies: penicillin - hives, also has asthma.')).to.have.length(2);
      expect(rows('Penicillin allergy; she has hives.').map((r) => r.split(' ')[0])).to.deep.equal(['AllergyIntolerance', 'Condition']);
      expect(rows('Penicillin allergy & diabetes.').map((r) => r.split(' ')[0])).to.deep.equal(['AllergyIntolerance', 'Condition']);
      expect(rows('Allergic to penicillin; diabetes.').map((r) => r.split(' ')[0])).to.deep.equal(['AllergyIntolerance', 'Condition']);
      expect(rows('Penicillin allergy. Hives.').map((r) => r.split(' ')[0])).to.deep.equal(['AllergyIntolerance', 'Condition']);
      // another substance is another allergy
      expect(rows('Allergic to penicillin and sulfa.').map((r) => r.split(' ')[0])).to.deep.equal(['AllergyIntolerance', 'AllergyIntolerance']);
    });

    it('"if" makes the finding it introduces hypothetical, not the treatment written before it', () => {
      expect(rows('Will use linezolid if vancomycin is not tolerated.')).to.deep.equal([
        'Medication "linezolid" positive patient hypothetical hypothetical',
        'Medication "vancomycin" positive patient confirmed recent',
      ]);
      expect(evidence(find('Will use linezolid if vancomycin is not tolerated.', 'vancomycin'))).to.deep.equal([]);
      // after a comma the condition is over: the treatment is the hypothetical one
      expect(row(find('If MRSA, start vancomycin.', 'vancomycin'))).to.equal('Medication "vancomycin" positive patient hypothetical hypothetical');
      // a comma elsewhere in the note does not matter
      expect(row(find('Will use linezolid if vancomycin is not tolerated, per ID.', 'vancomycin'))).to.equal('Medication "vancomycin" positive patient confirmed recent');
      // a cue that only ends in "if" ("call if", "return if") makes the treatment after it hypothetical
      const call = find('Call if heparin needed.', 'heparin');
      expect(row(call)).to.equal('Medication "heparin" positive patient hypothetical hypothetical');
      expect(evidence(call)).to.deep.equal([{ kind: 'hypothetical', cue: 'Call if', span: { start: 0, end: 7 } }]);
      expect(row(find('Return if aspirin is not tolerated.', 'aspirin'))).to.equal('Medication "aspirin" positive patient hypothetical hypothetical');
      // a finding after "if" stays hypothetical
      expect(row(find('Will treat if pneumonia develops.', 'pneumonia'))).to.equal('Condition "pneumonia" positive patient hypothetical hypothetical');
      expect(row(find('Start vancomycin if MRSA grows.', 'MRSA'))).to.equal('Condition "MRSA" positive patient hypothetical hypothetical');
      // an "if" cue written after the treatment is not the condition of a treatment before it
      const afterCue = extractWith(defaultVocabulary(), parseTriggers('literal\tcategory\tdirection\tsource\nif needed\tHYPOTHETICAL\tBACKWARD\tt\n'), 'Aspirin if needed.');
      expect(afterCue.map(row)).to.deep.equal(['Medication "Aspirin" positive patient hypothetical hypothetical']);
      expect(row(find('Return if chest pain.', 'chest pain'))).to.equal('Condition "chest pain" positive patient hypothetical hypothetical');
    });
  });

  describe('conditional treatments (conditionalStage)', () => {
    it('a treatment followed by "if"/"unless" and its condition is hypothetical, with the cue as evidence', () => {
      const e = find('Start heparin unless bleeding.', 'heparin');
      expect(row(e)).to.equal('Medication "heparin" positive patient hypothetical hypothetical');
      expect(evidence(e)).to.deep.equal([{ kind: 'hypothetical', cue: 'unless', span: { start: 14, end: 20 } }]);
      expect(evidence(find('Start vancomycin if MRSA grows.', 'vancomycin'))).to.deep.equal([{ kind: 'hypothetical', cue: 'if', span: { start: 17, end: 19 } }]);
    });

    it('not for an idiom or a timing ("if needed", "sooner if"), a negated treatment, or a test result', () => {
      expect(row(find('Tylenol if needed.', 'Tylenol'))).to.equal('Medication "Tylenol" positive patient confirmed recent');
      expect(row(find('Follow up sooner if worse; start aspirin if pain.', 'aspirin'))).to.equal('Medication "aspirin" positive patient hypothetical hypothetical');
      expect(row(find('No aspirin if bleeding.', 'aspirin'))).to.equal('Medication "aspirin" negative patient confirmed recent');
      expect(row(find('HbA1c if diabetic.', 'HbA1c'))).to.equal('Observation "HbA1c" positive patient confirmed recent');
      expect(row(find('Echo if symptom recurs.', 'Echo'))).to.equal('Procedure "Echo" positive patient confirmed recent');
      expect(row(find('Colonoscopy sooner if bleeding.', 'Colonoscopy'))).to.equal('Procedure "Colonoscopy" positive patient confirmed recent');
      expect(row(find('Colonoscopy sooner  if bleeding.', 'Colonoscopy'))).to.equal('Procedure "Colonoscopy" positive patient confirmed recent');
      // the condition must follow the treatment within its clause
      expect(row(find('Continue aspirin, add heparin if DVT.', 'aspirin'))).to.equal('Medication "aspirin" positive patient confirmed recent');
      // a possible treatment stays possible
      expect(row(find('Possibly start aspirin if pain.', 'aspirin'))).to.equal('Medication "aspirin" positive patient possible recent');
    });

    it('procedures and immunizations are treatments too', () => {
      expect(row(find('Colonoscopy if bleeding persists.', 'Colonoscopy'))).to.equal('Procedure "Colonoscopy" positive patient hypothetical hypothetical');
      expect(evidence(find('Colonoscopy if bleeding persists.', 'Colonoscopy'))).to.deep.equal([{ kind: 'hypothetical', cue: 'if', span: { start: 12, end: 14 } }]);
      expect(row(find('Flu vaccine if febrile illness resolves.', 'Flu vaccine'))).to.equal('Immunization "Flu vaccine" positive patient hypothetical hypothetical');
    });

    it('"consider" a treatment makes it hypothetical; a possible finding stays possible', () => {
      const e = find('Consider thoracentesis.', 'thoracentesis');
      expect(row(e)).to.equal('Procedure "thoracentesis" positive patient hypothetical hypothetical');
      expect(evidence(e)).to.deep.equal([{ kind: 'hypothetical', cue: 'Consider', span: { start: 0, end: 8 } }]);
      expect(row(find('Possible thoracentesis.', 'thoracentesis'))).to.equal('Procedure "thoracentesis" positive patient possible recent');
      expect(row(find('Possible pneumonia, consider antibiotics.', 'pneumonia'))).to.equal('Condition "pneumonia" positive patient possible recent');
      expect(evidence(find('Considering antibiotics.', 'antibiotics'))).to.deep.equal([{ kind: 'hypothetical', cue: 'Considering', span: { start: 0, end: 11 } }]);
      // a cue that does not start with "consider" keeps the treatment possible
      expect(row(find('Antibiotics should be considered.', 'Antibiotics'))).to.equal('Medication "Antibiotics" positive patient possible recent');
    });
  });

  describe('overlap stage', () => {
    const doc = (text: string, rules = defaultEngineRules()) => findCandidates(defaultVocabulary(), defaultContextRules(), rules, text)!;
    const texts = (d: ReturnType<typeof doc>) => d.cands.map((c) => d.text.slice(c.start, c.end));

    it('a dose form after a drug is part of the drug, across strength and device words only', () => {
      expect(rows('Albuterol inhaler.')).to.deep.equal(['Medication "Albuterol" positive patient confirmed recent']);
      const d = doc('Flovent HFA 110 mcg/actuation inhaler.');
      resolveOverlaps(d);
      expect(texts(d)).to.deep.equal(['Flovent']);
      for (const note of [
        'Albuterol and inhaler.',
        'Albuterol\ninhaler.',
        'Albuterol one two three four five six seven inhaler.',
        'Albuterol 90 mcg/puff HFA MDI oral nasal dry inhaler.',
        'Albuterol/inhaler.',
        'Albuterol /inhaler.',
        'Albuterol/ inhaler.',
      ]) {
        const x = doc(note);
        resolveOverlaps(x);
        expect(texts(x), note).to.deep.equal(['Albuterol', 'inhaler']);
      }
      const six = doc('Albuterol 90 mcg/puff HFA MDI oral nasal inhaler.');
      resolveOverlaps(six);
      expect(texts(six)).to.deep.equal(['Albuterol']);
      // only after a drug: an inhaler after a condition is an inhaler
      const asthma = doc('Asthma inhaler.');
      resolveOverlaps(asthma);
      expect(texts(asthma)).to.deep.equal(['Asthma', 'inhaler']);
    });

    it('a condition word that the next concept specializes is its modifier, unless negated or set apart', () => {
      const d = doc('Febrile seizures.');
      resolveOverlaps(d);
      expect(texts(d)).to.deep.equal(['seizures']);
      const two = doc('Febrile  seizures.');
      resolveOverlaps(two);
      expect(texts(two)).to.deep.equal(['seizures']);
      for (const note of ['Febrile, seizures.', 'Afebrile convulsions.']) {
        const x = doc(note);
        resolveOverlaps(x);
        expect(texts(x), note).to.have.length(2);
      }
    });

    it('marks the tokens of every remaining concept as covered', () => {
      const d = doc('Fever and cough.');
      resolveOverlaps(d);
      expect([...d.covered]).to.deep.equal([1, 0, 1]);
    });

    it('insideContainer: a row with its kinds and before/after patterns drops a concept inside a longer name', () => {
      const rules = { sense: [], specimen: [], overlap: parseOverlapRules('inner_kind\tbefore\tafter\temit\texample\ncondition\t\\bthe\\s+$\t^\\s*center\\b\tnone\t"the diabetes center"\n') };
      const yes = doc('Seen at the diabetes center.', rules);
      expect(insideContainer(yes, yes.cands[0]!)).to.equal(true);
      for (const note of ['Seen at a diabetes center.', 'Seen at the diabetes clinic.']) {
        const no = doc(note, rules);
        expect(insideContainer(no, no.cands[0]!), note).to.equal(false);
      }
      const otherKind = { sense: [], specimen: [], overlap: parseOverlapRules('inner_kind\tbefore\tafter\temit\texample\nprocedure\t\t^\\s*center\\b\tnone\tx\n') };
      const d = doc('Seen at the diabetes center.', otherKind);
      expect(insideContainer(d, d.cands[0]!)).to.equal(false);
      // the before pattern looks back at most 60 characters and not before the sentence
      const theX = { sense: [], specimen: [], overlap: parseOverlapRules('inner_kind\tbefore\tafter\temit\texample\ncondition\t\\bthe\\s+x+\\s+\t\tnone\tx\n') };
      const near = doc(`Seen at the ${'x'.repeat(50)} diabetes center.`, theX);
      expect(insideContainer(near, near.cands[0]!)).to.equal(true);
      const far = doc(`Seen at the ${'x'.repeat(70)} diabetes center.`, theX);
      expect(insideContainer(far, far.cands[0]!)).to.equal(false);
      const patient = { sense: [], specimen: [], overlap: parseOverlapRules('inner_kind\tbefore\tafter\temit\texample\ncondition\t\\bpatient\\.\\s*\t\tnone\tx\n') };
      const prior = doc('We saw the patient. Diabetes center visit.', patient);
      expect(insideContainer(prior, prior.cands.find((c) => prior.text.slice(c.start, c.end) === 'Diabetes')!)).to.equal(false);
    });

    it('composeWithNext: two tests before one method are one name; a drug named as the cause joins the finding', () => {
      expect(rows('Influenza/COVID PCR negative.')).to.deep.equal(['Observation "Influenza/COVID PCR" positive patient confirmed recent']);
      for (const note of ['Influenza / COVID PCR negative.', 'Influenza/ COVID PCR negative.', 'Influenza COVID PCR negative.', 'Influenza/pneumonia.']) expect(rows(note), note).to.have.length(2);
      expect(rows('Positive for influenza/.')).to.deep.equal(['Condition "influenza" positive patient confirmed recent']);
      expect(rows('Inhaler use.')).to.deep.equal(['Medication "Inhaler" positive patient confirmed recent']);
      for (const note of ['Methotrexate-related nausea.', 'Aspirin-induced asthma.', 'Aspirin-associated fever.', 'Methotrexate-related  nausea.', 'Cocaine-induced chest pain.', 'Latex-induced rash.']) {
        const es = extract(note);
        expect(es.map((e) => e.type), note).to.deep.equal(['Condition']);
        expect(es[0]!.text, note).to.equal(note.slice(0, -1));
      }
      // not a condition as the cause, not a drug "non-related" to it, not a procedure after it
      expect(rows('Obesity-related hypertension.').map((r) => r.split(' ')[1])).to.deep.equal(['"Obesity"', '"hypertension"']);
      expect(rows('Methotrexate non-related nausea.')[0]).to.equal('Medication "Methotrexate" positive patient confirmed recent');
      expect(rows('Methotrexate-related foo nausea.')).to.deep.equal(['Medication "Methotrexate" positive patient confirmed recent', 'Condition "nausea" positive patient confirmed recent']);
      expect(rows('Methotrexate-related liver biopsy.')).to.deep.equal(['Medication "Methotrexate" positive patient confirmed recent', 'Procedure "liver biopsy" positive patient confirmed recent']);
      // in an allergy statement the finding is the reaction to the drug
      for (const note of ['Allergies: methotrexate-related nausea.', 'Allergy to methotrexate-related nausea.']) {
        const [allergy] = extract(note);
        expect(allergy, note).to.deep.include({ type: 'AllergyIntolerance', text: 'methotrexate' });
        expect(allergy!.attributes.reaction, note).to.equal('nausea');
      }
    });

    it('composeWithNext on a document: the mention taken in by the next one reports false and marks the join', () => {
      const d = doc('Influenza/COVID PCR negative.');
      resolveOverlaps(d);
      const [flu, pcr] = d.cands;
      const m = { c: flu!, next: pcr, primary: flu!.match.entry.concepts[0]!, section: 'other', before: '' } as Parameters<typeof composeWithNext>[1];
      expect(composeWithNext(d, m)).to.equal(false);
      expect(d.joinNext).to.equal(0);
      const last = { c: pcr!, next: undefined, primary: pcr!.match.entry.concepts[0]!, section: 'other', before: 'Influenza/' } as Parameters<typeof composeWithNext>[1];
      expect(composeWithNext(d, last)).to.equal(true);
      const cause = doc('Methotrexate-related nausea.');
      resolveOverlaps(cause);
      const drug = { c: cause.cands[0]!, next: cause.cands[1], primary: cause.cands[0]!.match.entry.concepts[0]!, section: 'other', before: '' } as Parameters<typeof composeWithNext>[1];
      expect(composeWithNext(cause, drug)).to.equal(false);
      expect(cause.cause).to.deep.equal({ start: 0, end: 12 });
      expect(composeWithNext(cause, { ...drug, section: 'allergies' })).to.equal(true);
      expect(composeWithNext(cause, { ...drug, before: 'Allergic to ' })).to.equal(true);
    });
  });

  describe('context rules as data reach the stage', () => {
    it('a cue typed for other entity types leaves the mention alone; untyped, it applies', () => {
      const base = defaultContextRules();
      expect(base.size).to.be.greaterThan(0);
      const tsv = 'literal\tcategory\tdirection\tsource\nwithheld\tNEGATED_EXISTENCE\tFORWARD\tt\n';
      const header = 'literal\tcategory\tdirection\tallowed_types\tmax_scope\tterminated_by\texample\n';
      const onlyMeds = addContextRules(parseTriggers(tsv), `${header}withheld\tNEGATED_EXISTENCE\tFORWARD\tMedication\t\t\tx\n`);
      const both = addContextRules(parseTriggers(tsv), `${header}withheld\tNEGATED_EXISTENCE\tFORWARD\tMedication,Condition\t\t\tx\n`);
      const plain = parseTriggers(tsv);
      const note = 'Withheld pneumonia workup.';
      const polarity = (rules: typeof plain) => extractWith(defaultVocabulary(), rules, note).find((e) => e.text === 'pneumonia')?.polarity;
      expect(polarity(plain)).to.equal('negative');
      expect(polarity(onlyMeds)).to.equal('positive');
      expect(polarity(both)).to.equal('negative');
      // a cue whose rules are all typed stays when one of them is typed for the mention
      const twoTyped = addContextRules(parseTriggers('literal\tcategory\tdirection\tsource\n'), `${header}withheld\tNEGATED_EXISTENCE\tFORWARD\tCondition\t\t\tx\nwithheld\tHISTORICAL\tBACKWARD\tMedication\t\t\tx\n`);
      const pneumonia = extractWith(defaultVocabulary(), twoTyped, note).find((e) => e.text === 'pneumonia')!;
      expect([pneumonia.polarity, pneumonia.attributes.temporality]).to.deep.equal(['negative', 'recent']);
      // a cue with an untyped rule applies whatever its typed rules say
      const mixed = addContextRules(parseTriggers(tsv), `${header}withheld\tPOSSIBLE_EXISTENCE\tFORWARD\tMedication\t\t\tx\n`);
      expect(polarity(mixed)).to.equal('negative');
    });
  });
});
