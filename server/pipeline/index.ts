/**
 * Public API of the extraction engine: text acquisition, entity extraction and the
 * convenience that does both. Pure: no HTTP, no database; the vocabulary is loaded once, lazily.
 */
import { acquireText } from './acquire.js';
import { toPipelineError } from './errors.js';
import { extract } from './extract.js';
import type { AcquireInput, ProcessedDocument } from './types.js';

export { acquireText, isProbablyEnglish, sha256Base64 } from './acquire.js';
export { analyzeContext, type ContextResult, type ContextEvidence } from './context.js';
export { PipelineError } from './errors.js';
export { engineVersion, ENGINE_RELEASE } from './engine-version.js';
export { extract, extractWith } from './extract.js';
export { defaultVocabulary, loadVocabulary } from './vocabulary.js';
export { ThreadPool, type ThreadPoolOptions } from './thread-pool.js';
export type {
  AcquireInput,
  AcquiredText,
  Code,
  Confidence,
  DocumentErrorCode,
  Entity,
  EntityType,
  Polarity,
  ProcessedDocument,
  QualityStatus,
  Span,
  Subject,
} from './types.js';

/**
 * Acquires the text of one document and extracts its entities. Throws a PipelineError (document
 * error code + user-safe message); anything unexpected becomes `pipeline_failed` for this document.
 */
export async function processDocument(input: AcquireInput): Promise<ProcessedDocument> {
  const acquired = await acquireText(input);
  try {
    const entities = extract(acquired.text);
    return { ...acquired, entities };
  } catch (err) {
    throw toPipelineError(err);
  }
}
