/**
 * Use cases of the read-only FHIR R4 server (/fhir/R4): read, patient-scoped search with paging,
 * Patient $everything and the CapabilityStatement. Resources come from the organization's succeeded
 * live documents that name a patient, built by the same mappers as a document's collection Bundle
 * (same ids), with relative references (`Patient/<id>`). Transport-free: handlers pass the caller and
 * the raw search parameters, and get FHIR JSON back; errors are AppErrors (the renderer turns them
 * into OperationOutcomes or problems).
 */
import { createHash, randomUUID } from 'node:crypto';
import { SERVED_TYPES, type ServedType } from './resource-types.js';
import type { Bundle, BundleEntry, BundleLink, CapabilityStatement, CapabilityStatementRestResource, FhirResource } from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';
import { decodeCursor, encodeCursor } from '../domain/batches.js';
import { AppError } from '../errors.js';
import { documentReference, entityResources, patientId, patientIdentifierSystem, patientResource, referenceTo, type DocumentFacts, type EntityResourceType } from './mappers.js';
import {
  DEFAULT_COUNT,
  MAX_COUNT,
  RESULT_PARAMS,
  SEARCH_PARAMS,
  badParameter,
  checkFormat,
  handlingOf,
  parseSearch,
  resourceMatches,
  type DateBound,
  type ParsedSearch,
} from './search-params.js';

type Entity = Schemas['Entity'];

const isServed = (type: string): type is ServedType => (SERVED_TYPES as readonly string[]).includes(type);
const isEntityType = (type: ServedType): type is EntityResourceType => type !== 'Patient' && type !== 'DocumentReference';

export { DEFAULT_COUNT, MAX_COUNT };

export interface Page<T> {
  readonly rows: T[];
  readonly hasMore: boolean;
}

/** A patient of the organization: its Patient id, the client's identifier, and when it first appeared. */
export interface FhirPatientRow {
  readonly id: string;
  readonly externalId: string;
  /** The completedAt of its earliest served document (the Patient's meta.lastUpdated). */
  readonly firstSeen: string;
}

/** An entity of a patient's served document that becomes a resource, by its document's id (the documents are read once, apart). */
export interface PatientEntityRow {
  readonly documentId: string;
  readonly entity: Entity;
}

/** Which patients a Patient search selects (all given filters apply). */
export interface PatientFilter {
  readonly ids: readonly string[] | null;
  /** Client patient identifiers (patient.externalId), or null for any. */
  readonly externalIds: readonly string[] | null;
  readonly lastUpdated: readonly DateBound[];
}

/**
 * What the FHIR server reads. Every method sees only the organization's succeeded live documents that
 * name a patient (and their entities); documents are ordered by (completedAt, id), entities by
 * (document completedAt, document id, position), patients by id.
 */
export interface FhirRepository {
  /** The patient with Patient id `id`, when such a document names it. */
  findPatient(orgId: string, id: string): Promise<FhirPatientRow | null>;
  /** Patients in (firstSeen, id) order (their meta.lastUpdated), or the reverse; `after` is the [firstSeen, id] of the previous page's last. */
  listPatients(orgId: string, filter: PatientFilter, after: readonly [string, string] | null, limit: number, descending: boolean): Promise<Page<FhirPatientRow>>;
  countPatients(orgId: string, filter: PatientFilter): Promise<number>;
  getDocument(orgId: string, id: string): Promise<DocumentFacts | null>;
  /** Every served document of a patient. */
  patientDocuments(orgId: string, patientFhirId: string): Promise<DocumentFacts[]>;
  /** The ids of a patient's served documents, in document order (a cheap read: what its resources are built from). */
  patientDocumentIds(orgId: string, patientFhirId: string): Promise<string[]>;
  /**
   * The documents that may hold resource `type`/`fhirId` (server/fhir/mappers.ts entityResourceId):
   * those whose fhir_id_prefix begins the id, and the one whose entity keeps the id as its hashed
   * id (documents written before migration 20261127000100_fhir_id_prefix). Usually one or none; the
   * caller builds their resources and picks the one with the id.
   */
  resourceDocuments(orgId: string, type: EntityResourceType, fhirId: string): Promise<DocumentFacts[]>;
  /** Every entity of a patient's served documents that becomes a resource of `type` (of any type for null). */
  patientEntities(orgId: string, patientFhirId: string, type: EntityResourceType | null): Promise<PatientEntityRow[]>;
  /** The entities of one document that become resources of `type`, in position order. */
  documentEntities(documentId: string, type: EntityResourceType): Promise<Entity[]>;
}

