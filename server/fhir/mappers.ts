/**
 * Pure mappers from documents and entities to FHIR R4 resources (types from @types/fhir).
 * Used by the document Bundle (a `collection`) and the FHIR server. Positive findings about the
 * patient become clinical resources; negated ones are kept with FHIR's own negation (Condition
 * verificationStatus `refuted`, MedicationStatement `not-taken`, Procedure/Immunization `not-done`);
 * family-member findings become FamilyMemberHistory; hypothetical mentions and findings about other
 * people are not clinical facts about the patient and are left out.
 */
import { createHash } from 'node:crypto';
import type {
  AllergyIntolerance,
  Bundle,
  CodeableConcept,
  Condition,
  DocumentReference,
  FamilyMemberHistory,
  FhirResource,
  Immunization,
  MedicationStatement,
  Observation,
  Patient,
  Procedure,
  Reference,
} from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';
import { familyRelationship } from './family-relationships.js';
import { observationCategory, observationEffective, observationValue, vitalSignCode, vitalSignProfile } from './observations.js';

type Entity = Schemas['Entity'];

/** A deterministic UUID (v4 layout) from the given parts, so that resource ids are stable. */
export function stableUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The Patient id of a client's patient identifier within an organization. */
export function patientId(organizationId: string, externalId: string): string {
  return stableUuid('patient', organizationId, externalId);
}

export function patientIdentifierSystem(organizationId: string): string {
  return `urn:data-engine:organization:${organizationId}:patient`;
}

export const PLACEHOLDER_TAG = { system: 'urn:data-engine:tags', code: 'placeholder-patient', display: 'Placeholder: the document names no patient; not a patient record' };

export interface DocumentFacts {
  readonly id: string;
  readonly organizationId: string;
  readonly externalReference: string;
  readonly mediaType: string;
  readonly patientExternalId: string | null;
  readonly encounter: { externalId?: string; date?: string } | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
  /**
   * How the resource ids of the document's entities are made (see entityResourceId): the first 23
   * characters of the document id, which begin every one of them, for documents written since
   * migration 20261127000100_fhir_id_prefix; null for documents written before, whose ids are
   * hashes.
   */
  readonly fhirIdPrefix: string | null;
}

function isCode(v: unknown): v is { system: string; code: string; display?: string } {
  return typeof v === 'object' && v !== null && typeof (v as { system?: unknown }).system === 'string' && typeof (v as { code?: unknown }).code === 'string';
}

function concept(e: Entity): CodeableConcept {
  return { ...(e.codes?.length ? { coding: e.codes.map((c) => ({ system: c.system, code: c.code, ...(c.display ? { display: c.display } : {}) })) } : {}), text: e.text };
}

const interpretationCodes: Record<string, { code: string; display: string }> = {
  high: { code: 'H', display: 'High' },
  low: { code: 'L', display: 'Low' },
  normal: { code: 'N', display: 'Normal' },
  abnormal: { code: 'A', display: 'Abnormal' },
  critical: { code: 'AA', display: 'Critical abnormal' },
  positive: { code: 'POS', display: 'Positive' },
  negative: { code: 'NEG', display: 'Negative' },
};

/** The resource types an entity can become. */
export type EntityResourceType = 'Condition' | 'MedicationStatement' | 'Observation' | 'Procedure' | 'AllergyIntolerance' | 'Immunization' | 'FamilyMemberHistory';

/**
 * The resource type an entity becomes, or null when it is not a fact about the patient (a
 * hypothetical mention, a finding about someone else, a negated observation or family finding, or an
 * entity type without a FHIR counterpart). entityResource follows this decision; storage keeps it
 * with each entity so that the FHIR server can search by type.
 */
export function entityResourceType(e: Entity): EntityResourceType | null {
  const attrs = (e.attributes ?? {}) as Record<string, unknown>;
  if (attrs.certainty === 'hypothetical' || e.subject === 'other') return null;
  const negative = e.polarity === 'negative';
  if (e.subject === 'family_member') return !negative && e.type === 'Condition' ? 'FamilyMemberHistory' : null;
  switch (e.type) {
    case 'Condition':
      return 'Condition';
    case 'Medication':
      return 'MedicationStatement';
    case 'Observation':
      return negative ? null : 'Observation';
    case 'Procedure':
    case 'AllergyIntolerance':
    case 'Immunization':
      return e.type;
    default:
      return null;
  }
}

