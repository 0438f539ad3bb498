/**
 * Document Bundles for a corpus of real-shaped notes (the annotated development and held-out sets),
 * extracted by the pipeline and mapped by the same mappers the API and the FHIR server use, pass the
 * Medplum R4 validator (fhir-validator.ts), the HL7 vital-signs profiles they declare and the project's
 * profiles; every UCUM unit is valid (ucum-lhc), every Observation has a category, a value, components
 * or a dataAbsentReason, and no Quantity lacks a UCUM unit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { AllergyIntolerance, Bundle, Observation, Quantity } from 'fhir/r4.js';
import { documentBundle, fhirIdPrefixOf, type DocumentFacts } from '../../server/fhir/mappers.js';
import { observationCategory } from '../../server/fhir/observations.js';
import { extract } from '../../server/pipeline/index.js';
import { isUcum } from '../pipeline/helpers/ucum.js';
import { fhirErrors } from './fhir-validator.js';
import { checkAgainstProfile, loadProfiles, profileFor } from './profile-check.js';

const DIRS = ['../fixtures/annotated/', '../fixtures/heldout/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));

interface Note {
  readonly id: string;
  readonly text: string;
}

function corpus(): Note[] {
  return DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((n) => JSON.parse(readFileSync(`${dir}${n}`, 'utf8')) as Note),
  );
}

describe('FHIR R4 validation of document Bundles (Medplum validator, corpus of notes)', function () {
  this.timeout(300_000);
  const bundles: { id: string; bundle: Bundle }[] = [];

  before(() => {
    corpus().forEach((note, i) => {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const doc: DocumentFacts = {
        id,
        fhirIdPrefix: fhirIdPrefixOf(id),
        organizationId: 'org_validation',
        externalReference: note.id,
        mediaType: 'text/plain',
        patientExternalId: i % 5 === 4 ? null : `MRN-${i}`,
        // half the documents name an encounter date, so both effective[x] forms are validated
        encounter: i % 2 === 0 ? { externalId: `E-${i}`, date: '2026-11-01' } : null,
        createdAt: '2026-11-20T10:00:00.000Z',
        completedAt: '2026-11-20T10:00:05.000Z',
      };
      bundles.push({ id: note.id, bundle: documentBundle(doc, extract(note.text)) });
    });
  });

  it('has a corpus large enough to mean something', () => {
    expect(bundles.length).to.be.at.least(100);
    expect(bundles.reduce((n, b) => n + (b.bundle.entry?.length ?? 0), 0)).to.be.greaterThan(2000);
  });

  it('every document Bundle passes validateResource (R4 base definitions, nested resources and declared HL7 profiles)', () => {
    const failures = bundles.flatMap(({ id, bundle }) => fhirErrors(bundle).map((e) => `${id}: ${e}`));
    expect(failures.slice(0, 20), `${failures.length} errors`).to.deep.equal([]);
  });

  it('every resource with a project profile conforms to it (fhir-profiles/)', () => {
    const profiles = loadProfiles();
    const failures: string[] = [];
    for (const { id, bundle } of bundles) {
      for (const { resource } of bundle.entry ?? []) {
        const profile = profileFor(resource as never, profiles);
        if (profile) failures.push(...checkAgainstProfile(resource as never, profile, profiles).map((p) => `${id} ${resource!.resourceType}: ${p}`));
      }
    }
    expect(failures.slice(0, 20), `${failures.length} problems`).to.deep.equal([]);
  });

  it('Observations: a category each; a value, components or a dataAbsentReason; only valid UCUM units in Quantities; vital signs declare their R4 profile', () => {
    const observations = bundles.flatMap((b) => (b.bundle.entry ?? []).map((e) => e.resource).filter((r): r is Observation => r?.resourceType === 'Observation'));
    expect(observations.length).to.be.greaterThan(100);
    const problems: string[] = [];
    let vitals = 0;
    for (const o of observations) {
      const label = `${o.code.text} ${JSON.stringify(o.valueQuantity ?? o.component ?? o.dataAbsentReason ?? o.valueString ?? o.valueCodeableConcept ?? o.valueInteger)}`;
      if (o.category?.length !== 1) problems.push(`${label}: no category`);
      if (!o.valueQuantity && !o.valueString && !o.valueCodeableConcept && o.valueInteger === undefined && !o.component?.length && !o.dataAbsentReason) problems.push(`${label}: no value`);
      // US Core: smoking status is a social-history Observation of 72166-2 with a coded value
      if (o.code.coding?.some((c) => c.code === '72166-2') && (o.category?.[0]?.coding?.[0]?.code !== 'social-history' || !o.valueCodeableConcept?.coding?.[0]?.code)) problems.push(`${label}: smoking status not as US Core has it`);
      if (o.valueInteger !== undefined && o.category?.[0]?.coding?.[0]?.code !== 'survey') problems.push(`${label}: an integer value outside a survey`);
      const quantities: Quantity[] = [o.valueQuantity, ...(o.component ?? []).map((c) => c.valueQuantity)].filter((q): q is Quantity => q !== undefined);
      for (const q of quantities) {
        if (q.system !== 'http://unitsofmeasure.org' || !q.code || !isUcum(q.code)) problems.push(`${label}: not a UCUM quantity`);
      }
      if (o.category?.[0]?.coding?.[0]?.code === 'vital-signs') {
        vitals++;
        if (!o.meta?.profile?.[0]?.startsWith('http://hl7.org/fhir/StructureDefinition/')) problems.push(`${label}: vital sign without its profile`);
        if (!o.effectiveDateTime && !(o as { _effectiveDateTime?: unknown })._effectiveDateTime) problems.push(`${label}: vital sign without effective[x]`);
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).to.deep.equal([]);
    expect(vitals, 'the corpus has vital signs').to.be.greaterThan(20);
  });

  it('the validator is not vacuous: a broken resource is reported', () => {
    const observation = structuredClone(bundles.flatMap((b) => b.bundle.entry ?? []).find((e) => e.resource?.resourceType === 'Observation' && e.resource.meta?.profile)!.resource!) as Record<string, any>;
    delete observation.status;
    delete observation.category;
    expect(fhirErrors(observation).join('\n')).to.contain('status').and.contain('category');
  });
});

/** A document Bundle of one note, mapped as the server maps it (no encounter date). */
function bundleOf(text: string): Bundle {
  const doc: DocumentFacts = {
    id: '00000000-0000-4000-8000-00000000abcd',
    fhirIdPrefix: '00000000-0000-4000-8000',
    organizationId: 'org_validation',
    externalReference: 'note',
    mediaType: 'text/plain',
    patientExternalId: 'MRN-1',
    encounter: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:00:05.000Z',
  };
  return documentBundle(doc, extract(text));
}

