/**
 * FHIR Bulk Data export (HL7 FHIR Bulk Data Access IG v2: system-level `$export` and `Patient/$export`).
 * Transport-free: the kick-off checks the parameters and the caller's SMART scopes and records an
 * export; the work queue (server/storage/work-queue.ts) hands it to a worker process, which runs
 * {@link ExportRunner.run}; the status and file reads serve what the worker wrote.
 *
 * Decisions where the IG leaves a choice (documented in openapi.yaml and the README):
 * - `Prefer: respond-async` is what the IG asks for; a request without it is processed as if it had
 *   been sent (the IG allows it, Medplum does so; HAPI refuses).
 * - `_type` naming a type this server does not serve is a 400 (issue `not-supported`), or ignored under
 *   `Prefer: handling=lenient` (IG v2 `_type`). `_type` naming a served type the token has no read scope
 *   for is a 403 `insufficient_scope`: the client asked explicitly for data it may not read. Without
 *   `_type`, the export holds exactly the types the scopes allow (IG: "limit the data returned to only
 *   those FHIR resources for which the client is authorized").
 * - Both levels hold the same data: every resource this server serves belongs to a patient (the
 *   Patient compartment), so Patient/$export is system-level $export restricted to that compartment.
 * - `transactionTime` is the kick-off time; the files hold resources with `_since < meta.lastUpdated
 *   <= transactionTime`, so that the next export with `_since=<transactionTime>` misses nothing and
 *   repeats nothing.
 * - Status, delete and files answer only the client that started the export (404 for any other).
 */
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { FhirResource, OperationOutcome } from 'fhir/r4.js';
import type { Schemas } from '../../generated/openapi.js';
import { AppError } from '../errors.js';
import { smartAllows } from '../oauth/scopes.js';
import { documentReference, entityResources, patientId, patientResource, referenceTo, type DocumentFacts, type EntityResourceType } from './mappers.js';
import { SERVED_TYPES, type ServedType } from './resource-types.js';
import { badParameter, handlingOf } from './search-params.js';
import { withMeta } from './service.js';

type Entity = Schemas['Entity'];

export type ExportLevel = 'system' | 'patient';
export type ExportStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface ExportRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly clientId: string;
  readonly level: ExportLevel;
  /** The kick-off request URL (the manifest's `request`). */
  readonly requestUrl: string;
  readonly types: readonly ServedType[];
  readonly since: string | null;
  readonly transactionTime: string;
  readonly status: ExportStatus;
  readonly progress: string | null;
  readonly errorMessage: string | null;
  /** Claims of the export by a worker, the current one included. */
  readonly attempts: number;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly expiresAt: string;
}

/** One output file: the lines of one resource type, numbered from 1 per type. */
export interface ExportFileInfo {
  readonly resourceType: ServedType;
  readonly part: number;
  readonly count: number;
}

export interface ExportFile extends ExportFileInfo {
  /** NDJSON: one resource per line, each line ending with `\n`. */
  readonly body: string;
  /** The batches whose data the file holds. */
  readonly batchIds: readonly string[];
}

/** A served document with the batch it belongs to. */
export interface ExportDocument {
  readonly document: DocumentFacts;
  readonly batchId: string;
  /** The Patient id the document names (its stored lookup column). */
  readonly patientFhirId: string;
}

export interface ExportPatient {
  readonly id: string;
  readonly externalId: string;
  readonly firstSeen: string;
  /** Every batch with a served document naming the patient. */
  readonly batchIds: readonly string[];
}

/** The bounds of an export on `meta.lastUpdated` (a document's completion time): (since, until]. */
export interface ExportWindow {
  readonly since: string | null;
  readonly until: string;
}

/** What a worker's write found: written, the claim lost (export deleted or taken over), or a batch deleted meanwhile. */
export type WriteResult = 'written' | 'lost' | 'stale';

/**
 * Storage of exports. Every write of a running export is a compare-and-set on the worker's claim
 * (`locked_by`); reads see only the organization's succeeded live documents that name a patient,
 * as the FHIR server does.
 */
