/**
 * Use cases of the read-only FHIR R4 server (/fhir/R4): read, patient-scoped search with paging,
 * Patient $everything and the CapabilityStatement. Resources come from the organization's succeeded
 * live documents that name a patient, built by the same mappers as a document's collection Bundle
 * (same ids), with relative references (`Patient/<id>`). Transport-free: handlers pass the caller and
 * the raw search parameters, and get FHIR JSON back; errors are AppErrors (the renderer turns them
 * into OperationOutcomes or problems).
 */
import { SERVED_TYPES, type ServedType } from './resource-types.js';
import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, BundleLink, CapabilityStatement, CapabilityStatementRestResource, FhirResource } from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';
import { decodeCursor, encodeCursor } from '../domain/batches.js';
import { AppError } from '../errors.js';
import { documentReference, entityResource, patientId, patientResource, referenceTo, type DocumentFacts, type EntityResourceType } from './mappers.js';

type Entity = Schemas['Entity'];


const isServed = (type: string): type is ServedType => (SERVED_TYPES as readonly string[]).includes(type);
const isEntityType = (type: ServedType): type is EntityResourceType => type !== 'Patient' && type !== 'DocumentReference';

/** Page size of searches: `_count` 1 to 100, default 50 (openapi.yaml FhirCount). */
export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 100;

export interface Page<T> {
  readonly rows: T[];
  readonly hasMore: boolean;
}

/** A patient of the organization: its Patient id and the client's identifier. */
export interface FhirPatientRow {
  readonly id: string;
  readonly externalId: string;
}

/** An entity that becomes a resource, with its document. */
export interface FhirEntityRow {
  readonly document: DocumentFacts;
  readonly entity: Entity;
  readonly position: number;
}

/**
 * What the FHIR server reads. Every method sees only the organization's succeeded live documents that
 * name a patient (and their entities); documents are ordered by (completedAt, id), entities by
 * (document completedAt, document id, position), patients by id.
 */
export interface FhirRepository {
  /** The patient with Patient id `id`, when such a document names it. */
  findPatient(orgId: string, id: string): Promise<FhirPatientRow | null>;
  listPatients(orgId: string, afterId: string | null, limit: number): Promise<Page<FhirPatientRow>>;
  countPatients(orgId: string): Promise<number>;
  getDocument(orgId: string, id: string): Promise<DocumentFacts | null>;
  listDocuments(orgId: string, patientFhirId: string, after: readonly [string, string] | null, limit: number): Promise<Page<DocumentFacts>>;
  countDocuments(orgId: string, patientFhirId: string): Promise<number>;
  /** The entity whose resource is `type`/`fhirId`. */
  getEntity(orgId: string, type: EntityResourceType, fhirId: string): Promise<FhirEntityRow | null>;
  listEntities(orgId: string, patientFhirId: string, type: EntityResourceType, after: readonly [string, string, number] | null, limit: number): Promise<Page<FhirEntityRow>>;
  countEntities(orgId: string, patientFhirId: string, type: EntityResourceType): Promise<number>;
  /** The entities of `documentIds` that become resources (any type), in position order, per document. */
  resourceEntitiesOf(documentIds: readonly string[]): Promise<ReadonlyMap<string, Entity[]>>;
}

export interface FhirCaller {
  readonly organizationId: string;
  readonly mode: 'test' | 'live';
}

/** Search parameters as received (query string or form body): checked here. */
export interface SearchParams {
  readonly patient?: unknown;
  readonly count?: unknown;
  readonly cursor?: unknown;
}

export interface FhirServiceOptions {
  /** The service's `{base_url}` (no trailing slash). */
  readonly publicBaseUrl: string;
  readonly clock?: () => Date;
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A 400 about one search parameter (an OperationOutcome whose expression names it). */
function badParameter(name: string, code: 'required' | 'value', detail: string): AppError {
  return new AppError('invalid-request', detail, {
    fhirIssueCode: code,
    errors: [{ pointer: `/${name}`, code: code === 'required' ? 'required' : 'invalid_value', detail }],
  });
}

function notFound(type: string, id: string): AppError {
  return new AppError('not-found', `${type}/${id} does not exist.`);
}

function unsupportedType(type: string): AppError {
  return new AppError('not-found', `This server does not serve ${type} resources; it serves ${SERVED_TYPES.join(', ')}.`, { fhirIssueCode: 'not-supported' });
}

export class FhirService {
  private readonly base: string;
  private readonly clock: () => Date;
  private readonly publishedAt: string;

  constructor(
    private readonly repo: FhirRepository,
    private readonly options: FhirServiceOptions,
  ) {
    this.base = `${options.publicBaseUrl}/fhir/R4`;
    this.clock = options.clock ?? (() => new Date());
    this.publishedAt = this.clock().toISOString();
  }