/**
 * The resource id of entity `entityId` of a document written before migration
 * 20261127000100_fhir_id_prefix: a hash, kept in entities.fhir_id so that a read by id finds it.
 */
export function hashedEntityResourceId(documentId: string, entityId: string): string {
  return stableUuid('entity', documentId, entityId);
}

/** Length of a document id's prefix that begins the resource ids of its entities ("xxxxxxxx-xxxx-4xxx-yxxx"). */
export const FHIR_ID_PREFIX_LENGTH = 23;

/**
 * The resource id of entity `entityId` of document `doc`, the same on every call. For documents
 * written since migration 20261127000100_fhir_id_prefix it is the document id's first 23 characters
 * (80 bits, its UUID version and variant included) followed by 48 bits of a hash of the document and
 * entity ids: a UUID, as the document Bundle's `urn:uuid:` full URLs need, from which a read by id
 * finds the document through one index entry per document (documents.fhir_id_prefix) rather than
 * one per entity. Older documents keep the hashed ids they were served with.
 */
export function entityResourceId(doc: Pick<DocumentFacts, 'id' | 'fhirIdPrefix'>, entityId: string): string {
  if (doc.fhirIdPrefix === null) return hashedEntityResourceId(doc.id, entityId);
  const h = createHash('sha256').update(`entity\u0000${doc.id}\u0000${entityId}`).digest('hex');
  return `${doc.fhirIdPrefix}-${h.slice(0, 12)}`;
}

/**
 * The first 23 characters of an id: a document's fhir_id_prefix (from its id), and the prefix a
 * resource id of entityResourceId's newer form shares with its document.
 */
export function fhirIdPrefixOf(resourceId: string): string {
  return resourceId.slice(0, FHIR_ID_PREFIX_LENGTH);
}

/**
 * How resources refer to each other: `urn:uuid` inside a document's collection Bundle (fullUrls are
 * `urn:uuid:<id>`), `relative` (`Patient/<id>`) on the FHIR server, where every resource has its own URL.
 */
export type ReferenceStyle = 'urn:uuid' | 'relative';

export function referenceTo(resourceType: string, id: string, style: ReferenceStyle): Reference {
  return { reference: style === 'relative' ? `${resourceType}/${id}` : `urn:uuid:${id}` };
}

/** The cue that made a mention a family member's (its `family_member` evidence), if any. */
function familyCue(attrs: Record<string, unknown>): string | undefined {
  const evidence = Array.isArray(attrs.evidence) ? (attrs.evidence as { kind?: unknown; cue?: unknown }[]) : [];
  const cue = evidence.find((e) => e.kind === 'family_member')?.cue;
  return typeof cue === 'string' ? cue : undefined;
}

