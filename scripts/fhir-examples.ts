/**
 * Writes fhir-profiles/examples/: one example resource per profile of fhir-profiles/, produced by the
 * real mappers (server/fhir/mappers.ts) from a fixed document and fixed entities shaped like the
 * engine's, with the references the FHIR server uses (`Patient/<id>`; the placeholder Patient only
 * occurs in document Bundles). The only addition is `meta.profile`, so that a validator picks the
 * profile; the service itself does not set it.
 *
 *   npx tsx scripts/fhir-examples.ts           # write the examples
 *   npx tsx scripts/fhir-examples.ts --check   # fail when the files differ from what the mappers give
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FhirResource } from 'fhir/r4.js';
import type { Schemas } from '../generated/openapi.js';
import { documentPatient, documentResources, type DocumentFacts } from '../server/fhir/mappers.js';

type Entity = Schemas['Entity'];

export const PROFILE_BASE = 'https://data-engine.example.org/fhir/StructureDefinition';
export const EXAMPLES_DIR = fileURLToPath(new URL('../fhir-profiles/examples/', import.meta.url));

const SNOMED = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

const doc: DocumentFacts = {
  id: '8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a',
  // Resource ids of the form documents written today get (entityResourceId).
  fhirIdPrefix: '8d1e5f0a-2b3c-4d5e-8f9a',
  organizationId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  externalReference: 'discharge-2026-11-22-0001',
  mediaType: 'text/plain',
  patientExternalId: 'MRN-000123',
  encounter: { externalId: 'ENC-42', date: '2026-11-21' },
  createdAt: '2026-11-22T09:15:00.000Z',
  completedAt: '2026-11-22T09:16:12.000Z',
};

const entity = (id: string, fields: Omit<Entity, 'object' | 'id'>): Entity => ({ object: 'data_engine.entity', id, ...fields });
const entities: Entity[] = [
  entity('ent_01', { type: 'Condition', text: 'hypertension', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: SNOMED, code: '38341003', display: 'Hypertensive disorder, systemic arterial (disorder)' }], attributes: { clinicalStatus: 'active' }, span: { start: 28, end: 40 } }),
  entity('ent_02', { type: 'Condition', text: 'chest pain', confidence: 'high', polarity: 'negative', subject: 'patient', codes: [{ system: SNOMED, code: '29857009', display: 'Chest pain (finding)' }], attributes: {}, span: { start: 49, end: 59 } }),
  entity('ent_03', { type: 'Medication', text: 'Metoprolol', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: RXNORM, code: '6918', display: 'metoprolol' }], attributes: { dose: { value: 25, unit: 'mg', text: '25 mg' }, route: 'oral', frequency: 'BID' }, span: { start: 102, end: 112 } }),
  entity('ent_04', { type: 'Observation', text: 'Hemoglobin A1c', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: LOINC, code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' }], attributes: { value: 8.2, unit: '%', interpretation: 'high' }, span: { start: 130, end: 144 } }),
];

/** File name → example resource (with meta.profile), as the mappers produce it today. */
export function buildExamples(): Map<string, FhirResource> {
  const [patient, docRef, ...rest] = documentResources(doc, entities, 'relative');
  const byEntity = new Map(entities.map((e, i) => [e.id, rest[i]!]));
  const placeholder = documentPatient({ ...doc, patientExternalId: null });
  const withProfile = (r: FhirResource, profile: string): FhirResource => {
    const { resourceType, id, meta, ...rest } = r;
    return { resourceType, id, meta: { ...(meta ?? {}), profile: [`${PROFILE_BASE}/${profile}`] }, ...rest } as FhirResource;
  };
  return new Map<string, FhirResource>([
    ['Patient-de-patient.json', withProfile(patient, 'de-patient')],
    ['Patient-de-placeholder-patient.json', withProfile(placeholder, 'de-placeholder-patient')],
    ['DocumentReference-de-document-reference.json', withProfile(docRef, 'de-document-reference')],
    ['Condition-de-condition.json', withProfile(byEntity.get('ent_01')!, 'de-condition')],
    ['Condition-de-condition-refuted.json', withProfile(byEntity.get('ent_02')!, 'de-condition')],
    ['MedicationStatement-de-medication-statement.json', withProfile(byEntity.get('ent_03')!, 'de-medication-statement')],
    ['Observation-de-observation.json', withProfile(byEntity.get('ent_04')!, 'de-observation')],
  ]);
}

const render = (r: FhirResource) => `${JSON.stringify(r, null, 2)}\n`;

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [name, resource] of buildExamples()) {
    const file = join(EXAMPLES_DIR, name);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        /* missing */
      }
      if (current !== render(resource)) stale.push(name);
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, render(resource));
    }
  }
  if (stale.length) {
    console.error(`fhir-profiles/examples differ from the mappers: ${stale.join(', ')}; run npx tsx scripts/fhir-examples.ts`);
    process.exit(1);
  }
  console.log(check ? 'fhir-profiles/examples are up to date' : `wrote ${buildExamples().size} examples to fhir-profiles/examples/`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
