/**
 * The access audit (HIPAA audit controls; the fields of a FHIR AuditEvent, flattened): who read or
 * changed which clinical data, when, for which patient, and with what outcome, refusals included.
 * Records are append-only.
 */

/** One audit record, as `admin audit` prints it. */
export interface AuditEvent {
  /** When the request was answered (ISO 8601 UTC). */
  readonly at: string;
  /**
   * The caller's organization; for a refusal whose credentials named none (no token, an expired or
   * forged one), the organization whose batch the request named, else null.
   */
  readonly organizationId: string | null;
  readonly clientId: string | null;
  /** What was done: read, search, create, delete, submit, cancel, upload, everything, export ... */
  readonly action: string;
  /** Batch, Document, Results, Entities, DocumentBundle, or a FHIR resource type. */
  readonly resourceType: string | null;
  readonly resourceId: string | null;
  /** The FHIR Patient id of the patient whose data it is, where known. */
  readonly patientId: string | null;
  /** The Request-Id of the response (also in the request log). */
  readonly requestId: string;
  /** `success`, or the problem type slug of the refusal or failure (`not-found`, `unauthorized` ...). */
  readonly outcome: string;
}

/** A record to write: the event, its HTTP status, and a document whose patient is looked up when written. */
export interface AuditEntry extends AuditEvent {
  readonly status: number;
  /** When the patient is not known from the request: the document whose patient it is. */
  readonly documentId?: string | null;
  /**
   * The batch the request named. A refusal without credentials that name an organization is filed
   * under the organization whose batch it tried to reach, when there is one.
   */
  readonly batchId?: string | null;
}

export interface AuditQuery {
  readonly organizationId: string;
  /** Records at or after this time (ISO 8601). */
  readonly since?: string;
  /** Records of any of these patient ids. */
  readonly patientIds?: readonly string[];
}

export interface AuditLog {
  /** Resolves once the record is stored (the caller answers only then); rejects when it cannot be. */
  record(entry: AuditEntry): Promise<void>;
  /** Resolves when every record handed to record() so far has been written or has failed (before a stop). */
  settled(): Promise<void>;
  /** The records of a query, oldest first, read in pages. */
  list(query: AuditQuery): AsyncIterable<AuditEvent>;
}
