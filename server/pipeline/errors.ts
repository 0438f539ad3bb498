import type { DocumentErrorCode } from './types.js';

/**
 * A document-level failure with a DocumentError code (service spec, Errors: document error codes).
 * `message` is written for end users: it never contains stack traces, file paths or note text.
 */
export class PipelineError extends Error {
  readonly code: DocumentErrorCode;

  constructor(code: DocumentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PipelineError';
    this.code = code;
  }

  /** Plain `{code, message}` for the Document.error field. */
  toJSON(): { code: DocumentErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** Wraps anything thrown inside the pipeline so one bad document fails alone with `pipeline_failed`. */
export function toPipelineError(err: unknown): PipelineError {
  if (err instanceof PipelineError) return err;
  return new PipelineError('pipeline_failed', 'The document could not be processed.', { cause: err });
}
