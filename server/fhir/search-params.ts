/**
 * The search parameters the FHIR server supports, per resource type, and the parsing of a search request
 * (FHIR R4 §3.1.1 Search: token, reference and date parameters, `_id`, `_lastUpdated`, `_count`, `_sort`,
 * `_format`; RFC 7240 `Prefer: handling=strict|lenient`). Pure: no Koa, no Knex. The CapabilityStatement
 * is built from the same table, so it lists exactly the parameters that work.
 */
import type { CodeableConcept, Coding, FhirResource, Identifier } from 'fhir/r4.js';
import { AppError } from '../errors.js';
import type { ServedType } from './resource-types.js';

/** Page size of searches and $everything: `_count` from 1, capped at MAX_COUNT, default DEFAULT_COUNT. */
export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 100;

type TokenSource = (r: FhirResource) => readonly (Coding | Identifier)[];

export interface SearchParamDefinition {
  readonly name: string;
  readonly type: 'token' | 'reference' | 'date' | 'special' | 'number' | 'string';
  readonly documentation: string;
  /** For token parameters: the codings (or identifiers) of a resource the value is matched against. */
  readonly tokens?: TokenSource;
  /** The R4 SearchParameter canonical, when the parameter is a standard one. */
  readonly definition?: string;
}

const codings = (c: CodeableConcept | undefined): Coding[] => c?.coding ?? [];
const anyOf = (cs: readonly (CodeableConcept | undefined)[] | undefined): Coding[] => (cs ?? []).flatMap(codings);

/** The code of a resource (`code`, or `vaccineCode` / `medicationCodeableConcept`). */
function codeOf(r: FhirResource): Coding[] {
  switch (r.resourceType) {
    case 'Condition':
    case 'Observation':
    case 'Procedure':
    case 'AllergyIntolerance':
      return codings(r.code);
    case 'MedicationStatement':
      return codings(r.medicationCodeableConcept);
    case 'Immunization':
      return codings(r.vaccineCode);
    default:
      return [];
  }
}

const sp = (resource: string, code: string) => `http://hl7.org/fhir/SearchParameter/${resource}-${code}`;

const ID: SearchParamDefinition = { name: '_id', type: 'token', documentation: 'Logical id(s), comma-separated (OR).', definition: sp('Resource', 'id') };
const LAST_UPDATED: SearchParamDefinition = {
  name: '_lastUpdated',
  type: 'date',
  documentation: 'meta.lastUpdated with prefix eq (default), gt, ge, lt or le; repeat for a range. Organization-wide sync is $export with _since.',
  definition: sp('Resource', 'lastUpdated'),
};
const PATIENT_REQUIRED = (type: string): SearchParamDefinition => ({
  name: 'patient',
  type: 'reference',
  documentation: `Required (or subject where ${type} has it): the Patient id, a UUID or Patient/<uuid>.`,
  definition: sp(type === 'FamilyMemberHistory' || type === 'AllergyIntolerance' || type === 'Immunization' ? type : 'clinical', 'patient'),
});
const SUBJECT = (type: string): SearchParamDefinition => ({
  name: 'subject',
  type: 'reference',
  documentation: 'Patient/<uuid> (only Patient subjects exist); may stand in for patient.',
  definition: sp(type, 'subject'),
});
const CODE = (type: string, definition = sp('clinical', 'code')): SearchParamDefinition => ({
  name: 'code',
  type: 'token',
  documentation: `The ${type} code: system|code, |code or code; comma-separated values are OR.`,
  tokens: codeOf,
  definition,
});