/** The FHIR resource for one entity, or null when it is not a fact about the patient. */
export function entityResource(e: Entity, doc: DocumentFacts, subject: Reference, source: Reference): FhirResource | null {
  const type = entityResourceType(e);
  if (type === null) return null;
  const attrs = (e.attributes ?? {}) as Record<string, unknown>;
  const id = entityResourceId(doc, e.id);
  const negative = e.polarity === 'negative';
  const recorded = doc.completedAt ?? doc.createdAt;

  if (type === 'FamilyMemberHistory') {
    const fmh: FamilyMemberHistory = {
      resourceType: 'FamilyMemberHistory',
      id,
      status: 'completed',
      patient: subject,
      relationship: familyRelationship(familyCue(attrs)),
      condition: [{ code: concept(e) }],
      date: recorded,
    };
    return fmh;
  }

  switch (type) {
    case 'Condition': {
      const clinical = typeof attrs.clinicalStatus === 'string' ? attrs.clinicalStatus : 'active';
      const condition: Condition = {
        resourceType: 'Condition',
        id,
        ...(negative ? {} : { clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: clinical }] } }),
        verificationStatus: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: negative ? 'refuted' : attrs.certainty === 'possible' ? 'provisional' : 'confirmed' }],
        },
        code: concept(e),
        subject,
        recordedDate: recorded,
        evidence: [{ detail: [source] }],
      };
      return condition;
    }
    case 'MedicationStatement': {
      const dose = attrs.dose as { value?: number; unit?: string; text?: string } | undefined;
      const dosageText = [dose?.text, attrs.route, attrs.frequency].filter((v) => typeof v === 'string').join(' ');
      const statement: MedicationStatement = {
        resourceType: 'MedicationStatement',
        id,
        status: negative ? 'not-taken' : 'active',
        medicationCodeableConcept: concept(e),
        subject,
        dateAsserted: recorded,
        derivedFrom: [source],
        ...(dosageText ? { dosage: [{ text: dosageText }] } : {}),
      };
      return statement;
    }
    case 'Observation': {
      const interpretation = typeof attrs.interpretation === 'string' ? interpretationCodes[attrs.interpretation] : undefined;
      const code = vitalSignCode(concept(e));
      const profile = vitalSignProfile(code);
      const valueCode = isCode(attrs.valueCode) ? attrs.valueCode : undefined;
      const category = observationCategory(code, valueCode !== undefined);
      const observation: Observation = {
        resourceType: 'Observation',
        id,
        ...(profile ? { meta: { profile: [profile] } } : {}),
        status: 'final',
        category: [category],
        code,
        subject,
        ...observationEffective(doc.encounter?.date),
        issued: recorded,
        derivedFrom: [source],
        // A panel (blood pressure) carries its parts as components and no value of its own.
        ...observationValue(code, {
          value: attrs.value,
          unit: attrs.unit,
          comparator: attrs.comparator,
          interpretation: attrs.interpretation,
          valueCode,
          survey: category.coding?.[0]?.code === 'survey',
          components: Array.isArray(attrs.components) ? (attrs.components as Schemas['ObservationComponent'][]) : [],
        }),
        ...(interpretation ? { interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', ...interpretation }] }] } : {}),
      };
      return observation;
    }
    case 'Procedure': {
      const procedure: Procedure = { resourceType: 'Procedure', id, status: negative ? 'not-done' : 'completed', code: concept(e), subject };
      return procedure;
    }
    case 'AllergyIntolerance': {
      const allergy: AllergyIntolerance = {
        resourceType: 'AllergyIntolerance',
        id,
        // R4 invariant ait-1: clinicalStatus is required unless entered-in-error, so a refuted (denied)
        // allergy is `inactive`: the patient is not at risk of a reaction.
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: negative ? 'inactive' : 'active' }] },
        verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification', code: negative ? 'refuted' : 'confirmed' }] },
        code: concept(e),
        patient: subject,
        recordedDate: recorded,
        ...(typeof attrs.reaction === 'string' && !negative ? { reaction: [{ manifestation: [{ text: attrs.reaction }] }] } : {}),
      };
      return allergy;
    }
    case 'Immunization': {
      const immunization: Immunization = {
        resourceType: 'Immunization',
        id,
        status: negative ? 'not-done' : 'completed',
        vaccineCode: concept(e),
        patient: subject,
        ...(doc.encounter?.date ? { occurrenceDateTime: doc.encounter.date } : { occurrenceString: 'as documented in the note' }),
        primarySource: false,
      };
      return immunization;
    }
  }
}

/** A mention of an entity, as a reference to the note that quotes it (Condition.evidence, derivedFrom). */
function mentionOf(e: Entity, source: Reference): Reference {
  const span = e.span ? ` at characters ${e.span.start}-${e.span.end}` : '';
  return { ...source, display: `"${e.text}"${span}` };
}

const codeKey = (c: CodeableConcept | undefined): string => {
  const coding = c?.coding?.[0];
  return coding ? `${coding.system}|${coding.code}` : `text|${(c?.text ?? '').trim().toLowerCase()}`;
};
const statusKey = (c: CodeableConcept | undefined): string => c?.coding?.[0]?.code ?? '';

/**
 * What makes two mentions of one document the same clinical statement: concept, status and (for family
 * history) relative; the subject is the document's patient. Observations are never merged: each
 * measurement is its own.
 */
function groupKey(r: FhirResource): string {
  switch (r.resourceType) {
    case 'Condition':
      return ['Condition', codeKey(r.code), statusKey(r.clinicalStatus), statusKey(r.verificationStatus)].join('\u0000');
    case 'MedicationStatement':
      return ['MedicationStatement', codeKey(r.medicationCodeableConcept), r.status].join('\u0000');
    case 'AllergyIntolerance':
      return ['AllergyIntolerance', codeKey(r.code), statusKey(r.clinicalStatus), statusKey(r.verificationStatus)].join('\u0000');
    case 'Procedure':
      return ['Procedure', codeKey(r.code), r.status].join('\u0000');
    case 'Immunization':
      return ['Immunization', codeKey(r.vaccineCode), r.status].join('\u0000');
    case 'FamilyMemberHistory':
      return ['FamilyMemberHistory', codeKey(r.condition?.[0]?.code), statusKey(r.relationship)].join('\u0000');
    default:
      return `${r.resourceType}\u0000${r.id}`;
  }
}

