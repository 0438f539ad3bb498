// Generated from openapi.yaml by scripts/generate.ts; do not edit.

/** Problem type slugs from `x-problem-types`: problem `type` URIs are `<DOCS_URL>/errors/<slug>` (RFC 9457 §3.1.1). */
export type ProblemSlug =
  | "invalid-request"
  | "unauthorized"
  | "insufficient-scope"
  | "ip-not-allowed"
  | "organization-suspended"
  | "live-token-required"
  | "not-found"
  | "method-not-allowed"
  | "not-acceptable"
  | "invalid-state"
  | "external-reference-in-use"
  | "replay-mismatch"
  | "content-conflict"
  | "live-processing-disabled"
  | "payload-too-large"
  | "header-fields-too-large"
  | "unsupported-media-type"
  | "validation-failed"
  | "rate-limited"
  | "internal-error"
  | "not-implemented"
  | "service-unavailable";

/** A problem type: its HTTP status, its title (the problem's `title`) and what it means. */
export interface ProblemType {
  readonly slug: ProblemSlug;
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

/** Every problem type by slug, in document order. */
export const problemTypes: { readonly [K in ProblemSlug]: ProblemType & { readonly slug: K } } = {
  "invalid-request": { slug: "invalid-request", status: 400, title: "Bad Request", description: "The request body or query could not be parsed (for example malformed JSON or a malformed form body)." },
  "unauthorized": { slug: "unauthorized", status: 401, title: "Unauthorized", description: "The access token is missing, expired or invalid. Obtain a new token from the token endpoint and retry. The `WWW-Authenticate` header carries `Bearer error=\"invalid_token\"` when a token was sent, and a bare `Bearer realm` challenge when none was (RFC 6750 §3.1)." },
  "insufficient-scope": { slug: "insufficient-scope", status: 403, title: "Forbidden", description: "The access token does not carry the scope the operation needs (see the operation's security requirement)." },
  "ip-not-allowed": { slug: "ip-not-allowed", status: 403, title: "Forbidden", description: "The caller's IP address is outside the organization's IP allow-list." },
  "organization-suspended": { slug: "organization-suspended", status: 403, title: "Forbidden", description: "The organization is suspended; no request is served until an operator reinstates it." },
  "live-token-required": { slug: "live-token-required", status: 403, title: "Forbidden", description: "The FHIR server serves live clients only; a test-mode token cannot read it." },
  "not-found": { slug: "not-found", status: 404, title: "Not Found", description: "The resource does not exist for the caller's organization (also for an ID that is not a UUID, and for resources of other organizations)." },
  "method-not-allowed": { slug: "method-not-allowed", status: 405, title: "Method Not Allowed", description: "The path exists but does not support this HTTP method; the `Allow` header lists the methods it does support." },
  "not-acceptable": { slug: "not-acceptable", status: 406, title: "Not Acceptable", description: "The FHIR server answers `application/fhir+json` only; the request's `Accept` header or `_format` parameter asks for another format (such as XML)." },
  "invalid-state": { slug: "invalid-state", status: 409, title: "Conflict", description: "The batch or document is in a state that does not allow the operation (see the batch state table). Read the resource to see its state." },
  "external-reference-in-use": { slug: "external-reference-in-use", status: 409, title: "Conflict", description: "A batch with this `externalReference` already exists in the organization. The problem's `existingBatchId` names it; use that batch instead of creating another." },
  "replay-mismatch": { slug: "replay-mismatch", status: 409, title: "Conflict", description: "An add-documents request reused document references that already exist in the batch with different checksums or content. Nothing was written." },
  "content-conflict": { slug: "content-conflict", status: 409, title: "Conflict", description: "The document already has content with a different SHA-256 checksum. Content cannot be replaced; delete the document (while the batch is pending) and add it again." },
  "live-processing-disabled": { slug: "live-processing-disabled", status: 409, title: "Conflict", description: "Live processing is not enabled for the organization, so a live client cannot submit batches. Ask the operator to enable it." },
  "payload-too-large": { slug: "payload-too-large", status: 413, title: "Content Too Large", description: "The request body exceeds the route's limit (10 MiB for add-documents, 25 MiB for uploads, 1 MiB for other JSON bodies)." },
  "header-fields-too-large": { slug: "header-fields-too-large", status: 431, title: "Request Header Fields Too Large", description: "The request's header block exceeds 16 KiB (RFC 6585 §5). Send fewer or shorter headers." },
  "unsupported-media-type": { slug: "unsupported-media-type", status: 415, title: "Unsupported Media Type", description: "The request's `Content-Type` is not accepted by the operation, or an upload's media type does not match the document's `mediaType`." },
  "validation-failed": { slug: "validation-failed", status: 422, title: "Unprocessable Content", description: "One or more fields are invalid. Each item of `errors` names the field with a JSON Pointer, a stable `code` and a `detail` for people." },
  "rate-limited": { slug: "rate-limited", status: 429, title: "Too Many Requests", description: "The client sent too many requests. Wait `Retry-After` seconds, then send the same request again." },
  "internal-error": { slug: "internal-error", status: 500, title: "Internal Server Error", description: "An unexpected error. The request may be retried; report the `requestId` if it persists." },
  "not-implemented": { slug: "not-implemented", status: 501, title: "Not Implemented", description: "The operation is part of the contract but not available in this build of the service." },
  "service-unavailable": { slug: "service-unavailable", status: 503, title: "Service Unavailable", description: "A temporary failure (for example the database is unreachable). Retry with exponential backoff." },
};
