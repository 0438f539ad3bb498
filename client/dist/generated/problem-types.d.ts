/** Problem type slugs from `x-problem-types`: problem `type` URIs are `<DOCS_URL>/errors/<slug>` (RFC 9457 §3.1.1). */
export type ProblemSlug = "invalid-request" | "unauthorized" | "insufficient-scope" | "ip-not-allowed" | "organization-suspended" | "live-token-required" | "not-found" | "method-not-allowed" | "not-acceptable" | "invalid-state" | "external-reference-in-use" | "replay-mismatch" | "content-conflict" | "live-processing-disabled" | "payload-too-large" | "header-fields-too-large" | "unsupported-media-type" | "validation-failed" | "rate-limited" | "internal-error" | "not-implemented" | "service-unavailable";
/** A problem type: its HTTP status, its title (the problem's `title`) and what it means. */
export interface ProblemType {
    readonly slug: ProblemSlug;
    readonly status: number;
    readonly title: string;
    readonly description: string;
}
/** Every problem type by slug, in document order. */
export declare const problemTypes: {
    readonly [K in ProblemSlug]: ProblemType & {
        readonly slug: K;
    };
};