describe('FHIR R4 validation of findings the annotated corpus lacks (MTSamples phrasings)', () => {
  it('a denied allergy is a refuted AllergyIntolerance that still has a clinicalStatus (R4 invariant ait-1)', () => {
    const bundle = bundleOf('ALLERGIES TO MEDICATIONS: Bactrim which causes a rash. The patient denies latex allergy.');
    const allergies = (bundle.entry ?? []).map((e) => e.resource).filter((r): r is AllergyIntolerance => r?.resourceType === 'AllergyIntolerance');
    const refuted = allergies.find((a) => a.verificationStatus?.coding?.[0]?.code === 'refuted');
    expect(refuted?.code?.text).to.equal('latex');
    expect(refuted?.clinicalStatus?.coding?.[0]).to.deep.equal({ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'inactive' });
    expect(fhirErrors(bundle)).to.deep.equal([]);
  });
});

describe('Observation categories of laboratory panels and lab names written without a code', () => {
  it('LOINC panels (CBC, CMP, BMP, lipid, renal function, urine drug screen) and uncoded lab names are laboratory; vital signs and spirometry are not', () => {
    const bundle = bundleOf(
      'LABORATORY DATA: CBC was normal. CMP unremarkable. BMP pending. Lipid panel was high. Kidney function normal. Urine drug screen positive. Cardiac enzymes negative. TFTs pending. LFTs normal. Electrolytes normal.\nVITAL SIGNS: Pulse 72. FEV1 42%.',
    );
    const categories = new Map((bundle.entry ?? []).map((e) => e.resource).filter((r): r is Observation => r?.resourceType === 'Observation').map((o) => [o.code.text!.toLowerCase(), o.category?.[0]?.coding?.[0]?.code]));
    for (const lab of ['cbc', 'cmp', 'bmp', 'lipid panel', 'kidney function', 'urine drug screen', 'cardiac enzymes', 'tfts', 'lfts', 'electrolytes']) expect(categories.get(lab), lab).to.equal('laboratory');
    // LOINC's short forms: "<property> of <specimen>" and "by Automated count" are laboratory tests too
    const category = (display: string) => observationCategory({ coding: [{ system: 'http://loinc.org', code: '0-0', display }] }).coding?.[0]?.code;
    for (const display of ['pH of Urine by Test strip', 'Osmolality of Urine', 'Erythrocyte distribution width [Ratio] by Automated count', 'Erythrocyte sedimentation rate by Westergren method']) expect(category(display), display).to.equal('laboratory');
    expect(category('Capillary refill [Time] of Nail bed')).to.equal('exam');
    expect(categories.get('pulse')).to.equal('vital-signs');
    expect(categories.get('fev1')).to.not.equal('laboratory');
  });
});