export interface FhirCaller {
  readonly organizationId: string;
  readonly mode: 'test' | 'live';
}

/** A search as received: the parameters of the query string or form body in order, and the Prefer header. */
export interface SearchRequest {
  readonly params: readonly (readonly [string, string])[];
  readonly prefer?: string;
}

export interface FhirServiceOptions {
  /** The service's `{base_url}` (no trailing slash). */
  readonly publicBaseUrl: string;
  readonly clock?: () => Date;
  /** Resources kept built in memory for paging (see PatientItemCache); 0 turns the cache off. */
  readonly cachedResources?: number;
}

/** Default bound of PatientItemCache, in resources (a resource is about 1-2 KB of heap). */
export const DEFAULT_CACHED_RESOURCES = 50_000;

/**
 * The built resources of recently searched patients, so that paging through a large patient does not
 * rebuild every resource for every page (a patient with 2,000 documents has 35,000 resources: about
 * 1.5 s to read and map, against a few milliseconds to filter and slice). An entry is valid for exactly
 * the served documents it was built from: a served document's entities never change (they are written
 * before it succeeds and deleted with it), so the ordered list of document ids is the entry's version;
 * a document added or deleted (a batch deleted, retention) changes it. Least recently used entries go
 * first once `capacity` resources are held.
 */
class PatientItemCache {
  private readonly entries = new Map<string, { version: string; items: readonly Keyed[] }>();
  private held = 0;

  constructor(private readonly capacity: number) {}

  get(key: string, version: string): readonly Keyed[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.held -= entry.items.length;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.items;
  }

  set(key: string, version: string, items: readonly Keyed[]): void {
    if (items.length > this.capacity) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.held -= old.items.length;
    }
    this.entries.set(key, { version, items });
    this.held += items.length;
    for (const [k, e] of this.entries) {
      if (this.held <= this.capacity) break;
      this.entries.delete(k);
      this.held -= e.items.length;
    }
  }
}

function notFound(type: string, id: string): AppError {
  return new AppError('not-found', `${type}/${id} does not exist.`);
}

function unsupportedType(type: string): AppError {
  return new AppError('not-found', `This server does not serve ${type} resources; it serves ${SERVED_TYPES.join(', ')}.`, { fhirIssueCode: 'not-supported' });
}

/** A resource with its place in the server's order: (document completedAt, document id, position). */
interface Keyed {
  readonly key: readonly (string | number)[];
  readonly resource: FhirResource;
}