export interface ExportRepository {
  create(record: ExportRecord): Promise<void>;
  /** Exports of the client not yet completed or failed. */
  countActive(clientId: string, now: string): Promise<number>;
  /** The export, unless it expired. */
  get(id: string, now: string): Promise<ExportRecord | null>;
  files(id: string): Promise<ExportFileInfo[]>;
  file(id: string, resourceType: string, part: number): Promise<{ count: number; body: string } | null>;
  /** Deletes the client's export and its files; false when there was none. */
  delete(id: string, clientId: string): Promise<boolean>;

  /** Drops what an earlier run of the export wrote; false when the claim is no longer `workerId`'s. */
  restart(id: string, workerId: string): Promise<boolean>;
  writeFile(id: string, workerId: string, file: ExportFile, progress: string): Promise<WriteResult>;
  /** Completes (or fails, with `errorMessage`) the export; false when the claim was lost. */
  finish(id: string, workerId: string, outcome: { status: 'completed' | 'failed'; errorMessage: string | null }, now: string, expiresAt: string): Promise<boolean>;

  /**
   * Served documents completed within `window`, in (patient id, completedAt, id) order (a patient's
   * documents together, in the order of the index the FHIR server pages them by), after `after`.
   */
  documents(orgId: string, window: ExportWindow, after: readonly [string, string, string] | null, limit: number): Promise<ExportDocument[]>;
  /** The entities of `documentIds` that become resources of `types`, by document in position order. */
  entities(documentIds: readonly string[], types: readonly EntityResourceType[]): Promise<Map<string, Entity[]>>;
  /** Patients first seen within `window` (up to its end), by id, after `afterId`. */
  patients(orgId: string, window: ExportWindow, afterId: string | null, limit: number): Promise<ExportPatient[]>;
}

/**
 * The export jobs of the work queue (server/storage/work-queue.ts): claimed with a lease by a worker
 * process, extended by its heartbeat, given back when the worker stops, taken over when the lease
 * expires (the worker died), and deleted with their files when they expire.
 */
export interface ExportJobQueue {
  /** Claims the oldest queued export, or one whose lease expired; null when there is none. */
  claim(workerId: string, now: Date, visibilityMs: number): Promise<ExportRecord | null>;
  /** Extends `workerId`'s claim on export `id`; false when the claim was lost. */
  extend(workerId: string, id: string, until: Date): Promise<boolean>;
  /** Gives an unfinished export back to the queue (the claim does not count as an attempt). */
  release(workerId: string, id: string): Promise<boolean>;
  /** Deletes the exports (and files) whose expiry passed; returns how many. */
  expire(now: Date): Promise<number>;
}

/** Who calls: the authenticated client of a live token. */
export interface ExportCaller {
  readonly organizationId: string;
  readonly clientId: string;
  readonly mode: 'test' | 'live';
  readonly scopes: readonly string[];
}

export interface KickOffRequest {
  /** The query parameters in order, repeats kept. */
  readonly params: readonly (readonly [string, string])[];
  readonly prefer?: string;
  /** The full request URL (the manifest's `request`). */
  readonly url: string;
}

