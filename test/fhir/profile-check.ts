/**
 * A deliberately small check of a resource against a StructureDefinition of fhir-profiles/: the
 * differential's cardinalities (per parent), fixed and pattern values, the allowed types of choice
 * elements and the resource types of reference targets. It is not a FHIR validator: it evaluates no
 * FHIRPath invariant and checks nothing of the base resource definition (the HL7 validator does both).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PROFILES_DIR = fileURLToPath(new URL('../../fhir-profiles/', import.meta.url));
const HL7_BASE = 'http://hl7.org/fhir/StructureDefinition/';

export interface ElementDefinition {
  id: string;
  path: string;
  min?: number;
  max?: string;
  type?: { code: string; targetProfile?: string[] }[];
  constraint?: { key: string; severity: string; human: string; expression: string }[];
  [key: string]: unknown;
}

export interface Profile {
  resourceType: 'StructureDefinition';
  id: string;
  url: string;
  type: string;
  baseDefinition: string;
  derivation: string;
  fhirVersion: string;
  kind: string;
  differential: { element: ElementDefinition[] };
  [key: string]: unknown;
}

/** Every StructureDefinition-*.json of fhir-profiles/, by canonical URL. */
export function loadProfiles(): Map<string, Profile> {
  const out = new Map<string, Profile>();
  for (const name of readdirSync(PROFILES_DIR).filter((n) => /^StructureDefinition-.+\.json$/.test(n)).sort()) {
    const profile = JSON.parse(readFileSync(`${PROFILES_DIR}${name}`, 'utf8')) as Profile;
    out.set(profile.url, profile);
  }
  return out;
}

const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

function childValues(parent: unknown, segment: string): { key: string; value: unknown }[] {
  if (!parent || typeof parent !== 'object') return [];
  const obj = parent as Record<string, unknown>;
  if (segment.endsWith('[x]')) {
    const prefix = segment.slice(0, -3);
    return Object.keys(obj)
      .filter((k) => k.startsWith(prefix) && /^[A-Z]/.test(k.slice(prefix.length)))
      .flatMap((key) => asList(obj[key]).map((value) => ({ key, value })));
  }
  return asList(obj[segment]).map((value) => ({ key: segment, value }));
}

/** True when `value` contains everything of `pattern` (FHIR pattern[x] semantics, simplified). */
function matchesPattern(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return Array.isArray(value) && pattern.every((p) => value.some((v) => matchesPattern(v, p)));
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([k, p]) => matchesPattern((value as Record<string, unknown>)[k], p));
  }
  return value === pattern;
}

/** The resource type a canonical profile URL constrains. */
function typeOfProfile(url: string, profiles: Map<string, Profile>): string | undefined {
  if (url.startsWith(HL7_BASE)) return url.slice(HL7_BASE.length);
  return profiles.get(url)?.type;
}

/** Problems of `resource` against `profile` (empty when it conforms as far as this check goes). */
export function checkAgainstProfile(resource: Record<string, unknown>, profile: Profile, profiles: Map<string, Profile>): string[] {
  const problems: string[] = [];
  if (resource.resourceType !== profile.type) return [`resourceType ${String(resource.resourceType)} is not ${profile.type}`];
  for (const el of profile.differential.element) {
    const segments = el.path.split('.').slice(1);
    if (segments.length === 0) continue;
    let parents: unknown[] = [resource];
    for (const seg of segments.slice(0, -1)) parents = parents.flatMap((p) => childValues(p, seg).map((c) => c.value));
    const last = segments[segments.length - 1]!;
    for (const parent of parents) {
      const values = childValues(parent, last);
      if (el.max === '0' && values.length > 0) problems.push(`${el.path}: must be absent`);
      if (el.max !== undefined && el.max !== '*' && values.length > Number(el.max)) problems.push(`${el.path}: at most ${el.max}, found ${values.length}`);
      if (el.min !== undefined && values.length < el.min) problems.push(`${el.path}: at least ${el.min}, found ${values.length}`);
      for (const { key, value } of values) {
        for (const [k, expected] of Object.entries(el)) {
          if (k.startsWith('fixed') && JSON.stringify(value) !== JSON.stringify(expected)) problems.push(`${el.path}: must be ${JSON.stringify(expected)}, is ${JSON.stringify(value)}`);
          if (k.startsWith('pattern') && !matchesPattern(value, expected)) problems.push(`${el.path}: does not match pattern ${JSON.stringify(expected)}`);
        }
        if (el.type && last.endsWith('[x]')) {
          const suffix = key.slice(last.length - 3);
          if (!el.type.some((t) => t.code.charAt(0).toUpperCase() + t.code.slice(1) === suffix)) problems.push(`${el.path}: type ${suffix} is not allowed`);
        }
        const targets = el.type?.flatMap((t) => t.targetProfile ?? []) ?? [];
        const reference = (value as { reference?: unknown } | null)?.reference;
        if (targets.length && typeof reference === 'string' && /^[A-Z][A-Za-z]+\//.test(reference)) {
          const type = reference.split('/')[0]!;
          if (!targets.some((t) => typeOfProfile(t, profiles) === type)) problems.push(`${el.path}: a reference to ${type} is not allowed`);
        }
      }
    }
  }
  return problems;
}

/** The profile of fhir-profiles/ that a served resource claims by its content (null: none is defined). */
export function profileFor(resource: Record<string, unknown>, profiles: Map<string, Profile>): Profile | null {
  const id = (() => {
    switch (resource.resourceType) {
      case 'Patient': {
        const tags = ((resource.meta as { tag?: { code?: string }[] } | undefined)?.tag ?? []).map((t) => t.code);
        return tags.includes('placeholder-patient') ? 'de-placeholder-patient' : 'de-patient';
      }
      case 'Condition':
        return 'de-condition';
      case 'MedicationStatement':
        return 'de-medication-statement';
      case 'Observation':
        return 'de-observation';
      case 'DocumentReference':
        return 'de-document-reference';
      default:
        return null;
    }
  })();
  return id ? ([...profiles.values()].find((p) => p.id === id) ?? null) : null;
}
