/**
 * Typed errors, free of any transport: domain code throws them, and each surface renders them once
 * (problem+json for the API, RFC 6749 JSON for the token endpoint, OperationOutcome for FHIR).
 */
import type { Schemas } from '../generated/openapi.js';
import { problemTypes, type ProblemSlug } from '../generated/problem-types.js';

export type { ProblemSlug };
export type FieldError = Schemas['FieldError'];

/** Extra members and headers of a problem. */
export interface ProblemExtras {
  readonly errors?: readonly FieldError[];
  readonly existingBatchId?: string;
  /** Seconds, for 429 and 503. */
  readonly retryAfter?: number;
  /** The Bearer challenge for 401. */
  readonly wwwAuthenticate?: string;
  /** Allowed methods for 405. */
  readonly allow?: readonly string[];
  /** The FHIR IssueType code when rendered as an OperationOutcome (defaults by status). */
  readonly fhirIssueCode?: string;
}

/**
 * An error a client can act on: its problem type `slug` (a page under `{docs_url}/errors/`) fixes the
 * HTTP status and title; `detail` explains this occurrence and is safe to show.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly slug: ProblemSlug,
    readonly detail: string,
    readonly extras: ProblemExtras = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = problemTypes[slug].status;
  }
}

/** An RFC 6749 §5.2 token endpoint error. */
export class OAuthError extends Error {
  constructor(
    readonly error: Schemas['OAuthError']['error'],
    readonly status: 400 | 401 | 429,
    readonly description: string,
    readonly extras: { readonly retryAfter?: number; readonly basicChallenge?: boolean } = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** Builds a 422 for field errors. */
export function validationFailed(errors: readonly FieldError[]): AppError {
  const n = errors.length;
  return new AppError('validation-failed', `${n} field${n === 1 ? ' is' : 's are'} invalid.`, { errors });
}