export type ExportState =
  | { readonly kind: 'in-progress'; readonly progress: string }
  | { readonly kind: 'completed'; readonly manifest: Schemas['FhirExportManifest']; readonly expiresAt: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface ExportOptions {
  readonly publicBaseUrl: string;
  /** How long an export and its files live (from kick-off, and again from completion). */
  readonly ttlSeconds: number;
  readonly clock?: () => Date;
}

/** Output formats of `_outputFormat` (IG v2: the full type and its two abbreviations). */
const OUTPUT_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);
/** Exports of one client not yet finished, at most (a further kick-off is a 429, IG v2 kick-off). */
export const MAX_ACTIVE_EXPORTS = 5;
/** Lines per output file, at most, and bytes (a file closes at whichever comes first). */
export const FILE_MAX_LINES = 5000;
/** Files of one export, at most (the manifest's bound): a larger export fails and asks for _type or _since. */
export const MAX_FILES = 1000;
const FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Documents read per step of a run; the run yields to the event loop between steps. */
const DOCUMENTS_PER_STEP = 100;
const PATIENTS_PER_STEP = 500;
/** Poll interval suggested to clients while an export runs (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 2;

/** FHIR `instant`: a full date-time with seconds and a time zone. */
const INSTANT = /^([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(\.[0-9]{1,9})?(Z|[+-](?:(?:0[0-9]|1[0-3]):[0-5][0-9]|14:00))$/;

const isServed = (type: string): type is ServedType => (SERVED_TYPES as readonly string[]).includes(type);
const isEntityType = (type: ServedType): type is EntityResourceType => type !== 'Patient' && type !== 'DocumentReference';

/** Kick-offs made in this process: a worker of the same process starts at once instead of at its next check. */
export const exportQueued = new EventEmitter().setMaxListeners(0);

function notFound(id: string): AppError {
  return new AppError('not-found', `No export ${id} exists for this client (it may have expired or been deleted).`);
}

/** The file name of an output file in its URL. */
export function fileName(type: string, part: number): string {
  return `${type}-${part}.ndjson`;
}

/** Parses a file name of {@link fileName}; null when it is not one. */
export function parseFileName(name: string): { type: string; part: number } | null {
  const m = /^([A-Z][A-Za-z]{1,63})-([1-9][0-9]{0,5})\.ndjson$/.exec(name);
  return m ? { type: m[1]!, part: Number(m[2]) } : null;
}

export class ExportService {
  private readonly base: string;
  private readonly clock: () => Date;

  constructor(
    private readonly repo: ExportRepository,
    private readonly options: ExportOptions,
  ) {
    this.base = `${options.publicBaseUrl}/fhir/R4`;
    this.clock = options.clock ?? (() => new Date());
  }

  /** The status URL of an export (the kick-off's Content-Location). */
  statusUrl(id: string): string {
    return `${this.base}/$export-status/${id}`;
  }

  /** Checks a kick-off and queues the export; returns it. */
  async kickOff(caller: ExportCaller, level: ExportLevel, request: KickOffRequest): Promise<ExportRecord> {
    if (caller.mode !== 'live') throw new AppError('live-token-required', 'The FHIR server accepts live tokens only.');
    const lenient = handlingOf(request.prefer) === 'lenient';
    let requested: string[] | null = null;
    let since: string | null = null;
    for (const [name, value] of request.params) {
      if (name === '_type') {
        const types = value.split(',').map((t) => t.trim());
        if (types.some((t) => t === '')) throw badParameter('_type', 'value', '_type is a comma-separated list of resource types, such as Condition,Observation.');
        requested = [...(requested ?? []), ...types];
      } else if (name === '_since') {
        if (since !== null) throw badParameter('_since', 'value', '_since may be given once.');
        const m = INSTANT.exec(value);
        if (!m || Number.isNaN(Date.parse(value))) {
          throw badParameter('_since', 'value', `_since must be a FHIR instant with seconds and a time zone, such as 2026-11-01T00:00:00Z; got "${value}".`);
        }
        since = new Date(value).toISOString();
      } else if (name === '_outputFormat') {
        if (!OUTPUT_FORMATS.has(value.trim().toLowerCase())) {
          throw badParameter('_outputFormat', 'not-supported', `_outputFormat ${value} is not supported; this server writes application/fhir+ndjson (also accepted as application/ndjson and ndjson).`);
        }
      } else if (!lenient) {
        throw badParameter(
          name,
          'not-supported',
          `$export supports _type, _since and _outputFormat; "${name}" is not supported. Send "Prefer: handling=lenient" to have unsupported parameters ignored.`,
        );
      }
    }

    let types: ServedType[];
    if (requested === null) {
      types = SERVED_TYPES.filter((t) => smartAllows(caller.scopes, t, 'read'));
      if (types.length === 0) throw insufficientScope('No SMART system scope of this token grants reading a resource type; export needs system/*.rs or system/<type>.rs.');
    } else {
      const unknown = requested.filter((t) => !isServed(t));
      if (unknown.length > 0 && !lenient) {
        throw badParameter('_type', 'not-supported', `This server does not export ${unknown.join(', ')}; it exports ${SERVED_TYPES.join(', ')}. Send "Prefer: handling=lenient" to have unsupported types ignored.`);
      }
      const wanted = new Set(requested.filter(isServed));
      types = SERVED_TYPES.filter((t) => wanted.has(t));
      if (types.length === 0) throw badParameter('_type', 'value', `_type names no type this server exports (${SERVED_TYPES.join(', ')}).`);
      const denied = types.filter((t) => !smartAllows(caller.scopes, t, 'read'));
      if (denied.length > 0) throw insufficientScope(`This token has no SMART system scope that grants reading ${denied.join(', ')} (system/<type>.rs or system/*.rs).`);
    }

    const now = this.clock();
    if ((await this.repo.countActive(caller.clientId, now.toISOString())) >= MAX_ACTIVE_EXPORTS) {
      throw new AppError('rate-limited', `This client already has ${MAX_ACTIVE_EXPORTS} exports in progress; wait for one to finish, or delete one.`, { retryAfter: 30 });
    }
    const record: ExportRecord = {
      id: randomUUID(),
      organizationId: caller.organizationId,
      clientId: caller.clientId,
      level,
      requestUrl: request.url,
      types,
      since,
      transactionTime: now.toISOString(),
      status: 'queued',
      progress: null,
      errorMessage: null,
      attempts: 0,
      createdAt: now.toISOString(),
      completedAt: null,
      expiresAt: new Date(now.getTime() + this.options.ttlSeconds * 1000).toISOString(),
    };
    await this.repo.create(record);
    exportQueued.emit('queued', record.id);
    return record;
  }

  /** The informational OperationOutcome of a kick-off. */
  kickOffOutcome(record: ExportRecord): OperationOutcome {
    return {
      resourceType: 'OperationOutcome',
      issue: [
        {
          severity: 'information',
          code: 'informational',
          diagnostics: `Export ${record.id} of ${record.types.join(', ')} is queued; poll ${this.statusUrl(record.id)} (honour Retry-After).`,
        },
      ],
    };
  }

  /** The state of the caller's export (404 for an unknown, expired or foreign one). */
  async status(caller: ExportCaller, id: string): Promise<ExportState> {
    const record = await this.own(caller, id);
    if (record.status === 'queued' || record.status === 'processing') {
      return { kind: 'in-progress', progress: record.status === 'queued' ? 'queued' : (record.progress ?? 'processing') };
    }
    if (record.status === 'failed') return { kind: 'failed', message: record.errorMessage ?? 'The export failed.' };
    const files = await this.repo.files(id);
    return {
      kind: 'completed',
      expiresAt: record.expiresAt,
      manifest: {
        transactionTime: record.transactionTime,
        request: record.requestUrl,
        requiresAccessToken: true,
        output: files.map((f) => ({ type: f.resourceType, url: `${this.base}/$export-file/${id}/${fileName(f.resourceType, f.part)}`, count: f.count })),
        error: [],
      },
    };
  }

  /** Cancels a running export or deletes a finished one, with its files (404 when there is none). */
  async delete(caller: ExportCaller, id: string): Promise<void> {
    await this.own(caller, id);
    if (!(await this.repo.delete(id, caller.clientId))) throw notFound(id);
  }

  /** An output file's NDJSON (404 for an unknown file, or an export that is not the caller's or not complete). */
  async file(caller: ExportCaller, id: string, name: string): Promise<string> {
    const record = await this.own(caller, id);
    const parsed = parseFileName(name);
    if (record.status !== 'completed' || !parsed) throw new AppError('not-found', `Export ${id} has no file ${name}.`);
    const file = await this.repo.file(id, parsed.type, parsed.part);
    if (!file) throw new AppError('not-found', `Export ${id} has no file ${name}.`);
    return file.body;
  }

  private async own(caller: ExportCaller, id: string): Promise<ExportRecord> {
    if (caller.mode !== 'live') throw new AppError('live-token-required', 'The FHIR server accepts live tokens only.');
    const record = await this.repo.get(id, this.clock().toISOString());
    if (!record || record.organizationId !== caller.organizationId || record.clientId !== caller.clientId) throw notFound(id);
    return record;
  }
}

function insufficientScope(detail: string): AppError {
  return new AppError('insufficient-scope', detail, { wwwAuthenticate: 'Bearer realm="data-engine", error="insufficient_scope", scope="system/*.rs"' });
}

/** Tells a run to stop: the worker is stopping, or lost the claim. */
export interface StopSignal {
  readonly stopped: boolean;
}

/** The outcome of a run: done (completed, failed, or the claim lost), or stopped before the end (to be released). */
export type RunOutcome = 'done' | 'stopped';

/** Collects lines of one type into files of at most FILE_MAX_LINES lines and FILE_MAX_BYTES bytes. */
class FileBuffer {
  part = 0;
  lines: string[] = [];
  bytes = 0;
  batchIds = new Set<string>();
  constructor(
    readonly type: ServedType,
    private readonly maxLines: number,
  ) {}
  add(resource: FhirResource, batchIds: Iterable<string>): boolean {
    const line = `${JSON.stringify(resource)}\n`;
    this.lines.push(line);
    this.bytes += line.length;
    for (const b of batchIds) this.batchIds.add(b);
    return this.lines.length >= this.maxLines || this.bytes >= FILE_MAX_BYTES;
  }
  take(): ExportFile | null {
    if (this.lines.length === 0) return null;
    const file = { resourceType: this.type, part: ++this.part, count: this.lines.length, body: this.lines.join(''), batchIds: [...this.batchIds] };
    this.lines = [];
    this.bytes = 0;
    this.batchIds = new Set();
    return file;
  }
}

class ClaimLost extends Error {}
class TooLarge extends Error {}
class StaleData extends Error {}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a claimed export in a worker process: reads the organization's served documents in steps,
 * maps them with the FHIR server's mappers (same ids, same meta), and writes NDJSON files, each in a
 * transaction that checks the claim is still the worker's. A batch deleted while the export runs
 * makes the run start again without it. Steps are small and yield to the event loop.
 */
export class ExportRunner {
  private readonly clock: () => Date;

  constructor(
    private readonly repo: ExportRepository,
    private readonly options: {
      ttlSeconds: number;
      maxAttempts?: number;
      clock?: () => Date;
      /** Smaller steps and files than the defaults (tests: paging and multi-file output with little data). */
      documentsPerStep?: number;
      patientsPerStep?: number;
      fileMaxLines?: number;
    },
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Runs `job` (claimed by `workerId`) to its end: completed, failed, or given up because the claim was
   * lost; 'stopped' when `signal` stopped it first (the caller gives it back to the queue). An
   * unexpected error marks the export failed and is thrown for the caller to log.
   */
  async run(job: ExportRecord, workerId: string, signal: StopSignal): Promise<RunOutcome> {
    const finish = async (status: 'completed' | 'failed', errorMessage: string | null) => {
      const now = this.clock();
      await this.repo.finish(job.id, workerId, { status, errorMessage }, now.toISOString(), new Date(now.getTime() + this.options.ttlSeconds * 1000).toISOString());
    };
    try {
      if (job.attempts > (this.options.maxAttempts ?? 3)) {
        await finish('failed', `The export was started ${job.attempts - 1} times and did not finish; request a new export.`);
        return 'done';
      }
      for (let round = 0; ; round++) {
        try {
          if (!(await this.repo.restart(job.id, workerId))) return 'done';
          if (!(await this.write(job, workerId, signal))) return 'stopped';
          await finish('completed', null);
          return 'done';
        } catch (err) {
          // A batch was deleted while its data was read: start again without it.
          if (err instanceof StaleData && round < 5) continue;
          throw err;
        }
      }
    } catch (err) {
      if (err instanceof ClaimLost) return 'done';
      const expected = err instanceof StaleData || err instanceof TooLarge;
      const message =
        err instanceof StaleData
          ? 'Batches were deleted while the export ran, again and again; request a new export.'
          : err instanceof TooLarge
            ? `The export would exceed ${MAX_FILES} files of ${FILE_MAX_LINES} resources; narrow it with _type or _since.`
            : 'The export failed; request a new export.';
      await finish('failed', message).catch(() => undefined);
      if (!expected) throw err;
      return 'done';
    }
  }

  /** Writes every file; false when stopped before the end. */
  private async write(job: ExportRecord, workerId: string, signal: StopSignal): Promise<boolean> {
    const window: ExportWindow = { since: job.since, until: job.transactionTime };
    const buffers = new Map(job.types.map((t) => [t, new FileBuffer(t, this.options.fileMaxLines ?? FILE_MAX_LINES)]));
    const patientsPerStep = this.options.patientsPerStep ?? PATIENTS_PER_STEP;
    const documentsPerStep = this.options.documentsPerStep ?? DOCUMENTS_PER_STEP;
    let files = 0;
    const flush = async (buffer: FileBuffer) => {
      const file = buffer.take();
      if (!file) return;
      if (++files > MAX_FILES) throw new TooLarge();
      const result = await this.repo.writeFile(job.id, workerId, file, `${files} file${files === 1 ? '' : 's'} written`);
      if (result === 'lost') throw new ClaimLost();
      if (result === 'stale') throw new StaleData();
    };
    const add = async (resource: FhirResource, batchIds: Iterable<string>) => {
      const buffer = buffers.get(resource.resourceType as ServedType);
      if (buffer && buffer.add(resource, batchIds)) await flush(buffer);
    };

    if (buffers.has('Patient')) {
      let after: string | null = null;
      for (;;) {
        if (signal.stopped) return false;
        const patients = await this.repo.patients(job.organizationId, window, after, patientsPerStep);
        for (const p of patients) await add(withMeta(patientResource(job.organizationId, p.externalId), p.firstSeen), p.batchIds);
        if (patients.length < patientsPerStep) break;
        after = patients[patients.length - 1]!.id;
        await yieldToEventLoop();
      }
    }

    const entityTypes = job.types.filter(isEntityType);
    if (entityTypes.length > 0 || buffers.has('DocumentReference')) {
      let after: [string, string, string] | null = null;
      for (;;) {
        if (signal.stopped) return false;
        const docs = await this.repo.documents(job.organizationId, window, after, documentsPerStep);
        const entities = entityTypes.length > 0 ? await this.repo.entities(docs.map((d) => d.document.id), entityTypes) : new Map<string, Entity[]>();
        for (const { document: doc, batchId } of docs) {
          const updated = doc.completedAt ?? doc.createdAt;
          const subject = referenceTo('Patient', patientId(doc.organizationId, doc.patientExternalId!), 'relative');
          if (buffers.has('DocumentReference')) await add(withMeta(documentReference(doc, subject), updated), [batchId]);
          const list = entities.get(doc.id);
          if (!list?.length) continue;
          for (const { resource } of entityResources(list, doc, subject, referenceTo('DocumentReference', doc.id, 'relative'))) await add(withMeta(resource, updated), [batchId]);
        }
        if (docs.length < documentsPerStep) break;
        const last = docs[docs.length - 1]!;
        after = [last.patientFhirId, last.document.completedAt!, last.document.id];
        await yieldToEventLoop();
      }
    }
    if (signal.stopped) return false;
    for (const buffer of buffers.values()) await flush(buffer);
    return true;
  }
}
