/**
 * Errors of the FHIR server as FHIR R4 OperationOutcomes (FHIR R4 §3.1.0.4 "all responses are
 * application/fhir+json"; OperationOutcome, IssueType value set). Transport-free: the HTTP error renderer
 * asks `answersWithOutcome` which format to use and writes `operationOutcomeOf`.
 */
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4.js';
import type { AppError } from '../errors.js';

/** The IssueType code of an error by HTTP status, when the error does not name a more fitting one. */
const issueByStatus: Readonly<Record<number, OperationOutcomeIssue['code']>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  409: 'conflict',
  410: 'deleted',
  413: 'too-long',
  415: 'not-supported',
  422: 'invalid',
  429: 'throttled',
  500: 'exception',
  501: 'not-supported',
  503: 'transient',
};

/** Issue codes for the problem slugs whose status alone does not say enough. */
const issueBySlug: Readonly<Record<string, OperationOutcomeIssue['code']>> = {
  'insufficient-scope': 'forbidden',
  'ip-not-allowed': 'security',
  'organization-suspended': 'suspended',
  'live-token-required': 'security',
  'rate-limited': 'throttled',
};

/**
 * True when an error under /fhir/R4 is answered as an OperationOutcome: always, unless the client
 * explicitly prefers `application/problem+json` (it names it in Accept and negotiation picks it over
 * `application/fhir+json`). `negotiated` is what the transport's Accept negotiation chose between the two.
 * A search 400 stays an OperationOutcome whatever the client asks (FHIR R4 §3.1.0.6 search errors).
 */
export function answersWithOutcome(status: number, accept: string, negotiated: string | false): boolean {
  if (status === 400) return true;
  const namesProblem = /application\/problem\+json/i.test(accept);
  return !(namesProblem && negotiated === 'application/problem+json');
}

/** The OperationOutcome of an error (one issue; its expression names the offending parameters). */
export function operationOutcomeOf(error: AppError): OperationOutcome {
  const { extras } = error;
  const expression = extras.errors?.length
    ? [...new Set(extras.errors.map((f) => f.pointer.replace(/^\/((query|body|header)\/)?/, '')))].slice(0, 10)
    : [];
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: error.status >= 500 ? 'fatal' : 'error',
        code: (extras.fhirIssueCode as OperationOutcomeIssue['code'] | undefined) ?? issueBySlug[error.slug] ?? issueByStatus[error.status] ?? 'processing',
        diagnostics: error.detail,
        ...(expression.length ? { expression } : {}),
      },
    ],
  };
}
