/** Base class of every error the SDK throws itself, so that `catch (e) { if (e instanceof DataEngineError) }` works. */
export class DataEngineError extends Error {
    name = 'DataEngineError';
}
/**
 * A 4xx or 5xx answer: an RFC 9457 problem (`application/problem+json`), an RFC 6749 §5.2 OAuth error
 * from the token endpoint (`error`, `error_description`), or any other error body (status only).
 * Handle it by `status` and `slug` (or `errors[].code`); `detail` is for people and can change.
 */
export class ProblemError extends DataEngineError {
    name = 'ProblemError';
    /** HTTP status. */
    status;
    /** The problem `type` URI (`<docs>/errors/<slug>`); `about:blank` when the body was not a problem. */
    type;
    /** The last path segment of `type`, e.g. `external-reference-in-use`; undefined when the body was not a problem. */
    slug;
    title;
    detail;
    /** The `Request-Id` of the answer (header, or the problem's `requestId`): quote it when reporting a problem. */
    requestId;
    /** Field errors (RFC 6901 pointers into the request) of a 400/409/422. */
    errors;
    /** On a 409 `external-reference-in-use`: the batch that already has this `externalReference`. */
    existingBatchId;
    /** Token endpoint errors only (RFC 6749 §5.2). */
    error;
    /** Token endpoint errors only (RFC 6749 §5.2). */
    error_description;
    /** `Retry-After` of the answer in seconds, when it carried one (429, 503). */
    retryAfterSeconds;
    /** The parsed body, as received (unknown fields included). */
    body;
    constructor(status, body, headers) {
        const b = (typeof body === 'object' && body !== null ? body : {});
        const str = (v) => (typeof v === 'string' ? v : undefined);
        const type = str(b.type) ?? 'about:blank';
        const error = str(b.error);
        const title = str(b.title) ?? error ?? `HTTP ${status}`;
        const detail = str(b.detail) ?? str(b.error_description);
        super(`${status} ${title}${detail ? `: ${detail}` : ''}`);
        this.status = status;
        this.type = type;
        this.slug = type === 'about:blank' ? undefined : type.slice(type.lastIndexOf('/') + 1);
        this.title = title;
        this.detail = detail;
        this.requestId = headers.get('request-id') ?? str(b.requestId);
        this.errors = Array.isArray(b.errors) ? b.errors : [];
        this.existingBatchId = str(b.existingBatchId);
        this.error = error;
        this.error_description = str(b.error_description);
        this.retryAfterSeconds = parseRetryAfter(headers.get('retry-after'));
        this.body = body;
    }
}
/** The request took longer than `timeoutMs` on every attempt. */
export class TimeoutError extends DataEngineError {
    timeoutMs;
    attempts;
    name = 'TimeoutError';
    constructor(timeoutMs, attempts) {
        super(`request timed out after ${timeoutMs} ms (${attempts} attempt${attempts === 1 ? '' : 's'})`);
        this.timeoutMs = timeoutMs;
        this.attempts = attempts;
    }
}
/** The caller's `AbortSignal` fired; nothing is retried after that. `cause` is the signal's reason. */
export class AbortError extends DataEngineError {
    name = 'AbortError';
    constructor(reason) {
        super('request aborted', { cause: reason });
    }
}
/** The service could not be reached (DNS, refused or reset connection) on every attempt. */
export class ConnectionError extends DataEngineError {
    attempts;
    name = 'ConnectionError';
    constructor(cause, attempts) {
        super(`could not reach the service (${attempts} attempt${attempts === 1 ? '' : 's'}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
        this.attempts = attempts;
    }
}
/**
 * `documents.add` wrote some chunks and then failed. Chunks are atomic and a re-run of the same call
 * replays the written ones, so the safe recovery is to call `add` again with the same inputs.
 */
export class AddDocumentsError extends DataEngineError {
    written;
    writtenChunks;
    totalChunks;
    failedChunkStart;
    name = 'AddDocumentsError';
    constructor(
    /** Documents of the chunks that were written, in input order. */
    written, 
    /** How many chunks were written (chunks `0 .. writtenChunks - 1`). */
    writtenChunks, 
    /** Number of chunks of the call. */
    totalChunks, 
    /** Index of the input that starts the failed chunk. */
    failedChunkStart, cause) {
        super(`added ${writtenChunks} of ${totalChunks} chunks (${written.length} documents); chunk ${writtenChunks} (from input ${failedChunkStart}) failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
        this.written = written;
        this.writtenChunks = writtenChunks;
        this.totalChunks = totalChunks;
        this.failedChunkStart = failedChunkStart;
    }
}
/**
 * Seconds of a `Retry-After` value (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
 * @returns undefined when absent or unparsable
 */
export function parseRetryAfter(value) {
    if (value === null || value.trim() === '')
        return undefined;
    if (/^\d+$/.test(value.trim()))
        return Number(value.trim());
    const at = Date.parse(value);
    return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