/** Supported search parameters per type, beside `_count`, `_cursor`, `_sort` and `_format`. */
export const SEARCH_PARAMS: Readonly<Record<ServedType, readonly SearchParamDefinition[]>> = {
  Patient: [
    ID,
    LAST_UPDATED,
    { name: 'identifier', type: 'token', documentation: 'The client patient identifier (patient.externalId): system|value or value.', tokens: (r) => (r.resourceType === 'Patient' ? (r.identifier ?? []) : []), definition: sp('Patient', 'identifier') },
    { name: 'patient', type: 'reference', documentation: 'Optional: one Patient id (a UUID or Patient/<uuid>); same as _id.' },
  ],
  Condition: [
    PATIENT_REQUIRED('Condition'),
    SUBJECT('Condition'),
    ID,
    LAST_UPDATED,
    CODE('Condition'),
    {
      name: 'clinical-status',
      type: 'token',
      documentation: 'Condition.clinicalStatus (active, inactive, resolved ...); refuted Conditions have none.',
      tokens: (r) => (r.resourceType === 'Condition' ? codings(r.clinicalStatus) : []),
      definition: sp('Condition', 'clinical-status'),
    },
    {
      name: 'verification-status',
      type: 'token',
      documentation: 'Condition.verificationStatus: confirmed, provisional or refuted (a negated mention).',
      tokens: (r) => (r.resourceType === 'Condition' ? codings(r.verificationStatus) : []),
      definition: sp('Condition', 'verification-status'),
    },
  ],
  Observation: [
    PATIENT_REQUIRED('Observation'),
    SUBJECT('Observation'),
    ID,
    LAST_UPDATED,
    CODE('Observation'),
    {
      name: 'category',
      type: 'token',
      documentation: 'Observation.category (vital-signs, laboratory, exam ... of observation-category).',
      tokens: (r) => (r.resourceType === 'Observation' ? anyOf(r.category) : []),
      definition: sp('Observation', 'category'),
    },
  ],
  MedicationStatement: [PATIENT_REQUIRED('MedicationStatement'), SUBJECT('MedicationStatement'), ID, LAST_UPDATED, CODE('MedicationStatement', sp('medications', 'code'))],
  Procedure: [PATIENT_REQUIRED('Procedure'), SUBJECT('Procedure'), ID, LAST_UPDATED, CODE('Procedure')],
  AllergyIntolerance: [PATIENT_REQUIRED('AllergyIntolerance'), ID, LAST_UPDATED, CODE('AllergyIntolerance')],
  Immunization: [
    PATIENT_REQUIRED('Immunization'),
    ID,
    LAST_UPDATED,
    { name: 'vaccine-code', type: 'token', documentation: 'Immunization.vaccineCode: system|code, |code or code.', tokens: codeOf, definition: sp('Immunization', 'vaccine-code') },
    { ...CODE('Immunization'), definition: undefined, documentation: 'Same as vaccine-code (a server-defined alias).' },
  ],
  FamilyMemberHistory: [PATIENT_REQUIRED('FamilyMemberHistory'), ID, LAST_UPDATED],
  DocumentReference: [PATIENT_REQUIRED('DocumentReference'), SUBJECT('DocumentReference'), ID, LAST_UPDATED],
};

/** Result parameters every search accepts. */
export const RESULT_PARAMS: readonly SearchParamDefinition[] = [
  { name: '_count', type: 'number', documentation: `Resources per page, from 1; values above ${MAX_COUNT} are served as ${MAX_COUNT}.` },
  { name: '_sort', type: 'string', documentation: '_lastUpdated (oldest first, the order results have without _sort) or -_lastUpdated (newest first).' },
  { name: '_format', type: 'string', documentation: 'json or application/fhir+json; other formats are 406.' },
  { name: '_cursor', type: 'string', documentation: 'Opaque paging token of a Bundle next link.' },
];

/** One `system|code` token value (either part may be absent). */
export interface Token {
  readonly system?: string;
  readonly code?: string;
  /** `|code`: the code without any system. */
  readonly noSystem?: boolean;
}

/** A `_lastUpdated` bound: [start, end) of the value's precision, in ISO UTC. */
export interface DateBound {
  readonly prefix: 'eq' | 'gt' | 'ge' | 'lt' | 'le';
  readonly start: string;
  readonly end: string;
}