  /** The server's CapabilityStatement (SMART Backend Services, read and patient search per type). */
  capabilityStatement(): CapabilityStatement {
    const resource = SERVED_TYPES.map((type): CapabilityStatementRestResource => ({
      type,
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: [
        {
          name: 'patient',
          type: 'reference',
          documentation:
            type === 'Patient'
              ? 'Optional: the Patient id (a UUID, or Patient/<uuid>); without it, every patient of the organization.'
              : 'Required: the Patient id (a UUID, or Patient/<uuid>) whose resources are searched.',
        },
      ],
      ...(type === 'Patient'
        ? { operation: [{ name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything', documentation: 'The Patient and every resource that refers to it (one searchset Bundle).' }] }
        : {}),
    }));
    return {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: this.publishedAt,
      kind: 'instance',
      software: { name: 'data-engine' },
      implementation: { description: 'Clinical Document Batch Service FHIR server (read-only)', url: this.base },
      fhirVersion: '4.0.1',
      format: ['json'],
      rest: [
        {
          mode: 'server',
          documentation: "Read-only access to the organization's processed live documents and the resources extracted from them, per patient.",
          security: {
            extension: [
              {
                url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                extension: [{ url: 'token', valueUri: `${this.options.publicBaseUrl}/oauth/token` }],
              },
            ],
            service: [
              {
                coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR', display: 'SMART-on-FHIR' }],
                text: 'SMART Backend Services: OAuth 2.0 client credentials with system/ scopes',
              },
            ],
          },
          resource,
        },
      ],
    };
  }

  /** Reads `type`/`id` (404 for an unknown or unsupported type, and for ids the organization does not have). */
  async read(caller: FhirCaller, type: string, id: string): Promise<FhirResource> {
    const orgId = this.organizationOf(caller);
    if (!isServed(type)) throw unsupportedType(type);
    if (type === 'Patient') {
      const patient = await this.repo.findPatient(orgId, id);
      if (!patient) throw notFound(type, id);
      return patientResource(orgId, patient.externalId);
    }
    if (type === 'DocumentReference') {
      const doc = await this.repo.getDocument(orgId, id);
      if (!doc) throw notFound(type, id);
      return this.documentReferenceOf(doc);
    }
    const row = await this.repo.getEntity(orgId, type, id);
    const resource = row ? this.entityResourceOf(row.document, row.entity) : null;
    if (!resource || resource.resourceType !== type || resource.id !== id) throw notFound(type, id);
    return resource;
  }

  /** A page of a searchset: `type` resources of a patient (or the organization's patients). */
  async search(caller: FhirCaller, type: string, params: SearchParams): Promise<Bundle> {
    const orgId = this.organizationOf(caller);
    if (!isServed(type)) throw unsupportedType(type);
    const patient = this.patientParam(params.patient, type);
    const count = this.countParam(params.count);
    const cursor = this.cursorParam(params.cursor);
    const filters = { type, patient: patient ?? undefined };
    const after = (arity: number) => {
      try {
        return decodeCursor(cursor, filters, arity);
      } catch {
        throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued for this search; follow the Bundle links without changing the other parameters.');
      }
    };
    const patientRow = patient === null ? null : await this.repo.findPatient(orgId, patient);
    if (patient !== null && !patientRow) throw notFound('Patient', patient);

    let resources: FhirResource[];
    let total: number;
    let nextKey: (string | number)[] | null = null;
    if (type === 'Patient') {
      if (patientRow) {
        // One match, on the first page; this server never issues a cursor for it, but one is still checked.
        resources = after(1) === null ? [patientResource(orgId, patientRow.externalId)] : [];
        total = 1;
      } else {
        const position = after(1);
        const [page, n] = await Promise.all([this.repo.listPatients(orgId, position ? String(position.key[0]) : null, count), this.repo.countPatients(orgId)]);
        resources = page.rows.map((p) => patientResource(orgId, p.externalId));
        total = n;
        const last = page.rows[page.rows.length - 1];
        if (page.hasMore && last) nextKey = [last.id];
      }
    } else if (type === 'DocumentReference') {
      const position = after(2);
      const key = position ? ([String(position.key[0]), String(position.key[1])] as const) : null;
      const [page, n] = await Promise.all([this.repo.listDocuments(orgId, patient!, key, count), this.repo.countDocuments(orgId, patient!)]);
      resources = page.rows.map((d) => this.documentReferenceOf(d));
      total = n;
      const last = page.rows[page.rows.length - 1];
      if (page.hasMore && last) nextKey = [last.completedAt ?? last.createdAt, last.id];
    } else {
      const position = after(3);
      const key = position ? ([String(position.key[0]), String(position.key[1]), Number(position.key[2])] as const) : null;
      const [page, n] = await Promise.all([this.repo.listEntities(orgId, patient!, type, key, count), this.repo.countEntities(orgId, patient!, type)]);
      resources = page.rows.map((r) => this.entityResourceOf(r.document, r.entity)).filter((r): r is FhirResource => r !== null);
      total = n;
      const last = page.rows[page.rows.length - 1];
      if (page.hasMore && last) nextKey = [last.document.completedAt ?? last.document.createdAt, last.document.id, last.position];
    }

    const query = (c?: string) => {
      const q = new URLSearchParams();
      if (patient !== null) q.set('patient', patient);
      q.set('_count', String(count));
      if (c !== undefined) q.set('_cursor', c);
      return `${this.base}/${type}?${q.toString()}`;
    };
    const link: BundleLink[] = [{ relation: 'self', url: query(cursor) }];
    if (nextKey) link.push({ relation: 'next', url: query(encodeCursor(nextKey, filters)) });
    return this.searchset(resources, total, link);
  }

  /** Patient $everything: the Patient and every resource that refers to it, in one searchset. */
  async everything(caller: FhirCaller, id: string): Promise<Bundle> {
    const orgId = this.organizationOf(caller);
    const patient = await this.repo.findPatient(orgId, id);
    if (!patient) throw notFound('Patient', id);
    const resources: FhirResource[] = [patientResource(orgId, patient.externalId)];
    let after: readonly [string, string] | null = null;
    for (;;) {
      const page = await this.repo.listDocuments(orgId, id, after, MAX_COUNT);
      const entities = await this.repo.resourceEntitiesOf(page.rows.map((d) => d.id));
      for (const doc of page.rows) {
        resources.push(this.documentReferenceOf(doc));
        for (const entity of entities.get(doc.id) ?? []) {
          const r = this.entityResourceOf(doc, entity);
          if (r) resources.push(r);
        }
      }
      const last = page.rows[page.rows.length - 1];
      if (!page.hasMore || !last) break;
      after = [last.completedAt ?? last.createdAt, last.id];
    }
    return this.searchset(resources, resources.length, [{ relation: 'self', url: `${this.base}/Patient/${id}/$everything` }]);
  }

  private organizationOf(caller: FhirCaller): string {
    // Authentication already refuses test tokens; kept here so that no other entry point can skip it.
    if (caller.mode !== 'live') throw new AppError('live-token-required', 'The FHIR server accepts live tokens only.');
    return caller.organizationId;
  }

  private subjectOf(doc: DocumentFacts) {
    return referenceTo('Patient', patientId(doc.organizationId, doc.patientExternalId!), 'relative');
  }

  private documentReferenceOf(doc: DocumentFacts): FhirResource {
    return documentReference(doc, this.subjectOf(doc));
  }

  private entityResourceOf(doc: DocumentFacts, entity: Entity): FhirResource | null {
    return entityResource(entity, doc, this.subjectOf(doc), referenceTo('DocumentReference', doc.id, 'relative'));
  }

  private searchset(resources: FhirResource[], total: number, link: BundleLink[]): Bundle {
    const entry: BundleEntry[] = resources.map((resource) => ({ fullUrl: `${this.base}/${resource.resourceType}/${resource.id}`, resource, search: { mode: 'match' } }));
    return {
      resourceType: 'Bundle',
      id: randomUUID(),
      type: 'searchset',
      timestamp: this.clock().toISOString(),
      total,
      link,
      // FHIR forbids empty arrays: no `entry` when nothing matched.
      ...(entry.length ? { entry } : {}),
    };
  }

  /** The `patient` parameter as a Patient id: a UUID or `Patient/<uuid>`; required unless searching Patient. */
  private patientParam(raw: unknown, type: ServedType): string | null {
    if (raw === undefined) {
      if (type === 'Patient') return null;
      throw badParameter('patient', 'required', `The search parameter "patient" is required for ${type}.`);
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    const id = value.startsWith('Patient/') ? value.slice('Patient/'.length) : value;
    if (typeof raw !== 'string' || !UUID.test(id)) {
      throw badParameter('patient', 'value', 'The search parameter "patient" must be one Patient id: a UUID, or Patient/<uuid>.');
    }
    return id;
  }

  private countParam(raw: unknown): number {
    if (raw === undefined) return DEFAULT_COUNT;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT) throw badParameter('_count', 'value', `_count must be a whole number from 1 to ${MAX_COUNT}.`);
    return n;
  }

  private cursorParam(raw: unknown): string | undefined {
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,512}$/.test(raw)) {
      throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued; follow the Bundle links.');
    }
    return raw;
  }
}