/** The resource of a group of mentions: the first mention's, carrying every mention of the group. */
function mergeMentions(first: FhirResource, mentions: readonly Entity[], source: Reference, rest: readonly FhirResource[]): FhirResource {
  const references = mentions.map((m) => mentionOf(m, source));
  switch (first.resourceType) {
    case 'Condition':
      return { ...first, evidence: references.map((detail) => ({ detail: [detail] })) };
    case 'MedicationStatement': {
      // the first mention that states a dosage gives it ("Metoprolol 25 mg BID" ... "continue metoprolol")
      const dosage = [first, ...rest].map((r) => (r as MedicationStatement).dosage).find((d) => d?.length);
      return { ...first, derivedFrom: references, ...(dosage ? { dosage } : {}) };
    }
    case 'AllergyIntolerance':
    case 'Procedure':
    case 'Immunization':
    case 'FamilyMemberHistory':
      if (mentions.length === 1) return first;
      return { ...first, note: [{ text: `Mentioned ${mentions.length} times in the note: ${references.map((r) => r.display).join('; ')}.` }] };
    default:
      return first;
  }
}

/**
 * The resources of one document's entities (given in position order): one per concept, status and
 * relative within the document (every mention kept as evidence), each with the index of the entity it
 * starts from, its place in the document. The id is the one of its first mention (entityResourceId).
 */
export function entityResources(entities: readonly Entity[], doc: DocumentFacts, subject: Reference, source: Reference): { position: number; resource: FhirResource }[] {
  const groups = new Map<string, { position: number; resources: FhirResource[]; mentions: Entity[] }>();
  entities.forEach((e, position) => {
    const resource = entityResource(e, doc, subject, source);
    if (!resource) return;
    const key = groupKey(resource);
    const group = groups.get(key);
    if (group) {
      group.resources.push(resource);
      group.mentions.push(e);
    } else groups.set(key, { position, resources: [resource], mentions: [e] });
  });
  return [...groups.values()].map(({ position, resources, mentions }) => ({
    position,
    resource: mergeMentions(resources[0]!, mentions, source, resources.slice(1)),
  }));
}

/** The Patient of a client's patient identifier (`patient.externalId`) within an organization. */
export function patientResource(organizationId: string, externalId: string): Patient {
  return {
    resourceType: 'Patient',
    id: patientId(organizationId, externalId),
    identifier: [{ system: patientIdentifierSystem(organizationId), value: externalId }],
  };
}

/** The Patient of a document: the client's patient, or a tagged placeholder so that references resolve. */
export function documentPatient(doc: DocumentFacts): Patient {
  if (doc.patientExternalId !== null) return patientResource(doc.organizationId, doc.patientExternalId);
  return { resourceType: 'Patient', id: stableUuid('placeholder-patient', doc.id), meta: { tag: [PLACEHOLDER_TAG] }, active: false };
}

export function documentReference(doc: DocumentFacts, subject: Reference): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: doc.id,
    identifier: [{ system: `urn:data-engine:organization:${doc.organizationId}:document`, value: doc.externalReference }],
    status: 'current',
    subject,
    date: doc.createdAt,
    content: [{ attachment: { contentType: doc.mediaType } }],
    ...(doc.encounter?.date ? { context: { period: { start: doc.encounter.date } } } : {}),
  };
}

/**
 * Every resource of one succeeded document: its Patient (or placeholder), its DocumentReference, and
 * one resource per entity that is a fact about the patient, referring to each other in `style`.
 */
export function documentResources(doc: DocumentFacts, entities: readonly Entity[], style: ReferenceStyle): [Patient, DocumentReference, ...FhirResource[]] {
  const patient = documentPatient(doc);
  const subject = referenceTo('Patient', patient.id!, style);
  const docRef = documentReference(doc, subject);
  const source = referenceTo('DocumentReference', docRef.id!, style);
  return [patient, docRef, ...entityResources(entities, doc, subject, source).map((r) => r.resource)];
}

/** The collection Bundle of one succeeded document (references are urn:uuid: full URLs). */
export function documentBundle(doc: DocumentFacts, entities: readonly Entity[]): Bundle {
  const resources = documentResources(doc, entities, 'urn:uuid');
  return {
    resourceType: 'Bundle',
    id: doc.id,
    type: 'collection',
    timestamp: doc.completedAt ?? doc.createdAt,
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}