export interface ParsedSearch {
  /** The Patient id of `patient` or `subject`, or null. */
  readonly patient: string | null;
  readonly ids: readonly string[] | null;
  readonly lastUpdated: readonly DateBound[];
  /** Token parameters other than `_id`: every one must match (AND); values of one are OR. */
  readonly tokens: readonly { readonly def: SearchParamDefinition; readonly values: readonly Token[] }[];
  readonly count: number;
  /** `_sort=-_lastUpdated`: newest first (the native order, meta.lastUpdated ascending, otherwise). */
  readonly descending: boolean;
  readonly cursor: string | undefined;
  /** The parameters applied, normalised, for the self link and the cursor binding (no _count, no _cursor). */
  readonly applied: readonly (readonly [string, string])[];
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A 400 about one search parameter (an OperationOutcome whose expression names it). */
export function badParameter(name: string, code: 'required' | 'value' | 'not-supported' | 'invalid', detail: string): AppError {
  return new AppError('invalid-request', detail, {
    fhirIssueCode: code,
    errors: [{ pointer: `/${name}`, code: code === 'required' ? 'required' : code === 'not-supported' ? 'unknown_field' : 'invalid_value', detail }],
  });
}

/** `_format` values that ask for JSON (FHIR R4 §3.1.0.1.10); anything else is 406. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

export function checkFormat(value: string | undefined): void {
  if (value === undefined) return;
  if (!JSON_FORMATS.has(value.split(';')[0]!.trim().toLowerCase())) {
    throw new AppError('not-acceptable', `This server answers application/fhir+json only; _format=${value} is not available.`);
  }
}

/** The `handling` preference of a Prefer header (RFC 7240; FHIR R4 §3.1.1.3.1): strict unless lenient is asked for. */
export function handlingOf(prefer: string | undefined): 'strict' | 'lenient' {
  const m = /(?:^|[,;\s])handling\s*=\s*"?(strict|lenient)"?/i.exec(prefer ?? '');
  return m?.[1]?.toLowerCase() === 'lenient' ? 'lenient' : 'strict';
}

/** A Patient reference value (`<uuid>` or `Patient/<uuid>`, also as an absolute URL of this server). */
export function patientReference(name: string, raw: string, allowBareId: boolean): string {
  const value = raw.trim();
  const m = /(?:^|\/)Patient\/([^/]+)$/.exec(value);
  const id = m ? m[1]! : allowBareId ? value : '';
  if (!UUID.test(id)) {
    throw badParameter(name, 'value', `The search parameter "${name}" must be one Patient id: ${allowBareId ? 'a UUID, or ' : ''}Patient/<uuid>.`);
  }
  return id.toLowerCase();
}

function parseToken(name: string, raw: string): Token {
  const bar = raw.indexOf('|');
  if (bar < 0) {
    if (raw === '') throw badParameter(name, 'value', `The search parameter "${name}" has an empty value.`);
    return { code: raw };
  }
  const system = raw.slice(0, bar);
  const code = raw.slice(bar + 1);
  if (system === '' && code === '') throw badParameter(name, 'value', `The search parameter "${name}" has an empty value.`);
  return { ...(system ? { system } : { noSystem: true }), ...(code ? { code } : {}) };
}

/** True when one of `values` matches one of the codings or identifiers (FHIR R4 §3.1.1.4.6 token). */
export function tokenMatches(values: readonly Token[], candidates: readonly (Coding | Identifier)[]): boolean {
  return values.some((t) =>
    candidates.some((c) => {
      const code = 'code' in c ? c.code : (c as Identifier).value;
      if (t.code !== undefined && code !== t.code) return false;
      if (t.noSystem) return c.system === undefined;
      return t.system === undefined || c.system === t.system;
    }),
  );
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** A FHIR date/dateTime search value as the [start, end) range of its precision (UTC for dates). */
function parseDate(name: string, raw: string): DateBound {
  const m = /^(eq|gt|ge|lt|le)?(.*)$/.exec(raw)!;
  const prefix = (m[1] ?? 'eq') as DateBound['prefix'];
  const d = DATE.exec(m[2]!);
  const invalid = () =>
    badParameter(name, 'value', `"${raw}" is not a ${name} value: an optional prefix (eq, gt, ge, lt, le) and a FHIR date or dateTime with a time zone, such as ge2026-11-01 or lt2026-11-25T10:00:00Z.`);
  if (!d) throw invalid();
  const [, y, mo, da, h, mi, s, frac, tz] = d;
  if (h !== undefined && tz === undefined) throw invalid();
  const pad = (v: string | undefined, dflt: string) => v ?? dflt;
  const base = `${y}-${pad(mo, '01')}-${pad(da, '01')}T${pad(h, '00')}:${pad(mi, '00')}:${pad(s, '00')}${frac ?? ''}${tz ?? 'Z'}`;
  const start = new Date(base);
  if (Number.isNaN(start.getTime())) throw invalid();
  const end = new Date(start);
  if (mo === undefined) end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (da === undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else if (h === undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (s === undefined) end.setUTCMinutes(end.getUTCMinutes() + 1);
  else if (frac === undefined) end.setUTCSeconds(end.getUTCSeconds() + 1);
  else end.setUTCMilliseconds(end.getUTCMilliseconds() + 1);
  return { prefix, start: start.toISOString(), end: end.toISOString() };
}

/** True when the instant `iso` satisfies every bound. */
export function lastUpdatedMatches(bounds: readonly DateBound[], iso: string): boolean {
  const t = new Date(iso).toISOString();
  return bounds.every((b) => {
    switch (b.prefix) {
      case 'eq':
        return t >= b.start && t < b.end;
      case 'gt':
        return t >= b.end;
      case 'ge':
        return t >= b.start;
      case 'lt':
        return t < b.start;
      case 'le':
        return t < b.end;
    }
  });
}

function parseCount(raw: string): number {
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) throw badParameter('_count', 'value', `_count must be a whole number from 1 (values above ${MAX_COUNT} are served as ${MAX_COUNT}).`);
  return Math.min(Number(raw), MAX_COUNT);
}

function parseCursor(raw: string): string {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(raw)) throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued; follow the Bundle links.');
  return raw;
}

/**
 * Parses the parameters of a search of `type` (name-value pairs, in order, repeats kept). Unknown or
 * unsupported parameters (and modifiers) are a 400 unless `handling` is lenient, when they are dropped
 * and left out of `applied`. `patient` (or `subject`) is required except on Patient.
 */
export function parseSearch(type: ServedType, pairs: readonly (readonly [string, string])[], handling: 'strict' | 'lenient'): ParsedSearch {
  const defs = new Map(SEARCH_PARAMS[type].map((d) => [d.name, d]));
  let patient: string | null = null;
  let ids: string[] | null = null;
  const lastUpdated: DateBound[] = [];
  const tokens: { def: SearchParamDefinition; values: Token[] }[] = [];
  let count = DEFAULT_COUNT;
  let descending = false;
  let cursor: string | undefined;
  const applied: [string, string][] = [];
  const seen = new Set<string>();
  const once = (name: string) => {
    if (seen.has(name)) throw badParameter(name, 'value', `The search parameter "${name}" may be given once.`);
    seen.add(name);
  };

  for (const [name, value] of pairs) {
    if (name === '_count') {
      once(name);
      count = parseCount(value);
      continue;
    }
    if (name === '_cursor') {
      once(name);
      cursor = parseCursor(value);
      continue;
    }
    if (name === '_format') {
      checkFormat(value);
      continue;
    }
    if (name === '_sort') {
      once(name);
      if (value !== '_lastUpdated' && value !== '-_lastUpdated') {
        if (handling === 'lenient') continue;
        throw badParameter('_sort', 'not-supported', `_sort supports _lastUpdated (oldest first) and -_lastUpdated (newest first) only; got "${value}".`);
      }
      descending = value === '-_lastUpdated';
      applied.push([name, value]);
      continue;
    }
    const def = defs.get(name);
    if (!def) {
      if (handling === 'lenient') continue;
      const known = [...defs.keys(), ...RESULT_PARAMS.map((p) => p.name)].join(', ');
      throw badParameter(name, 'not-supported', `The search parameter "${name}" is not supported for ${type}; supported: ${known}. Send "Prefer: handling=lenient" to have unknown parameters ignored.`);
    }
    once(name === 'subject' ? 'patient' : name === 'vaccine-code' ? 'code' : name);
    if (name === 'patient' || name === 'subject') {
      patient = patientReference(name, value, name === 'patient');
      applied.push([name, name === 'subject' ? `Patient/${patient}` : patient]);
    } else if (name === '_id') {
      ids = value.split(',').map((v) => v.trim());
      if (ids.some((v) => !/^[A-Za-z0-9\-.]{1,64}$/.test(v))) throw badParameter(name, 'value', '_id must be one or more logical ids, comma-separated.');
      applied.push([name, ids.join(',')]);
    } else if (name === '_lastUpdated') {
      seen.delete(name); // a range repeats it
      lastUpdated.push(parseDate(name, value));
      applied.push([name, value]);
    } else {
      tokens.push({ def, values: value.split(',').map((v) => parseToken(name, v)) });
      applied.push([name, value]);
    }
  }
  if (patient === null && type !== 'Patient') {
    const alternatives = defs.has('subject') ? '"patient" (or "subject")' : '"patient"';
    throw badParameter('patient', 'required', `The search parameter ${alternatives} is required for ${type}.`);
  }
  return { patient, ids, lastUpdated, tokens, count, descending, cursor, applied };
}

/** True when a resource matches the token parameters of a search. */
export function resourceMatches(search: ParsedSearch, resource: FhirResource, lastUpdated: string): boolean {
  if (search.ids && !search.ids.includes(resource.id ?? '')) return false;
  if (search.lastUpdated.length && !lastUpdatedMatches(search.lastUpdated, lastUpdated)) return false;
  return search.tokens.every((t) => tokenMatches(t.values, t.def.tokens!(resource)));
}

/**
 * The parameters of an operation's Parameters resource (FHIR R4 §3.1.0.11, Parameters) as name-value
 * pairs; only primitive values are meaningful to the operations this server has.
 */
export function parametersToPairs(body: unknown): [string, string][] {
  const invalid = (detail: string) => new AppError('invalid-request', detail, { fhirIssueCode: 'structure' });
  const resource = body as { resourceType?: unknown; parameter?: unknown } | null;
  if (!resource || typeof resource !== 'object' || resource.resourceType !== 'Parameters') throw invalid('The body must be a FHIR Parameters resource.');
  if (resource.parameter === undefined) return [];
  if (!Array.isArray(resource.parameter)) throw invalid('Parameters.parameter must be an array.');
  return resource.parameter.map((p: unknown) => {
    const param = (p ?? {}) as Record<string, unknown>;
    const name = param.name;
    const valueKey = Object.keys(param).find((k) => k.startsWith('value'));
    const value = valueKey === undefined ? undefined : param[valueKey];
    if (typeof name !== 'string' || !['string', 'number', 'boolean'].includes(typeof value)) {
      throw invalid('Every parameter needs a name and a primitive value[x].');
    }
    return [name, String(value)] as [string, string];
  });
}