function compareKeys(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** The page after `after` of `items` (already in key order, or its reverse when `descending`), and the key to continue from. */
function pageOf(items: readonly Keyed[], after: readonly (string | number)[] | null, count: number, descending = false): { rows: Keyed[]; nextKey: readonly (string | number)[] | null } {
  const from = after === null ? 0 : items.findIndex((i) => (descending ? -1 : 1) * compareKeys(i.key, after) > 0);
  const rows = from < 0 ? [] : items.slice(from, from + count);
  const hasMore = from >= 0 && from + count < items.length;
  return { rows, nextKey: hasMore ? rows[rows.length - 1]!.key : null };
}

/** A stable version id of a resource's content (FHIR `id` type): it changes exactly when the content does. */
function versionOf(resource: FhirResource): string {
  return createHash('sha256').update(JSON.stringify(resource)).digest('hex').slice(0, 16);
}

/** The resource with `meta.versionId` and `meta.lastUpdated` (kept tags stay), `meta` right after `id`. */
export function withMeta<T extends FhirResource>(resource: T, lastUpdated: string): T {
  const { resourceType, id, meta, ...rest } = resource;
  const versionId = versionOf(resource);
  return { resourceType, id, meta: { versionId, lastUpdated, ...(meta ?? {}) }, ...rest } as unknown as T;
}

/** What the CapabilityStatement says of FHIR Bulk Data export (system level and Patient level hold the same data). */
const BULK_EXPORT_DOCUMENTATION =
  'FHIR Bulk Data export (IG v2), asynchronous: _type, _since (instant), _outputFormat (application/fhir+ndjson); NDJSON files per type for the client that started it, deleted when the export expires or a batch whose data they hold is deleted.';

export class FhirService {
  private readonly base: string;
  private readonly clock: () => Date;
  private readonly publishedAt: string;
  private readonly cache: PatientItemCache;

  constructor(
    private readonly repo: FhirRepository,
    private readonly options: FhirServiceOptions,
  ) {
    this.base = `${options.publicBaseUrl}/fhir/R4`;
    this.clock = options.clock ?? (() => new Date());
    this.publishedAt = this.clock().toISOString();
    this.cache = new PatientItemCache(options.cachedResources ?? DEFAULT_CACHED_RESOURCES);
  }

  /** The server's CapabilityStatement (SMART Backend Services, read and patient search per type). */
  capabilityStatement(): CapabilityStatement {
    const resource = SERVED_TYPES.map((type): CapabilityStatementRestResource => ({
      type,
      interaction: [{ code: 'read' }, { code: 'search-type' }],
      searchParam: SEARCH_PARAMS[type].map((p) => ({ name: p.name, type: p.type, ...(p.definition ? { definition: p.definition } : {}), documentation: p.documentation })),
      ...(type === 'Patient'
        ? {
            operation: [
              { name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything', documentation: 'GET or POST: the Patient and every resource that refers to it, as a searchset paged with _count.' },
              { name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export', documentation: BULK_EXPORT_DOCUMENTATION },
            ],
          }
        : {}),
    }));
    return {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: this.publishedAt,
      kind: 'instance',
      software: { name: 'data-engine' },
      implementation: { description: 'Clinical Document Batch Service FHIR server (read-only)', url: this.base },
      instantiates: ['http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data'],
      fhirVersion: '4.0.1',
      format: ['json'],
      rest: [
        {
          mode: 'server',
          documentation: `Read-only access to the organization's processed live documents and the resources extracted from them, per patient. Every search also takes ${RESULT_PARAMS.map((p) => `${p.name} (${p.documentation})`).join('; ')}. Unknown parameters are a 400 unless the request says Prefer: handling=lenient.`,
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
          operation: [{ name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/export', documentation: BULK_EXPORT_DOCUMENTATION }],
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
      return this.patientOf(orgId, patient);
    }
    if (type === 'DocumentReference') {
      const doc = await this.repo.getDocument(orgId, id);
      if (!doc) throw notFound(type, id);
      return this.documentReferenceOf(doc);
    }
    for (const doc of await this.repo.resourceDocuments(orgId, type, id)) {
      const found: Keyed | undefined = this.entityResourcesOf(doc, await this.repo.documentEntities(doc.id, type)).find((k) => k.resource.id === id);
      if (found && found.resource.resourceType === type) return found.resource;
    }
    throw notFound(type, id);
  }

  /** A page of a searchset: `type` resources of a patient (or the organization's patients). */
  async search(caller: FhirCaller, type: string, request: SearchRequest): Promise<Bundle> {
    const orgId = this.organizationOf(caller);
    if (!isServed(type)) throw unsupportedType(type);
    const search = parseSearch(type, request.params, handlingOf(request.prefer));
    const filters = { type, applied: search.applied };
    const after = (arity: number) => {
      try {
        return decodeCursor(search.cursor, filters, arity)?.key ?? null;
      } catch {
        throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued for this search; follow the Bundle links without changing the other parameters.');
      }
    };
    const patientRow = search.patient === null ? null : await this.repo.findPatient(orgId, search.patient);
    if (search.patient !== null && !patientRow) throw notFound('Patient', search.patient);

    let resources: FhirResource[];
    let total: number;
    let nextKey: readonly (string | number)[] | null = null;
    if (type === 'Patient') {
      const filter = this.patientFilter(orgId, search);
      const position = after(2);
      const [page, n] = await Promise.all([
        this.repo.listPatients(orgId, filter, position ? [String(position[0]), String(position[1])] : null, search.count, search.descending),
        this.repo.countPatients(orgId, filter),
      ]);
      resources = page.rows.map((p) => this.patientOf(orgId, p));
      total = n;
      const last = page.rows[page.rows.length - 1];
      if (page.hasMore && last) nextKey = [last.firstSeen, last.id];
    } else {
      const items = await this.patientItems(orgId, search.patient!, type);
      const matching = items.filter((i) => resourceMatches(search, i.resource, i.resource.meta!.lastUpdated!));
      if (search.descending) matching.reverse();
      const page = pageOf(matching, after(3), search.count, search.descending);
      resources = page.rows.map((r) => r.resource);
      total = matching.length;
      nextKey = page.nextKey;
    }

    const query = (c?: string) => {
      const q = new URLSearchParams();
      for (const [name, value] of search.applied) q.append(name, value);
      q.set('_count', String(search.count));
      if (c !== undefined) q.set('_cursor', c);
      return `${this.base}/${type}?${q.toString()}`;
    };
    const link: BundleLink[] = [{ relation: 'self', url: query(search.cursor) }];
    if (nextKey) link.push({ relation: 'next', url: query(encodeCursor([...nextKey], filters)) });
    return this.searchset(resources, total, link);
  }

  /**
   * Patient $everything (FHIR R4 OperationDefinition Patient-everything): the Patient and every resource
   * that refers to it, one searchset paged with `_count` (the Patient first, then each document's
   * DocumentReference and resources, oldest document first).
   */
  async everything(caller: FhirCaller, id: string, request: SearchRequest): Promise<Bundle> {
    const orgId = this.organizationOf(caller);
    let count = DEFAULT_COUNT;
    let cursor: string | undefined;
    const handling = handlingOf(request.prefer);
    for (const [name, value] of request.params) {
      if (name === '_count') {
        if (!/^[0-9]{1,9}$/.test(value) || Number(value) < 1) throw badParameter('_count', 'value', `_count must be a whole number from 1 (values above ${MAX_COUNT} are served as ${MAX_COUNT}).`);
        count = Math.min(Number(value), MAX_COUNT);
      } else if (name === '_cursor') {
        if (!/^[A-Za-z0-9_-]{1,512}$/.test(value)) throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued; follow the Bundle links.');
        cursor = value;
      } else if (name === '_format') {
        checkFormat(value);
      } else if (handling === 'strict') {
        throw badParameter(name, 'not-supported', `$everything supports _count only; "${name}" is not supported. Send "Prefer: handling=lenient" to have unknown parameters ignored.`);
      }
    }
    const patient = await this.repo.findPatient(orgId, id);
    if (!patient) throw notFound('Patient', id);
    const filters = { everything: id };
    let after: readonly (string | number)[] | null;
    try {
      after = decodeCursor(cursor, filters, 3)?.key ?? null;
    } catch {
      throw badParameter('_cursor', 'value', 'The _cursor is not one this server issued for this $everything; follow the Bundle links.');
    }
    const items = [{ key: ['', '', -2], resource: this.patientOf(orgId, patient) }, ...(await this.patientItems(orgId, id, 'everything'))];
    const page = pageOf(items, after, count);
    const url = (c?: string) => {
      const q = new URLSearchParams({ _count: String(count) });
      if (c !== undefined) q.set('_cursor', c);
      return `${this.base}/Patient/${id}/$everything?${q.toString()}`;
    };
    const link: BundleLink[] = [{ relation: 'self', url: url(cursor) }];
    if (page.nextKey) link.push({ relation: 'next', url: url(encodeCursor([...page.nextKey], filters)) });
    return this.searchset(page.rows.map((r) => r.resource), items.length, link);
  }

  private organizationOf(caller: FhirCaller): string {
    // Authentication already refuses test tokens; kept here so that no other entry point can skip it.
    if (caller.mode !== 'live') throw new AppError('live-token-required', 'The FHIR server accepts live tokens only.');
    return caller.organizationId;
  }

  /** What a Patient search selects, in repository terms (identifier values of another system match nothing). */
  private patientFilter(orgId: string, search: ParsedSearch): PatientFilter {
    let ids = search.ids;
    if (search.patient !== null) ids = ids ? ids.filter((i) => i === search.patient) : [search.patient];
    let externalIds: string[] | null = null;
    const system = patientIdentifierSystem(orgId);
    for (const t of search.tokens) {
      // identifier is the one token parameter of Patient; every value names its system or none.
      const values = t.values.filter((v) => !v.noSystem && (v.system === undefined || v.system === system));
      const wanted = values.some((v) => v.code === undefined) ? null : values.map((v) => v.code!);
      if (values.length === 0) externalIds = [];
      else if (wanted !== null) externalIds = externalIds === null ? wanted : externalIds.filter((e) => wanted.includes(e));
    }
    return { ids, externalIds, lastUpdated: search.lastUpdated };
  }

  /**
   * A patient's resources of `type` (for `everything`: its DocumentReferences and every entity type), with
   * meta, in server order; shared by requests (PatientItemCache), so never to be modified.
   */
  private async patientItems(orgId: string, patient: string, type: Exclude<ServedType, 'Patient'> | 'everything'): Promise<readonly Keyed[]> {
    const served = await this.repo.patientDocumentIds(orgId, patient);
    const key = `${orgId}\u0000${patient}\u0000${type}`;
    const version = createHash('sha256').update(served.join(',')).digest('base64url');
    const cached = this.cache.get(key, version);
    if (cached) return cached;
    // Only the documents of `version` (one completed or deleted meanwhile is left to the next version),
    // read once for the DocumentReferences and for the entities' documents.
    const inVersion = new Set(served);
    const docs = (await this.repo.patientDocuments(orgId, patient)).filter((d) => inVersion.has(d.id));
    const documentItems = () => docs.map((d): Keyed => ({ key: [d.completedAt ?? d.createdAt, d.id, -1], resource: this.documentReferenceOf(d) }));
    const entityItems = async (entityType: EntityResourceType | null) => {
      const byDoc = new Map(docs.map((d) => [d.id, { doc: d, entities: [] as Entity[] }]));
      for (const r of await this.repo.patientEntities(orgId, patient, entityType)) byDoc.get(r.documentId)?.entities.push(r.entity);
      return [...byDoc.values()].flatMap(({ doc, entities }) => (entities.length > 0 ? this.entityResourcesOf(doc, entities) : []));
    };
    let items: Keyed[];
    if (type === 'DocumentReference') items = documentItems();
    else if (type === 'everything') items = [...documentItems(), ...(await entityItems(null))].sort((a, b) => compareKeys(a.key, b.key));
    else items = await entityItems(type);
    this.cache.set(key, version, items);
    return items;
  }

  private subjectOf(doc: DocumentFacts) {
    return referenceTo('Patient', patientId(doc.organizationId, doc.patientExternalId!), 'relative');
  }

  private patientOf(orgId: string, patient: FhirPatientRow): FhirResource {
    return withMeta(patientResource(orgId, patient.externalId), patient.firstSeen);
  }

  private documentReferenceOf(doc: DocumentFacts): FhirResource {
    return withMeta(documentReference(doc, this.subjectOf(doc)), doc.completedAt ?? doc.createdAt);
  }

  /** The resources of one document's entities (in position order), keyed and with meta. */
  private entityResourcesOf(doc: DocumentFacts, entities: readonly Entity[]): Keyed[] {
    const updated = doc.completedAt ?? doc.createdAt;
    return entityResources(entities, doc, this.subjectOf(doc), referenceTo('DocumentReference', doc.id, 'relative')).map(({ position, resource }) => ({
      key: [updated, doc.id, position],
      resource: withMeta(resource, updated),
    }));
  }

  private searchset(resources: FhirResource[], total: number, link: BundleLink[]): Bundle {
    const entry: BundleEntry[] = resources.map((resource) => ({ fullUrl: `${this.base}/${resource.resourceType}/${resource.id}`, resource, search: { mode: 'match' } }));
    return {
      resourceType: 'Bundle',
      id: randomUUID(),
      meta: { lastUpdated: this.clock().toISOString() },
      type: 'searchset',
      timestamp: this.clock().toISOString(),
      total,
      link,
      // FHIR forbids empty arrays: no `entry` when nothing matched.
      ...(entry.length ? { entry } : {}),
    };
  }
}
