/**
 * fhir-profiles/: the StructureDefinitions are well-formed constraint profiles of FHIR R4 resources,
 * the examples are exactly what the mappers produce today (scripts/fhir-examples.ts), and each example
 * conforms to its profile as far as test/fhir/profile-check.ts checks (no FHIRPath invariants).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { buildExamples, EXAMPLES_DIR, PROFILE_BASE } from '../../scripts/fhir-examples.js';
import { checkAgainstProfile, loadProfiles, PROFILES_DIR } from './profile-check.js';

describe('fhir-profiles/', () => {
  const profiles = loadProfiles();

  it('has well-formed StructureDefinitions (constraints on FHIR R4 base resources)', () => {
    expect([...profiles.values()].map((p) => p.id).sort()).to.deep.equal(
      ['de-condition', 'de-document-reference', 'de-medication-statement', 'de-observation', 'de-patient', 'de-placeholder-patient'],
    );
    for (const p of profiles.values()) {
      expect(p).to.include({ resourceType: 'StructureDefinition', url: `${PROFILE_BASE}/${p.id}`, fhirVersion: '4.0.1', kind: 'resource', derivation: 'constraint', abstract: false, status: 'active' });
      expect(p.baseDefinition).to.equal(`http://hl7.org/fhir/StructureDefinition/${p.type}`);
      expect(p.name).to.match(/^[A-Z][A-Za-z0-9]{0,254}$/);
      expect(readdirSync(PROFILES_DIR)).to.include(`StructureDefinition-${p.id}.json`);
      for (const el of p.differential.element) {
        expect(el.id, p.id).to.equal(el.path);
        expect(el.path === p.type || el.path.startsWith(`${p.type}.`), el.path).to.equal(true);
        if (el.min !== undefined && el.max !== undefined && el.max !== '*') expect(el.min).to.be.at.most(Number(el.max));
        for (const c of el.constraint ?? []) expect(Object.keys(c).sort(), `${p.id} ${c.key}`).to.deep.equal(['expression', 'human', 'key', 'severity']);
      }
    }
  });

  it('has examples that are exactly what the mappers produce (npx tsx scripts/fhir-examples.ts rewrites them)', () => {
    const examples = buildExamples();
    expect(readdirSync(EXAMPLES_DIR).sort()).to.deep.equal([...examples.keys()].sort());
    for (const [name, resource] of examples) {
      expect(JSON.parse(readFileSync(`${EXAMPLES_DIR}${name}`, 'utf8')), name).to.deep.equal(resource);
    }
  });

  it('has an example per profile, each conforming to the profile it declares', () => {
    const declared = new Set<string>();
    for (const [name, resource] of buildExamples()) {
      const url = resource.meta?.profile?.[0];
      const profile = url ? profiles.get(url) : undefined;
      expect(profile, `${name} declares a profile of fhir-profiles/`).to.not.equal(undefined);
      declared.add(profile!.id);
      expect(checkAgainstProfile(resource as never, profile!, profiles), name).to.deep.equal([]);
    }
    expect([...declared].sort()).to.deep.equal([...profiles.values()].map((p) => p.id).sort());
  });

  it('the check is not vacuous: broken examples are reported', () => {
    const examples = buildExamples();
    const condition = structuredClone(examples.get('Condition-de-condition.json')!) as Record<string, any>;
    delete condition.recordedDate;
    condition.subject = { reference: 'Group/1' };
    condition.onsetDateTime = '2020-01-01';
    const problems = checkAgainstProfile(condition, profiles.get(`${PROFILE_BASE}/de-condition`)!, profiles);
    expect(problems.join('\n')).to.contain('Condition.recordedDate').and.contain('Condition.subject').and.contain('Condition.onset[x]');
    const observation = structuredClone(examples.get('Observation-de-observation.json')!) as Record<string, any>;
    observation.status = 'preliminary';
    delete observation.valueQuantity;
    observation.valueBoolean = true;
    const obsProblems = checkAgainstProfile(observation, profiles.get(`${PROFILE_BASE}/de-observation`)!, profiles);
    expect(obsProblems.join('\n')).to.contain('Observation.status').and.contain('type Boolean');
    const placeholder = structuredClone(examples.get('Patient-de-placeholder-patient.json')!) as Record<string, any>;
    placeholder.meta.tag = [{ system: 'urn:data-engine:tags', code: 'other' }];
    expect(checkAgainstProfile(placeholder, profiles.get(`${PROFILE_BASE}/de-placeholder-patient`)!, profiles).join('\n')).to.contain('pattern');
  });
});
