/**
 * FHIR resources as openapi.yaml types them on the wire: open JSON objects (`FhirResource`: any
 * resource with `resourceType` and `id`; `FhirBundle`: a Bundle whose entries are open objects).
 * @types/fhir declares its resources as interfaces, and TypeScript does not let an interface stand
 * for an open object (one with an index signature) although every FHIR resource is one; a shallow
 * copy is an object type, which does. These copies are the only conversion, and cost one object per
 * entry. Pure: no Koa, no Knex.
 */
import type { Bundle, CapabilityStatement, FhirResource } from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';

/** A resource as the `FhirResource` schema types it. */
export function wireResource(resource: FhirResource): Schemas['FhirResource'] {
  return { ...resource };
}

/** A Bundle as the `FhirBundle` schema types it. */
export function wireBundle(bundle: Bundle): Schemas['FhirBundle'] {
  const { entry, ...rest } = bundle;
  return { ...rest, ...(entry ? { entry: entry.map((e) => ({ ...e })) } : {}) };
}

/** The CapabilityStatement as the `CapabilityStatement` schema types it. */
export function wireCapabilityStatement(statement: CapabilityStatement): Schemas['CapabilityStatement'] {
  return { ...statement };
}
